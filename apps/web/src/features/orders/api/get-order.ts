import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderRoute, type Order } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './keys';

/** One of the caller's orders; 404 NOT_FOUND for an order that is not theirs. */
export function getOrder(orderNo: string, signal?: AbortSignal): Promise<Order> {
  return callApi(getOrderRoute, { params: { orderNo } }, { signal });
}

export function orderQuery(orderNo: string) {
  return queryOptions({
    queryKey: billingKeys.order(orderNo),
    queryFn: ({ signal }) => getOrder(orderNo, signal),
  });
}

export interface UseOrderOptions {
  /** Ask again this often (ms) while the order is pending; never once it is settled. */
  pollWhilePendingMs?: number;
}

/** An order, polled while it waits for its payment when asked to. */
export function useOrder(orderNo: string | undefined, options: UseOrderOptions = {}) {
  const poll = options.pollWhilePendingMs;
  return useQuery({
    ...orderQuery(orderNo ?? ''),
    enabled: Boolean(orderNo),
    staleTime: 0,
    refetchInterval: (query) =>
      poll !== undefined &&
      (query.state.data === undefined || query.state.data.status === 'pending')
        ? poll
        : false,
    // The person may be paying on a phone while this tab is in the background.
    refetchIntervalInBackground: poll !== undefined,
  });
}
