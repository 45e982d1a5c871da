import type { RunEvent, RunReport } from '@heron/contract';
import { requireProject } from '../access/index.js';
import type { User } from '../auth/index.js';
import type { LiveRun } from './live-runs.js';
import { findRun, runOf, writtenSteps } from './run-rows.js';
import type { TestingDeps } from './testing-deps.js';

/**
 * A run's events for whoever follows it (issue 22): first every step that has already ended,
 * then each as it ends, then `done` with the whole report, which ends the stream. A late
 * follower misses nothing. A run going on in this process is followed from memory; one going on
 * in another server, by reading the steps it writes every POLL_MS.
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
  if (row.status !== 'running') return finishedEvents(row.report);
  const live = deps.live.get(runId);
  if (live) return liveEvents(live, signal);
  return polledEvents(deps, projectId, runId, signal);
}

function* finishedEvents(report: RunReport): Iterable<RunEvent> {
  for (const result of report.steps) yield { type: 'step', result };
  yield { type: 'done', report };
}

/** The steps so far and what comes next, taken in the same tick so nothing falls between. */
function liveEvents(run: LiveRun, signal: AbortSignal): AsyncIterable<RunEvent> {
  const queue: RunEvent[] = run.steps.map((result) => ({ type: 'step', result }));
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
  while (!signal.aborted) {
    const row = await findRun(db, projectId, runId).catch(() => null);
    if (!row) return;
    if (row.status !== 'running') {
      // Its steps are now in the report; those not sent yet follow before `done`.
      const { report } = await runOf(db, row, undefined);
      for (const result of report.steps.slice(lastSeq + 1)) yield { type: 'step', result };
      yield { type: 'done', report };
      return;
    }
    for (const step of await writtenSteps(db, runId, lastSeq)) {
      lastSeq = step.seq;
      yield { type: 'step', result: step.result };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
