import {
  MAX_SEATS_PER_KIND,
  PAID_PLAN_IDS,
  PLAN_PRICES,
  isPaidPlan,
  type PaidPlanId,
  type SeatCounts,
  type Subscription,
} from '@heron/contract';

/** The most seats of one kind a purchase may name (the contract's `seatCountsSchema`). */
export const MAX_SEATS = MAX_SEATS_PER_KIND;

/** Plans in the order they rise: a subscription may move up, never down (PURCHASE_NOT_ALLOWED). */
export function planRank(plan: Subscription['plan']): number {
  return plan === 'starter' ? 0 : PAID_PLAN_IDS.indexOf(plan) + 1;
}

/** Whether the subscription's paid plan is still running (bought and not expired). */
export function hasRunningPlan(subscription: Subscription, now = Date.now()): boolean {
  return (
    isPaidPlan(subscription.plan) &&
    subscription.expiresAt !== null &&
    Date.parse(subscription.expiresAt) > now
  );
}

/**
 * The fewest seats of each kind `plan` may be bought with for this team: enough, with what the
 * plan includes, for the members and projects it already has, and the plan's minimum of
 * read-write seats (a paid plan has at least one editor).
 */
export function minimumSeats(plan: PaidPlanId, usage: Subscription['usage']): SeatCounts {
  const price = PLAN_PRICES[plan];
  return {
    readWrite: Math.max(
      price.minReadWriteSeats,
      usage.readWriteSeats.used - price.included.readWrite,
    ),
    readOnly: Math.max(0, usage.readOnlySeats.used - price.included.readOnly),
    project: Math.max(0, usage.projects.used - price.included.project),
  };
}

/** What the buy dialog starts with: the current plan renewed as it is, or Plus for its users. */
export function initialPlanChoice(subscription: Subscription): {
  plan: PaidPlanId;
  seats: SeatCounts;
  cycleMonths: 1 | 3 | 12;
  autoRenew: boolean;
} {
  if (isPaidPlan(subscription.plan)) {
    const minimum = minimumSeats(subscription.plan, subscription.usage);
    return {
      plan: subscription.plan,
      seats: {
        readWrite: Math.max(minimum.readWrite, subscription.boughtSeats.readWrite),
        readOnly: Math.max(minimum.readOnly, subscription.boughtSeats.readOnly),
        project: Math.max(minimum.project, subscription.boughtSeats.project),
      },
      cycleMonths: subscription.cycleMonths ?? 12,
      autoRenew: subscription.autoRenew,
    };
  }
  const plan: PaidPlanId = 'plus';
  return { plan, seats: minimumSeats(plan, subscription.usage), cycleMonths: 12, autoRenew: true };
}
