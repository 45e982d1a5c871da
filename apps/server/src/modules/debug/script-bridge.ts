import type { ScriptReport } from '@heron/contract';
import type { ScriptResult, VariableScopes } from '@heron/engine';
import { maskText } from './mask-secrets.js';

/**
 * Between the send and the sandbox: the variable scopes go in and come back whole; the report the
 * person sees has secrets masked. A pre-request script's changes to the request are carried onto
 * the request resolved again by the engine's `applyScriptChanges`.
 */

export function reportOf(result: ScriptResult, secrets: readonly string[]): ScriptReport {
  return {
    tests: result.tests.map((test) => ({
      name: maskText(test.name, secrets),
      passed: test.passed,
      ...(test.error === undefined ? {} : { error: maskText(test.error, secrets) }),
    })),
    console: result.console.map((line) => ({
      level: line.level,
      text: maskText(line.text, secrets),
    })),
    error: result.error
      ? {
          kind: result.error.kind,
          message: maskText(result.error.message, secrets),
          ...(result.error.line === undefined ? {} : { line: result.error.line }),
        }
      : null,
  };
}

export function scopesOf(result: ScriptResult): VariableScopes {
  return { ...result.variables };
}
