import type { Purchase } from '@heron/contract';
import type { OrderListParams } from '../lib/order-filters';

/**
 * The cache keys of the paid side. A payment changes a team's subscription, its orders, its
 * invoices and points at once, so everything lives under one root that a payment refetches.
 */
export const BILLING_KEY = ['billing'] as const;

export interface PointEntryParams {
  owner: 'personal' | 'team';
  teamId: string | undefined;
  entry: 'grant' | 'consumption' | undefined;
  page: number;
  pageSize: number;
}

export interface InvoiceListParams {
  page: number;
  pageSize: number;
}

export const billingKeys = {
  all: BILLING_KEY,
  subscription: (teamId: string) => [...BILLING_KEY, 'subscription', teamId] as const,
  providers: () => [...BILLING_KEY, 'providers'] as const,
  quote: (purchase: Purchase) => [...BILLING_KEY, 'quote', purchase] as const,
  orders: () => [...BILLING_KEY, 'orders'] as const,
  orderList: (params: OrderListParams) => [...BILLING_KEY, 'orders', 'list', params] as const,
  order: (orderNo: string) => [...BILLING_KEY, 'orders', 'detail', orderNo] as const,
  orderPayment: (orderNo: string) => [...BILLING_KEY, 'orders', 'payment', orderNo] as const,
  invoices: (params: InvoiceListParams) => [...BILLING_KEY, 'invoices', params] as const,
  adminInvoices: (params: InvoiceListParams & { status: 'pending' | 'issued' | undefined }) =>
    [...BILLING_KEY, 'admin-invoices', params] as const,
  pointsSummary: (teamId: string | undefined) =>
    [...BILLING_KEY, 'points', 'summary', teamId ?? null] as const,
  pointEntries: (params: PointEntryParams) =>
    [...BILLING_KEY, 'points', 'entries', params] as const,
  sandbox: (orderNo: string, token: string) => ['sandbox-payment', orderNo, token] as const,
};
