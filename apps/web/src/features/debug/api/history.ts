import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  clearDebugHistoryRoute,
  type DebugHistoryEntry,
  deleteDebugHistoryEntryRoute,
  listDebugHistoryRoute,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { debugKeys } from './keys';

/**
 * The person's history of sent requests in a project (issue 6,
 * `packages/contract/src/routes/debug.ts`, "history"): the newest 100, newest first. Nobody
 * else sees it, so read-only members may delete and clear theirs too.
 */

/** The person's sends in the project, or (`endpointId`) only those of one endpoint. */
export async function listHistory(
  projectId: string,
  endpointId: string | null,
  signal?: AbortSignal,
): Promise<DebugHistoryEntry[]> {
  const list = await callApi(
    listDebugHistoryRoute,
    { params: { projectId }, query: { endpointId: endpointId ?? undefined } },
    { signal },
  );
  return list.items;
}

export function historyQuery(projectId: string, endpointId: string | null) {
  return queryOptions({
    queryKey: debugKeys.historyList(projectId, endpointId),
    queryFn: ({ signal }) => listHistory(projectId, endpointId, signal),
    // Every send adds an entry: the list is refetched whenever it is shown again.
    staleTime: 0,
  });
}

export function useHistory(projectId: string, endpointId: string | null) {
  return useQuery(historyQuery(projectId, endpointId));
}

/** Removes entries from every cached history list of the project, before the refetch. */
function dropCached(
  queryClient: QueryClient,
  projectId: string,
  keep: (entry: DebugHistoryEntry) => boolean,
) {
  queryClient.setQueriesData<DebugHistoryEntry[]>(
    { queryKey: debugKeys.history(projectId) },
    (items) => items?.filter(keep),
  );
}

export function deleteHistoryEntry({
  projectId,
  entryId,
}: {
  projectId: string;
  entryId: string;
}): Promise<void> {
  return callApi(deleteDebugHistoryEntryRoute, { params: { projectId, entryId } });
}

export function useDeleteHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryEntry,
    onSuccess: async (_, { projectId, entryId }) => {
      dropCached(queryClient, projectId, (entry) => entry.id !== entryId);
      await queryClient.invalidateQueries({ queryKey: debugKeys.history(projectId) });
    },
  });
}

/** Forgets every send of the person in the project. */
export function clearHistory({ projectId }: { projectId: string }): Promise<void> {
  return callApi(clearDebugHistoryRoute, { params: { projectId } });
}

export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearHistory,
    onSuccess: async (_, { projectId }) => {
      dropCached(queryClient, projectId, () => false);
      await queryClient.invalidateQueries({ queryKey: debugKeys.history(projectId) });
    },
  });
}
