import { workerData } from 'node:worker_threads';
import type { TaskEnvelope } from './task-envelope.js';
import runTask from './task-worker.js';

/**
 * A host thread's entry (see worker-hosts.ts): runs a batch of tasks one after the other, each as
 * a pool worker runs one, and says in shared memory which one it is on, so that the watchdog on
 * the main thread can tell which task held the thread too long.
 */

/** Several tasks handed over in one message, run in order. */
export interface HostBatch {
  seq: number;
  tasks: TaskEnvelope[];
}

/** What became of one task of a batch. */
export type HostTaskResult = { ok: true; value: unknown } | { ok: false; error: unknown };

/** `[index of the task running, seq of its batch]`, written here and read by the watchdog. */
const progress = (workerData as { progress?: Int32Array } | null)?.progress;

/** The batch before: batches run one after the other, even while a task awaits (a first import). */
let previous: Promise<unknown> = Promise.resolve();

export default function runHostBatch(batch: HostBatch): Promise<HostTaskResult[]> {
  const running = previous.then(() => runInOrder(batch));
  previous = running;
  return running;
}

async function runInOrder(batch: HostBatch): Promise<HostTaskResult[]> {
  const results: HostTaskResult[] = [];
  for (let i = 0; i < batch.tasks.length; i += 1) {
    if (progress) {
      // The index first: whoever reads this batch's seq reads an index of this batch.
      Atomics.store(progress, 0, i);
      Atomics.store(progress, 1, batch.seq);
    }
    try {
      results.push({ ok: true, value: await runTask(batch.tasks[i]!) });
    } catch (error) {
      results.push({ ok: false, error });
    }
  }
  return results;
}
