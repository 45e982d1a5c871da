import { REPORT_BODY_CHARS, type RunReport, type StepResult } from '@heron/contract';
import { escapeXmlAttribute as attr, escapeXmlText as text } from './xml-text.js';

/**
 * A run as JUnit XML (issue 22), the format CI servers read (Jenkins, GitLab, GitHub Actions test
 * reporters). One `<testsuite>` per group and iteration, one `<testcase>` per assertion, or per
 * step when it has none; `classname` is the step, so a CI lists each request with its checks.
 * Element order and attributes follow the Ant JUnit schema that those tools accept.
 */

/** A failure's `message` attribute is one line in CI lists; the whole text is in the element. */
const MESSAGE_ATTRIBUTE_CHARS = 500;

type Outcome =
  | { kind: 'passed' }
  | { kind: 'skipped' }
  | { kind: 'failure' | 'error'; type: string; message: string; detail: string };

interface TestCase {
  name: string;
  classname: string;
  durationMs: number;
  outcome: Outcome;
}

interface Suite {
  name: string;
  steps: StepResult[];
  cases: TestCase[];
}

export function renderJUnit(report: RunReport): string {
  const suites = suitesOf(report);
  const cases = suites.flatMap((suite) => suite.cases);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites ${attributes({
      name: report.name,
      ...counts(cases),
      time: seconds(report.totals.durationMs),
    })}>`,
    ...suites.flatMap((suite, id) => suiteLines(suite, id, report)),
    '</testsuites>',
  ];
  return `${lines.join('\n')}\n`;
}

function suitesOf(report: RunReport): Suite[] {
  // Reduced, not spread into Math.max: a long run has more steps than a call takes arguments.
  const iterations = report.steps.reduce(
    (most, step) => Math.max(most, step.iteration),
    report.iterations,
  );
  const byKey = new Map<string, Suite>();
  for (const step of report.steps) {
    // Keyed on the path's parts, not its joined name: ["a / b"] and ["a", "b"] are two groups.
    const key = JSON.stringify([step.iteration, step.path]);
    let suite = byKey.get(key);
    if (!suite) {
      const group = step.path.length > 0 ? step.path.join(' / ') : report.name;
      const name = iterations > 1 ? `${group} (iteration ${step.iteration})` : group;
      suite = { name, steps: [], cases: [] };
      byKey.set(key, suite);
    }
    suite.steps.push(step);
    suite.cases.push(...casesOf(step));
  }
  const suites = [...byKey.values()];
  const early = endedEarly(report);
  if (early) suites.push({ name: report.name, steps: [], cases: [early] });
  return suites;
}

function casesOf(step: StepResult): TestCase[] {
  const base = { classname: step.name, durationMs: step.durationMs };
  if (step.status === 'skipped')
    return [{ ...base, name: step.name, outcome: { kind: 'skipped' } }];

  const cases: TestCase[] = step.assertions.map((assertion) => ({
    ...base,
    name: assertion.name,
    outcome: assertion.passed
      ? { kind: 'passed' }
      : {
          kind: 'failure',
          type: 'AssertionError',
          message: assertion.message ?? `${assertion.name} failed`,
          detail: detailOf(step, [
            assertion.message ?? `${assertion.name} failed`,
            `Actual: ${assertion.actual ?? '(nothing)'}`,
          ]),
        },
  }));
  // An error after the assertions ran (a post-response script broke) still needs its own case.
  if (step.status === 'error') {
    const error = step.error ?? { code: 'ERROR', message: 'The step could not run.' };
    const detail = detailOf(step, [error.message]);
    cases.push({
      ...base,
      name: step.name,
      outcome: { kind: 'error', type: error.code, message: error.message, detail },
    });
  } else if (cases.length === 0) {
    // A step marked failed with no assertion to blame still fails the build.
    const message = step.status === 'failed' ? (step.error?.message ?? 'The step failed.') : null;
    cases.push({
      ...base,
      name: step.name,
      outcome:
        message === null
          ? { kind: 'passed' }
          : { kind: 'failure', type: 'AssertionError', message, detail: detailOf(step, [message]) },
    });
  }
  return cases;
}

/**
 * A run that stopped, was interrupted or went over budget may hold only passing steps; without
 * this case a CI would read it as green.
 */
function endedEarly(report: RunReport): TestCase | null {
  if (report.status !== 'error' && report.status !== 'stopped' && report.status !== 'interrupted') {
    return null;
  }
  const message = report.reason ?? `The run ended with status ${report.status}.`;
  return {
    name: `Run ${report.status}`,
    classname: report.name,
    durationMs: 0,
    outcome: { kind: 'error', type: `run-${report.status}`, message, detail: message },
  };
}

/** What a CI shows under a failure: why, then the exchange it happened on. */
function detailOf(step: StepResult, why: string[]): string {
  const lines = [...why];
  if (step.request) lines.push(`Request: ${step.request.method} ${step.request.url}`);
  if (step.response) {
    lines.push(`Response: ${step.response.status} ${step.response.statusText}`.trimEnd());
  }
  return lines.join('\n');
}

function suiteLines(suite: Suite, id: number, report: RunReport): string[] {
  const first = suite.steps[0];
  const timestamp = first ? timestampOf(report.startedAt, first.startedMs) : null;
  const durationMs = suite.steps.reduce((sum, step) => sum + step.durationMs, 0);
  const open = `  <testsuite ${attributes({
    name: suite.name,
    id,
    ...counts(suite.cases),
    time: seconds(durationMs),
    ...(timestamp === null ? {} : { timestamp }),
  })}>`;
  const logged = suite.steps.flatMap((step) =>
    step.console.map((line) => `[${step.name}] ${line}`),
  );
  return [
    open,
    ...suite.cases.flatMap(caseLines),
    ...(logged.length > 0 ? [`    <system-out>${text(cap(logged.join('\n')))}</system-out>`] : []),
    '  </testsuite>',
  ];
}

function caseLines(testCase: TestCase): string[] {
  const open = `    <testcase ${attributes({
    name: testCase.name,
    classname: testCase.classname,
    time: seconds(testCase.durationMs),
  })}`;
  const { outcome } = testCase;
  switch (outcome.kind) {
    case 'passed':
      return [`${open}/>`];
    case 'skipped':
      return [`${open}>`, '      <skipped/>', '    </testcase>'];
    case 'failure':
    case 'error': {
      const message = cut(outcome.message, MESSAGE_ATTRIBUTE_CHARS);
      return [
        `${open}>`,
        `      <${outcome.kind} ${attributes({ message, type: outcome.type })}>${text(cap(outcome.detail))}</${outcome.kind}>`,
        '    </testcase>',
      ];
    }
  }
}

function counts(cases: TestCase[]) {
  const count = (kind: Outcome['kind']) => cases.filter((c) => c.outcome.kind === kind).length;
  return {
    tests: cases.length,
    failures: count('failure'),
    errors: count('error'),
    skipped: count('skipped'),
  };
}

function attributes(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}="${attr(String(value))}"`)
    .join(' ');
}

/**
 * JUnit times are seconds with 3 decimals. Rounded as whole milliseconds first: 1234.5 / 1000 is
 * 1.2344999… in floating point. A missing or negative duration is written as 0, never NaN.
 */
function seconds(ms: number): string {
  return (Number.isFinite(ms) && ms > 0 ? Math.round(ms) / 1000 : 0).toFixed(3);
}

/**
 * The schema's `timestamp` is a local date-time without a zone; written in UTC, which is what the
 * report's `startedAt` holds. Null when `startedAt` is not a date.
 */
function timestampOf(startedAt: string, offsetMs: number): string | null {
  const time = Date.parse(startedAt);
  if (Number.isNaN(time)) return null;
  const at = new Date(time + (Number.isFinite(offsetMs) ? offsetMs : 0));
  return Number.isNaN(at.getTime()) ? null : at.toISOString().slice(0, 19);
}

function cap(value: string): string {
  return cut(value, REPORT_BODY_CHARS);
}

function cut(value: string, chars: number): string {
  return value.length > chars ? `${value.slice(0, chars)}…` : value;
}
