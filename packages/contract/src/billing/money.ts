import { PLANS, type PlanId } from '../plans.js';
import {
  CYCLE_DISCOUNT_PERCENT,
  PLAN_PRICES,
  isPaidPlan,
  type PaidPlanId,
  type SeatKindSold,
} from './catalogue.js';

/**
 * Prices and proration, pure and exact: every figure is integer fen and each result is rounded
 * once, half up, at the end (BigInt in between, so no product ever loses precision). The server
 * prices every order with these functions and the web app shows the same figures.
 */

export type BillingCycle = keyof typeof CYCLE_DISCOUNT_PERCENT;

/** Seats bought, by kind. */
export type SeatCounts = Record<SeatKindSold, number>;

/** `a × b / c` rounded half up; all integers, `c` > 0. */
export function mulDivRound(a: number, b: number, c: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || !Number.isSafeInteger(c) || c <= 0) {
    throw new RangeError('mulDivRound takes safe integers and a positive divisor');
  }
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  return Number(sign * ((magnitude * 2n + divisor) / (divisor * 2n)));
}

export interface PriceLine {
  kind: SeatKindSold;
  quantity: number;
  /** One seat for one month. */
  unitMonthlyFen: number;
  /** `quantity × unit × months`, before the cycle discount. */
  listFen: number;
}

export interface PlanQuote {
  plan: PaidPlanId;
  cycleMonths: BillingCycle;
  lines: PriceLine[];
  /** Every line before the discount. */
  listFen: number;
  discountPercent: number;
  /** What a full cycle costs: list less the discount, rounded once. */
  totalFen: number;
}

/** What `seats` of `plan` cost for one full cycle of `cycleMonths`. */
export function quotePlan(
  plan: PaidPlanId,
  seats: SeatCounts,
  cycleMonths: BillingCycle,
): PlanQuote {
  const price = PLAN_PRICES[plan];
  const lines = (Object.keys(seats) as SeatKindSold[])
    .filter((kind) => seats[kind] > 0)
    .map((kind) => ({
      kind,
      quantity: seats[kind],
      unitMonthlyFen: price.monthlyFen[kind],
      listFen: seats[kind] * price.monthlyFen[kind] * cycleMonths,
    }));
  const listFen = lines.reduce((sum, line) => sum + line.listFen, 0);
  const discountPercent = CYCLE_DISCOUNT_PERCENT[cycleMonths];
  return {
    plan,
    cycleMonths,
    lines,
    listFen,
    discountPercent,
    totalFen: mulDivRound(listFen, 100 - discountPercent, 100),
  };
}

/**
 * The unused part of what was paid for a period: `paidFen × remaining / length`, by the server's
 * clock. Nothing before the period starts is unused time beyond the whole; nothing after it ends.
 */
export function unusedCredit(
  paidFen: number,
  periodStart: Date,
  periodEnd: Date,
  now: Date,
): number {
  const length = periodEnd.getTime() - periodStart.getTime();
  if (length <= 0 || paidFen <= 0) return 0;
  const remaining = Math.min(length, Math.max(0, periodEnd.getTime() - now.getTime()));
  return mulDivRound(paidFen, remaining, length);
}

/**
 * The price of adding seats for the rest of the current period: the full-cycle price of the extra
 * seats, times the part of the period that is left.
 */
export function proratedSeatsPrice(
  plan: PaidPlanId,
  extra: SeatCounts,
  cycleMonths: BillingCycle,
  periodStart: Date,
  periodEnd: Date,
  now: Date,
): number {
  return unusedCredit(quotePlan(plan, extra, cycleMonths).totalFen, periodStart, periodEnd, now);
}

export interface EffectiveLimits {
  readWriteSeats: number | null;
  readOnlySeats: number | null;
  projects: number | null;
}

/**
 * A team's limits: Starter's fixed ones, or on a paid plan what was bought plus what the plan
 * includes, never above the plan's ceiling in `PLANS`.
 */
export function effectiveLimits(plan: PlanId, bought: SeatCounts): EffectiveLimits {
  const ceiling = PLANS[plan];
  if (!isPaidPlan(plan)) {
    return {
      readWriteSeats: ceiling.readWriteSeats,
      readOnlySeats: ceiling.readOnlySeats,
      projects: ceiling.projects,
    };
  }
  const included = PLAN_PRICES[plan].included;
  const capped = (kind: SeatKindSold, max: number | null) => {
    const total = bought[kind] + included[kind];
    return max === null ? total : Math.min(total, max);
  };
  return {
    readWriteSeats: capped('readWrite', ceiling.readWriteSeats),
    readOnlySeats: capped('readOnly', ceiling.readOnlySeats),
    projects: capped('project', ceiling.projects),
  };
}

/** Adds whole calendar months in UTC, clamping to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Fen as a yuan amount with two decimals, for display and for providers: 123456 → "1234.56". */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError('fen must be a safe integer');
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
