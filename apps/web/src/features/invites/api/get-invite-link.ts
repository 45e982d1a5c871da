import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getInviteLinkRoute, type inviteLinkResponse } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

export type InviteLinkResponse = z.output<typeof inviteLinkResponse>;

/** The scope of an invite link: a team, or one of its projects. */
export interface InviteLinkScope {
  teamId: string;
  projectId?: string | undefined;
}

export function inviteLinkQueryKey(scope: InviteLinkScope) {
  return ['invite-link', scope.teamId, scope.projectId ?? null] as const;
}

/** The valid link of a team or project; `link` is null when there is none. */
export function getInviteLink(
  scope: InviteLinkScope,
  signal?: AbortSignal,
): Promise<InviteLinkResponse> {
  return callApi(
    getInviteLinkRoute,
    { query: { teamId: scope.teamId, projectId: scope.projectId } },
    { signal },
  );
}

export function inviteLinkQuery(scope: InviteLinkScope) {
  return queryOptions({
    queryKey: inviteLinkQueryKey(scope),
    queryFn: ({ signal }) => getInviteLink(scope, signal),
  });
}

export function useInviteLink(scope: InviteLinkScope, enabled = true) {
  return useQuery({ ...inviteLinkQuery(scope), enabled });
}
