import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerEmailBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, type SessionResponse } from '../../../lib/get-session';

export type RegisterEmailBody = z.input<typeof registerEmailBody>;

/** Creates an account with email, code and password, and signs it in. */
export function registerEmail(body: RegisterEmailBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/v1/auth/register/email', { method: 'POST', body });
}

export function useRegisterEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerEmail,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
