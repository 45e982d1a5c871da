import { useMutation } from '@tanstack/react-query';
import { getOrderPaymentRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import type { OrderPayment } from './place-order';

/** The QR code of a pending order again; 409 ORDER_NOT_PAYABLE once it is settled or expired. */
export function getOrderPayment(orderNo: string): Promise<OrderPayment> {
  return callApi(getOrderPaymentRoute, { params: { orderNo } });
}

/** Fetched when a person clicks "Pay" on a pending order: an action, not data kept on screen. */
export function useOrderPayment() {
  return useMutation({ mutationFn: getOrderPayment });
}
