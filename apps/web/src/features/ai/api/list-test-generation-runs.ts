import { useQuery } from '@tanstack/react-query';
import { listTestGenerationRunsRoute, type AiRun } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { aiKeys } from './keys';

/** The AI test generation runs of one endpoint, newest first (the last 20). */
export function listTestGenerationRuns(
  projectId: string,
  endpointId: string,
  signal?: AbortSignal,
): Promise<AiRun[]> {
  return callApi(
    listTestGenerationRunsRoute,
    { params: { projectId }, query: { endpointId } },
    { signal },
  ).then((list) => list.items);
}

/** Read afresh at each opening of the dialog: a run may have ended or been reviewed since. */
export function useTestGenerationRuns(projectId: string, endpointId: string) {
  return useQuery({
    queryKey: aiKeys.testRuns(projectId, endpointId),
    queryFn: ({ signal }) => listTestGenerationRuns(projectId, endpointId, signal),
    staleTime: 0,
  });
}
