import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrderRoute, type Order, refundOrderRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { BILLING_KEY, billingKeys } from './keys';

/** What a person may do to one of their orders after placing it. */
export type OrderAction = 'cancel' | 'refund';

/**
 * `cancel`: closes a pending order so its QR code can no longer be paid (409 ORDER_NOT_PAYABLE
 * once settled). `refund`: the 7-day money-back guarantee of annual support (409
 * REFUND_NOT_ALLOWED otherwise).
 */
export function settleOrder(orderNo: string, action: OrderAction): Promise<Order> {
  const route = action === 'cancel' ? cancelOrderRoute : refundOrderRoute;
  return callApi(route, { params: { orderNo } });
}

export function useSettleOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, action }: { orderNo: string; action: OrderAction }) =>
      settleOrder(orderNo, action),
    onSuccess: async (order) => {
      if (order) queryClient.setQueryData(billingKeys.order(order.orderNo), order);
      // A refund ends the support period; a cancel changes the lists.
      await queryClient.invalidateQueries({ queryKey: BILLING_KEY });
    },
  });
}
