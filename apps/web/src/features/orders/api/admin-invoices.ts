import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Invoice, issueInvoiceRoute, listAllInvoicesRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { BILLING_KEY, billingKeys, type InvoiceListParams } from './keys';
import type { InvoicePage } from './list-invoices';

export type AdminInvoiceParams = InvoiceListParams & { status: 'pending' | 'issued' | undefined };

/**
 * Every invoice application of the instance, for its enterprise super admins only: 403
 * PERMISSION_DENIED for anyone else, so it is asked only when the instance abilities say the
 * caller issues invoices (issue 21).
 */
export function listAdminInvoices(
  params: AdminInvoiceParams,
  signal?: AbortSignal,
): Promise<InvoicePage> {
  return callApi(
    listAllInvoicesRoute,
    { query: { page: params.page, pageSize: params.pageSize, status: params.status } },
    { signal },
  );
}

export function useAdminInvoices(params: AdminInvoiceParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.adminInvoices(params),
    queryFn: ({ signal }) => listAdminInvoices(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** Marks a pending invoice issued (409 INVOICE_ALREADY_ISSUED when it no longer is pending). */
export function issueInvoice(invoiceId: string): Promise<Invoice> {
  return callApi(issueInvoiceRoute, { params: { invoiceId } });
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}
