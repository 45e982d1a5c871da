import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type updateProfileBody, updateProfileRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { SESSION_QUERY_KEY, type SessionResponse } from '../../../lib/get-session';

export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** Changes the account name; answers the updated user. */
export function updateProfile(body: UpdateProfileBody): Promise<SessionResponse> {
  return callApi(updateProfileRoute, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
