import { describe, expect, it } from 'vitest';
import {
  debugRequestSchema,
  loadSettingsSchema,
  scenarioSettingsSchema,
  testStepSchema,
  type LoadSecond,
  type LoadSettingsInput,
  type TestStep,
} from '@heron/contract';
import type { ResolvedRequest } from '../../debug/resolved-request.js';
import type { RunnerHost, SendOutcome } from '../runner/runner-host.js';
import { runLoad, type LoadInput } from './run-load.js';

/** A host whose answers take `timeMs` each (as measured) and are 200 unless `status` says. */
function host(options: { status?: (url: string) => number; delayMs?: number } = {}) {
  const sent: string[] = [];
  let latency = 0;
  const runner: RunnerHost = {
    async send(request: ResolvedRequest): Promise<SendOutcome> {
      sent.push(request.url);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      latency = (latency % 10) + 1;
      return {
        ok: true,
        sent: request,
        response: {
          status: options.status?.(request.url) ?? 200,
          statusText: '',
          headers: [],
          bodyText: '{}',
          sizeBytes: 2,
          timeMs: latency,
        },
      };
    },
  };
  return { runner, sent };
}

let ids = 0;
const request = (url: string, assertions: object[] = []): TestStep =>
  testStepSchema.parse({
    id: `step${++ids}`,
    type: 'request',
    name: url,
    request: debugRequestSchema.parse({ method: 'GET', url }),
    assertions,
  });
const statusIs200 = { id: 'ok', source: 'status', comparator: 'equals', value: '200' };

function input(steps: TestStep[], load: LoadSettingsInput, more: Partial<LoadInput> = {}) {
  return {
    name: 'Load',
    environmentName: null,
    settings: scenarioSettingsSchema.parse({}),
    steps,
    variables: { environment: {}, collection: {}, globals: {} },
    load: loadSettingsSchema.parse(load),
    startedAt: '2026-11-28T00:00:00.000Z',
    ...more,
  } satisfies LoadInput;
}

describe('runLoad', () => {
  it('runs every user its iterations and counts each request step, its errors and latency', async () => {
    const { runner, sent } = host({ status: (url) => (url.endsWith('/b') ? 500 : 200) });
    const a = request('http://api.test/a', [statusIs200]);
    const b = request('http://api.test/b', [statusIs200]);
    const summary = await runLoad(
      runner,
      input([a, b], { virtualUsers: 3, mode: 'iterations', iterations: 4 }),
    );
    expect(sent).toHaveLength(24);
    expect(summary).toMatchObject({
      status: 'failed',
      reason: null,
      iterations: 12,
      requests: 24,
      errors: 12,
      bytesReceived: 48,
    });
    expect(summary.steps).toEqual([
      expect.objectContaining({ stepId: a.id, requests: 12, errors: 0, firstError: null }),
      expect.objectContaining({
        stepId: b.id,
        requests: 12,
        errors: 12,
        firstError: 'status equals 200',
      }),
    ]);
    // Latencies 1..10 over and over: 24 values, min 1, max 10.
    expect(summary.latency.min).toBe(1);
    expect(summary.latency.max).toBe(10);
    expect(summary.latency.p50).not.toBeNull();
    expect(summary.seconds.reduce((sum, s) => sum + s.requests, 0)).toBe(24);
  });

  it('gives users and their iterations the data rows in turn', async () => {
    const { runner, sent } = host();
    await runLoad(
      runner,
      input(
        [request('http://api.test/{{name}}')],
        { virtualUsers: 1, mode: 'iterations', iterations: 4 },
        {
          settings: scenarioSettingsSchema.parse({
            data: { kind: 'csv', text: 'name\nann\nbob\ncid' },
          }),
        },
      ),
    );
    expect(sent.map((url) => url.slice('http://api.test/'.length))).toEqual([
      'ann',
      'bob',
      'cid',
      'ann',
    ]);
  });

  it('starts the users evenly over the ramp-up', async () => {
    const waits: number[] = [];
    const { runner } = host();
    runner.sleep = async (ms) => {
      waits.push(ms);
    };
    await runLoad(
      runner,
      input([request('http://api.test/a')], {
        virtualUsers: 4,
        mode: 'iterations',
        iterations: 1,
        rampUpSeconds: 2,
      }),
    );
    expect(waits.sort((x, y) => x - y)).toEqual([500, 1000, 1500]);
  });

  it('ends with an error at the budget shared by all users', async () => {
    const { runner, sent } = host();
    const summary = await runLoad(
      runner,
      input(
        [request('http://api.test/a')],
        { virtualUsers: 5, mode: 'iterations', iterations: 100 },
        { budget: { maxRequests: 7 } },
      ),
    );
    expect(sent).toHaveLength(7);
    expect(summary.status).toBe('error');
    expect(summary.reason).toBe('The run reached its limit of 7 requests.');
    expect(summary.requests).toBe(7);
  });

  it('lets the requests out when the budget is spent finish and count', async () => {
    // Five users send at once; the sixth request finds the budget spent while they are out.
    const { runner, sent } = host({ delayMs: 20 });
    const summary = await runLoad(
      runner,
      input(
        [request('http://api.test/a', [statusIs200])],
        { virtualUsers: 5, mode: 'iterations', iterations: 3 },
        { budget: { maxRequests: 5 } },
      ),
    );
    expect(sent).toHaveLength(5);
    expect(summary).toMatchObject({ status: 'error', requests: 5, errors: 0, iterations: 5 });
  });

  it('stops when asked, and runs for its duration otherwise, a second at a time', async () => {
    const stopper = new AbortController();
    const slow = host({ delayMs: 20 });
    setTimeout(() => stopper.abort(), 100);
    const stopped = await runLoad(
      slow.runner,
      input(
        [request('http://api.test/a')],
        { virtualUsers: 2, durationSeconds: 60 },
        {
          signal: stopper.signal,
        },
      ),
    );
    expect(stopped.status).toBe('stopped');
    expect(stopped.durationMs).toBeLessThan(5_000);

    const seconds: LoadSecond[] = [];
    const timed = await runLoad(
      host({ delayMs: 20 }).runner,
      input(
        [request('http://api.test/a')],
        { virtualUsers: 2, durationSeconds: 1 },
        {
          onSecond: (second) => seconds.push(second),
        },
      ),
    );
    expect(timed.status).toBe('passed');
    expect(timed.durationMs).toBeGreaterThanOrEqual(1_000);
    expect(timed.requests).toBeGreaterThan(10);
    expect(seconds.length).toBeGreaterThanOrEqual(1);
    expect(seconds[0]).toMatchObject({ second: 0, errors: 0 });
    expect(seconds.map((s) => s.second)).toEqual(timed.seconds.map((s) => s.second));
  });
});
