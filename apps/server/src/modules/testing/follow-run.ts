import type { LoadSummary, RunEvent, RunReport } from '@heron/contract';
import { requireProject } from '../access/index.js';
import type { User } from '../auth/index.js';
import type { LiveRun } from './live-runs.js';
import { findRun, runOf, writtenSteps } from './run-rows.js';
import type { TestingDeps } from './testing-deps.js';

/**
 * A run's events for whoever follows it (issue 22): first every step that has already ended,
 * then each as it ends, then `done` with the whole report, which ends the stream. A late
 * follower misses nothing. A run going on in this process is followed from memory; one going on
 * in another server, by reading the steps it writes every POLL_MS. A performance run has seconds
 * where a functional run has steps, and its `done` carries the summary.
 */

const POLL_MS = 1_000;

/** Checks the right to see the run before anything is streamed; the events follow lazily. */
export async function followRun(
  deps: TestingDeps,
  user: User,
  projectId: string,
  runId: string,
  signal: AbortSignal,
): Promise<AsyncIterable<RunEvent> | Iterable<RunEvent>> {
  const { ctx } = deps.debug.env;
  await requireProject(ctx, ctx.db, user, projectId, 'test.view');
  const row = await findRun(ctx.db, projectId, runId);
  if (row.status !== 'running') return finishedEvents(row.report, row.load);
  const live = deps.live.get(runId);
  if (live) return liveEvents(live, signal);
  return polledEvents(deps, projectId, runId, signal);
}

function* finishedEvents(report: RunReport, load: LoadSummary | null): Iterable<RunEvent> {
  for (const result of report.steps) yield { type: 'step', result };
  if (!load) return yield { type: 'done', report };
  for (const second of load.seconds) yield { type: 'second', second };
  yield { type: 'done', report, load };
}

/** The steps so far and what comes next, taken in the same tick so nothing falls between. */
function liveEvents(run: LiveRun, signal: AbortSignal): AsyncIterable<RunEvent> {
  const queue: RunEvent[] = run.steps.map((result) => ({ type: 'step', result }));
  for (const second of run.load?.seconds ?? []) queue.push({ type: 'second', second });
  if (run.done) queue.push(run.done);
  let wake: (() => void) | undefined;
  const unsubscribe = run.subscribe((event) => {
    queue.push(event);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal.addEventListener('abort', onAbort, { once: true });
  return (async function* () {
    try {
      while (!signal.aborted) {
        const event = queue.shift();
        if (!event) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          continue;
        }
        yield event;
        if (event.type === 'done') return;
      }
    } finally {
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
    }
  })();
}

async function* polledEvents(
  deps: TestingDeps,
  projectId: string,
  runId: string,
  signal: AbortSignal,
): AsyncIterable<RunEvent> {
  const { db } = deps.debug.env.ctx;
  let lastSeq = -1;
  // A performance run's seconds sent so far.
  let sentSeconds = 0;
  while (!signal.aborted) {
    const row = await findRun(db, projectId, runId).catch(() => null);
    if (!row) return;
    if (row.status !== 'running') {
      // Its steps are now in the report; those not sent yet follow before `done`.
      const { report, load } = await runOf(db, row, undefined);
      for (const result of report.steps.slice(lastSeq + 1)) yield { type: 'step', result };
      if (!load) return yield { type: 'done', report };
      for (const second of load.seconds.slice(sentSeconds)) yield { type: 'second', second };
      yield { type: 'done', report, load };
      return;
    }
    for (const second of row.load?.seconds.slice(sentSeconds) ?? []) {
      sentSeconds += 1;
      yield { type: 'second', second };
    }
    for (const step of await writtenSteps(db, runId, lastSeq)) {
      lastSeq = step.seq;
      yield { type: 'step', result: step.result };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
