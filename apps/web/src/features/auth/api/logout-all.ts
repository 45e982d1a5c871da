import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { USER_PATHS } from '../../../lib/user-paths';
import { SESSION_QUERY_KEY } from '../../../lib/get-session';

/** Ends every session this browser holds (204). */
export function logoutAll(): Promise<void> {
  return apiRequest<void>('/api/v1/auth/logout/all', { method: 'POST' });
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
