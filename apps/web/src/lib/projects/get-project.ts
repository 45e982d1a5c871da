import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProjectRoute, type ProjectSummary } from '@heron/contract';
import { callApi } from '../call-api';
import { projectKeys } from './project-keys';

/** One project with what the caller may do with it. */
export function getProject(projectId: string, signal?: AbortSignal): Promise<ProjectSummary> {
  return callApi(getProjectRoute, { params: { projectId } }, { signal });
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
