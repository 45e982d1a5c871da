import { runReportSchema } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { renderJsonReport, RUN_REPORT_KIND, RUN_REPORT_VERSION } from './json-report.js';
import {
  assertion,
  HOSTILE,
  report,
  step,
  LONE_SURROGATE,
  RAW_CONTROL,
} from './test-support/report-fixtures.js';

describe('renderJsonReport', () => {
  it('writes the report whole, tagged with its kind and version first', () => {
    const run = report({}, [step({ assertions: [assertion({ passed: false, message: 'nope' })] })]);
    const json = renderJsonReport(run);
    const parsed: unknown = JSON.parse(json);
    expect(parsed).toEqual({ kind: RUN_REPORT_KIND, version: RUN_REPORT_VERSION, ...run });
    expect(Object.keys(parsed as object).slice(0, 3)).toEqual(['kind', 'version', 'name']);
    expect(runReportSchema.parse(parsed)).toEqual(run);
  });

  it('is indented with two spaces and ends with a newline', () => {
    const json = renderJsonReport(report());
    expect(json.startsWith('{\n  "kind": "heron-run-report",\n  "version": 1,\n')).toBe(true);
    expect(json.endsWith('}\n')).toBe(true);
  });

  it('keeps its own kind and version over a stray field of the same name', () => {
    const run = { ...report(), kind: 'other', version: 9 };
    expect(JSON.parse(renderJsonReport(run))).toMatchObject({
      kind: 'heron-run-report',
      version: 1,
    });
  });

  it('round-trips hostile text, with control characters and lone surrogates escaped', () => {
    const run = report({ name: HOSTILE }, [step({ console: [HOSTILE] })]);
    const json = renderJsonReport(run);
    // Newlines are the indentation's; none is left raw inside a string, nor half a surrogate pair.
    expect(json).not.toMatch(RAW_CONTROL);
    expect(json).not.toMatch(LONE_SURROGATE);
    expect(json).toContain('\\ud800');
    expect((JSON.parse(json) as { name: string }).name).toBe(HOSTILE);
  });
});
