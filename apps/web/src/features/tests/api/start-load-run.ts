import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startLoadRunRoute, type LoadSettings } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

export interface StartLoadRunInput {
  projectId: string;
  scenarioId: string;
  /** The environment whose base URL and variables the run uses; null: the project's only. */
  environmentId: string | null;
  load: LoadSettings;
}

/**
 * Starts a performance run of the scenario as saved (202). 400 VALIDATION_FAILED names each
 * setting past the team's plan (`/load/virtualUsers`); 429 RATE_LIMITED when two runs go already.
 */
export async function startLoadRun({
  projectId,
  scenarioId,
  environmentId,
  load,
}: StartLoadRunInput): Promise<string> {
  const started = await callApi(startLoadRunRoute, {
    params: { projectId, scenarioId },
    body: { environmentId, load },
  });
  return started.runId;
}

export function useStartLoadRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLoadRun,
    onSuccess: (_, { projectId, scenarioId }) =>
      queryClient.invalidateQueries({ queryKey: testKeys.loadRuns(projectId, scenarioId) }),
  });
}
