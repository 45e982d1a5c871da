import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPersonalSpaceRoute, type TeamDetail } from '@heron/contract';
import { callApi } from '../call-api';
import { teamKeys } from './team-keys';

/** The caller's personal space, created on first request. */
export function getPersonalSpace(signal?: AbortSignal): Promise<TeamDetail> {
  return callApi(getPersonalSpaceRoute, {}, { signal });
}

export const personalSpaceQuery = queryOptions({
  queryKey: teamKeys.personalSpace(),
  queryFn: ({ signal }) => getPersonalSpace(signal),
});

export function usePersonalSpace(options: { enabled?: boolean } = {}) {
  return useQuery({ ...personalSpaceQuery, enabled: options.enabled ?? true });
}
