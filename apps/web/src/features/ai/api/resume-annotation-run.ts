import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumeAiRunRoute, type AiRun } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { runUpdated } from './run-updated';

/**
 * Goes on with a run that stopped, failed or was interrupted, from the call it had reached.
 * POINTS_INSUFFICIENT when the points left cannot cover the rest; AI_RUN_ACTIVE while another
 * run goes on.
 */
export function resumeAnnotationRun(projectId: string, runId: string): Promise<AiRun> {
  return callApi(resumeAiRunRoute, { params: { projectId, runId } });
}

export function useResumeAnnotationRun(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => resumeAnnotationRun(projectId, runId),
    onSuccess: (run) => runUpdated(queryClient, run),
  });
}
