import {
  emptyTotals,
  type AssertionResult,
  type RunReport,
  type StepResult,
} from '@heron/contract';

/** Reports for the renderers' tests: a plausible run, with any field overridden. */

/** What hostile servers and scripts put in a report: markup, CDATA ends, controls, half pairs. */
export const HOSTILE =
  '</script><script>alert(1)</script> ]]> & "q" \'a\' \u0000\u0001\u001b[31m \ud800 <!--';

/** HOSTILE as a reader gets it back: its characters XML cannot hold replaced (or dropped). */
export function hostileKept(replacement = ''): string {
  return ['\u0000', '\u0001', '\u001b', '\ud800'].reduce(
    (text, char) => text.replaceAll(char, replacement),
    HOSTILE,
  );
}

// The controls the renderers must not write; finding them is the point of these patterns.
// eslint-disable-next-line no-control-regex
export const XML_FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** Every control but line feed: what a terminal or a JSON string must not get raw. */
// eslint-disable-next-line no-control-regex
export const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
/** Half of a surrogate pair on its own (`u`: a whole pair does not match). */
export const LONE_SURROGATE = /[\ud800-\udfff]/u;

export function assertion(overrides: Partial<AssertionResult> = {}): AssertionResult {
  return {
    id: 'a1',
    name: 'status equals 200',
    passed: true,
    actual: '200',
    message: null,
    ...overrides,
  };
}

export function step(overrides: Partial<StepResult> = {}): StepResult {
  return {
    stepId: 's1',
    name: 'List users',
    path: [],
    iteration: 1,
    type: 'request',
    status: 'passed',
    request: {
      method: 'GET',
      url: 'https://api.example.com/users',
      headers: [{ name: 'Accept', value: 'application/json' }],
      body: null,
    },
    response: {
      status: 200,
      statusText: 'OK',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      body: '{"users":[{"id":1}]}',
      truncated: false,
      sizeBytes: 1234,
      timeMs: 35,
    },
    error: null,
    assertions: [assertion()],
    extracted: [],
    console: [],
    startedMs: 0,
    durationMs: 40,
    ...overrides,
  };
}

/** A report whose totals are counted from its steps, as the runner counts them. */
export function report(
  overrides: Partial<RunReport> = {},
  steps: StepResult[] = [step()],
): RunReport {
  const totals = emptyTotals();
  for (const s of steps) {
    if (s.status === 'skipped') {
      totals.skipped++;
      continue;
    }
    if (s.type === 'request') {
      totals.requests++;
      if (s.status !== 'passed') totals.failedRequests++;
    }
    totals.assertions += s.assertions.length;
    totals.failedAssertions += s.assertions.filter((a) => !a.passed).length;
    totals.bytesReceived += s.response?.sizeBytes ?? 0;
    totals.durationMs += s.durationMs;
  }
  return {
    name: 'Users API',
    environment: 'Staging',
    status: steps.every((s) => s.status === 'passed' || s.status === 'skipped')
      ? 'passed'
      : 'failed',
    reason: null,
    startedAt: '2024-05-06T07:08:09.000Z',
    finishedAt: '2024-05-06T07:08:10.000Z',
    iterations: 1,
    totals,
    steps,
    ...overrides,
  };
}
