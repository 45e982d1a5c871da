import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { CURRENCY, ORDER_PAYMENT_WINDOW_MS, type PaymentProviderId } from '@heron/contract';
import type { PaymentProviders } from '../../adapters/payments/create-payment-providers.js';
import type { PaymentProvider, PaymentQuery } from '../../adapters/payments/payment-provider.js';
import type { Database } from '../../db/client.js';
import { orders, subscriptions } from '../../db/schema/billing.js';
import { findTeam, lockTeam, planEndsWithin } from '../access/index.js';
import { silentLog, type BillingLog } from './billing-context.js';
import type { OrderRow } from './fulfil.js';
import { newOrderNo } from './order-service.js';
import { grantDuePlanPoints } from './plan-points.js';
import { priceRenewal } from './quote-service.js';
import type { PlacedRenewal, RenewalNotifier } from './renewal-notice.js';
import { settlePayment, type SettleDeps } from './settle-payment.js';

/**
 * The billing clock (issue 8): what happens because time passes, not because someone asked.
 * Every step is safe to run on several servers at once and to run again: each change locks its
 * row and checks it is still due.
 *
 * (a) Pending orders past their window are expired and closed at the provider, (b) pending
 * orders are reconciled by asking the provider (a payment whose notification was lost is
 * fulfilled through the same path as a notification), (c) auto-renewing subscriptions get their
 * renewal order, and (d) the monthly plan points that are due are granted.
 */

/** How long before a plan ends its renewal order is placed; it can be paid until the plan ends. */
export const RENEWAL_LEAD_MS = 3 * 86_400_000;

/** A pending order is asked about once it is this old: its notification usually comes sooner. */
export const RECONCILE_AFTER_MS = 60_000;

/** The most orders asked about in one run, so a slow provider cannot stall the clock. */
const ORDERS_PER_RUN = 100;

/** A pending order the provider cannot be asked about is expired anyway this long after. */
const GIVE_UP_AFTER_MS = 86_400_000;

export interface BillingClockRun {
  expired: number;
  /** Orders found paid (or closed) at the provider and settled. */
  reconciled: number;
  renewalsPlaced: number;
  pointsGranted: number;
}

export async function runBillingClock(
  db: Database,
  payments: PaymentProviders,
  now: Date,
  log: BillingLog = silentLog(),
  /** Tells a team's admins of its renewal order; none in tests that do not look at mail. */
  notifyRenewal?: RenewalNotifier,
): Promise<BillingClockRun> {
  const deps: SettleDeps = { db, payments, log };
  const run: BillingClockRun = { expired: 0, reconciled: 0, renewalsPlaced: 0, pointsGranted: 0 };
  await settlePendingOrders(deps, now, run);
  await placeRenewals(deps, now, run, notifyRenewal);
  await grantMonthlyPoints(deps, now, run);
  return run;
}

async function settlePendingOrders(deps: SettleDeps, now: Date, run: BillingClockRun) {
  const pending = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        or(
          lte(orders.expiresAt, now),
          lte(orders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        ),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(ORDERS_PER_RUN);
  for (const order of pending) {
    try {
      await settlePendingOrder(deps, order, now, run);
    } catch (error) {
      deps.log.error({ err: error, orderNo: order.orderNo }, 'billing clock: order not settled');
    }
  }
}

async function settlePendingOrder(
  deps: SettleDeps,
  order: OrderRow,
  now: Date,
  run: BillingClockRun,
) {
  const provider = deps.payments.byId.get(order.provider as PaymentProviderId);
  const isPastWindow = order.expiresAt <= now;
  // An order never shown as a QR code has no trade at the provider to ask about.
  if (provider && order.qrContent !== null) {
    let query: PaymentQuery | null = null;
    try {
      query = await provider.queryPayment(order.orderNo);
    } catch (error) {
      deps.log.warn(
        { err: error, orderNo: order.orderNo },
        'billing clock: provider not answering',
      );
      if (now.getTime() - order.expiresAt.getTime() < GIVE_UP_AFTER_MS) return;
    }
    if (query && query.state !== 'pending') {
      const result = await settleFromQuery(deps, provider, order, query, now);
      if (result !== 'replay') run.reconciled += 1;
      return;
    }
    if (!isPastWindow) return;
    try {
      await provider.closePayment(order.orderNo);
    } catch (error) {
      // Paid in the meantime: the next run finds it paid and settles it.
      deps.log.warn({ err: error, orderNo: order.orderNo }, 'billing clock: could not close');
      return;
    }
  }
  if (!isPastWindow) return;
  const expired = await deps.db
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  run.expired += expired.length;
}

/** What the provider says about a trade, settled exactly as its notification would be. */
function settleFromQuery(
  deps: SettleDeps,
  provider: PaymentProvider,
  order: OrderRow,
  query: PaymentQuery,
  now: Date,
) {
  return settlePayment(
    deps,
    provider,
    {
      provider: provider.id,
      // One reconciliation per order and outcome: asking again is a replay.
      eventId: `query:${query.state}:${order.orderNo}`,
      orderNo: order.orderNo,
      providerTradeNo: query.providerTradeNo ?? '',
      outcome: query.state === 'paid' ? 'paid' : 'closed',
      amountFen: query.amountFen ?? order.amountFen,
      paidAt: query.paidAt,
    },
    now,
  );
}

/**
 * (c) Scan-to-pay cannot charge anyone by itself, so "auto-renewal" places the renewal order:
 * `RENEWAL_LEAD_MS` before the plan ends, for the same plan, seats and cycle, payable until the
 * plan ends (at least the usual window). The team's admins pay it from the billing screen; unpaid,
 * it expires and the plan lapses to Starter at its expiry. Its QR code is made when first shown.
 */
async function placeRenewals(
  deps: SettleDeps,
  now: Date,
  run: BillingClockRun,
  notifyRenewal: RenewalNotifier | undefined,
) {
  const due = await deps.db
    .select({ teamId: subscriptions.teamId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.autoRenew, true),
        isNull(subscriptions.cancelledAt),
        planEndsWithin(subscriptions.teamId, now, new Date(now.getTime() + RENEWAL_LEAD_MS)),
      ),
    );
  for (const { teamId } of due) {
    const placed = await placeRenewal(deps, teamId, now).catch((error: unknown) => {
      deps.log.error({ err: error, teamId }, 'billing clock: renewal order not placed');
      return null;
    });
    if (!placed) continue;
    run.renewalsPlaced += 1;
    // After the order is committed, so a notice never names an order that does not exist. A
    // notice that fails is logged; the order stays on the billing screen all the same.
    await notifyRenewal?.(placed).catch((error: unknown) =>
      deps.log.warn({ err: error, teamId, orderNo: placed.orderNo }, 'renewal notice not sent'),
    );
  }
}

async function placeRenewal(
  deps: SettleDeps,
  teamId: string,
  now: Date,
): Promise<PlacedRenewal | null> {
  return deps.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const team = await findTeam(tx, teamId);
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.teamId, teamId));
    if (!team?.planExpiresAt || !sub || !sub.autoRenew || sub.cancelledAt) return null;
    const leadStart = new Date(team.planExpiresAt.getTime() - RENEWAL_LEAD_MS);
    // One renewal order per period end: a placed one (paid, pending, or left unpaid) is enough.
    const [placed] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.teamId, teamId),
          eq(orders.product, 'renewal'),
          gt(orders.createdAt, leadStart),
        ),
      )
      .limit(1);
    const [waiting] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.teamId, teamId),
          eq(orders.status, 'pending'),
          inArray(orders.product, ['plan', 'seats', 'renewal']),
        ),
      )
      .limit(1);
    if (placed || waiting) return null;
    const priced = await priceRenewal(tx, team, sub, now);
    if (!priced) return null;
    const window = now.getTime() + ORDER_PAYMENT_WINDOW_MS;
    const orderNo = newOrderNo(now);
    const payBefore = new Date(Math.max(team.planExpiresAt.getTime(), window));
    const last = await lastPaidOrder(tx, teamId);
    await tx.insert(orders).values({
      orderNo,
      kind: priced.kind,
      product: 'renewal',
      // Placed by the clock, not by a person: the team's admins see it and pay it.
      buyerId: null,
      teamId,
      details: priced.quote,
      currency: CURRENCY,
      listFen: priced.quote.subtotalFen,
      creditFen: 0,
      amountFen: priced.quote.amountFen,
      provider: renewalProvider(deps, last?.provider),
      qrContent: null,
      createdAt: now,
      expiresAt: payBefore,
      language: last?.language ?? null,
    });
    return {
      teamId,
      teamName: team.name,
      orderNo,
      amountFen: priced.quote.amountFen,
      payBefore,
      language: last?.language ?? null,
    };
  });
}

/** The team's last paid order: the renewal is paid the same way and told in the same language. */
async function lastPaidOrder(db: Pick<Database, 'select'>, teamId: string) {
  const [last] = await db
    .select({ provider: orders.provider, language: orders.language })
    .from(orders)
    .where(and(eq(orders.teamId, teamId), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return last;
}

/** The provider the team paid with last, while it is still offered; else the first offered. */
function renewalProvider(deps: SettleDeps, lastProvider: string | undefined): PaymentProviderId {
  const offered = [...deps.payments.byId.keys()];
  return lastProvider && offered.includes(lastProvider as PaymentProviderId)
    ? (lastProvider as PaymentProviderId)
    : (offered[0] ?? 'sandbox');
}

/** (d) The monthly plan points that are due. */
async function grantMonthlyPoints(deps: SettleDeps, now: Date, run: BillingClockRun) {
  const due = await deps.db
    .select({ teamId: subscriptions.teamId })
    .from(subscriptions)
    .where(lte(subscriptions.nextPointsGrantAt, now));
  for (const { teamId } of due) {
    try {
      run.pointsGranted += await deps.db.transaction((tx) => grantDuePlanPoints(tx, teamId, now));
    } catch (error) {
      deps.log.error({ err: error, teamId }, 'billing clock: monthly points not granted');
    }
  }
}
