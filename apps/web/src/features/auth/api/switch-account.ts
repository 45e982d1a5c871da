import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CurrentUser, switchAccountRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { writeSession } from '../../../lib/get-session';

/** Makes another account this browser is signed in to the active one; 404 NOT_FOUND if it is not. */
export async function switchAccount(userId: string): Promise<CurrentUser> {
  const { user } = await callApi(switchAccountRoute, { body: { userId } });
  return user;
}

/**
 * Switches account. The new session replaces the old in the cache, which resets every other
 * query (see `watchAccountChanges`), so nothing of the previous account stays on screen.
 */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchAccount,
    onSuccess: (user) => writeSession(queryClient, user),
  });
}
