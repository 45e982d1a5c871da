import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  createTestScenarioRoute,
  type createTestScenarioBody,
  type TestScenario,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { testKeys } from './keys';

export type CreateTestScenarioInput = z.input<typeof createTestScenarioBody>;

/** Creates a scenario (201): a name and a description, the settings' defaults and no steps. */
export function createTestScenario({
  projectId,
  body,
}: {
  projectId: string;
  body: CreateTestScenarioInput;
}): Promise<TestScenario> {
  return callApi(createTestScenarioRoute, { params: { projectId }, body });
}

export function useCreateTestScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestScenario,
    onSuccess: async (created, { projectId }) => {
      // Opened at once: the editor reads it from the cache, not from a second request.
      queryClient.setQueryData(testKeys.scenario(projectId, created.id), created);
      await queryClient.invalidateQueries({ queryKey: testKeys.scenarios(projectId) });
    },
  });
}
