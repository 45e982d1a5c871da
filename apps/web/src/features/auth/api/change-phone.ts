import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePhoneBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, type SessionResponse } from '../../../lib/get-session';

export type ChangePhoneBody = z.input<typeof changePhoneBody>;

/** Changes (or adds) the phone number with its code; 400 INVALID_CODE, 409 ADDRESS_IN_USE. */
export function changePhone(body: ChangePhoneBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/v1/account/phone', { method: 'PUT', body });
}

export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePhone,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
