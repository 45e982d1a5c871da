/** The three screens under `/order` (spec §2), in the order of their tabs. */
export const BILLING_SCREENS = ['subscription', 'order-manage', 'points'] as const;
export type BillingScreen = (typeof BILLING_SCREENS)[number];

export const ORDER_MANAGE_PATH = '/order/order-manage';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A billing screen, keeping the team chosen on the others. */
export function billingPath(screen: BillingScreen, teamId?: string): string {
  return withQuery(`/order/${screen}`, { teamId });
}

export function orderManagePath(query: { tab?: string; q?: string } = {}): string {
  return withQuery(ORDER_MANAGE_PATH, query);
}

export function orderSuccessPath(orderNo: string): string {
  return withQuery('/order-success', { orderNo });
}

export function orderCancelPath(orderNo: string): string {
  return withQuery('/order-cancel', { orderNo });
}
