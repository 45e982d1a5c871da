import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lockProjectRoute, type ProjectSummary } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { projectChanged } from '../../../lib/projects/project-changed';

/** Locks a project (its content becomes read-only) or unlocks it. */
export function lockProject({
  projectId,
  locked,
}: {
  projectId: string;
  locked: boolean;
}): Promise<ProjectSummary> {
  return callApi(lockProjectRoute, { params: { projectId }, body: { locked } });
}

export function useLockProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockProject,
    onSuccess: (project) => projectChanged(queryClient, project),
  });
}
