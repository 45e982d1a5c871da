import type { PlanId } from '../plans.js';

/**
 * What Heron sells and for how much (issue 8; spec §1, §9). The spec names the plans, the point
 * packages and the billing cycles but no prices: the figures are ours (docs/decisions.md 26).
 * Money is integer fen (CNY minor units), never a float.
 */

export const CURRENCY = 'CNY';

/**
 * The most seats of one kind a subscription holds, bought at once or added up over seat orders
 * (a larger organisation is a sale by contract, not by QR code).
 */
export const MAX_SEATS_PER_KIND = 100_000;

/** The three kinds of seat a paid plan sells, per month each. */
export const SEAT_KINDS_SOLD = ['readWrite', 'readOnly', 'project'] as const;
export type SeatKindSold = (typeof SEAT_KINDS_SOLD)[number];

export interface PlanPrice {
  /** Price of one seat of each kind for one month, in fen. */
  monthlyFen: Record<SeatKindSold, number>;
  /** Seats of each kind that come with the plan at no charge, on top of those bought. */
  included: Record<SeatKindSold, number>;
  /** The fewest read-write seats a subscription may hold: a paid plan has at least one editor. */
  minReadWriteSeats: number;
  /** AI points granted to the team each month, per read-write seat bought. */
  monthlyPointsPerSeat: number;
}

/**
 * Starter is free and sells nothing: it keeps the limits of `PLANS.starter`. A paid plan's limits
 * are what was bought plus what is included, never above `PLANS` (the plan's ceiling).
 */
export const PLAN_PRICES: Record<Exclude<PlanId, 'starter'>, PlanPrice> = {
  plus: {
    monthlyFen: { readWrite: 3_900, readOnly: 900, project: 1_900 },
    included: { readWrite: 0, readOnly: 10, project: 20 },
    minReadWriteSeats: 1,
    monthlyPointsPerSeat: 100,
  },
  business: {
    monthlyFen: { readWrite: 7_900, readOnly: 900, project: 1_900 },
    included: { readWrite: 0, readOnly: 50, project: 200 },
    minReadWriteSeats: 1,
    monthlyPointsPerSeat: 300,
  },
  enterprise: {
    monthlyFen: { readWrite: 14_900, readOnly: 900, project: 1_900 },
    included: { readWrite: 0, readOnly: 200, project: 1_000 },
    minReadWriteSeats: 1,
    monthlyPointsPerSeat: 600,
  },
};
export type PaidPlanId = keyof typeof PLAN_PRICES;
export const PAID_PLAN_IDS = Object.keys(PLAN_PRICES) as PaidPlanId[];

export function isPaidPlan(plan: PlanId): plan is PaidPlanId {
  return plan !== 'starter';
}

/**
 * Discount, in percent, for paying several months at once (spec §9: cycles of 1, 3 and 12 months,
 * paid once). A whole percent keeps every price an exact number of fen after rounding once.
 */
export const CYCLE_DISCOUNT_PERCENT: Record<1 | 3 | 12, number> = { 1: 0, 3: 5, 12: 15 };

/** One-time point packages (spec §9): bought once, never expiring. */
export const POINT_PACKAGE_IDS = ['basic', 'advanced', 'supreme'] as const;
export type PointPackageId = (typeof POINT_PACKAGE_IDS)[number];
export const POINT_PACKAGES: Record<PointPackageId, { points: number; priceFen: number }> = {
  basic: { points: 1_000, priceFen: 2_900 },
  advanced: { points: 5_000, priceFen: 12_900 },
  supreme: { points: 20_000, priceFen: 44_900 },
};

/** Annual paid support (spec §9), with a money-back guarantee of `SUPPORT_REFUND_DAYS` days. */
export const SUPPORT_ANNUAL_FEN = 299_900;

/** An unpaid order expires this long after it was placed; its QR code stops working then. */
export const ORDER_PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/** The AI features that spend points (spec §1). */
export const POINT_FUNCTIONS = ['aiAnnotation', 'aiImport', 'aiTests'] as const;
export type PointFunction = (typeof POINT_FUNCTIONS)[number];
