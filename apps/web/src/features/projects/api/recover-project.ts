import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectSummary } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { projectPath } from '../../../lib/projects/get-project';
import { projectChanged } from '../../../lib/projects/project-changed';

/** Brings a project back from the trash; 402 RECOVERY_NOT_IN_PLAN when the plan does not allow. */
export function recoverProject(projectId: string): Promise<ProjectSummary> {
  return apiRequest<ProjectSummary>(projectPath(projectId, '/recover'), { method: 'POST' });
}

export function useRecoverProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverProject,
    onSuccess: (project) => projectChanged(queryClient, project),
  });
}
