import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AiCostPreview,
  AiModelStatus,
  AiRun,
  AnnotationPreview,
  ImportJob,
  PointEntry,
  TeamAiModelCheck,
  TeamAiModelView,
} from '@heron/contract';
import { teamAiModels } from '../../db/schema/ai.js';
import { createItem, endpointBody } from '../../../test/design-helpers.js';
import { designUrl, waitForJob } from '../../../test/design-transfer-helpers.js';
import {
  featureReply,
  startFakeModelServer,
  type FakeModelServer,
} from '../../../test/fake-model-server.js';
import { signUpCast, stage, type Cast } from '../../../test/project-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { as, expectProblem, type Person } from '../../../test/workspace-helpers.js';

/**
 * A team's own model (issue 24), through the API, on an instance with no model of its own: team
 * admins set, check and remove it; its key is stored sealed and never shown; every AI feature of
 * the team's projects calls it and spends no points; its address is held to the instance's
 * policy.
 */

const KEY = 'sk-team-own-key-7f3a';

let model: FakeModelServer;
let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  model = await startFakeModelServer({ kind: 'reply', reply: featureReply });
  t = await createTestApp();
  cast = await signUpCast(t.app);
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});
beforeEach(() => model.setFallback({ kind: 'reply', reply: featureReply }));

const modelUrl = (teamId: string, rest = '') => `/api/v1/teams/${teamId}/ai/model${rest}`;
const settings = (extra: Record<string, unknown> = {}) => ({
  baseUrl: model.baseUrl,
  model: 'team-model',
  apiKey: KEY,
  ...extra,
});

/** A team (with no points at all) and a project with one endpoint, nothing described. */
async function scene(): Promise<{ teamId: string; projectId: string; endpointId: string }> {
  const { teamId, projectId } = await stage(t.database.db, cast);
  const endpoint = await createItem(
    t.app,
    cast.writer,
    projectId,
    endpointBody('GET /pets/{petId}', {
      method: 'get',
      path: '/pets/{petId}',
      parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: [{ status: '200', description: 'OK', content: [] }],
    }),
  );
  return { teamId, projectId, endpointId: endpoint.id };
}

async function finished(person: Person, projectId: string, runId: string): Promise<AiRun> {
  for (;;) {
    const read = await as(t.app, person).get(
      `/api/v1/projects/${projectId}/ai/runs/${runId}?waitMs=5000`,
    );
    expect(read.statusCode, read.body).toBe(200);
    const run = read.json<AiRun>();
    if (run.status !== 'running') return run;
  }
}

const status = async (person: Person, projectId?: string) =>
  (
    await as(t.app, person).get(`/api/v1/ai/model${projectId ? `?projectId=${projectId}` : ''}`)
  ).json<AiModelStatus>().model;

describe("a team's own model", () => {
  it('is set by a team admin only, its key sealed at rest and shown by its last four characters', async () => {
    const { teamId, projectId } = await scene();
    const none = await as(t.app, cast.writer).get(modelUrl(teamId));
    expect(none.json<TeamAiModelView>()).toEqual({
      model: null,
      canManage: false,
      hasInstanceModel: false,
    });
    expect(await status(cast.writer, projectId)).toBeNull();

    for (const person of [cast.owner, cast.writer, cast.reader]) {
      expectProblem(
        await as(t.app, person).put(modelUrl(teamId), settings()),
        403,
        'PERMISSION_DENIED',
      );
    }
    expectProblem(await as(t.app, cast.outsider).get(modelUrl(teamId)), 403, 'PERMISSION_DENIED');

    const saved = await as(t.app, cast.admin).put(modelUrl(teamId), settings());
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json<TeamAiModelView>();
    expect(view).toMatchObject({
      canManage: true,
      model: {
        baseUrl: model.baseUrl,
        model: 'team-model',
        keyHint: '7f3a',
        updatedBy: { id: cast.admin.id },
      },
    });
    expect(saved.body).not.toContain(KEY);
    const [row] = await t.database.db
      .select()
      .from(teamAiModels)
      .where(eq(teamAiModels.teamId, teamId));
    expect(row!.apiKeySealed).toMatch(/^v1:/);
    expect(row!.apiKeySealed).not.toContain(KEY);

    // Members see it, read-only; the project's AI features now run on it.
    const seen = (await as(t.app, cast.reader).get(modelUrl(teamId))).json<TeamAiModelView>();
    expect(seen).toMatchObject({ canManage: false, model: { keyHint: '7f3a' } });
    expect(await status(cast.writer, projectId)).toBe('team');
    expect(await status(cast.writer)).toBeNull();
    expectProblem(
      await as(t.app, cast.outsider).get(`/api/v1/ai/model?projectId=${projectId}`),
      403,
      'PERMISSION_DENIED',
    );
  });

  it('refuses an address that is not http(s) and a missing model name, saying which', async () => {
    const { teamId } = await scene();
    const bad = await as(t.app, cast.admin).put(
      modelUrl(teamId),
      settings({ baseUrl: 'file:///etc/passwd', model: ' ' }),
    );
    expectProblem(bad, 400, 'VALIDATION_FAILED');
    const fields = JSON.stringify(bad.json());
    expect(fields).toContain('baseUrl');
    expect(fields).toContain('model');
    expect((await as(t.app, cast.admin).get(modelUrl(teamId))).json<TeamAiModelView>().model).toBe(
      null,
    );
  });

  it('annotates, generates tests and imports with no points, calling the team model with its key', async () => {
    const { teamId, projectId, endpointId } = await scene();
    await as(t.app, cast.admin).put(modelUrl(teamId), settings());

    const preview = (
      await as(t.app, cast.writer).post(`/api/v1/projects/${projectId}/ai/annotations/preview`, {
        language: 'en',
      })
    ).json<AnnotationPreview>();
    expect(preview).toMatchObject({ model: 'team', estimatedPoints: 0, spendablePoints: 0 });
    const testsPreview = await as(t.app, cast.writer).post(
      `/api/v1/projects/${projectId}/ai/tests/preview`,
      { endpointId, language: 'en' },
    );
    expect(testsPreview.json<AiCostPreview>()).toMatchObject({ model: 'team', estimatedPoints: 0 });

    const sent = model.requests.length;
    const started = await as(t.app, cast.writer).post(
      `/api/v1/projects/${projectId}/ai/annotations`,
      { language: 'en', idempotencyKey: 'team-1' },
    );
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(cast.writer, projectId, started.json<AiRun>().id);
    expect(run).toMatchObject({ status: 'done', chargedPoints: 0 });
    expect(run.tokensUsed).toBeGreaterThan(0);
    expect(model.requests.length).toBe(sent + 1);
    const request = model.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body.model).toBe('team-model');

    const tests = await as(t.app, cast.writer).post(`/api/v1/projects/${projectId}/ai/tests`, {
      endpointId,
      language: 'en',
      idempotencyKey: 'team-tests-1',
    });
    expect(tests.statusCode, tests.body).toBe(202);
    expect((await finished(cast.writer, projectId, tests.json<AiRun>().id)).status).toBe('done');

    const imported = await as(t.app, cast.writer).post(designUrl(projectId, '/imports/ai'), {
      text: 'GET /orders/{orderId} returns one order.',
      language: 'en',
    });
    expect(imported.statusCode, imported.body).toBe(202);
    const job = await waitForJob(t.app, cast.writer, projectId, imported.json<ImportJob>().id);
    expect(job.status, JSON.stringify(job.issues)).toBe('ready');

    const entries = (await as(t.app, cast.writer).get('/api/v1/points/entries?size=50')).json<{
      items: PointEntry[];
    }>();
    expect(entries.items.filter((entry) => entry.entry === 'consumption')).toEqual([]);
  });

  it('keeps the stored key when a change leaves it out, and clears it when it is empty', async () => {
    const { teamId, projectId } = await scene();
    await as(t.app, cast.admin).put(modelUrl(teamId), settings());
    const renamed = await as(t.app, cast.admin).put(
      modelUrl(teamId),
      settings({ apiKey: undefined, model: 'renamed' }),
    );
    expect(renamed.json<TeamAiModelView>().model).toMatchObject({
      model: 'renamed',
      keyHint: '7f3a',
    });
    await runPreviewedAnnotation(projectId, 'kept-1');
    expect(model.requests.at(-1)!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(model.requests.at(-1)!.body.model).toBe('renamed');

    const keyless = await as(t.app, cast.admin).put(modelUrl(teamId), settings({ apiKey: '' }));
    expect(keyless.json<TeamAiModelView>().model?.keyHint).toBeNull();
    await runPreviewedAnnotation(projectId, 'kept-2', 'POST /pets');
    expect(model.requests.at(-1)!.headers.authorization).not.toContain(KEY);
  });

  it('checks settings with one short call before they are saved, and says why a check failed', async () => {
    const { teamId } = await scene();
    const checked = await as(t.app, cast.admin).post(modelUrl(teamId, '/check'), settings());
    expect(checked.statusCode, checked.body).toBe(200);
    const result = checked.json<TeamAiModelCheck>();
    expect(result.tokens).toBeGreaterThan(0);
    // It asks what the AI features ask: a stream of strict structured output.
    const asked = model.requests.at(-1)!;
    expect(asked.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(asked.body).toMatchObject({ stream: true, response_format: { type: 'json_schema' } });

    model.script({ kind: 'answer', content: 'ok' });
    expectProblem(
      await as(t.app, cast.admin).post(modelUrl(teamId, '/check'), settings()),
      502,
      'AI_BAD_ANSWER',
    );
    model.script({ kind: 'status', status: 401, message: 'Incorrect API key provided' });
    expectProblem(
      await as(t.app, cast.admin).post(modelUrl(teamId, '/check'), settings()),
      502,
      'AI_KEY_REFUSED',
    );
    // Nothing was saved by checking.
    expect((await as(t.app, cast.admin).get(modelUrl(teamId))).json<TeamAiModelView>().model).toBe(
      null,
    );
    expectProblem(
      await as(t.app, cast.writer).post(modelUrl(teamId, '/check'), settings()),
      403,
      'PERMISSION_DENIED',
    );
  });

  it('when removed, the team is back to the instance (none here) and a stopped run cannot resume', async () => {
    const { teamId, projectId } = await scene();
    await as(t.app, cast.admin).put(modelUrl(teamId), settings());
    model.script({ kind: 'hang' });
    const sent = model.requests.length;
    const started = await as(t.app, cast.writer).post(
      `/api/v1/projects/${projectId}/ai/annotations`,
      { language: 'en', idempotencyKey: 'gone-1' },
    );
    const runId = started.json<AiRun>().id;
    // Stopped while its call hangs, so the hang is not left for another test's call.
    await expect.poll(() => model.requests.length).toBe(sent + 1);
    const stopped = await as(t.app, cast.writer).post(
      `/api/v1/projects/${projectId}/ai/runs/${runId}/stop`,
    );
    expect(stopped.json<AiRun>().status).toBe('stopped');

    const removed = await as(t.app, cast.admin).delete(modelUrl(teamId));
    expect(removed.json<TeamAiModelView>().model).toBeNull();
    expect(await status(cast.writer, projectId)).toBeNull();
    expectProblem(
      await as(t.app, cast.writer).post(`/api/v1/projects/${projectId}/ai/runs/${runId}/resume`),
      409,
      'AI_NOT_CONFIGURED',
    );
    expectProblem(
      await as(t.app, cast.writer).post(`/api/v1/projects/${projectId}/ai/annotations`, {
        language: 'en',
        idempotencyKey: 'gone-2',
      }),
      409,
      'AI_NOT_CONFIGURED',
    );
  });
});

/** Adds an endpoint with nothing described and annotates it to the end. */
async function runPreviewedAnnotation(projectId: string, key: string, name = 'GET /owners') {
  const [method, path] = name.split(' ') as [string, string];
  await createItem(
    t.app,
    cast.writer,
    projectId,
    endpointBody(name, { method: method.toLowerCase(), path, responses: [] }),
  );
  const started = await as(t.app, cast.writer).post(
    `/api/v1/projects/${projectId}/ai/annotations`,
    { language: 'en', idempotencyKey: key },
  );
  expect(started.statusCode, started.body).toBe(202);
  expect((await finished(cast.writer, projectId, started.json<AiRun>().id)).status).toBe('done');
}
