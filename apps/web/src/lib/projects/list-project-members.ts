import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listProjectMembersRoute, type projectMemberListResponse } from '@heron/contract';
import { callApi } from '../call-api';
import { projectKeys } from './project-keys';

export type ProjectMemberList = z.output<typeof projectMemberListResponse>;

/** Everyone on a project, with their permission and whether they are its admin. */
export function listProjectMembers(
  projectId: string,
  signal?: AbortSignal,
): Promise<ProjectMemberList> {
  return callApi(listProjectMembersRoute, { params: { projectId } }, { signal });
}

export function projectMembersQuery(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.members(projectId),
    queryFn: ({ signal }) => listProjectMembers(projectId, signal),
  });
}

export function useProjectMembers(projectId: string | undefined) {
  return useQuery({ ...projectMembersQuery(projectId ?? ''), enabled: Boolean(projectId) });
}
