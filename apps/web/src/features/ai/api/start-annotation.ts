import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startAnnotationRoute, type AiRun, type StartAnnotationBody } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { runUpdated } from './run-updated';

/**
 * Starts a run in the background (202). Refused before any call to the model with
 * AI_NOT_CONFIGURED, AI_NOTHING_MISSING, POINTS_INSUFFICIENT, or AI_RUN_ACTIVE while another
 * run of the project goes on. The same idempotency key answers the run it started.
 */
export function startAnnotation(projectId: string, body: StartAnnotationBody): Promise<AiRun> {
  return callApi(startAnnotationRoute, { params: { projectId }, body });
}

export function useStartAnnotation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartAnnotationBody) => startAnnotation(projectId, body),
    onSuccess: (run) => runUpdated(queryClient, run),
  });
}
