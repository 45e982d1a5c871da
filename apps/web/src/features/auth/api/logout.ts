import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { USER_PATHS } from '../lib/user-paths';
import { SESSION_QUERY_KEY } from './get-session';

/** Ends the session (204). */
export function logout(): Promise<void> {
  return apiRequest<void>('/api/v1/auth/logout', { method: 'POST' });
}

/** Signs out, then shows the sign-in page with nothing of the last account left in memory. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Leave the signed-in frame first: emptied while on screen, its gate would load the
      // session again and send the person to sign in with a redirect back where they were.
      await navigate(USER_PATHS.login, { replace: true });
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
