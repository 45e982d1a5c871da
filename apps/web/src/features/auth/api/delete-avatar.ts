import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, type SessionResponse } from '../../../lib/get-session';

/** Removes the avatar (the initial shows again); answers the updated user. */
export function deleteAvatar(): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/v1/account/avatar', { method: 'DELETE' });
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
