import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DesignItem, EndpointData } from '@heron/contract';
import { emptyDesignMeta } from '@heron/engine/model';
import { designItems } from '../../db/schema/index.js';
import { expectProblem } from '../../../test/workspace-helpers.js';
import {
  createItem,
  designSuite,
  designUrl,
  endpointBody,
  expectRevisionInvariant,
  itemUrl,
  revisionRows,
} from '../../../test/design-helpers.js';

const suite = designSuite();
const { api, newProject } = suite;
const metaUrl = (projectId: string) => designUrl(projectId, '/meta');

const settings = {
  info: { title: 'Pet store', version: '1.0.0', description: 'Pets' },
  servers: [{ url: 'https://api.example.com', description: 'Production' }],
  security: [{ apiKey: [] }],
  securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Key' } },
  tags: [{ name: 'pets', extra: { 'x-display': 'Pets' } }],
  extra: { 'x-logo': { url: 'https://example.com/logo.png' } },
};

describe('GET and PUT /design/meta', () => {
  it('starts empty at version 0 and saves whole settings version by version', async () => {
    const projectId = await newProject();
    const initial = await api(suite.cast.reader).get(metaUrl(projectId));
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ version: 0, meta: emptyDesignMeta() });

    const saved = await api(suite.cast.writer).put(metaUrl(projectId), {
      baseVersion: 0,
      meta: settings,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ version: 1, meta: { ...emptyDesignMeta(), ...settings } });
    expect((await api(suite.cast.reader).get(metaUrl(projectId))).json()).toEqual(saved.json());

    const next = await api(suite.cast.owner).put(metaUrl(projectId), {
      baseVersion: 1,
      meta: { ...settings, servers: [] },
    });
    expect(next.json()).toMatchObject({ version: 2, meta: { servers: [], info: settings.info } });
    // The same settings again write nothing.
    const same = await api(suite.cast.owner).put(metaUrl(projectId), {
      baseVersion: 2,
      meta: { ...settings, servers: [] },
    });
    expect(same.json()).toMatchObject({ version: 2 });
  });

  it('refuses a save from an older version, keeping the first', async () => {
    const projectId = await newProject();
    await api(suite.cast.owner).put(metaUrl(projectId), { baseVersion: 0, meta: settings });
    const stale = await api(suite.cast.writer).put(metaUrl(projectId), {
      baseVersion: 0,
      meta: { info: { title: 'Mine', version: '2' } },
    });
    expectProblem(stale, 409, 'EDIT_CONFLICT');
    const ahead = await api(suite.cast.writer).put(metaUrl(projectId), {
      baseVersion: 5,
      meta: {},
    });
    expectProblem(ahead, 409, 'EDIT_CONFLICT');
    expect((await api(suite.cast.reader).get(metaUrl(projectId))).json()).toMatchObject({
      version: 1,
      meta: { info: { title: 'Pet store' } },
    });
  });

  it('lets exactly one of two first saves at once through', async () => {
    const projectId = await newProject();
    const answers = await Promise.all(
      ['A', 'B'].map((title) =>
        api(suite.cast.writer).put(metaUrl(projectId), {
          baseVersion: 0,
          meta: { info: { title, version: '1' } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expectProblem(
      answers.find((answer) => answer.statusCode === 409)!,
      409,
      'EDIT_CONFLICT',
    );
    expect((await api(suite.cast.reader).get(metaUrl(projectId))).json()).toMatchObject({
      version: 1,
    });
  });

  it('refuses bad settings with the field', async () => {
    const projectId = await newProject();
    const cases: Array<[unknown, string]> = [
      [{ baseVersion: 0, meta: { servers: [{ description: 'no url' }] } }, '/meta/servers/0/url'],
      [{ baseVersion: 0, meta: { tags: [{ name: '' }] } }, '/meta/tags/0/name'],
      [{ baseVersion: -1, meta: {} }, '/baseVersion'],
      [{ meta: {} }, '/baseVersion'],
    ];
    for (const [body, pointer] of cases) {
      const response = await api(suite.cast.owner).put(metaUrl(projectId), body);
      expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(
        response.json<{ errors: Array<{ pointer: string }> }>().errors.map((e) => e.pointer),
      ).toContain(pointer);
    }
    let deep: unknown = {};
    for (let i = 0; i < 300; i += 1) deep = { x: deep };
    const nested = await api(suite.cast.owner).put(metaUrl(projectId), {
      baseVersion: 0,
      meta: { extra: { 'x-deep': deep } },
    });
    expectProblem(nested, 400, 'VALIDATION_FAILED');
    expect((await api(suite.cast.reader).get(metaUrl(projectId))).json()).toMatchObject({
      version: 0,
    });
  });
});

describe('renaming a security scheme', () => {
  const schemes = {
    apiKey: { type: 'apiKey', in: 'header', name: 'X-Key' },
    bearer: { type: 'http', scheme: 'bearer' },
  };

  it('rewrites the endpoints that name it, each as a revision; others and the trash keep theirs', async () => {
    const projectId = await newProject();
    const writer = suite.cast.writer;
    await api(writer).put(metaUrl(projectId), {
      baseVersion: 0,
      meta: { securitySchemes: schemes, security: [{ apiKey: [] }] },
    });
    const uses = await createItem(suite.app, writer, projectId, {
      ...endpointBody('Uses it', { security: [{ apiKey: [] }, { apiKey: [], bearer: ['read'] }] }),
    });
    const other = await createItem(suite.app, writer, projectId, {
      ...endpointBody('Other', { path: '/other', security: [{ bearer: [] }] }),
    });
    const inherits = await createItem(suite.app, writer, projectId, {
      ...endpointBody('Inherits', { path: '/inherits' }),
    });
    const trashed = await createItem(suite.app, writer, projectId, {
      ...endpointBody('Trashed', { path: '/gone', security: [{ apiKey: [] }] }),
    });
    expect((await api(writer).delete(itemUrl(projectId, trashed.id))).statusCode).toBe(204);

    const renamed = await api(writer).put(metaUrl(projectId), {
      baseVersion: 1,
      meta: {
        securitySchemes: { partnerKey: schemes.apiKey, bearer: schemes.bearer },
        security: [{ partnerKey: [] }],
      },
      renamedSchemes: [{ from: 'apiKey', to: 'partnerKey' }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const read = async (id: string) =>
      (await api(suite.cast.reader).get(itemUrl(projectId, id))).json<DesignItem>();
    const after = await read(uses.id);
    expect(after.version).toBe(2);
    expect((after.data as EndpointData).security).toEqual([
      { partnerKey: [] },
      { partnerKey: [], bearer: ['read'] },
    ]);
    const revisions = await revisionRows(suite.db(), uses.id);
    expect(revisions.at(-1)).toMatchObject({ version: 2, action: 'update' });
    await expectRevisionInvariant(suite.db(), uses.id);
    expect((await read(other.id)).version).toBe(1);
    expect((await read(inherits.id)).version).toBe(1);
    const [gone] = await suite
      .db()
      .select()
      .from(designItems)
      .where(eq(designItems.id, trashed.id));
    expect(JSON.parse(gone!.data).security).toEqual([{ apiKey: [] }]);
  });

  it('refuses renames that do not match the settings, writing nothing', async () => {
    const projectId = await newProject();
    const writer = suite.cast.writer;
    await api(writer).put(metaUrl(projectId), {
      baseVersion: 0,
      meta: { securitySchemes: schemes },
    });
    const item = await createItem(suite.app, writer, projectId, {
      ...endpointBody('Uses it', { security: [{ apiKey: [] }] }),
    });
    const cases: [Record<string, unknown>, { from: string; to: string }[]][] = [
      // The old name is still there.
      [schemes, [{ from: 'apiKey', to: 'bearer' }]],
      // The new name is not there.
      [{ bearer: schemes.bearer }, [{ from: 'apiKey', to: 'partnerKey' }]],
      // The old name was never a scheme.
      [{ ...schemes, partnerKey: schemes.apiKey }, [{ from: 'nothing', to: 'partnerKey' }]],
      // Twice, and to itself.
      [
        { partnerKey: schemes.apiKey, bearer: schemes.bearer },
        [
          { from: 'apiKey', to: 'partnerKey' },
          { from: 'apiKey', to: 'bearer' },
        ],
      ],
      [schemes, [{ from: 'apiKey', to: 'apiKey' }]],
    ];
    for (const [securitySchemes, renamedSchemes] of cases) {
      const refused = await api(writer).put(metaUrl(projectId), {
        baseVersion: 1,
        meta: { securitySchemes },
        renamedSchemes,
      });
      expectProblem(refused, 400, 'VALIDATION_FAILED');
      expect(refused.json().errors[0].pointer).toMatch(/^\/renamedSchemes\/\d$/);
    }
    expect((await api(writer).get(metaUrl(projectId))).json()).toMatchObject({ version: 1 });
    const unchanged = (await api(writer).get(itemUrl(projectId, item.id))).json<DesignItem>();
    expect(unchanged.version).toBe(1);
  });

  it('is refused to a read-only member', async () => {
    const projectId = await newProject();
    await api(suite.cast.writer).put(metaUrl(projectId), {
      baseVersion: 0,
      meta: { securitySchemes: schemes },
    });
    const refused = await api(suite.cast.reader).put(metaUrl(projectId), {
      baseVersion: 1,
      meta: { securitySchemes: { partnerKey: schemes.apiKey } },
      renamedSchemes: [{ from: 'apiKey', to: 'partnerKey' }],
    });
    expect(refused.statusCode).toBe(403);
  });
});
