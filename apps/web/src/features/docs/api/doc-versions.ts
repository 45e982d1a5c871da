import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteDocVersionRoute,
  listDocVersionsRoute,
  publishDocVersionRoute,
  type DocVersion,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { docsKeys } from './keys';

/** Published versions, newest first, with what each changed from the one before. */
export function listDocVersions(projectId: string, signal?: AbortSignal): Promise<DocVersion[]> {
  return callApi(listDocVersionsRoute, { params: { projectId } }, { signal }).then(
    (list) => list.items,
  );
}

export function useDocVersions(projectId: string, enabled = true) {
  return useQuery({
    queryKey: docsKeys.versions(projectId),
    queryFn: ({ signal }) => listDocVersions(projectId, signal),
    enabled,
  });
}

/**
 * A publish or a withdrawal changes the list, the site's newest version and what the next
 * publish would change.
 */
function refreshAfterVersionChange(
  queryClient: ReturnType<typeof useQueryClient>,
  projectId: string,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: docsKeys.versions(projectId) }),
    queryClient.invalidateQueries({ queryKey: docsKeys.site(projectId) }),
    queryClient.invalidateQueries({ queryKey: docsKeys.pendingChanges(projectId) }),
  ]);
}

/** Publishes the live design as the next version; DOC_SITE_MISSING before the site is saved. */
export function usePublishDocVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, note }: { projectId: string; note: string }) =>
      callApi(publishDocVersionRoute, { params: { projectId }, body: { note } }),
    onSuccess: (_version, { projectId }) => refreshAfterVersionChange(queryClient, projectId),
  });
}

/** Withdraws a version: readers can no longer pick it. */
export function useDeleteDocVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, number }: { projectId: string; number: number }) =>
      callApi(deleteDocVersionRoute, { params: { projectId, number } }),
    onSuccess: (_done, { projectId }) => refreshAfterVersionChange(queryClient, projectId),
  });
}
