import {
  type FieldError,
  type LoadRunLimits,
  type LoadSettings,
  type RunSource,
  type TestRunBudget,
} from '@heron/contract';
import { AppError } from '../../http/app-error.js';
import { planOf, requireProject } from '../access/index.js';
import type { User } from '../auth/index.js';
import { launchLoadRun } from './load-run-executor.js';
import { startingSummary } from './load-progress.js';
import { planRun } from './run-plan.js';
import { openRun } from './run-service.js';
import { findScenario, scenarioBodyOf } from './scenario-service.js';
import type { TestingDeps } from './testing-deps.js';

/**
 * Starting a performance run (issue 22): a test run of kind `load`, with the same right
 * (`test.run`), the same two-at-once limit and the same row as any run. Settings past the plan's
 * limits are refused before anything starts; its requests, bytes and time are one budget shared
 * by all its virtual users.
 */

/**
 * Beyond the plan's time: users cut off when the duration ends need a moment to let go of their
 * requests, and that ending is the normal one, not the budget's.
 */
const LOAD_GRACE_MS = 5_000;

export async function startLoadRun(
  deps: TestingDeps,
  user: User,
  projectId: string,
  scenarioId: string,
  body: { environmentId: string | null; load: LoadSettings },
  source: RunSource,
): Promise<{ runId: string }> {
  const { ctx } = deps.debug.env;
  const access = await requireProject(ctx, ctx.db, user, projectId, 'test.run');
  const limits = planOf(access.team).loadRun;
  refuseOverPlan(body.load, limits);
  const row = await findScenario(ctx.db, projectId, scenarioId);
  const scenario = scenarioBodyOf(row);
  const plan = await planRun(deps.debug.env, projectId, scenario, body.environmentId);
  const budget = deps.budget ?? loadBudgetOf(limits);
  const startedAt = new Date();
  const { runId, header } = await openRun(deps, user, projectId, scenarioId, {
    source,
    environmentId: body.environmentId,
    scenarioName: scenario.name,
    environmentName: plan.environmentName,
    startedAt,
    kind: 'load',
    load: startingSummary(body.load, startedAt.toISOString()),
  });
  launchLoadRun(deps, {
    runId,
    projectId,
    scenarioId,
    userId: user.id,
    scenario,
    plan,
    budget,
    load: body.load,
    header,
  });
  return { runId };
}

/** The budget all the run's users share: the plan's requests and bytes, and its time. */
export function loadBudgetOf(limits: LoadRunLimits): TestRunBudget {
  return {
    maxDurationMs: limits.maxDurationSeconds * 1000 + LOAD_GRACE_MS,
    maxRequests: limits.maxRequests,
    maxBytes: limits.maxBytes,
  };
}

/**
 * Settings the plan does not allow, each named: more users than it has, a duration or ramp-up
 * longer than its time, a ramp-up longer than the duration (users who would never start), or
 * more iterations in all than its requests (every iteration sends at least one request).
 */
export function refuseOverPlan(load: LoadSettings, limits: LoadRunLimits): void {
  const errors: FieldError[] = [];
  const refuse = (field: keyof LoadSettings, message: string) =>
    errors.push({ in: 'body', pointer: `/load/${field}`, message });
  const count = (n: number) => n.toLocaleString('en-US');
  if (load.virtualUsers > limits.maxVirtualUsers) {
    refuse('virtualUsers', `At most ${count(limits.maxVirtualUsers)} virtual users on this plan`);
  }
  if (load.mode === 'duration' && load.durationSeconds > limits.maxDurationSeconds) {
    refuse('durationSeconds', `At most ${count(limits.maxDurationSeconds)} seconds on this plan`);
  }
  if (load.rampUpSeconds > limits.maxDurationSeconds) {
    refuse('rampUpSeconds', `At most ${count(limits.maxDurationSeconds)} seconds on this plan`);
  } else if (load.mode === 'duration' && load.rampUpSeconds > load.durationSeconds) {
    refuse('rampUpSeconds', 'The ramp-up may not be longer than the duration');
  }
  if (
    load.mode === 'iterations' &&
    load.virtualUsers * load.iterations > limits.maxRequests &&
    load.virtualUsers <= limits.maxVirtualUsers
  ) {
    refuse(
      'iterations',
      `Virtual users × iterations may be at most ${count(limits.maxRequests)} on this plan (its requests)`,
    );
  }
  if (errors.length === 0) return;
  throw new AppError('VALIDATION_FAILED', {
    detail: errors.map((e) => `body${e.pointer}: ${e.message}`).join('; '),
    errors,
  });
}
