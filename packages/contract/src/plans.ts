/**
 * The subscription plans (spec §1, §9) and their limits, in one table: every check of seats or
 * projects reads it. The spec names the plans but not their numbers; the figures are ours
 * (docs/decisions.md, "Plans and their limits"). `null` means no limit.
 */
export const PLAN_IDS = ['starter', 'plus', 'business', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanLimits {
  /** Read-write workstations: members who may edit (spec §4, §6). */
  readWriteSeats: number | null;
  /** Read-only workstations, a separate kind (spec §6). */
  readOnlySeats: number | null;
  /** Live projects (not in the trash) a team may have before the newest are frozen. */
  projects: number | null;
  /** Whether a project may be recovered from the trash (spec §8 upgrade prompt). */
  canRecover: boolean;
}

export const PLANS: Record<PlanId, PlanLimits> = {
  starter: { readWriteSeats: 4, readOnlySeats: 10, projects: 10, canRecover: false },
  plus: { readWriteSeats: 20, readOnlySeats: 100, projects: 100, canRecover: true },
  business: { readWriteSeats: 200, readOnlySeats: 1000, projects: 1000, canRecover: true },
  enterprise: { readWriteSeats: null, readOnlySeats: null, projects: null, canRecover: true },
};

/** Every team starts here until the billing issue lets it buy more. */
export const DEFAULT_PLAN: PlanId = 'starter';

/** Whether `count` more of something fits under `limit` when `used` are taken. */
export function fitsLimit(limit: number | null, used: number, count = 1): boolean {
  return limit === null || used + count <= limit;
}
