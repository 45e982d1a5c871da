import type { Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { WorkerSettings } from '../config.js';
import { FairQueue } from './fair-queue.js';
import {
  WorkerBusyError,
  WorkerMemoryError,
  WorkerStoppedError,
  WorkerTimeoutError,
} from './worker-errors.js';
import type { TaskEnvelope } from './task-envelope.js';
import { WorkerHosts } from './worker-hosts.js';

/**
 * Work whose cost a person controls (a script, an import, a large build) runs here, on worker
 * threads, never on the thread that answers HTTP: an endless loop costs its sender a timeout and
 * nobody else anything (issue 19). The threads are piscina's: it starts them, runs a task on
 * one, and when a task is aborted or goes over its time, terminates that thread and starts
 * another. On top of it this pool decides who runs next (FairQueue), refuses work past the
 * queue's length, and turns piscina's failures into ours.
 *
 * Two lanes, so a minute-long import never makes a script wait: `scripts` (debugger scripts,
 * later test runs) and `imports` (parsing and converting imports, unzipping, large builds).
 */
export type WorkerLane = 'scripts' | 'imports';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's worker pool, for health and tests; modules are handed it by `buildApp`. */
    workers: WorkerPool;
  }
}

export interface RunOptions {
  /** Whose work this is (a user id): owners take turns, and each has a share (FairQueue). */
  owner: string;
  /** Wall-clock limit from the start of the run; then the thread is killed and replaced. */
  timeoutMs: number;
  /** Cancels the task: taken out of line while waiting, its thread killed while running. */
  signal?: AbortSignal;
  /** Objects moved to the worker rather than copied (a MessagePort for progress, bytes). */
  transferList?: readonly Transferable[];
}

interface Pending {
  envelope: TaskEnvelope;
  options: RunOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Removes the caller's abort listener once the task left the line. */
  unlisten: () => void;
}

interface LaneSettings {
  threads: number;
  queueMax: number;
  memoryMb: number;
}

/** Scripts keep their data in QuickJS's own memory (capped per run); the host side needs little. */
const SCRIPT_WORKER_MEMORY_MB = 256;
/** A worker nobody used for this long is stopped; the next task starts one again. */
const IDLE_MS = 60_000;
/** Workers run at a lower priority than the thread that answers HTTP (Linux `nice`). */
const NICE_INCREMENT = 10;

const sourceMode = import.meta.url.endsWith('.ts');

class Lane {
  readonly piscina: Piscina;
  readonly queue: FairQueue<Pending>;
  running = 0;
  /** A running average of how long tasks take, for the Retry-After of a refusal. */
  averageMs = 1000;

  constructor(
    readonly name: WorkerLane,
    readonly settings: LaneSettings,
    isWarm: boolean,
  ) {
    this.piscina = new Piscina({
      // From source (tests, `npm run dev`) the worker compiles TypeScript as it loads it.
      filename: new URL(
        sourceMode ? './task-worker-source.mjs' : './task-worker.js',
        import.meta.url,
      ).href,
      name: 'default',
      minThreads: isWarm ? 1 : 0,
      maxThreads: settings.threads,
      idleTimeout: IDLE_MS,
      atomics: 'disabled',
      niceIncrement: NICE_INCREMENT,
      resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb },
      ...(sourceMode ? { execArgv: ['--conditions=heron-source'] } : {}),
    });
    this.queue = new FairQueue<Pending>({
      maxWaiting: settings.queueMax,
      perOwnerWaiting: Math.max(2, Math.ceil(settings.queueMax / 4)),
      perOwnerRunning: Math.max(1, Math.floor(settings.threads / 2)),
    });
  }

  retryAfterSeconds(): number {
    const rounds = Math.ceil((this.queue.waiting + 1) / this.settings.threads);
    return Math.min(60, Math.max(1, Math.ceil((rounds * this.averageMs) / 1000)));
  }
}

export class WorkerPool {
  readonly #lanes: Record<WorkerLane, Lane>;
  /** Threads that keep state between tasks, one per key (the mock's programs, by project). */
  readonly hosts: WorkerHosts;
  #isClosed = false;

  constructor(settings: WorkerSettings, options: { isWarm?: boolean } = {}) {
    const isWarm = options.isWarm ?? false;
    const common = { threads: settings.threads, queueMax: settings.queueMax };
    this.#lanes = {
      scripts: new Lane(
        'scripts',
        { ...common, memoryMb: Math.min(settings.memoryMb, SCRIPT_WORKER_MEMORY_MB) },
        isWarm,
      ),
      imports: new Lane('imports', { ...common, memoryMb: settings.memoryMb }, isWarm),
    };
    this.hosts = new WorkerHosts({ hosts: settings.threads, memoryMb: settings.memoryMb });
  }

  /**
   * Runs `module`'s default export (a task module's URL, see TaskEnvelope) with `payload` on a
   * worker of `lane`, in turn with other owners' work. Rejects with WorkerBusyError when it
   * cannot even wait, WorkerTimeoutError or WorkerMemoryError when its thread had to be killed,
   * the signal's reason when cancelled, WorkerStoppedError when the pool closed, or whatever
   * the task itself threw.
   */
  run<R>(lane: WorkerLane, envelope: TaskEnvelope, options: RunOptions): Promise<R> {
    const laneOf = this.#lanes[lane];
    return new Promise<R>((resolve, reject) => {
      if (this.#isClosed) return reject(new WorkerStoppedError());
      if (options.signal?.aborted) return reject(options.signal.reason);
      const pending: Pending = {
        envelope,
        options,
        resolve: resolve as (value: unknown) => void,
        reject,
        unlisten: () => {},
      };
      if (laneOf.running < laneOf.settings.threads && laneOf.queue.mayRun(options.owner)) {
        laneOf.queue.started(options.owner);
        this.#start(laneOf, pending);
        return;
      }
      const refusal = laneOf.queue.push(options.owner, pending);
      if (refusal !== null) {
        return reject(new WorkerBusyError(refusal, laneOf.retryAfterSeconds()));
      }
      const signal = options.signal;
      if (signal) {
        const onAbort = () => {
          if (laneOf.queue.remove(options.owner, pending)) reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        pending.unlisten = () => signal.removeEventListener('abort', onAbort);
      }
    });
  }

  /** Throws WorkerBusyError when a task of this owner would be refused now. */
  checkRoom(lane: WorkerLane, owner: string): void {
    const laneOf = this.#lanes[lane];
    if (this.#isClosed) throw new WorkerStoppedError();
    if (laneOf.running < laneOf.settings.threads && laneOf.queue.mayRun(owner)) return;
    const refusal = laneOf.queue.refusalFor(owner);
    if (refusal !== null) throw new WorkerBusyError(refusal, laneOf.retryAfterSeconds());
  }

  /** Threads, running and waiting tasks per lane (health and tests). */
  stats(): Record<WorkerLane, { threads: number; running: number; waiting: number }> {
    const of = (lane: Lane) => ({
      threads: lane.piscina.threads.length,
      running: lane.running,
      waiting: lane.queue.waiting,
    });
    return { scripts: of(this.#lanes.scripts), imports: of(this.#lanes.imports) };
  }

  /**
   * Stops every thread at once, whatever it is doing, and fails what waits: a stopping server
   * never waits for a user's endless task.
   */
  async close(): Promise<void> {
    if (this.#isClosed) return;
    this.#isClosed = true;
    for (const lane of Object.values(this.#lanes)) {
      for (const pending of lane.queue.drain()) {
        pending.unlisten();
        pending.reject(new WorkerStoppedError());
      }
    }
    await Promise.all([
      ...Object.values(this.#lanes).map((lane) => lane.piscina.destroy()),
      this.hosts.close(),
    ]);
  }

  #start(lane: Lane, pending: Pending): void {
    pending.unlisten();
    const { envelope, options } = pending;
    lane.running += 1;
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const startedAt = performance.now();
    lane.piscina
      .run(envelope, {
        signal,
        ...(options.transferList
          ? { transferList: options.transferList as Transferable[] as never }
          : {}),
      })
      .then(pending.resolve, (error: unknown) => {
        pending.reject(this.#failureOf(error, lane, options, timeout));
      })
      .finally(() => {
        lane.running -= 1;
        lane.queue.finished(options.owner);
        lane.averageMs = lane.averageMs * 0.8 + (performance.now() - startedAt) * 0.2;
        this.#pump(lane);
      });
  }

  /** Starts waiting tasks while there are free threads and owners under their share. */
  #pump(lane: Lane): void {
    while (!this.#isClosed && lane.running < lane.settings.threads) {
      const next = lane.queue.next();
      if (next === null) return;
      this.#start(lane, next.task);
    }
  }

  #failureOf(error: unknown, lane: Lane, options: RunOptions, timeout: AbortSignal): unknown {
    if (this.#isClosed) return new WorkerStoppedError();
    if (options.signal?.aborted) return options.signal.reason;
    if (timeout.aborted) return new WorkerTimeoutError(options.timeoutMs);
    if ((error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return new WorkerMemoryError(lane.settings.memoryMb);
    }
    return error;
  }
}
