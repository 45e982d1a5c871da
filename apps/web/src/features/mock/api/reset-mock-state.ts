import { useMutation } from '@tanstack/react-query';
import { resetMockStateRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

/** Forgets what the stateful mock kept (created, changed, deleted resources): 204. */
export function resetMockState({ projectId }: { projectId: string }): Promise<void> {
  return callApi(resetMockStateRoute, { params: { projectId } });
}

export function useResetMockState() {
  return useMutation({ mutationFn: resetMockState });
}
