import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type invoicePageSchema, listInvoicesRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { billingKeys, type InvoiceListParams } from './keys';

export type InvoicePage = z.output<typeof invoicePageSchema>;

/** The caller's invoice applications, newest first (spec §2 "invoice application records"). */
export function listInvoices(
  params: InvoiceListParams,
  signal?: AbortSignal,
): Promise<InvoicePage> {
  return callApi(
    listInvoicesRoute,
    { query: { page: params.page, pageSize: params.pageSize } },
    { signal },
  );
}

export function useInvoices(params: InvoiceListParams) {
  return useQuery({
    queryKey: billingKeys.invoices(params),
    queryFn: ({ signal }) => listInvoices(params, signal),
    placeholderData: keepPreviousData,
  });
}
