import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logoutAllRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { USER_PATHS } from '../../../lib/user-paths';
import { SESSION_QUERY_KEY } from '../../../lib/get-session';

/** Ends every session this browser holds (204). */
export function logoutAll(): Promise<void> {
  return callApi(logoutAllRoute);
}

/** Signs out of every account, then shows the sign-in page with nothing left in memory. */
export function useLogoutAll() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutAll,
    onSuccess: async () => {
      // As useLogout: leave the signed-in frame before emptying the cache it reads.
      await navigate(USER_PATHS.login, { replace: true });
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
