import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectPath } from '../../../lib/projects/get-project';
import { projectGone } from '../../../lib/projects/project-changed';

/** Moves a project to the trash (204). */
export function deleteProject(projectId: string): Promise<void> {
  return apiRequest<void>(projectPath(projectId), { method: 'DELETE' });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_, projectId) => projectGone(queryClient, projectId),
  });
}
