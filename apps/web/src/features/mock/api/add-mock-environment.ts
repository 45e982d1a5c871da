import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Environment } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { debugKeys } from '../../debug';
import { mockPath } from './mock-path';

/**
 * Makes (or updates) the project's environment named "Mock" (MOCK_ENVIRONMENT_NAME) whose base
 * URL is the mock's, so the debugger can send to the mock.
 */
export function addMockEnvironment({ projectId }: { projectId: string }): Promise<Environment> {
  return apiRequest<Environment>(mockPath(projectId, '/environment'), { method: 'POST' });
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
