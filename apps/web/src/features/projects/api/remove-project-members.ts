import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectPath } from '../../../lib/projects/get-project';
import { projectChanged } from '../../../lib/projects/project-changed';

/** Takes members off a project, all or nothing (204). */
export function removeProjectMembers({
  projectId,
  userIds,
}: {
  projectId: string;
  userIds: string[];
}): Promise<void> {
  return apiRequest<void>(projectPath(projectId, '/members/remove'), {
    method: 'POST',
    body: { userIds },
  });
}

export function useRemoveProjectMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProjectMembers,
    onSuccess: () => projectChanged(queryClient),
  });
}
