import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type resetPasswordBody, resetPasswordRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { SESSION_QUERY_KEY } from '../../../lib/get-session';

export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** Sets a new password with the link's token; 400 RESET_LINK_INVALID. */
export function resetPassword(body: ResetPasswordBody): Promise<void> {
  return callApi(resetPasswordRoute, { body });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A new password may end the account's sessions: ask again rather than trust the cache.
    onSuccess: () => queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
