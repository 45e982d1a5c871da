import type { DebugHistoryEntry, DebugRequest } from '@heron/contract';
import { PROJECT } from '../environments/environments-test-fixtures';
import { makeRequest } from '../request/builder-test-harness';
import {
  json,
  noContent,
  problem,
  type StubHandler,
  type StubRequest,
} from '../../../test/stub-api';

// A person's history for the history drawer's component tests: a small fake of the server's
// routes (newest first, filtered by endpoint, deleted one by one or all), ids as real UUIDs.

export const ENDPOINT = 'c0000000-0000-4000-8000-000000000001';
export const OTHER_ENDPOINT = 'c0000000-0000-4000-8000-000000000002';
export const HISTORY_ROUTE = `/api/v1/projects/${PROJECT}/debug/history`;
export const historyEntryRoute = (entryId: string) => `${HISTORY_ROUTE}/${entryId}`;
export const SEND_ROUTE = `/api/v1/projects/${PROJECT}/debug/send`;

let next = 0;
const entryId = () => `e0000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export function makeEntry(
  request: DebugRequest,
  overrides: Partial<DebugHistoryEntry> = {},
): DebugHistoryEntry {
  return {
    id: entryId(),
    endpointId: null,
    request,
    method: request.method.toUpperCase(),
    url: `https://api.example.com${request.url}`,
    status: 200,
    totalMs: 12,
    errorCode: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Sent for the endpoint: answered 201 in 48 ms. */
export const CREATED_PET = makeEntry(makeRequest({ method: 'POST', url: '/pets' }), {
  endpointId: ENDPOINT,
  status: 201,
  totalMs: 48,
  createdAt: '2025-05-01T10:05:00.000Z',
});
/** Sent for another endpoint: its host did not resolve. */
export const UNREACHABLE = makeEntry(makeRequest({ method: 'GET', url: '/owners' }), {
  endpointId: OTHER_ENDPOINT,
  url: 'https://nowhere.invalid/owners',
  status: null,
  totalMs: null,
  errorCode: 'DNS_FAILED',
  createdAt: '2025-05-01T10:04:00.000Z',
});
/** A blank request's send that failed on the server side: 500. */
export const SERVER_ERROR = makeEntry(makeRequest({ method: 'DELETE', url: '/pets/7' }), {
  status: 500,
  totalMs: 3,
  createdAt: '2025-04-30T09:00:00.000Z',
});

/** The history routes over `items` (newest first); `items` changes as the routes are called. */
export function historyRoutes(items: DebugHistoryEntry[]): Record<string, StubHandler> {
  const remove = (keep: (entry: DebugHistoryEntry) => boolean) => {
    const kept = items.filter(keep);
    items.splice(0, items.length, ...kept);
  };
  const routes: Record<string, StubHandler> = {
    [`GET ${HISTORY_ROUTE}`]: (request: StubRequest) => {
      const endpointId = request.query.get('endpointId');
      return json({
        items: items.filter((entry) => endpointId === null || entry.endpointId === endpointId),
      });
    },
    [`DELETE ${HISTORY_ROUTE}`]: () => {
      remove(() => false);
      return noContent();
    },
  };
  for (const entry of items) {
    routes[`DELETE ${historyEntryRoute(entry.id)}`] = () => {
      if (!items.includes(entry)) return problem('NOT_FOUND');
      remove((other) => other !== entry);
      return noContent();
    };
  }
  return routes;
}
