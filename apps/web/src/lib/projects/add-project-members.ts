import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { addProjectMembersRoute, type addProjectMembersBody } from '@heron/contract';
import { callApi } from '../call-api';
import { projectChanged } from './project-changed';
import { projectKeys } from './project-keys';
import type { ProjectMemberList } from './list-project-members';

export type AddProjectMembersBody = z.input<typeof addProjectMembersBody>;

/**
 * Puts members of the project's team on it ("invite from team"); all or nothing, 404 NOT_FOUND
 * for anyone not in the team, 402 *_SEATS_FULL when no seat is free.
 */
export function addProjectMembers({
  projectId,
  ...body
}: AddProjectMembersBody & { projectId: string }): Promise<ProjectMemberList> {
  return callApi(addProjectMembersRoute, { params: { projectId }, body });
}

export function useAddProjectMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProjectMembers,
    onSuccess: async (members, { projectId }) => {
      queryClient.setQueryData(projectKeys.members(projectId), members);
      await projectChanged(queryClient);
    },
  });
}
