import type { Refusal } from './fair-queue.js';

/** How work on the worker threads fails, whatever the task (see worker-pool.ts). */

/** The pool cannot take the task now; `retryAfterSeconds` is its guess of when it can. */
export class WorkerBusyError extends Error {
  constructor(
    /** `owner-full`: this person already has a full share waiting; `full`: everyone's queue. */
    readonly reason: Refusal,
    readonly retryAfterSeconds: number,
  ) {
    super(
      reason === 'full'
        ? 'The server has too much work waiting.'
        : 'You have too much work waiting already.',
    );
    this.name = 'WorkerBusyError';
  }
}

/** The task ran past its time and its thread was killed. */
export class WorkerTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The task ran for more than ${timeoutMs} ms and was stopped.`);
    this.name = 'WorkerTimeoutError';
  }
}

/** The task needed more memory than a worker may take; its thread was replaced. */
export class WorkerMemoryError extends Error {
  constructor(readonly memoryMb: number) {
    super(`The task needed more than ${memoryMb} MB of memory and was stopped.`);
    this.name = 'WorkerMemoryError';
  }
}

/** The pool was closed (the server is stopping) before the task could end. */
export class WorkerStoppedError extends Error {
  constructor() {
    super('The server is stopping.');
    this.name = 'WorkerStoppedError';
  }
}
