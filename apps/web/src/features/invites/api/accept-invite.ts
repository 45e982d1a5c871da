import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type acceptInviteResponse, acceptInviteRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { INVITE_PREVIEW_KEY } from './get-invite-preview';

export type AcceptInviteResponse = z.output<typeof acceptInviteResponse>;

/** Joins the team (and project) of an invite; joining twice changes nothing. */
export function acceptInvite(token: string): Promise<AcceptInviteResponse> {
  return callApi(acceptInviteRoute, { body: { token } });
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    // The person's teams and projects changed: every list of them is stale. The invite's own
    // preview is left alone: the page leaves it for the team or project just joined.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== INVITE_PREVIEW_KEY,
      }),
  });
}
