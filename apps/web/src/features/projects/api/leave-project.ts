import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaveProjectRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { projectGone } from '../../../lib/projects/project-changed';

/** Leaves a project (204); 409 LAST_ADMIN for its only admin. */
export function leaveProject(projectId: string): Promise<void> {
  return callApi(leaveProjectRoute, { params: { projectId } });
}

export function useLeaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveProject,
    onSuccess: (_, projectId) => projectGone(queryClient, projectId),
  });
}
