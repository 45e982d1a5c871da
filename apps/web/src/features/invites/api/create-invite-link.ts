import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type createInviteLinkBody, createInviteLinkRoute, type InviteLink } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { inviteLinkQueryKey } from './get-invite-link';

export type CreateInviteLinkBody = z.input<typeof createInviteLinkBody>;

/** Makes a new link of the scope; every earlier link of that team or project stops working. */
export function createInviteLink(body: CreateInviteLinkBody): Promise<InviteLink> {
  return callApi(createInviteLinkRoute, { body });
}

export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInviteLink,
    onSuccess: (link) =>
      queryClient.setQueryData(
        inviteLinkQueryKey({ teamId: link.teamId, projectId: link.projectId ?? undefined }),
        { link },
      ),
  });
}
