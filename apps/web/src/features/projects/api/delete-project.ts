import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProjectRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { projectGone } from '../../../lib/projects/project-changed';

/** Moves a project to the trash (204). */
export function deleteProject(projectId: string): Promise<void> {
  return callApi(deleteProjectRoute, { params: { projectId } });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_, projectId) => projectGone(queryClient, projectId),
  });
}
