import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  startTestGenerationRoute,
  type AiRun,
  type StartTestGenerationBody,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { runUpdated } from './run-updated';

/**
 * Starts AI test generation for one endpoint in the background (202). Refused before any call to
 * the model with AI_NOT_CONFIGURED, POINTS_INSUFFICIENT, AI_CAP_REACHED, AI_RUN_ACTIVE while
 * another run of the project goes on, NOT_FOUND for an endpoint gone. The same idempotency key
 * answers the run it started.
 */
export function startTestGeneration(
  projectId: string,
  body: StartTestGenerationBody,
): Promise<AiRun> {
  return callApi(startTestGenerationRoute, { params: { projectId }, body });
}

export function useStartTestGeneration(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartTestGenerationBody) => startTestGeneration(projectId, body),
    onSuccess: (run) => runUpdated(queryClient, run),
  });
}
