import type { MessagePort } from 'node:worker_threads';
import {
  runScript,
  type ResolvedRequest,
  type ScriptHost,
  type ScriptInput,
  type ScriptResult,
  type ScriptSendOutcome,
} from '@heron/engine';
import type { TaskHandler } from '../../workers/index.js';

/**
 * A script, run on a worker thread of the `scripts` lane (see script-runner.ts). With a port,
 * its pm.sendRequest goes back over it to the thread that started it, where the guarded
 * outbound client lives; the answer comes back the same way.
 */

/** From the worker to the caller: a request to send. */
export interface ScriptSendMessage {
  id: number;
  request: ResolvedRequest;
}

/** From the caller to the worker: the answer to a ScriptSendMessage. */
export interface ScriptSendReply {
  id: number;
  outcome: ScriptSendOutcome;
}

const runScriptTask: TaskHandler<ScriptInput, ScriptResult> = (input, port) =>
  runScript(input, port === undefined ? {} : senderOver(port));

export default runScriptTask;

function senderOver(port: MessagePort): ScriptHost {
  let lastId = 0;
  const waiting = new Map<number, (outcome: ScriptSendOutcome) => void>();
  port.on('message', (reply: ScriptSendReply) => {
    const settle = waiting.get(reply.id);
    if (settle === undefined) return;
    waiting.delete(reply.id);
    settle(reply.outcome);
  });
  return {
    sendRequest: (request) =>
      new Promise((resolve) => {
        lastId += 1;
        waiting.set(lastId, resolve);
        port.postMessage({ id: lastId, request } satisfies ScriptSendMessage);
      }),
  };
}
