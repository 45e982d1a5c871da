import { useQuery } from '@tanstack/react-query';
import { getDocChangelogRoute, type DocChangelog } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { docsKeys } from './keys';

/**
 * What publishing now would change: the changelog without `to` compares the live design with
 * the newest version (`from` null when none was published yet).
 */
export function getPendingChanges(projectId: string, signal?: AbortSignal): Promise<DocChangelog> {
  return callApi(getDocChangelogRoute, { params: { projectId } }, { signal });
}

export function usePendingChanges(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: docsKeys.pendingChanges(projectId),
    queryFn: ({ signal }) => getPendingChanges(projectId, signal),
    enabled,
    // The design may have changed since the dialog was last open: ask afresh each time.
    staleTime: 0,
  });
}
