import type { ScriptInput, ScriptResult } from '@heron/engine';
import { WorkerMemoryError, WorkerTimeoutError, type WorkerPool } from '../../workers/index.js';

const SCRIPT_TASK = new URL('./script-task.js', import.meta.url).href;

/**
 * Time a worker gets past the script's own limit before its thread is killed. QuickJS stops a
 * script at its limit by itself; the kill is for what its interrupt cannot reach, and the grace
 * covers starting a thread on a busy machine.
 */
const KILL_GRACE_MS = 5_000;

/**
 * Runs a script on the `scripts` worker lane, in turn with other people's (issue 19): an endless
 * loop costs its sender the script's time limit and nobody else anything. A thread killed for
 * time or memory answers like a script that hit its limit, without what it had done so far.
 * A full queue throws WorkerBusyError (the route answers 503 or 429).
 */
export async function runScriptOffThread(
  workers: WorkerPool,
  owner: string,
  input: ScriptInput & { limits: { timeoutMs: number } },
): Promise<ScriptResult> {
  try {
    return await workers.run<ScriptResult>(
      'scripts',
      { module: SCRIPT_TASK, payload: input },
      { owner, timeoutMs: input.limits.timeoutMs + KILL_GRACE_MS },
    );
  } catch (error) {
    if (error instanceof WorkerTimeoutError) {
      return stopped(input, {
        kind: 'timeout',
        message: `The script ran past its limit of ${input.limits.timeoutMs} ms and was stopped`,
      });
    }
    if (error instanceof WorkerMemoryError) {
      return stopped(input, {
        kind: 'memory',
        message: 'The script ran out of memory and was stopped',
      });
    }
    throw error;
  }
}

function stopped(input: ScriptInput, error: NonNullable<ScriptResult['error']>): ScriptResult {
  return { variables: input.variables, request: input.request, tests: [], console: [], error };
}
