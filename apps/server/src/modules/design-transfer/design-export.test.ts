import { eq } from 'drizzle-orm';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportFormat, ExportSyntax } from '@heron/contract';
import { designItems, projects, teams } from '../../db/schema/index.js';
import {
  designUrl,
  importAndCommit,
  liveItems,
  NO_FIXTURES,
  readFixture,
} from '../../../test/design-transfer-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  as,
  expectDenied,
  expectProblem,
  seedProject,
  seedProjectCrew,
  seedTeam,
  type Person,
} from '../../../test/workspace-helpers.js';
import { attachmentDisposition } from './export-service.js';

let t: TestApp;
let crew: Awaited<ReturnType<typeof seedProjectCrew>>;
const db = () => t.database.db;
const api = (person: Person | null) => as(t.app, person);

beforeAll(async () => {
  t = await createTestApp();
  crew = await seedProjectCrew(t.app, db());
  await db().update(teams).set({ plan: 'enterprise' }).where(eq(teams.id, crew.teamId));
});
afterAll(async () => {
  await t?.close();
});

const newProject = () => seedProject(db(), crew.teamId, crew.admin);
const exportUrl = (projectId: string, query: string) => designUrl(projectId, `/export?${query}`);

/** What a design is made of, compared across a round trip: endpoints by method and path, models. */
async function shape(projectId: string) {
  const items = await liveItems(db(), projectId);
  return {
    endpoints: items
      .filter((i) => i.kind === 'endpoint')
      .map((i) => `${i.method} ${i.path}`)
      .sort(),
    models: items
      .filter((i) => i.kind === 'model')
      .map((i) => i.name)
      .sort(),
  };
}

describe('attachmentDisposition', () => {
  it('names ASCII files plainly and others the RFC 5987 way, with an ASCII fallback', () => {
    expect(attachmentDisposition('petstore.openapi-3.1.json')).toBe(
      'attachment; filename="petstore.openapi-3.1.json"',
    );
    expect(attachmentDisposition('宠物.openapi-3.1.json')).toBe(
      `attachment; filename="heron-export.openapi-3.1.json"; filename*=UTF-8''%E5%AE%A0%E7%89%A9.openapi-3.1.json`,
    );
    expect(attachmentDisposition('Café (v2).json')).toBe(
      `attachment; filename="Cafe (v2).json"; filename*=UTF-8''Caf%C3%A9%20%28v2%29.json`,
    );
  });
});

describe.skipIf(NO_FIXTURES)('exporting the design', () => {
  let source: string;
  const petstore = () => readFixture('oai-examples/v3.0/petstore.yaml');

  beforeAll(async () => {
    source = await newProject();
    await importAndCommit(t.app, crew.admin, source, { text: petstore() });
  });

  const cases: Array<[ExportFormat, ExportSyntax, string, RegExp]> = [
    ['openapi-3.1', 'json', 'application/json', /\.openapi-3\.1\.json$/],
    ['openapi-3.1', 'yaml', 'application/yaml', /\.openapi-3\.1\.yaml$/],
    ['openapi-3.0', 'json', 'application/json', /\.openapi-3\.0\.json$/],
    ['openapi-3.0', 'yaml', 'application/yaml', /\.openapi-3\.0\.yaml$/],
    ['postman-2.1', 'json', 'application/json', /\.postman_collection\.json$/],
    ['heron', 'json', 'application/json', /\.heron\.json$/],
    ['heron', 'yaml', 'application/yaml', /\.heron\.yaml$/],
  ];

  it.each(cases)(
    'exports %s as %s, and importing it gives back the design',
    async (format, syntax, type, name) => {
      const answer = await api(crew.admin).get(
        exportUrl(source, `format=${format}&syntax=${syntax}`),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toContain(type);
      const disposition = String(answer.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="/);
      expect(disposition.match(/filename="([^"]+)"/)![1]).toMatch(name);
      const document = syntax === 'json' ? JSON.parse(answer.body) : load(answer.body);
      expect(typeof document).toBe('object');

      const target = await newProject();
      // The Postman export names its format: it carries the design settings (with an `openapi`
      // field) in `x-heron`, which format detection currently takes for an OpenAPI document.
      const job = await importAndCommit(t.app, crew.admin, target, {
        text: answer.body,
        ...(format === 'postman-2.1' ? { format: 'postman-2.1' } : {}),
      });
      expect(job.issues.filter((i) => i.severity === 'error')).toEqual([]);
      const before = await shape(source);
      const after = await shape(target);
      expect(after.endpoints).toEqual(before.endpoints);
      // A Postman collection holds requests, not schemas.
      if (format !== 'postman-2.1') expect(after.models).toEqual(before.models);
    },
  );

  it('exports one folder with the models it uses, transitively', async () => {
    const items = await liveItems(db(), source);
    const list = items.find((i) => i.method === 'get' && i.path === '/pets')!;
    const [folder] = await db()
      .insert(designItems)
      .values({
        projectId: source,
        kind: 'folder',
        section: 'api',
        parentId: null,
        sort: 1e9,
        name: '宠物',
        data: '{"description":""}',
      })
      .returning();
    await db().update(designItems).set({ parentId: folder!.id }).where(eq(designItems.id, list.id));
    try {
      const answer = await api(crew.admin).get(exportUrl(source, `folderId=${folder!.id}`));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-disposition']).toContain(
        "filename*=UTF-8''%E5%AE%A0%E7%89%A9.openapi-3.1.json",
      );
      const document = JSON.parse(answer.body) as {
        paths: Record<string, Record<string, unknown>>;
        components?: { schemas?: Record<string, unknown> };
      };
      expect(Object.keys(document.paths)).toEqual(['/pets']);
      expect(
        Object.keys(document.paths['/pets']!).filter((k) => k === 'get' || k === 'post'),
      ).toEqual(['get']);
      // GET /pets answers Pets (which holds Pet) or Error; Pet comes only through Pets.
      expect(Object.keys(document.components?.schemas ?? {}).sort()).toEqual([
        'Error',
        'Pet',
        'Pets',
      ]);
    } finally {
      await db()
        .update(designItems)
        .set({ parentId: list.parentId })
        .where(eq(designItems.id, list.id));
      await db().delete(designItems).where(eq(designItems.id, folder!.id));
    }
  });

  it('refuses an unknown folder, or an item that is not a folder, with NOT_FOUND', async () => {
    const [endpoint] = (await liveItems(db(), source)).filter((i) => i.kind === 'endpoint');
    expectProblem(
      await api(crew.admin).get(exportUrl(source, `folderId=${endpoint!.id}`)),
      404,
      'NOT_FOUND',
    );
    const other = await newProject();
    expectProblem(
      await api(crew.admin).get(exportUrl(other, `folderId=${endpoint!.id}`)),
      404,
      'NOT_FOUND',
    );
    expectProblem(
      await api(crew.admin).get(exportUrl(source, 'format=wsdl')),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('who may export', () => {
  it('lets read-only members and locked or frozen projects export; refuses strangers', async () => {
    const url = exportUrl(crew.projectId, 'format=openapi-3.1');
    expect((await api(crew.reader).get(url)).statusCode).toBe(200);
    expect((await api(crew.writer).get(url)).statusCode).toBe(200);
    expectDenied(await api(crew.outsider).get(url));
    expectProblem(await api(null).get(url), 401, 'UNAUTHENTICATED');
    expectProblem(
      await api(crew.admin).get(exportUrl('00000000-0000-4000-8000-000000000000', 'format=heron')),
      404,
      'NOT_FOUND',
    );

    const locked = await newProject();
    await db().update(projects).set({ isLocked: true }).where(eq(projects.id, locked));
    expect((await api(crew.admin).get(exportUrl(locked, 'format=heron'))).statusCode).toBe(200);

    const starter = await seedTeam(db(), crew.admin);
    for (let i = 0; i < 10; i += 1) {
      await seedProject(db(), starter, crew.admin, {
        createdAt: new Date(Date.now() - 86_400_000 + i),
      });
    }
    const frozen = await seedProject(db(), starter, crew.admin);
    expect((await api(crew.admin).get(exportUrl(frozen, 'format=heron'))).statusCode).toBe(200);
  });

  it('exports an empty project as a valid document', async () => {
    const empty = await newProject();
    const answer = await api(crew.admin).get(exportUrl(empty, 'format=openapi-3.1'));
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
  });
});
