import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTestScenarioRoute, type TestScenarioSummary } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

/** Deletes a scenario and its runs (a run in progress is stopped). */
export function deleteTestScenario({
  projectId,
  scenarioId,
}: {
  projectId: string;
  scenarioId: string;
}): Promise<void> {
  return callApi(deleteTestScenarioRoute, { params: { projectId, scenarioId } });
}

export function useDeleteTestScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestScenario,
    onSuccess: async (_, { projectId, scenarioId }) => {
      queryClient.setQueryData<TestScenarioSummary[]>(testKeys.scenarios(projectId), (items) =>
        items?.filter((item) => item.id !== scenarioId),
      );
      queryClient.removeQueries({ queryKey: testKeys.scenario(projectId, scenarioId) });
      await queryClient.invalidateQueries({ queryKey: testKeys.scenarios(projectId) });
    },
  });
}
