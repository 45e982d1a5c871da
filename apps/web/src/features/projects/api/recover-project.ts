import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProjectSummary, recoverProjectRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { projectChanged } from '../../../lib/projects/project-changed';

/** Brings a project back from the trash; 402 RECOVERY_NOT_IN_PLAN when the plan does not allow. */
export function recoverProject(projectId: string): Promise<ProjectSummary> {
  return callApi(recoverProjectRoute, { params: { projectId } });
}

export function useRecoverProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverProject,
    onSuccess: (project) => projectChanged(queryClient, project),
  });
}
