import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listProjectsRoute, type projectPage } from '@heron/contract';
import { callApi } from '../call-api';
import { projectKeys, type ProjectListParams } from './project-keys';

export type ProjectPage = z.output<typeof projectPage>;

/** One page of one tab of the caller's projects, newest first. */
export function listProjects(
  params: ProjectListParams,
  signal?: AbortSignal,
): Promise<ProjectPage> {
  return callApi(
    listProjectsRoute,
    {
      query: {
        tab: params.tab,
        page: params.page,
        pageSize: params.pageSize,
        q: params.q || undefined,
        teamId: params.teamId,
      },
    },
    { signal },
  );
}

export function projectsQuery(params: ProjectListParams) {
  return queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => listProjects(params, signal),
  });
}

export function useProjects(params: ProjectListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...projectsQuery(params),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
