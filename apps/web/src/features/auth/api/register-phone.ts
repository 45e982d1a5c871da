import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { registerByPhoneRoute, type registerPhoneBody } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { writeSession, type SessionResponse } from '../../../lib/get-session';

export type RegisterPhoneBody = z.input<typeof registerPhoneBody>;

/** Creates an account with phone and code, and signs it in. */
export function registerPhone(body: RegisterPhoneBody): Promise<SessionResponse> {
  return callApi(registerByPhoneRoute, { body });
}

export function useRegisterPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPhone,
    onSuccess: ({ user }) => writeSession(queryClient, user),
  });
}
