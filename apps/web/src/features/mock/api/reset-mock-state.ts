import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mockPath } from './mock-path';

/** Forgets what the stateful mock kept (created, changed, deleted resources): 204. */
export function resetMockState({ projectId }: { projectId: string }): Promise<void> {
  return apiRequest<void>(mockPath(projectId, '/reset'), { method: 'POST' });
}

export function useResetMockState() {
  return useMutation({ mutationFn: resetMockState });
}
