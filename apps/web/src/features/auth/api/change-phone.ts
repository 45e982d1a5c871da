import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type changePhoneBody, changePhoneRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { SESSION_QUERY_KEY, type SessionResponse } from '../../../lib/get-session';

export type ChangePhoneBody = z.input<typeof changePhoneBody>;

/** Changes (or adds) the phone number with its code; 400 INVALID_CODE, 409 ADDRESS_IN_USE. */
export function changePhone(body: ChangePhoneBody): Promise<SessionResponse> {
  return callApi(changePhoneRoute, { body });
}

export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePhone,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
