import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type ProjectMember,
  type updateProjectMemberBody,
  updateProjectMemberRoute,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { projectChanged } from '../../../lib/projects/project-changed';

export type UpdateProjectMemberBody = z.input<typeof updateProjectMemberBody>;

/**
 * Changes a member's permission or project admin status; 402 READ_WRITE_SEATS_FULL, 409
 * LAST_ADMIN, 409 PERSONAL_ADMIN_REQUIRED.
 */
export function updateProjectMember({
  projectId,
  userId,
  ...body
}: UpdateProjectMemberBody & { projectId: string; userId: string }): Promise<ProjectMember> {
  return callApi(updateProjectMemberRoute, { params: { projectId, userId }, body });
}

export function useUpdateProjectMember() {
  const queryClient = useQueryClient();
  // The project's admins, the caller's abilities and the team's seats may all have moved.
  return useMutation({
    mutationFn: updateProjectMember,
    onSuccess: () => projectChanged(queryClient),
  });
}
