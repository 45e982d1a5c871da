import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type TestScenario,
  updateTestScenarioRoute,
  type updateTestScenarioBody,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

export type UpdateTestScenarioInput = z.input<typeof updateTestScenarioBody>;

/**
 * Saves a whole scenario from `body.baseVersion`; rejects with EDIT_CONFLICT (see isEditConflict)
 * when someone saved it since, and with VALIDATION_FAILED pointing at the step (`/steps/0/then/1`)
 * when a step names an endpoint or case that is not the project's or breaks a limit.
 */
export function updateTestScenario({
  projectId,
  scenarioId,
  body,
}: {
  projectId: string;
  scenarioId: string;
  body: UpdateTestScenarioInput;
}): Promise<TestScenario> {
  return callApi(updateTestScenarioRoute, { params: { projectId, scenarioId }, body });
}

export function useUpdateTestScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestScenario,
    onSuccess: async (saved, { projectId }) => {
      queryClient.setQueryData(testKeys.scenario(projectId, saved.id), saved);
      // The list shows the name and the step count.
      await queryClient.invalidateQueries({ queryKey: testKeys.scenarios(projectId) });
    },
  });
}
