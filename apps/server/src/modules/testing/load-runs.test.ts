import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  Environment,
  LoadSettingsInput,
  LoadSummary,
  RunEvent,
  TestRun,
  TestRunSummary,
} from '@heron/contract';
import { buildApp } from '../../app.js';
import { testRunSteps, testRuns } from '../../db/schema/testing.js';
import { startHttpServer, type TestServer } from '../../../test/send-test-servers.js';
import { testConfig } from '../../../test/test-app.js';
import {
  createScenario,
  eventsOf,
  runUrl,
  scenariosUrl,
  startRun,
  testingSuite,
  waitForRun,
} from '../../../test/testing-helpers.js';
import { as, expectDenied, expectProblem } from '../../../test/workspace-helpers.js';

/** Performance runs (issue 22) against a local server, on a Starter team (10 users, 60 s). */

const suite = testingSuite();
const { api, newProject } = suite;

let target: TestServer;
beforeAll(async () => {
  target = await startHttpServer(async (request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 300));
    response.writeHead(path === '/fail' ? 500 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ path }));
  });
});
afterAll(() => target.close());

const get = (id: string, path: string, assertions: object[] = []) => ({
  id,
  type: 'request',
  request: { method: 'GET', url: path },
  assertions,
});
const statusIs200 = (id: string) => ({ id, source: 'status', comparator: 'equals', value: '200' });

type Api = ReturnType<typeof api>;

async function localEnvironment(projectId: string): Promise<Environment> {
  const created = await api(suite.cast.writer).post(`/api/v1/projects/${projectId}/environments`, {
    name: 'Local',
    baseUrl: target.origin,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Environment>();
}

/** A project with the local environment and a scenario of `steps`. */
async function scene(steps: object[]) {
  const projectId = await newProject();
  const environment = await localEnvironment(projectId);
  const scenarioId = await createScenario(api(suite.cast.writer), projectId, {
    name: 'Load',
    steps,
  });
  return { projectId, environmentId: environment.id, scenarioId };
}

const loadRunsUrl = (projectId: string, scenarioId: string) =>
  scenariosUrl(projectId, `/${scenarioId}/load-runs`);

function postLoadRun(
  caller: Api,
  at: { projectId: string; scenarioId: string; environmentId: string | null },
  load: LoadSettingsInput,
) {
  return caller.post(loadRunsUrl(at.projectId, at.scenarioId), {
    environmentId: at.environmentId,
    load,
  });
}

async function startLoadRun(
  caller: Api,
  at: { projectId: string; scenarioId: string; environmentId: string | null },
  load: LoadSettingsInput,
): Promise<string> {
  const started = await postLoadRun(caller, at, load);
  expect(started.statusCode, started.body).toBe(202);
  return started.json<{ runId: string }>().runId;
}

const loadOf = (run: TestRun): LoadSummary => {
  expect(run.kind).toBe('load');
  return run.load!;
};

describe('a performance run of 5 users × 4 iterations', () => {
  let at: Awaited<ReturnType<typeof scene>>;
  let run: TestRun;

  beforeAll(async () => {
    // Only the failing step asserts: the other needs no turn on the worker threads.
    at = await scene([get('ok', '/ok'), get('bad', '/fail', [statusIs200('a2')])]);
    const runId = await startLoadRun(api(suite.cast.writer), at, {
      virtualUsers: 5,
      mode: 'iterations',
      iterations: 4,
    });
    run = await waitForRun(api(suite.cast.writer), at.projectId, runId);
  });

  it('counts every request and error, per step and in all', () => {
    const load = loadOf(run);
    expect(run.status).toBe('failed');
    expect(load).toMatchObject({ status: 'failed', iterations: 20, requests: 40, errors: 20 });
    expect(load.settings).toMatchObject({ virtualUsers: 5, mode: 'iterations', iterations: 4 });
    expect(load.steps).toEqual([
      expect.objectContaining({ stepId: 'ok', requests: 20, errors: 0, firstError: null }),
      expect.objectContaining({ stepId: 'bad', requests: 20, errors: 20 }),
    ]);
    expect(load.steps[1]!.firstError).toContain('200');
    expect(load.latency.p50).not.toBeNull();
    expect(load.seconds.reduce((sum, second) => sum + second.requests, 0)).toBe(40);
    expect(run.totals).toMatchObject({ requests: 40, failedRequests: 20 });
    expect(target.received.filter((r) => r.url === '/fail')).toHaveLength(20);
  });

  it('stores the summary, not the exchanges', async () => {
    const { db } = suite.database;
    const [row] = await db.select().from(testRuns).where(eq(testRuns.id, run.id));
    expect(row).toMatchObject({ kind: 'load', status: 'failed' });
    expect(row!.load).toMatchObject({ requests: 40, errors: 20, status: 'failed' });
    expect(row!.report.steps).toEqual([]);
    expect(await db.select().from(testRunSteps).where(eq(testRunSteps.runId, run.id))).toEqual([]);
  });

  it('lists it with its kind and figures, and by kind', async () => {
    const reader = api(suite.cast.reader);
    const all = await reader.get(scenariosUrl(at.projectId, `/${at.scenarioId}/runs`));
    const [item] = all.json<{ items: TestRunSummary[] }>().items;
    expect(item).toMatchObject({ id: run.id, kind: 'load', load: { requests: 40, errors: 20 } });
    expect(item!.load).not.toHaveProperty('seconds');
    const functional = await reader.get(
      scenariosUrl(at.projectId, `/${at.scenarioId}/runs?kind=functional`),
    );
    expect(functional.json<{ items: TestRunSummary[] }>().items).toEqual([]);
  });

  it('streams its seconds, then done with the summary', async () => {
    const answer = await suite.app.inject({
      method: 'GET',
      url: runUrl(at.projectId, run.id, '/events'),
      cookies: { heron_session: suite.cast.reader.token },
    });
    const events = eventsOf(answer.body);
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.slice(0, -1).every((event) => event.type === 'second')).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'done', load: { requests: 40 } });
  });

  it('has no step report to download', async () => {
    const answer = await api(suite.cast.reader).get(runUrl(at.projectId, run.id, '/report'));
    expectProblem(answer, 409, 'CONFLICT');
  });
});

describe('following and limiting performance runs', () => {
  it('streams a second at a time while it runs', async () => {
    const at = await scene([get('slow', '/slow')]);
    const runId = await startLoadRun(api(suite.cast.writer), at, {
      virtualUsers: 2,
      mode: 'iterations',
      iterations: 5,
    });
    // The stream ends with the run: inject answers once it has.
    const answer = await suite.app.inject({
      method: 'GET',
      url: runUrl(at.projectId, runId, '/events'),
      cookies: { heron_session: suite.cast.writer.token },
    });
    const events = eventsOf(answer.body);
    const seconds = events.filter(
      (event): event is Extract<RunEvent, { type: 'second' }> => event.type === 'second',
    );
    expect(seconds.length).toBeGreaterThanOrEqual(1);
    expect(seconds.map((event) => event.second.second)).toEqual(seconds.map((_, i) => i));
    expect(seconds.reduce((sum, event) => sum + event.second.requests, 0)).toBe(10);
    const done = events.at(-1) as Extract<RunEvent, { type: 'done' }>;
    expect(done).toMatchObject({ type: 'done', report: { status: 'passed', steps: [] } });
    expect(done.load).toMatchObject({ status: 'passed', requests: 10, errors: 0 });
  });

  it("refuses settings past the plan's limits, naming the field", async () => {
    const at = await scene([get('ok', '/ok')]);
    const writer = api(suite.cast.writer);
    const cases: [LoadSettingsInput, string, string][] = [
      [{ virtualUsers: 11 }, '/load/virtualUsers', 'At most 10 virtual users'],
      [{ durationSeconds: 61 }, '/load/durationSeconds', 'At most 60 seconds'],
      [{ durationSeconds: 10, rampUpSeconds: 20 }, '/load/rampUpSeconds', 'longer than the'],
      [{ mode: 'iterations', virtualUsers: 10, iterations: 201 }, '/load/iterations', '2,000'],
    ];
    for (const [load, pointer, message] of cases) {
      const refused = await postLoadRun(writer, at, load);
      expectProblem(refused, 400, 'VALIDATION_FAILED');
      const { errors } = refused.json<{ errors: { pointer: string; message: string }[] }>();
      expect(errors).toEqual([{ in: 'body', pointer, message: expect.stringContaining(message) }]);
    }
    // Past what any plan allows: the contract's own limit.
    expectProblem(await postLoadRun(writer, at, { virtualUsers: 501 }), 400, 'VALIDATION_FAILED');
    expect(
      await suite.database.db.select().from(testRuns).where(eq(testRuns.scenarioId, at.scenarioId)),
    ).toEqual([]);
  });

  it('a reader cannot start or stop one', async () => {
    const at = await scene([get('slow', '/slow')]);
    expectDenied(await postLoadRun(api(suite.cast.reader), at, { virtualUsers: 1 }));
    const runId = await startLoadRun(api(suite.cast.writer), at, {
      virtualUsers: 1,
      durationSeconds: 60,
    });
    expectDenied(await api(suite.cast.reader).post(runUrl(at.projectId, runId, '/stop')));
    const stopped = await api(suite.cast.writer).post(runUrl(at.projectId, runId, '/stop'));
    expect(stopped.json<TestRun>().status).toBe('stopped');
  });

  it('stops: it ends stopped with the figures so far', async () => {
    const at = await scene([get('slow', '/slow')]);
    const writer = api(suite.cast.writer);
    const runId = await startLoadRun(writer, at, { virtualUsers: 2, durationSeconds: 60 });
    const going = await waitForRun(
      writer,
      at.projectId,
      runId,
      (run) => (run.load?.seconds.length ?? 0) >= 1,
    );
    expect(going).toMatchObject({ status: 'running', kind: 'load', load: { status: 'running' } });
    expect(going.totals.requests).toBe(going.load!.requests);

    const stopped = await writer.post(runUrl(at.projectId, runId, '/stop'));
    expect(stopped.statusCode, stopped.body).toBe(200);
    const run = stopped.json<TestRun>();
    expect(run).toMatchObject({ status: 'stopped', reason: 'The run was stopped.' });
    expect(run.finishedAt).not.toBeNull();
    expect(loadOf(run)).toMatchObject({ status: 'stopped', reason: 'The run was stopped.' });
    expect(run.load!.requests).toBeGreaterThanOrEqual(1);
    expect(run.load!.durationMs).toBeLessThan(30_000);
  });

  it('counts among the two runs at once, with functional runs', async () => {
    const at = await scene([get('slow', '/slow')]);
    const writer = api(suite.cast.writer);
    const first = await startLoadRun(writer, at, { virtualUsers: 1, durationSeconds: 60 });
    const second = await startLoadRun(writer, at, { virtualUsers: 1, durationSeconds: 60 });
    const functional = await writer.post(scenariosUrl(at.projectId, `/${at.scenarioId}/runs`), {
      environmentId: at.environmentId,
    });
    expectProblem(functional, 429, 'RATE_LIMITED');
    expect(functional.json<{ detail: string }>().detail).toContain('you have 2 test runs going');
    expectProblem(await postLoadRun(writer, at, { virtualUsers: 1 }), 429, 'RATE_LIMITED');
    for (const runId of [first, second]) {
      const stopped = await writer.post(runUrl(at.projectId, runId, '/stop'));
      expect(stopped.json<TestRun>().status).toBe('stopped');
    }
    // Their places are free again: a functional run starts.
    const next = await startRun(writer, at.projectId, at.scenarioId, at.environmentId);
    expect((await waitForRun(writer, at.projectId, next)).kind).toBe('functional');
  });

  it('a server stopping mid-run leaves it interrupted with the seconds it had', async () => {
    const at = await scene([get('slow', '/slow')]);
    const other = await buildApp({
      config: testConfig(),
      database: suite.database,
      logger: false,
      scheduleTicks: false,
    });
    await other.ready();
    const runId = await startLoadRun(as(other, suite.cast.writer), at, {
      virtualUsers: 1,
      durationSeconds: 60,
    });
    await waitForRun(as(other, suite.cast.writer), at.projectId, runId, (run) => {
      return (run.load?.seconds.length ?? 0) >= 1;
    });
    await other.close();
    const run = await waitForRun(api(suite.cast.reader), at.projectId, runId);
    expect(run).toMatchObject({
      status: 'interrupted',
      reason: 'The server stopped while the run was going.',
    });
    expect(loadOf(run).status).toBe('interrupted');
    expect(run.report.ended).toEqual({ code: 'INTERRUPTED', values: {} });
    expect(run.load!.seconds.length).toBeGreaterThanOrEqual(1);
  });
});

describe('a performance run over its budget', () => {
  const tight = testingSuite({
    budget: { maxDurationMs: 60_000, maxRequests: 3, maxBytes: 10 * 1024 * 1024 },
  });

  it('ends with status error and says which limit, the budget shared by every user', async () => {
    const projectId = await tight.newProject();
    const writer = tight.api(tight.cast.writer);
    const scenarioId = await createScenario(writer, projectId, {
      name: 'Too many',
      steps: [get('budget', `${target.origin}/budget`)],
    });
    const started = await writer.post(loadRunsUrl(projectId, scenarioId), {
      environmentId: null,
      load: { virtualUsers: 5, mode: 'iterations', iterations: 10 },
    });
    expect(started.statusCode, started.body).toBe(202);
    const run = await waitForRun(writer, projectId, started.json<{ runId: string }>().runId);
    expect(run).toMatchObject({
      status: 'error',
      reason: 'The run reached its limit of 3 requests.',
    });
    expect(loadOf(run)).toMatchObject({ status: 'error', requests: 3 });
    expect(target.received.filter((r) => r.url === '/budget')).toHaveLength(3);
  });
});
