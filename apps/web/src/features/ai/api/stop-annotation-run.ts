import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stopAiRunRoute, type AiRun } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { runUpdated } from './run-updated';

/**
 * Stops a running run after the call in flight: what it used is charged and what it proposed
 * stays for review. AI_RUN_FINISHED when it had already ended.
 */
export function stopAnnotationRun(projectId: string, runId: string): Promise<AiRun> {
  return callApi(stopAiRunRoute, { params: { projectId, runId } });
}

export function useStopAnnotationRun(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => stopAnnotationRun(projectId, runId),
    onSuccess: (run) => runUpdated(queryClient, run),
  });
}
