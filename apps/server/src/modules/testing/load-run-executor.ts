import {
  runEnd,
  type LoadSettings,
  type LoadSummary,
  type RunReport,
  type ScenarioBody,
  type TestRunBudget,
} from '@heron/contract';
import { evaluateTask, runLoad, type RunnerHost } from '@heron/engine';
import { maskText } from '../debug/index.js';
import { LiveRun } from './live-runs.js';
import { LoadProgress, loadTotalsOf } from './load-progress.js';
import { LoadRunWriter } from './load-run-writer.js';
import { createRunHost } from './run-host.js';
import type { RunPlan } from './run-plan.js';
import type { TestingDeps } from './testing-deps.js';

/**
 * Runs a performance run in the background once its row is written (issue 22). Every request
 * goes through the run host (the guarded sender under the address policy; scripts and checks on
 * the worker threads), its budget shared by all users. No exchange is kept: each second is
 * published and appended to the row as it ends, and the end stores the summary. A fault of the
 * server ends the run `error`; a server stopping ends it `interrupted`.
 */

export interface LoadRunToLaunch {
  runId: string;
  projectId: string;
  scenarioId: string;
  /** Whose run: their OAuth tokens and their turn on the worker threads. */
  userId: string;
  scenario: ScenarioBody;
  plan: RunPlan;
  budget: TestRunBudget;
  load: LoadSettings;
  /** The report as stored at the start (no steps: a performance run keeps none). */
  header: RunReport;
}

/**
 * Evaluations of one run on the worker threads at once. The lane lets an owner queue only a few
 * tasks (WORKER_QUEUE_MAX / 4) and refuses the rest; a hundred users would mostly be refused and
 * wait out retries. In line here they wait their turn instead, and two runs of one person still
 * fit in the owner's share.
 */
const EVALUATIONS_AT_ONCE = 4;

/** Starts the run and returns at once; `finished` on the result settles when it is stored. */
export function launchLoadRun(deps: TestingDeps, run: LoadRunToLaunch): LiveRun {
  const live = new LiveRun({
    id: run.runId,
    projectId: run.projectId,
    scenarioId: run.scenarioId,
    startedAt: performance.now(),
  });
  live.load = new LoadProgress(run.load, run.header.startedAt, live.info.startedAt);
  deps.live.add(live);
  live.finished = execute(deps, live, run)
    .catch((error: unknown) =>
      deps.log.error({ err: error, runId: run.runId }, 'a performance run failed'),
    )
    .finally(() => deps.live.remove(run.runId));
  return live;
}

async function execute(deps: TestingDeps, live: LiveRun, run: LoadRunToLaunch): Promise<void> {
  const progress = live.load!;
  const writer = new LoadRunWriter({
    db: deps.debug.env.ctx.db,
    runId: run.runId,
    log: deps.log,
    brief: () => progress.brief(),
    onStopRequested: () => live.stop('stopped'),
    onGone: () => live.stop('deleted'),
  });
  let summary: LoadSummary;
  try {
    const host = createRunHost({
      debug: deps.debug,
      projectId: run.projectId,
      userId: run.userId,
      plan: run.plan,
      budget: run.budget,
      signal: live.controller.signal,
    });
    summary = await runLoad(loadHostOf(host), {
      name: run.scenario.name,
      environmentName: run.plan.environmentName,
      settings: run.scenario.settings,
      steps: run.plan.steps,
      variables: { ...run.plan.variables, globals: {} },
      budget: run.budget,
      signal: live.controller.signal,
      startedAt: run.header.startedAt,
      load: run.load,
      onSecond: (second) => {
        live.publish({ type: 'second', second });
        writer.add(second);
      },
    });
  } catch (error) {
    deps.log.error({ err: error, runId: run.runId }, 'a performance run broke');
    summary = {
      ...progress.summary(),
      status: 'error',
      ...runEnd('SERVER_FAULT'),
    };
  }
  summary = masked(summary, run.plan.secrets);
  if (live.stopReason === 'interrupted') {
    summary = {
      ...summary,
      status: 'interrupted',
      ...runEnd('INTERRUPTED'),
    };
  }
  const report: RunReport = {
    ...run.header,
    status: summary.status,
    reason: summary.reason,
    ended: summary.ended ?? null,
    finishedAt: new Date().toISOString(),
    iterations: summary.iterations,
    totals: loadTotalsOf(summary),
  };
  await writer.finish(report, summary);
  live.publish({ type: 'done', report, load: summary });
}

/**
 * The run host as a performance run uses it. A request step with nothing to extract or assert
 * has nothing to evaluate, so it does not take a turn on the worker threads; the rest wait in
 * line, EVALUATIONS_AT_ONCE at a time.
 */
function loadHostOf(host: RunnerHost): RunnerHost {
  const evaluate = host.evaluate;
  if (!evaluate) return host;
  const line = new Line(EVALUATIONS_AT_ONCE);
  return {
    ...host,
    evaluate: (task) => {
      if (task.kind === 'step' && task.extractions.length === 0 && task.assertions.length === 0) {
        return Promise.resolve(evaluateTask(task));
      }
      return line.run(() => evaluate(task));
    },
  };
}

/** At most `size` tasks at once; the others wait in order. */
class Line {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.size) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await task();
    } finally {
      // The place goes to the next in line as it is, or is given back.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/** A step's first error can quote a secret (an assertion's expected value): masked as reports are. */
function masked(summary: LoadSummary, secrets: readonly string[]): LoadSummary {
  if (secrets.length === 0) return summary;
  return {
    ...summary,
    reason: summary.reason === null ? null : maskText(summary.reason, secrets),
    steps: summary.steps.map((step) => ({
      ...step,
      name: maskText(step.name, secrets),
      firstError: step.firstError === null ? null : maskText(step.firstError, secrets),
    })),
  };
}
