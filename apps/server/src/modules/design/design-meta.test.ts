import { describe, expect, it } from 'vitest';
import { emptyDesignMeta } from '@heron/engine/model';
import { expectProblem } from '../../../test/workspace-helpers.js';
import { designSuite, designUrl } from '../../../test/design-helpers.js';

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
