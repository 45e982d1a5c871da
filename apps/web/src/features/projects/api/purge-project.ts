import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectPath } from '../../../lib/projects/get-project';
import { projectGone } from '../../../lib/projects/project-changed';

/** Deletes a project of the trash for good (204). */
export function purgeProject(projectId: string): Promise<void> {
  return apiRequest<void>(projectPath(projectId, '/permanent'), { method: 'DELETE' });
}

export function usePurgeProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeProject,
    onSuccess: (_, projectId) => projectGone(queryClient, projectId),
  });
}
