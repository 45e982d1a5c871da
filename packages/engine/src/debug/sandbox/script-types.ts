import type { RequestHeader, ResolvedRequest } from '../resolved-request.js';

/** When a script runs: before the request is sent, or after its response arrived. */
export type ScriptPhase = 'pre-request' | 'post-response';

/** The four variable scopes a script sees, each a name → value map. */
export interface ScriptVariables {
  /** `pm.globals`: shared by every project of the person. */
  globals: Record<string, string>;
  /** `pm.environment`: the active environment. */
  environment: Record<string, string>;
  /** `pm.collectionVariables`: the project's own variables. */
  collection: Record<string, string>;
  /** Local to this run (`pm.variables.set` writes here); wins over every other scope. */
  local: Record<string, string>;
}

/** The response a post-response script sees as `pm.response`. */
export interface ScriptResponse {
  /** Status code: 200, 404, … */
  code: number;
  /** Reason phrase: "OK", "Not Found", … */
  status: string;
  /** In order as received; repeated names are kept. */
  headers: RequestHeader[];
  /** The body as text (as far as it was received). */
  bodyText: string;
  /** Total time of the request in milliseconds. */
  responseTimeMs: number;
  /** Body size in bytes. */
  sizeBytes: number;
}

/** How far a script may go before it is stopped. */
export interface ScriptLimits {
  /** Wall-clock time for the whole run, timers and async tests included. Default 1000 ms. */
  timeoutMs?: number;
  /**
   * Memory the sandbox may take, its own code included. Default 32 MB; held between 16 MB (the
   * size a sandbox starts at) and 1 GB.
   */
  memoryBytes?: number;
}

export interface ScriptInput {
  phase: ScriptPhase;
  /** The script's JavaScript source, as written in the request (Postman's `exec` lines joined). */
  code: string;
  /** The request as it will be sent; a pre-request script may change it. */
  request: ResolvedRequest;
  /** Required for post-response scripts; pre-request scripts see no `pm.response`. */
  response?: ScriptResponse;
  variables: ScriptVariables;
  limits?: ScriptLimits;
}

export interface ScriptTestResult {
  /** The name given to `pm.test`. */
  name: string;
  passed: boolean;
  /** Why it failed: an assertion's message ("expected 200 to equal 201") or "TypeError: …". */
  error?: string;
}

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';

export interface ConsoleLine {
  level: ConsoleLevel;
  text: string;
}

/**
 * Why a script stopped early. `syntax`: it could not be parsed. `runtime`: it threw (or the
 * input was unusable). `timeout`: it ran past `limits.timeoutMs`, or it waited on a promise that
 * nothing could ever settle. `memory`: it went over `limits.memoryBytes`.
 */
export type ScriptErrorKind = 'syntax' | 'runtime' | 'timeout' | 'memory';

export interface ScriptError {
  kind: ScriptErrorKind;
  message: string;
  /** 1-based line in the script's source, when known. */
  line?: number;
}

export interface ScriptResult {
  /** The four scopes after the script, whole (not a diff); the caller persists what changed. */
  variables: ScriptVariables;
  /** The request after a pre-request script's changes (unchanged when nothing touched it). */
  request: ResolvedRequest;
  /** In the order `pm.test` was called. */
  tests: ScriptTestResult[];
  console: ConsoleLine[];
  /** Set when the script did not finish normally; everything above is kept up to that point. */
  error?: ScriptError;
}

/** What became of a pm.sendRequest: the answer, or why there is none. */
export type ScriptSendOutcome =
  { ok: true; response: ScriptResponse } | { ok: false; code: string; message: string };

/** What the place a script runs lends it. */
export interface ScriptHost {
  /**
   * Sends a request a script made with pm.sendRequest, through the host's own sender (on a
   * server, its guarded client and address policy). Never throws; the signal aborts when the
   * script ends. Without it, pm.sendRequest answers with an error.
   */
  sendRequest?(request: ResolvedRequest, signal: AbortSignal): Promise<ScriptSendOutcome>;
}
