import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listTeamMembersRoute, PAGINATION, type teamMemberPage } from '@heron/contract';
import { callApi } from '../call-api';
import { teamKeys } from './team-keys';

export type TeamMemberPage = z.output<typeof teamMemberPage>;

export interface TeamMembersQuery {
  page?: number;
  pageSize?: number;
  /** Matches names and emails. */
  q?: string;
}

/** One page of a team's members. */
export function listTeamMembers(
  teamId: string,
  query: TeamMembersQuery = {},
  signal?: AbortSignal,
): Promise<TeamMemberPage> {
  return callApi(
    listTeamMembersRoute,
    {
      params: { teamId },
      query: { page: query.page, pageSize: query.pageSize, q: query.q || undefined },
    },
    { signal },
  );
}

export function teamMembersQuery(teamId: string, query: TeamMembersQuery = {}) {
  const normalized = {
    page: query.page ?? PAGINATION.defaultPage,
    pageSize: query.pageSize ?? PAGINATION.defaultPageSize,
    q: query.q?.trim() ?? '',
  };
  return queryOptions({
    queryKey: teamKeys.memberPage(teamId, normalized),
    queryFn: ({ signal }) => listTeamMembers(teamId, normalized, signal),
  });
}

export function useTeamMembers(teamId: string | undefined, query: TeamMembersQuery = {}) {
  return useQuery({
    ...teamMembersQuery(teamId ?? '', query),
    enabled: Boolean(teamId),
    placeholderData: keepPreviousData,
  });
}
