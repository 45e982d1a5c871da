import type { MessagePort } from 'node:worker_threads';

/**
 * What a worker is handed: which task module to run and its input. A task module is a file
 * whose default export is a `TaskHandler`; modules name their own task files by URL
 * (`new URL('./script-task.js', import.meta.url).href`), so the pool knows no module's work.
 * The module URL always comes from our code, never from a request.
 */
export interface TaskEnvelope<P = unknown> {
  module: string;
  payload: P;
  /** A channel to the caller for what happens during the task (progress, files to fetch). */
  port?: MessagePort;
}

/** The default export of a task module: runs on a worker thread, answers with cloneable data. */
export type TaskHandler<P, R> = (payload: P, port: MessagePort | undefined) => Promise<R> | R;
