import { describe, expect, it } from 'vitest';
import { renderJUnit } from './junit.js';
import { all, parseXml, type MarkupElement } from './test-support/parse-markup.js';
import {
  assertion,
  HOSTILE,
  report,
  step,
  hostileKept,
  LONE_SURROGATE,
  XML_FORBIDDEN_CONTROL,
} from './test-support/report-fixtures.js';

function attrs(element: MarkupElement | null | undefined, ...names: string[]) {
  return Object.fromEntries(names.map((name) => [name, element?.getAttribute(name) ?? null]));
}

describe('renderJUnit', () => {
  it('writes the XML declaration and totals on <testsuites>', () => {
    const run = report({}, [
      step({
        assertions: [assertion(), assertion({ name: 'has id', passed: false, message: 'no id' })],
      }),
      step({ stepId: 's2', name: 'Skipped one', status: 'skipped', assertions: [] }),
      step({
        stepId: 's3',
        name: 'Broken',
        status: 'error',
        error: { code: 'ECONNREFUSED', message: 'refused' },
        response: null,
        assertions: [],
      }),
    ]);
    run.totals.durationMs = 1234.5;
    const xml = renderJUnit(run);

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    const root = parseXml(xml).documentElement;
    expect(root.tagName).toBe('testsuites');
    expect(attrs(root, 'name', 'tests', 'failures', 'errors', 'skipped', 'time')).toEqual({
      name: 'Users API',
      tests: '4',
      failures: '1',
      errors: '1',
      skipped: '1',
      time: '1.235',
    });
  });

  it('makes one testcase per assertion, named after it, with the step as classname', () => {
    const run = report({}, [
      step({
        durationMs: 35,
        assertions: [
          assertion({ name: 'status equals 200' }),
          assertion({
            name: 'body.users is an array',
            passed: false,
            actual: 'null',
            message: 'expected an array',
          }),
        ],
      }),
    ]);
    const doc = parseXml(renderJUnit(run));
    const cases = all(doc, 'testcase');
    expect(cases.map((c) => attrs(c, 'name', 'classname', 'time'))).toEqual([
      { name: 'status equals 200', classname: 'List users', time: '0.035' },
      { name: 'body.users is an array', classname: 'List users', time: '0.035' },
    ]);
    expect(cases[0]?.children.length).toBe(0);
    const failure = cases[1]?.querySelector('failure');
    expect(attrs(failure, 'message', 'type')).toEqual({
      message: 'expected an array',
      type: 'AssertionError',
    });
    expect(failure?.textContent).toContain('expected an array');
    expect(failure?.textContent).toContain('Actual: null');
    expect(failure?.textContent).toContain('Request: GET https://api.example.com/users');
    expect(failure?.textContent).toContain('Response: 200 OK');
  });

  it('says when a failed assertion found nothing', () => {
    const run = report({}, [
      step({ assertions: [assertion({ passed: false, actual: null, message: null })] }),
    ]);
    const failure = parseXml(renderJUnit(run)).querySelector('failure');
    expect(failure?.getAttribute('message')).toBe('status equals 200 failed');
    expect(failure?.textContent).toContain('Actual: (nothing)');
  });

  it('makes a step without assertions one testcase named after the step', () => {
    const run = report({}, [
      step({ name: 'Wait a bit', type: 'wait', request: null, response: null, assertions: [] }),
    ]);
    const cases = all(parseXml(renderJUnit(run)), 'testcase');
    expect(cases.map((c) => attrs(c, 'name', 'classname'))).toEqual([
      { name: 'Wait a bit', classname: 'Wait a bit' },
    ]);
  });

  it('writes an error step as <error> typed with its code', () => {
    const run = report({}, [
      step({
        status: 'error',
        response: null,
        assertions: [],
        error: { code: 'TIMEOUT', message: 'No answer in 30 s' },
      }),
    ]);
    const error = parseXml(renderJUnit(run)).querySelector('testcase > error');
    expect(attrs(error, 'message', 'type')).toEqual({
      message: 'No answer in 30 s',
      type: 'TIMEOUT',
    });
  });

  it('keeps the assertions of a step that broke after them, and adds the error', () => {
    const run = report({}, [
      step({ status: 'error', error: { code: 'SCRIPT_ERROR', message: 'x is not defined' } }),
    ]);
    const cases = all(parseXml(renderJUnit(run)), 'testcase');
    expect(cases.map((c) => c.getAttribute('name'))).toEqual(['status equals 200', 'List users']);
    expect(cases[1]?.querySelector('error')?.getAttribute('type')).toBe('SCRIPT_ERROR');
  });

  it('fails a failed step that has no assertion to blame', () => {
    const run = report({}, [step({ status: 'failed', assertions: [] })]);
    const doc = parseXml(renderJUnit(run));
    expect(doc.querySelector('testcase > failure')?.getAttribute('message')).toBe(
      'The step failed.',
    );
  });

  it('marks a skipped step <skipped/>', () => {
    const run = report({}, [step({ status: 'skipped', response: null })]);
    const doc = parseXml(renderJUnit(run));
    expect(all(doc, 'testcase > skipped')).toHaveLength(1);
    expect(doc.querySelector('testsuite')?.getAttribute('skipped')).toBe('1');
  });

  it('groups steps by path into suites, top-level steps under the run name, in order', () => {
    const run = report({}, [
      step({ stepId: 'a', name: 'Top' }),
      step({ stepId: 'b', name: 'Create', path: ['Users', 'Admin'] }),
      step({ stepId: 'c', name: 'Other', path: ['Users / Admin'] }),
      step({ stepId: 'd', name: 'Delete', path: ['Users', 'Admin'] }),
    ]);
    const suites = all(parseXml(renderJUnit(run)), 'testsuite');
    expect(suites.map((s) => attrs(s, 'name', 'id', 'tests'))).toEqual([
      { name: 'Users API', id: '0', tests: '1' },
      { name: 'Users / Admin', id: '1', tests: '2' },
      { name: 'Users / Admin', id: '2', tests: '1' },
    ]);
    expect(all(suites[1]!, 'testcase').map((c) => c.getAttribute('classname'))).toEqual([
      'Create',
      'Delete',
    ]);
  });

  it('splits suites by iteration and names the iteration when there are several', () => {
    const run = report({ iterations: 2 }, [
      step({ iteration: 1 }),
      step({ iteration: 1, path: ['Users'] }),
      step({ iteration: 2 }),
    ]);
    const names = all(parseXml(renderJUnit(run)), 'testsuite').map((s) => s.getAttribute('name'));
    expect(names).toEqual([
      'Users API (iteration 1)',
      'Users (iteration 1)',
      'Users API (iteration 2)',
    ]);
  });

  it('gives each suite its time, counts and start', () => {
    const run = report({}, [
      step({ startedMs: 1500, durationMs: 100 }),
      step({ startedMs: 1600, durationMs: 250.4, assertions: [assertion({ passed: false })] }),
    ]);
    const suite = parseXml(renderJUnit(run)).querySelector('testsuite');
    expect(attrs(suite, 'tests', 'failures', 'errors', 'skipped', 'time', 'timestamp')).toEqual({
      tests: '2',
      failures: '1',
      errors: '0',
      skipped: '0',
      time: '0.350',
      timestamp: '2024-05-06T07:08:10',
    });
  });

  it('leaves out the timestamp when the start is not a date, and never writes NaN', () => {
    const run = report({ startedAt: 'not a date' }, [step({ durationMs: Number.NaN })]);
    const xml = renderJUnit(run);
    expect(xml).not.toContain('NaN');
    expect(parseXml(xml).querySelector('testsuite')?.hasAttribute('timestamp')).toBe(false);
  });

  it('adds an error case when the run ended early, so CI does not read it as passed', () => {
    const run = report({ status: 'error', reason: 'Over the budget of 100 requests.' });
    const doc = parseXml(renderJUnit(run));
    const last = all(doc, 'testcase').at(-1);
    expect(attrs(last?.querySelector('error'), 'type', 'message')).toEqual({
      type: 'run-error',
      message: 'Over the budget of 100 requests.',
    });
    expect(doc.documentElement.getAttribute('errors')).toBe('1');
  });

  it('writes a run without steps as an empty, valid document', () => {
    const doc = parseXml(renderJUnit(report({}, [])));
    expect(doc.documentElement.getAttribute('tests')).toBe('0');
    expect(all(doc, 'testsuite')).toHaveLength(0);
  });

  it('puts console lines in the suite <system-out>', () => {
    const run = report({}, [step({ console: ['hello', 'a < b'] })]);
    const out = parseXml(renderJUnit(run)).querySelector('testsuite > system-out');
    expect(out?.textContent).toBe('[List users] hello\n[List users] a < b');
  });

  describe('escaping', () => {
    const hostile = report({ name: HOSTILE }, [
      step({
        name: HOSTILE,
        path: [HOSTILE],
        assertions: [
          assertion({
            name: HOSTILE,
            passed: false,
            actual: HOSTILE,
            message: `${HOSTILE}\nline 2`,
          }),
        ],
        console: [HOSTILE],
      }),
      step({ status: 'error', error: { code: HOSTILE, message: HOSTILE }, assertions: [] }),
    ]);
    const xml = renderJUnit(hostile);
    // What a reader gets back: the text minus the characters XML 1.0 cannot hold.
    const kept = hostileKept();

    it('stays well-formed and gives back every attribute and text intact', () => {
      const doc = parseXml(xml);
      expect(doc.documentElement.getAttribute('name')).toBe(kept);
      expect(doc.querySelector('testsuite')?.getAttribute('name')).toBe(kept);
      const testCase = doc.querySelector('testcase');
      expect(attrs(testCase, 'name', 'classname')).toEqual({ name: kept, classname: kept });
      const failure = testCase?.querySelector('failure');
      expect(failure?.getAttribute('message')).toBe(`${kept}\nline 2`);
      expect(failure?.textContent).toContain(`Actual: ${kept}`);
      expect(doc.querySelector('error')?.getAttribute('type')).toBe(kept);
      expect(doc.querySelector('system-out')?.textContent).toContain(kept);
    });

    it('writes no raw markup, CDATA end or forbidden character', () => {
      expect(xml).not.toContain('<script');
      expect(xml).not.toContain(']]>');
      expect(xml).not.toMatch(XML_FORBIDDEN_CONTROL);
      expect(xml).not.toMatch(LONE_SURROGATE);
    });

    it('keeps characters outside the basic plane whole', () => {
      const doc = parseXml(renderJUnit(report({ name: 'émoji 🚀 中文 \u2028' })));
      expect(doc.documentElement.getAttribute('name')).toBe('émoji 🚀 中文 \u2028');
    });
  });

  it('keeps very long messages readable: a short attribute, the whole text capped in the element', () => {
    const long = 'x'.repeat(200_000);
    const run = report({}, [
      step({ assertions: [assertion({ passed: false, message: long, actual: long })] }),
    ]);
    const xml = renderJUnit(run);
    const failure = parseXml(xml).querySelector('failure');
    expect(failure?.getAttribute('message')).toHaveLength(501);
    expect(failure?.textContent?.length).toBeLessThanOrEqual(64 * 1024 + 1);
    expect(xml.length).toBeLessThan(70_000);
  });
});
