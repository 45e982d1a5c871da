import { and, count, eq, gt, sql } from 'drizzle-orm';
import {
  emptyTotals,
  type RunKind,
  type RunReport,
  type RunSource,
  type TestRun,
  type TestRunSummary,
} from '@heron/contract';
import { testRuns } from '../../db/schema/testing.js';
import { AppError } from '../../http/app-error.js';
import { planOf, requireProject, type Db } from '../access/index.js';
import type { User } from '../auth/index.js';
import { launchRun } from './run-executor.js';
import { planRun } from './run-plan.js';
import { findRun, listRunRows, runOf } from './run-rows.js';
import { findScenario, scenarioBodyOf } from './scenario-service.js';
import { RUN_STALE_MS } from './stale-runs.js';
import type { TestingDeps } from './testing-deps.js';

/**
 * Starting, following and stopping runs (issue 22). Reading needs `test.view`; starting and
 * stopping `test.run`. A run is user-controlled work on a shared server: its time, requests and
 * bytes are bounded by the team's plan, and a person, like a project, has at most
 * MAX_RUNS_AT_ONCE going at a time.
 */

export const MAX_RUNS_AT_ONCE = 2;

/** Advisory-lock namespaces for counting the runs going on: one per person, one per project. */
const LOCK_BY_PERSON = 22_001;
const LOCK_BY_PROJECT = 22_002;

/** How long a stop waits for the run to end before answering the run as it is. */
const STOP_WAIT_MS = 10_000;

export async function startRun(
  deps: TestingDeps,
  user: User,
  projectId: string,
  scenarioId: string,
  body: { environmentId: string | null },
  source: RunSource,
  /** The schedule that started it: told of its end for the notices. */
  scheduleId: string | null = null,
): Promise<{ runId: string }> {
  const { ctx } = deps.debug.env;
  const access = await requireProject(ctx, ctx.db, user, projectId, 'test.run');
  const row = await findScenario(ctx.db, projectId, scenarioId);
  const scenario = scenarioBodyOf(row);
  const plan = await planRun(deps.debug.env, projectId, scenario, body.environmentId);
  const budget = deps.budget ?? planOf(access.team).testRun;
  const startedAt = new Date();
  const { runId } = await openRun(deps, user, projectId, scenarioId, {
    source,
    environmentId: body.environmentId,
    scenarioName: scenario.name,
    environmentName: plan.environmentName,
    startedAt,
  });
  launchRun(deps, {
    runId,
    projectId,
    scenarioId,
    environmentId: body.environmentId,
    userId: user.id,
    scenario,
    plan,
    budget,
    startedAt,
    source,
    scheduleId,
  });
  return { runId };
}

/**
 * Writes the row of a run about to start, its report a header without steps, once the
 * two-at-once limit allows it: every kind of run starts here.
 */
export async function openRun(
  deps: TestingDeps,
  user: User,
  projectId: string,
  scenarioId: string,
  run: {
    source: RunSource;
    environmentId: string | null;
    scenarioName: string;
    environmentName: string | null;
    startedAt: Date;
    kind?: 'functional' | 'load';
    /** A load run's settings and the seconds so far (load-progress.ts). */
    load?: (typeof testRuns.$inferInsert)['load'];
  },
): Promise<{ runId: string; header: RunReport }> {
  const { startedAt } = run;
  const header: RunReport = {
    name: run.scenarioName,
    environment: run.environmentName,
    status: 'running',
    reason: null,
    startedAt: startedAt.toISOString(),
    finishedAt: null,
    iterations: 0,
    totals: emptyTotals(),
    steps: [],
  };
  const runId = await deps.debug.env.ctx.db.transaction(async (tx) => {
    await refuseOverLimit(tx, user.id, projectId);
    const [inserted] = await tx
      .insert(testRuns)
      .values({
        projectId,
        scenarioId,
        startedBy: user.id,
        source: run.source,
        ...(run.kind ? { kind: run.kind } : {}),
        ...(run.load ? { load: run.load } : {}),
        environmentId: run.environmentId,
        status: 'running',
        totals: header.totals,
        report: header,
        startedAt,
      })
      .returning({ id: testRuns.id });
    return inserted!.id;
  });
  return { runId, header };
}

/**
 * Refuses a third run at once, for the person or for the project. Starts are counted one after
 * another under advisory locks (the person's first, then the project's, so two starts never wait
 * on each other in turn); a run whose heartbeat went quiet was left by a stopped server and
 * does not count.
 */
async function refuseOverLimit(tx: Db, userId: string, projectId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_BY_PERSON}, hashtext(${userId}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_BY_PROJECT}, hashtext(${projectId}))`);
  const alive = gt(testRuns.heartbeatAt, sql`now() - ${`${RUN_STALE_MS} milliseconds`}::interval`);
  const [byPerson] = await tx
    .select({ value: count() })
    .from(testRuns)
    .where(and(eq(testRuns.status, 'running'), eq(testRuns.startedBy, userId), alive));
  const [byProject] = await tx
    .select({ value: count() })
    .from(testRuns)
    .where(and(eq(testRuns.status, 'running'), eq(testRuns.projectId, projectId), alive));
  const whose =
    (byPerson?.value ?? 0) >= MAX_RUNS_AT_ONCE
      ? 'you have'
      : (byProject?.value ?? 0) >= MAX_RUNS_AT_ONCE
        ? 'this project has'
        : null;
  if (whose) {
    throw new AppError('RATE_LIMITED', {
      detail: `${whose} ${MAX_RUNS_AT_ONCE} test runs going already: wait for one to end, or stop one, and start again.`,
      retryAfterSeconds: 5,
    });
  }
}

export async function getRun(
  deps: TestingDeps,
  user: User,
  projectId: string,
  runId: string,
): Promise<TestRun> {
  const { ctx } = deps.debug.env;
  await requireProject(ctx, ctx.db, user, projectId, 'test.view');
  const row = await findRun(ctx.db, projectId, runId);
  return runOf(ctx.db, row, deps.live.get(runId));
}

export async function listRuns(
  deps: TestingDeps,
  user: User,
  projectId: string,
  scenarioId: string,
  query: { limit: number; kind?: RunKind | undefined },
): Promise<TestRunSummary[]> {
  const { ctx } = deps.debug.env;
  await requireProject(ctx, ctx.db, user, projectId, 'test.view');
  await findScenario(ctx.db, projectId, scenarioId);
  const items = await listRunRows(ctx.db, scenarioId, query.limit, query.kind);
  // A run going on here counts its totals as it goes; its row is a batch behind.
  return items.map((item) => {
    const live = deps.live.get(item.id);
    if (!live || item.status !== 'running') return item;
    return { ...item, totals: live.totals(), load: live.load?.brief() ?? item.load };
  });
}

/**
 * Stops a run. One going on in this process is cut off at once and answered `stopped` once its
 * report is stored; one going on in another server is asked through its row, which that server
 * reads with its next write (within a few seconds). A run that has ended is answered as it is.
 */
export async function stopRun(
  deps: TestingDeps,
  user: User,
  projectId: string,
  runId: string,
): Promise<TestRun> {
  const { ctx } = deps.debug.env;
  await requireProject(ctx, ctx.db, user, projectId, 'test.run');
  const row = await findRun(ctx.db, projectId, runId);
  if (row.status === 'running') {
    const live = deps.live.get(runId);
    if (live) {
      live.stop('stopped');
      await waitAtMost(live.finished, STOP_WAIT_MS);
    } else {
      await ctx.db
        .update(testRuns)
        .set({ stopRequested: true })
        .where(and(eq(testRuns.id, runId), eq(testRuns.status, 'running')));
    }
  }
  return runOf(ctx.db, await findRun(ctx.db, projectId, runId), deps.live.get(runId));
}

async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
