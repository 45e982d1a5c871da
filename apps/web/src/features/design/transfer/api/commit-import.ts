import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commitDesignImportRoute, type CommitImportBody, type ImportJob } from '@heron/contract';
import { callApi } from '../../../../lib/call-api';
import { transferKeys } from './keys';

/**
 * Goes ahead with a previewed job (status `ready`); the answer is the job, now `importing` (or
 * already `done`). 409 IMPORT_NOT_READY when the job is not waiting for choices.
 */
export function commitImport(
  projectId: string,
  jobId: string,
  body: CommitImportBody,
): Promise<ImportJob> {
  return callApi(commitDesignImportRoute, { params: { projectId, jobId }, body });
}

export function useCommitImport(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: CommitImportBody }) =>
      commitImport(projectId, jobId, body),
    onSuccess: (job, { jobId }) => {
      // The answer restarts the polling (an `importing` job), or is the end (`done`).
      if (job?.id) queryClient.setQueryData(transferKeys.importJob(projectId, jobId), job);
      else
        void queryClient.invalidateQueries({ queryKey: transferKeys.importJob(projectId, jobId) });
    },
  });
}
