import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listOAuthProvidersRoute, type oauthProvidersResponse } from '@heron/contract';
import { callApi } from '../../../lib/call-api';

export type ProviderStatus = z.output<typeof oauthProvidersResponse>['providers'][number];

/** Which sign-in providers this server has set up; it changes only with a restart. */
export const providersQuery = queryOptions({
  queryKey: ['oauth', 'providers'] as const,
  queryFn: ({ signal }) => callApi(listOAuthProvidersRoute, {}, { signal }),
  staleTime: Infinity,
});

export function useProviders() {
  return useQuery(providersQuery);
}
