import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '@heron/contract';
import { apiRequest } from '../api-client';
import { teamKeys } from './team-keys';

/** The caller's personal space, created on first request. */
export function getPersonalSpace(signal?: AbortSignal): Promise<TeamDetail> {
  return apiRequest<TeamDetail>('/api/v1/personal-space', { signal });
}

export const personalSpaceQuery = queryOptions({
  queryKey: teamKeys.personalSpace(),
  queryFn: ({ signal }) => getPersonalSpace(signal),
});

export function usePersonalSpace(options: { enabled?: boolean } = {}) {
  return useQuery({ ...personalSpaceQuery, enabled: options.enabled ?? true });
}
