import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectSummary } from '@heron/contract';
import { apiRequest } from '../api-client';
import { projectKeys } from './project-keys';

export function projectPath(projectId: string, rest = ''): string {
  return `/api/v1/projects/${encodeURIComponent(projectId)}${rest}`;
}

/** One project with what the caller may do with it. */
export function getProject(projectId: string, signal?: AbortSignal): Promise<ProjectSummary> {
  return apiRequest<ProjectSummary>(projectPath(projectId), { signal });
}

export function projectQuery(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
  });
}

/** 404 NOT_FOUND for an unknown id, 403 PERMISSION_DENIED for a project out of reach. */
export function useProject(projectId: string | undefined) {
  return useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });
}
