import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyInvoiceBody, Invoice } from '@heron/contract';
import { apiRequest } from '../../../lib/api-client';
import { BILLING_KEY } from './keys';

/** Applies for an invoice on a paid order (201); 409 INVOICE_NOT_ALLOWED when it cannot have one. */
export function applyInvoice(orderNo: string, body: ApplyInvoiceBody): Promise<Invoice> {
  return apiRequest<Invoice>(`/api/v1/billing/orders/${encodeURIComponent(orderNo)}/invoice`, {
    method: 'POST',
    body,
  });
}

export function useApplyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, body }: { orderNo: string; body: ApplyInvoiceBody }) =>
      applyInvoice(orderNo, body),
    // The order's invoice status and the records change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}
