import { useQuery } from '@tanstack/react-query';
import { listIdentitiesRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

export const IDENTITIES_QUERY_KEY = ['account', 'identities'] as const;

/** The providers linked to the signed-in account, and which this server offers. */
export function useIdentities() {
  return useQuery({
    queryKey: IDENTITIES_QUERY_KEY,
    queryFn: ({ signal }) => callApi(listIdentitiesRoute, {}, { signal }),
  });
}
