import type { Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { HostBatch, HostTaskResult } from './host-worker.js';
import type { TaskEnvelope } from './task-envelope.js';
import {
  WorkerBusyError,
  WorkerMemoryError,
  WorkerStoppedError,
  WorkerTimeoutError,
} from './worker-errors.js';

/**
 * Worker threads that keep state between tasks (issue 19): a compiled mock program, say, which
 * is built once and then answers thousands of requests. Each key (a project id) is served by one
 * host, chosen by hashing the key, for as long as the server runs, so what a task leaves in its
 * thread's module state is there for the next task of that key.
 *
 * Each host is a piscina pool of exactly one thread: piscina starts it on first use, stops it when
 * idle, and replaces it when it dies. A host's tasks run one after the other, in the order given.
 * When the thread is busy, the tasks that arrive meanwhile are handed over together, as one
 * message (a batch): a message between threads costs more than answering a mock request, so
 * under load the cost is shared, and with nothing waiting a task goes at once.
 *
 * Every task has a limit on how long it may hold the thread, counted from when the thread comes
 * to it (not from when it was sent: a request queued behind a long build is not its cause). The
 * thread says in shared memory which task it is on; a watchdog kills a thread that stays on one
 * task past its limit. That task fails with WorkerTimeoutError; every other task the thread held
 * fails with WorkerHostLostError, and the host's state is gone (`lifeOf` changes), to be rebuilt
 * by the caller. Piscina's own abort signal is not used to kill: piscina runs an abortable task
 * alone on its thread, which would cost every task a round trip between threads.
 */
export interface WorkerHostSettings {
  /** How many hosts (one thread each). */
  hosts: number;
  /** Heap of one host thread, in MB: a thread that needs more dies, with its state. */
  memoryMb: number;
  /** Tasks one host may hold, sent or waiting; past it `run` refuses (WorkerBusyError). Default 1000. */
  maxPending?: number;
  /** A host nobody used for this long stops its thread, and so forgets its state. Default 10 min. */
  idleMs?: number;
}

export interface HostRunOptions {
  /** How long the task may hold its thread once the thread comes to it; then the thread is killed. */
  limitMs: number;
  /** Objects moved to the worker rather than copied. */
  transferList?: readonly Transferable[];
}

/**
 * The host's thread ended while the task was sent to it (killed for another task's time, out of
 * memory, or stopped): the task did not run to its end, and the host's state is gone.
 */
export class WorkerHostLostError extends Error {
  constructor() {
    super('The worker thread that held this work was stopped.');
    this.name = 'WorkerHostLostError';
  }
}

/** Batches handed to a thread and not yet answered: one running, one ready to start. */
const BATCHES_IN_FLIGHT = 2;
/** Tasks in one batch at most. */
const BATCH_MAX = 64;
const DEFAULT_MAX_PENDING = 1000;
const DEFAULT_IDLE_MS = 10 * 60_000;
/** How often the watchdog looks for a thread held past its task's limit. */
const WATCH_MS = 200;

const sourceMode = import.meta.url.endsWith('.ts');

/**
 * The host of `key` among `count`: FNV-1a over the key's UTF-16 units. Stable across runs and
 * servers, and it spreads UUIDs evenly.
 */
export function hostIndexOf(key: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

interface HostTask {
  envelope: TaskEnvelope;
  limitMs: number;
  transferList: readonly Transferable[] | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Batch {
  seq: number;
  tasks: HostTask[];
  /** The host's life when the batch was sent. */
  life: number;
  /** Set by the watchdog: the index of the task that held the thread too long. */
  culprit?: number;
}

class Host {
  readonly piscina: Piscina;
  /** `[index of the running task, seq of its batch]`, written by the thread (host-worker.ts). */
  readonly progress = new Int32Array(new SharedArrayBuffer(8));
  /** Tasks not yet sent: the next batch. */
  waiting: HostTask[] = [];
  /** Batches sent and not answered, oldest (the one running) first. */
  readonly inFlight: Batch[] = [];
  pending = 0;
  /** Counts the thread's ends: state made in one life is gone in the next. */
  life = 0;
  isReady = false;
  /** What the watchdog last saw the thread on (batch seq, task index), and since when. */
  watched = { seq: -1, index: -1, since: 0 };

  constructor(settings: Required<WorkerHostSettings>) {
    this.progress[1] = -1;
    this.piscina = new Piscina({
      filename: new URL(
        sourceMode ? './host-worker-source.mjs' : './host-worker.js',
        import.meta.url,
      ).href,
      name: 'default',
      minThreads: 0,
      maxThreads: 1,
      concurrentTasksPerWorker: BATCHES_IN_FLIGHT,
      idleTimeout: settings.idleMs,
      // The same lower priority as the pool's workers (Linux `nice`): the thread that answers
      // HTTP comes first.
      niceIncrement: 10,
      resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb },
      workerData: { progress: this.progress },
      ...(sourceMode ? { execArgv: ['--conditions=heron-source'] } : {}),
    });
    this.piscina.on('workerCreate', () => {
      this.isReady = true;
    });
    // Emitted before piscina fails the batches the thread held, so those failures see the new life.
    this.piscina.on('workerDestroy', () => {
      this.isReady = false;
      this.life += 1;
    });
    // A thread that dies with nothing sent to it is reported here; its state is simply gone.
    this.piscina.on('error', () => undefined);
  }

  kill(): void {
    void this.piscina.threads[0]?.terminate();
  }
}

export class WorkerHosts {
  readonly #hosts: Host[];
  readonly #settings: Required<WorkerHostSettings>;
  #isClosed = false;
  #lastSeq = 0;
  #watch: NodeJS.Timeout | undefined;

  constructor(settings: WorkerHostSettings) {
    this.#settings = {
      maxPending: DEFAULT_MAX_PENDING,
      idleMs: DEFAULT_IDLE_MS,
      ...settings,
      hosts: Math.max(1, settings.hosts),
    };
    this.#hosts = Array.from({ length: this.#settings.hosts }, () => new Host(this.#settings));
  }

  /** How many hosts there are. */
  get count(): number {
    return this.#hosts.length;
  }

  /** The index of the host that serves `key`. */
  hostOf(key: string): number {
    return hostIndexOf(key, this.#hosts.length);
  }

  /** The life of the host that serves `key`: it changes whenever that thread ends. */
  lifeOf(key: string): number {
    return this.#hosts[this.hostOf(key)]!.life;
  }

  /**
   * Runs `module`'s default export with `payload` on the host of `key`, after what that host was
   * given before. Rejects with WorkerTimeoutError when this task held the thread past its limit
   * (the thread was killed), WorkerHostLostError when the thread ended under it for another
   * reason, WorkerMemoryError when the thread ran out of memory, WorkerBusyError when the host
   * holds too much already, WorkerStoppedError when closed, or what the task threw.
   */
  run<R>(key: string, envelope: TaskEnvelope, options: HostRunOptions): Promise<R> {
    if (this.#isClosed) return Promise.reject(new WorkerStoppedError());
    const host = this.#hosts[this.hostOf(key)]!;
    if (host.pending >= this.#settings.maxPending) {
      return Promise.reject(new WorkerBusyError('full', 1));
    }
    return new Promise<R>((resolve, reject) => {
      host.waiting.push({
        envelope,
        limitMs: options.limitMs,
        transferList: options.transferList,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      host.pending += 1;
      if (host.inFlight.length < BATCHES_IN_FLIGHT) this.#send(host);
    });
  }

  /** Each host's thread (0 or 1), the tasks it holds and its life (health and tests). */
  stats(): { threads: number; pending: number; life: number }[] {
    return this.#hosts.map((host) => ({
      threads: host.piscina.threads.length,
      pending: host.pending,
      life: host.life,
    }));
  }

  /** Stops every host thread at once, whatever it is doing; what they held fails. */
  async close(): Promise<void> {
    if (this.#isClosed) return;
    this.#isClosed = true;
    clearInterval(this.#watch);
    for (const host of this.#hosts) {
      for (const task of host.waiting) task.reject(new WorkerStoppedError());
      host.waiting = [];
    }
    await Promise.all(this.#hosts.map((host) => host.piscina.destroy()));
  }

  /** Hands the waiting tasks (up to a batch) to the host's thread. */
  #send(host: Host): void {
    const tasks =
      host.waiting.length <= BATCH_MAX ? host.waiting : host.waiting.slice(0, BATCH_MAX);
    host.waiting = tasks === host.waiting ? [] : host.waiting.slice(BATCH_MAX);
    this.#lastSeq += 1;
    const batch: Batch = { seq: this.#lastSeq, tasks, life: host.life };
    host.inFlight.push(batch);
    const transferList = tasks.flatMap((task) => task.transferList ?? []);
    const message: HostBatch = { seq: batch.seq, tasks: tasks.map((task) => task.envelope) };
    host.piscina
      .run(
        message,
        transferList.length > 0 ? { transferList: transferList as Transferable[] as never } : {},
      )
      .then(
        (results: HostTaskResult[]) => {
          this.#settle(host, batch);
          tasks.forEach((task, i) => {
            const result = results[i]!;
            if (result.ok) task.resolve(result.value);
            else task.reject(result.error);
          });
        },
        (error: unknown) => {
          this.#settle(host, batch);
          tasks.forEach((task, i) => task.reject(this.#failureOf(host, batch, i, error)));
        },
      );
    this.#startWatch();
  }

  #settle(host: Host, batch: Batch): void {
    host.inFlight.splice(host.inFlight.indexOf(batch), 1);
    host.pending -= batch.tasks.length;
    if (host.waiting.length > 0 && !this.#isClosed) this.#send(host);
  }

  #failureOf(host: Host, batch: Batch, index: number, error: unknown): unknown {
    if (this.#isClosed) return new WorkerStoppedError();
    if (batch.culprit === index) return new WorkerTimeoutError(batch.tasks[index]!.limitMs);
    if ((error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return new WorkerMemoryError(this.#settings.memoryMb);
    }
    if (host.life !== batch.life) return new WorkerHostLostError();
    return error;
  }

  #startWatch(): void {
    if (this.#watch !== undefined) return;
    this.#watch = setInterval(() => this.#patrol(), WATCH_MS);
    this.#watch.unref();
  }

  /**
   * Kills each thread that has been on one task past that task's limit; rests when no host holds
   * anything. Progress is what the thread writes (`[index, seq]`), seen at each round.
   */
  #patrol(): void {
    const now = performance.now();
    let isAnyBusy = false;
    for (const host of this.#hosts) {
      const current = host.inFlight[0];
      if (current === undefined || !host.isReady) {
        host.watched = { seq: -1, index: -1, since: now };
        isAnyBusy ||= current !== undefined;
        continue;
      }
      isAnyBusy = true;
      if (current.culprit !== undefined) continue;
      const seq = Atomics.load(host.progress, 1);
      const index = seq === current.seq ? Atomics.load(host.progress, 0) : -1;
      const { watched } = host;
      if (watched.seq !== current.seq || watched.index !== index) {
        host.watched = { seq: current.seq, index, since: now };
        continue;
      }
      const task = current.tasks[Math.max(0, index)]!;
      if (now - watched.since > task.limitMs) {
        // Not yet at the batch's first task: no task of it is to blame.
        current.culprit = index === -1 ? -2 : index;
        host.kill();
      }
    }
    if (!isAnyBusy) {
      clearInterval(this.#watch);
      this.#watch = undefined;
    }
  }
}
