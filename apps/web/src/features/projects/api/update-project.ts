import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProjectSummary, updateProjectBody } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { projectPath } from '../../../lib/projects/get-project';
import { projectChanged } from '../../../lib/projects/project-changed';

export type UpdateProjectBody = z.input<typeof updateProjectBody>;

/** Changes a project's name, description or category. */
export function updateProject({
  projectId,
  ...body
}: UpdateProjectBody & { projectId: string }): Promise<ProjectSummary> {
  return apiRequest<ProjectSummary>(projectPath(projectId), { method: 'PATCH', body });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project) => projectChanged(queryClient, project),
  });
}
