import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTeamRoute, type TeamDetail } from '@heron/contract';
import { callApi } from '../call-api';
import { teamKeys } from './team-keys';

/** One team with the caller's place in it, its seat and project usage. */
export function getTeam(teamId: string, signal?: AbortSignal): Promise<TeamDetail> {
  return callApi(getTeamRoute, { params: { teamId } }, { signal });
}

export function teamQuery(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.detail(teamId),
    queryFn: ({ signal }) => getTeam(teamId, signal),
  });
}

/** 404 NOT_FOUND for an unknown id, 403 PERMISSION_DENIED for a team the caller is not in. */
export function useTeam(teamId: string | undefined) {
  return useQuery({ ...teamQuery(teamId ?? ''), enabled: Boolean(teamId) });
}
