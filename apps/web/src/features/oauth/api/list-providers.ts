import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { oauthProvidersResponse } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';

export type ProviderStatus = z.output<typeof oauthProvidersResponse>['providers'][number];

/** Which sign-in providers this server has set up; it changes only with a restart. */
export const providersQuery = queryOptions({
  queryKey: ['oauth', 'providers'] as const,
  queryFn: ({ signal }) =>
    apiRequest<z.output<typeof oauthProvidersResponse>>('/api/v1/oauth/providers', { signal }),
  staleTime: Infinity,
});

export function useProviders() {
  return useQuery(providersQuery);
}
