import type { RequestHeader, ResolvedBody, ResolvedRequest } from '../resolved-request.js';
import type {
  ConsoleLevel,
  ConsoleLine,
  ScriptError,
  ScriptInput,
  ScriptResult,
  ScriptTestResult,
  ScriptVariables,
} from './script-types.js';

/** Output kept from one run; more than this is dropped with a note (it is shown to a person). */
export const MAX_CONSOLE_LINES = 1000;
export const MAX_TESTS = 10_000;

type Scope = keyof ScriptVariables;
const SCOPES: readonly Scope[] = ['globals', 'environment', 'collection', 'local'];
const LEVELS: readonly ConsoleLevel[] = ['log', 'info', 'warn', 'error'];

/** The script's first uncaught error, as the sandbox described it. */
export interface SandboxFailure {
  name: string;
  message: string;
  stack: string;
}

/**
 * The host's copy of everything the script changed, built from the events the sandbox sends as
 * they happen (see vm-source/pm-source.ts). Events are checked, never trusted: a script can send
 * anything the sandbox can, so a malformed event is ignored.
 */
export interface RunState {
  variables: Record<Scope, Map<string, string>>;
  request: ResolvedRequest;
  tests: (ScriptTestResult | { name: string; isPending: true })[];
  droppedTests: number;
  console: ConsoleLine[];
  droppedConsoleLines: number;
  failure?: SandboxFailure;
}

function toMap(values: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(values));
}

export function createRunState(input: ScriptInput): RunState {
  return {
    variables: {
      globals: toMap(input.variables.globals),
      environment: toMap(input.variables.environment),
      collection: toMap(input.variables.collection),
      local: toMap(input.variables.local),
    },
    request: { ...input.request, headers: input.request.headers.map((header) => ({ ...header })) },
    tests: [],
    droppedTests: 0,
    console: [],
    droppedConsoleLines: 0,
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isScope = (value: unknown): value is Scope => SCOPES.includes(value as Scope);
const isLevel = (value: unknown): value is ConsoleLevel => LEVELS.includes(value as ConsoleLevel);
const isIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function toHeaders(value: unknown): RequestHeader[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const headers: RequestHeader[] = [];
  for (const pair of value as unknown[]) {
    if (!Array.isArray(pair) || !isString(pair[0]) || !isString(pair[1])) return undefined;
    headers.push({ name: pair[0], value: pair[1] });
  }
  return headers;
}

function recordTest(state: RunState, index: number, entry: RunState['tests'][number]): void {
  if (index >= MAX_TESTS) {
    if (!('isPending' in entry)) state.droppedTests += 1;
    return;
  }
  state.tests[index] = entry;
}

/** Applies one event (JSON text) from the sandbox to the host's copy. */
export function applySandboxEvent(state: RunState, text: string): void {
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(event)) return;
  const [kind, a, b, c, d] = event as unknown[];
  switch (kind) {
    case 'set':
      if (isScope(a) && isString(b) && isString(c)) state.variables[a].set(b, c);
      return;
    case 'unset':
      if (isScope(a) && isString(b)) state.variables[a].delete(b);
      return;
    case 'clear':
      if (isScope(a)) state.variables[a].clear();
      return;
    case 'url':
      if (isString(a)) state.request.url = a;
      return;
    case 'method':
      if (isString(a)) state.request.method = a;
      return;
    case 'headers': {
      const headers = toHeaders(a);
      if (headers) state.request.headers = headers;
      return;
    }
    case 'body':
      if (isString(a) && isString(b))
        state.request.body = { kind: 'text', contentType: a, text: b };
      return;
    case 'test-start':
      if (isIndex(a) && isString(b)) recordTest(state, a, { name: b, isPending: true });
      return;
    case 'test':
      if (isIndex(a) && isString(b) && typeof c === 'boolean') {
        recordTest(
          state,
          a,
          c
            ? { name: b, passed: true }
            : { name: b, passed: false, error: isString(d) ? d : 'failed' },
        );
      }
      return;
    case 'console':
      if (!isLevel(a) || !isString(b)) return;
      if (state.console.length < MAX_CONSOLE_LINES) state.console.push({ level: a, text: b });
      else state.droppedConsoleLines += 1;
      return;
    case 'error':
      if (state.failure === undefined && isString(a) && isString(b) && isString(c)) {
        state.failure = { name: a, message: b, stack: c };
      }
      return;
    default:
      return;
  }
}

function fromMap(values: Map<string, string>): Record<string, string> {
  // fromEntries defines own properties: a variable named "__proto__" cannot reach a prototype.
  return Object.fromEntries(values);
}

export function toScriptResult(state: RunState, error?: ScriptError): ScriptResult {
  const tests: ScriptTestResult[] = [];
  for (const entry of state.tests) {
    if (entry === undefined) continue;
    if ('isPending' in entry) {
      const reason = error ? `the script stopped first (${error.kind})` : 'nothing was left to run';
      tests.push({ name: entry.name, passed: false, error: `The test did not finish: ${reason}` });
    } else {
      tests.push(entry);
    }
  }
  if (state.droppedTests > 0) {
    tests.push({
      name: 'Too many tests',
      passed: false,
      error: `Only the first ${MAX_TESTS} tests are kept; ${state.droppedTests} more were dropped`,
    });
  }
  const consoleLines = [...state.console];
  if (state.droppedConsoleLines > 0) {
    consoleLines.push({
      level: 'warn',
      text: `${state.droppedConsoleLines} more console lines were dropped (only the first ${MAX_CONSOLE_LINES} are kept)`,
    });
  }
  const result: ScriptResult = {
    variables: {
      globals: fromMap(state.variables.globals),
      environment: fromMap(state.variables.environment),
      collection: fromMap(state.variables.collection),
      local: fromMap(state.variables.local),
    },
    request: state.request,
    tests,
    console: consoleLines,
  };
  if (error) result.error = error;
  return result;
}

/** The request as the sandbox sees it: file bytes stay on the host (only names go in). */
export function bodyForSandbox(body: ResolvedBody): unknown {
  switch (body.kind) {
    case 'multipart':
      return {
        kind: 'multipart',
        parts: body.parts.map((part) =>
          part.kind === 'text'
            ? part
            : {
                kind: 'file',
                name: part.name,
                fileName: part.fileName,
                contentType: part.contentType,
              },
        ),
      };
    case 'binary':
      return { kind: 'binary', fileName: body.fileName, contentType: body.contentType };
    default:
      return body;
  }
}
