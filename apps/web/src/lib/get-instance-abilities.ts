import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInstanceAbilitiesRoute, type InstanceAbilities } from '@heron/contract';
import { callApi } from './call-api';

/**
 * What the signed-in person may do on the whole instance (all false unless a super admin). The
 * super admins' screens and tabs are offered from this answer, so nobody else's browser asks
 * for admin data and gets a 403 (issue 21). A switch of account resets it with every query.
 */
export function getInstanceAbilities(signal?: AbortSignal): Promise<InstanceAbilities> {
  return callApi(getInstanceAbilitiesRoute, {}, { signal });
}

export const instanceAbilitiesQuery = queryOptions({
  queryKey: ['instance-abilities'] as const,
  queryFn: ({ signal }) => getInstanceAbilities(signal),
});

export function useInstanceAbilities() {
  return useQuery(instanceAbilitiesQuery);
}
