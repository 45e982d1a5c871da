import { useQuery } from '@tanstack/react-query';
import type { ImportJob, ImportJobStatus } from '@heron/contract';
import { apiRequest } from '../../../../lib/api-client';
import { designPath, transferKeys } from './keys';

/** How often a running job is asked for its progress. */
export const IMPORT_POLL_MS = 300;

/** The stages in which the server works on a job, so its progress moves. */
export function isImportRunning(status: ImportJobStatus | undefined): boolean {
  return status === 'parsing' || status === 'importing';
}

export function getImportJob(
  projectId: string,
  jobId: string,
  signal?: AbortSignal,
): Promise<ImportJob> {
  return apiRequest<ImportJob>(designPath(projectId, `/imports/${encodeURIComponent(jobId)}`), {
    signal,
  });
}

/** An import job, asked again every ~300 ms while it is parsing or importing. */
export function useImportJob(projectId: string, jobId: string | undefined) {
  return useQuery({
    queryKey: transferKeys.importJob(projectId, jobId ?? ''),
    queryFn: ({ signal }) => getImportJob(projectId, jobId ?? '', signal),
    enabled: Boolean(jobId),
    // A job changes under us: never serve a cached answer as current.
    staleTime: 0,
    refetchInterval: (query) =>
      isImportRunning(query.state.data?.status) ? IMPORT_POLL_MS : false,
  });
}
