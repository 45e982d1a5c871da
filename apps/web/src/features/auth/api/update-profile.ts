import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CurrentUser, updateProfileBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/get-session';

export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** Changes the account name; answers the updated user. */
export function updateProfile(body: UpdateProfileBody): Promise<{ user: CurrentUser }> {
  return apiRequest('/api/v1/account/profile', { method: 'PATCH', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
