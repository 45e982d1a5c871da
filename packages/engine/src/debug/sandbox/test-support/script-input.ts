import type { ResolvedRequest } from '../../resolved-request.js';
import { runScript } from '../run-script.js';
import type { ScriptInput, ScriptResponse, ScriptResult } from '../script-types.js';

export function sampleRequest(overrides: Partial<ResolvedRequest> = {}): ResolvedRequest {
  return {
    method: 'POST',
    url: 'https://api.example.com/v1/users?page=2',
    headers: [
      { name: 'Accept', value: 'application/json' },
      { name: 'Content-Type', value: 'application/json' },
    ],
    body: { kind: 'text', contentType: 'application/json', text: '{"name":"Ann"}' },
    ...overrides,
  };
}

export function sampleResponse(overrides: Partial<ScriptResponse> = {}): ScriptResponse {
  const bodyText =
    overrides.bodyText ??
    '{"id":42,"name":"Ann","token":"t-123","tags":["a","b"],"address":{"city":"Oslo"}}';
  return {
    code: 200,
    status: 'OK',
    headers: [
      { name: 'Content-Type', value: 'application/json; charset=utf-8' },
      { name: 'X-Request-Id', value: 'req-1' },
      { name: 'Set-Cookie', value: 'a=1' },
      { name: 'Set-Cookie', value: 'b=2' },
    ],
    responseTimeMs: 87,
    sizeBytes: bodyText.length,
    ...overrides,
    bodyText,
  };
}

export function scriptInput(code: string, overrides: Partial<ScriptInput> = {}): ScriptInput {
  const phase = overrides.phase ?? 'post-response';
  return {
    phase,
    code,
    request: sampleRequest(),
    ...(phase === 'post-response' ? { response: sampleResponse() } : {}),
    variables: { globals: {}, environment: {}, collection: {}, local: {} },
    ...overrides,
  };
}

/**
 * A time limit for tests that are not about the limit: a loaded machine (CI running several
 * suites on two cores) must not turn a slow start into a `timeout` failure.
 */
const ROOMY_LIMITS = { timeoutMs: 15_000 };

/**
 * Runs a post-response script against sampleResponse() unless told otherwise, with a roomy time
 * limit unless `overrides.limits` names one (use `runScript(scriptInput(…))` for the default).
 */
export function run(code: string, overrides: Partial<ScriptInput> = {}): Promise<ScriptResult> {
  return runScript(
    scriptInput(code, { ...overrides, limits: { ...ROOMY_LIMITS, ...overrides.limits } }),
  );
}

/** Runs a script that must end without an error; its console lines, as text. */
export async function logsOf(
  code: string,
  overrides: Partial<ScriptInput> = {},
): Promise<string[]> {
  const result = await run(code, overrides);
  if (result.error) throw new Error(`the script failed: ${result.error.message}`);
  return result.console.map((line) => line.text);
}

/** The error message of an assertion, or "passed". */
export async function assertionOutcome(expression: string): Promise<string> {
  const result = await run(`pm.test('t', () => { ${expression}; });`);
  if (result.error) throw new Error(`the script failed: ${result.error.message}`);
  const test = result.tests[0];
  if (!test) throw new Error('no test was recorded');
  return test.passed ? 'passed' : (test.error ?? 'failed without a message');
}
