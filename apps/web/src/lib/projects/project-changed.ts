import type { QueryClient } from '@tanstack/react-query';
import type { ProjectSummary } from '@heron/contract';
import { TEAMS_KEY } from '../teams/team-keys';
import { PROJECTS_KEY, projectKeys } from './project-keys';

/**
 * After a project changed: keep its new summary, and refetch the lists and the teams (their
 * project counts and usage move with it).
 */
export async function projectChanged(queryClient: QueryClient, project?: ProjectSummary) {
  if (project) queryClient.setQueryData(projectKeys.detail(project.id), project);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
    queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
  ]);
}

/**
 * After a project left the caller's reach (in the trash, purged, left): forget it and refetch the
 * rest. Not awaited: the screen that showed the project moves on at once instead of refetching
 * what the caller can no longer open.
 */
export function projectGone(queryClient: QueryClient, projectId: string) {
  queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
  queryClient.removeQueries({ queryKey: projectKeys.members(projectId) });
  void projectChanged(queryClient);
}
