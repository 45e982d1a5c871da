export {
  countSandboxCleanupFailures,
  openScriptSession,
  runScript,
  type ScriptSession,
} from './run-script.js';
export { DEFAULT_MEMORY_BYTES, DEFAULT_TIMEOUT_MS } from './check-script-input.js';
export type {
  ConsoleLevel,
  ConsoleLine,
  ScriptError,
  ScriptErrorKind,
  ScriptInput,
  ScriptLimits,
  ScriptPhase,
  ScriptResponse,
  ScriptResult,
  ScriptTestResult,
  ScriptVariables,
} from './script-types.js';
