import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectSummary } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { projectPath } from '../../../lib/projects/get-project';
import { projectChanged } from '../../../lib/projects/project-changed';

/** Locks a project (its content becomes read-only) or unlocks it. */
export function lockProject({
  projectId,
  locked,
}: {
  projectId: string;
  locked: boolean;
}): Promise<ProjectSummary> {
  return apiRequest<ProjectSummary>(projectPath(projectId, '/lock'), {
    method: 'PUT',
    body: { locked },
  });
}

export function useLockProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockProject,
    onSuccess: (project) => projectChanged(queryClient, project),
  });
}
