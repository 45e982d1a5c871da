import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startTestRunRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

export interface StartTestRunInput {
  projectId: string;
  scenarioId: string;
  /** The environment whose base URL and variables the run uses; null: the project's only. */
  environmentId: string | null;
}

/**
 * Starts a run of the scenario as saved (202): it goes on on the server, followed through its
 * events. 429 RATE_LIMITED when the person or the project already runs two.
 */
export async function startTestRun({
  projectId,
  scenarioId,
  environmentId,
}: StartTestRunInput): Promise<string> {
  const started = await callApi(startTestRunRoute, {
    params: { projectId, scenarioId },
    body: { environmentId },
  });
  return started.runId;
}

export function useStartTestRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTestRun,
    onSuccess: async (_, { projectId, scenarioId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: testKeys.runs(projectId, scenarioId) }),
        queryClient.invalidateQueries({ queryKey: testKeys.scenarios(projectId) }),
      ]);
    },
  });
}
