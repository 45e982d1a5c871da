import { describe, expect, it } from 'vitest';
import {
  debugRequestSchema,
  scenarioSettingsSchema,
  testStepSchema,
  type DebugRequestInput,
  type RunEvent,
  type ScenarioSettingsInput,
  type TestStep,
} from '@heron/contract';
import { runScript } from '../../debug/sandbox/index.js';
import { evaluateTask, type EvaluationTask } from '../evaluate-step.js';
import type { ResolvedRequest } from '../../debug/resolved-request.js';
import type { TestResponse } from '../test-response.js';
import { runScenario } from './run-scenario.js';
import type { RunnerHost, RunScenarioInput, SendOutcome } from './runner-host.js';

type Answer = Partial<TestResponse> | { fail: string };

/** A host whose server answers from `answer` and remembers every request it was sent. */
function fakeHost(answer: (request: ResolvedRequest) => Answer, extra: Partial<RunnerHost> = {}) {
  const sent: ResolvedRequest[] = [];
  const host: RunnerHost = {
    async send(request): Promise<SendOutcome> {
      sent.push(request);
      const got = answer(request);
      if ('fail' in got)
        return { ok: false, code: got.fail, message: `failed: ${got.fail}`, sent: request };
      return {
        ok: true,
        sent: request,
        response: {
          status: 200,
          statusText: 'OK',
          headers: [{ name: 'content-type', value: 'application/json' }],
          bodyText: '{}',
          sizeBytes: 2,
          timeMs: 1,
          ...got,
        },
      };
    },
    runScript,
    sleep: async () => undefined,
    ...extra,
  };
  return { host, sent };
}

let ids = 0;
const request = (url: string, more: Partial<Record<string, unknown>> = {}): TestStep =>
  testStepSchema.parse({
    id: `s${++ids}`,
    type: 'request',
    name: url,
    request: debugRequestSchema.parse({ method: 'GET', url } satisfies DebugRequestInput),
    ...more,
  });
const step = (value: Record<string, unknown>): TestStep =>
  testStepSchema.parse({ id: `s${++ids}`, ...value });

function input(
  steps: TestStep[],
  settings: ScenarioSettingsInput = {},
  more: Partial<RunScenarioInput> = {},
): RunScenarioInput {
  return {
    name: 'Scenario',
    environmentName: null,
    settings: scenarioSettingsSchema.parse(settings),
    steps,
    variables: { environment: { base: 'http://api.test' }, collection: {}, globals: {} },
    startedAt: '2026-11-28T00:00:00.000Z',
    ...more,
  };
}

const json = (value: unknown): Partial<TestResponse> => ({ bodyText: JSON.stringify(value) });

describe('runScenario', () => {
  it('feeds a value extracted from one answer into the next request and checks both', async () => {
    const { host, sent } = fakeHost((req) =>
      req.url.endsWith('/login') ? json({ token: 'abc', user: { id: 7 } }) : json({ id: 7 }),
    );
    const { report } = await runScenario(
      host,
      input([
        request('{{base}}/login', {
          extractions: [
            { id: 'e1', variable: 'token', source: 'json', path: '$.token' },
            {
              id: 'e2',
              variable: 'userId',
              source: 'json',
              path: '$.user.id',
              scope: 'environment',
            },
          ],
          assertions: [{ id: 'a1', source: 'status', comparator: 'equals', value: '200' }],
        }),
        request('{{base}}/users/{{userId}}?token={{token}}', {
          assertions: [
            { id: 'a2', source: 'json', path: '$.id', comparator: 'equals', value: '{{userId}}' },
          ],
        }),
      ]),
    );
    expect(sent.map((r) => r.url)).toEqual([
      'http://api.test/login',
      'http://api.test/users/7?token=abc',
    ]);
    expect(report.status).toBe('passed');
    expect(report.steps[0]?.extracted).toEqual([
      { variable: 'token', scope: 'run', value: 'abc' },
      { variable: 'userId', scope: 'environment', value: '7' },
    ]);
    expect(report.totals).toMatchObject({ requests: 2, assertions: 2, failedAssertions: 0 });
  });

  it('keeps what an extraction wrote to the environment after the run, and not the run’s own', async () => {
    const { host } = fakeHost(() => json({ id: 'x1' }));
    const { variables } = await runScenario(
      host,
      input([
        request('{{base}}/a', {
          extractions: [
            { id: 'e1', variable: 'kept', source: 'json', path: '$.id', scope: 'environment' },
            { id: 'e2', variable: 'mine', source: 'json', path: '$.id', scope: 'project' },
            { id: 'e3', variable: 'gone', source: 'json', path: '$.id' },
          ],
        }),
      ]),
    );
    expect(variables.environment).toEqual({ base: 'http://api.test', kept: 'x1' });
    expect(variables.collection).toEqual({ mine: 'x1' });
  });

  it('fails the run when an assertion fails, and goes on by default', async () => {
    const { host, sent } = fakeHost(() => ({ status: 500, statusText: 'Internal Server Error' }));
    const { report } = await runScenario(
      host,
      input([
        request('{{base}}/a', { assertions: [{ id: 'a1', source: 'status', value: '200' }] }),
        request('{{base}}/b'),
      ]),
    );
    expect(sent).toHaveLength(2);
    expect(report.status).toBe('failed');
    expect(report.steps[0]?.status).toBe('failed');
    expect(report.steps[0]?.assertions[0]).toMatchObject({ passed: false, actual: '500' });
    expect(report.totals.failedAssertions).toBe(1);
  });

  it('stops at the first failure under "stop", and under newman’s --bail', async () => {
    for (const options of [
      { settings: { onFailure: 'stop' as const } },
      { settings: {}, bail: true },
    ]) {
      const { host, sent } = fakeHost(() => ({ fail: 'ECONNREFUSED' }));
      const { report } = await runScenario(
        host,
        input([request('{{base}}/a'), request('{{base}}/b')], options.settings, {
          bail: options.bail,
        }),
      );
      expect(sent).toHaveLength(1);
      expect(report.status).toBe('failed');
      expect(report.reason).toContain('Stopped after');
      expect(report.totals.failedRequests).toBe(1);
    }
  });

  it('skips the rest of a group after a failure under "skip-group", and runs what follows it', async () => {
    const { host, sent } = fakeHost((req) => (req.url.endsWith('/a') ? { status: 404 } : {}));
    const { report } = await runScenario(
      host,
      input(
        [
          step({
            type: 'group',
            name: 'Group',
            steps: [
              request('{{base}}/a', { assertions: [{ id: 'a1', source: 'status', value: '200' }] }),
              request('{{base}}/b'),
            ],
          }),
          request('{{base}}/c'),
        ],
        { onFailure: 'skip-group' },
      ),
    );
    expect(sent.map((r) => r.url)).toEqual(['http://api.test/a', 'http://api.test/c']);
    expect(report.steps.map((s) => [s.name, s.status, s.path])).toEqual([
      ['{{base}}/a', 'failed', ['Group']],
      ['{{base}}/b', 'skipped', ['Group']],
      ['{{base}}/c', 'passed', []],
    ]);
    expect(report.totals.skipped).toBe(1);
  });

  it('branches on a condition, loops over a list and repeats', async () => {
    const { host, sent } = fakeHost((req) =>
      req.url.endsWith('/list') ? json({ ids: [3, 4], count: 5 }) : {},
    );
    await runScenario(
      host,
      input([
        request('{{base}}/list', {
          extractions: [
            { id: 'e1', variable: 'ids', source: 'json', path: '$.ids' },
            { id: 'e2', variable: 'count', source: 'json', path: '$.count' },
          ],
        }),
        step({
          type: 'if',
          condition: { left: '{{count}}', comparator: 'greater', right: '3' },
          then: [request('{{base}}/many')],
          else: [request('{{base}}/few')],
        }),
        step({
          type: 'for-each',
          list: '{{ids}}',
          as: 'id',
          steps: [request('{{base}}/item/{{id}}')],
        }),
        step({ type: 'repeat', times: 2, steps: [request('{{base}}/again')] }),
      ]),
    );
    expect(sent.map((r) => r.url.replace('http://api.test', ''))).toEqual([
      '/list',
      '/many',
      '/item/3',
      '/item/4',
      '/again',
      '/again',
    ]);
  });

  it('reports a for-each over something that is not a list, without running its steps', async () => {
    const { host, sent } = fakeHost(() => ({}));
    const { report } = await runScenario(
      host,
      input([
        step({
          type: 'for-each',
          name: 'Each',
          list: '{{nothing}}',
          as: 'x',
          steps: [request('{{base}}/x')],
        }),
      ]),
    );
    expect(sent).toHaveLength(0);
    expect(report.steps[0]).toMatchObject({
      type: 'loop',
      status: 'error',
      error: { code: 'NOT_A_LIST' },
    });
  });

  it('runs once per data row, each row’s columns as variables', async () => {
    const { host, sent } = fakeHost(() => ({}));
    const events: RunEvent[] = [];
    const { report } = await runScenario(
      host,
      input(
        [request('{{base}}/users/{{name}}')],
        {
          data: { kind: 'csv', text: 'name,age\nada,36\n"grace hopper",85\n' },
        },
        { onEvent: (event) => events.push(event) },
      ),
    );
    expect(sent.map((r) => r.url)).toEqual([
      'http://api.test/users/ada',
      'http://api.test/users/grace%20hopper',
    ]);
    expect(report.iterations).toBe(2);
    expect(report.steps.map((s) => s.iteration)).toEqual([1, 2]);
    expect(events.map((e) => e.type)).toEqual(['iteration', 'step', 'iteration', 'step', 'done']);
  });

  it('ends with an error, sending nothing, when the iteration data cannot be read', async () => {
    const { host, sent } = fakeHost(() => ({}));
    const { report } = await runScenario(
      host,
      input([request('{{base}}/a')], { data: { kind: 'json', text: '{"not": "a list"}' } }),
    );
    expect(sent).toHaveLength(0);
    expect(report.status).toBe('error');
    expect(report.reason).toContain('iteration data');
  });

  it('stops when asked, mid-run', async () => {
    const stop = new AbortController();
    const { host, sent } = fakeHost(() => {
      stop.abort();
      return {};
    });
    const { report } = await runScenario(
      host,
      input([request('{{base}}/a'), request('{{base}}/b')], {}, { signal: stop.signal }),
    );
    expect(sent).toHaveLength(1);
    expect(report.status).toBe('stopped');
  });

  it('stops when asked during a wait, even the last step', async () => {
    const stop = new AbortController();
    const { host } = fakeHost(() => ({}), {
      sleep: async () => {
        stop.abort();
      },
    });
    const { report } = await runScenario(
      host,
      input([step({ type: 'wait', ms: 60_000 })], {}, { signal: stop.signal }),
    );
    expect(report.status).toBe('stopped');
    expect(report.steps).toEqual([]);
  });

  it('ends at the budget’s request limit with a reason', async () => {
    const { host, sent } = fakeHost(() => ({}));
    const { report } = await runScenario(
      host,
      input(
        [step({ type: 'repeat', times: 50, steps: [request('{{base}}/a')] })],
        {},
        { budget: { maxRequests: 10 } },
      ),
    );
    expect(sent).toHaveLength(10);
    expect(report.status).toBe('error');
    expect(report.reason).toBe('The run reached its limit of 10 requests.');
    expect(report.ended).toEqual({ code: 'REQUEST_LIMIT', values: { limit: 10 } });
  });

  it('reports a request that cannot be resolved, with where, and sends nothing', async () => {
    const { host, sent } = fakeHost(() => ({}));
    const { report } = await runScenario(host, input([request('/pets')]));
    expect(sent).toHaveLength(0);
    expect(report.steps[0]).toMatchObject({ status: 'error', error: { code: 'NO_BASE_URL' } });
  });

  it('runs scripts in the sandbox: a pre-request script’s variable is sent, pm.test counts', async () => {
    const { host, sent } = fakeHost(() => json({ ok: true }));
    const { report } = await runScenario(
      host,
      input([
        request('{{base}}/a?stamp={{stamp}}', {
          request: debugRequestSchema.parse({
            method: 'GET',
            url: '{{base}}/a?stamp={{stamp}}',
            preRequestScript: "pm.variables.set('stamp', 'fixed');",
            postResponseScript:
              "pm.test('ok is true', () => pm.expect(pm.response.json().ok).to.eql(true));\n" +
              "pm.test('fails', () => pm.expect(1).to.eql(2));",
          }),
        }),
      ]),
    );
    expect(sent[0]?.url).toBe('http://api.test/a?stamp=fixed');
    expect(report.steps[0]?.assertions.map((a) => [a.name, a.passed])).toEqual([
      ['ok is true', true],
      ['fails', false],
    ]);
    expect(report.status).toBe('failed');
  });

  it('sends a script’s pm.sendRequest through the host, counted in the totals and held to the budget', async () => {
    const { host, sent } = fakeHost((req) =>
      json({ token: req.url.endsWith('/token') ? 't-1' : null }),
    );
    const fetchToken = step({
      type: 'script',
      code:
        "const res = await pm.sendRequest('http://api.test/token');\n" +
        "pm.environment.set('token', res.json().token);",
    });
    const { report, variables } = await runScenario(
      host,
      input([fetchToken, request('{{base}}/a?t={{token}}')]),
    );
    expect(sent.map((r) => r.url)).toEqual(['http://api.test/token', 'http://api.test/a?t=t-1']);
    expect(variables.environment.token).toBe('t-1');
    expect(report.totals.requests).toBe(2);

    // A script that loops on pm.sendRequest stops at the run's limit, not at its own.
    const looping = fakeHost(() => json({}));
    const { report: limited } = await runScenario(
      looping.host,
      input(
        [
          step({
            type: 'script',
            code:
              "let refused = '';\n" +
              "for (let i = 0; i < 8; i++) { try { await pm.sendRequest('http://api.test/' + i); } catch (e) { refused = e.message; } }\n" +
              'console.log(refused);',
          }),
        ],
        {},
        { budget: { maxRequests: 3 } },
      ),
    );
    expect(looping.sent).toHaveLength(3);
    expect(limited.steps[0]?.console).toEqual(['The run reached its limit of 3 requests.']);
  });

  it('checks "matches the design" with what the host says of the answer', async () => {
    const { host } = fakeHost(() => json({}), {
      checkDesign: async () => ({ result: 'undeclared-status', declaredStatuses: ['201'] }),
    });
    const { report } = await runScenario(
      host,
      input([request('{{base}}/a', { assertions: [{ id: 'd', source: 'design' }] })]),
    );
    expect(report.steps[0]?.assertions[0]?.passed).toBe(false);
  });

  it('waits through the host, and times steps from the run’s start', async () => {
    const waited: number[] = [];
    let clock = 0;
    const { host } = fakeHost(() => ({}), {
      sleep: async (ms) => {
        waited.push(ms);
        clock += ms;
      },
      now: () => clock,
    });
    const { report } = await runScenario(
      host,
      input([request('{{base}}/a'), step({ type: 'wait', ms: 250 }), request('{{base}}/b')], {
        delayMs: 100,
      }),
    );
    expect(waited).toEqual([250, 100]);
    expect(report.steps.map((s) => [s.type, s.startedMs, s.durationMs])).toEqual([
      ['request', 0, 0],
      ['wait', 0, 250],
      ['request', 350, 0],
    ]);
    expect(report.totals.durationMs).toBe(350);
  });

  it('hands every evaluation to the host when it has a place for them, and gets the same run', async () => {
    const kinds: EvaluationTask['kind'][] = [];
    const steps = () => [
      request('{{base}}/list', {
        extractions: [{ id: 'e1', variable: 'ids', source: 'json', path: '$.ids' }],
        assertions: [
          { id: 'a1', source: 'json', path: '$.ids[0]', comparator: 'equals', value: '3' },
        ],
      }),
      step({
        type: 'if',
        condition: { left: '{{ids}}', comparator: 'contains', right: '4' },
        then: [
          step({
            type: 'for-each',
            list: 'ids',
            as: 'id',
            steps: [request('{{base}}/item/{{id}}')],
          }),
        ],
      }),
    ];
    const answer = (req: ResolvedRequest) =>
      req.url.endsWith('/list') ? json({ ids: [3, 4] }) : {};
    const here = fakeHost(answer);
    const there = fakeHost(answer, {
      evaluate: async (task) => {
        kinds.push(task.kind);
        // As a worker thread gets it: a copy, not the run's own objects.
        return evaluateTask(structuredClone(task));
      },
    });
    const inThread = await runScenario(here.host, input(steps()));
    const handed = await runScenario(there.host, input(steps()));
    expect(kinds).toEqual(['step', 'condition', 'list', 'step', 'step']);
    expect(there.sent.map((r) => r.url)).toEqual(here.sent.map((r) => r.url));
    expect(there.sent.map((r) => r.url.replace('http://api.test', ''))).toEqual([
      '/list',
      '/item/3',
      '/item/4',
    ]);
    const outcome = (r: typeof handed) => r.report.steps.map((s) => [s.status, s.extracted]);
    expect(outcome(handed)).toEqual(outcome(inThread));
    expect(handed.report.totals.failedAssertions).toBe(0);
  });

  it('reports a step whose evaluation the host could not run as an error, and goes on', async () => {
    const { host, sent } = fakeHost(() => json({ ok: true }), {
      evaluate: () => Promise.reject(new Error('the server is too busy')),
    });
    const { report } = await runScenario(
      host,
      input([
        request('{{base}}/a', {
          assertions: [{ id: 'a1', source: 'status', comparator: 'equals', value: '200' }],
        }),
        step({
          type: 'if',
          name: 'When',
          condition: { left: '1', comparator: 'equals', right: '1' },
          then: [request('{{base}}/then')],
        }),
        step({
          type: 'for-each',
          name: 'Each',
          list: '[1]',
          as: 'x',
          steps: [request('{{base}}/x')],
        }),
      ]),
    );
    expect(sent.map((r) => r.url)).toEqual(['http://api.test/a']);
    expect(report.steps.map((s) => [s.type, s.status, s.error?.code])).toEqual([
      ['request', 'error', 'CHECK_FAILED'],
      ['condition', 'error', 'CHECK_FAILED'],
      ['loop', 'error', 'CHECK_FAILED'],
    ]);
    expect(report.steps[0]?.error?.message).toBe(
      'The step could not be checked: the server is too busy',
    );
    expect(report.status).toBe('failed');
  });
});
