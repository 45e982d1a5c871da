import { useEffect, useRef } from 'react';
import {
  hashKey,
  useQueryClient,
  type QueryCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import type { CurrentUser } from '@heron/contract';
import { SESSION_QUERY_KEY } from '../../../lib/get-session';

const SESSION_HASH = hashKey(SESSION_QUERY_KEY);

/** The user a successful write of the session query carries, and whether a mutation wrote it. */
function sessionWrite(event: QueryCacheNotifyEvent) {
  if (event.type !== 'updated' || event.action.type !== 'success') return undefined;
  if (event.query.queryHash !== SESSION_HASH) return undefined;
  return {
    user: (event.action.data ?? null) as CurrentUser | null,
    // setQueryData (a sign-in, a switch), not a fetch of who is signed in.
    isManual: event.action.manual === true,
  };
}

/**
 * Whenever the signed-in account changes to another (a switch, an account added, the next one
 * after signing out of one), every other query is reset: active ones load again for the new
 * account, the rest are emptied, so nothing of the previous account stays on screen.
 */
export function watchAccountChanges(queryClient: QueryClient): () => void {
  let userId: string | undefined;
  return queryClient.getQueryCache().subscribe((event) => {
    const write = sessionWrite(event);
    if (!write) return;
    const nextId = write.user?.id;
    const previousId = userId;
    userId = nextId;
    if (previousId && nextId && previousId !== nextId) {
      void queryClient.resetQueries({ predicate: (query) => query.queryHash !== SESSION_HASH });
    }
  });
}

/**
 * Calls `onSignIn` when someone signs in while the component is mounted (a sign-in form, a
 * provider, or a pick in the account chooser writes the session), but not when the session is
 * merely loaded.
 */
export function useOnSignIn(onSignIn: (user: CurrentUser) => void) {
  const queryClient = useQueryClient();
  const latest = useRef(onSignIn);
  useEffect(() => {
    latest.current = onSignIn;
  });
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const write = sessionWrite(event);
        if (write?.isManual && write.user) latest.current(write.user);
      }),
    [queryClient],
  );
}
