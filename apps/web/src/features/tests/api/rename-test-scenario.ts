import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestScenario } from '@heron/contract';
import { getTestScenario } from './get-test-scenario';
import { testKeys } from './keys';
import { updateTestScenario } from './update-test-scenario';

export interface RenamedScenario {
  saved: TestScenario;
  /** The version the name was changed from: an edit open on it goes on from `saved`. */
  renamedFrom: number;
}

/**
 * Renames a scenario from the list. The contract saves a scenario whole, so the scenario is read
 * as it is now and saved back with the new name over that version: nothing of anyone else's is
 * lost, and a save in between is refused (EDIT_CONFLICT) rather than overwritten.
 */
export async function renameTestScenario({
  projectId,
  scenarioId,
  name,
}: {
  projectId: string;
  scenarioId: string;
  name: string;
}): Promise<RenamedScenario> {
  const current = await getTestScenario(projectId, scenarioId);
  const saved = await updateTestScenario({
    projectId,
    scenarioId,
    body: {
      name,
      description: current.description,
      settings: current.settings,
      steps: current.steps,
      baseVersion: current.version,
    },
  });
  return { saved, renamedFrom: current.version };
}

export function useRenameTestScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTestScenario,
    onSuccess: async ({ saved }, { projectId }) => {
      queryClient.setQueryData(testKeys.scenario(projectId, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: testKeys.scenarios(projectId) });
    },
  });
}
