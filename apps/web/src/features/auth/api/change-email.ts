import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changeEmailBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, type SessionResponse } from '../../../lib/get-session';

export type ChangeEmailBody = z.input<typeof changeEmailBody>;

/**
 * Changes (or adds) the email with its code; an account without a password sends one too. 400
 * INVALID_CODE, 409 ADDRESS_IN_USE.
 */
export function changeEmail(body: ChangeEmailBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/v1/account/email', { method: 'PUT', body });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
