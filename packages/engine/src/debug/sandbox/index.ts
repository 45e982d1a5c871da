export {
  countSandboxCleanupFailures,
  openScriptSession,
  runScript,
  type ScriptSession,
} from './run-script.js';
export { MAX_SCRIPT_REQUESTS } from './script-requests.js';
export { DEFAULT_MEMORY_BYTES, DEFAULT_TIMEOUT_MS } from './check-script-input.js';
export type {
  ConsoleLevel,
  ConsoleLine,
  ScriptError,
  ScriptHost,
  ScriptErrorKind,
  ScriptInput,
  ScriptLimits,
  ScriptPhase,
  ScriptResponse,
  ScriptResult,
  ScriptSendOutcome,
  ScriptTestResult,
  ScriptVariables,
} from './script-types.js';
