import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { loginByPhoneRoute, type loginPhoneBody } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { writeSession, type SessionResponse } from '../../../lib/get-session';

export type LoginPhoneBody = z.input<typeof loginPhoneBody>;

/** Signs in with a texted code, creating the account on a number's first sign-in. */
export function loginPhone(body: LoginPhoneBody): Promise<SessionResponse> {
  return callApi(loginByPhoneRoute, { body });
}

export function useLoginPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginPhone,
    onSuccess: ({ user }) => writeSession(queryClient, user),
  });
}
