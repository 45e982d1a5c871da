import { vi } from 'vitest';
import { ERROR_CATALOGUE, type CurrentUser, type ErrorCode, type Problem } from '@heron/contract';

/** What a stubbed route sees of the request. */
export interface StubRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, or undefined when none was sent. */
  body: unknown;
}

export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** A problem+json answer with the catalogue's status and title for `code`. */
export function problem(code: ErrorCode, extra: Partial<Problem> = {}): Response {
  const { status, title } = ERROR_CATALOGUE[code];
  return new Response(JSON.stringify({ type: 'about:blank', title, status, code, ...extra }), {
    status: extra.status ?? status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

export const TEST_USER: CurrentUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  avatarUrl: null,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** The session call of a signed-in visitor. */
export const SIGNED_IN: Record<string, StubHandler> = {
  'GET /api/v1/auth/session': () => json({ user: TEST_USER }),
};

/** The session call of a visitor who is not signed in. */
export const SIGNED_OUT: Record<string, StubHandler> = {
  'GET /api/v1/auth/session': () => problem('UNAUTHENTICATED'),
};

/**
 * Replaces `fetch` with a router of `"METHOD /path"` → handler; anything else answers 404.
 * Returns the mock and a list of the requests made, in order.
 */
export function stubApi(routes: Record<string, StubHandler>) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: StubRequest = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(request) : problem('NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The requests made to one route. */
  const callsTo = (route: string) =>
    requests.filter((request) => `${request.method} ${request.path}` === route);
  return { fetchMock, requests, callsTo };
}
