import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelDesignImportRoute, type ImportJob } from '@heron/contract';
import { callApi } from '../../../../lib/call-api';
import { transferKeys } from './keys';

/**
 * Cancels a job that is parsing, waiting for choices or importing; the answer is the job. An
 * import that already finished stays `done` (its one transaction committed), so the caller
 * follows the status it gets back rather than assuming `cancelled`.
 */
export function cancelImport(projectId: string, jobId: string): Promise<ImportJob> {
  return callApi(cancelDesignImportRoute, { params: { projectId, jobId } });
}

export function useCancelImport(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => cancelImport(projectId, jobId),
    onSuccess: async (job, jobId) => {
      const key = transferKeys.importJob(projectId, jobId);
      // A poll still in flight was answered before the cancel (the job parsing, or ready): its
      // late answer must not bring the cancelled job, or its preview, back.
      await queryClient.cancelQueries({ queryKey: key });
      if (job?.id) queryClient.setQueryData(key, job);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
