import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AiProposalPage,
  AiRun,
  AnnotationPreview,
  DesignItem,
  PointEntry,
  ProposalDecisions,
  Revision,
} from '@heron/contract';
import { createItem, endpointBody, itemUrl, modelBody } from '../../../test/design-helpers.js';
import {
  annotationReply,
  aiSettingsOf,
  startFakeModelServer,
  type FakeModelServer,
} from '../../../test/fake-model-server.js';
import { signUpCast, stage, type Cast } from '../../../test/project-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { as, expectProblem, type Person } from '../../../test/workspace-helpers.js';
import { grantPoints } from '../points/index.js';

/**
 * AI annotation through the API (issue 24), against an OpenAI-compatible server on loopback:
 * the preview, a run in the background, the review, the charge in the points details, and the
 * refusals before any call to the model.
 */

let model: FakeModelServer;
let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  model = await startFakeModelServer({ kind: 'reply', reply: annotationReply });
  t = await createTestApp({
    ai: aiSettingsOf(model, 'sk-test'),
  });
  cast = await signUpCast(t.app);
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});
beforeEach(() => model.setFallback({ kind: 'reply', reply: annotationReply }));

const aiUrl = (projectId: string, rest = '') =>
  `/api/v1/projects/${projectId}/ai/annotations${rest}`;
const runUrl = (projectId: string, rest: string) => `/api/v1/projects/${projectId}/ai/runs${rest}`;

/** A project with one endpoint and one model, nothing described; the team holds `points`. */
async function project(
  points: number,
): Promise<{ projectId: string; endpoint: DesignItem; pet: DesignItem }> {
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
    endpointBody('GET /pets/{petId}', {
      method: 'get',
      path: '/pets/{petId}',
      parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: [
        {
          status: '200',
          description: 'OK',
          content: [
            {
              contentType: 'application/json',
              schema: { $ref: '#/components/schemas/Pet' },
            },
          ],
        },
      ],
    }),
  );
  const pet = await createItem(
    t.app,
    cast.writer,
    projectId,
    modelBody('Pet', {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string', description: 'The name' } },
    }),
  );
  return { projectId, endpoint, pet };
}

async function finished(person: Person, projectId: string, runId: string): Promise<AiRun> {
  for (;;) {
    const read = await as(t.app, person).get(runUrl(projectId, `/${runId}?waitMs=5000`));
    expect(read.statusCode, read.body).toBe(200);
    const run = read.json<AiRun>();
    if (run.status !== 'running') return run;
  }
}

const start = (
  person: Person,
  projectId: string,
  key: string,
  extra: Record<string, unknown> = {},
) => as(t.app, person).post(aiUrl(projectId), { language: 'en', idempotencyKey: key, ...extra });

describe('the preview', () => {
  it('shows the coverage, what is missing and its cost, before anything is sent', async () => {
    const { projectId } = await project(100);
    const sent = model.requests.length;
    const answer = await as(t.app, cast.writer).post(aiUrl(projectId, '/preview'), {
      language: 'en',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json<AnnotationPreview>();
    expect(preview.model).toBe('instance');
    expect(preview.coverage).toEqual({
      operations: { total: 1, described: 0, exemplified: 0 },
      parameters: { total: 1, described: 0, exemplified: 0 },
      fields: { total: 2, described: 1, exemplified: 0 },
    });
    // The endpoint: summary, description, the parameter's description and example. The model:
    // its description, `id`'s description and example, `name`'s example.
    expect(preview.missing).toEqual({ items: 2, values: 8 });
    expect(preview.estimatedPoints).toBeGreaterThanOrEqual(1);
    expect(preview.spendablePoints).toBe(100);
    expect(model.requests.length).toBe(sent);
  });

  it('is refused to a read-only member, and a folder stands for what it holds', async () => {
    const { projectId, pet } = await project(0);
    const refused = await as(t.app, cast.reader).post(aiUrl(projectId, '/preview'), {
      language: 'en',
    });
    expectProblem(refused, 403, 'PERMISSION_DENIED');
    const one = await as(t.app, cast.writer).post(aiUrl(projectId, '/preview'), {
      language: 'en',
      itemIds: [pet.id],
    });
    expect(one.json<AnnotationPreview>().missing).toEqual({ items: 1, values: 4 });
  });
});

describe('a run', () => {
  it('proposes values, which the review accepts, edits or rejects; accepted ones are revisions marked AI and the use is charged once', async () => {
    const { projectId, endpoint, pet } = await project(100);
    const sent = model.requests.length;
    const started = await start(cast.writer, projectId, 'key-1');
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(cast.writer, projectId, started.json<AiRun>().id);
    expect(run).toMatchObject({ status: 'done', ended: null, progress: { done: 1, total: 1 } });
    expect(run.proposals).toEqual({ pending: 8, accepted: 0, rejected: 0 });
    expect(run.tokensUsed).toBeGreaterThan(0);
    expect(run.chargedPoints).toBeGreaterThanOrEqual(1);
    expect(model.requests.length).toBe(sent + 1);
    // What was sent: the design only, as strict structured output.
    const request = model.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body.response_format).toMatchObject({ type: 'json_schema' });
    expect(JSON.stringify(request.body.messages)).toContain('GET /pets/{petId}');

    // A retry of the start answers the same run and asks nothing more.
    const again = await start(cast.writer, projectId, 'key-1');
    expect(again.json<AiRun>().id).toBe(run.id);
    expect(model.requests.length).toBe(sent + 1);

    const page = (
      await as(t.app, cast.reader).get(runUrl(projectId, `/${run.id}/proposals?status=pending`))
    ).json<AiProposalPage>();
    expect(page.total).toBe(8);
    const find = (itemId: string, pointer: string) =>
      page.items.find((p) => p.itemId === itemId && p.pointer === pointer)!;
    const summary = find(endpoint.id, '');
    expect(summary).toMatchObject({
      kind: 'summary',
      value: 'Find a pet',
      itemName: 'GET /pets/{petId}',
    });
    const example = find(endpoint.id, '/parameters/0/example');
    expect(example.value).toBe(42);
    const idExample = find(pet.id, '/schema/properties/id/examples');
    expect(idExample.value).toBe(42);
    const described = find(endpoint.id, '/description');

    const decided = await as(t.app, cast.writer).post(runUrl(projectId, `/${run.id}/decisions`), {
      accept: [
        { id: summary.id },
        { id: described.id, value: 'Reads one pet by its id.' },
        { id: idExample.id },
      ],
      reject: [example.id],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<ProposalDecisions>()).toMatchObject({
      accepted: 3,
      rejected: 1,
      outdated: 0,
      itemsSaved: 2,
      run: { proposals: { pending: 4, accepted: 3, rejected: 1 } },
    });
    const saved = (
      await as(t.app, cast.reader).get(itemUrl(projectId, endpoint.id))
    ).json<DesignItem>();
    expect(saved.name).toBe('Find a pet');
    expect(saved.data).toMatchObject({ description: 'Reads one pet by its id.' });
    expect(
      (saved.data as { parameters: { example?: unknown }[] }).parameters[0]!.example,
    ).toBeUndefined();
    const model2 = (
      await as(t.app, cast.reader).get(itemUrl(projectId, pet.id))
    ).json<DesignItem>();
    expect(model2.data).toMatchObject({ schema: { properties: { id: { examples: [42] } } } });
    const history = (
      await as(t.app, cast.reader).get(itemUrl(projectId, endpoint.id, '/revisions'))
    ).json<{
      items: Revision[];
    }>();
    expect(history.items[0]).toMatchObject({ action: 'ai', author: { id: cast.writer.id } });

    // The rest in bulk; a place filled by hand meanwhile is left alone.
    const filled = await as(t.app, cast.writer).put(itemUrl(projectId, pet.id), {
      baseVersion: model2.version,
      name: 'Pet',
      data: {
        schema: { ...(model2.data as { schema: object }).schema, description: 'A pet, by hand.' },
      },
    });
    expect(filled.statusCode, filled.body).toBe(200);
    const rest = await as(t.app, cast.writer).post(runUrl(projectId, `/${run.id}/decisions`), {
      rest: 'accept',
    });
    expect(rest.json<ProposalDecisions>()).toMatchObject({ accepted: 3, outdated: 1 });
    const byHand = (
      await as(t.app, cast.reader).get(itemUrl(projectId, pet.id))
    ).json<DesignItem>();
    expect(byHand.data).toMatchObject({ schema: { description: 'A pet, by hand.' } });

    // The charge, once, in the points details: function, project and member.
    const entries = (await as(t.app, cast.writer).get(`/api/v1/points/entries?size=50`)).json<{
      items: PointEntry[];
    }>();
    const uses = entries.items.filter(
      (e) => e.entry === 'consumption' && e.projectId === projectId,
    );
    expect(uses).toEqual([
      expect.objectContaining({
        function: 'aiAnnotation',
        amount: run.chargedPoints,
        memberName: 'Writer',
        isInterrupted: false,
      }),
    ]);

    // A re-run asks only for what is still missing: the rejected example.
    const rerun = await start(cast.writer, projectId, 'key-2');
    expect(rerun.statusCode, rerun.body).toBe(202);
    const second = await finished(cast.writer, projectId, rerun.json<AiRun>().id);
    expect(second.proposals.pending).toBe(1);
    expect(model.requests.length).toBe(sent + 2);
    const last = await as(t.app, cast.writer).post(runUrl(projectId, `/${second.id}/decisions`), {
      rest: 'accept',
    });
    expect(last.json<ProposalDecisions>()).toMatchObject({ accepted: 1 });
    // Now nothing is: a third is refused before any call.
    expectProblem(await start(cast.writer, projectId, 'key-3'), 409, 'AI_NOTHING_MISSING');
    expect(model.requests.length).toBe(sent + 2);
  });

  it('is refused before any call when the points left cannot cover the estimate, or for a read-only member', async () => {
    const { projectId } = await project(0);
    const sent = model.requests.length;
    expectProblem(await start(cast.writer, projectId, 'poor'), 402, 'POINTS_INSUFFICIENT');
    expectProblem(await start(cast.reader, projectId, 'reader'), 403, 'PERMISSION_DENIED');
    expect(model.requests.length).toBe(sent);
  });

  it('fails with the model’s error when it answers what cannot be used, and charges what it used', async () => {
    const { projectId } = await project(100);
    model.script({
      kind: 'answer',
      content: 'not json {',
      promptTokens: 1500,
      completionTokens: 10,
    });
    const started = await start(cast.writer, projectId, 'bad');
    const run = await finished(cast.writer, projectId, started.json<AiRun>().id);
    expect(run).toMatchObject({ status: 'failed', ended: { code: 'AI_BAD_ANSWER' } });
    expect(run.tokensUsed).toBe(1510);
    expect(run.chargedPoints).toBe(2);
    const entries = (await as(t.app, cast.writer).get('/api/v1/points/entries?size=50')).json<{
      items: PointEntry[];
    }>();
    expect(
      entries.items.find((e) => e.entry === 'consumption' && e.projectId === projectId),
    ).toMatchObject({
      isInterrupted: true,
      amount: 2,
    });
  });

  it('stops when the points run out part-way, charging up to what is left, and resumes after a purchase', async () => {
    const { projectId, teamId } = await (async () => {
      const scene = await stage(t.database.db, cast);
      await grantPoints(t.database.db, {
        ownerType: 'team',
        ownerId: scene.teamId,
        amount: 20,
        source: 'plan',
        expiresAt: null,
      });
      return scene;
    })();
    // Sixty parameters: two calls of forty values and less.
    const parameters = Array.from({ length: 30 }, (_, i) => ({
      name: `p${i}`,
      in: 'query',
      schema: { type: 'string' },
    }));
    await createItem(
      t.app,
      cast.writer,
      projectId,
      endpointBody('List', { path: '/list', parameters }),
    );
    // The first call reports far more tokens than estimated: the second cannot be paid for.
    model.script({
      kind: 'reply',
      reply: annotationReply,
      promptTokens: 30_000,
      completionTokens: 0,
    });
    const started = await start(cast.writer, projectId, 'runs-out');
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(cast.writer, projectId, started.json<AiRun>().id);
    expect(run).toMatchObject({
      status: 'stopped',
      ended: { code: 'POINTS_INSUFFICIENT' },
      progress: { done: 1, total: 2 },
      // 30 points owed, 20 were left: the ledger never goes below zero.
      chargedPoints: 20,
    });
    expect(run.proposals.pending).toBe(40);
    expectProblem(
      await as(t.app, cast.writer).post(runUrl(projectId, `/${run.id}/resume`)),
      402,
      'POINTS_INSUFFICIENT',
    );
    await grantPoints(t.database.db, {
      ownerType: 'team',
      ownerId: teamId,
      amount: 50,
      source: 'package',
      expiresAt: null,
    });
    const resumed = await as(t.app, cast.writer).post(runUrl(projectId, `/${run.id}/resume`));
    expect(resumed.statusCode, resumed.body).toBe(200);
    const done = await finished(cast.writer, projectId, run.id);
    expect(done).toMatchObject({ status: 'done', progress: { done: 2, total: 2 } });
    expect(done.proposals.pending).toBe(61);
    expect(done.chargedPoints).toBeGreaterThan(20);
  });

  it('stops when asked, after the call in flight', async () => {
    const { projectId } = await project(100);
    model.script({ kind: 'hang' });
    const sent = model.requests.length;
    const started = await start(cast.writer, projectId, 'hang');
    const id = started.json<AiRun>().id;
    // Stopped while its call hangs: a stop before the call would leave the hang scripted for the
    // next test's call (it failed the cap test on a loaded machine so).
    await expect.poll(() => model.requests.length).toBe(sent + 1);
    expectProblem(await start(cast.writer, projectId, 'second'), 409, 'AI_RUN_ACTIVE');
    const stopped = await as(t.app, cast.writer).post(runUrl(projectId, `/${id}/stop`));
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<AiRun>()).toMatchObject({
      status: 'stopped',
      ended: null,
      chargedPoints: 0,
    });
    expectProblem(
      await as(t.app, cast.writer).post(runUrl(projectId, `/${id}/stop`)),
      409,
      'AI_RUN_FINISHED',
    );
  });
});

describe("the project's monthly cap", () => {
  const capUrl = (projectId: string) => `/api/v1/projects/${projectId}/points/cap`;

  it('is set by a team admin only, and an action that would pass it is refused before any call', async () => {
    const { projectId } = await project(100);
    expectProblem(
      await as(t.app, cast.owner).put(capUrl(projectId), { monthlyCap: 5 }),
      403,
      'PERMISSION_DENIED',
    );
    const bad = await as(t.app, cast.admin).put(capUrl(projectId), { monthlyCap: -1 });
    expectProblem(bad, 400, 'VALIDATION_FAILED');
    const set = await as(t.app, cast.admin).put(capUrl(projectId), { monthlyCap: 0 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ monthlyCap: 0, spentThisMonth: 0 });

    const preview = (
      await as(t.app, cast.writer).post(aiUrl(projectId, '/preview'), { language: 'en' })
    ).json<AnnotationPreview>();
    expect(preview).toMatchObject({ spendablePoints: 100, monthlyCapLeft: 0 });
    const sent = model.requests.length;
    expectProblem(await start(cast.writer, projectId, 'capped'), 402, 'AI_CAP_REACHED');
    expect(model.requests.length).toBe(sent);

    // Lifted, the run goes ahead, and what it spent counts against the month.
    await as(t.app, cast.admin).put(capUrl(projectId), { monthlyCap: null });
    const started = await start(cast.writer, projectId, 'uncapped');
    const run = await finished(cast.writer, projectId, started.json<AiRun>().id);
    expect(run).toMatchObject({ status: 'done', ended: null });
    const read = await as(t.app, cast.reader).get(capUrl(projectId));
    expect(read.json()).toMatchObject({ monthlyCap: null, spentThisMonth: run.chargedPoints });
  });
});

describe('with no model configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ ai: undefined });
  });
  afterAll(() => bare?.close());

  it('the preview and the model status say so, and a start is refused with AI_NOT_CONFIGURED', async () => {
    const people = await signUpCast(bare.app);
    const status = await as(bare.app, people.reader).get('/api/v1/ai/model');
    expect(status.json()).toEqual({ model: null });
    expect((await as(t.app, cast.reader).get('/api/v1/ai/model')).json()).toEqual({
      model: 'instance',
    });
    expectProblem(await as(bare.app, null).get('/api/v1/ai/model'), 401, 'UNAUTHENTICATED');
    const { projectId } = await stage(bare.database.db, people);
    await createItem(bare.app, people.writer, projectId, endpointBody('GET /a', { path: '/a' }));
    const preview = await as(bare.app, people.writer).post(aiUrl(projectId, '/preview'), {
      language: 'ja',
    });
    expect(preview.json<AnnotationPreview>().model).toBeNull();
    const refused = await as(bare.app, people.writer).post(aiUrl(projectId), {
      language: 'ja',
      idempotencyKey: 'k',
    });
    expectProblem(refused, 409, 'AI_NOT_CONFIGURED');
  });
});
