import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listTeamsRoute, type teamListResponse } from '@heron/contract';
import { callApi } from '../call-api';
import { teamKeys } from './team-keys';

export type TeamList = z.output<typeof teamListResponse>;

/** The shared teams the caller belongs to (not the personal space). */
export function listTeams(signal?: AbortSignal): Promise<TeamList> {
  return callApi(listTeamsRoute, {}, { signal });
}

export const teamsQuery = queryOptions({
  queryKey: teamKeys.list(),
  queryFn: ({ signal }) => listTeams(signal),
});

export function useTeams() {
  return useQuery(teamsQuery);
}
