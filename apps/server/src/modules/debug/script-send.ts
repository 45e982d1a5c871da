import type { DebugSettings } from '@heron/contract';
import type { ScriptHost, ScriptResponse, ScriptSendOutcome } from '@heron/engine';
import { sendRequest } from './send/send-request.js';
import type { SentResponse } from './send/sent-exchange.js';
import type { DebugDeps } from './debug-service.js';

/** Answer bytes a script's pm.sendRequest reads: what the debugger reads of any answer. */
const SCRIPT_ANSWER_BYTES = 5 * 1024 * 1024;

/**
 * What a debugger script's pm.sendRequest sends through: the debugger's own sender, under the
 * server's address policy, with the request's TLS and redirect settings. No auth is added (a
 * script sets its own headers, as in Postman), and no variables are resolved in it.
 */
export function scriptSenderOf(
  deps: Pick<DebugDeps, 'policy' | 'resolve'>,
  settings: Pick<DebugSettings, 'timeoutMs' | 'followRedirects' | 'maxRedirects' | 'verifyTls'>,
): ScriptHost {
  return {
    sendRequest: async (request, signal): Promise<ScriptSendOutcome> => {
      const exchange = await sendRequest(request, {
        auth: { type: 'none' },
        settings,
        verifyTls: settings.verifyTls,
        policy: deps.policy,
        ...(deps.resolve ? { resolve: deps.resolve } : {}),
        maxBodyBytes: SCRIPT_ANSWER_BYTES,
        signal,
      });
      if (!exchange.ok) {
        return { ok: false, code: exchange.error.code, message: exchange.error.message };
      }
      const { response } = exchange;
      const bodyText = Buffer.from(response.body.base64, 'base64').toString('utf8');
      return { ok: true, response: scriptResponseOf(response, bodyText) };
    },
  };
}

/** An answer as a script reads it (`pm.response`, a pm.sendRequest's response). */
export function scriptResponseOf(response: SentResponse, bodyText: string): ScriptResponse {
  return {
    code: response.status,
    status: response.statusText,
    headers: response.headers,
    bodyText,
    responseTimeMs: response.timings.totalMs,
    sizeBytes: response.body.sizeBytes,
  };
}
