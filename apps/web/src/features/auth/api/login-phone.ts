import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginPhoneBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, type SessionResponse } from '../../../lib/get-session';

export type LoginPhoneBody = z.input<typeof loginPhoneBody>;

/** Signs in with a texted code, creating the account on a number's first sign-in. */
export function loginPhone(body: LoginPhoneBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/v1/auth/login/phone', { method: 'POST', body });
}

export function useLoginPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginPhone,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
