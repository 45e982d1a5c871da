import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listDevOutboxRoute, type outboxResponse } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

export type Outbox = z.output<typeof outboxResponse>;

export const OUTBOX_QUERY_KEY = ['dev', 'outbox'] as const;

/** The messages the server "sent" while it has no real mail or SMS provider, newest first. */
export function listOutbox(signal?: AbortSignal): Promise<Outbox> {
  return callApi(listDevOutboxRoute, {}, { signal });
}

export const outboxQuery = queryOptions({
  queryKey: OUTBOX_QUERY_KEY,
  queryFn: ({ signal }) => listOutbox(signal),
  // A developer opens this to read a message just sent: never show a stale copy.
  staleTime: 0,
  // Some mail goes out just after its request is answered (a reset link): it appears by itself.
  refetchInterval: 2_000,
});

/** 404 OUTBOX_DISABLED when real providers are configured or in production. */
export function useOutbox() {
  return useQuery(outboxQuery);
}
