import type { CheckInput, ResponseCheck } from '@heron/engine';
import { WorkerMemoryError, WorkerTimeoutError, type WorkerPool } from '../../workers/index.js';

const CHECK_TASK = new URL('./response-check-task.js', import.meta.url).href;

/**
 * A check that runs longer than this is stopped; the send is answered without it. The
 * instance's settings may shorten it (WorkerSettings.checkTimeoutMs).
 */
export const CHECK_TIMEOUT_MS = 10_000;

/**
 * Checks a debugger answer against the design on the `scripts` worker lane (issue 19). A check
 * stopped for time or memory answers null, as when there is nothing to check against: the send
 * itself happened and is answered.
 */
export async function checkResponseOffThread(
  workers: WorkerPool,
  owner: string,
  timeoutMs: number | undefined,
  input: CheckInput,
): Promise<ResponseCheck | null> {
  try {
    return await workers.run<ResponseCheck>(
      'scripts',
      { module: CHECK_TASK, payload: input },
      { owner, timeoutMs: timeoutMs ?? CHECK_TIMEOUT_MS },
    );
  } catch (error) {
    if (error instanceof WorkerTimeoutError || error instanceof WorkerMemoryError) return null;
    throw error;
  }
}
