import type { DebugAuth, RequestStep, RunEvent, ScenarioSettings, TestStep } from '@heron/contract';
import type { ResponseCheck } from '../../debug/check-response.js';
import type { ResolveOptions } from '../../debug/resolve-request.js';
import type { ResolvedRequest } from '../../debug/resolved-request.js';
import type { ScriptHost, ScriptInput, ScriptResult } from '../../debug/sandbox/index.js';
import type { EvaluationAnswer, EvaluationTask } from '../evaluate-step.js';
import type { TestResponse } from '../test-response.js';

/**
 * What a test run needs from where it runs (issue 22). The server sends through its guarded
 * outbound client and runs scripts on its worker threads; `heron run` sends from the machine it
 * runs on. The runner itself only decides what to send, in what order, and what came of it.
 */

export interface RunnerSendSettings {
  timeoutMs: number;
  followRedirects: boolean;
  maxRedirects: number;
  verifyTls: boolean;
}

export type SendOutcome =
  | { ok: true; response: TestResponse; sent: ResolvedRequest }
  | { ok: false; code: string; message: string; sent: ResolvedRequest };

export interface RunnerHost {
  /** Sends one request; never throws (a failure is an outcome). */
  send(
    request: ResolvedRequest,
    auth: DebugAuth,
    settings: RunnerSendSettings,
    signal: AbortSignal,
  ): Promise<SendOutcome>;
  /**
   * Runs a script in the sandbox; without it a step with a script ends in an error. `scriptHost`
   * is what the run lends the script (pm.sendRequest through `send`, counted in the run).
   */
  runScript?(input: ScriptInput, scriptHost: ScriptHost): Promise<ScriptResult>;
  /** The answer checked against the step's endpoint design, for "matches the design". */
  checkDesign?(step: RequestStep, response: TestResponse): Promise<ResponseCheck | null>;
  /**
   * Runs a step's evaluation (extractions and assertions, a condition, a for-each's list) where
   * it cannot hold up anything else: the server hands it to a worker thread, since its cost is
   * the author's to choose (a regular expression that backtracks, a JSONPath over megabytes).
   * Without it, `evaluateTask` runs here. A rejection is the step's error.
   */
  evaluate?<T extends EvaluationTask>(task: T): Promise<EvaluationAnswer<T>>;
  /**
   * Why a request step cannot run at all, before anything of it runs: on the server, the endpoint
   * or case it names was deleted since the scenario was saved. Null (or no hook): it runs.
   */
  stepProblem?(step: RequestStep): { code: string; message: string } | null;
  /** Where a request's path is joined (the environment's base URL or the design's server). */
  resolveOptions?: ResolveOptions;
  /** Milliseconds, for timings (tests give a fake clock). */
  now?(): number;
  /** Waits, ending early when the signal aborts (tests make it instant). */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

/** What one run may use: the plan's limits on the server, none by default on the command line. */
export interface RunBudget {
  maxRequests?: number;
  maxDurationMs?: number;
  maxBytes?: number;
}

export interface RunScenarioInput {
  name: string;
  environmentName: string | null;
  settings: ScenarioSettings;
  steps: readonly TestStep[];
  /** The variables the run starts with; the run's own (data rows, extractions) start empty. */
  variables: {
    environment: Record<string, string>;
    collection: Record<string, string>;
    globals: Record<string, string>;
  };
  /** newman's `--iteration-count`: overrides the settings (data rows repeat their last row). */
  iterationCount?: number;
  /**
   * Performance runs: the data row this run starts at (0-based, wrapping), so that users and
   * their iterations take the rows in turn instead of each starting at the first.
   */
  firstRow?: number;
  /** newman's `--bail`: the first failed or broken step ends the run. */
  bail?: boolean;
  budget?: RunBudget;
  /** Aborting it stops the run: the step in flight is cut off and the run ends `stopped`. */
  signal?: AbortSignal;
  onEvent?(event: RunEvent): void;
  /** When the run started, as an ISO time (tests fix it). */
  startedAt?: string;
}
