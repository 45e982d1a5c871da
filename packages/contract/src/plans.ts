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
  /** What one test run on the server may use (issue 22); the run ends `error` when it is spent. */
  testRun: TestRunBudget;
  /** What one performance run may use (issue 22); settings past it are refused on start. */
  loadRun: LoadRunLimits;
}

/**
 * The limits of one server-side test run: a run is user-controlled work on a shared server, so
 * its wall-clock time, its requests and the answer bytes it reads are bounded by the plan.
 */
export interface TestRunBudget {
  maxDurationMs: number;
  maxRequests: number;
  /** Answer bytes received, counted as they arrive on the wire. */
  maxBytes: number;
}

/**
 * The limits of one performance run on the server, within LOAD_LIMITS (load-test.ts). Virtual
 * users and duration are checked when the run starts (400 naming the field); requests, bytes
 * received and the whole run's time are a budget shared by all its users, which ends the run
 * `error` when spent.
 */
export interface LoadRunLimits {
  maxVirtualUsers: number;
  /** The run's whole time, ramp-up included. */
  maxDurationSeconds: number;
  maxRequests: number;
  /** Answer bytes received, counted as they arrive on the wire. */
  maxBytes: number;
}

const MB = 1024 * 1024;
/** Starter's runs: enough for a smoke suite, not for load. */
const STARTER_TEST_RUN: TestRunBudget = {
  maxDurationMs: 2 * 60_000,
  maxRequests: 500,
  maxBytes: 20 * MB,
};
/** Paid plans' runs: a regression suite of thousands of requests within ten minutes. */
const PAID_TEST_RUN: TestRunBudget = {
  maxDurationMs: 10 * 60_000,
  maxRequests: 5_000,
  maxBytes: 200 * MB,
};

/** Starter's performance runs: a taste, small enough that many teams cannot load the server. */
const STARTER_LOAD_RUN: LoadRunLimits = {
  maxVirtualUsers: 10,
  maxDurationSeconds: 60,
  maxRequests: 2_000,
  maxBytes: 50 * MB,
};
/** Paid plans' performance runs: a hundred users for ten minutes. */
const PAID_LOAD_RUN: LoadRunLimits = {
  maxVirtualUsers: 100,
  maxDurationSeconds: 10 * 60,
  maxRequests: 100_000,
  maxBytes: 1024 * MB,
};

export const PLANS: Record<PlanId, PlanLimits> = {
  starter: {
    readWriteSeats: 4,
    readOnlySeats: 10,
    projects: 10,
    canRecover: false,
    testRun: STARTER_TEST_RUN,
    loadRun: STARTER_LOAD_RUN,
  },
  plus: {
    readWriteSeats: 20,
    readOnlySeats: 100,
    projects: 100,
    canRecover: true,
    testRun: PAID_TEST_RUN,
    loadRun: PAID_LOAD_RUN,
  },
  business: {
    readWriteSeats: 200,
    readOnlySeats: 1000,
    projects: 1000,
    canRecover: true,
    testRun: PAID_TEST_RUN,
    loadRun: PAID_LOAD_RUN,
  },
  enterprise: {
    readWriteSeats: null,
    readOnlySeats: null,
    projects: null,
    canRecover: true,
    testRun: PAID_TEST_RUN,
    loadRun: PAID_LOAD_RUN,
  },
};

/** Every team starts here until the billing issue lets it buy more. */
export const DEFAULT_PLAN: PlanId = 'starter';

/** Whether `count` more of something fits under `limit` when `used` are taken. */
export function fitsLimit(limit: number | null, used: number, count = 1): boolean {
  return limit === null || used + count <= limit;
}
