import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeProjectMembersRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { projectChanged } from '../../../lib/projects/project-changed';

/** Takes members off a project, all or nothing (204). */
export function removeProjectMembers({
  projectId,
  userIds,
}: {
  projectId: string;
  userIds: string[];
}): Promise<void> {
  return callApi(removeProjectMembersRoute, { params: { projectId }, body: { userIds } });
}

export function useRemoveProjectMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProjectMembers,
    onSuccess: () => projectChanged(queryClient),
  });
}
