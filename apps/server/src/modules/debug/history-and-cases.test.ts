import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  DEBUG_HISTORY_LIMIT,
  debugRequestSchema,
  type DebugHistoryEntry,
  type EndpointCase,
  type SendResult,
} from '@heron/contract';
import { debugHistory } from '../../db/schema/index.js';
import { recordSend } from './history-service.js';
import { createItem, designSuite, endpointBody, itemUrl } from '../../../test/design-helpers.js';
import { expectProblem } from '../../../test/workspace-helpers.js';

const suite = designSuite();
const { api, newProject } = suite;
const base = (projectId: string) => `/api/v1/projects/${projectId}`;
// Nothing listens on port 1: each send ends quickly with CONNECTION_REFUSED.
const request = (path: string) => ({ method: 'get', url: `http://127.0.0.1:1${path}` });

async function send(projectId: string, body: Record<string, unknown>, person = suite.cast.writer) {
  const sent = await api(person).post(`${base(projectId)}/debug/send`, body);
  expect(sent.statusCode, sent.body).toBe(200);
}

describe('debug history', () => {
  it('keeps each send for its sender only, newest first, by endpoint when asked', async () => {
    const projectId = await newProject();
    const endpoint = await createItem(suite.app, suite.cast.writer, projectId, endpointBody('Get'));
    await send(projectId, { request: request('/a') });
    await send(projectId, { request: request('/b?token={{secret}}'), endpointId: endpoint.id });
    await send(projectId, { request: { method: 'get', url: 'ftp://x' } });
    await send(projectId, { request: request('/reader') }, suite.cast.reader);

    const mine = await api(suite.cast.writer).get(`${base(projectId)}/debug/history`);
    expect(mine.statusCode).toBe(200);
    const items = mine.json<{ items: DebugHistoryEntry[] }>().items;
    expect(items.map((e) => [e.url, e.errorCode])).toEqual([
      ['ftp://x', 'INVALID_REQUEST'],
      ['http://127.0.0.1:1/b?token={{secret}}', 'CONNECTION_REFUSED'],
      ['http://127.0.0.1:1/a', 'CONNECTION_REFUSED'],
    ]);
    // The request is kept as built, variables and all.
    expect(items[1]!.request.url).toBe('http://127.0.0.1:1/b?token={{secret}}');
    const byEndpoint = await api(suite.cast.writer).get(
      `${base(projectId)}/debug/history?endpointId=${endpoint.id}`,
    );
    expect(byEndpoint.json().items).toHaveLength(1);
    const readers = await api(suite.cast.reader).get(`${base(projectId)}/debug/history`);
    expect(readers.json().items.map((e: DebugHistoryEntry) => e.url)).toEqual([
      'http://127.0.0.1:1/reader',
    ]);
  });

  it(`keeps the newest ${DEBUG_HISTORY_LIMIT} of a person in a project`, async () => {
    const projectId = await newProject();
    const writer = suite.cast.writer;
    const me = (await api(writer).get('/api/v1/auth/session')).json().user.id as string;
    // Older entries straight into the table; one more send pushes the oldest out.
    await suite
      .db()
      .insert(debugHistory)
      .values(
        Array.from({ length: DEBUG_HISTORY_LIMIT }, (_, i) => ({
          projectId,
          userId: me,
          request: JSON.stringify(request(`/${i}`)),
          method: 'GET',
          url: `old-${i}`,
          createdAt: new Date(Date.now() - (DEBUG_HISTORY_LIMIT - i) * 1000),
        })),
      );
    await send(projectId, { request: request('/new') });
    const items = (await api(writer).get(`${base(projectId)}/debug/history`)).json().items;
    expect(items).toHaveLength(DEBUG_HISTORY_LIMIT);
    expect(items[0].url).toBe('http://127.0.0.1:1/new');
    expect(items.some((e: DebugHistoryEntry) => e.url === 'old-0')).toBe(false);
    expect(items.at(-1).url).toBe('old-1');
  });

  it('is written after the answer, yet a read or a clear right after a send sees it', async () => {
    const projectId = await newProject();
    const writer = suite.cast.writer;
    // Three sends answered together, then a clear at once: none is written after the clear.
    await Promise.all(
      ['/1', '/2', '/3'].map((path) => send(projectId, { request: request(path) })),
    );
    const cleared = await api(writer).delete(`${base(projectId)}/debug/history`);
    expect(cleared.statusCode).toBe(204);
    await send(projectId, { request: request('/after') });
    const items = (await api(writer).get(`${base(projectId)}/debug/history`)).json().items;
    expect(items.map((e: DebugHistoryEntry) => e.url)).toEqual(['http://127.0.0.1:1/after']);
  });

  it("forgets one entry or all, only one's own", async () => {
    const projectId = await newProject();
    await send(projectId, { request: request('/a') });
    await send(projectId, { request: request('/b') });
    const [newest] = (await api(suite.cast.writer).get(`${base(projectId)}/debug/history`)).json()
      .items as DebugHistoryEntry[];
    expectProblem(
      await api(suite.cast.reader).delete(`${base(projectId)}/debug/history/${newest!.id}`),
      404,
      'NOT_FOUND',
    );
    const one = await api(suite.cast.writer).delete(
      `${base(projectId)}/debug/history/${newest!.id}`,
    );
    expect(one.statusCode).toBe(204);
    expect(
      (await api(suite.cast.writer).get(`${base(projectId)}/debug/history`)).json().items,
    ).toHaveLength(1);
    expect(
      (await api(suite.cast.writer).delete(`${base(projectId)}/debug/history`)).statusCode,
    ).toBe(204);
    expect(
      (await api(suite.cast.writer).get(`${base(projectId)}/debug/history`)).json().items,
    ).toEqual([]);
    expect(
      (await api(suite.cast.outsider).get(`${base(projectId)}/debug/history`)).statusCode,
    ).toBe(403);
  });
});

describe('the debugger and NUL characters (issue 19)', () => {
  /** A target that answers every request with these raw bytes (status line, headers, body). */
  async function rawTarget(answer: Buffer) {
    const server = net.createServer((socket) => {
      socket.once('data', () => socket.end(answer));
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
  }

  const historyOf = async (projectId: string) =>
    (await api(suite.cast.writer).get(`${base(projectId)}/debug/history`)).json<{
      items: DebugHistoryEntry[];
    }>().items;

  it('writes the entry of a send whose script put a NUL in the method or the URL', async () => {
    const projectId = await newProject();
    const target = await rawTarget(Buffer.from('HTTP/1.1 204 No Content\r\n\r\n'));
    try {
      const nulMethod = {
        ...request('/x'),
        url: `${target.origin}/x`,
        preRequestScript: "pm.request.method = 'G\\u0000ET';",
      };
      const nulUrl = {
        ...request('/x'),
        url: `${target.origin}/x`,
        // Not a URL (a NUL in the host): it is not sent, and kept as the script left it.
        preRequestScript: "pm.request.url = 'http://ho\\u0000st/';",
      };
      await send(projectId, { request: nulMethod });
      await send(projectId, { request: nulUrl });
      const items = await historyOf(projectId);
      expect(items.map((e) => [e.method, e.url])).toEqual([
        ['GET', 'http://ho\ufffdst/'],
        ['G\ufffdET', `${target.origin}/x`],
      ]);
      // The request is kept exactly as it was built, script and all.
      expect(items[1]!.request.preRequestScript).toBe(nulMethod.preRequestScript);
    } finally {
      target.close();
    }
  });

  it('writes the entry when the target answers NUL bytes, and shows the body as sent', async () => {
    const projectId = await newProject();
    const body = Buffer.from([0x61, 0x00, 0x62, 0x00]);
    const target = await rawTarget(
      Buffer.concat([
        Buffer.from(
          `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n`,
        ),
        body,
      ]),
    );
    const nulHeader = await rawTarget(
      Buffer.from('HTTP/1.1 200 OK\r\nX-Nul: a\u0000b\r\nContent-Length: 0\r\n\r\n', 'latin1'),
    );
    try {
      const sent = await api(suite.cast.writer).post(`${base(projectId)}/debug/send`, {
        request: { ...request('/x'), url: `${target.origin}/x` },
      });
      expect(sent.statusCode).toBe(200);
      const response = sent.json<SendResult>().response!;
      expect(Buffer.from(response.body.base64, 'base64')).toEqual(body);
      // A header holding NUL is not HTTP: the send fails as a network fault, still recorded.
      await send(projectId, { request: { ...request('/y'), url: `${nulHeader.origin}/y` } });
      const items = await historyOf(projectId);
      expect(items.map((e) => [e.url, e.status, e.errorCode])).toEqual([
        [`${nulHeader.origin}/y`, null, 'NETWORK'],
        [`${target.origin}/x`, 200, null],
      ]);
    } finally {
      target.close();
      nulHeader.close();
    }
  });

  it('hands back what a script set with NUL so that the next send is not refused', async () => {
    const projectId = await newProject();
    const first = await api(suite.cast.writer).post(`${base(projectId)}/debug/send`, {
      request: {
        ...request('/x'),
        preRequestScript: "pm.environment.set('v\\u0000', 'a\\u0000b\\ud800');",
      },
    });
    expect(first.statusCode).toBe(200);
    const { session } = first.json<SendResult>();
    expect(session.environment).toEqual({ 'v\ufffd': 'a\ufffdb\ufffd' });
    const next = await api(suite.cast.writer).post(`${base(projectId)}/debug/send`, {
      request: request('/y'),
      session,
    });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('stores a record holding NUL and unpaired surrogates anywhere', async () => {
    const projectId = await newProject();
    const me = (await api(suite.cast.writer).get('/api/v1/auth/session')).json().user.id as string;
    const tricky = `/a\u0000b\ud800c\udfff😀`;
    const built = debugRequestSchema.parse({ ...request(tricky), url: `http://h${tricky}` });
    await recordSend(suite.db(), {
      projectId,
      userId: me,
      endpointId: null,
      request: built,
      result: {
        problems: [{ where: 'url', code: 'INVALID_URL', message: 'bad' }],
        unknownVariables: [],
        sent: null,
        response: null,
        error: null,
        scripts: { preRequest: null, postResponse: null },
        check: null,
        session: { environment: {}, collection: {}, globals: {} },
      },
      sentAt: new Date(),
    });
    const [entry] = await historyOf(projectId);
    expect(entry!.url).toBe('http://h/a\ufffdb\ufffdc\ufffd😀');
    expect(entry!.request.url).toBe(built.url);
  });
});

describe('endpoint cases', () => {
  it('saves, lists, edits with the version and deletes cases of an endpoint', async () => {
    const projectId = await newProject();
    const endpoint = await createItem(suite.app, suite.cast.writer, projectId, endpointBody('Get'));
    const created = await api(suite.cast.writer).post(`${base(projectId)}/endpoint-cases`, {
      endpointId: endpoint.id,
      name: ' Happy path ',
      request: { ...request('/pets/1'), headers: [{ key: 'X-A', value: '{{a}}' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<EndpointCase>();
    expect(saved).toMatchObject({ name: 'Happy path', version: 1, endpointId: endpoint.id });
    expect(saved.request.headers).toEqual([{ key: 'X-A', value: '{{a}}', enabled: true }]);

    const listed = await api(suite.cast.reader).get(
      `${base(projectId)}/endpoint-cases?endpointId=${endpoint.id}`,
    );
    expect(listed.json().items).toEqual([saved]);
    const edited = await api(suite.cast.writer).put(
      `${base(projectId)}/endpoint-cases/${saved.id}`,
      {
        name: 'Renamed',
        request: request('/pets/2'),
        baseVersion: 1,
      },
    );
    expect(edited.json()).toMatchObject({ name: 'Renamed', version: 2 });
    expectProblem(
      await api(suite.cast.owner).put(`${base(projectId)}/endpoint-cases/${saved.id}`, {
        name: 'Late',
        request: request('/x'),
        baseVersion: 1,
      }),
      409,
      'EDIT_CONFLICT',
    );
    expect(
      (await api(suite.cast.writer).delete(`${base(projectId)}/endpoint-cases/${saved.id}`))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await api(suite.cast.reader).get(
          `${base(projectId)}/endpoint-cases?endpointId=${endpoint.id}`,
        )
      ).json().items,
    ).toEqual([]);
  });

  it('refuses read-only members, another project’s endpoint and a deleted one', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const endpoint = await createItem(suite.app, suite.cast.writer, projectId, endpointBody('Get'));
    const body = { endpointId: endpoint.id, name: 'Case', request: request('/') };
    expect(
      (await api(suite.cast.reader).post(`${base(projectId)}/endpoint-cases`, body)).statusCode,
    ).toBe(403);
    expectProblem(
      await api(suite.cast.writer).post(`${base(other)}/endpoint-cases`, body),
      400,
      'VALIDATION_FAILED',
    );
    await api(suite.cast.writer).delete(itemUrl(projectId, endpoint.id));
    expectProblem(
      await api(suite.cast.writer).post(`${base(projectId)}/endpoint-cases`, body),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await api(suite.cast.writer).post(`${base(projectId)}/endpoint-cases`, {
        ...body,
        name: '   ',
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
