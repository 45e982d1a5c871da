import { HeldBundles } from './held-bundles.js';

/**
 * The imports this server process is working on: their progress (kept in memory, merged into the
 * job when it is read), the switch that cancels them, and their promises, so the app can stop
 * them when it closes; and the parsed designs of the jobs it made ready. Work runs detached from
 * the request that started it; whatever it throws is handed to `onError` and never reaches the
 * process.
 */

export type ImportStage = 'parsing' | 'importing';

export interface ImportWork {
  signal: AbortSignal;
  setProgress(done: number, total: number): void;
}

/** The reason a cancelled job's signal is aborted with. */
export class ImportCancelled extends Error {
  constructor() {
    super('The import was cancelled.');
    this.name = 'ImportCancelled';
  }
}

/** The reason running jobs are aborted with when the server stops. */
export class ServerStopping extends Error {
  constructor() {
    super('The server is stopping.');
    this.name = 'ServerStopping';
  }
}

interface Running {
  stage: ImportStage;
  controller: AbortController;
  progress: { done: number; total: number };
  finished: Promise<void>;
}

export class ImportRunner {
  /** Jobs left in a running state from before this moment, and not running here, were cut off. */
  readonly startedAt = new Date();
  readonly #running = new Map<string, Running>();
  /** Parsed designs of jobs made ready here, handed to their commit. */
  readonly held = new HeldBundles();
  /** Aborted when the server stops: reads held for a job's change are answered then. */
  readonly #stopping = new AbortController();

  constructor(private readonly onUnexpected: (error: unknown, jobId: string) => void) {}

  /** Starts `work` for `jobId` in the background; `onError` records a failure on the job. */
  run(
    jobId: string,
    stage: ImportStage,
    work: (context: ImportWork) => Promise<void>,
    onError: (error: unknown) => Promise<void>,
  ): void {
    const controller = new AbortController();
    const entry: Running = {
      stage,
      controller,
      progress: { done: 0, total: 0 },
      finished: Promise.resolve(),
    };
    const context: ImportWork = {
      signal: controller.signal,
      setProgress: (done, total) => {
        entry.progress = { done, total };
      },
    };
    entry.finished = (async () => {
      try {
        // Leave the request's turn of the event loop first: the 202 goes out before work starts.
        await new Promise<void>((resolve) => setImmediate(resolve));
        // Cancelled before it began (a cancel right after the start).
        controller.signal.throwIfAborted();
        await work(context);
      } catch (error) {
        try {
          await onError(error);
        } catch (secondary) {
          this.onUnexpected(secondary, jobId);
        }
      } finally {
        if (this.#running.get(jobId) === entry) this.#running.delete(jobId);
      }
    })();
    this.#running.set(jobId, entry);
  }

  isRunning(jobId: string): boolean {
    return this.#running.has(jobId);
  }

  progressOf(jobId: string): { stage: ImportStage; done: number; total: number } | undefined {
    const entry = this.#running.get(jobId);
    return entry && { stage: entry.stage, ...entry.progress };
  }

  /** Asks the job's work to stop; it stops at its next check and rolls back what it began. */
  cancel(jobId: string): void {
    this.#running.get(jobId)?.controller.abort(new ImportCancelled());
  }

  /** Resolves when the job's work has settled (tests, and stopping). */
  async settled(jobId: string): Promise<void> {
    await this.#running.get(jobId)?.finished;
  }

  /**
   * Resolves when the job's work on this server settles, after `ms`, or when the server stops,
   * whichever comes first; never rejects. For a job not running here it is a plain wait.
   */
  async settledWithin(jobId: string, ms: number): Promise<void> {
    const stopping = this.#stopping.signal;
    if (stopping.aborted) return;
    let timer: NodeJS.Timeout | undefined;
    let onStop: (() => void) | undefined;
    const waits = [
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
      new Promise<void>((resolve) => {
        onStop = resolve;
        stopping.addEventListener('abort', onStop, { once: true });
      }),
    ];
    const entry = this.#running.get(jobId);
    if (entry) waits.push(entry.finished);
    try {
      await Promise.race(waits);
    } finally {
      clearTimeout(timer);
      stopping.removeEventListener('abort', onStop!);
    }
  }

  get stopping(): boolean {
    return this.#stopping.signal.aborted;
  }

  /** Aborts everything still running and waits for it to settle. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    const running = [...this.#running.values()];
    for (const entry of running) entry.controller.abort(new ServerStopping());
    await Promise.all(running.map((entry) => entry.finished));
  }
}
