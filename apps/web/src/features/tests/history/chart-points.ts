import type { TestRunSummary } from '@heron/contract';

/** How many of the latest ended runs the charts draw. */
export const CHARTED_RUNS = 30;

/** One run on the charts. */
export interface RunPoint {
  runId: string;
  startedAt: string;
  /** Assertions that passed out of all checked (0–1); null when the run checked none. */
  passRate: number | null;
  durationMs: number;
  status: TestRunSummary['status'];
}

/**
 * The points of the pass-rate and duration charts: the latest CHARTED_RUNS runs that have ended,
 * oldest first, so time runs left to right. A run still going has neither rate nor time yet.
 */
export function runPointsOf(runs: readonly TestRunSummary[]): RunPoint[] {
  return runs
    .filter((run) => run.status !== 'running')
    .toSorted((a, b) => a.startedAt.localeCompare(b.startedAt))
    .slice(-CHARTED_RUNS)
    .map((run) => ({
      runId: run.id,
      startedAt: run.startedAt,
      passRate:
        run.totals.assertions === 0
          ? null
          : (run.totals.assertions - run.totals.failedAssertions) / run.totals.assertions,
      durationMs: run.totals.durationMs,
      status: run.status,
    }));
}
