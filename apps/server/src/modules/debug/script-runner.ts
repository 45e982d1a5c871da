import { MessageChannel } from 'node:worker_threads';
import {
  MAX_SCRIPT_REQUESTS,
  type ScriptHost,
  type ScriptInput,
  type ScriptResult,
  type ScriptSendOutcome,
} from '@heron/engine';
import { WorkerMemoryError, WorkerTimeoutError, type WorkerPool } from '../../workers/index.js';
import type { ScriptSendMessage, ScriptSendReply } from './script-task.js';

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
 *
 * `host.sendRequest` sends the script's pm.sendRequest on this thread: the worker asks over a
 * port and gets the answer back (see script-task.ts).
 */
export async function runScriptOffThread(
  workers: WorkerPool,
  owner: string,
  input: ScriptInput & { limits: { timeoutMs: number } },
  host: ScriptHost = {},
): Promise<ScriptResult> {
  const send = host.sendRequest?.bind(host);
  const channel = send ? new MessageChannel() : undefined;
  // Each send's stop, aborted when the script is over: whatever it still had on its way is not
  // read. One per send: a shared signal would gather a listener per request.
  const stops = new Set<AbortController>();
  let isOver = false;
  if (channel && send) {
    let asked = 0;
    channel.port1.on('message', ({ id, request }: ScriptSendMessage) => {
      // The sandbox holds a script to its number of requests; a worker that did not is held here.
      asked += 1;
      const stop = new AbortController();
      stops.add(stop);
      const sending: Promise<ScriptSendOutcome> =
        asked > MAX_SCRIPT_REQUESTS
          ? Promise.resolve({ ok: false, code: 'TOO_MANY_REQUESTS', message: 'Too many requests' })
          : send(request, stop.signal);
      void sending
        .catch((error: unknown): ScriptSendOutcome => ({
          ok: false,
          code: 'NETWORK',
          message: error instanceof Error ? error.message : String(error),
        }))
        .then((outcome) => {
          stops.delete(stop);
          if (!isOver) channel.port1.postMessage({ id, outcome } satisfies ScriptSendReply);
        });
    });
  }
  try {
    return await workers.run<ScriptResult>(
      'scripts',
      {
        module: SCRIPT_TASK,
        payload: input,
        ...(channel ? { port: channel.port2 } : {}),
      },
      {
        owner,
        timeoutMs: input.limits.timeoutMs + KILL_GRACE_MS,
        ...(channel ? { transferList: [channel.port2] } : {}),
      },
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
  } finally {
    isOver = true;
    for (const stop of stops) stop.abort();
    channel?.port1.close();
  }
}

function stopped(input: ScriptInput, error: NonNullable<ScriptResult['error']>): ScriptResult {
  return { variables: input.variables, request: input.request, tests: [], console: [], error };
}
