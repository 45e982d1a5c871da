import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  formatFen,
  POINT_PACKAGES,
  SUPPORT_REFUND_DAYS,
  type Order,
  type OrderStatus,
  type PaymentProviderId,
  type Quote,
} from '@heron/contract';
import { qualified } from '../../db/qualified.js';
import { orders } from '../../db/schema/billing.js';
import { teamNameOf, type Db } from '../access/index.js';
import { accountNameOf } from '../auth/index.js';
import { clip } from '../../adapters/payments/payment-provider.js';
import type { OrderRow } from './fulfil.js';
import { planName } from './quote-service.js';

/** How orders are shown: the contract's Order, the provider's subject line, the QR code. */

const DAY_MS = 86_400_000;

export interface OrderWithNames {
  order: OrderRow;
  teamName: string | null;
  buyerName: string | null;
}

/** Orders with the names the view shows; add `.where(…)`. */
export function selectOrders(db: Db) {
  return db
    .select({
      order: orders,
      teamName: teamNameOf(orders.teamId),
      buyerName: accountNameOf(orders.buyerId),
    })
    .from(orders);
}

/** The number of the order a column of the caller's query holds (null for none), for its lists. */
export function orderNoOf(orderId: AnyColumn): SQL<string | null> {
  return qualified(
    sql<string | null>`(select ${orders.orderNo} from ${orders} where ${orders.id} = ${orderId})`,
  );
}

export async function loadOrder(db: Db, orderNo: string): Promise<OrderWithNames | null> {
  const [row] = await selectOrders(db).where(eq(orders.orderNo, orderNo));
  return row ?? null;
}

/** A pending order whose window has passed is expired, whether or not the clock has run yet. */
export function effectiveStatus(order: OrderRow, now: Date): OrderStatus {
  return order.status === 'pending' && order.expiresAt <= now
    ? 'expired'
    : (order.status as OrderStatus);
}

/** Whether the 7-day money-back guarantee of annual support still covers the order. */
export function isRefundable(order: OrderRow, now: Date): boolean {
  return (
    order.product === 'support' &&
    order.status === 'paid' &&
    order.amountFen > 0 &&
    order.paidAt !== null &&
    now.getTime() < order.paidAt.getTime() + SUPPORT_REFUND_DAYS * DAY_MS
  );
}

export function canInvoice(order: OrderRow): boolean {
  return order.status === 'paid' && order.amountFen > 0 && order.invoiceStatus === 'none';
}

export function toOrder({ order, teamName, buyerName }: OrderWithNames, now: Date): Order {
  return {
    orderNo: order.orderNo,
    kind: order.kind as Order['kind'],
    product: order.product as Order['product'],
    teamId: order.teamId,
    teamName,
    buyerName,
    details: order.details as Quote,
    currency: order.currency,
    amountFen: order.amountFen,
    status: effectiveStatus(order, now),
    provider: order.provider as PaymentProviderId,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    invoiceStatus: order.invoiceStatus as Order['invoiceStatus'],
    isRefundable: isRefundable(order, now) && order.invoiceStatus === 'none',
    canInvoice: canInvoice(order),
  };
}

/** What the buyer sees in the provider's app: what is bought, and for which team. */
export function subjectOf(
  order: Pick<OrderRow, 'product' | 'details'>,
  teamName: string | null,
): string {
  const { purchase } = order.details as Quote;
  let what: string;
  switch (purchase.type) {
    case 'plan':
      what = `Heron ${planName(purchase.plan)} ${order.product === 'renewal' ? 'renewal' : 'plan'}, ${purchase.cycleMonths} month${purchase.cycleMonths === 1 ? '' : 's'}`;
      break;
    case 'seats':
      what = 'Heron seats for the rest of the period';
      break;
    case 'points':
      what = `Heron AI points, ${purchase.package} package (${POINT_PACKAGES[purchase.package].points})`;
      break;
    case 'support':
      what = 'Heron annual support';
      break;
  }
  return clip(teamName ? `${what} - ${teamName}` : what, 127);
}

/** The QR code of `content` as an SVG document. */
export function qrSvg(content: string): Promise<string> {
  return QRCode.toString(content, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** "¥123.45" for details and logs. */
export function yuan(fen: number): string {
  return `¥${formatFen(fen)}`;
}
