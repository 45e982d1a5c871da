import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDocShareRoute,
  listDocSharesRoute,
  revokeDocShareRoute,
  type DocShare,
  type DocShareInput,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { docsKeys } from './keys';

/** The project's share links, newest first, revoked and expired ones included. */
export function listDocShares(projectId: string, signal?: AbortSignal): Promise<DocShare[]> {
  return callApi(listDocSharesRoute, { params: { projectId } }, { signal }).then(
    (list) => list.items,
  );
}

export function useDocShares(projectId: string, enabled = true) {
  return useQuery({
    queryKey: docsKeys.shares(projectId),
    queryFn: ({ signal }) => listDocShares(projectId, signal),
    enabled,
  });
}

export function useCreateDocShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, body }: { projectId: string; body: DocShareInput }) =>
      callApi(createDocShareRoute, { params: { projectId }, body }),
    onSuccess: (_share, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: docsKeys.shares(projectId) }),
  });
}

/** Revokes a link; the answer is the link as it is now, which replaces its row. */
export function useRevokeDocShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, shareId }: { projectId: string; shareId: string }) =>
      callApi(revokeDocShareRoute, { params: { projectId, shareId } }),
    onSuccess: (revoked, { projectId }) =>
      queryClient.setQueryData<DocShare[]>(docsKeys.shares(projectId), (shares) =>
        shares?.map((share) => (share.id === revoked.id ? revoked : share)),
      ),
  });
}
