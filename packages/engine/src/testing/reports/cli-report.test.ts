import { describe, expect, it } from 'vitest';
import { renderCliIteration, renderCliReport, renderCliStep, stepFailures } from './cli-report.js';
import { formatBytes, formatDuration } from './cli-text.js';
import { assertion, HOSTILE, report, step, RAW_CONTROL } from './test-support/report-fixtures.js';

// eslint-disable-next-line no-control-regex -- finding the escape sequences is the point
const ANSI = /\u001b\[[0-9;]*m/g;

const failing = step({
  name: 'Create user',
  path: ['Users', 'Admin'],
  status: 'failed',
  response: {
    ...step().response!,
    status: 422,
    statusText: 'Unprocessable Entity',
    sizeBytes: 2345,
    timeMs: 187.4,
  },
  assertions: [
    assertion({
      name: 'status equals 201',
      passed: false,
      actual: '422',
      message: 'expected 201, got 422',
    }),
    assertion({ name: 'has json', passed: true }),
    assertion({ name: 'body.id exists', passed: false, actual: null, message: null }),
  ],
});
const broken = step({
  name: 'Fetch orders',
  status: 'error',
  response: null,
  assertions: [],
  error: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:8080' },
});

describe('renderCliStep', () => {
  it('prints the name, the exchange and each assertion', () => {
    expect(renderCliStep(step())).toBe(
      [
        '→ List users',
        '  GET https://api.example.com/users [200 OK, 1.2kB, 35ms]',
        '  ✓  status equals 200',
      ].join('\n'),
    );
  });

  it('numbers failures in place, from the number it is given', () => {
    expect(renderCliStep(failing, { failureNumber: 4 }).split('\n')).toEqual([
      '→ Users / Admin / Create user',
      '  GET https://api.example.com/users [422 Unprocessable Entity, 2.3kB, 187ms]',
      '  4. status equals 201',
      '  ✓  has json',
      '  5. body.id exists',
    ]);
  });

  it('prints a step that could not send as errored, with its error numbered', () => {
    expect(renderCliStep(broken).split('\n')).toEqual([
      '→ Fetch orders',
      '  GET https://api.example.com/users [errored]',
      '  1. connect ECONNREFUSED 127.0.0.1:8080',
    ]);
  });

  it('prints what kind of step sent nothing, and skipped steps as skipped', () => {
    const wait = step({
      name: 'Pause',
      type: 'wait',
      request: null,
      response: null,
      assertions: [],
      durationMs: 500,
    });
    expect(renderCliStep(wait)).toBe('→ Pause\n  wait [500ms]');
    expect(renderCliStep(step({ status: 'skipped' }))).toBe('→ List users\n  skipped');
  });

  it('prints console lines, each line of a multi-line entry on its own', () => {
    const lines = renderCliStep(step({ assertions: [], console: ['one', 'two\nthree'] })).split(
      '\n',
    );
    expect(lines.slice(2)).toEqual(['  │ one', '  │ two', '  │ three']);
  });

  it('colours only when asked', () => {
    expect(renderCliStep(failing)).not.toMatch(ANSI);
    const colored = renderCliStep(failing, { color: true });
    expect(colored).toContain('\u001b[31m  1. status equals 201\u001b[39m');
    expect(colored).toContain('\u001b[32m✓\u001b[39m');
    expect(colored.replace(ANSI, '')).toBe(renderCliStep(failing));
  });

  it('prints no control sequence that came from the report', () => {
    const hostile = `${HOSTILE}\u001b]0;owned\u0007\u009b2J\r`;
    const result = step({
      name: hostile,
      path: [hostile],
      request: { method: hostile, url: hostile, headers: [], body: null },
      assertions: [assertion({ name: hostile, passed: false })],
      console: [hostile],
    });
    const plain = renderCliStep(result);
    expect(plain).not.toMatch(RAW_CONTROL);
    expect(plain).not.toMatch(/\p{Cs}/u);
    // With colour on, every escape left is one of ours.
    const colored = renderCliStep(result, { color: true });
    expect(colored.replace(ANSI, '')).toBe(plain);
    // A name stays on its line.
    expect(renderCliStep(step({ name: 'a\nb' })).split('\n')[0]).toBe('→ a b');
  });
});

describe('stepFailures', () => {
  it('lists failed assertions, then the error, and nothing for a skipped step', () => {
    expect(stepFailures(failing).map((f) => [f.type, f.title])).toEqual([
      ['AssertionError', 'status equals 201'],
      ['AssertionError', 'body.id exists'],
    ]);
    expect(stepFailures(broken)).toEqual([
      { type: 'ECONNREFUSED', title: 'connect ECONNREFUSED 127.0.0.1:8080', detail: [] },
    ]);
    expect(stepFailures(step({ status: 'failed', assertions: [] }))).toHaveLength(1);
    expect(
      stepFailures(step({ status: 'skipped', assertions: [assertion({ passed: false })] })),
    ).toEqual([]);
  });
});

describe('renderCliReport', () => {
  const run = report({ iterations: 2 }, [
    step({ iteration: 1 }),
    { ...failing, iteration: 1 },
    { ...broken, iteration: 2 },
    step({
      iteration: 2,
      type: 'script',
      name: 'Tidy up',
      request: null,
      response: null,
      assertions: [],
    }),
  ]);
  run.totals.durationMs = 64_321;
  const output = renderCliReport(run);
  const lines = output.split('\n');

  it('prints the steps under a heading per iteration, failures numbered across the run', () => {
    expect(lines.slice(0, 3)).toEqual(['Users API', '', 'Iteration 1/2']);
    expect(output).toContain('Iteration 2/2');
    expect(output).toContain('  1. status equals 201');
    expect(output).toContain('  2. body.id exists');
    expect(output).toContain('  3. connect ECONNREFUSED 127.0.0.1:8080');
    expect(output.indexOf('Iteration 2/2')).toBeLessThan(output.indexOf('→ Fetch orders'));
  });

  it('prints a totals table of executed and failed, with even borders', () => {
    const table = lines.filter((line) => /^[┌├│└]/.test(line));
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
    const row = (label: string) =>
      table
        .find((line) => line.includes(` ${label} `))
        ?.split('│')
        .map((cell) => cell.trim())
        .filter(Boolean);
    expect(row('executed')).toEqual(['executed', 'failed']);
    expect(row('iterations')).toEqual(['iterations', '2', '2']);
    expect(row('requests')).toEqual(['requests', '3', '2']);
    expect(row('scripts')).toEqual(['scripts', '1', '0']);
    expect(row('assertions')).toEqual(['assertions', '4', '2']);
    expect(output).toContain('│ total run duration: 1m 4.3s ');
    expect(output).toContain('│ total data received: 3.6kB ');
    expect(output).toContain('│ average response time: 111ms [min: 35ms, max: 187ms, s.d.: 76ms] ');
  });

  it('ends with the failure list, numbered as the steps were', () => {
    const start = lines.findIndex((line) => /^\s+#\s+failure\s+detail$/.test(line));
    expect(start).toBeGreaterThan(0);
    expect(lines.slice(start + 1)).toEqual([
      '',
      ' 1.  AssertionError  status equals 201',
      '                     expected 201, got 422',
      '                     actual: 422',
      '                     at "Users / Admin / Create user", iteration 1',
      '',
      ' 2.  AssertionError  body.id exists',
      '                     actual: (nothing)',
      '                     at "Users / Admin / Create user", iteration 1',
      '',
      ' 3.  ECONNREFUSED    connect ECONNREFUSED 127.0.0.1:8080',
      '                     at "Fetch orders", iteration 2',
    ]);
  });

  it('prints neither iteration headings nor a failure list when not needed', () => {
    const clean = renderCliReport(report());
    expect(clean).not.toContain('Iteration');
    expect(clean).not.toContain('failure');
    expect(clean).not.toContain('skipped steps');
    expect(clean.endsWith('┘')).toBe(true);
  });

  it('says why a run ended early, and counts skipped steps', () => {
    const stopped = renderCliReport(
      report({ status: 'stopped', reason: 'Stopped by Ada.' }, [
        step(),
        step({ status: 'skipped' }),
      ]),
    );
    expect(stopped).toContain('\n\nRun stopped: Stopped by Ada.');
    expect(stopped).toContain('│ skipped steps: 1 ');
    expect(renderCliReport(report({ status: 'error', reason: null }, []))).toContain('Run error.');
  });

  it('leaves out the response times when no step got a response, and widens for long notes', () => {
    const none = renderCliReport(report({}, [broken]));
    expect(none).not.toContain('average response time');
    const tableLines = none.split('\n').filter((line) => /^[┌├│└]/.test(line));
    expect(new Set(tableLines.map((line) => line.length)).size).toBe(1);
  });

  it('colours only when asked, and otherwise prints the same text', () => {
    expect(output).not.toMatch(ANSI);
    const colored = renderCliReport(run, { color: true });
    expect(colored).toMatch(ANSI);
    expect(colored.replace(ANSI, '')).toBe(output);
  });

  it('prints a hostile run name without its escapes', () => {
    expect(renderCliReport(report({ name: `\u001b[2J${HOSTILE}` }))).not.toContain('\u001b');
  });
});

describe('renderCliIteration', () => {
  it('prints the iteration of how many', () => {
    expect(renderCliIteration(2, 5)).toBe('Iteration 2/5');
    expect(renderCliIteration(2, 5, { color: true })).toBe('\u001b[90mIteration 2/5\u001b[39m');
  });
});

describe('CLI sizes and durations', () => {
  it('formats bytes with decimal units', () => {
    expect(
      [0, 512, 999, 1000, 1234, 999_949, 2_500_000, 3e9, Number.NaN, -5].map(formatBytes),
    ).toEqual(['0B', '512B', '999B', '1kB', '1.2kB', '999.9kB', '2.5MB', '3GB', '0B', '0B']);
  });

  it('formats durations from milliseconds to hours', () => {
    expect([0, 450.6, 1000, 2345, 59_960, 64_321, 3_723_000].map(formatDuration)).toEqual([
      '0ms',
      '451ms',
      '1.0s',
      '2.3s',
      '1m 0.0s',
      '1m 4.3s',
      '1h 2m 3.0s',
    ]);
  });
});
