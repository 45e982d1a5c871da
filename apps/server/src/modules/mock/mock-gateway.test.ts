import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Environment, MockLog, MockSettings } from '@heron/contract';
import { mockSettings } from '../../db/schema/index.js';
import { designSuite, saveItem } from '../../../test/design-helpers.js';
import {
  endpointAt,
  getSettings,
  importPetstore,
  mockUrl,
  saveSettings,
  settingsUrl,
} from '../../../test/mock-helpers.js';
import { expectDenied, expectProblem } from '../../../test/workspace-helpers.js';

const suite = designSuite();
const { api } = suite;

/** A call to the mock as any HTTP client makes it: no session. */
function callMock(
  projectId: string,
  rest: string,
  options: { method?: string; headers?: Record<string, string>; payload?: string | Buffer } = {},
) {
  return suite.app.inject({
    method: (options.method ?? 'GET') as 'GET',
    url: mockUrl(projectId, rest),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

async function petstoreProject() {
  const projectId = await suite.newProject();
  await importPetstore(suite.app, suite.cast.writer, projectId);
  return projectId;
}

describe('the mock at /mock/{projectId}', () => {
  it('is private by default: a member reads the token, which is sealed at rest and opens the mock', async () => {
    const projectId = await petstoreProject();
    const settings = await getSettings(suite.app, suite.cast.reader, projectId);
    expect(settings).toMatchObject({
      projectId,
      access: 'private',
      locale: 'en',
      seed: '',
      validateRequests: false,
      stateful: false,
      latencyMs: 0,
      version: 0,
      baseUrl: `http://localhost:3000/mock/${projectId}`,
      portBaseUrl: null,
    });
    expect(settings.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await suite
      .db()
      .select()
      .from(mockSettings)
      .where(eq(mockSettings.projectId, projectId));
    expect(row!.token).not.toContain(settings.token);
    expect(row!.token.startsWith('v1:')).toBe(true);

    const refused = await callMock(projectId, '/pets');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'MOCK_TOKEN_REQUIRED', status: 401 });
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    const wrong = await callMock(projectId, '/pets', { headers: { 'x-mock-token': 'nope' } });
    expect(wrong.statusCode).toBe(401);

    const byHeader = await callMock(projectId, '/pets', {
      headers: { 'x-mock-token': settings.token },
    });
    expect(byHeader.statusCode, byHeader.body).toBe(200);
    expect(byHeader.headers['content-type']).toContain('application/json');
    const pets = byHeader.json<{ id: number; name: string }[]>();
    expect(Array.isArray(pets)).toBe(true);
    for (const pet of pets) expect(typeof pet.name).toBe('string');

    const byQuery = await callMock(projectId, `/pets/7?__token=${settings.token}&__example=rex`);
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json()).toEqual({ id: 7, name: 'Rex', email: 'rex@example.com' });

    // A browser's preflight carries no token and is answered.
    const preflight = await callMock(projectId, '/pets', {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://app.test');
  });

  it('answers a public mock without a token: status choice, 404 with suggestions, HEAD, and none of the API headers', async () => {
    const projectId = await petstoreProject();
    await saveSettings(suite.app, suite.cast.writer, projectId, { access: 'public' });
    const missing = await callMock(projectId, '/pets/1?__code=404');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'no such pet' });
    expect(missing.headers['content-security-policy']).toBeUndefined();
    expect(missing.headers['x-request-id']).toBeUndefined();

    const unknown = await callMock(projectId, '/petz');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MOCK_ROUTE_NOT_FOUND');
    expect(unknown.json().suggestions[0]).toMatchObject({ method: 'GET', path: '/pets' });

    const head = await callMock(projectId, '/pets', { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');

    const root = await callMock(projectId, '');
    expect(root.statusCode).toBe(404);
    expect(root.json().code).toBe('MOCK_ROUTE_NOT_FOUND');
  });

  it('cuts off a body over 1 MB with 413 and passes any content type through', async () => {
    const projectId = await petstoreProject();
    await saveSettings(suite.app, suite.cast.writer, projectId, {
      access: 'public',
      validateRequests: true,
    });
    const huge = await callMock(projectId, '/pets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.alloc(2 * 1024 * 1024, 0x20),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('MOCK_BODY_TOO_LARGE');

    const odd = await callMock(projectId, '/pets', {
      method: 'POST',
      headers: { 'content-type': 'text/x-odd' },
      payload: 'name=Rex',
    });
    expect(odd.statusCode).toBe(415);
    expect(odd.json().code).toBe('MOCK_UNSUPPORTED_MEDIA_TYPE');

    const invalid = await callMock(projectId, '/pets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'seven' }),
    });
    expect(invalid.statusCode).toBe(422);
    const where = invalid.json().errors.map((e: { pointer?: string }) => e.pointer);
    expect(where).toEqual(expect.arrayContaining(['/id']));

    const noType = await callMock(projectId, '/pets', { method: 'POST', payload: 'x' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().code).toBe('MOCK_MALFORMED_BODY');
  });

  it('follows a design save at once, and stops answering when the project is in the trash', async () => {
    const projectId = await petstoreProject();
    await saveSettings(suite.app, suite.cast.writer, projectId, { access: 'public' });
    expect((await callMock(projectId, '/pets/1')).statusCode).toBe(200);

    const show = await endpointAt(suite.app, suite.cast.writer, projectId, 'get', '/pets/{petId}');
    await saveItem(suite.app, suite.cast.writer, projectId, show, {
      data: { ...(show.data as object), path: '/animals/{petId}' },
    });
    expect((await callMock(projectId, '/animals/1')).statusCode).toBe(200);
    expect((await callMock(projectId, '/pets/1')).statusCode).toBe(404);

    const trashed = await api(suite.cast.owner).delete(`/api/v1/projects/${projectId}`);
    expect(trashed.statusCode, trashed.body).toBeLessThan(300);
    const gone = await callMock(projectId, '/animals/1');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('MOCK_PROJECT_NOT_FOUND');
  });

  it('answers the same 404 for a project that does not exist or a malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-project', '']) {
      const response = await callMock(id, '/pets');
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('keeps what stateful mode creates until an editor resets it', async () => {
    const projectId = await petstoreProject();
    await saveSettings(suite.app, suite.cast.writer, projectId, {
      access: 'public',
      stateful: true,
    });
    const created = await callMock(projectId, '/pets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 501, name: 'Kiki' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    // The mock gives the new item its id, as a real server would.
    const { id } = created.json<{ id: number }>();
    const read = await callMock(projectId, `/pets/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, name: 'Kiki' });

    expectDenied(await api(suite.cast.reader).post(settingsUrl(projectId, '/reset')));
    const reset = await api(suite.cast.writer).post(settingsUrl(projectId, '/reset'));
    expect(reset.statusCode).toBe(204);
    expect((await callMock(projectId, `/pets/${id}`)).statusCode).toBe(404);
  });
});

describe('mock settings', () => {
  it('saves over the loaded version, refuses a stale one and a read-only member, and checks values', async () => {
    const projectId = await petstoreProject();
    const first = await getSettings(suite.app, suite.cast.writer, projectId);
    const body = {
      access: 'public',
      locale: 'ja',
      seed: ' 42 ',
      validateRequests: true,
      stateful: true,
      latencyMs: 15,
      baseVersion: 0,
    };
    expectDenied(await api(suite.cast.reader).put(settingsUrl(projectId), body));
    const saved = await api(suite.cast.writer).put(settingsUrl(projectId), body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MockSettings>()).toMatchObject({
      access: 'public',
      locale: 'ja',
      seed: '42',
      latencyMs: 15,
      version: 1,
      token: first.token,
    });
    expectProblem(
      await api(suite.cast.writer).put(settingsUrl(projectId), body),
      409,
      'EDIT_CONFLICT',
    );
    const bad = await api(suite.cast.writer).put(settingsUrl(projectId), {
      ...body,
      baseVersion: 1,
      latencyMs: -1,
      locale: 'fr',
    });
    expectProblem(bad, 400, 'VALIDATION_FAILED');
    expect(bad.body).toContain('latencyMs');
    expect((await getSettings(suite.app, suite.cast.reader, projectId)).version).toBe(1);
    expectDenied(await api(suite.cast.bystander).get(settingsUrl(projectId)));
    expect((await api(null).get(settingsUrl(projectId))).statusCode).toBe(401);
  });

  it('a new token stops the old one at once', async () => {
    const projectId = await petstoreProject();
    const before = await getSettings(suite.app, suite.cast.writer, projectId);
    const call = (token: string) =>
      callMock(projectId, '/pets', { headers: { 'x-mock-token': token } });
    expect((await call(before.token)).statusCode).toBe(200);
    expectDenied(await api(suite.cast.reader).post(settingsUrl(projectId, '/token')));
    const renewed = await api(suite.cast.writer).post(settingsUrl(projectId, '/token'));
    expect(renewed.statusCode, renewed.body).toBe(200);
    const after = renewed.json<MockSettings>();
    expect(after.token).not.toBe(before.token);
    expect((await call(before.token)).statusCode).toBe(401);
    expect((await call(after.token)).statusCode).toBe(200);
  });

  it('makes the "Mock" environment once and points it again', async () => {
    const projectId = await petstoreProject();
    expectDenied(await api(suite.cast.reader).post(settingsUrl(projectId, '/environment')));
    const made = await api(suite.cast.writer).post(settingsUrl(projectId, '/environment'));
    expect(made.statusCode, made.body).toBe(201);
    const env = made.json<Environment>();
    expect(env).toMatchObject({ name: 'Mock', baseUrl: `http://localhost:3000/mock/${projectId}` });
    const again = await api(suite.cast.writer).post(settingsUrl(projectId, '/environment'));
    expect(again.statusCode).toBe(200);
    expect(again.json<Environment>()).toMatchObject({ id: env.id, version: env.version + 1 });
    const list = await api(suite.cast.reader).get(`/api/v1/projects/${projectId}/environments`);
    expect(list.json().items.filter((e: Environment) => e.name === 'Mock')).toHaveLength(1);
  });
});

describe('the live log', () => {
  it('lists what the mock served, pages with `after`, hides the token, and an editor clears it', async () => {
    const projectId = await petstoreProject();
    const { token } = await getSettings(suite.app, suite.cast.writer, projectId);
    await callMock(projectId, '/pets');
    await callMock(projectId, `/pets/3?__example=rex&__token=${token}`);
    await callMock(projectId, `/nothing?__token=${token}`);
    const log = await api(suite.cast.reader).get(settingsUrl(projectId, '/log'));
    expect(log.statusCode, log.body).toBe(200);
    const { items, lastSeq } = log.json<MockLog>();
    expect(items.map((e) => [e.method, e.path, e.status, e.rule, e.detail])).toEqual([
      ['GET', '/pets', 401, 'unauthorized', null],
      ['GET', '/pets/3?__example=rex', 200, 'example', 'rex'],
      ['GET', '/nothing', 404, 'not-found', null],
    ]);
    expect(log.body).not.toContain(token);
    const show = await endpointAt(suite.app, suite.cast.writer, projectId, 'get', '/pets/{petId}');
    expect(items[1]!.endpointId).toBe(show.id);
    expect(new Date(items[0]!.at).getTime()).not.toBeNaN();

    const later = await api(suite.cast.reader).get(settingsUrl(projectId, `/log?after=${lastSeq}`));
    expect(later.json<MockLog>().items).toEqual([]);
    await callMock(projectId, '/pets');
    const next = (
      await api(suite.cast.reader).get(settingsUrl(projectId, `/log?after=${lastSeq}`))
    ).json<MockLog>();
    expect(next.items).toHaveLength(1);
    expect(next.lastSeq).toBe(next.items[0]!.seq);

    expectDenied(await api(suite.cast.reader).delete(settingsUrl(projectId, '/log')));
    expect((await api(suite.cast.writer).delete(settingsUrl(projectId, '/log'))).statusCode).toBe(
      204,
    );
    const cleared = (
      await api(suite.cast.reader).get(settingsUrl(projectId, '/log'))
    ).json<MockLog>();
    expect(cleared.items).toEqual([]);
    expect(cleared.lastSeq).toBe(next.lastSeq);
    expectDenied(await api(suite.cast.bystander).get(settingsUrl(projectId, '/log')));
  });
});
