import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { OrderPayment } from './place-order';

/** The QR code of a pending order again; 409 ORDER_NOT_PAYABLE once it is settled or expired. */
export function getOrderPayment(orderNo: string): Promise<OrderPayment> {
  return apiRequest<OrderPayment>(`/api/v1/billing/orders/${encodeURIComponent(orderNo)}/payment`);
}

/** Fetched when a person clicks "Pay" on a pending order: an action, not data kept on screen. */
export function useOrderPayment() {
  return useMutation({ mutationFn: getOrderPayment });
}
