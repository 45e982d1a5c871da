import { eq } from 'drizzle-orm';
import {
  addMonths,
  isPaidPlan,
  PLAN_PRICES,
  type BillingCycle,
  type PlanId,
} from '@heron/contract';
import { subscriptions } from '../../db/schema/billing.js';
import { findTeam, type Db, type TeamRow } from '../access/index.js';
import { grantedSince, grantPoints, type PointOwnerType } from '../points/index.js';
import { monthIndex, planPointsExpiry } from './billing-periods.js';
import type { SubscriptionRow } from './quote-service.js';

/**
 * A paid plan's monthly AI points (spec §9): `monthlyPointsPerSeat` × the read-write seats bought,
 * granted to the team on the purchase day each month (the billing clock grants the months after
 * the first). A monthly plan's points last until the next grant ("reset on the purchase day");
 * quarterly and annual plans' until the end of the next monthly cycle.
 */

/** Points a month of `plan` with `readWriteSeats` bought gives. */
export function monthlyPlanPoints(plan: PlanId, readWriteSeats: number): number {
  return isPaidPlan(plan) ? PLAN_PRICES[plan].monthlyPointsPerSeat * readWriteSeats : 0;
}

/** Who holds a team's points: the team, or for a personal space its owner (personal points). */
function pointsOwner(team: TeamRow): { type: PointOwnerType; id: string } {
  return team.isPersonal && team.ownerId
    ? { type: 'user', id: team.ownerId }
    : { type: 'team', id: team.id };
}

/**
 * Tops the current month's plan points up to what the plan and seats now give, after a plan is
 * bought, changed or given more seats. What was granted in the last month counts against it, so
 * changing plans repeatedly never grants a month's points twice.
 */
export async function topUpPlanPoints(
  tx: Db,
  team: TeamRow,
  sub: Pick<SubscriptionRow, 'periodStart' | 'cycleMonths'>,
  monthly: number,
  orderId: string,
  now: Date,
): Promise<number> {
  const granted = await grantedSince(tx, pointsOwner(team), 'plan', addMonths(now, -1));
  const amount = monthly - granted;
  if (amount <= 0) return 0;
  const k = monthIndex(sub.periodStart, now);
  await grantPoints(tx, {
    ownerType: 'team',
    ownerId: team.id,
    amount,
    source: 'plan',
    orderId,
    expiresAt: planPointsExpiry(sub.periodStart, k, sub.cycleMonths as BillingCycle),
    grantedAt: now,
  });
  return amount;
}

/**
 * Grants the monthly plan points that are due by `now` for one subscription (locked here), and
 * moves its next grant on. A month whose points would already have expired (the server was down
 * that long) is skipped. Returns the points granted.
 */
export async function grantDuePlanPoints(tx: Db, teamId: string, now: Date): Promise<number> {
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.teamId, teamId))
    .for('update');
  const team = await findTeam(tx, teamId);
  if (!sub || !team || !sub.nextPointsGrantAt) return 0;
  let next: Date | null = sub.nextPointsGrantAt;
  let granted = 0;
  const cycle = sub.cycleMonths as BillingCycle;
  while (next && next <= now) {
    // Only while the plan runs: a plan that lapsed gives no more points.
    if (!team.planExpiresAt || next >= team.planExpiresAt || next >= sub.periodEnd) {
      next = null;
      break;
    }
    const k = monthIndex(sub.periodStart, next);
    const expiresAt = planPointsExpiry(sub.periodStart, k, cycle);
    const amount = monthlyPlanPoints(team.plan as PlanId, team.boughtReadWriteSeats);
    if (amount > 0 && expiresAt > now) {
      await grantPoints(tx, {
        ownerType: 'team',
        ownerId: team.id,
        amount,
        source: 'plan',
        expiresAt,
        grantedAt: next,
      });
      granted += amount;
    }
    const following = addMonths(sub.periodStart, k + 1);
    next = following < sub.periodEnd ? following : null;
  }
  await tx
    .update(subscriptions)
    .set({ nextPointsGrantAt: next, updatedAt: now })
    .where(eq(subscriptions.teamId, teamId));
  return granted;
}
