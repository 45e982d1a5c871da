import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectPath } from '../../../lib/projects/get-project';
import { projectGone } from '../../../lib/projects/project-changed';

/** Leaves a project (204); 409 LAST_ADMIN for its only admin. */
export function leaveProject(projectId: string): Promise<void> {
  return apiRequest<void>(projectPath(projectId, '/leave'), { method: 'POST' });
}

export function useLeaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveProject,
    onSuccess: (_, projectId) => projectGone(queryClient, projectId),
  });
}
