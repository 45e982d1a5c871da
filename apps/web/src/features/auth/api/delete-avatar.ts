import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAvatarRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { SESSION_QUERY_KEY, type SessionResponse } from '../../../lib/get-session';

/** Removes the avatar (the initial shows again); answers the updated user. */
export function deleteAvatar(): Promise<SessionResponse> {
  return callApi(deleteAvatarRoute);
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
