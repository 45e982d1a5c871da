import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InvitePreview, previewInviteRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

export const INVITE_PREVIEW_KEY = 'invite-preview';

export function invitePreviewQueryKey(token: string) {
  return [INVITE_PREVIEW_KEY, token] as const;
}

/** Who invites to what; 410 INVITE_INVALID when the invite expired, was reset or deleted. */
export function getInvitePreview(token: string, signal?: AbortSignal): Promise<InvitePreview> {
  return callApi(previewInviteRoute, { query: { token } }, { signal });
}

export function invitePreviewQuery(token: string) {
  return queryOptions({
    queryKey: invitePreviewQueryKey(token),
    queryFn: ({ signal }) => getInvitePreview(token, signal),
  });
}

export function useInvitePreview(token: string, enabled = true) {
  return useQuery({ ...invitePreviewQuery(token), enabled });
}
