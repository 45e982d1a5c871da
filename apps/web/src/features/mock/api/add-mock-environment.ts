import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Environment, upsertMockEnvironmentRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { debugKeys } from '../../debug';

/**
 * Makes (or updates) the project's environment named "Mock" (MOCK_ENVIRONMENT_NAME) whose base
 * URL is the mock's, so the debugger can send to the mock.
 */
export function addMockEnvironment({ projectId }: { projectId: string }): Promise<Environment> {
  return callApi(upsertMockEnvironmentRoute, { params: { projectId } });
}

export function useAddMockEnvironment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMockEnvironment,
    // The debugger's environment picker lists it at once.
    onSuccess: (_, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: debugKeys.environments(projectId) }),
  });
}
