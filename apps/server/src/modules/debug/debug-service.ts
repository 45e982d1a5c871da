import type { SendRequestPayload, SendResult } from '@heron/contract';
import { toStorableText } from '@heron/contract';
import { applyScriptChanges } from '@heron/engine';
import type { ResolvedRequest, ScriptResult, VariableScopes } from '@heron/engine';
import type {
  AddressCheck,
  HostResolver,
  OutboundAddressPolicy,
} from '../../adapters/outbound/index.js';
import { requireProject } from '../access/index.js';
import type { User } from '../auth/index.js';
import type { EnvironmentDeps } from '../environments/index.js';
import { loadLiveModels } from '../design/index.js';
import { mockTokenOf, withMockToken } from './mock-token.js';
import { prepareSend, resolveForSend } from './prepare-send.js';
import { reportOf } from './script-bridge.js';
import { runScriptOffThread } from './script-runner.js';
import { scriptResponseOf, scriptSenderOf } from './script-send.js';
import { checkResponseOffThread } from './response-checker.js';
import type { OAuthTokenCache } from '@heron/engine';
import { sendRequest } from './send/send-request.js';
import type { HistoryRecorder } from './history-recorder.js';
import type { WorkerPool } from '../../workers/index.js';
import { sentViewOf } from './sent-view.js';

/**
 * One send from the debugger (issue 6), in Postman's order: the pre-request script, the
 * request resolved with the variables as the script left them, the exchange through the guarded
 * outbound client, the post-response script, and the answer checked against the endpoint's
 * design. Faults of the request, the exchange or a script are in the answer, not thrown.
 */

/**
 * A script may run five seconds: long enough for a busy server to start a sandbox and for
 * Postman scripts that wait on timers, short enough that a loop ends before the person gives up.
 */
/** A script's limit unless the instance's settings shorten it (WorkerSettings). */
const SCRIPT_TIMEOUT_MS = 5_000;

export interface DebugDeps {
  env: EnvironmentDeps;
  policy: OutboundAddressPolicy | AddressCheck;
  resolve?: HostResolver;
  /** OAuth 2.0 tokens, one cache per person (see OAuthTokenCache). */
  oauthTokensOf: (userId: string) => OAuthTokenCache;
  /** Writes each send to the person's history once it is answered. */
  history: HistoryRecorder;
  /**
   * The token of this project's private mock when `url` is that mock on this server, else null:
   * a member debugging against the project's mock is let in without copying the token.
   */
  mockTokenFor?: (projectId: string, url: string) => Promise<string | null>;
  /** Scripts run on its `scripts` lane, never on the thread that answers HTTP. */
  workers: WorkerPool;
  /** The settings' script and check limits (WorkerSettings); unset, 5 s and 10 s. */
  limits?: { scriptTimeoutMs?: number | undefined; checkTimeoutMs?: number | undefined };
}

/** The limits a script of a send or a test step runs under. */
export function scriptLimitsOf(deps: DebugDeps): { timeoutMs: number } {
  return { timeoutMs: deps.limits?.scriptTimeoutMs ?? SCRIPT_TIMEOUT_MS };
}

export async function sendDebugRequest(
  deps: DebugDeps,
  user: User,
  projectId: string,
  body: SendRequestPayload,
): Promise<SendResult> {
  const { ctx } = deps.env;
  await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  const result = await runSend(deps, user, projectId, body);
  deps.history.record({
    projectId,
    userId: user.id,
    endpointId: body.endpointId,
    request: body.request,
    result,
    sentAt: new Date(),
  });
  return result;
}

async function runSend(
  deps: DebugDeps,
  user: User,
  projectId: string,
  body: SendRequestPayload,
): Promise<SendResult> {
  const prepared = await prepareSend(deps.env, projectId, body);
  const { request, stored } = prepared;
  let { scopes } = prepared;
  let secrets = stored.secrets;
  const { db } = deps.env.ctx;
  const result: SendResult = {
    problems: [],
    unknownVariables: [],
    sent: null,
    response: null,
    error: null,
    scripts: { preRequest: null, postResponse: null },
    check: null,
    session: sessionOf(scopes, stored, secrets),
  };

  let resolved = resolveForSend(prepared, scopes);
  let outgoing = resolved.request;
  // What the scripts' pm.sendRequest sends through (see script-send.ts).
  const scriptHost = scriptSenderOf(deps, request.settings);
  if (request.preRequestScript.trim() !== '') {
    const shown = outgoing ?? lenientView(request.method, request.url);
    const script = await runScriptOffThread(
      deps.workers,
      user.id,
      {
        phase: 'pre-request',
        code: request.preRequestScript,
        request: shown,
        variables: scopes,
        limits: scriptLimitsOf(deps),
      },
      scriptHost,
    );
    result.scripts.preRequest = reportOf(script, secrets);
    scopes = script.variables;
    result.session = sessionOf(scopes, stored, secrets);
    if (script.error) {
      result.error = {
        code: 'SCRIPT_FAILED',
        message: 'The pre-request script stopped; nothing was sent.',
      };
      return result;
    }
    resolved = resolveForSend(prepared, scopes);
    outgoing = resolved.request && applyScriptChanges(resolved.request, shown, script.request);
  }
  result.problems = resolved.problems;
  result.unknownVariables = resolved.unknownVariables;
  if (outgoing === null) return result;
  const mockToken = await mockTokenOf(deps, projectId, outgoing);
  if (mockToken) {
    outgoing = withMockToken(outgoing, mockToken);
    secrets = [...secrets, mockToken];
  }

  const exchange = await sendRequest(outgoing, {
    auth: resolved.auth,
    settings: request.settings,
    verifyTls: request.settings.verifyTls,
    policy: deps.policy,
    ...(deps.resolve ? { resolve: deps.resolve } : {}),
    oauthTokens: deps.oauthTokensOf(user.id),
  });
  result.sent = sentViewOf(exchange.sentRequest ?? outgoing, secrets);
  if (!exchange.ok) {
    result.error = { code: exchange.error.code, message: exchange.error.message };
    return result;
  }
  const response = exchange.response;
  result.response = response;
  const bodyText = Buffer.from(response.body.base64, 'base64').toString('utf8');

  if (request.postResponseScript.trim() !== '') {
    const script: ScriptResult = await runScriptOffThread(
      deps.workers,
      user.id,
      {
        phase: 'post-response',
        code: request.postResponseScript,
        request: exchange.sentRequest,
        response: scriptResponseOf(response, bodyText),
        variables: scopes,
        limits: scriptLimitsOf(deps),
      },
      scriptHost,
    );
    result.scripts.postResponse = reportOf(script, secrets);
    scopes = script.variables;
    result.session = sessionOf(scopes, stored, secrets);
  }

  const design = await prepared.endpoint();
  if (design) {
    result.check = await checkResponseOffThread(
      deps.workers,
      user.id,
      deps.limits?.checkTimeoutMs,
      {
        endpoint: design,
        models: await loadLiveModels(db, projectId),
        status: response.status,
        contentType: response.body.contentType,
        bodyText,
      },
    );
  }
  return result;
}

/**
 * What the browser keeps for the session: what differs from the stored values in the scopes
 * scripts may write (local ones end with the run). The stored values, secrets above all, stay on
 * the server; a value equal to a secret is never handed out.
 */
function sessionOf(
  scopes: VariableScopes,
  stored: { environment: Record<string, string>; collection: Record<string, string> },
  secrets: readonly string[],
) {
  const changed = (now: Record<string, string>, before: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(now)
        .filter(([name, value]) => before[name] !== value && !secrets.includes(value))
        // The browser sends these back with its next send, which refuses a NUL or half a
        // surrogate pair (issue 19): what a script set is kept with U+FFFD in their place.
        .map(([name, value]) => [toStorableText(name), toStorableText(value)]),
    );
  return {
    environment: changed(scopes.environment, stored.environment),
    collection: changed(scopes.collection, stored.collection),
    globals: changed(scopes.globals, {}),
  };
}

/** A request that could not be resolved yet, as a pre-request script still gets to see it. */
function lenientView(method: string, url: string): ResolvedRequest {
  return { method: method.toUpperCase(), url, headers: [], body: { kind: 'none' } };
}
