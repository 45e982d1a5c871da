import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listOrdersRoute, type orderPageSchema } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { orderListQuery, type OrderListParams } from '../lib/order-filters';
import { billingKeys } from './keys';

export type OrderPage = z.output<typeof orderPageSchema>;

/** One page of the caller's orders, newest first, filtered. */
export function listOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderPage> {
  return callApi(listOrdersRoute, { query: orderListQuery(params) }, { signal });
}

export function ordersQuery(params: OrderListParams) {
  return queryOptions({
    queryKey: billingKeys.orderList(params),
    queryFn: ({ signal }) => listOrders(params, signal),
  });
}

export function useOrders(params: OrderListParams) {
  return useQuery({ ...ordersQuery(params), placeholderData: keepPreviousData });
}
