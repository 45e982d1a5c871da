import { eq } from 'drizzle-orm';
import {
  addMonths,
  effectiveLimits,
  isPaidPlan,
  PLAN_IDS,
  MAX_SEATS_PER_KIND,
  PLAN_PRICES,
  PLANS,
  POINT_PACKAGES,
  quotePlan,
  SEAT_KINDS_SOLD,
  SUPPORT_ANNUAL_FEN,
  unusedCredit,
  proratedSeatsPrice,
  mulDivRound,
  type PaidPlanId,
  type PlanId,
  type Purchase,
  type Quote,
  type SeatCounts,
} from '@heron/contract';
import { subscriptions } from '../../db/schema/billing.js';
import { AppError } from '../../http/app-error.js';
import type { User } from '../auth/index.js';
import {
  currentPlanId,
  type Db,
  requireTeam,
  seatUsage,
  type TeamRow,
  type WorkspaceContext,
} from '../access/index.js';
import { prorationInstant, renewalEnd } from './billing-periods.js';

/**
 * Prices a purchase (issue 8). `POST /billing/quote` and `POST /billing/orders` both call
 * `pricePurchase`, so what the buyer is shown is what the order charges; the browser's amount is
 * only ever compared with it. Every figure comes from `@heron/contract`'s money functions.
 */

export type OrderProduct = 'plan' | 'seats' | 'renewal' | 'points' | 'support';
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface PricedPurchase {
  quote: Quote;
  product: OrderProduct;
  /** `personal`: for oneself (personal points, the personal space); `team`: a shared team's. */
  kind: 'personal' | 'team';
  /** The team bought for; null for personal points. */
  team: TeamRow | null;
}

/** The largest amount one order may carry (the orders table keeps fen in a 32-bit integer). */
export const MAX_ORDER_FEN = 2_000_000_000;

const SEAT_LABEL: Record<keyof SeatCounts, string> = {
  readWrite: 'read-write seats',
  readOnly: 'read-only seats',
  project: 'projects',
};
const LIMIT_OF = {
  readWrite: 'readWriteSeats',
  readOnly: 'readOnlySeats',
  project: 'projects',
} as const;

export function planName(plan: PlanId): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

function notAllowed(detail: string): AppError {
  return new AppError('PURCHASE_NOT_ALLOWED', { detail });
}

const rank = (plan: PlanId) => PLAN_IDS.indexOf(plan);

/** Whether the team is on a plan it bought that has not ended (not Starter, not operator-set). */
export function hasBoughtPlan(team: TeamRow, now: Date): boolean {
  return team.planExpiresAt !== null && currentPlanId(team, now) !== 'starter';
}

export async function loadSubscription(db: Db, teamId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId));
  return row ?? null;
}

/**
 * What `purchase` costs `user` now, with the rules of who may buy what. Refuses with
 * PERMISSION_DENIED (not the team's admin), PURCHASE_NOT_ALLOWED (the rules), NOT_FOUND.
 */
export async function pricePurchase(
  ctx: WorkspaceContext,
  db: Db,
  user: User,
  purchase: Purchase,
  now: Date,
): Promise<PricedPurchase> {
  if (purchase.type === 'points' && purchase.teamId === null) {
    return { quote: packageQuote(purchase), product: 'points', kind: 'personal', team: null };
  }
  const { team } = await requireTeam(ctx, db, user, purchase.teamId!, 'billing.manage');
  const kind = team.isPersonal ? 'personal' : 'team';
  switch (purchase.type) {
    case 'points':
      return { quote: packageQuote(purchase), product: 'points', kind, team };
    case 'support':
      return { quote: await supportQuote(db, team, purchase, now), product: 'support', kind, team };
    case 'seats':
      return { quote: await seatsQuote(db, team, purchase, now), product: 'seats', kind, team };
    case 'plan': {
      const { quote, isRenewal } = await planQuote(db, team, purchase, now);
      return { quote, product: isRenewal ? 'renewal' : 'plan', kind, team };
    }
  }
}

function packageQuote(purchase: Extract<Purchase, { type: 'points' }>): Quote {
  const pack = POINT_PACKAGES[purchase.package];
  return finish({
    purchase,
    lines: [
      { kind: 'package', quantity: 1, unitFen: pack.priceFen, months: 0, listFen: pack.priceFen },
    ],
    listFen: pack.priceFen,
    discountPercent: 0,
    subtotalFen: pack.priceFen,
    creditFen: 0,
    periodStart: null,
    periodEnd: null,
    points: pack.points,
  });
}

async function supportQuote(
  db: Db,
  team: TeamRow,
  purchase: Extract<Purchase, { type: 'support' }>,
  now: Date,
): Promise<Quote> {
  if (team.isPersonal) {
    throw notAllowed('Annual paid support is for teams, not for the personal space.');
  }
  const sub = await loadSubscription(db, team.id);
  // A second year bought while support runs starts when the first ends.
  const start = sub?.supportUntil && sub.supportUntil > now ? sub.supportUntil : now;
  return finish({
    purchase,
    lines: [
      {
        kind: 'support',
        quantity: 1,
        unitFen: SUPPORT_ANNUAL_FEN,
        months: 12,
        listFen: SUPPORT_ANNUAL_FEN,
      },
    ],
    listFen: SUPPORT_ANNUAL_FEN,
    discountPercent: 0,
    subtotalFen: SUPPORT_ANNUAL_FEN,
    creditFen: 0,
    periodStart: start,
    periodEnd: addMonths(start, 12),
    points: 0,
  });
}

/** Refuses seats below a paid plan's minimum or above its ceiling. */
function assertSeatsFit(plan: PaidPlanId, seats: SeatCounts): void {
  const min = PLAN_PRICES[plan].minReadWriteSeats;
  if (seats.readWrite < min) {
    throw notAllowed(
      `${planName(plan)} needs at least ${min} read-write seat${min === 1 ? '' : 's'}.`,
    );
  }
  const included = PLAN_PRICES[plan].included;
  for (const kind of SEAT_KINDS_SOLD) {
    if (seats[kind] > MAX_SEATS_PER_KIND) {
      throw notAllowed(
        `A subscription holds at most ${MAX_SEATS_PER_KIND} ${SEAT_LABEL[kind]} bought; contact sales for more.`,
      );
    }
    const max = PLANS[plan][LIMIT_OF[kind]];
    if (max !== null && seats[kind] + included[kind] > max) {
      throw notAllowed(
        `${planName(plan)} allows at most ${max} ${SEAT_LABEL[kind]} (${included[kind]} included); choose a higher plan for more.`,
      );
    }
  }
}

/** Refuses seats fewer than the team's members hold now (spec §6: a seat per member). */
async function assertSeatsCoverUsage(
  db: Db,
  team: TeamRow,
  plan: PaidPlanId,
  seats: SeatCounts,
): Promise<void> {
  const usage = await seatUsage(db, team.id);
  const limits = effectiveLimits(plan, seats);
  const included = PLAN_PRICES[plan].included;
  const check = (used: number, limit: number | null, kind: 'readWrite' | 'readOnly') => {
    if (limit !== null && used > limit) {
      throw notAllowed(
        `The team has ${used} ${SEAT_LABEL[kind]} in use; ${planName(plan)} with ${seats[kind]} bought (and ${included[kind]} included) allows ${limit}. Buy at least ${used - included[kind]}.`,
      );
    }
  };
  check(usage.readWrite, limits.readWriteSeats, 'readWrite');
  check(usage.readOnly, limits.readOnlySeats, 'readOnly');
}

const sameSeats = (a: SeatCounts, b: SeatCounts) =>
  SEAT_KINDS_SOLD.every((kind) => a[kind] === b[kind]);

export function boughtSeatsOf(team: TeamRow): SeatCounts {
  return {
    readWrite: team.boughtReadWriteSeats,
    readOnly: team.boughtReadOnlySeats,
    project: team.boughtProjectSeats,
  };
}

function planLines(plan: PaidPlanId, seats: SeatCounts, cycleMonths: 1 | 3 | 12) {
  const priced = quotePlan(plan, seats, cycleMonths);
  return {
    priced,
    lines: priced.lines.map((line) => ({
      kind: line.kind,
      quantity: line.quantity,
      unitFen: line.unitMonthlyFen,
      months: cycleMonths,
      listFen: line.listFen,
    })),
  };
}

/**
 * A plan for a cycle. On Starter (or after the plan ended, or on a plan an operator set) it is a
 * new subscription from now. The same plan with the same seats renews it: the new period starts
 * at the current expiry. A higher plan, or the same plan with other seats, changes it now: the
 * new period starts now and the unused part of the current one is credited. A lower plan, or
 * seats below what the team uses, is refused.
 */
async function planQuote(
  db: Db,
  team: TeamRow,
  purchase: Extract<Purchase, { type: 'plan' }>,
  now: Date,
): Promise<{ quote: Quote; isRenewal: boolean }> {
  const { plan, seats, cycleMonths } = purchase;
  assertSeatsFit(plan, seats);
  const current = currentPlanId(team, now);
  if (rank(plan) < rank(current)) {
    throw notAllowed(
      `The team is on ${planName(current)}; a lower plan can be bought once the current one ends.`,
    );
  }
  await assertSeatsCoverUsage(db, team, plan, seats);
  const { priced, lines } = planLines(plan, seats, cycleMonths);
  const points = PLAN_PRICES[plan].monthlyPointsPerSeat * seats.readWrite;
  const base = {
    purchase,
    lines,
    listFen: priced.listFen,
    discountPercent: priced.discountPercent,
  };
  const subtotalFen = priced.totalFen;
  const sub = hasBoughtPlan(team, now) ? await loadSubscription(db, team.id) : null;

  if (sub && team.plan === plan && sameSeats(boughtSeatsOf(team), seats)) {
    const start = team.planExpiresAt!;
    const quote = finish({
      ...base,
      subtotalFen,
      creditFen: 0,
      periodStart: start,
      periodEnd: renewalEnd(sub.periodStart, start, cycleMonths),
      points,
    });
    return { quote, isRenewal: true };
  }
  const credit = sub
    ? unusedCredit(sub.periodPaidFen, sub.periodStart, sub.periodEnd, prorationInstant(now))
    : 0;
  const quote = finish({
    ...base,
    subtotalFen,
    // Credit beyond the new price is not paid out: the amount is never below zero.
    creditFen: Math.min(credit, subtotalFen),
    periodStart: now,
    periodEnd: addMonths(now, cycleMonths),
    points,
  });
  return { quote, isRenewal: false };
}

/**
 * The renewal the billing clock places for an auto-renewing subscription: the same plan, seats and
 * cycle, from the current expiry. Null when the plan is not one bought here that still runs.
 */
export async function priceRenewal(
  db: Db,
  team: TeamRow,
  sub: SubscriptionRow,
  now: Date,
): Promise<PricedPurchase | null> {
  if (!hasBoughtPlan(team, now) || !isPaidPlan(team.plan as PlanId)) return null;
  const purchase: Extract<Purchase, { type: 'plan' }> = {
    type: 'plan',
    teamId: team.id,
    plan: team.plan as PaidPlanId,
    seats: boughtSeatsOf(team),
    cycleMonths: sub.cycleMonths as 1 | 3 | 12,
    autoRenew: true,
  };
  const { quote, isRenewal } = await planQuote(db, team, purchase, now);
  if (!isRenewal) return null;
  return { quote, product: 'renewal', kind: team.isPersonal ? 'personal' : 'team', team };
}

/**
 * More seats on the current paid plan, for the rest of its period: the cycle price of the extra
 * seats times the part of the period left.
 */
async function seatsQuote(
  db: Db,
  team: TeamRow,
  purchase: Extract<Purchase, { type: 'seats' }>,
  now: Date,
): Promise<Quote> {
  const sub = hasBoughtPlan(team, now) ? await loadSubscription(db, team.id) : null;
  if (!sub || !isPaidPlan(team.plan as PlanId)) {
    throw notAllowed(
      team.planExpiresAt === null && currentPlanId(team, now) !== 'starter'
        ? 'This plan was set by an operator; seats are added to a plan bought here.'
        : 'Seats are added to a paid plan: buy a plan first.',
    );
  }
  const plan = team.plan as PaidPlanId;
  const { extra } = purchase;
  if (SEAT_KINDS_SOLD.every((kind) => extra[kind] === 0)) {
    throw notAllowed('Choose at least one seat to add.');
  }
  const bought = boughtSeatsOf(team);
  assertSeatsFit(plan, {
    readWrite: bought.readWrite + extra.readWrite,
    readOnly: bought.readOnly + extra.readOnly,
    project: bought.project + extra.project,
  });
  const cycleMonths = sub.cycleMonths as 1 | 3 | 12;
  const { priced, lines } = planLines(plan, extra, cycleMonths);
  const at = prorationInstant(now);
  const end = team.planExpiresAt!;
  const cycleStart = addMonths(end, -cycleMonths);
  // The period is one cycle, unless a renewal paid ahead joined the next cycle on to it: then
  // the seats cost the cycle's price per cycle-length of time left.
  const subtotalFen =
    sub.periodStart >= cycleStart
      ? proratedSeatsPrice(plan, extra, cycleMonths, sub.periodStart, end, at)
      : mulDivRound(
          priced.totalFen,
          Math.max(0, end.getTime() - at.getTime()),
          end.getTime() - cycleStart.getTime(),
        );
  return finish({
    purchase,
    lines,
    listFen: priced.listFen,
    discountPercent: priced.discountPercent,
    subtotalFen,
    creditFen: 0,
    periodStart: at,
    periodEnd: end,
    points: PLAN_PRICES[plan].monthlyPointsPerSeat * extra.readWrite,
  });
}

function finish(input: {
  purchase: Purchase;
  lines: Quote['lines'];
  listFen: number;
  discountPercent: number;
  subtotalFen: number;
  creditFen: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  points: number;
}): Quote {
  const amountFen = input.subtotalFen - input.creditFen;
  if (input.subtotalFen > MAX_ORDER_FEN) {
    throw notAllowed('This purchase is too large for one order; split it or contact sales.');
  }
  return {
    purchase: input.purchase,
    lines: input.lines,
    listFen: input.listFen,
    discountPercent: input.discountPercent,
    subtotalFen: input.subtotalFen,
    creditFen: input.creditFen,
    amountFen,
    periodStart: input.periodStart?.toISOString() ?? null,
    periodEnd: input.periodEnd?.toISOString() ?? null,
    points: input.points,
  };
}
