import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebugCode, DebugHistoryEntry, Environment, SendResult } from '@heron/contract';
import { designSuite } from '../../../test/design-helpers.js';
import { expectProblem } from '../../../test/workspace-helpers.js';

/**
 * Where a request whose URL is a path goes (issue 21), for a send and for its code alike: the
 * environment's base URL, else the design's server, else a clear NO_BASE_URL refusal.
 */

const suite = designSuite();
const { api, newProject } = suite;

let server: http.Server;
let origin: string;
const received: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    received.push(req.url!);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const base = (projectId: string) => `/api/v1/projects/${projectId}`;

async function setServers(projectId: string, servers: { url: string; description?: string }[]) {
  const saved = await api(suite.cast.writer).put(`${base(projectId)}/design/meta`, {
    baseVersion: 0,
    meta: { servers },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function send(projectId: string, body: Record<string, unknown>) {
  const answer = await api(suite.cast.reader).post(`${base(projectId)}/debug/send`, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SendResult>();
}

const listPets = { method: 'get', url: '/pets' };

describe('issue 21: Run with "No environment" sends to a host made from the path', () => {
  it('sends a path to the design’s first server when no environment is chosen', async () => {
    const projectId = await newProject();
    await setServers(projectId, [{ url: `${origin}/v1` }, { url: `${origin}/v2` }]);
    received.length = 0;
    const result = await send(projectId, { request: listPets });
    expect(result.error).toBeNull();
    expect(result.sent!.url).toBe(`${origin}/v1/pets`);
    expect(received).toEqual(['/v1/pets']);
  });

  it('sends to the server the person picked, and refuses one the design does not have', async () => {
    const projectId = await newProject();
    await setServers(projectId, [{ url: `${origin}/v1` }, { url: `${origin}/v2` }]);
    const result = await send(projectId, { request: listPets, serverUrl: `${origin}/v2` });
    expect(result.sent!.url).toBe(`${origin}/v2/pets`);

    const unknown = await api(suite.cast.reader).post(`${base(projectId)}/debug/send`, {
      request: listPets,
      serverUrl: 'https://elsewhere.example.com',
    });
    expectProblem(unknown, 400, 'VALIDATION_FAILED');
    expect(unknown.json<{ errors: { pointer: string }[] }>().errors[0]!.pointer).toBe('/serverUrl');
  });

  it('takes the environment’s base URL first, and the design’s server when the environment has none', async () => {
    const projectId = await newProject();
    await setServers(projectId, [{ url: 'http://127.0.0.1:9/unused' }]);
    const made = async (name: string, baseUrl: string) => {
      const created = await api(suite.cast.writer).post(`${base(projectId)}/environments`, {
        name,
        baseUrl,
        variables: [],
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<Environment>().id;
    };
    const withBase = await send(projectId, {
      request: listPets,
      environmentId: await made('Local', origin),
    });
    expect(withBase.sent!.url).toBe(`${origin}/pets`);

    // The design's servers change: the next send without a base URL follows them.
    const meta = await api(suite.cast.writer).get(`${base(projectId)}/design/meta`);
    const saved = await api(suite.cast.writer).put(`${base(projectId)}/design/meta`, {
      baseVersion: meta.json<{ version: number }>().version,
      meta: { servers: [{ url: `${origin}/v3` }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const withoutBase = await send(projectId, {
      request: listPets,
      environmentId: await made('Bare', ''),
    });
    expect(withoutBase.sent!.url).toBe(`${origin}/v3/pets`);
  });

  it('refuses a path with no base URL at all with NO_BASE_URL, before anything is sent or kept', async () => {
    const projectId = await newProject();
    // A relative server (`/v1`) has no host to send to.
    await setServers(projectId, [{ url: '/v1' }]);
    received.length = 0;
    for (const url of ['/pets', '/api/health']) {
      const answer = await api(suite.cast.reader).post(`${base(projectId)}/debug/send`, {
        request: { method: 'get', url },
      });
      expectProblem(answer, 422, 'NO_BASE_URL');
      expect(answer.json<{ detail: string }>().detail).toMatch(/base URL/);
      expect(answer.json<{ detail: string }>().detail).toMatch(/environment/);
    }
    expect(received).toEqual([]);
    const history = await api(suite.cast.reader).get(`${base(projectId)}/debug/history`);
    expect(history.json<{ items: DebugHistoryEntry[] }>().items).toEqual([]);

    // A full URL needs no base URL: it is sent as typed.
    const full = await send(projectId, { request: { method: 'get', url: `${origin}/pets` } });
    expect(full.sent!.url).toBe(`${origin}/pets`);
  });
});

describe('POST /debug/code', () => {
  const code = async (projectId: string, body: Record<string, unknown>) => {
    const answer = await api(suite.cast.reader).post(`${base(projectId)}/debug/code`, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<DebugCode>();
  };

  it('resolves as a send does: the design’s server, and which base URL it used', async () => {
    const projectId = await newProject();
    await setServers(projectId, [{ url: `${origin}/v1`, description: 'Local' }]);
    const answer = await code(projectId, { request: listPets });
    expect(answer.request!.url).toBe(`${origin}/v1/pets`);
    expect(answer.baseUrl).toEqual({
      url: `${origin}/v1`,
      source: 'server',
      serverUrl: `${origin}/v1`,
    });

    const none = await newProject();
    expectProblem(
      await api(suite.cast.reader).post(`${base(none)}/debug/code`, { request: listPets }),
      422,
      'NO_BASE_URL',
    );
  });

  it('shows the auth, inherited too, as placeholders until revealed; a secret variable stays one', async () => {
    const projectId = await newProject();
    const meta = await api(suite.cast.writer).put(`${base(projectId)}/design/meta`, {
      baseVersion: 0,
      meta: {
        servers: [{ url: origin }],
        securitySchemes: { partnerKey: { type: 'apiKey', in: 'header', name: 'X-Partner-Key' } },
        security: [{ partnerKey: [] }],
      },
    });
    expect(meta.statusCode, meta.body).toBe(200);
    const env = await api(suite.cast.writer).post(`${base(projectId)}/environments`, {
      name: 'Keys',
      baseUrl: '',
      variables: [
        { name: 'partnerKey', value: 'key-456' },
        { name: 'token', value: 'top-secret-token', secret: true },
        { name: 'user', value: 'ada' },
      ],
    });
    const environmentId = env.json<Environment>().id;
    const header = (answer: DebugCode, name: string) =>
      answer.request!.headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

    const inherited = { method: 'get', url: '/pets', auth: { type: 'inherit' } };
    expect(
      header(await code(projectId, { environmentId, request: inherited }), 'X-Partner-Key'),
    ).toBe('<partnerKey>');
    expect(
      header(
        await code(projectId, { environmentId, request: inherited, revealSecrets: true }),
        'X-Partner-Key',
      ),
    ).toBe('key-456');

    const basic = {
      method: 'get',
      url: '/pets',
      auth: { type: 'basic', username: '{{user}}', password: 'typed-password' },
    };
    const hidden = await code(projectId, { environmentId, request: basic });
    expect(header(hidden, 'Authorization')).toBe('Basic <base64 of ada:<password>>');
    expect(hidden.secretsRevealed).toBe(false);
    const revealed = await code(projectId, { environmentId, request: basic, revealSecrets: true });
    expect(header(revealed, 'Authorization')).toBe(
      `Basic ${Buffer.from('ada:typed-password').toString('base64')}`,
    );

    const secret = { method: 'get', url: '/pets', auth: { type: 'bearer', token: '{{token}}' } };
    const answer = await api(suite.cast.reader).post(`${base(projectId)}/debug/code`, {
      environmentId,
      request: secret,
      revealSecrets: true,
    });
    expect(answer.json<DebugCode>().request!.headers).toContainEqual({
      name: 'Authorization',
      value: 'Bearer <token>',
    });
    expect(answer.body).not.toContain('top-secret-token');
  });

  it('names the auth the sender adds itself, and leaves file bytes out', async () => {
    const projectId = await newProject();
    const answer = await code(projectId, {
      request: {
        method: 'post',
        url: `${origin}/upload`,
        auth: { type: 'digest', username: 'ada', password: 'pw' },
        body: {
          kind: 'binary',
          file: { fileName: 'a.png', contentType: 'image/png', base64: 'iVBORw==' },
        },
      },
    });
    expect(answer.authAddedWhenSent).toBe('digest');
    expect(answer.baseUrl).toBeNull();
    expect(answer.request!.body).toEqual({
      kind: 'binary',
      fileName: 'a.png',
      contentType: 'image/png',
      base64: '',
    });
  });
});
