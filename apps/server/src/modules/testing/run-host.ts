import type { TestRunBudget } from '@heron/contract';
import { setTimeout } from 'node:timers/promises';
import {
  headerValue,
  type EvaluationAnswer,
  type EvaluationTask,
  resolveOptionsOf,
  type RunnerHost,
  type ScriptResult,
  type SendOutcome,
} from '@heron/engine';
import { WorkerBusyError, type WorkerPool } from '../../workers/index.js';
import {
  CHECK_TIMEOUT_MS,
  checkResponseOffThread,
  mockTokenOf,
  runScriptOffThread,
  scriptLimitsOf,
  sendRequest,
  withMockToken,
  type DebugDeps,
} from '../debug/index.js';
import { loadLiveModels } from '../design/index.js';
import type { RunPlan } from './run-plan.js';

/**
 * Where a server-side run sends and scripts (issue 22): the debugger's own pieces, never a
 * plain fetch and never the thread that answers HTTP. Requests go through the guarded sender
 * under the server's address policy, with the starter's OAuth tokens and the project mock's
 * token; scripts and the check against the design run on the `scripts` worker lane, in turn with
 * everyone else's work (the starter is the owner, so one person's runs share one fair share).
 */

const EVALUATE_TASK = new URL('./evaluate-task.js', import.meta.url).href;
/**
 * A step's assertions and extractions may take as long as a check against the design (the
 * instance's settings may shorten both): the time also holds a fresh worker thread loading the
 * engine, seconds on a busy machine.
 */
const EVALUATE_TIMEOUT_MS = CHECK_TIMEOUT_MS;
/** A step waits this long in all for a place in line on a full lane, then ends in an error. */
const BUSY_WAIT = { pauseMs: 250, tries: 20 };
/** The debugger's read cap for one answer; a run's byte budget can only lower it. */
const ANSWER_BYTES = 5 * 1024 * 1024;

export interface RunHostOptions {
  debug: DebugDeps;
  projectId: string;
  /** Whose turn on the worker threads, and whose OAuth tokens. */
  userId: string;
  plan: RunPlan;
  budget: TestRunBudget;
  /** The run's stop: evaluation work in line or running is given up. */
  signal?: AbortSignal;
}

export function createRunHost(options: RunHostOptions): RunnerHost {
  const { debug, projectId, userId, plan, budget, signal } = options;
  const { db } = debug.env.ctx;
  let bytesReceived = 0;
  let models: Promise<Map<string, unknown>> | undefined;
  const mockTokens = new Map<string, Promise<string | null>>();
  // Looked up once per mock address: a run against the project's mock reads its settings once.
  const mockTokenFor = (id: string, url: string) => {
    const key = mockKeyOf(url);
    let token = mockTokens.get(key);
    if (!token) {
      token = debug.mockTokenFor?.(id, url) ?? Promise.resolve(null);
      mockTokens.set(key, token);
    }
    return token;
  };

  return {
    resolveOptions: resolveOptionsOf(plan.baseUrl),

    stepProblem: (step) => {
      const message = plan.missing.get(step.id);
      return message === undefined ? null : { code: 'REFERENCE_MISSING', message };
    },

    send: async (request, auth, settings, signal): Promise<SendOutcome> => {
      let outgoing = request;
      const token = await mockTokenOf({ mockTokenFor }, projectId, outgoing);
      if (token) {
        outgoing = withMockToken(outgoing, token);
        // Masked in the report like the environment's secrets.
        if (!plan.secrets.includes(token)) plan.secrets.push(token);
      }
      const exchange = await sendRequest(outgoing, {
        auth,
        settings,
        verifyTls: settings.verifyTls,
        policy: debug.policy,
        ...(debug.resolve ? { resolve: debug.resolve } : {}),
        oauthTokens: debug.oauthTokensOf(userId),
        // An answer never reads past what is left of the run's byte budget.
        maxBodyBytes: Math.max(1, Math.min(ANSWER_BYTES, budget.maxBytes - bytesReceived)),
        signal,
      });
      const sent = exchange.sentRequest ?? outgoing;
      if (!exchange.ok)
        return { ok: false, code: exchange.error.code, message: exchange.error.message, sent };
      const { response } = exchange;
      bytesReceived += response.body.sizeBytes;
      return {
        ok: true,
        sent,
        response: {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
          bodyText: Buffer.from(response.body.base64, 'base64').toString('utf8'),
          sizeBytes: response.body.sizeBytes,
          timeMs: response.timings.totalMs,
        },
      };
    },

    // Never on this thread: the author of the scenario chooses what it costs.
    evaluate: (task) =>
      evaluateOffThread(debug.workers, userId, task, {
        timeoutMs: debug.limits?.checkTimeoutMs ?? EVALUATE_TIMEOUT_MS,
        signal,
      }),

    // pm.sendRequest comes back to `send` above through the runner (counted in the run).
    runScript: async (input, scriptHost): Promise<ScriptResult> => {
      try {
        return await runScriptOffThread(
          debug.workers,
          userId,
          // A script of a step may run as long as one of a debugger send.
          { ...input, limits: scriptLimitsOf(debug) },
          scriptHost,
        );
      } catch (error) {
        if (!(error instanceof WorkerBusyError)) throw error;
        // A full queue is the step's fault to report, not the run's end.
        return {
          variables: input.variables,
          request: input.request,
          tests: [],
          console: [],
          error: { kind: 'runtime', message: `The script could not run: ${error.message}` },
        };
      }
    },

    checkDesign: async (step, response) => {
      const endpoint = plan.endpointOf.get(step.id);
      if (!endpoint) return null;
      models ??= loadLiveModels(db, projectId);
      try {
        return await checkResponseOffThread(debug.workers, userId, debug.limits?.checkTimeoutMs, {
          endpoint,
          models: await models,
          status: response.status,
          contentType: headerValue(response, 'content-type') ?? '',
          bodyText: response.bodyText,
        });
      } catch (error) {
        if (error instanceof WorkerBusyError) return null;
        throw error;
      }
    },
  };
}

async function evaluateOffThread<T extends EvaluationTask>(
  workers: WorkerPool,
  owner: string,
  task: T,
  { timeoutMs, signal }: { timeoutMs: number; signal: AbortSignal | undefined },
): Promise<EvaluationAnswer<T>> {
  const envelope = { module: EVALUATE_TASK, payload: task };
  const options = { owner, timeoutMs, ...(signal ? { signal } : {}) };
  for (let tries = 1; ; tries++) {
    try {
      return await workers.run<EvaluationAnswer<T>>('scripts', envelope, options);
    } catch (error) {
      // A full line is waited out a little, as a person would retry; the run's stop ends it.
      if (!(error instanceof WorkerBusyError) || tries >= BUSY_WAIT.tries || signal?.aborted) {
        throw error;
      }
      await setTimeout(BUSY_WAIT.pauseMs, undefined, signal ? { signal } : {}).catch(() => null);
    }
  }
}

/**
 * The origin and first two path segments: enough to tell a project's mock (`/mock/{projectId}`,
 * or `/{projectId}/…` on MOCK_PORT) from anything else, so a cached answer is never another's.
 */
function mockKeyOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.split('/').slice(0, 3).join('/')}`;
  } catch {
    return url;
  }
}
