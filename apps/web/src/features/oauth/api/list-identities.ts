import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { identitiesResponse } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';

export type IdentitiesResponse = z.output<typeof identitiesResponse>;
export const IDENTITIES_QUERY_KEY = ['account', 'identities'] as const;

/** The providers linked to the signed-in account, and which this server offers. */
export function useIdentities() {
  return useQuery({
    queryKey: IDENTITIES_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest<IdentitiesResponse>('/api/v1/account/identities', { signal }),
  });
}
