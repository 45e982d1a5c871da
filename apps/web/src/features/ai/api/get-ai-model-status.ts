import { useQuery } from '@tanstack/react-query';
import { getAiModelStatusRoute, type AiModelStatus } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { aiKeys } from './keys';

/**
 * Which model the AI features use: the project's team's own (`team`, spending no points), the
 * instance's, or none. Without a project, only the instance's counts. Asks nothing of the model.
 */
export function getAiModelStatus(
  projectId: string | undefined,
  signal?: AbortSignal,
): Promise<AiModelStatus> {
  return callApi(getAiModelStatusRoute, { query: { projectId } }, { signal });
}

/**
 * The model status of a project, for an AI action that explains itself before anything is typed
 * when no model is set up, and says when the team's own model spends no points. It changes when
 * the operator restarts the server or a team admin sets or removes the team's model (which
 * refreshes it), so it is kept for the session like any query.
 */
export function useAiModelStatus(projectId?: string) {
  return useQuery({
    queryKey: aiKeys.modelStatus(projectId),
    queryFn: ({ signal }) => getAiModelStatus(projectId, signal),
  });
}
