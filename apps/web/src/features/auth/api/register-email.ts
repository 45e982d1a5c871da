import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { registerByEmailRoute, type registerEmailBody } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { writeSession, type SessionResponse } from '../../../lib/get-session';

export type RegisterEmailBody = z.input<typeof registerEmailBody>;

/** Creates an account with email, code and password, and signs it in. */
export function registerEmail(body: RegisterEmailBody): Promise<SessionResponse> {
  return callApi(registerByEmailRoute, { body });
}

export function useRegisterEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerEmail,
    onSuccess: ({ user }) => writeSession(queryClient, user),
  });
}
