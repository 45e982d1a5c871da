import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type {
  LoadRunBrief,
  RunKind,
  RunSource,
  RunStatus,
  StepResult,
  TestRun,
  TestRunSummary,
} from '@heron/contract';
import { testRunSteps, testRuns } from '../../db/schema/testing.js';
import { AppError } from '../../http/app-error.js';
import type { Db } from '../access/index.js';
import type { LiveRun } from './live-runs.js';
import { briefOf } from './load-progress.js';

/** Reading runs back (issue 22): the row, with the steps of a run still going put into its report. */

export type RunRow = typeof testRuns.$inferSelect;

const summaryColumns = {
  id: testRuns.id,
  projectId: testRuns.projectId,
  scenarioId: testRuns.scenarioId,
  status: testRuns.status,
  reason: testRuns.reason,
  source: testRuns.source,
  kind: testRuns.kind,
  environmentId: testRuns.environmentId,
  startedBy: testRuns.startedBy,
  startedAt: testRuns.startedAt,
  finishedAt: testRuns.finishedAt,
  totals: testRuns.totals,
  // The list leaves a performance run's seconds and steps in the row.
  load: sql<LoadRunBrief | null>`${testRuns.load} - 'seconds' - 'steps'`,
};

type SummaryRow = Omit<Pick<RunRow, keyof typeof summaryColumns>, 'load'> & {
  load: LoadRunBrief | null;
};

export function summaryOf(row: SummaryRow): TestRunSummary {
  return {
    id: row.id,
    scenarioId: row.scenarioId,
    status: row.status as RunStatus,
    reason: row.reason,
    source: row.source as RunSource,
    kind: row.kind as RunKind,
    environmentId: row.environmentId,
    startedBy: row.startedBy,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    totals: row.totals,
    load: row.load && briefOf(row.load),
  };
}

/** The run of the project, or NOT_FOUND (also for another project's). */
export async function findRun(db: Db, projectId: string, runId: string): Promise<RunRow> {
  const [row] = await db
    .select()
    .from(testRuns)
    .where(and(eq(testRuns.id, runId), eq(testRuns.projectId, projectId)));
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No such test run in this project.' });
  return row;
}

/** The steps a run going on has written so far, after `afterSeq` (-1: from the first). */
export async function writtenSteps(
  db: Db,
  runId: string,
  afterSeq = -1,
): Promise<{ seq: number; result: StepResult }[]> {
  return db
    .select({ seq: testRunSteps.seq, result: testRunSteps.result })
    .from(testRunSteps)
    .where(and(eq(testRunSteps.runId, runId), gt(testRunSteps.seq, afterSeq)))
    .orderBy(asc(testRunSteps.seq));
}

/**
 * The run with its report. A finished run's report is whole in its row; a run going on in this
 * process answers from memory (every step that ended); one going on elsewhere, from the steps it
 * has written (at most a second behind).
 */
export async function runOf(db: Db, row: RunRow, live: LiveRun | undefined): Promise<TestRun> {
  const summary = summaryOf(row);
  if (row.status !== 'running') return { ...summary, report: row.report, load: row.load };
  if (row.kind === 'load') {
    // A performance run keeps no steps: its figures so far are in memory, or in its row.
    const load = live?.load ? live.load.summary() : row.load;
    const totals = live ? live.totals() : row.totals;
    return { ...summary, totals, report: { ...row.report, totals }, load };
  }
  const steps = live ? [...live.steps] : (await writtenSteps(db, row.id)).map((s) => s.result);
  const totals = live ? live.totals() : row.totals;
  return { ...summary, totals, report: { ...row.report, totals, steps }, load: null };
}

export async function listRunRows(
  db: Db,
  scenarioId: string,
  limit: number,
  kind?: RunKind,
): Promise<TestRunSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(testRuns)
    .where(and(eq(testRuns.scenarioId, scenarioId), kind ? eq(testRuns.kind, kind) : undefined))
    .orderBy(desc(testRuns.startedAt), desc(testRuns.id))
    .limit(limit);
  return rows.map(summaryOf);
}
