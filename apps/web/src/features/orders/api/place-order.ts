import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type orderPaymentSchema, type placeOrderBody, placeOrderRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './keys';

export type PlaceOrderBody = z.input<typeof placeOrderBody>;
export type OrderPayment = z.output<typeof orderPaymentSchema>;

/**
 * Places an order (201) and answers what to pay it with: the QR code. 409 PRICE_CHANGED when the
 * amount shown is no longer the price, 409 PURCHASE_NOT_ALLOWED, 503 PAYMENT_PROVIDER_UNAVAILABLE.
 */
export function placeOrder(body: PlaceOrderBody): Promise<OrderPayment> {
  return callApi(placeOrderRoute, { body });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async (payment) => {
      queryClient.setQueryData(billingKeys.order(payment.order.orderNo), payment.order);
      await queryClient.invalidateQueries({ queryKey: billingKeys.orders() });
    },
  });
}
