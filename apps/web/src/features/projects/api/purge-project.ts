import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purgeProjectRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { projectGone } from '../../../lib/projects/project-changed';

/** Deletes a project of the trash for good (204). */
export function purgeProject(projectId: string): Promise<void> {
  return callApi(purgeProjectRoute, { params: { projectId } });
}

export function usePurgeProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeProject,
    onSuccess: (_, projectId) => projectGone(queryClient, projectId),
  });
}
