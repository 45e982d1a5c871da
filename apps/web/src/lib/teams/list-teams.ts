import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { teamListResponse } from '@heron/contract';
import { apiRequest } from '../api-client';
import { teamKeys } from './team-keys';

export type TeamList = z.output<typeof teamListResponse>;

/** The shared teams the caller belongs to (not the personal space). */
export function listTeams(signal?: AbortSignal): Promise<TeamList> {
  return apiRequest<TeamList>('/api/v1/teams', { signal });
}

export const teamsQuery = queryOptions({
  queryKey: teamKeys.list(),
  queryFn: ({ signal }) => listTeams(signal),
});

export function useTeams() {
  return useQuery(teamsQuery);
}
