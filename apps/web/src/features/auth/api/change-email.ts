import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type changeEmailBody, changeEmailRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { SESSION_QUERY_KEY, type SessionResponse } from '../../../lib/get-session';

export type ChangeEmailBody = z.input<typeof changeEmailBody>;

/**
 * Changes (or adds) the email with its code; an account without a password sends one too. 400
 * INVALID_CODE, 409 ADDRESS_IN_USE.
 */
export function changeEmail(body: ChangeEmailBody): Promise<SessionResponse> {
  return callApi(changeEmailRoute, { body });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
