import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getSessionRoute, type CurrentUser, type sessionResponse } from '@heron/contract';
import { ApiError } from './api-client';
import { callApi } from './call-api';

export type SessionResponse = z.output<typeof sessionResponse>;

/** The one cache entry of who is signed in: a user, or null when nobody is. */
export const SESSION_QUERY_KEY = ['session'] as const;

/** Who is signed in; null when nobody is (the API answers 401 UNAUTHENTICATED). */
export async function getSession(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const { user } = await callApi(getSessionRoute, {}, { signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => getSession(signal),
});

/** The current session; `data` is the user, null when signed out, undefined while loading. */
export function useSession() {
  return useQuery(sessionQuery);
}

/**
 * Writes the account a sign-in returned as the session. A check of who is signed in that is
 * still in flight is cancelled first: its answer, from before the sign-in, would otherwise land
 * after this one and sign the person out again on screen (a form sent before the page's first
 * check came back).
 */
export async function writeSession(queryClient: QueryClient, user: CurrentUser): Promise<void> {
  await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
}
