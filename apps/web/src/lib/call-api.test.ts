import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createTeamRoute,
  defineRoute,
  deleteTeamRoute,
  listTeamMembersRoute,
  listTeamsRoute,
  type TeamSummary,
} from '@heron/contract';
import { ApiError } from './api-client';
import { callApi, callApiForResponse } from './call-api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it("sends the route's method to its path and resolves with the answer", async () => {
    const fetchMock = stubFetch(json({ items: [] }));
    const answer = await callApi(listTeamsRoute);
    expect(answer).toEqual({ items: [] });
    expectTypeOf(answer).toEqualTypeOf<{ items: TeamSummary[] }>();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/teams');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET' });
  });

  it('fills the path parameters, encoded, and appends the query', async () => {
    const fetchMock = stubFetch(json({ items: [], total: 0, page: 1, pageSize: 20 }));
    await callApi(listTeamMembersRoute, {
      params: { teamId: 'a/b' },
      query: { page: 2, q: 'ann lee' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/teams/a%2Fb/members?page=2&q=ann+lee');
  });

  it('sends the body as JSON with the signal it is given', async () => {
    const fetchMock = stubFetch(json({ id: 't1' }, 201));
    const controller = new AbortController();
    await callApi(createTeamRoute, { body: { name: 'Core' } }, { signal: controller.signal });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body: '{"name":"Core"}',
      signal: controller.signal,
    });
  });

  it('repeats the key of a list in the query', async () => {
    const listRoute = defineRoute({
      method: 'GET',
      path: '/api/v1/things',
      operationId: 'listThings',
      summary: 'Things',
      tags: [],
      query: z.object({ id: z.array(z.string()) }),
      responses: { 200: z.object({}) },
    });
    const fetchMock = stubFetch(json({}));
    await callApi(listRoute, { query: { id: ['a', 'b'] } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/things?id=a&id=b');
  });

  it('rejects with the mapped ApiError', async () => {
    stubFetch(
      new Response(JSON.stringify({ code: 'NOT_FOUND', title: 'Not found', status: 404 }), {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      }),
    );
    await expect(
      callApi(deleteTeamRoute, { params: { teamId: 't1' }, query: { confirmName: 'x' } }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses to call a path with a parameter left out', () => {
    stubFetch(json({}));
    // @ts-expect-error: params are required by the route
    expect(() => callApi(deleteTeamRoute, { query: { confirmName: 'x' } })).toThrow(/teamId/);
  });
});

describe('callApiForResponse', () => {
  it('resolves with the response as is', async () => {
    stubFetch(new Response('png', { status: 200, headers: { 'content-type': 'image/png' } }));
    const response = await callApiForResponse(listTeamsRoute);
    expect(await response.text()).toBe('png');
  });
});
