import { emptyTotals, type RunEvent, type RunTotals, type StepResult } from '@heron/contract';
import type { LoadProgress } from './load-progress.js';

/**
 * The runs going on in this process (issue 22): how to stop each, the steps it has finished (as
 * kept in its report), and who is watching its events. A run on another server is reached
 * through its row instead (`stop_requested`, the steps it writes).
 */

/** Why a run was cut short from outside: a person, the server stopping, or its scenario deleted. */
export type StopReason = 'stopped' | 'interrupted' | 'deleted';

export interface LiveRunInfo {
  id: string;
  projectId: string;
  scenarioId: string;
  startedAt: number;
}

export class LiveRun {
  readonly controller = new AbortController();
  stopReason: StopReason | null = null;
  /** Every step that has ended, in order, as the report keeps it (secrets masked). */
  readonly steps: StepResult[] = [];
  /** A performance run's seconds so far (it keeps no steps); null for a functional run. */
  load: LoadProgress | null = null;
  /** Settles when the run has ended and its report is stored. */
  finished: Promise<void> = Promise.resolve();
  /** The `done` event once published: a follower arriving after it still gets it. */
  done: Extract<RunEvent, { type: 'done' }> | null = null;
  readonly #listeners = new Set<(event: RunEvent) => void>();

  constructor(readonly info: LiveRunInfo) {}

  stop(reason: StopReason): void {
    this.stopReason ??= reason;
    this.controller.abort();
  }

  /** Listens to the events from now on; returns how to stop listening. */
  subscribe(listener: (event: RunEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  publish(event: RunEvent): void {
    if (event.type === 'step') this.steps.push(event.result);
    if (event.type === 'second') this.load?.add(event.second);
    if (event.type === 'done') this.done = event;
    for (const listener of this.#listeners) listener(event);
  }

  /** The totals of the steps so far, as the finished report will count them. */
  totals(): RunTotals {
    if (this.load) return this.load.totals();
    return totalsOf(this.steps, Math.round(performance.now() - this.info.startedAt));
  }
}

/** Totals counted from a run's steps: what the runner counts as it goes. */
export function totalsOf(steps: readonly StepResult[], durationMs: number): RunTotals {
  const totals = emptyTotals();
  for (const step of steps) {
    // The runner counts a request once it goes out; its view is in the step from then on.
    if (step.type === 'request' && step.request !== null) {
      totals.requests += 1;
      if (step.response === null) totals.failedRequests += 1;
    }
    totals.assertions += step.assertions.length;
    totals.failedAssertions += step.assertions.filter((a) => !a.passed).length;
    if (step.status === 'skipped') totals.skipped += 1;
    totals.bytesReceived += step.response?.sizeBytes ?? 0;
  }
  totals.durationMs = durationMs;
  return totals;
}

export class LiveRuns {
  readonly #runs = new Map<string, LiveRun>();

  add(run: LiveRun): void {
    this.#runs.set(run.info.id, run);
  }

  get(runId: string): LiveRun | undefined {
    return this.#runs.get(runId);
  }

  remove(runId: string): void {
    this.#runs.delete(runId);
  }

  stopScenario(scenarioId: string): void {
    for (const run of this.#runs.values()) {
      if (run.info.scenarioId === scenarioId) run.stop('deleted');
    }
  }

  /**
   * Stops every run (the server is stopping) and waits, up to `waitMs`, for their reports to be
   * stored, so a restart finds them `interrupted` with the steps they finished.
   */
  async stopAll(waitMs: number): Promise<void> {
    const runs = [...this.#runs.values()];
    for (const run of runs) run.stop('interrupted');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(runs.map((run) => run.finished)),
      new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
    ]);
    clearTimeout(timer);
  }
}
