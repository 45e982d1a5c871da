import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, gte, ilike, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  addMonths,
  CURRENCY,
  ORDER_PAYMENT_WINDOW_MS,
  type Language,
  type listOrdersQuery,
  type Order,
  type PaymentProviderId,
  type placeOrderBody,
  type Quote,
} from '@heron/contract';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../adapters/payments/payment-provider.js';
import { orders, subscriptions } from '../../db/schema/billing.js';
import { AppError } from '../../http/app-error.js';
import type { User } from '../auth/index.js';
import { type Db, lockTeam, mayOnInstance } from '../access/index.js';
import {
  asProviderProblem,
  callProvider,
  notifyUrl,
  providerFor,
  type BillingContext,
} from './billing-context.js';
import { fulfilOrder, type OrderRow } from './fulfil.js';
import { requireOrder, visibleOrders } from './order-access.js';
import {
  effectiveStatus,
  isRefundable,
  loadOrder,
  qrSvg,
  selectOrders,
  subjectOf,
  toOrder,
  yuan,
  type OrderWithNames,
} from './order-view.js';
import { pricePurchase, type PricedPurchase } from './quote-service.js';
import { refundNoOf, settlePayment } from './settle-payment.js';

/** Orders (spec §3): placing, paying by QR code, cancelling, refunding, listing. */

type PlaceOrderBody = z.output<typeof placeOrderBody>;
type ListOrdersQuery = z.output<typeof listOrdersQuery>;

export interface OrderPayment {
  order: Order;
  qrContent: string;
  qrSvg: string;
}

/** Products that change a team's subscription: one of them at a time may wait for payment. */
const SUBSCRIPTION_PRODUCTS = ['plan', 'seats', 'renewal'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `H` + yyyyMMddHHmmss (UTC) + six random digits: unique, sortable, readable on the phone. */
export function newOrderNo(now: Date): string {
  const stamp =
    `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `H${stamp}${pad(randomInt(0, 1_000_000), 6)}`;
}

/** Refuses an order whose amount is not what the server computes now (nothing is written). */
function assertPrice(quote: Quote, expectedAmountFen: number): void {
  if (quote.amountFen !== expectedAmountFen) {
    throw new AppError('PRICE_CHANGED', {
      detail: `The price is ${yuan(quote.amountFen)} (${quote.amountFen} fen), not ${yuan(expectedAmountFen)}; quote again.`,
    });
  }
}

/** Seats cannot be paid for after the plan they are added to has ended. */
function paymentDeadline(priced: PricedPurchase, now: Date): Date {
  const window = new Date(now.getTime() + ORDER_PAYMENT_WINDOW_MS);
  const planEnd = priced.team?.planExpiresAt;
  return priced.product === 'seats' && planEnd && planEnd < window ? planEnd : window;
}

/**
 * Places an order: priced by the server, compared with the amount the buyer was shown, then
 * opened at the provider for a QR code. The order row is written last, in one transaction that
 * prices again (under the team's lock) and replaces any of the team's subscription orders still
 * waiting for payment. A free order (an upgrade the credit covers) is fulfilled at once.
 */
export async function placeOrder(
  ctx: BillingContext,
  user: User,
  body: PlaceOrderBody,
  /** The buyer's interface language, kept for the notices that follow the order. */
  language?: Language,
): Promise<OrderPayment> {
  const now = ctx.now();
  const priced = await pricePurchase(ctx, ctx.db, user, body.purchase, now);
  assertPrice(priced.quote, body.expectedAmountFen);
  const provider = providerFor(ctx.payments, body.provider);
  const orderNo = newOrderNo(now);
  const expiresAt = paymentDeadline(priced, now);
  const isFree = priced.quote.amountFen === 0;
  const subject = subjectOf(
    { product: priced.product, details: priced.quote },
    priced.team?.name ?? null,
  );
  const qrContent = isFree
    ? null
    : await createQr(ctx, provider, {
        orderNo,
        amountFen: priced.quote.amountFen,
        subject,
        expiresAt,
      });

  let replaced: OrderRow[] = [];
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      // Priced again under the team's lock: a payment may have changed the team meanwhile, and
      // an order placed at the same moment is replaced rather than left beside this one.
      if (priced.team) await lockTeam(tx, priced.team.id);
      const pending = priced.team ? await replacePendingOrders(tx, priced) : [];
      const again = await pricePurchase(ctx, tx, user, body.purchase, now);
      assertPrice(again.quote, body.expectedAmountFen);
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo,
          kind: again.kind,
          product: again.product,
          buyerId: user.id,
          teamId: again.team?.id ?? null,
          language: language ?? null,
          details: again.quote,
          currency: CURRENCY,
          listFen: again.quote.subtotalFen,
          creditFen: again.quote.creditFen,
          amountFen: again.quote.amountFen,
          provider: provider.id,
          qrContent,
          createdAt: now,
          expiresAt,
        })
        .returning();
      if (isFree) await fulfilOrder(tx, order!, { paidAt: now, providerTradeNo: null });
      return pending;
    });
  } catch (error) {
    if (qrContent !== null) await closeQuietly(ctx, provider.id, orderNo);
    throw error;
  }
  for (const old of replaced)
    await closeQuietly(ctx, old.provider as PaymentProviderId, old.orderNo);
  const found = await loadOrder(ctx.db, orderNo);
  return {
    order: toOrder(found!, ctx.now()),
    qrContent: qrContent ?? '',
    qrSvg: qrContent === null ? '' : await qrSvg(qrContent),
  };
}

/**
 * Cancels the team's plan, seats and renewal orders still waiting for payment when another one
 * is placed: each was priced on the subscription as it is, and only one can apply to it.
 */
async function replacePendingOrders(tx: Db, priced: PricedPurchase): Promise<OrderRow[]> {
  if (!SUBSCRIPTION_PRODUCTS.includes(priced.product)) return [];
  return tx
    .update(orders)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(orders.teamId, priced.team!.id),
        eq(orders.status, 'pending'),
        inArray(orders.product, SUBSCRIPTION_PRODUCTS),
      ),
    )
    .returning();
}

/** Closes a trade at its provider; a failure is logged (an unpaid trade expires there anyway). */
async function closeQuietly(ctx: BillingContext, providerId: PaymentProviderId, orderNo: string) {
  const provider = ctx.payments.byId.get(providerId);
  try {
    await provider?.closePayment(orderNo);
  } catch (error) {
    ctx.log.warn({ err: error, orderNo }, 'could not close the trade at the provider');
  }
}

export async function getOrder(ctx: BillingContext, user: User, orderNo: string): Promise<Order> {
  const found = await loadOrder(ctx.db, orderNo);
  await requireOrder(ctx, ctx.db, user, found?.order, 'view');
  return toOrder(found!, ctx.now());
}

/**
 * The QR code of an order waiting for payment. A renewal order the billing clock placed gets
 * its QR code here, the first time it is shown.
 */
export async function getOrderPayment(
  ctx: BillingContext,
  user: User,
  orderNo: string,
): Promise<OrderPayment> {
  const now = ctx.now();
  const { found, order } = await pendingOrder(ctx, user, orderNo, 'view', now, '');
  let qrContent = order.qrContent;
  if (qrContent === null) {
    const provider = providerFor(ctx.payments, order.provider as PaymentProviderId);
    qrContent = await createQr(ctx, provider, {
      orderNo,
      amountFen: order.amountFen,
      subject: subjectOf(order, found.teamName),
      expiresAt: order.expiresAt,
    });
    await ctx.db.update(orders).set({ qrContent }).where(eq(orders.id, order.id));
  }
  return { order: toOrder(found, now), qrContent, qrSvg: await qrSvg(qrContent) };
}

/** The provider's QR code for an order, posting its notifications to this server. */
async function createQr(
  ctx: BillingContext,
  provider: PaymentProvider,
  order: { orderNo: string; amountFen: number; subject: string; expiresAt: Date },
): Promise<string> {
  const created = await callProvider(() =>
    provider.createQrPayment({ ...order, notifyUrl: notifyUrl(ctx.publicUrl, provider.id) }),
  );
  return created.qrContent;
}

/**
 * The caller's order while it waits for payment; ORDER_NOT_PAYABLE (saying its status, and
 * `why` after it) once it was paid, expired, cancelled or refunded.
 */
async function pendingOrder(
  ctx: BillingContext,
  user: User,
  orderNo: string,
  need: 'view' | 'manage',
  now: Date,
  why: string,
): Promise<{ found: OrderWithNames; order: OrderRow }> {
  const found = await loadOrder(ctx.db, orderNo);
  const order = await requireOrder(ctx, ctx.db, user, found?.order, need);
  const status = effectiveStatus(order, now);
  if (status !== 'pending') {
    throw new AppError('ORDER_NOT_PAYABLE', { detail: `The order is ${status}${why}.` });
  }
  return { found: found!, order };
}

/**
 * Cancels an order waiting for payment, closing it at the provider first so its QR code stops
 * working. When the provider says it was just paid, it is fulfilled instead and the cancel is
 * refused.
 */
export async function cancelOrder(
  ctx: BillingContext,
  user: User,
  orderNo: string,
): Promise<Order> {
  const now = ctx.now();
  const { order } = await pendingOrder(
    ctx,
    user,
    orderNo,
    'manage',
    now,
    '; it cannot be cancelled',
  );
  const provider = ctx.payments.byId.get(order.provider as PaymentProviderId);
  if (provider && order.qrContent !== null) {
    try {
      await provider.closePayment(orderNo);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      const query = await callProvider(() => provider.queryPayment(orderNo));
      if (query.state !== 'paid') throw asProviderProblem(error);
      await settlePayment(
        ctx,
        provider,
        {
          provider: provider.id,
          eventId: `query:${orderNo}`,
          orderNo,
          providerTradeNo: query.providerTradeNo ?? '',
          outcome: 'paid',
          amountFen: query.amountFen ?? -1,
          paidAt: query.paidAt,
        },
        now,
      );
      throw new AppError('ORDER_NOT_PAYABLE', { detail: 'The order has just been paid.' });
    }
  }
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (locked?.status !== 'pending') {
      throw new AppError('ORDER_NOT_PAYABLE', { detail: `The order is ${locked?.status}.` });
    }
    await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
  });
  return getOrder(ctx, user, orderNo);
}

/**
 * The 7-day money-back guarantee of annual support (spec §9): the whole amount back through the
 * provider, and the year of support it bought ends. Anything else is REFUND_NOT_ALLOWED.
 */
export async function refundOrder(
  ctx: BillingContext,
  user: User,
  orderNo: string,
): Promise<Order> {
  const now = ctx.now();
  const found = await loadOrder(ctx.db, orderNo);
  await requireOrder(ctx, ctx.db, user, found?.order, 'manage');
  await ctx.db.transaction(async (tx) => {
    if (found!.order.teamId) await lockTeam(tx, found!.order.teamId);
    const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
    if (!order || !isRefundable(order, now)) {
      throw new AppError('REFUND_NOT_ALLOWED', {
        detail:
          order?.product === 'support' && order.status === 'paid'
            ? 'The 7-day money-back guarantee of this support order has ended.'
            : 'Only paid annual support can be refunded, within 7 days of payment.',
      });
    }
    if (order.invoiceStatus !== 'none') {
      throw new AppError('REFUND_NOT_ALLOWED', {
        detail: 'An invoice was applied for on this order; it can no longer be refunded.',
      });
    }
    const provider = providerFor(ctx.payments, order.provider as PaymentProviderId);
    const { refunded } = await callProvider(() =>
      provider.refund({
        orderNo,
        refundNo: refundNoOf(orderNo),
        amountFen: order.amountFen,
        totalFen: order.amountFen,
        reason: 'Annual support: 7-day money-back guarantee.',
      }),
    );
    if (!refunded) {
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', {
        detail: 'The provider took the refund request but did not complete it; try again later.',
      });
    }
    await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: now })
      .where(eq(orders.id, order.id));
    if (order.teamId) {
      const [sub] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.teamId, order.teamId))
        .for('update');
      if (sub?.supportUntil) {
        const until = addMonths(sub.supportUntil, -12);
        await tx
          .update(subscriptions)
          .set({ supportUntil: until > now ? until : null, updatedAt: now })
          .where(eq(subscriptions.teamId, order.teamId));
      }
    }
  });
  return getOrder(ctx, user, orderNo);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The orders the caller bought and those of the teams they administer (a super admin: all),
 * newest first, with the list's filters.
 */
export async function listOrders(
  ctx: BillingContext,
  user: User,
  query: ListOrdersQuery,
): Promise<{ items: Order[]; total: number; page: number; pageSize: number }> {
  const now = ctx.now();
  const conditions: (SQL | undefined)[] = [
    mayOnInstance(ctx, user, 'instance.billing.view') ? undefined : visibleOrders(ctx.db, user),
    query.kind ? eq(orders.kind, query.kind) : undefined,
    query.product ? eq(orders.product, query.product) : undefined,
    query.invoiceStatus ? eq(orders.invoiceStatus, query.invoiceStatus) : undefined,
    query.from ? gte(orders.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(orders.createdAt, new Date(query.to)) : undefined,
    query.q ? ilike(orders.orderNo, `%${escapeLike(query.q)}%`) : undefined,
    statusCondition(query.status, now),
  ];
  const where = and(...conditions);
  const [total] = await ctx.db.select({ value: count() }).from(orders).where(where);
  const rows = await selectOrders(ctx.db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => toOrder(row, now)),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The status filter as the list shows statuses: pending past its window is expired. */
function statusCondition(status: ListOrdersQuery['status'], now: Date): SQL | undefined {
  if (status === undefined) return undefined;
  const isPastWindow = and(eq(orders.status, 'pending'), lte(orders.expiresAt, now));
  if (status === 'pending') return and(eq(orders.status, 'pending'), gt(orders.expiresAt, now));
  if (status === 'expired') return or(eq(orders.status, 'expired'), isPastWindow);
  return eq(orders.status, status);
}
