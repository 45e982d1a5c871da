import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiCostPreview, ImportJob, PointEntry } from '@heron/contract';
import { commitAndWait, designUrl, waitForJob } from '../../../test/design-transfer-helpers.js';
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
 * AI parsing import through the API (issue 24), against the loopback model: Markdown in,
 * endpoints and models out, in the import preview with the sentence each came from, written only
 * when committed; charged once; refused before any call when it cannot be paid for.
 */

const MARKDOWN = `# Pet store

GET /pets/{petId} returns the pet with that id.

To add a pet, POST it to /pets as JSON.

A pet has an id (a number) and a name.`;

/** What the model answers for the Markdown above. */
const EXTRACTION = {
  endpoints: [
    {
      method: 'get',
      path: '/pets/{petId}',
      summary: 'Find a pet',
      description: 'Returns the pet with that id.',
      tags: ['pets'],
      source: 'GET /pets/{petId} returns the pet with that id.',
      parameters: [
        {
          name: 'petId',
          in: 'path',
          required: true,
          type: 'integer',
          description: 'The pet',
          example: '7',
        },
      ],
      requestBody: { contentType: '', schema: '', example: '' },
      responses: [
        {
          status: '200',
          description: 'The pet',
          contentType: 'application/json',
          schema: '{"$ref":"#/components/schemas/Pet"}',
          example: '',
        },
      ],
    },
    {
      method: 'post',
      path: '/pets',
      summary: 'Add a pet',
      description: '',
      tags: ['pets'],
      source: 'To add a pet, POST it to /pets as JSON.',
      parameters: [],
      requestBody: {
        contentType: 'application/json',
        schema: '{"$ref":"#/components/schemas/Pet"}',
        example: '',
      },
      responses: [],
    },
  ],
  models: [
    {
      name: 'Pet',
      description: 'A pet',
      schema: '{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"}}}',
      source: 'A pet has an id (a number) and a name.',
    },
  ],
};

let model: FakeModelServer;
let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  model = await startFakeModelServer();
  t = await createTestApp({
    ai: aiSettingsOf(model),
  });
  cast = await signUpCast(t.app);
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});

async function project(points: number): Promise<string> {
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
  return projectId;
}

const startAi = (person: Person, projectId: string, text = MARKDOWN) =>
  as(t.app, person).post(designUrl(projectId, '/imports/ai'), { text, language: 'en' });

async function parsed(person: Person, projectId: string, text = MARKDOWN): Promise<ImportJob> {
  const started = await startAi(person, projectId, text);
  expect(started.statusCode, started.body).toBe(202);
  return waitForJob(t.app, person, projectId, started.json<ImportJob>().id);
}

describe('AI parsing import', () => {
  it('previews its cost from the size of the material, before anything is sent', async () => {
    const projectId = await project(100);
    const sent = model.requests.length;
    const preview = (text: string) =>
      as(t.app, cast.writer).post(`/api/v1/projects/${projectId}/ai/imports/preview`, {
        text,
        language: 'en',
      });
    const short = await preview(MARKDOWN);
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json<AiCostPreview>()).toMatchObject({ model: 'instance', spendablePoints: 100 });
    const long = (await preview(MARKDOWN.repeat(200))).json<AiCostPreview>();
    expect(long.estimatedPoints).toBeGreaterThan(short.json<AiCostPreview>().estimatedPoints);
    expect(model.requests.length).toBe(sent);
    expectProblem(await preview(' '), 400, 'VALIDATION_FAILED');
  });

  it('reads Markdown into endpoints and models shown in the preview with their sentences, written only on commit', async () => {
    const projectId = await project(100);
    model.script({
      kind: 'answer',
      content: JSON.stringify(EXTRACTION),
      promptTokens: 1800,
      completionTokens: 600,
    });
    const sent = model.requests.length;
    const job = await parsed(cast.writer, projectId);
    expect(job.status, JSON.stringify(job.issues)).toBe('ready');
    expect(model.requests.length).toBe(sent + 1);
    const prompt = JSON.stringify(model.requests.at(-1)!.body.messages);
    expect(prompt).toContain('GET /pets/{petId} returns the pet with that id.');
    expect(job.summary).toMatchObject({ add: 3, change: 0 });
    expect(job.entries.map((e) => [e.kind, e.name, e.quote])).toEqual([
      ['endpoint', 'Find a pet', 'GET /pets/{petId} returns the pet with that id.'],
      ['endpoint', 'Add a pet', 'To add a pet, POST it to /pets as JSON.'],
      ['model', 'Pet', 'A pet has an id (a number) and a name.'],
    ]);
    // Nothing is written before the commit.
    const before = await as(t.app, cast.writer).get(designUrl(projectId, '/tree'));
    expect(before.json<{ nodes: unknown[] }>().nodes).toEqual([]);

    const done = await commitAndWait(t.app, cast.writer, projectId, job.id);
    expect(done.status).toBe('done');
    const { nodes } = (await as(t.app, cast.reader).get(designUrl(projectId, '/tree'))).json<{
      nodes: { kind: string; name: string }[];
    }>();
    expect(
      nodes
        .filter((n) => n.kind !== 'folder')
        .map((n) => n.name)
        .sort(),
    ).toEqual(['Add a pet', 'Find a pet', 'Pet']);

    // Charged once, as an AI import in the project: 2,400 tokens, 3 points.
    const entries = (await as(t.app, cast.writer).get('/api/v1/points/entries?size=50')).json<{
      items: PointEntry[];
    }>();
    expect(
      entries.items.filter((e) => e.entry === 'consumption' && e.projectId === projectId),
    ).toEqual([expect.objectContaining({ function: 'aiImport', amount: 3, isInterrupted: false })]);
  });

  it('fails the job, naming the model’s error, when the model gives no usable answer; what it used is charged', async () => {
    const projectId = await project(100);
    model.script({
      kind: 'answer',
      content: '{"endpoints": [',
      promptTokens: 500,
      completionTokens: 5,
    });
    const job = await parsed(cast.writer, projectId);
    expect(job.status).toBe('failed');
    expect(job.issues).toContainEqual(
      expect.objectContaining({
        code: 'AI_MODEL',
        message: expect.stringContaining('AI_BAD_ANSWER'),
      }),
    );
    const entries = (await as(t.app, cast.writer).get('/api/v1/points/entries?size=50')).json<{
      items: PointEntry[];
    }>();
    expect(
      entries.items.find((e) => e.entry === 'consumption' && e.projectId === projectId),
    ).toMatchObject({
      function: 'aiImport',
      amount: 1,
      isInterrupted: true,
    });
  });

  it('fails when the model finds nothing, and keeps the import’s own checks', async () => {
    const projectId = await project(100);
    model.script({ kind: 'answer', content: JSON.stringify({ endpoints: [], models: [] }) });
    const nothing = await parsed(cast.writer, projectId, 'Lunch is at noon.');
    expect(nothing.status).toBe('failed');
    expect(nothing.issues.map((i) => i.code)).toEqual(['AI_NOTHING_FOUND']);
    // A path the importer refuses is refused here too, with its usual finding.
    const bad = {
      endpoints: [{ ...EXTRACTION.endpoints[1], path: '/pets/{id}', source: 'x' }],
      models: [],
    };
    model.script({ kind: 'answer', content: JSON.stringify(bad) });
    const checked = await parsed(cast.writer, projectId);
    expect(checked.issues.map((i) => i.code)).toContain('PATH_PARAMETER');
  });

  it('is refused before any call: no points, a read-only member, empty or oversized material', async () => {
    const projectId = await project(0);
    const sent = model.requests.length;
    expectProblem(await startAi(cast.writer, projectId), 402, 'POINTS_INSUFFICIENT');
    expectProblem(await startAi(cast.reader, projectId), 403, 'PERMISSION_DENIED');
    expectProblem(await startAi(cast.writer, projectId, '   '), 400, 'VALIDATION_FAILED');
    expectProblem(
      await startAi(cast.writer, projectId, 'x'.repeat(100_001)),
      400,
      'VALIDATION_FAILED',
    );
    expect(model.requests.length).toBe(sent);
  });
});

describe('AI parsing import with no model configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ ai: undefined });
  });
  afterAll(() => bare?.close());

  it('is refused with AI_NOT_CONFIGURED', async () => {
    const people = await signUpCast(bare.app);
    const { projectId } = await stage(bare.database.db, people);
    const refused = await as(bare.app, people.writer).post(designUrl(projectId, '/imports/ai'), {
      text: MARKDOWN,
      language: 'en',
    });
    expectProblem(refused, 409, 'AI_NOT_CONFIGURED');
  });
});
