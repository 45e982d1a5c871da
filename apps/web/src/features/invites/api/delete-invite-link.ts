import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteInviteLinkRoute, type InviteLink } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { inviteLinkQueryKey } from './get-invite-link';

/** Invalidates a link: opening it afterwards says it has expired or is no longer valid. */
export function deleteInviteLink(inviteId: string): Promise<void> {
  return callApi(deleteInviteLinkRoute, { params: { inviteId } });
}

export function useDeleteInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: InviteLink) => deleteInviteLink(link.id),
    onSuccess: (_nothing, link) =>
      queryClient.setQueryData(
        inviteLinkQueryKey({ teamId: link.teamId, projectId: link.projectId ?? undefined }),
        { link: null },
      ),
  });
}
