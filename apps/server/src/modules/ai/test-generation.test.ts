import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AiCostPreview,
  AiProposalPage,
  AiRun,
  PointEntry,
  ProposalDecisions,
  TestScenario,
} from '@heron/contract';
import { createItem, endpointBody } from '../../../test/design-helpers.js';
import {
  aiSettingsOf,
  startFakeModelServer,
  type FakeModelServer,
} from '../../../test/fake-model-server.js';
import { signUpCast, stage, type Cast } from '../../../test/project-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { as, expectProblem, type Person } from '../../../test/workspace-helpers.js';
import { grantPoints } from '../points/index.js';

/**
 * AI test generation through the API (issue 24), against the loopback model: cases for one
 * endpoint proposed as drafts, reviewed with the run routes, the accepted ones written as a test
 * scenario; charged as its own function; refused before any call when it cannot go ahead.
 */

const CASES = {
  cases: [
    {
      name: 'Finds a pet that exists',
      category: 'positive',
      why: 'The happy path.',
      pathParams: [{ name: 'petId', value: '1' }],
      query: [],
      headers: [],
      body: '',
      omitAuth: false,
      assertions: [{ source: 'status', path: '', comparator: 'equals', value: '200' }],
    },
    {
      name: 'Refuses a pet id that is not a number',
      category: 'negative',
      why: 'Wrong type in the path.',
      pathParams: [{ name: 'petId', value: "1' OR '1'='1" }],
      query: [],
      headers: [],
      body: '',
      omitAuth: false,
      assertions: [
        { source: 'status', path: '', comparator: 'greater-or-equal', value: '400' },
        { source: 'status', path: '', comparator: 'less', value: '500' },
      ],
    },
  ],
};

let model: FakeModelServer;
let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  model = await startFakeModelServer();
  t = await createTestApp({ ai: aiSettingsOf(model) });
  cast = await signUpCast(t.app);
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});

const aiUrl = (projectId: string, rest = '') => `/api/v1/projects/${projectId}/ai${rest}`;

async function project(points: number): Promise<{ projectId: string; endpointId: string }> {
  const { projectId, teamId } = await stage(t.database.db, cast);
  if (points > 0) {
    await grantPoints(t.database.db, {
      ownerType: 'team',
      ownerId: teamId,
      amount: points,
      source: 'plan',
      expiresAt: null,
    });
  }
  const endpoint = await createItem(
    t.app,
    cast.writer,
    projectId,
    endpointBody('Find a pet', {
      path: '/pets/{petId}',
      parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: [{ status: '200', description: 'The pet' }],
    }),
  );
  return { projectId, endpointId: endpoint.id };
}

const generate = (person: Person, projectId: string, endpointId: string, key: string) =>
  as(t.app, person).post(aiUrl(projectId, '/tests'), {
    endpointId,
    language: 'en',
    idempotencyKey: key,
  });

async function finished(projectId: string, runId: string): Promise<AiRun> {
  for (;;) {
    const read = await as(t.app, cast.writer).get(aiUrl(projectId, `/runs/${runId}?waitMs=5000`));
    const run = read.json<AiRun>();
    if (run.status !== 'running') return run;
  }
}

describe('AI test generation', () => {
  it('previews its cost before anything is sent, to those who may edit tests', async () => {
    const { projectId, endpointId } = await project(100);
    const sent = model.requests.length;
    const preview = await as(t.app, cast.writer).post(aiUrl(projectId, '/tests/preview'), {
      endpointId,
      language: 'en',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<AiCostPreview>()).toMatchObject({
      model: 'instance',
      spendablePoints: 100,
      monthlyCapLeft: null,
    });
    expect(preview.json<AiCostPreview>().estimatedPoints).toBeGreaterThanOrEqual(1);
    expect(model.requests.length).toBe(sent);
    expectProblem(
      await as(t.app, cast.reader).post(aiUrl(projectId, '/tests/preview'), {
        endpointId,
        language: 'en',
      }),
      403,
      'PERMISSION_DENIED',
    );
    expectProblem(
      await as(t.app, cast.writer).post(aiUrl(projectId, '/tests/preview'), {
        endpointId: projectId,
        language: 'en',
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('proposes cases for an endpoint; the accepted ones become a test scenario, charged as test generation', async () => {
    const { projectId, endpointId } = await project(100);
    model.script({
      kind: 'answer',
      content: JSON.stringify(CASES),
      promptTokens: 1200,
      completionTokens: 400,
    });
    const started = await generate(cast.writer, projectId, endpointId, 't-1');
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<AiRun>().kind).toBe('tests');
    const run = await finished(projectId, started.json<AiRun>().id);
    expect(run).toMatchObject({ status: 'done', proposals: { pending: 2 }, chargedPoints: 2 });
    // What was sent: the endpoint's design.
    expect(JSON.stringify(model.requests.at(-1)!.body.messages)).toContain('/pets/{petId}');

    const listed = await as(t.app, cast.reader).get(
      aiUrl(projectId, `/tests?endpointId=${endpointId}`),
    );
    expect(listed.json<{ items: AiRun[] }>().items.map((r) => r.id)).toEqual([run.id]);

    const page = (
      await as(t.app, cast.reader).get(aiUrl(projectId, `/runs/${run.id}/proposals`))
    ).json<AiProposalPage>();
    expect(page.items.map((p) => [p.kind, p.label])).toEqual([
      ['test-case', 'positive'],
      ['test-case', 'negative'],
    ]);
    const [positive, negative] = page.items;

    // An edit that is not a case is refused; a renamed case is kept as written.
    const bad = await as(t.app, cast.writer).post(aiUrl(projectId, `/runs/${run.id}/decisions`), {
      accept: [{ id: negative!.id, value: { name: 'x' } }],
    });
    expectProblem(bad, 400, 'VALIDATION_FAILED');
    const decided = await as(t.app, cast.writer).post(
      aiUrl(projectId, `/runs/${run.id}/decisions`),
      {
        accept: [
          {
            id: negative!.id,
            value: { ...CASES.cases[1], name: 'Injection in the id is refused' },
          },
        ],
        reject: [positive!.id],
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const outcome = decided.json<ProposalDecisions>();
    expect(outcome).toMatchObject({ accepted: 1, rejected: 1, outdated: 0 });
    const scenario = (
      await as(t.app, cast.reader).get(
        `/api/v1/projects/${projectId}/test-scenarios/${outcome.scenarioId}`,
      )
    ).json<TestScenario>();
    expect(scenario.name).toBe('AI tests: Find a pet');
    expect(scenario.steps).toHaveLength(1);
    expect(scenario.steps[0]).toMatchObject({
      type: 'request',
      name: 'Injection in the id is refused',
      request: {
        method: 'GET',
        url: '/pets/{petId}',
        pathParams: [expect.objectContaining({ key: 'petId', value: "1' OR '1'='1" })],
      },
      assertions: [
        expect.objectContaining({ source: 'status', comparator: 'greater-or-equal', value: '400' }),
        expect.objectContaining({ source: 'status', comparator: 'less', value: '500' }),
      ],
    });

    const entries = (await as(t.app, cast.writer).get('/api/v1/points/entries?size=50')).json<{
      items: PointEntry[];
    }>();
    expect(
      entries.items.filter((e) => e.entry === 'consumption' && e.projectId === projectId),
    ).toEqual([expect.objectContaining({ function: 'aiTests', amount: 2 })]);
  });

  it('adds cases accepted one at a time to the scenario the run made, and makes another if it was deleted', async () => {
    const { projectId, endpointId } = await project(100);
    const third = { ...CASES.cases[0]!, name: 'A third case' };
    model.script({
      kind: 'answer',
      content: JSON.stringify({ cases: [...CASES.cases, third] }),
    });
    const started = await generate(cast.writer, projectId, endpointId, 'one-by-one');
    const run = await finished(projectId, started.json<AiRun>().id);
    const cases = (
      await as(t.app, cast.reader).get(aiUrl(projectId, `/runs/${run.id}/proposals`))
    ).json<AiProposalPage>().items;
    const accept = async (index: number) => {
      const decided = await as(t.app, cast.writer).post(
        aiUrl(projectId, `/runs/${run.id}/decisions`),
        { accept: [{ id: cases[index]!.id }] },
      );
      expect(decided.statusCode, decided.body).toBe(200);
      return decided.json<ProposalDecisions>().scenarioId!;
    };
    const stepsOf = async (scenarioId: string) =>
      (
        await as(t.app, cast.reader).get(
          `/api/v1/projects/${projectId}/test-scenarios/${scenarioId}`,
        )
      )
        .json<TestScenario>()
        .steps.map((step) => step.name);

    const first = await accept(0);
    expect(await accept(1)).toBe(first);
    expect(await stepsOf(first)).toEqual([CASES.cases[0]!.name, CASES.cases[1]!.name]);

    const deleted = await as(t.app, cast.writer).delete(
      `/api/v1/projects/${projectId}/test-scenarios/${first}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    const another = await accept(2);
    expect(another).not.toBe(first);
    expect(await stepsOf(another)).toEqual(['A third case']);
  });

  it('is refused before any call: an unknown endpoint, a read-only member, no points', async () => {
    const { projectId, endpointId } = await project(0);
    const sent = model.requests.length;
    expectProblem(
      await generate(cast.writer, projectId, '00000000-0000-4000-8000-000000000000', 'x'),
      404,
      'NOT_FOUND',
    );
    expectProblem(
      await generate(cast.reader, projectId, endpointId, 'y'),
      403,
      'PERMISSION_DENIED',
    );
    expectProblem(
      await generate(cast.writer, projectId, endpointId, 'z'),
      402,
      'POINTS_INSUFFICIENT',
    );
    expect(model.requests.length).toBe(sent);
  });
});
