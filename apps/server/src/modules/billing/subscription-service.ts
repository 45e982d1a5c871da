import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PaymentProviderId, Subscription } from '@heron/contract';
import { orders, subscriptions } from '../../db/schema/billing.js';
import { AppError } from '../../http/app-error.js';
import type { User } from '../auth/index.js';
import {
  currentPlanId,
  type Db,
  decide,
  liveProjectCount,
  lockTeam,
  planOf,
  requireTeam,
  seatUsage,
  type TeamAccess,
} from '../access/index.js';
import type { BillingContext } from './billing-context.js';
import { selectOrders, toOrder } from './order-view.js';
import { boughtSeatsOf, hasBoughtPlan, loadSubscription } from './quote-service.js';

/** A team's subscription as the billing screen shows it, and auto-renewal on and off. */

const PAYMENT_HISTORY = 20;

/**
 * Any member sees the team's plan (a super admin: any team's); what it paid, only its admins and
 * super admins.
 */
export async function getSubscription(
  ctx: BillingContext,
  user: User,
  teamId: string,
): Promise<Subscription> {
  const access = await requireTeam(ctx, ctx.db, user, teamId, 'billing.view');
  return buildSubscription(ctx.db, access, ctx.now());
}

async function buildSubscription(db: Db, access: TeamAccess, now: Date): Promise<Subscription> {
  const { team } = access;
  const limits = planOf(team, now);
  const seats = await seatUsage(db, team.id);
  const liveProjects = await liveProjectCount(db, team.id);
  const sub = await loadSubscription(db, team.id);
  // Only a plan bought here has a cycle, a period and renewals; Starter and an operator-set plan
  // have none.
  const period = hasBoughtPlan(team, now) && sub ? sub : null;
  const isRenewing = period !== null && period.autoRenew && period.cancelledAt === null;
  const canViewPayments = decide(access.actor, 'billing.payments.view', {
    isPersonal: team.isPersonal,
  });
  const payments = canViewPayments
    ? await selectOrders(db)
        .where(and(eq(orders.teamId, team.id), isNotNull(orders.paidAt)))
        .orderBy(desc(orders.paidAt), desc(orders.id))
        .limit(PAYMENT_HISTORY)
    : [];
  return {
    teamId: team.id,
    teamName: team.name,
    isPersonal: team.isPersonal,
    plan: currentPlanId(team, now),
    canManage: decide(access.actor, 'billing.manage', { isPersonal: team.isPersonal }),
    canViewPayments,
    boughtSeats: period ? boughtSeatsOf(team) : { readWrite: 0, readOnly: 0, project: 0 },
    usage: {
      readWriteSeats: { used: seats.readWrite, limit: limits.readWriteSeats },
      readOnlySeats: { used: seats.readOnly, limit: limits.readOnlySeats },
      projects: { used: liveProjects, limit: limits.projects },
    },
    cycleMonths: period ? (period.cycleMonths as 1 | 3 | 12) : null,
    periodStart: period?.periodStart.toISOString() ?? null,
    expiresAt: period ? team.planExpiresAt!.toISOString() : null,
    autoRenew: isRenewing,
    cancelledAt: period?.cancelledAt?.toISOString() ?? null,
    nextRenewalAt: isRenewing ? team.planExpiresAt!.toISOString() : null,
    supportUntil:
      sub?.supportUntil && sub.supportUntil > now ? sub.supportUntil.toISOString() : null,
    payments: payments.map((row) => toOrder(row, now)),
  };
}

/**
 * Turns auto-renewal off ("cancel": the plan runs to its expiry and does not renew, spec §4
 * "cancelling takes effect from next month") or back on. Cancelling also cancels a renewal order
 * the billing clock placed that is still waiting for payment.
 */
export async function setAutoRenew(
  ctx: BillingContext,
  user: User,
  teamId: string,
  isOn: boolean,
): Promise<Subscription> {
  const now = ctx.now();
  const replaced = await ctx.db.transaction(async (tx) => {
    const { team } = await requireTeam(ctx, tx, user, teamId, 'billing.manage');
    // The team, its orders, its subscription: the order every billing change locks them in.
    await lockTeam(tx, teamId);
    const withdrawn = isOn
      ? []
      : await tx
          .update(orders)
          .set({ status: 'cancelled' })
          .where(
            and(
              eq(orders.teamId, teamId),
              eq(orders.status, 'pending'),
              eq(orders.product, 'renewal'),
              // Placed by the billing clock; a renewal the admins ordered themselves stays.
              isNull(orders.buyerId),
            ),
          )
          .returning({ orderNo: orders.orderNo, provider: orders.provider });
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.teamId, teamId))
      .for('update');
    if (!sub || !hasBoughtPlan(team, now)) {
      throw new AppError('PURCHASE_NOT_ALLOWED', {
        detail: 'The team has no paid plan running to renew.',
      });
    }
    await tx
      .update(subscriptions)
      .set(
        isOn
          ? { autoRenew: true, cancelledAt: null, updatedAt: now }
          : { autoRenew: false, cancelledAt: sub.cancelledAt ?? now, updatedAt: now },
      )
      .where(eq(subscriptions.teamId, teamId));
    return withdrawn;
  });
  for (const order of replaced) {
    const provider = ctx.payments.byId.get(order.provider as PaymentProviderId);
    await provider?.closePayment(order.orderNo).catch((error: unknown) => {
      ctx.log.warn(
        { err: error, orderNo: order.orderNo },
        'could not close the trade at the provider',
      );
    });
  }
  return getSubscription(ctx, user, teamId);
}
