import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listPaymentProvidersRoute, type paymentProvidersResponse } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './keys';

export type ProviderList = z.output<typeof paymentProvidersResponse>;

/**
 * The payment methods this server takes, in the order to offer them: the sandbox alone when no
 * Alipay or WeChat Pay credentials are configured.
 */
export function listProviders(signal?: AbortSignal): Promise<ProviderList> {
  return callApi(listPaymentProvidersRoute, {}, { signal });
}

export const providersQuery = queryOptions({
  queryKey: billingKeys.providers(),
  queryFn: ({ signal }) => listProviders(signal),
  staleTime: 5 * 60_000,
});

export function useProviders() {
  return useQuery(providersQuery);
}
