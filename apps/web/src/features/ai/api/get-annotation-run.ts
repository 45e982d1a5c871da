import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getAiRunRoute, type AiRun } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { aiKeys } from './keys';

/**
 * How long the server may hold a read of a running run (`waitMs`, at most 25 s by the
 * contract): it answers as soon as the run moves on (a call to the model done, the run ended),
 * so the progress shows at once, and otherwise the read ends well before a proxy's idle limit.
 */
export const RUN_WAIT_MS = 20_000;
/** The pause between one answer about a running run and the next read. */
export const RUN_REASK_MS = 100;

export function getAnnotationRun(
  projectId: string,
  runId: string,
  options: { signal?: AbortSignal | undefined; waitMs?: number | undefined } = {},
): Promise<AiRun> {
  return callApi(
    getAiRunRoute,
    { params: { projectId, runId }, query: { waitMs: options.waitMs || undefined } },
    { signal: options.signal },
  );
}

/**
 * One run (as last known: `initial`), read again and again while it runs: each read of a running run is held by the server
 * until the run moves on or RUN_WAIT_MS passes, so following it costs a request per step, not
 * a request per tick.
 */
export function useAnnotationRun(projectId: string, runId: string, initial?: AiRun) {
  const queryClient = useQueryClient();
  const queryKey = aiKeys.run(projectId, runId);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => {
      const known = queryClient.getQueryData<AiRun>(queryKey);
      const waitMs = known?.status === 'running' ? RUN_WAIT_MS : undefined;
      return getAnnotationRun(projectId, runId, { signal, waitMs });
    },
    // Shown at once, and asked again at once: it may be behind already.
    initialData: initial,
    // A run changes under us: never serve a cached answer as current.
    staleTime: 0,
    // A read in flight is not asked again (TanStack Query shares it): this is the pause after
    // an answer, not the pace of requests.
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUN_REASK_MS : false),
  });
}
