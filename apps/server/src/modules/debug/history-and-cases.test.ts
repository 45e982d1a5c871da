import { describe, expect, it } from 'vitest';
import { DEBUG_HISTORY_LIMIT, type DebugHistoryEntry, type EndpointCase } from '@heron/contract';
import { debugHistory } from '../../db/schema/index.js';
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
