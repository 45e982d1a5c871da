import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearMockLogRoute, getMockLogRoute, MOCK_LOG_SIZE, type MockLog } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { mockKeys } from './keys';

/**
 * The mock's live log: the last requests it served in the project, oldest first. The panel polls
 * with `after` (the greatest `seq` seen), so each poll carries only what is new.
 */

/** How often the open panel asks for new entries (while the browser tab is shown). */
export const MOCK_LOG_POLL_MS = 1_500;

export function getMockLog(
  projectId: string,
  after: number | undefined,
  signal?: AbortSignal,
): Promise<MockLog> {
  return callApi(getMockLogRoute, { params: { projectId }, query: { after } }, { signal });
}

/** What the panel has gathered: the newest MOCK_LOG_SIZE entries, oldest first. */
export function mergeLog(previous: MockLog | undefined, page: MockLog): MockLog {
  if (!previous) return page;
  const seen = new Set(previous.items.map((entry) => entry.seq));
  const items = [...previous.items, ...page.items.filter((entry) => !seen.has(entry.seq))];
  return {
    items: items.slice(-MOCK_LOG_SIZE),
    lastSeq: Math.max(previous.lastSeq, page.lastSeq),
  };
}

/**
 * The log, polled every MOCK_LOG_POLL_MS while `isPolling` (TanStack Query skips the polls while
 * the browser tab is hidden).
 */
export function useMockLog(projectId: string, isPolling: boolean) {
  const queryClient = useQueryClient();
  const queryKey = mockKeys.log(projectId);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const previous = queryClient.getQueryData<MockLog>(queryKey);
      const page = await getMockLog(projectId, previous?.lastSeq, signal);
      // The server counts from 0 again after a restart: what was gathered no longer pages.
      if (previous && page.lastSeq < previous.lastSeq) return getMockLog(projectId, 0, signal);
      return mergeLog(previous, page);
    },
    enabled: isPolling,
    refetchInterval: MOCK_LOG_POLL_MS,
    staleTime: 0,
  });
}

/** Empties the project's log, for everyone (204). */
export function clearMockLog({ projectId }: { projectId: string }): Promise<void> {
  return callApi(clearMockLogRoute, { params: { projectId } });
}

export function useClearMockLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearMockLog,
    onSuccess: async (_, { projectId }) => {
      const queryKey = mockKeys.log(projectId);
      // A poll already under way would bring back entries the server has just dropped.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<MockLog>(queryKey, (gathered) => ({
        items: [],
        lastSeq: gathered?.lastSeq ?? 0,
      }));
    },
  });
}
