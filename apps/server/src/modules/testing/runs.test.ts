import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  emptyTotals,
  type Environment,
  type RunReport,
  type TestRun,
  type TestRunSummary,
  type TestScenarioSummary,
} from '@heron/contract';
import { readTestSuite } from '@heron/engine';
import { buildApp } from '../../app.js';
import { testRunSteps, testRuns } from '../../db/schema/testing.js';
import { createItem, endpointBody, itemUrl } from '../../../test/design-helpers.js';
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
import { expectDenied, expectProblem } from '../../../test/workspace-helpers.js';
import { MASK } from '../debug/mask-secrets.js';
import { RunWriter } from './run-writer.js';

/** The few members of jsdom's document these tests read (the server has no DOM types). */
interface XmlDocument {
  documentElement: { tagName: string };
  querySelectorAll(selector: string): { length: number };
}

const suite = testingSuite();
const { api, newProject } = suite;

let target: TestServer;
beforeAll(async () => {
  target = await startHttpServer(async (request, response) => {
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const path = request.url.split('?')[0];
    if (request.method === 'POST' && path === '/login') {
      const body = JSON.parse(request.body.toString() || '{}') as { password?: string };
      if (body.password !== 's3cret-pass') return json(401, { error: 'wrong password' });
      return json(200, { token: 'tok-123', user: { id: 7 } });
    }
    if (path === '/users/7') {
      if (request.headers.authorization !== 'Bearer tok-123') return json(401, { error: 'who?' });
      return json(200, { id: 7, name: 'Ann' });
    }
    if (path === '/pets/1') return json(200, { id: 1, name: 'Rex' });
    if (path === '/pets/2') return json(200, { id: 2, name: 'Tom' });
    if (path === '/backtrack') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end(`${'a'.repeat(40)}!`);
    }
    if (path === '/slow') {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return json(200, { slow: true });
    }
    return json(404, { error: 'nothing here' });
  });
});
afterAll(() => target.close());

const request = (id: string, method: string, url: string, extra: object = {}) => ({
  id,
  type: 'request',
  request: { method, url },
  ...extra,
});
const assertion = (id: string, source: string, comparator: string, value = '', path = '') => ({
  id,
  source,
  comparator,
  value,
  path,
});

async function localEnvironment(projectId: string): Promise<Environment> {
  const created = await api(suite.cast.writer).post(`/api/v1/projects/${projectId}/environments`, {
    name: 'Local',
    baseUrl: target.origin,
    variables: [{ name: 'password', value: 's3cret-pass', secret: true }],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Environment>();
}

/** An endpoint `GET /pets/{petId}` whose design declares its 200 answer, and a case of it. */
async function petEndpoint(projectId: string) {
  const endpoint = await createItem(
    suite.app,
    suite.cast.writer,
    projectId,
    endpointBody('Get a pet', {
      path: '/pets/{petId}',
      parameters: [{ name: 'petId', in: 'path', required: true, example: '1' }],
      responses: [
        {
          status: '200',
          content: [
            {
              contentType: 'application/json',
              schema: {
                type: 'object',
                required: ['id', 'name'],
                properties: { id: { type: 'integer' }, name: { type: 'string' } },
              },
            },
          ],
        },
      ],
    }),
  );
  const saved = await api(suite.cast.writer).post(`/api/v1/projects/${projectId}/endpoint-cases`, {
    endpointId: endpoint.id,
    name: 'Tom',
    request: { method: 'GET', url: '/pets/2' },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return { endpointId: endpoint.id, caseId: saved.json<{ id: string }>().id };
}

/** Logs in, reads the person it logged in as, then the pet of the design and of its case. */
function smokeSteps(pet: { endpointId: string; caseId: string }) {
  return [
    request('login', 'POST', '/login', {
      request: {
        method: 'POST',
        url: '/login',
        body: { kind: 'json', text: '{"password":"{{password}}"}' },
      },
      extractions: [
        { id: 'x1', variable: 'token', source: 'json', path: '$.token' },
        { id: 'x2', variable: 'userId', source: 'json', path: '$.user.id', scope: 'environment' },
      ],
      assertions: [assertion('a1', 'status', 'equals', '200')],
    }),
    request('me', 'GET', '/users/{{userId}}', {
      request: {
        method: 'GET',
        url: '/users/{{userId}}',
        auth: { type: 'bearer', token: '{{token}}' },
        postResponseScript:
          "pm.test('named Ann', () => pm.expect(pm.response.json().name).to.eql('Ann'));",
      },
      assertions: [
        assertion('a2', 'status', 'equals', '200'),
        assertion('a3', 'json', 'equals', 'Ann', '$.name'),
        assertion('a4', 'header', 'contains', 'json', 'content-type'),
      ],
    }),
    request('pet', 'GET', 'ignored: built from the design', {
      source: { kind: 'endpoint', endpointId: pet.endpointId },
      assertions: [assertion('a5', 'status', 'equals', '200'), assertion('a6', 'design', 'equals')],
    }),
    request('petCase', 'GET', 'ignored: the case is sent', {
      source: { kind: 'case', endpointId: pet.endpointId, caseId: pet.caseId },
      assertions: [assertion('a7', 'json', 'equals', '2', '$.id')],
    }),
  ];
}

describe('a run against a local server', () => {
  let projectId: string;
  let scenarioId: string;
  let environment: Environment;
  let run: TestRun;

  beforeAll(async () => {
    projectId = await newProject();
    environment = await localEnvironment(projectId);
    const pet = await petEndpoint(projectId);
    scenarioId = await createScenario(api(suite.cast.writer), projectId, {
      name: 'Smoke — pets',
      steps: smokeSteps(pet),
    });
    const runId = await startRun(api(suite.cast.writer), projectId, scenarioId, environment.id);
    run = await waitForRun(api(suite.cast.writer), projectId, runId);
  });

  it('feeds an extracted value to the next step and checks every assertion', () => {
    expect(run.status, JSON.stringify(run.report.steps, null, 2)).toBe('passed');
    expect(run.report.steps.map((step) => [step.stepId, step.status])).toEqual([
      ['login', 'passed'],
      ['me', 'passed'],
      ['pet', 'passed'],
      ['petCase', 'passed'],
    ]);
    const me = run.report.steps[1]!;
    expect(me.request?.url).toBe(`${target.origin}/users/7`);
    expect(me.assertions.map((a) => [a.name, a.passed])).toContainEqual(['named Ann', true]);
    expect(run.report.steps[0]!.extracted).toEqual([
      { variable: 'token', scope: 'run', value: 'tok-123' },
      { variable: 'userId', scope: 'environment', value: '7' },
    ]);
    expect(run.totals).toMatchObject({ requests: 4, failedRequests: 0, failedAssertions: 0 });
    expect(run).toMatchObject({ source: 'ui', environmentId: environment.id });
    expect(run.report.environment).toBe('Local');
  });

  it("builds an endpoint's request from its design and a case's from the case", () => {
    const [, , pet, petCase] = run.report.steps;
    expect(pet!.request?.url).toBe(`${target.origin}/pets/1`);
    expect(pet!.assertions.find((a) => a.id === 'a6')).toMatchObject({
      passed: true,
      actual: 'match',
    });
    expect(petCase!.request?.url).toBe(`${target.origin}/pets/2`);
  });

  it('keeps secrets out of the stored report', async () => {
    expect(run.report.steps[0]!.request?.body).toBe(`{"password":"${MASK}"}`);
    const [row] = await suite.database.db.select().from(testRuns).where(eq(testRuns.id, run.id));
    expect(JSON.stringify(row!.report)).not.toContain('s3cret-pass');
    // The steps written while it ran went into the report.
    const left = await suite.database.db
      .select()
      .from(testRunSteps)
      .where(eq(testRunSteps.runId, run.id));
    expect(left).toEqual([]);
  });

  it('keeps a value extracted into the environment after the run', async () => {
    const listed = await api(suite.cast.writer).get(`/api/v1/projects/${projectId}/environments`);
    const local = listed
      .json<{ items: Environment[] }>()
      .items.find((e) => e.id === environment.id)!;
    expect(local.variables).toContainEqual(expect.objectContaining({ name: 'userId', value: '7' }));
    expect(local.variables).toContainEqual(
      expect.objectContaining({ name: 'password', value: null, isSet: true }),
    );
    expect(local.version).toBe(environment.version + 1);
  });

  it('lists the runs newest first, and the scenario with its last run', async () => {
    const runs = await api(suite.cast.reader).get(scenariosUrl(projectId, `/${scenarioId}/runs`));
    expect(runs.statusCode).toBe(200);
    expect(runs.json<{ items: TestRunSummary[] }>().items).toEqual([
      expect.objectContaining({ id: run.id, status: 'passed', totals: run.totals }),
    ]);
    const list = await api(suite.cast.reader).get(scenariosUrl(projectId));
    expect(list.json<{ items: TestScenarioSummary[] }>().items[0]!.lastRun).toMatchObject({
      id: run.id,
      status: 'passed',
    });
  });

  it('downloads the report as HTML, JUnit XML and JSON', async () => {
    const reader = api(suite.cast.reader);
    const html = await reader.get(runUrl(projectId, run.id, '/report?format=html'));
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-disposition']).toMatch(
      /^attachment; filename="Smoke {2}pets-.*\.html"; filename\*=UTF-8''Smoke%20%E2%80%94%20pets-/,
    );
    expect(html.body).toContain('Smoke — pets');

    const junit = await reader.get(runUrl(projectId, run.id, '/report?format=junit'));
    expect(junit.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(junit.headers['content-disposition']).toContain('.junit.xml');
    // jsdom reads XML strictly: a document that is not well-formed throws.
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
      JSDOM: new (
        markup: string,
        options: { contentType: string },
      ) => { window: { document: XmlDocument } };
    };
    const xml = new JSDOM(junit.body, { contentType: 'application/xml' }).window.document;
    expect(xml.documentElement.tagName).toBe('testsuites');
    expect(xml.querySelectorAll('testcase').length).toBeGreaterThanOrEqual(7);
    expect(xml.querySelectorAll('failure').length).toBe(0);

    const json = await reader.get(runUrl(projectId, run.id, '/report?format=json'));
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.json()).toMatchObject({ kind: 'heron-run-report', version: 1, status: 'passed' });
  });

  it('streams a finished run as its steps, then done', async () => {
    const answer = await suite.app.inject({
      method: 'GET',
      url: runUrl(projectId, run.id, '/events'),
      cookies: { heron_session: suite.cast.reader.token },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = eventsOf(answer.body);
    expect(events.map((event) => event.type)).toEqual(['step', 'step', 'step', 'step', 'done']);
    expect((events.at(-1) as { report: RunReport }).report.status).toBe('passed');
  });

  it('exports a suite file that heron run reads, each reference written out whole', async () => {
    const answer = await api(suite.cast.reader).get(
      scenariosUrl(projectId, `/${scenarioId}/export?environmentId=${environment.id}`),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toContain('.heron-test.json');
    const read = readTestSuite(JSON.parse(answer.body));
    if (!read.ok) throw new Error(read.message);
    const { suite: file } = read;
    const pet = file.scenario.steps[2] as { source: unknown; request: Record<string, unknown> };
    expect(pet.source).toMatchObject({ kind: 'endpoint' });
    expect(pet.request).toMatchObject({
      method: 'GET',
      url: `${target.origin}/pets/{petId}`,
      pathParams: [expect.objectContaining({ key: 'petId', value: '1' })],
    });
    expect((file.scenario.steps[3] as { request: { url: string } }).request.url).toBe(
      `${target.origin}/pets/2`,
    );
    // The environment's values go with it, its secrets empty; the run kept userId in it.
    expect(file.environment).toEqual({ name: 'Local', values: { password: '', userId: '7' } });
  });
});

describe('following and stopping runs', () => {
  it('a late follower gets the steps so far, then each as it ends, then done', async () => {
    const projectId = await newProject();
    const environment = await localEnvironment(projectId);
    const scenarioId = await createScenario(api(suite.cast.writer), projectId, {
      name: 'Slow',
      steps: [
        request('first', 'GET', '/pets/1'),
        request('slow', 'GET', '/slow'),
        request('last', 'GET', '/pets/2'),
      ],
    });
    const runId = await startRun(api(suite.cast.writer), projectId, scenarioId, environment.id);
    const going = await waitForRun(
      api(suite.cast.writer),
      projectId,
      runId,
      (run) => run.report.steps.length >= 1,
    );
    expect(going.status).toBe('running');
    // The stream ends with the run: inject answers once it has.
    const answer = await suite.app.inject({
      method: 'GET',
      url: runUrl(projectId, runId, '/events'),
      cookies: { heron_session: suite.cast.writer.token },
    });
    const events = eventsOf(answer.body);
    const steps = events.filter((event) => event.type === 'step');
    expect(steps.map((event) => event.result.stepId)).toEqual(['first', 'slow', 'last']);
    expect(events.at(-1)).toMatchObject({ type: 'done', report: { status: 'passed' } });
  });

  it('stops a run: it ends stopped with what it finished', async () => {
    const projectId = await newProject();
    const scenarioId = await createScenario(api(suite.cast.writer), projectId, {
      name: 'Long wait',
      steps: [{ id: 'wait', type: 'wait', ms: 60_000 }],
    });
    const runId = await startRun(api(suite.cast.writer), projectId, scenarioId);
    expectDenied(await api(suite.cast.reader).post(runUrl(projectId, runId, '/stop')));
    const stopped = await api(suite.cast.writer).post(runUrl(projectId, runId, '/stop'));
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<TestRun>()).toMatchObject({
      status: 'stopped',
      reason: 'The run was stopped.',
    });
    expect(stopped.json<TestRun>().finishedAt).not.toBeNull();
  });

  it('runs at most two at once per person and per project (429)', async () => {
    const projectId = await newProject();
    const scenarioId = await createScenario(api(suite.cast.writer), projectId, {
      name: 'Long wait',
      steps: [{ id: 'wait', type: 'wait', ms: 60_000 }],
    });
    const first = await startRun(api(suite.cast.writer), projectId, scenarioId);
    const second = await startRun(api(suite.cast.owner), projectId, scenarioId);
    const third = await api(suite.cast.writer).post(
      scenariosUrl(projectId, `/${scenarioId}/runs`),
      {
        environmentId: null,
      },
    );
    expectProblem(third, 429, 'RATE_LIMITED');
    expect(third.json<{ detail: string }>().detail).toContain('this project has 2 test runs going');

    const otherProject = await newProject();
    const otherScenario = await createScenario(api(suite.cast.writer), otherProject, {
      name: 'Long wait',
      steps: [{ id: 'wait', type: 'wait', ms: 60_000 }],
    });
    const elsewhere = await startRun(api(suite.cast.writer), otherProject, otherScenario);
    const fourth = await api(suite.cast.writer).post(
      scenariosUrl(otherProject, `/${otherScenario}/runs`),
      { environmentId: null },
    );
    expectProblem(fourth, 429, 'RATE_LIMITED');
    expect(fourth.json<{ detail: string }>().detail).toContain('you have 2 test runs going');

    for (const [project, run] of [
      [projectId, first],
      [projectId, second],
      [otherProject, elsewhere],
    ] as const) {
      const stopped = await api(suite.cast.owner).post(runUrl(project, run, '/stop'));
      expect(stopped.json<TestRun>().status).toBe('stopped');
    }
  });

  it('a reader follows runs but cannot start one', async () => {
    const projectId = await newProject();
    const scenarioId = await createScenario(api(suite.cast.writer), projectId, {
      name: 'Quick',
      steps: [{ id: 'w', type: 'wait', ms: 0 }],
    });
    expectDenied(
      await api(suite.cast.reader).post(scenariosUrl(projectId, `/${scenarioId}/runs`), {
        environmentId: null,
      }),
    );
    const runId = await startRun(api(suite.cast.writer), projectId, scenarioId);
    const run = await waitForRun(api(suite.cast.reader), projectId, runId);
    expect(run.status).toBe('passed');
    expectDenied(await api(suite.cast.outsider).get(runUrl(projectId, runId)));
  });

  it('says where a run was started from, and refuses an environment of another project', async () => {
    const projectId = await newProject();
    const otherEnvironment = await localEnvironment(await newProject());
    const scenarioId = await createScenario(api(suite.cast.writer), projectId, {
      name: 'Quick',
      steps: [{ id: 'w', type: 'wait', ms: 0 }],
    });
    const refused = await api(suite.cast.writer).post(
      scenariosUrl(projectId, `/${scenarioId}/runs`),
      { environmentId: otherEnvironment.id },
    );
    expectProblem(refused, 400, 'VALIDATION_FAILED');

    // A token in the Authorization header, as CI and scripts sign in.
    const started = await suite.app.inject({
      method: 'POST',
      url: scenariosUrl(projectId, `/${scenarioId}/runs`),
      headers: { authorization: `Bearer ${suite.cast.writer.token}` },
      payload: { environmentId: null },
    });
    expect(started.statusCode, started.body).toBe(202);
    const run = await waitForRun(
      api(suite.cast.writer),
      projectId,
      started.json<{ runId: string }>().runId,
    );
    expect(run).toMatchObject({ status: 'passed', source: 'api', startedBy: suite.cast.writer.id });
  });

  it('deleting a scenario while it runs stops the run and removes it', async () => {
    const projectId = await newProject();
    const scenarioId = await createScenario(api(suite.cast.writer), projectId, {
      name: 'Doomed',
      steps: [{ id: 'wait', type: 'wait', ms: 60_000 }],
    });
    const runId = await startRun(api(suite.cast.writer), projectId, scenarioId);
    const removed = await api(suite.cast.writer).delete(scenariosUrl(projectId, `/${scenarioId}`));
    expect(removed.statusCode).toBe(204);
    expectProblem(await api(suite.cast.writer).get(runUrl(projectId, runId)), 404, 'NOT_FOUND');
    // The person's runs at once are free again: two more start.
    const again = await createScenario(api(suite.cast.writer), projectId, {
      name: 'Next',
      steps: [{ id: 'w', type: 'wait', ms: 0 }],
    });
    for (const id of [
      await startRun(api(suite.cast.writer), projectId, again),
      await startRun(api(suite.cast.writer), projectId, again),
    ]) {
      expect((await waitForRun(api(suite.cast.writer), projectId, id)).status).toBe('passed');
    }
  });

  it('a step whose endpoint was deleted since fails the run, named, not skipped', async () => {
    const projectId = await newProject();
    const environment = await localEnvironment(projectId);
    const pet = await petEndpoint(projectId);
    const scenarioId = await createScenario(api(suite.cast.writer), projectId, {
      name: 'Gone',
      steps: [
        request('pet', 'GET', '/', { source: { kind: 'endpoint', endpointId: pet.endpointId } }),
        request('after', 'GET', '/pets/1'),
      ],
    });
    await api(suite.cast.writer).delete(itemUrl(projectId, pet.endpointId));
    const runId = await startRun(api(suite.cast.writer), projectId, scenarioId, environment.id);
    const run = await waitForRun(api(suite.cast.writer), projectId, runId);
    expect(run.status).toBe('failed');
    expect(run.report.steps[0]).toMatchObject({
      stepId: 'pet',
      status: 'error',
      error: { code: 'REFERENCE_MISSING' },
    });
    expect(run.report.steps[1]).toMatchObject({ stepId: 'after', status: 'passed' });
  });

  it('marks runs a stopped server left running as interrupted when a server starts', async () => {
    const projectId = await newProject();
    const scenarioId = await createScenario(api(suite.cast.writer), projectId, { name: 'Left' });
    const { db } = suite.database;
    const header: RunReport = {
      name: 'Left',
      environment: null,
      status: 'running',
      reason: null,
      startedAt: new Date(Date.now() - 3_600_000).toISOString(),
      finishedAt: null,
      iterations: 1,
      totals: emptyTotals(),
      steps: [],
    };
    const [left] = await db
      .insert(testRuns)
      .values({
        projectId,
        scenarioId,
        startedBy: suite.cast.writer.id,
        source: 'api',
        status: 'running',
        totals: header.totals,
        report: header,
        heartbeatAt: new Date(Date.now() - 3_600_000),
      })
      .returning({ id: testRuns.id });
    const step = {
      stepId: 'done-before',
      name: 'done before',
      path: [],
      iteration: 1,
      type: 'wait' as const,
      status: 'passed' as const,
      request: null,
      response: null,
      error: null,
      assertions: [],
      extracted: [],
      console: [],
      startedMs: 0,
      durationMs: 5,
    };
    await db.insert(testRunSteps).values({ runId: left!.id, seq: 0, result: step });

    const restarted = await buildApp({
      config: testConfig(),
      database: suite.database,
      logger: false,
    });
    await restarted.ready();
    await restarted.close();

    const run = await waitForRun(api(suite.cast.reader), projectId, left!.id);
    expect(run).toMatchObject({
      status: 'interrupted',
      reason: 'The server stopped while the run was going.',
    });
    expect(run.report.steps).toEqual([step]);
    expect(run.report.status).toBe('interrupted');
    // As a code too, which the web says in the reader's language.
    expect(run.report.ended).toEqual({ code: 'INTERRUPTED', values: {} });
    expect(await db.select().from(testRunSteps).where(eq(testRunSteps.runId, left!.id))).toEqual(
      [],
    );
  });
});

describe('bug: an assertion whose regular expression backtracks held the thread that answers HTTP', () => {
  // The backtracking runs its whole limit on a core: 4 s here instead of an instance's 10.
  const hostile = testingSuite({ checkTimeoutMs: 4_000 });

  it('is checked on a worker thread: the server answers meanwhile, and the step ends in an error', async () => {
    const projectId = await hostile.newProject();
    const writer = hostile.api(hostile.cast.writer);
    const scenarioId = await createScenario(writer, projectId, {
      name: 'Backtracking',
      steps: [
        request('bad', 'GET', `${target.origin}/backtrack`, {
          // 2^40 ways to split the a's before the "!" fails the match.
          assertions: [assertion('a', 'text', 'matches', '/^(a+)+$/')],
        }),
        request('after', 'GET', `${target.origin}/pets/1`, {
          assertions: [assertion('b', 'status', 'equals', '200')],
        }),
      ],
    });
    const runId = await startRun(writer, projectId, scenarioId);
    while (hostile.app.workers.stats().scripts.running === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const health = await hostile.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(
      health.json<{ workers: { scripts: { running: number } } }>().workers.scripts.running,
    ).toBe(1);

    const run = await waitForRun(writer, projectId, runId);
    expect(run.report.steps.map((step) => [step.stepId, step.status])).toEqual([
      ['bad', 'error'],
      ['after', 'passed'],
    ]);
    expect(run.report.steps[0]?.error).toEqual({
      code: 'CHECK_FAILED',
      message: 'The step could not be checked: The task ran for more than 4000 ms and was stopped.',
    });
  });
});

describe('writing a run as it goes', () => {
  it('writes finished steps in batches, not a round trip each, and hears a stop asked elsewhere', async () => {
    const projectId = await newProject();
    const scenarioId = await createScenario(api(suite.cast.writer), projectId, { name: 'Rows' });
    const { db } = suite.database;
    const header: RunReport = {
      name: 'Rows',
      environment: null,
      status: 'running',
      reason: null,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      iterations: 1,
      totals: emptyTotals(),
      steps: [],
    };
    const [row] = await db
      .insert(testRuns)
      .values({
        projectId,
        scenarioId,
        source: 'api',
        status: 'running',
        totals: header.totals,
        report: header,
      })
      .returning({ id: testRuns.id });
    let statements = 0;
    const counted = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'execute') {
          return (query: Parameters<typeof db.execute>[0]) => {
            statements += 1;
            return target.execute(query);
          };
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    let stops = 0;
    const writer = new RunWriter({
      db: counted,
      runId: row!.id,
      log: suite.app.log,
      totals: () => ({ ...emptyTotals(), requests: 150 }),
      onStopRequested: () => (stops += 1),
      onGone: () => undefined,
    });
    const step = (i: number) => ({
      stepId: `s${i}`,
      name: `step ${i}`,
      path: [],
      iteration: 1,
      type: 'wait' as const,
      status: 'passed' as const,
      request: null,
      response: null,
      error: null,
      assertions: [],
      extracted: [],
      console: [],
      startedMs: i,
      durationMs: 0,
    });
    for (let i = 0; i < 150; i++) writer.add(step(i));
    const written = () => db.select().from(testRunSteps).where(eq(testRunSteps.runId, row!.id));
    await eventually(async () => expect(await written()).toHaveLength(150));
    expect(statements).toBe(1);
    const [after] = await db.select().from(testRuns).where(eq(testRuns.id, row!.id));
    expect(after!.totals.requests).toBe(150);

    await db.update(testRuns).set({ stopRequested: true }).where(eq(testRuns.id, row!.id));
    writer.add(step(150));
    await eventually(() => expect(stops).toBe(1));
    expect(statements).toBe(2);

    await writer.finish({ ...header, status: 'stopped', steps: [step(0)] });
    const [ended] = await db.select().from(testRuns).where(eq(testRuns.id, row!.id));
    expect(ended).toMatchObject({ status: 'stopped' });
    expect(ended!.report.steps).toHaveLength(1);
    expect(await written()).toEqual([]);
  });
});

/** Retries `check` until it passes, for at most five seconds. */
async function eventually(check: () => unknown): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('a run over its budget', () => {
  const tight = testingSuite({
    budget: { maxDurationMs: 60_000, maxRequests: 2, maxBytes: 10 * 1024 * 1024 },
  });

  it('ends with status error and says which limit', async () => {
    const projectId = await tight.newProject();
    const writer = tight.api(tight.cast.writer);
    const scenarioId = await createScenario(writer, projectId, {
      name: 'Too many',
      steps: [
        {
          id: 'loop',
          type: 'repeat',
          times: 5,
          steps: [request('pet', 'GET', `${target.origin}/pets/1`)],
        },
      ],
    });
    const runId = await startRun(writer, projectId, scenarioId);
    const run = await waitForRun(writer, projectId, runId);
    expect(run).toMatchObject({
      status: 'error',
      reason: 'The run reached its limit of 2 requests.',
    });
    expect(run.totals.requests).toBe(2);
  });
});
