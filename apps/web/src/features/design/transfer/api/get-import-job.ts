import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getDesignImportRoute, type ImportJob, isImportRunning } from '@heron/contract';
import { callApi } from '../../../../lib/call-api';
import { transferKeys } from './keys';

/**
 * How long the server may hold a read of a running job (`waitMs`): it answers at once when the
 * job moves on (the preview is ready, the write is done), and with the progress so far after this
 * long, so the progress bar moves at least this often.
 */
export const IMPORT_POLL_MS = 300;

/** The pause between one answer about a running job and the next read. */
export const IMPORT_REASK_MS = 50;

export function getImportJob(
  projectId: string,
  jobId: string,
  options: { signal?: AbortSignal | undefined; waitMs?: number | undefined } = {},
): Promise<ImportJob> {
  return callApi(
    getDesignImportRoute,
    { params: { projectId, jobId }, query: { waitMs: options.waitMs || undefined } },
    { signal: options.signal },
  );
}

/**
 * An import job, read again and again while it is parsing or importing: each read of a running
 * job is held by the server until the job moves on or IMPORT_POLL_MS passes.
 */
export function useImportJob(projectId: string, jobId: string | undefined) {
  const queryClient = useQueryClient();
  const queryKey = transferKeys.importJob(projectId, jobId ?? '');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => {
      const known = queryClient.getQueryData<ImportJob>(queryKey);
      const waitMs = isImportRunning(known?.status) ? IMPORT_POLL_MS : undefined;
      return getImportJob(projectId, jobId ?? '', { signal, waitMs });
    },
    enabled: Boolean(jobId),
    // A job changes under us: never serve a cached answer as current.
    staleTime: 0,
    // A read still in flight is not asked again (TanStack Query shares it), so this is the
    // pause after an answer, not the pace of requests.
    refetchInterval: (query) =>
      isImportRunning(query.state.data?.status) ? IMPORT_REASK_MS : false,
  });
}
