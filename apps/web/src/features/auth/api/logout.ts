import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type CurrentUser, logoutRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { HOME_PATH } from '../../../lib/paths';
import { USER_PATHS } from '../../../lib/user-paths';
import { getSession, SESSION_QUERY_KEY } from '../../../lib/get-session';

/** Ends the session (204); another account this browser is signed in to may become active. */
export function logout(): Promise<void> {
  return callApi(logoutRoute);
}

/** Signs out, then answers who is active now: the browser's next signed-in account, or null. */
async function logoutAndGetNext(): Promise<CurrentUser | null> {
  await logout();
  // Signed out either way; if who is next cannot be learnt now, the sign-in page will know.
  return getSession().catch(() => null);
}

/**
 * Signs out of the active account. When the browser is signed in to another, that one goes on
 * (at home: the page left may be closed to it) and every query reloads for it; otherwise the
 * sign-in page shows, with nothing of the last account left in memory.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutAndGetNext,
    onSuccess: async (next) => {
      if (next) {
        await navigate(HOME_PATH);
        queryClient.setQueryData(SESSION_QUERY_KEY, next);
        return;
      }
      // Leave the signed-in frame first: emptied while on screen, its gate would load the
      // session again and send the person to sign in with a redirect back where they were.
      await navigate(USER_PATHS.login, { replace: true });
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
