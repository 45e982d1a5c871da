import { eq } from 'drizzle-orm';
import {
  addMonths,
  mulDivRound,
  POINT_PACKAGES,
  type BillingCycle,
  type Purchase,
  type Quote,
} from '@heron/contract';
import { orders, subscriptions } from '../../db/schema/billing.js';
import { findTeam, lockTeam, updateTeamPlan, type Db, type TeamRow } from '../access/index.js';
import { grantPoints } from '../points/index.js';
import { boundaryAtOrAfter, renewalEnd } from './billing-periods.js';
import { monthlyPlanPoints, topUpPlanPoints } from './plan-points.js';
import { boughtSeatsOf, type SubscriptionRow } from './quote-service.js';

/**
 * Fulfilment: what a paid order gives, applied in the caller's transaction with the order row
 * already locked `FOR UPDATE`. An order that is no longer pending is left alone, so fulfilment
 * happens once however many notifications, queries or retries reach it.
 */

export type OrderRow = typeof orders.$inferSelect;

export interface Payment {
  /** When the provider took the money (our clock when it does not say). */
  paidAt: Date;
  providerTradeNo: string | null;
}

/** Marks the locked, pending order paid and applies it. False when it was not pending. */
export async function fulfilOrder(tx: Db, order: OrderRow, payment: Payment): Promise<boolean> {
  if (order.status !== 'pending') return false;
  await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt: payment.paidAt,
      providerTradeNo: payment.providerTradeNo,
    })
    .where(eq(orders.id, order.id));
  await applyOrder(tx, order, payment.paidAt);
  return true;
}

async function applyOrder(tx: Db, order: OrderRow, paidAt: Date): Promise<void> {
  const quote = order.details as Quote;
  const purchase: Purchase = quote.purchase;
  if (purchase.type === 'points') {
    const ownerId = purchase.teamId ?? order.buyerId;
    if (!ownerId) return;
    await grantPoints(tx, {
      ownerType: purchase.teamId ? 'team' : 'user',
      ownerId,
      // A package's points never expire (spec §9).
      amount: POINT_PACKAGES[purchase.package].points,
      source: 'package',
      orderId: order.id,
      expiresAt: null,
      grantedAt: paidAt,
    });
    return;
  }
  if (!order.teamId) return; // The team was deleted while the order was pending.
  await lockTeam(tx, order.teamId);
  const team = await findTeam(tx, order.teamId);
  if (!team) return;
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.teamId, team.id))
    .for('update');
  switch (purchase.type) {
    case 'plan':
      return applyPlan(tx, order, quote, purchase, team, sub ?? null, paidAt);
    case 'seats':
      return applySeats(tx, order, quote, purchase, team, sub ?? null, paidAt);
    case 'support':
      return applySupport(tx, team, sub ?? null, paidAt);
  }
}

async function applyPlan(
  tx: Db,
  order: OrderRow,
  quote: Quote,
  purchase: Extract<Purchase, { type: 'plan' }>,
  team: TeamRow,
  sub: SubscriptionRow | null,
  paidAt: Date,
): Promise<void> {
  const cycle = purchase.cycleMonths;
  const isExtension =
    order.product === 'renewal' &&
    sub !== null &&
    team.plan === purchase.plan &&
    team.planExpiresAt;
  let period: Omit<typeof subscriptions.$inferInsert, 'teamId'>;
  if (isExtension) {
    // A renewal joins the next cycle on to the period: the credit of a later upgrade is then the
    // unused part of both, and the months stay anchored on the purchase day.
    const end = renewalEnd(sub.periodStart, team.planExpiresAt!, cycle);
    const keepsRenewing = purchase.autoRenew || (sub.autoRenew && sub.cancelledAt === null);
    period = {
      cycleMonths: cycle,
      periodStart: sub.periodStart,
      periodEnd: end,
      periodPaidFen: sub.periodPaidFen + quote.subtotalFen,
      autoRenew: keepsRenewing,
      cancelledAt: keepsRenewing ? null : sub.cancelledAt,
      nextPointsGrantAt:
        sub.nextPointsGrantAt ?? boundaryAtOrAfter(sub.periodStart, team.planExpiresAt!),
      updatedAt: paidAt,
    };
  } else {
    // New, or an upgrade: a new period from the payment, worth its full price (the credit
    // taken off the amount was the unused value of the period it replaces).
    const end = addMonths(paidAt, cycle);
    const secondMonth = addMonths(paidAt, 1);
    period = {
      cycleMonths: cycle,
      periodStart: paidAt,
      periodEnd: end,
      periodPaidFen: quote.subtotalFen,
      autoRenew: purchase.autoRenew,
      cancelledAt: null,
      nextPointsGrantAt: secondMonth < end ? secondMonth : null,
      updatedAt: paidAt,
    };
  }
  await updateTeamPlan(tx, team.id, {
    plan: purchase.plan,
    planExpiresAt: period.periodEnd,
    boughtReadWriteSeats: purchase.seats.readWrite,
    boughtReadOnlySeats: purchase.seats.readOnly,
    boughtProjectSeats: purchase.seats.project,
    updatedAt: paidAt,
  });
  await tx
    .insert(subscriptions)
    .values({ teamId: team.id, ...period })
    .onConflictDoUpdate({ target: subscriptions.teamId, set: period });
  if (!isExtension) {
    // The first month's points now; the billing clock grants the following months.
    await topUpPlanPoints(
      tx,
      team,
      { periodStart: paidAt, cycleMonths: cycle },
      monthlyPlanPoints(purchase.plan, purchase.seats.readWrite),
      order.id,
      paidAt,
    );
  }
}

async function applySeats(
  tx: Db,
  order: OrderRow,
  quote: Quote,
  purchase: Extract<Purchase, { type: 'seats' }>,
  team: TeamRow,
  sub: SubscriptionRow | null,
  paidAt: Date,
): Promise<void> {
  const bought = boughtSeatsOf(team);
  const seats = {
    readWrite: bought.readWrite + purchase.extra.readWrite,
    readOnly: bought.readOnly + purchase.extra.readOnly,
    project: bought.project + purchase.extra.project,
  };
  await updateTeamPlan(tx, team.id, {
    boughtReadWriteSeats: seats.readWrite,
    boughtReadOnlySeats: seats.readOnly,
    boughtProjectSeats: seats.project,
    updatedAt: paidAt,
  });
  if (!sub) return;
  // The period's value grows by what the extra seats are worth over the whole period, so a later
  // upgrade credits their unused part too: the price paid, scaled from the time that was left
  // when they were priced to the period's length.
  const length = sub.periodEnd.getTime() - sub.periodStart.getTime();
  const left = sub.periodEnd.getTime() - new Date(quote.periodStart!).getTime();
  const value = length > 0 && left > 0 ? mulDivRound(quote.subtotalFen, length, left) : 0;
  await tx
    .update(subscriptions)
    .set({ periodPaidFen: sub.periodPaidFen + value, updatedAt: paidAt })
    .where(eq(subscriptions.teamId, team.id));
  await topUpPlanPoints(
    tx,
    team,
    sub,
    monthlyPlanPoints(team.plan as Parameters<typeof monthlyPlanPoints>[0], seats.readWrite),
    order.id,
    paidAt,
  );
}

async function applySupport(
  tx: Db,
  team: TeamRow,
  sub: SubscriptionRow | null,
  paidAt: Date,
): Promise<void> {
  const from = sub?.supportUntil && sub.supportUntil > paidAt ? sub.supportUntil : paidAt;
  const supportUntil = addMonths(from, 12);
  if (sub) {
    await tx
      .update(subscriptions)
      .set({ supportUntil, updatedAt: paidAt })
      .where(eq(subscriptions.teamId, team.id));
    return;
  }
  // Support bought without a plan: the row carries an empty period (nothing to credit).
  await tx.insert(subscriptions).values({
    teamId: team.id,
    cycleMonths: 1 satisfies BillingCycle,
    periodStart: paidAt,
    periodEnd: paidAt,
    periodPaidFen: 0,
    supportUntil,
    updatedAt: paidAt,
  });
}
