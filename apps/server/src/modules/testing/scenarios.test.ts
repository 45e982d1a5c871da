import { describe, expect, it } from 'vitest';
import {
  MAX_SCENARIO_STEPS,
  problemSchema,
  type TestScenario,
  type TestScenarioSummary,
} from '@heron/contract';
import {
  createItem,
  endpointBody,
  itemUrl,
  setProjectLocked,
} from '../../../test/design-helpers.js';
import { scenariosUrl, testingSuite } from '../../../test/testing-helpers.js';
import { expectDenied, expectProblem } from '../../../test/workspace-helpers.js';

const suite = testingSuite();
const { api, newProject } = suite;

const requestStep = (id: string, url = 'http://example.com/', extra: object = {}) => ({
  id,
  type: 'request',
  request: { method: 'GET', url },
  ...extra,
});

/** Groups nested `levels` deep, a request at the bottom. */
function nested(levels: number): object {
  let step: object = requestStep('deepest');
  for (let level = levels; level > 0; level--) {
    step = { id: `g${level}`, type: 'group', steps: [step] };
  }
  return step;
}

async function endpointIn(projectId: string, path = '/pets') {
  return createItem(suite.app, suite.cast.writer, projectId, endpointBody(`GET ${path}`, { path }));
}

async function caseOf(projectId: string, endpointId: string) {
  const created = await api(suite.cast.writer).post(
    `/api/v1/projects/${projectId}/endpoint-cases`,
    { endpointId, name: 'Happy path', request: { method: 'GET', url: '/pets?limit=1' } },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: string }>().id;
}

function problemOf(answer: { json(): unknown }) {
  return problemSchema.parse(answer.json());
}

describe('test scenarios: create, read, list, save, delete', () => {
  it('keeps a scenario with nested steps, counts them all and saves over its version', async () => {
    const projectId = await newProject();
    const writer = api(suite.cast.writer);
    const created = await writer.post(scenariosUrl(projectId), {
      name: '  Smoke  ',
      description: 'Logs in, then reads',
      settings: { onFailure: 'stop' },
      steps: [
        requestStep('login'),
        {
          id: 'each',
          type: 'repeat',
          times: 2,
          steps: [requestStep('read'), requestStep('again')],
        },
        { id: 'pause', type: 'wait', ms: 10 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const scenario = created.json<TestScenario>();
    expect(scenario).toMatchObject({
      name: 'Smoke',
      version: 1,
      missing: [],
      settings: { onFailure: 'stop', delayMs: 0, iterations: 1, timeoutMs: 30_000 },
    });
    // Defaults filled in: every request has its whole shape when read back.
    expect(scenario.steps[0]).toMatchObject({
      enabled: true,
      source: { kind: 'custom' },
      assertions: [],
      request: { method: 'GET', headers: [], body: { kind: 'none' } },
    });

    const listed = await writer.get(scenariosUrl(projectId));
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ items: TestScenarioSummary[] }>().items).toEqual([
      expect.objectContaining({ id: scenario.id, name: 'Smoke', stepCount: 5, lastRun: null }),
    ]);

    const saved = await writer.put(scenariosUrl(projectId, `/${scenario.id}`), {
      baseVersion: 1,
      name: 'Smoke 2',
      steps: [requestStep('only')],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TestScenario>()).toMatchObject({ name: 'Smoke 2', version: 2 });

    const read = await writer.get(scenariosUrl(projectId, `/${scenario.id}`));
    expect(read.json<TestScenario>().steps.map((step) => step.id)).toEqual(['only']);

    const removed = await writer.delete(scenariosUrl(projectId, `/${scenario.id}`));
    expect(removed.statusCode).toBe(204);
    expectProblem(await writer.get(scenariosUrl(projectId, `/${scenario.id}`)), 404, 'NOT_FOUND');
  });

  it('refuses a save over a version someone else saved (409), writing nothing', async () => {
    const projectId = await newProject();
    const writer = api(suite.cast.writer);
    const created = await writer.post(scenariosUrl(projectId), { name: 'A' });
    const id = created.json<TestScenario>().id;
    const first = await writer.put(scenariosUrl(projectId, `/${id}`), {
      baseVersion: 1,
      name: 'B',
    });
    expect(first.statusCode).toBe(200);
    const stale = await writer.put(scenariosUrl(projectId, `/${id}`), {
      baseVersion: 1,
      name: 'C',
    });
    expectProblem(stale, 409, 'EDIT_CONFLICT');
    const read = await writer.get(scenariosUrl(projectId, `/${id}`));
    expect(read.json<TestScenario>()).toMatchObject({ name: 'B', version: 2 });
  });

  it('takes iteration data of megabytes, past the usual body limit', async () => {
    const projectId = await newProject();
    const rows = Array.from({ length: 150_000 }, (_, i) => `user-${i},secret-${i}`);
    const text = `name,password\n${rows.join('\n')}`;
    expect(text.length).toBeGreaterThan(3 * 1024 * 1024);
    const created = await api(suite.cast.writer).post(scenariosUrl(projectId), {
      name: 'Data driven',
      settings: { data: { kind: 'csv', fileName: 'users.csv', text } },
    });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    expect(created.json<TestScenario>().settings.data).toMatchObject({ kind: 'csv' });
  });

  it('refuses a scenario of another project, by its address', async () => {
    const projectId = await newProject();
    const otherId = await newProject();
    const created = await api(suite.cast.writer).post(scenariosUrl(otherId), { name: 'Other' });
    const id = created.json<TestScenario>().id;
    expectProblem(
      await api(suite.cast.writer).get(scenariosUrl(projectId, `/${id}`)),
      404,
      'NOT_FOUND',
    );
  });
});

describe('test scenarios: what a save refuses (400, naming where)', () => {
  it('a step the schema does not accept', async () => {
    const projectId = await newProject();
    const answer = await api(suite.cast.writer).post(scenariosUrl(projectId), {
      name: 'Bad',
      steps: [requestStep('ok'), { id: 'broken', type: 'request' }],
    });
    expectProblem(answer, 400, 'VALIDATION_FAILED');
    expect(problemOf(answer).errors?.some((e) => e.pointer.startsWith('/steps/1'))).toBe(true);
  });

  it('steps nested deeper than eight levels, naming the step', async () => {
    const projectId = await newProject();
    const answer = await api(suite.cast.writer).post(scenariosUrl(projectId), {
      name: 'Deep',
      steps: [nested(8)],
    });
    expectProblem(answer, 400, 'VALIDATION_FAILED');
    const problem = problemOf(answer);
    expect(problem.detail).toContain('step deepest: nested deeper than 8');
    expect(problem.errors).toContainEqual(
      expect.objectContaining({ in: 'body', pointer: `/steps/0${'/steps/0'.repeat(8)}` }),
    );
  });

  it('a hostile nesting is refused where it gets too deep, not with a 500', async () => {
    const projectId = await newProject();
    // Written as text: JSON.stringify itself runs out of stack on a value this deep.
    const levels = 3_000;
    const payload = `{"name":"Hostile","steps":[${'{"id":"g","type":"group","steps":['.repeat(levels)}${']}'.repeat(levels)}]}`;
    const answer = await suite.app.inject({
      method: 'POST',
      url: scenariosUrl(projectId),
      headers: { 'content-type': 'application/json' },
      cookies: { heron_session: suite.cast.writer.token },
      payload,
    });
    expectProblem(answer, 400, 'VALIDATION_FAILED');
    expect(problemOf(answer).detail).toContain('nested deeper than 64 levels');
  });

  it('an id used twice, and more steps than a scenario may hold', async () => {
    const projectId = await newProject();
    const twice = await api(suite.cast.writer).post(scenariosUrl(projectId), {
      name: 'Twice',
      steps: [requestStep('a'), { id: 'g', type: 'group', steps: [requestStep('a')] }],
    });
    expectProblem(twice, 400, 'VALIDATION_FAILED');
    expect(problemOf(twice).errors).toEqual([
      { in: 'body', pointer: '/steps/1/steps/0', message: 'step a: the id is used twice' },
    ]);

    const many = Array.from({ length: MAX_SCENARIO_STEPS + 1 }, (_, i) => ({
      id: `w${i}`,
      type: 'wait',
      ms: 0,
    }));
    const tooMany = await api(suite.cast.writer).post(scenariosUrl(projectId), {
      name: 'Many',
      steps: many,
    });
    expectProblem(tooMany, 400, 'VALIDATION_FAILED');
  });

  it('an endpoint or case that is not of this project, naming the step', async () => {
    const projectId = await newProject();
    const otherId = await newProject();
    const mine = await endpointIn(projectId);
    const theirs = await endpointIn(otherId);
    const theirCase = await caseOf(otherId, theirs.id);

    const unknown = await api(suite.cast.writer).post(scenariosUrl(projectId), {
      name: 'Refs',
      steps: [
        requestStep('fine', '/', { source: { kind: 'endpoint', endpointId: mine.id } }),
        {
          id: 'g',
          type: 'group',
          steps: [
            requestStep('elsewhere', '/', { source: { kind: 'endpoint', endpointId: theirs.id } }),
          ],
        },
      ],
    });
    expectProblem(unknown, 400, 'VALIDATION_FAILED');
    expect(problemOf(unknown).errors).toEqual([
      {
        in: 'body',
        pointer: '/steps/1/steps/0/source/endpointId',
        message: `step elsewhere: ${theirs.id} is not an endpoint of this project`,
      },
    ]);

    const wrongCase = await api(suite.cast.writer).post(scenariosUrl(projectId), {
      name: 'Refs',
      steps: [
        requestStep('case', '/', {
          source: { kind: 'case', endpointId: mine.id, caseId: theirCase },
        }),
      ],
    });
    expectProblem(wrongCase, 400, 'VALIDATION_FAILED');
    expect(problemOf(wrongCase).errors?.[0]).toMatchObject({
      pointer: '/steps/0/source/caseId',
      message: expect.stringContaining('step case:'),
    });
  });
});

describe('test scenarios: references deleted since', () => {
  it('lists the steps whose endpoint or case is gone, and keeps them', async () => {
    const projectId = await newProject();
    const kept = await endpointIn(projectId, '/kept');
    const doomed = await endpointIn(projectId, '/doomed');
    const doomedCase = await caseOf(projectId, doomed.id);
    const created = await api(suite.cast.writer).post(scenariosUrl(projectId), {
      name: 'Refs',
      steps: [
        requestStep('kept', '/', { source: { kind: 'endpoint', endpointId: kept.id } }),
        requestStep('endpoint', '/', { source: { kind: 'endpoint', endpointId: doomed.id } }),
        requestStep('case', '/', {
          source: { kind: 'case', endpointId: doomed.id, caseId: doomedCase },
        }),
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<TestScenario>().id;

    const trashed = await api(suite.cast.writer).delete(itemUrl(projectId, doomed.id));
    expect(trashed.statusCode, trashed.body).toBeLessThan(300);

    const read = await api(suite.cast.reader).get(scenariosUrl(projectId, `/${id}`));
    expect(read.statusCode).toBe(200);
    const scenario = read.json<TestScenario>();
    expect(scenario.missing.sort()).toEqual(['case', 'endpoint']);
    expect(scenario.steps).toHaveLength(3);
  });
});

describe('test scenarios: who may do what', () => {
  it('a reader lists and reads but cannot create, save or delete; an outsider sees nothing', async () => {
    const projectId = await newProject();
    const created = await api(suite.cast.writer).post(scenariosUrl(projectId), { name: 'Mine' });
    const id = created.json<TestScenario>().id;
    const reader = api(suite.cast.reader);
    expect((await reader.get(scenariosUrl(projectId))).statusCode).toBe(200);
    expect((await reader.get(scenariosUrl(projectId, `/${id}`))).statusCode).toBe(200);
    expectDenied(await reader.post(scenariosUrl(projectId), { name: 'Theirs' }));
    expectDenied(
      await reader.put(scenariosUrl(projectId, `/${id}`), { baseVersion: 1, name: 'X' }),
    );
    expectDenied(await reader.delete(scenariosUrl(projectId, `/${id}`)));
    expectDenied(await api(suite.cast.outsider).get(scenariosUrl(projectId)));
    expectProblem(await api(null).get(scenariosUrl(projectId)), 401, 'UNAUTHENTICATED');
  });

  it('a locked project keeps its scenarios as they are', async () => {
    const projectId = await newProject();
    await setProjectLocked(suite.database.db, projectId, true);
    expectProblem(
      await api(suite.cast.writer).post(scenariosUrl(projectId), { name: 'Late' }),
      423,
      'PROJECT_LOCKED',
    );
    expect((await api(suite.cast.writer).get(scenariosUrl(projectId))).statusCode).toBe(200);
  });

  it('are published in the OpenAPI document', async () => {
    const document = await suite.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    const operations = JSON.stringify(document.json());
    for (const id of ['createTestScenario', 'startTestRun', 'streamTestRunEvents']) {
      expect(operations).toContain(`"operationId":"${id}"`);
    }
  });
});
