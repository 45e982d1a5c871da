import type { EffectiveLimits } from './check-script-input.js';
import type { SandboxFailure } from './run-state.js';
import type { ScriptError } from './script-types.js';

export interface FailureContext {
  /** The file name the script was evaluated under; stack frames in it give the line. */
  scriptFile: string;
  limits: EffectiveLimits;
  /** The interrupt handler stopped the VM: whatever error surfaced, the cause is the clock. */
  wasInterrupted: boolean;
  /** The error came from compiling the script, not from running it. */
  isCompileError: boolean;
  /** The sandbox's memory cap had refused an allocation when the error surfaced. */
  hasHitMemoryCap?: boolean;
  /** SyntaxError carries its own line number. */
  lineNumber?: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The innermost stack frame inside the script: QuickJS writes "at f (file:LINE:COLUMN)". */
function lineFromStack(stack: string, scriptFile: string): number | undefined {
  const match = new RegExp(`${escapeRegExp(scriptFile)}:(\\d+)`).exec(stack);
  return match ? Number(match[1]) : undefined;
}

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Names the reason a script stopped, in words a person reads in the response area. */
export function toScriptError(failure: SandboxFailure, context: FailureContext): ScriptError {
  const line = context.lineNumber ?? lineFromStack(failure.stack, context.scriptFile);
  const withLine = (error: ScriptError): ScriptError =>
    line === undefined ? error : { ...error, line };
  const isInternal = failure.name === 'InternalError';
  if (context.wasInterrupted || (isInternal && failure.message === 'interrupted')) {
    return withLine({
      kind: 'timeout',
      message: `The script ran longer than its ${context.limits.timeoutMs} ms limit and was stopped`,
    });
  }
  if (context.hasHitMemoryCap === true || failure.message === 'out of memory') {
    return withLine({
      kind: 'memory',
      message: `The script used more than its ${megabytes(context.limits.memoryBytes)} MB memory limit and was stopped`,
    });
  }
  if (isInternal && failure.message === 'stack overflow') {
    return withLine({
      kind: 'runtime',
      message: 'InternalError: stack overflow (the script recursed or nested too deeply)',
    });
  }
  const text = failure.name ? `${failure.name}: ${failure.message}` : failure.message;
  return withLine({
    kind: context.isCompileError && failure.name === 'SyntaxError' ? 'syntax' : 'runtime',
    message: text,
  });
}
