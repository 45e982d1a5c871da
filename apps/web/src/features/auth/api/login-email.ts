import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { loginByEmailRoute, type loginEmailBody } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { writeSession, type SessionResponse } from '../../../lib/get-session';

export type LoginEmailBody = z.input<typeof loginEmailBody>;

/** Signs in with email and password; 401 INVALID_CREDENTIALS, 429, 403 ACCOUNT_DISABLED. */
export function loginEmail(body: LoginEmailBody): Promise<SessionResponse> {
  return callApi(loginByEmailRoute, { body });
}

export function useLoginEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginEmail,
    onSuccess: ({ user }) => writeSession(queryClient, user),
  });
}
