import { describe, expect, it } from 'vitest';
import type { DocChangelog, DocSite, DocVersion } from '@heron/contract';
import { designSuite, designUrl } from '../../../test/design-helpers.js';
import { docsUrl, getSite, pathOf, publish, read, saveSite } from '../../../test/docs-helpers.js';
import { endpointAt, importPetstore } from '../../../test/mock-helpers.js';
import { multipart, SCRIPT_SVG, TINY_GIF, TINY_PNG } from '../../../test/upload-helpers.js';
import { expectDenied, expectProblem, type Person } from '../../../test/workspace-helpers.js';

// The publisher's side of published docs (issue 23): the site's settings and its versions.
const suite = designSuite();
const { api } = suite;

describe("a project's doc site", () => {
  it('starts from defaults any member may read, with an address made from the project name', async () => {
    const projectId = await suite.newProject();
    const site = await getSite(suite.app, suite.cast.reader, projectId);
    expect(site).toMatchObject({
      projectId,
      enabled: false,
      hostName: null,
      visibility: 'public',
      hasPassword: false,
      publishMode: 'live',
      version: 0,
      latestVersion: null,
      tryIt: { enabled: true, serverUrl: '' },
    });
    expect(site.slug).toMatch(/^[a-z0-9-]+$/);
    expect(site.url).toBe(`http://localhost:3000/docs/${site.slug}`);
    expectDenied(await api(suite.cast.outsider).get(docsUrl(projectId, '/site')));
  });

  it('is changed by project admins only, from the version they opened', async () => {
    const projectId = await suite.newProject();
    const saved = await saveSite(suite.app, suite.cast.owner, projectId, {
      slug: `pets-${projectId.slice(0, 6)}`,
      title: 'Pet API',
      accentColor: '#12ab34',
      language: 'ja',
    });
    expect(saved).toMatchObject({
      enabled: true,
      title: 'Pet API',
      accentColor: '#12AB34',
      version: 1,
      language: 'ja',
    });

    const body = { ...saved, baseVersion: saved.version } as Record<string, unknown>;
    for (const key of ['projectId', 'hasPassword', 'version', 'url', 'latestVersion', 'updatedAt'])
      delete body[key];
    expectDenied(await api(suite.cast.writer).put(docsUrl(projectId, '/site'), body));
    expectProblem(
      await api(suite.cast.owner).put(docsUrl(projectId, '/site'), { ...body, baseVersion: 0 }),
      409,
      'EDIT_CONFLICT',
    );
  });

  it('refuses an address another site has, a reserved one, and a bad colour, naming the field', async () => {
    const first = await suite.newProject();
    const second = await suite.newProject();
    const slug = `taken-${first.slice(0, 6)}`;
    await saveSite(suite.app, suite.cast.owner, first, { slug });
    const current = await getSite(suite.app, suite.cast.owner, second);
    const body = {
      enabled: true,
      slug,
      hostName: null,
      visibility: 'public',
      publishMode: 'live',
      language: 'en',
      title: '',
      accentColor: '#835CFF',
      logoUrl: null,
      tryIt: { enabled: true, serverUrl: '' },
      baseVersion: current.version,
    };
    expectProblem(
      await api(suite.cast.owner).put(docsUrl(second, '/site'), body),
      409,
      'DOC_SLUG_TAKEN',
    );
    const reserved = await api(suite.cast.owner).put(docsUrl(second, '/site'), {
      ...body,
      slug: 'api',
    });
    expectProblem(reserved, 400, 'VALIDATION_FAILED');
    expect(reserved.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/slug');
    const colour = await api(suite.cast.owner).put(docsUrl(second, '/site'), {
      ...body,
      slug: `free-${second.slice(0, 6)}`,
      accentColor: 'red',
    });
    expectProblem(colour, 400, 'VALIDATION_FAILED');
    expect(colour.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe(
      '/accentColor',
    );
  });

  it('needs a password before it can be read with one, and never sends it back', async () => {
    const projectId = await suite.newProject();
    const current = await getSite(suite.app, suite.cast.owner, projectId);
    const without = await api(suite.cast.owner).put(docsUrl(projectId, '/site'), {
      enabled: true,
      slug: current.slug,
      hostName: null,
      visibility: 'password',
      publishMode: 'live',
      language: 'en',
      title: '',
      accentColor: '#835CFF',
      logoUrl: null,
      tryIt: { enabled: true, serverUrl: '' },
      baseVersion: 0,
    });
    expectProblem(without, 400, 'VALIDATION_FAILED');
    expect(without.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/password');

    const saved = await saveSite(suite.app, suite.cast.owner, projectId, {
      visibility: 'password',
      password: 'open sesame',
    });
    expect(saved.hasPassword).toBe(true);
    expect(JSON.stringify(saved)).not.toContain('sesame');
    // Saved again without a password: the one set is kept.
    const again: DocSite = await saveSite(suite.app, suite.cast.owner, projectId, { title: 'x' });
    expect(again.hasPassword).toBe(true);
  });
});

/** Uploads a logo for the site as `person`. */
function uploadLogo(projectId: string, person: Person, bytes: Buffer, contentType = 'image/png') {
  const form = multipart({ bytes, filename: 'logo.png', contentType });
  return suite.app.inject({
    method: 'POST',
    url: docsUrl(projectId, '/site/logo'),
    cookies: { heron_session: person.token },
    ...form,
  });
}

describe("the site's logo", () => {
  it('is uploaded by project admins, shown to readers, and replaced or removed with its file', async () => {
    const projectId = await suite.newProject();
    // A site never saved has nowhere to keep it.
    expectProblem(await uploadLogo(projectId, suite.cast.owner, TINY_PNG), 409, 'DOC_SITE_MISSING');
    const saved = await saveSite(suite.app, suite.cast.owner, projectId, {
      slug: `logo-${projectId.slice(0, 8)}`,
      title: 'Logo docs',
    });
    expectDenied(await uploadLogo(projectId, suite.cast.writer, TINY_PNG));

    const first = await uploadLogo(projectId, suite.cast.owner, TINY_PNG);
    expect(first.statusCode, first.body).toBe(200);
    const site = first.json<DocSite>();
    expect(site.logoUrl).toMatch(/^\/api\/v1\/files\/doclogos\/[A-Za-z0-9_-]+\.png$/);
    expect(site.version).toBe(saved.version + 1);
    const image = await read(suite.app, site.logoUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const home = await read(suite.app, `${pathOf(site.url)}/`);
    expect(home.body).toContain(`<img class="hr-logo" src="${site.logoUrl}" alt="">`);

    // A new one replaces it, and the old file goes.
    const second = (
      await uploadLogo(projectId, suite.cast.owner, TINY_GIF, 'image/gif')
    ).json<DocSite>();
    expect(second.logoUrl).toMatch(/\.gif$/);
    expect((await read(suite.app, site.logoUrl!)).statusCode).toBe(404);
    // Saved without it, the file goes too.
    await saveSite(suite.app, suite.cast.owner, projectId, { logoUrl: null });
    expect((await read(suite.app, second.logoUrl!)).statusCode).toBe(404);
  });

  it('refuses what is not a picture, and an upload without a file, storing nothing', async () => {
    const projectId = await suite.newProject();
    await saveSite(suite.app, suite.cast.owner, projectId, {
      slug: `bad-${projectId.slice(0, 8)}`,
    });
    expectProblem(
      await uploadLogo(projectId, suite.cast.owner, SCRIPT_SVG),
      415,
      'IMAGE_TYPE_NOT_ALLOWED',
    );
    const json = await api(suite.cast.owner).post(docsUrl(projectId, '/site/logo'), {});
    expectProblem(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect((await getSite(suite.app, suite.cast.owner, projectId)).logoUrl).toBeNull();
  });
});

describe('published versions', () => {
  it('need the site first', async () => {
    const projectId = await suite.newProject();
    expectProblem(
      await api(suite.cast.writer).post(docsUrl(projectId, '/versions'), { note: 'x' }),
      409,
      'DOC_SITE_MISSING',
    );
  });

  it('are numbered snapshots with counts, and the next says what broke since', async () => {
    const projectId = await suite.newProject();
    await importPetstore(suite.app, suite.cast.writer, projectId);
    await saveSite(suite.app, suite.cast.owner, projectId);
    expectDenied(await api(suite.cast.reader).post(docsUrl(projectId, '/versions'), {}));

    const v1 = await publish(suite.app, suite.cast.writer, projectId, 'first');
    expect(v1).toMatchObject({
      number: 1,
      note: 'first',
      endpoints: 4,
      models: 1,
      changes: 0,
      breaking: 0,
    });
    expect(v1.createdBy?.name).toBe('Writer');

    // Removing an endpoint breaks its callers.
    const gone = await endpointAt(
      suite.app,
      suite.cast.writer,
      projectId,
      'delete',
      '/pets/{petId}',
    );
    const deleted = await api(suite.cast.writer).delete(designUrl(projectId, `/items/${gone.id}`));
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    const pending = await api(suite.cast.reader).get(docsUrl(projectId, '/changelog'));
    expect(pending.statusCode, pending.body).toBe(200);
    const live = pending.json<DocChangelog>();
    expect(live).toMatchObject({ from: 1, to: null, breaking: 1 });
    expect(live.changes[0]).toMatchObject({
      code: 'ENDPOINT_REMOVED',
      breaking: true,
      endpoint: { method: 'delete', path: '/pets/{petId}' },
    });

    const v2 = await publish(suite.app, suite.cast.writer, projectId, 'second');
    expect(v2).toMatchObject({ number: 2, endpoints: 3, breaking: 1 });
    const list = await api(suite.cast.reader).get(docsUrl(projectId, '/versions'));
    expect(list.json<{ items: DocVersion[] }>().items.map((v) => v.number)).toEqual([2, 1]);

    const between = await api(suite.cast.reader).get(docsUrl(projectId, '/changelog?from=1&to=2'));
    expect(between.json<DocChangelog>()).toMatchObject({ from: 1, to: 2, breaking: 1 });
    expectProblem(
      await api(suite.cast.reader).get(docsUrl(projectId, '/changelog?to=9')),
      404,
      'NOT_FOUND',
    );

    const withdrawn = await api(suite.cast.writer).delete(docsUrl(projectId, '/versions/1'));
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    const after = await api(suite.cast.reader).get(docsUrl(projectId, '/versions'));
    expect(after.json<{ items: DocVersion[] }>().items.map((v) => v.number)).toEqual([2]);
    expectProblem(
      await api(suite.cast.writer).delete(docsUrl(projectId, '/versions/1')),
      404,
      'NOT_FOUND',
    );
    // The number is not used again.
    expect((await publish(suite.app, suite.cast.writer, projectId)).number).toBe(3);
  });
});
