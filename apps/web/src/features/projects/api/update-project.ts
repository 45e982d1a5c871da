import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ProjectSummary, type updateProjectBody, updateProjectRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { projectChanged } from '../../../lib/projects/project-changed';

export type UpdateProjectBody = z.input<typeof updateProjectBody>;

/** Changes a project's name, description or category. */
export function updateProject({
  projectId,
  ...body
}: UpdateProjectBody & { projectId: string }): Promise<ProjectSummary> {
  return callApi(updateProjectRoute, { params: { projectId }, body });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project) => projectChanged(queryClient, project),
  });
}
