import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from 'quickjs-emscripten';
import {
  effectiveLimits,
  findScriptInputProblem,
  type EffectiveLimits,
} from './check-script-input.js';
import { takePreparedSandbox, type PreparedSandbox } from './prepared-sandbox.js';
import {
  applySandboxEvent,
  bodyForSandbox,
  createRunState,
  toScriptResult,
  type RunState,
  type SandboxFailure,
} from './run-state.js';
import { ScriptRequests } from './script-requests.js';
import type {
  ScriptError,
  ScriptHost,
  ScriptInput,
  ScriptPhase,
  ScriptResult,
  ScriptSendOutcome,
} from './script-types.js';
import { toScriptError } from './to-script-error.js';

const SCRIPT_FILES: Record<ScriptPhase, string> = {
  'pre-request': 'pre-request.js',
  'post-response': 'post-response.js',
};

/**
 * QuickJS's own stack limit. Every VM frame also sits on the host's (V8's) native stack, and some
 * of QuickJS's native code (JSON, the parser) takes far more native stack per frame than it
 * counts; 128 KiB keeps plain recursion at ~700 frames while JSON.parse of a hostile, deeply
 * nested response body still ends as a catchable error instead of a host stack overflow. What
 * still overflows the host (a script nesting its own source ~100k deep) is caught in execute().
 */
const MAX_STACK_BYTES = 128 * 1024;

/** After the deadline, time allowed to read an error's name and message out of the VM. */
const DESCRIBE_GRACE_MS = 50;

type Outcome<T> = { value: T } | { error: ScriptError };

let cleanupFailures = 0;

/**
 * How many normally ended runs failed to free their QuickJS runtime (a leaked handle makes
 * QuickJS refuse). Stays 0 unless the sandbox has a bug; tests and health checks read it.
 */
export function countSandboxCleanupFailures(): number {
  return cleanupFailures;
}

/**
 * Runs a pre-request or post-response script in a fresh QuickJS sandbox and reports what it did.
 * Never throws and never hangs: every way a script can end badly (a syntax error, a throw, an
 * endless loop, endless recursion or allocation, a promise nothing can settle) comes back as
 * `error`, with the tests, console lines and variable changes made before it.
 */
export async function runScript(input: ScriptInput, host: ScriptHost = {}): Promise<ScriptResult> {
  const problem = findScriptInputProblem(input);
  if (problem !== undefined) return invalidInputResult(input, problem);
  const state = createRunState(input);
  // Most requests carry no script: they need no sandbox.
  if (input.code.trim() === '') return toScriptResult(state);
  let sandbox: PreparedSandbox;
  try {
    sandbox = await takePreparedSandbox();
  } catch (error) {
    return toScriptResult(state, sandboxStartFailure(error));
  }
  const error = await new SandboxRun(sandbox, input, state, false, host).execute();
  return toScriptResult(state, error);
}

/** Scripts run one after another in one sandbox: the scripts of one test run. */
export interface ScriptSession {
  run(input: ScriptInput, host?: ScriptHost): Promise<ScriptResult>;
  /** Frees the sandbox; a later `run` starts a new one. */
  close(): void;
}

/**
 * A sandbox kept for the scripts of one test run (issue 22), as Postman keeps one per run: a
 * global one script sets is seen by the next, and each script gets a fresh `pm` with the run's
 * variables. A fresh sandbox per script costs about 20 ms (a WebAssembly instance of its own);
 * a script in a kept one, well under one. The memory limit holds for the sandbox as a whole.
 * After a timeout, running out of memory or a host failure, the sandbox is dropped and the next
 * script starts a new one. Only for scripts of one person: they can see each other's globals.
 */
export function openScriptSession(): ScriptSession {
  let kept: PreparedSandbox | null = null;
  return {
    async run(input, host = {}) {
      const problem = findScriptInputProblem(input);
      if (problem !== undefined) return invalidInputResult(input, problem);
      const state = createRunState(input);
      if (input.code.trim() === '') return toScriptResult(state);
      if (kept === null) {
        try {
          kept = await takePreparedSandbox();
        } catch (error) {
          return toScriptResult(state, sandboxStartFailure(error));
        }
      }
      const run = new SandboxRun(kept, input, state, true, host);
      const error = await run.execute();
      if (!run.isReusable) kept = null;
      return toScriptResult(state, error);
    },
    close() {
      if (kept === null) return;
      try {
        kept.bootstrap.dispose();
        kept.context.dispose();
        kept.runtime.dispose();
      } catch {
        cleanupFailures += 1;
      }
      kept = null;
    },
  };
}

function sandboxStartFailure(error: unknown): ScriptError {
  return {
    kind: 'runtime',
    message: `The script sandbox could not start: ${describeHostError(error)}`,
  };
}

class SandboxRun {
  private readonly limits: EffectiveLimits;
  private readonly scriptFile: string;
  /** Set when the run starts: preparing a sandbox is not the script's time. */
  private deadline = 0;
  /** When the interrupt handler starts stopping the VM; moved on only to describe an error. */
  private interruptAt = 0;
  private wasInterrupted = false;
  private readonly handles: QuickJSHandle[] = [];
  /** After the run: the sandbox may take the next script of its session. */
  isReusable = false;
  private readonly requests: ScriptRequests;

  /** `keep`: the sandbox belongs to a session and outlives this run when it ends normally. */
  constructor(
    private readonly sandbox: PreparedSandbox,
    private readonly input: ScriptInput,
    private readonly state: RunState,
    private readonly keep: boolean,
    host: ScriptHost,
  ) {
    this.requests = new ScriptRequests(host);
    this.limits = effectiveLimits(input);
    this.scriptFile = SCRIPT_FILES[input.phase];
  }

  async execute(): Promise<ScriptError | undefined> {
    const { runtime, context, bootstrap } = this.sandbox;
    let error: ScriptError | undefined;
    let isBroken = false;
    try {
      if (!this.keep) this.own(bootstrap);
      this.deadline = Date.now() + this.limits.timeoutMs;
      this.interruptAt = this.deadline;
      // The cap on the instance's memory is the limit. QuickJS's own (setMemoryLimit) is left
      // off: in this build it counts allocations, not bytes (see prepared-sandbox.ts).
      this.sandbox.capMemory(this.limits.memoryBytes);
      runtime.setMaxStackSize(MAX_STACK_BYTES);
      runtime.setInterruptHandler(() => {
        if (Date.now() <= this.interruptAt) return false;
        this.wasInterrupted = true;
        return true;
      });
      error = await this.drive(runtime, context, bootstrap);
    } catch (thrown) {
      // An exception from the host side of the VM: V8's own stack ran out while QuickJS was
      // inside it, or WebAssembly aborted. The instance may be mid-change: it is dropped whole.
      isBroken = true;
      error = hostFailure(thrown);
    }
    // A request still on its way when the script ended has nobody left to read it.
    this.requests.close();
    // Reaching the memory limit ends the run as a memory failure even when the script caught
    // the error or a promise swallowed it: QuickJS is left short of memory, with objects its
    // failed allocation never released.
    const hasHitMemoryCap = this.sandbox.hasHitMemoryCap();
    if (hasHitMemoryCap && error?.kind !== 'memory') error = this.outOfMemory(error?.line);
    // After a timeout or running out of memory, freeing the runtime can abort on objects QuickJS
    // never released: the instance is dropped whole instead (its memory is the run's own).
    // Otherwise every handle is freed, which also proves none leaked.
    if (!isBroken && !hasHitMemoryCap && error?.kind !== 'timeout') {
      if (this.keep) this.release();
      else this.dispose(runtime, context);
    }
    return error;
  }

  private dispose(runtime: QuickJSRuntime, context: QuickJSContext): void {
    try {
      for (const handle of this.handles) if (handle.alive) handle.dispose();
      context.dispose();
      runtime.dispose();
    } catch {
      cleanupFailures += 1;
    }
  }

  /** Frees this run's own handles and leaves the sandbox to its session. */
  private release(): void {
    try {
      for (const handle of this.handles) if (handle.alive) handle.dispose();
      this.isReusable = true;
    } catch {
      cleanupFailures += 1;
    }
  }

  private own(handle: QuickJSHandle): QuickJSHandle {
    this.handles.push(handle);
    return handle;
  }

  private async drive(
    runtime: QuickJSRuntime,
    context: QuickJSContext,
    bootstrap: QuickJSHandle,
  ): Promise<ScriptError | undefined> {
    const emit = this.own(
      context.newFunction('emit', (text) => {
        if (context.typeof(text) === 'string')
          applySandboxEvent(this.state, context.getString(text));
      }),
    );
    const inputText = this.own(context.newString(JSON.stringify(sandboxInput(this.input))));
    const bodyText = this.own(newFullString(context, this.input.response?.bodyText ?? ''));
    const made = context.callFunction(bootstrap, context.undefined, emit, inputText, bodyText);
    if (made.error) return this.failWith(context, made.error, false);
    const control = this.own(made.value);
    const start = this.own(context.getProp(control, 'start'));
    const isWaiting = this.own(context.getProp(control, 'isWaiting'));
    const nextTimerAt = this.own(context.getProp(control, 'nextTimerAt'));
    const runDueTimers = this.own(context.getProp(control, 'runDueTimers'));
    const takeRequests = this.own(context.getProp(control, 'takeRequests'));
    const settleRequest = this.own(context.getProp(control, 'settleRequest'));

    // Wrapped in an async function, as Postman does: top-level `return` and `await` work, and
    // the wrapper starts on the script's first line, so line numbers stay the script's own.
    const compiled = context.evalCode(
      `(async function () {${this.input.code}\n})`,
      this.scriptFile,
      {
        type: 'global',
      },
    );
    if (compiled.error) return this.failWith(context, compiled.error, true);
    const script = this.own(compiled.value);
    const started = this.call(context, start, control, script);
    if ('error' in started) return started.error;
    started.value.dispose();

    // The script's event loop: its promise jobs, then the requests it queued, the answers that
    // came back, and its timers, until nothing is left that could make it go on.
    for (;;) {
      if (this.state.failure) return this.failed(this.state.failure);
      const jobs = runtime.executePendingJobs(-1);
      if (jobs.error) return this.failWith(context, jobs.error, false);
      if (this.state.failure) return this.failed(this.state.failure);
      if (this.wasInterrupted) return this.timedOut();
      const queued = this.call(context, takeRequests, control);
      if ('error' in queued) return queued.error;
      this.requests.start(context.getString(queued.value));
      queued.value.dispose();
      const answered = this.requests.takeAnswered();
      if (answered.length > 0) {
        for (const [id, outcome] of answered) {
          const settled = this.settle(context, settleRequest, control, id, outcome);
          if (settled !== undefined) return settled;
        }
        continue;
      }
      const next = this.call(context, nextTimerAt, control);
      if ('error' in next) return next.error;
      const dueAt = context.getNumber(next.value);
      next.value.dispose();
      if (dueAt < 0 && !this.requests.isOpen) {
        const waiting = this.call(context, isWaiting, control);
        if ('error' in waiting) return waiting.error;
        const isStillWaiting = context.dump(waiting.value) === true;
        waiting.value.dispose();
        if (!isStillWaiting) return undefined;
        return {
          kind: 'timeout',
          message:
            'The script waits on a promise that can never settle: no timer, request or test is left that could settle it',
        };
      }
      if (dueAt > this.deadline && !this.requests.isOpen) return this.timedOut();
      await this.requests.waitUntil(dueAt < 0 ? this.deadline : Math.min(dueAt, this.deadline));
      const now = Date.now();
      if (dueAt >= 0 && now >= dueAt) {
        const ran = this.call(context, runDueTimers, control);
        if ('error' in ran) return ran.error;
        ran.value.dispose();
      } else if (now >= this.deadline && !this.requests.hasAnswers) {
        return this.timedOut();
      }
    }
  }

  /** Hands the sandbox a request's answer; the body goes in as a string of its own. */
  private settle(
    context: QuickJSContext,
    settleRequest: QuickJSHandle,
    control: QuickJSHandle,
    id: number,
    outcome: ScriptSendOutcome,
  ): ScriptError | undefined {
    // The body goes in on its own (newFullString keeps its NUL bytes); the rest as JSON.
    const { bodyText, ...head } = outcome.ok ? outcome.response : { bodyText: '' };
    const answer = outcome.ok ? { ok: true, response: head } : outcome;
    const idHandle = this.own(context.newNumber(id));
    const answerHandle = this.own(context.newString(JSON.stringify(answer)));
    const bodyHandle = this.own(newFullString(context, bodyText));
    const settled = this.call(context, settleRequest, control, idHandle, answerHandle, bodyHandle);
    if ('error' in settled) return settled.error;
    settled.value.dispose();
    return undefined;
  }

  private call(
    context: QuickJSContext,
    fn: QuickJSHandle,
    self: QuickJSHandle,
    ...args: QuickJSHandle[]
  ): Outcome<QuickJSHandle> {
    const result = context.callFunction(fn, self, ...args);
    if (result.error) return { error: this.failWith(context, result.error, false) };
    return { value: result.value };
  }

  private outOfMemory(line: number | undefined): ScriptError {
    const error = this.failed({ name: 'InternalError', message: 'out of memory', stack: '' });
    return line === undefined ? error : { ...error, line };
  }

  private timedOut(): ScriptError {
    return this.failed({ name: 'InternalError', message: 'interrupted', stack: '' });
  }

  private failed(
    failure: SandboxFailure,
    isCompileError = false,
    lineNumber?: number,
  ): ScriptError {
    return toScriptError(failure, {
      scriptFile: this.scriptFile,
      limits: this.limits,
      wasInterrupted: this.wasInterrupted,
      hasHitMemoryCap: this.sandbox.hasHitMemoryCap(),
      isCompileError,
      ...(lineNumber === undefined ? {} : { lineNumber }),
    });
  }

  /** Reads a VM exception (and disposes it); the reading itself runs on a short extra clock. */
  private failWith(
    context: QuickJSContext,
    handle: QuickJSHandle,
    isCompileError: boolean,
  ): ScriptError {
    const wasInterrupted = this.wasInterrupted;
    this.interruptAt = Date.now() + DESCRIBE_GRACE_MS;
    const read = (key: string): string | number | undefined => {
      try {
        const value = context.getProp(handle, key);
        try {
          const type = context.typeof(value);
          if (type === 'string') return context.getString(value);
          if (type === 'number') return context.getNumber(value);
          return undefined;
        } finally {
          value.dispose();
        }
      } catch {
        return undefined;
      }
    };
    let failure: SandboxFailure;
    let lineNumber: number | undefined;
    try {
      if (context.typeof(handle) === 'object') {
        const name = read('name');
        const message = read('message');
        const stack = read('stack');
        const line = read('lineNumber');
        failure = {
          name: typeof name === 'string' ? name : 'Error',
          message: typeof message === 'string' ? message : 'an error without a message',
          stack: typeof stack === 'string' ? stack : '',
        };
        if (isCompileError && typeof line === 'number') lineNumber = line;
      } else {
        failure = { name: '', message: `Uncaught ${String(context.dump(handle))}`, stack: '' };
      }
    } catch {
      failure = { name: 'Error', message: 'an error that could not be read', stack: '' };
    } finally {
      handle.dispose();
    }
    this.wasInterrupted = wasInterrupted;
    return this.failed(failure, isCompileError, lineNumber);
  }
}

/**
 * A string handle holding all of `text`. `newString` hands QuickJS a C string, which ends at the
 * first NUL: a response body holding NUL bytes reached `pm.response.text()` cut short (issue 19).
 * Such a text goes in as a JSON string literal instead, whose escapes hold no NUL.
 */
function newFullString(context: QuickJSContext, text: string): QuickJSHandle {
  if (!text.includes('\u0000')) return context.newString(text);
  const made = context.evalCode(JSON.stringify(text), 'response-body.js');
  if (made.error) {
    made.error.dispose();
    return context.newString(text);
  }
  return made.value;
}

/** The input as the sandbox reads it; the response body goes in on its own, as one string. */
function sandboxInput(input: ScriptInput): unknown {
  const { request, response } = input;
  return {
    phase: input.phase,
    request: {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: bodyForSandbox(request.body),
    },
    response: response && {
      code: response.code,
      status: response.status,
      headers: response.headers,
      responseTimeMs: response.responseTimeMs,
      sizeBytes: response.sizeBytes,
    },
    variables: input.variables,
  };
}

function describeHostError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function hostFailure(error: unknown): ScriptError {
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return {
      kind: 'runtime',
      message: 'InternalError: stack overflow (the script recursed or nested too deeply)',
    };
  }
  return { kind: 'runtime', message: `The script sandbox failed: ${describeHostError(error)}` };
}

/** An input that cannot run still gets a result of the usual shape, with what could be kept. */
function invalidInputResult(input: ScriptInput, problem: string): ScriptResult {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Partial<ScriptInput>;
  const scope = (values: unknown): Record<string, string> =>
    typeof values === 'object' && values !== null
      ? Object.fromEntries(
          Object.entries(values).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  const variables = (raw.variables ?? {}) as Partial<ScriptInput['variables']>;
  return {
    variables: {
      globals: scope(variables.globals),
      environment: scope(variables.environment),
      collection: scope(variables.collection),
      local: scope(variables.local),
    },
    request: raw.request as ScriptInput['request'],
    tests: [],
    console: [],
    error: { kind: 'runtime', message: `The script could not run: ${problem}` },
  };
}
