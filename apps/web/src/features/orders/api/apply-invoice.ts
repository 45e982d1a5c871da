import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplyInvoiceBody, applyInvoiceRoute, type Invoice } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { BILLING_KEY } from './keys';

/** Applies for an invoice on a paid order (201); 409 INVOICE_NOT_ALLOWED when it cannot have one. */
export function applyInvoice(orderNo: string, body: ApplyInvoiceBody): Promise<Invoice> {
  return callApi(applyInvoiceRoute, { params: { orderNo }, body });
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
