import {
  debugSettingsSchema,
  emptyTotals,
  runEnd,
  type DebugSettings,
  type AssertionResult,
  type RequestStep,
  type RunEnding,
  type RunReport,
  type RunStatus,
  type StepResult,
  type TestStep,
} from '@heron/contract';
import { applyScriptChanges } from '../../debug/apply-script-changes.js';
import { resolveRequest } from '../../debug/resolve-request.js';
import type { ResolvedRequest } from '../../debug/resolved-request.js';
import type {
  ScriptHost,
  ScriptInput,
  ScriptResponse,
  ScriptResult,
  ScriptSendOutcome,
} from '../../debug/sandbox/index.js';
import type { VariableScopes } from '../../debug/variables.js';
import {
  applyExtracted,
  evaluateTask,
  type EvaluationAnswer,
  type EvaluationTask,
} from '../evaluate-step.js';
import { parseIterationData } from '../iteration-data.js';
import type { TestResponse } from '../test-response.js';
import type { RunnerHost, RunnerSendSettings, RunScenarioInput } from './runner-host.js';
import { requestView, responseView } from './step-report.js';

/**
 * Runs a scenario (issue 22): each iteration (a data row, or the count asked for) walks the
 * steps in order. A request step runs as the debugger sends (pre-request script, the request
 * resolved with the variables as the script left them, the exchange, the post-response script),
 * then its extractions set variables and its assertions are checked, so an assertion can compare
 * with a value just extracted. Groups, conditions and loops only choose what runs next. Every
 * step that ran is reported as it ends; the run never throws for what a step did.
 */

export interface RunOutcome {
  report: RunReport;
  /** The scopes that outlive the run, as the run left them (the caller keeps what changed). */
  variables: {
    environment: Record<string, string>;
    collection: Record<string, string>;
    globals: Record<string, string>;
  };
}

/** Ends the run early: a stop, a failure under "stop on failure", or a budget spent. */
class EndRun extends Error {
  constructor(
    readonly status: RunStatus,
    readonly end: RunEnding,
  ) {
    super(end.reason);
  }
}

interface RunContext {
  host: RunnerHost;
  input: RunScenarioInput;
  scopes: VariableScopes;
  report: RunReport;
  signal: AbortSignal;
  /** Why `signal` aborted, when it was the run's own budget rather than the caller. */
  overBudget: RunEnding | null;
  startedAt: number;
  now: () => number;
}

/** The result of walking a list of steps: whether the rest of the enclosing group is skipped. */
type Flow = 'go-on' | 'skip-rest';

const LENIENT_REQUEST: ResolvedRequest = {
  method: 'GET',
  url: '',
  headers: [],
  body: { kind: 'none' },
};

export async function runScenario(host: RunnerHost, input: RunScenarioInput): Promise<RunOutcome> {
  const now = host.now ?? (() => performance.now());
  const controller = new AbortController();
  const outer = input.signal;
  const onOuterAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });

  const report: RunReport = {
    name: input.name,
    environment: input.environmentName,
    status: 'running',
    reason: null,
    startedAt: input.startedAt ?? new Date().toISOString(),
    finishedAt: null,
    iterations: 0,
    totals: emptyTotals(),
    steps: [],
  };
  const context: RunContext = {
    host,
    input,
    scopes: {
      local: {},
      environment: { ...input.variables.environment },
      collection: { ...input.variables.collection },
      globals: { ...input.variables.globals },
    },
    report,
    signal: controller.signal,
    overBudget: null,
    startedAt: now(),
    now,
  };
  const maxDuration = input.budget?.maxDurationMs;
  const deadline =
    maxDuration === undefined
      ? undefined
      : setTimeout(() => {
          context.overBudget = runEnd('TIME_LIMIT', { seconds: Math.round(maxDuration / 1000) });
          controller.abort();
        }, maxDuration);

  try {
    const data = parseIterationData(input.settings.data);
    if (!data.ok) throw new EndRun('error', runEnd('DATA_UNREADABLE', { detail: data.message }));
    const rows = data.rows;
    const count =
      input.iterationCount ?? (rows.length > 0 ? rows.length : input.settings.iterations);
    for (let iteration = 1; iteration <= count; iteration++) {
      report.iterations = iteration;
      // Each iteration starts with only its data row as run variables (Postman's data scope).
      const row =
        rows.length === 0
          ? undefined
          : input.firstRow !== undefined
            ? rows[(input.firstRow + iteration - 1) % rows.length]
            : rows[Math.min(iteration, rows.length) - 1];
      context.scopes = { ...context.scopes, local: { ...row } };
      input.onEvent?.({ type: 'iteration', iteration, of: count });
      await runSteps(context, input.steps, [], iteration);
    }
    report.status = report.steps.some((s) => s.status === 'failed' || s.status === 'error')
      ? 'failed'
      : 'passed';
  } catch (error) {
    if (!(error instanceof EndRun)) throw error;
    report.status = error.status;
    report.reason = error.end.reason;
    report.ended = error.end.ended;
  } finally {
    clearTimeout(deadline);
    outer?.removeEventListener('abort', onOuterAbort);
  }
  report.totals.durationMs = Math.round(now() - context.startedAt);
  report.finishedAt = new Date().toISOString();
  input.onEvent?.({ type: 'done', report });
  const { environment, collection, globals } = context.scopes;
  return { report, variables: { environment, collection, globals } };
}

/** Throws EndRun when the run was stopped or its budget is spent. */
function checkGoing(context: RunContext): void {
  if (context.signal.aborted) {
    if (context.overBudget) throw new EndRun('error', context.overBudget);
    throw new EndRun('stopped', runEnd('STOPPED'));
  }
  const spent = budgetSpent(context);
  if (spent !== null) throw new EndRun('error', spent);
}

/** Which of the run's request and byte budgets is spent; null when neither. */
function budgetSpent(context: RunContext): RunEnding | null {
  const budget = context.input.budget;
  const totals = context.report.totals;
  if (budget?.maxRequests !== undefined && totals.requests >= budget.maxRequests) {
    return runEnd('REQUEST_LIMIT', { limit: budget.maxRequests });
  }
  if (budget?.maxBytes !== undefined && totals.bytesReceived >= budget.maxBytes) {
    return runEnd('BYTE_LIMIT', { limit: budget.maxBytes });
  }
  return null;
}

async function runSteps(
  context: RunContext,
  steps: readonly TestStep[],
  path: string[],
  iteration: number,
): Promise<Flow> {
  for (let at = 0; at < steps.length; at++) {
    const step = steps[at] as TestStep;
    if (!step.enabled) continue;
    checkGoing(context);
    const flow = await runStep(context, step, path, iteration);
    if (flow === 'skip-rest') {
      for (const rest of steps.slice(at + 1)) recordSkipped(context, rest, path, iteration);
      return 'skip-rest';
    }
  }
  return 'go-on';
}

async function runStep(
  context: RunContext,
  step: TestStep,
  path: string[],
  iteration: number,
): Promise<Flow> {
  const label = step.name || step.type;
  switch (step.type) {
    case 'request':
      return afterStep(context, await runRequest(context, step, path, iteration));
    case 'script':
      return afterStep(
        context,
        await runScriptStep(context, step.id, label, step.code, path, iteration),
      );
    case 'wait': {
      const started = context.now();
      await sleep(context, step.ms);
      // A wait cut short by a stop (or the time budget) is the run's end, not a passed step,
      // even when it is the last step.
      checkGoing(context);
      return afterStep(context, {
        ...blankResult(context, step.id, label, 'wait', path, iteration, started),
        status: 'passed',
      });
    }
    case 'group':
      // A group's "skip the rest" ends at the group: the steps after it still run.
      await runSteps(context, step.steps, [...path, label], iteration);
      return 'go-on';
    case 'if': {
      const started = context.now();
      const task = {
        kind: 'condition',
        condition: step.condition,
        scopes: context.scopes,
      } as const;
      const test = await evaluate(context, task);
      if ('failed' in test) {
        return afterStep(context, {
          ...blankResult(context, step.id, label, 'condition', path, iteration, started),
          status: 'error',
          error: { code: 'CHECK_FAILED', message: test.failed },
        });
      }
      await runSteps(context, test.passed ? step.then : step.else, [...path, label], iteration);
      return 'go-on';
    }
    case 'repeat':
      for (let round = 1; round <= step.times; round++) {
        checkGoing(context);
        await runSteps(
          context,
          step.steps,
          [...path, `${label} ${round}/${step.times}`],
          iteration,
        );
      }
      return 'go-on';
    case 'for-each': {
      const started = context.now();
      const found = await evaluate(context, {
        kind: 'list',
        source: step.list,
        scopes: context.scopes,
      });
      if ('failed' in found || !found.ok) {
        const error =
          'failed' in found
            ? { code: 'CHECK_FAILED', message: found.failed }
            : { code: 'NOT_A_LIST', message: found.message };
        return afterStep(context, {
          ...blankResult(context, step.id, label, 'loop', path, iteration, started),
          status: 'error',
          error,
        });
      }
      const list = found.items;
      for (let round = 0; round < list.length; round++) {
        checkGoing(context);
        const item = list[round];
        context.scopes.local[step.as] = typeof item === 'string' ? item : JSON.stringify(item);
        await runSteps(
          context,
          step.steps,
          [...path, `${label} ${round + 1}/${list.length}`],
          iteration,
        );
      }
      return 'go-on';
    }
  }
}

/** Records a finished step, and says what its failure means for the steps after it. */
function afterStep(context: RunContext, result: StepResult): Flow {
  result.durationMs = Math.round(context.now() - context.startedAt - result.startedMs);
  record(context, result);
  if (result.status !== 'failed' && result.status !== 'error') return 'go-on';
  if (context.input.bail || context.input.settings.onFailure === 'stop') {
    throw new EndRun('failed', runEnd('STOPPED_ON_FAILURE', { step: result.name }));
  }
  return context.input.settings.onFailure === 'skip-group' ? 'skip-rest' : 'go-on';
}

function record(context: RunContext, result: StepResult): void {
  const totals = context.report.totals;
  totals.assertions += result.assertions.length;
  totals.failedAssertions += result.assertions.filter((a) => !a.passed).length;
  if (result.status === 'skipped') totals.skipped += 1;
  context.report.steps.push(result);
  context.input.onEvent?.({ type: 'step', result });
}

/** The steps a "skip the rest of the group" passes over, reported as skipped. */
function recordSkipped(
  context: RunContext,
  step: TestStep,
  path: string[],
  iteration: number,
): void {
  if (!step.enabled) return;
  const label = step.name || step.type;
  if (step.type === 'request' || step.type === 'script' || step.type === 'wait') {
    const result = blankResult(context, step.id, label, step.type, path, iteration, context.now());
    record(context, { ...result, status: 'skipped' });
    return;
  }
  const inner = step.type === 'if' ? [...step.then, ...step.else] : step.steps;
  for (const child of inner) recordSkipped(context, child, [...path, label], iteration);
}

function blankResult(
  context: RunContext,
  stepId: string,
  name: string,
  type: StepResult['type'],
  path: string[],
  iteration: number,
  started: number,
): StepResult {
  return {
    stepId,
    name,
    path,
    iteration,
    type,
    status: 'passed',
    request: null,
    response: null,
    error: null,
    assertions: [],
    extracted: [],
    console: [],
    startedMs: Math.round(started - context.startedAt),
    durationMs: 0,
  };
}

async function sleep(context: RunContext, ms: number): Promise<void> {
  if (ms <= 0) return;
  if (context.host.sleep) return context.host.sleep(ms, context.signal);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      context.signal.removeEventListener('abort', done);
      resolve();
    }
    context.signal.addEventListener('abort', done, { once: true });
  });
}

/** Runs a script in the host's sandbox, its variables taken back; null when there is none. */
async function script(
  context: RunContext,
  input: Omit<ScriptInput, 'variables'>,
  stepSettings: DebugSettings = REQUEST_DEFAULTS,
): Promise<ScriptResult | null> {
  if (!context.host.runScript) return null;
  const result = await context.host.runScript(
    { ...input, variables: context.scopes },
    scriptHostOf(context, sendSettingsOf(context, stepSettings)),
  );
  context.scopes = { ...result.variables };
  return result;
}

/**
 * pm.sendRequest in a run: through the host's own sender, as the run's steps send, and counted
 * in the run's totals and its budget (a script cannot send past the plan's limits by looping).
 * The step's TLS and redirect settings hold for what its scripts send.
 */
function scriptHostOf(context: RunContext, settings: RunnerSendSettings): ScriptHost {
  return {
    sendRequest: async (request, signal): Promise<ScriptSendOutcome> => {
      const spent = budgetSpent(context);
      if (spent !== null) return { ok: false, code: 'RUN_LIMIT', message: spent.reason };
      const totals = context.report.totals;
      totals.requests += 1;
      const outcome = await context.host.send(
        request,
        { type: 'none' },
        settings,
        AbortSignal.any([signal, context.signal]),
      );
      if (!outcome.ok) {
        totals.failedRequests += 1;
        return { ok: false, code: outcome.code, message: outcome.message };
      }
      const { response } = outcome;
      totals.bytesReceived += response.sizeBytes;
      return { ok: true, response: scriptResponseOf(response) };
    },
  };
}

/** A request's own settings where a step has none (a script step): a new request's. */
const REQUEST_DEFAULTS: DebugSettings = debugSettingsSchema.parse({});

/** How a step's requests go out: its own settings, within the scenario's time limit. */
function sendSettingsOf(context: RunContext, own: DebugSettings): RunnerSendSettings {
  return {
    timeoutMs: Math.min(own.timeoutMs, context.input.settings.timeoutMs),
    followRedirects: own.followRedirects,
    maxRedirects: own.maxRedirects,
    verifyTls: own.verifyTls,
  };
}

/** An answer as a script reads it (`pm.response`, a pm.sendRequest's response). */
function scriptResponseOf(response: TestResponse): ScriptResponse {
  return {
    code: response.status,
    status: response.statusText,
    headers: response.headers,
    bodyText: response.bodyText,
    responseTimeMs: response.timeMs,
    sizeBytes: response.sizeBytes,
  };
}

function testsOf(result: ScriptResult): AssertionResult[] {
  return result.tests.map((test) => ({
    id: null,
    name: test.name,
    passed: test.passed,
    actual: null,
    message: test.error ?? null,
  }));
}

function consoleOf(result: ScriptResult): string[] {
  return result.console.map((line) =>
    line.level === 'log' ? line.text : `${line.level}: ${line.text}`,
  );
}

const NO_SANDBOX = {
  code: 'SCRIPTS_UNAVAILABLE',
  message: 'Scripts cannot run here.',
};

async function runScriptStep(
  context: RunContext,
  stepId: string,
  name: string,
  code: string,
  path: string[],
  iteration: number,
): Promise<StepResult> {
  const result = blankResult(context, stepId, name, 'script', path, iteration, context.now());
  const ran = await script(context, { phase: 'pre-request', code, request: LENIENT_REQUEST });
  if (!ran) return { ...result, status: 'error', error: NO_SANDBOX };
  result.assertions = testsOf(ran);
  result.console = consoleOf(ran);
  if (ran.error) {
    return {
      ...result,
      status: 'error',
      error: { code: 'SCRIPT_FAILED', message: ran.error.message },
    };
  }
  return { ...result, status: result.assertions.every((a) => a.passed) ? 'passed' : 'failed' };
}

async function runRequest(
  context: RunContext,
  step: RequestStep,
  path: string[],
  iteration: number,
): Promise<StepResult> {
  const { host, input } = context;
  if (context.report.totals.requests > 0 && input.settings.delayMs > 0) {
    await sleep(context, input.settings.delayMs);
    checkGoing(context);
  }
  const result = blankResult(
    context,
    step.id,
    step.name || step.request.url,
    'request',
    path,
    iteration,
    context.now(),
  );
  const refused = host.stepProblem?.(step) ?? null;
  if (refused) return { ...result, status: 'error', error: refused };
  const request = step.request;
  let resolved = resolveRequest(request, context.scopes, host.resolveOptions);
  let outgoing = resolved.request;

  if (request.preRequestScript.trim() !== '') {
    const shown = outgoing ?? {
      ...LENIENT_REQUEST,
      method: request.method.toUpperCase(),
      url: request.url,
    };
    const ran = await script(
      context,
      { phase: 'pre-request', code: request.preRequestScript, request: shown },
      request.settings,
    );
    if (!ran) return { ...result, status: 'error', error: NO_SANDBOX };
    result.assertions.push(...testsOf(ran));
    result.console.push(...consoleOf(ran));
    if (ran.error) {
      const message = `The pre-request script stopped: ${ran.error.message}`;
      return { ...result, status: 'error', error: { code: 'SCRIPT_FAILED', message } };
    }
    resolved = resolveRequest(request, context.scopes, host.resolveOptions);
    outgoing = resolved.request && applyScriptChanges(resolved.request, shown, ran.request);
  }
  if (outgoing === null) {
    const problem = resolved.problems[0];
    const message = problem
      ? `${problem.message} (${problem.where})`
      : 'The request cannot be sent.';
    return {
      ...result,
      status: 'error',
      error: { code: problem?.code ?? 'INVALID_REQUEST', message },
    };
  }

  const totals = context.report.totals;
  totals.requests += 1;
  const outcome = await host.send(
    outgoing,
    resolved.auth,
    sendSettingsOf(context, request.settings),
    context.signal,
  );
  result.request = requestView(outcome.sent);
  if (!outcome.ok) {
    totals.failedRequests += 1;
    // A send cut off by a stop is the stop, not a failed request.
    checkGoing(context);
    return { ...result, status: 'error', error: { code: outcome.code, message: outcome.message } };
  }
  const response = outcome.response;
  totals.bytesReceived += response.sizeBytes;
  result.response = responseView(response);

  if (request.postResponseScript.trim() !== '') {
    const ran = await script(
      context,
      {
        phase: 'post-response',
        code: request.postResponseScript,
        request: outcome.sent,
        response: scriptResponseOf(response),
      },
      request.settings,
    );
    if (!ran) return { ...result, status: 'error', error: NO_SANDBOX };
    result.assertions.push(...testsOf(ran));
    result.console.push(...consoleOf(ran));
    if (ran.error) {
      const message = `The post-response script stopped: ${ran.error.message}`;
      return { ...result, status: 'error', error: { code: 'SCRIPT_FAILED', message } };
    }
  }

  const design = step.assertions.some((a) => a.enabled && a.source === 'design')
    ? ((await host.checkDesign?.(step, response)) ?? null)
    : null;
  const evaluated = await evaluate(context, {
    kind: 'step',
    extractions: step.extractions,
    assertions: step.assertions.filter((a) => a.enabled),
    response,
    scopes: context.scopes,
    design,
  });
  if ('failed' in evaluated) {
    return {
      ...result,
      status: 'error',
      error: { code: 'CHECK_FAILED', message: evaluated.failed },
    };
  }
  applyExtracted(context.scopes, evaluated.extracted);
  result.extracted = evaluated.extracted;
  result.assertions.push(...evaluated.assertions);
  return { ...result, status: result.assertions.every((a) => a.passed) ? 'passed' : 'failed' };
}

/**
 * Evaluation work, where the host runs it (the server: a worker thread) or here. A host that
 * could not run it (its threads busy past waiting, the work over its time) is the step's error;
 * a stop meanwhile is the run's end.
 */
async function evaluate<T extends EvaluationTask>(
  context: RunContext,
  task: T,
): Promise<EvaluationAnswer<T> | { failed: string }> {
  if (!context.host.evaluate) return evaluateTask(task);
  try {
    return await context.host.evaluate(task);
  } catch (error) {
    checkGoing(context);
    return { failed: `The step could not be checked: ${(error as Error).message}` };
  }
}
