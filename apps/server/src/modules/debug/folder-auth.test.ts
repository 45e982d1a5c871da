import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebugAuth, DesignItem, Environment, FolderData, SendResult } from '@heron/contract';
import { designItems } from '../../db/schema/index.js';
import {
  createItem,
  designSuite,
  endpointBody,
  folderBody,
  itemUrl,
  saveItem,
} from '../../../test/design-helpers.js';
import { importAndCommit, liveItems } from '../../../test/design-transfer-helpers.js';
import { expectDenied, expectProblem } from '../../../test/workspace-helpers.js';

const suite = designSuite();
const { api, newProject } = suite;

/** The Authorization header of each request the echo server received. */
const received: Array<string | undefined> = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    received.push(req.headers.authorization);
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const basicOf = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * A project with the design security `bearerAuth` (credentials from `{{bearerAuth}}`), folder A
 * holding folder B holding an endpoint, and an environment with the variables every test uses.
 */
async function scene(auth: { a: DebugAuth; b: DebugAuth }) {
  const projectId = await newProject();
  const meta = await api(suite.cast.writer).put(`/api/v1/projects/${projectId}/design/meta`, {
    baseVersion: 0,
    meta: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      security: [{ bearerAuth: [] }],
    },
  });
  expect(meta.statusCode, meta.body).toBe(200);
  const a = await createItem(suite.app, suite.cast.writer, projectId, {
    ...folderBody('Orders'),
    data: { description: '', auth: auth.a },
  });
  const b = await createItem(suite.app, suite.cast.writer, projectId, {
    ...folderBody('Refunds', { parentId: a.id }),
    data: { auth: auth.b },
  });
  const endpoint = await createItem(
    suite.app,
    suite.cast.writer,
    projectId,
    endpointBody('Refund', { path: '/refunds' }, b.id),
  );
  const env = await api(suite.cast.writer).post(`/api/v1/projects/${projectId}/environments`, {
    name: 'Local',
    baseUrl: origin,
    variables: [
      { name: 'tok', value: 'folder-token', secret: true },
      { name: 'user', value: 'ada' },
      { name: 'bearerAuth', value: 'design-token', secret: true },
    ],
  });
  expect(env.statusCode, env.body).toBe(201);
  return { projectId, a, b, endpoint, environmentId: env.json<Environment>().id };
}

async function sendInherit(
  projectId: string,
  environmentId: string,
  endpointId: string | null,
): Promise<SendResult> {
  const answer = await api(suite.cast.writer).post(`/api/v1/projects/${projectId}/debug/send`, {
    environmentId,
    endpointId,
    request: { method: 'get', url: '/refunds', auth: { type: 'inherit' } },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const result = answer.json<SendResult>();
  expect(result.error).toBeNull();
  return result;
}

const BEARER_TOK: DebugAuth = { type: 'bearer', token: '{{tok}}' };
const INHERIT: DebugAuth = { type: 'inherit' };

describe('inherit auth from folders', () => {
  it("takes the nearest deciding folder's auth, its templates resolved from the environment", async () => {
    const { projectId, endpoint, environmentId } = await scene({ a: BEARER_TOK, b: INHERIT });
    received.length = 0;
    const result = await sendInherit(projectId, environmentId, endpoint.id);
    expect(received).toEqual(['Bearer folder-token']);
    // The secret is masked in what comes back, as for any auth.
    expect(JSON.stringify(result)).not.toContain('folder-token');
  });

  it('lets a nearer folder override one above it', async () => {
    const basic: DebugAuth = { type: 'basic', username: '{{user}}', password: 'pw' };
    const { projectId, endpoint, environmentId } = await scene({ a: BEARER_TOK, b: basic });
    received.length = 0;
    await sendInherit(projectId, environmentId, endpoint.id);
    expect(received).toEqual([basicOf('ada', 'pw')]);
  });

  it('sends no auth when the nearest deciding folder says none', async () => {
    const { projectId, endpoint, environmentId } = await scene({
      a: BEARER_TOK,
      b: { type: 'none' },
    });
    received.length = 0;
    await sendInherit(projectId, environmentId, endpoint.id);
    expect(received).toEqual([undefined]);
  });

  it("uses the design's security when every folder inherits, and for a request of no endpoint", async () => {
    const all = await scene({ a: INHERIT, b: INHERIT });
    received.length = 0;
    await sendInherit(all.projectId, all.environmentId, all.endpoint.id);
    expect(received).toEqual(['Bearer design-token']);

    // Folders with auth do not apply to a scratch request: it is in no folder.
    const decided = await scene({ a: BEARER_TOK, b: INHERIT });
    received.length = 0;
    await sendInherit(decided.projectId, decided.environmentId, null);
    expect(received).toEqual(['Bearer design-token']);
  });

  it('reads folder data written before folders had auth as inherit', async () => {
    const { projectId, a, b, endpoint, environmentId } = await scene({ a: INHERIT, b: INHERIT });
    // Rows as an older server wrote them: no `auth` at all.
    for (const id of [a.id, b.id]) {
      await suite
        .db()
        .update(designItems)
        .set({ data: JSON.stringify({ description: 'old' }) })
        .where(eq(designItems.id, id));
    }
    const read = await api(suite.cast.writer).get(itemUrl(projectId, b.id));
    expect(read.json<DesignItem>().data).toEqual({ description: 'old', auth: { type: 'inherit' } });
    received.length = 0;
    await sendInherit(projectId, environmentId, endpoint.id);
    expect(received).toEqual(['Bearer design-token']);
  });

  it("lets the endpoint's own security win over the folders above it", async () => {
    const { projectId, endpoint, environmentId } = await scene({ a: BEARER_TOK, b: INHERIT });
    const declared = await saveItem(suite.app, suite.cast.writer, projectId, endpoint, {
      data: { ...endpoint.data, security: [{ bearerAuth: [] }] },
    });
    received.length = 0;
    await sendInherit(projectId, environmentId, endpoint.id);
    expect(received).toEqual(['Bearer design-token']);
    // `security: []` is the endpoint saying it needs none: the folder's token is not sent.
    await saveItem(suite.app, suite.cast.writer, projectId, declared, {
      data: { ...declared.data, security: [] },
    });
    received.length = 0;
    await sendInherit(projectId, environmentId, endpoint.id);
    expect(received).toEqual([undefined]);
  });

  it('follows the endpoint: moved out of the folders, it takes the design security', async () => {
    const { projectId, endpoint, environmentId } = await scene({
      a: BEARER_TOK,
      b: { type: 'none' },
    });
    // Moving the endpoint to the root leaves it in no folder.
    const moved = await api(suite.cast.writer).post(itemUrl(projectId, endpoint.id, '/move'), {
      parentId: null,
      position: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    received.length = 0;
    await sendInherit(projectId, environmentId, endpoint.id);
    expect(received).toEqual(['Bearer design-token']);
  });
});

describe('saving folder auth', () => {
  it('round-trips through the design item route', async () => {
    const projectId = await newProject();
    const folder = await createItem(suite.app, suite.cast.writer, projectId, folderBody('Orders'));
    // A folder made without data inherits.
    expect(folder.data).toEqual({ description: '', auth: { type: 'inherit' } });
    const auth: DebugAuth = { type: 'apiKey', key: 'X-Key', value: '{{key}}', in: 'query' };
    const saved = await saveItem(suite.app, suite.cast.writer, projectId, folder, {
      data: { ...folder.data, auth },
    });
    expect((saved.data as FolderData).auth).toEqual(auth);
    const read = await api(suite.cast.reader).get(itemUrl(projectId, folder.id));
    expect(read.json<DesignItem>()).toMatchObject({ version: 2, data: { auth } });
  });

  it('refuses bad auth data with a 400 naming the field, writing nothing', async () => {
    const projectId = await newProject();
    const folder = await createItem(suite.app, suite.cast.writer, projectId, folderBody('Orders'));
    const cases: Array<[unknown, string]> = [
      [{ type: 'bearer' }, '/data/auth/token'],
      [{ type: 'kerberos' }, '/data/auth/type'],
      [{ type: 'apiKey', key: '', value: 'v' }, '/data/auth/key'],
      ['bearer', '/data/auth'],
    ];
    for (const [auth, pointer] of cases) {
      const answer = await api(suite.cast.writer).put(itemUrl(projectId, folder.id), {
        baseVersion: folder.version,
        name: folder.name,
        data: { description: '', auth },
      });
      expectProblem(answer, 400, 'VALIDATION_FAILED');
      const problem = answer.json<{ errors: Array<{ pointer: string }> }>();
      expect(problem.errors.map((error) => error.pointer)).toContain(pointer);
    }
    const read = await api(suite.cast.writer).get(itemUrl(projectId, folder.id));
    expect(read.json<DesignItem>()).toMatchObject({ version: 1, data: { auth: INHERIT } });
  });

  it("refuses a read-only member's save", async () => {
    const projectId = await newProject();
    const folder = await createItem(suite.app, suite.cast.writer, projectId, folderBody('Orders'));
    const answer = await api(suite.cast.reader).put(itemUrl(projectId, folder.id), {
      baseVersion: folder.version,
      name: folder.name,
      data: { description: '', auth: BEARER_TOK },
    });
    expectDenied(answer);
    const read = await api(suite.cast.writer).get(itemUrl(projectId, folder.id));
    expect(read.json<DesignItem>().data).toMatchObject({ auth: INHERIT });
  });

  it('keeps folder auth through a Heron and a Postman export and import', async () => {
    const { projectId } = await scene({ a: BEARER_TOK, b: { type: 'none' } });
    for (const format of ['heron', 'postman-2.1'] as const) {
      const exported = await api(suite.cast.writer).get(
        `/api/v1/projects/${projectId}/design/export?format=${format}`,
      );
      expect(exported.statusCode, exported.body).toBe(200);
      const target = await newProject();
      await importAndCommit(suite.app, suite.cast.writer, target, {
        text: exported.body,
        format,
      });
      const folders = (await liveItems(suite.db(), target)).filter((i) => i.kind === 'folder');
      const authOf = (name: string) =>
        (JSON.parse(folders.find((f) => f.name === name)!.data) as FolderData).auth;
      expect(authOf('Orders'), format).toEqual(BEARER_TOK);
      expect(authOf('Refunds'), format).toEqual({ type: 'none' });
    }
  });
});
