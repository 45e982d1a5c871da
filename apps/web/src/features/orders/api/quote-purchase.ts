import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Purchase, type Quote, quotePurchaseRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './keys';

/**
 * What a purchase costs now, priced by the server (lines, cycle discount, the credit of an
 * upgrade, the period covered). Nothing is ordered.
 */
export function quotePurchase(purchase: Purchase, signal?: AbortSignal): Promise<Quote> {
  return callApi(quotePurchaseRoute, { body: { purchase } }, { signal });
}

/**
 * The quote of `purchase`, asked again whenever it changes; undefined asks nothing (the form is
 * not complete). The last quote stays on screen while the next one loads.
 */
export function useQuote(purchase: Purchase | undefined) {
  return useQuery({
    queryKey: billingKeys.quote(purchase ?? ({} as Purchase)),
    queryFn: ({ signal }) => quotePurchase(purchase!, signal),
    enabled: purchase !== undefined,
    placeholderData: keepPreviousData,
    // A price runs with the server's clock (the credit of an upgrade shrinks by the minute).
    staleTime: 0,
  });
}
