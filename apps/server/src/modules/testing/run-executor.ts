import {
  runEnd,
  type RunReport,
  type RunSource,
  type ScenarioBody,
  type StepResult,
  type TestRunBudget,
} from '@heron/contract';
import { runScenario } from '@heron/engine';
import { saveRunValues } from '../environments/index.js';
import { keptStep, REPORT_KEPT_BODY_CHARS } from './kept-step.js';
import { LiveRun } from './live-runs.js';
import { createRunHost } from './run-host.js';
import type { RunPlan } from './run-plan.js';
import { RunWriter } from './run-writer.js';
import type { TestingDeps } from './testing-deps.js';

/**
 * Runs a scenario in the background once its row is written (issue 22). Each step, as it ends,
 * is masked, published to whoever watches the run and queued for the next batch write; the end
 * stores the whole report, then writes back what the run extracted into the environment or the
 * project's variables. Nothing a step does can throw out of here: a fault of the server ends the
 * run `error`, and a server stopping ends it `interrupted`.
 */

export interface RunToLaunch {
  runId: string;
  projectId: string;
  scenarioId: string;
  environmentId: string | null;
  /** Whose run: their OAuth tokens and their turn on the worker threads. */
  userId: string;
  scenario: ScenarioBody;
  plan: RunPlan;
  budget: TestRunBudget;
  startedAt: Date;
  source: RunSource;
  scheduleId: string | null;
}

/** Starts the run and returns at once; `finished` on the result settles when it is stored. */
export function launchRun(deps: TestingDeps, run: RunToLaunch): LiveRun {
  const live = new LiveRun({
    id: run.runId,
    projectId: run.projectId,
    scenarioId: run.scenarioId,
    startedAt: performance.now(),
  });
  deps.live.add(live);
  live.finished = execute(deps, live, run)
    .catch((error: unknown) => deps.log.error({ err: error, runId: run.runId }, 'test run failed'))
    .finally(() => deps.live.remove(run.runId));
  return live;
}

async function execute(deps: TestingDeps, live: LiveRun, run: RunToLaunch): Promise<void> {
  const writer = new RunWriter({
    db: deps.debug.env.ctx.db,
    runId: run.runId,
    log: deps.log,
    totals: () => live.totals(),
    onStopRequested: () => live.stop('stopped'),
    onGone: () => live.stop('deleted'),
  });
  const allowance = { chars: REPORT_KEPT_BODY_CHARS };
  const extracted = { environment: new Map<string, string>(), project: new Map<string, string>() };
  let report: RunReport;
  try {
    const outcome = await runScenario(
      createRunHost({
        debug: deps.debug,
        projectId: run.projectId,
        userId: run.userId,
        plan: run.plan,
        budget: run.budget,
        signal: live.controller.signal,
      }),
      {
        name: run.scenario.name,
        environmentName: run.plan.environmentName,
        settings: run.scenario.settings,
        steps: run.plan.steps,
        variables: { ...run.plan.variables, globals: {} },
        budget: run.budget,
        signal: live.controller.signal,
        startedAt: run.startedAt.toISOString(),
        onEvent: (event) => {
          // `done` is published once the report is stored, so a watcher that reads the run
          // after it finds it finished.
          if (event.type === 'done') return;
          if (event.type === 'iteration') return live.publish(event);
          // A scenario's run reports no seconds: those are a performance run's.
          if (event.type !== 'step') return;
          noteExtracted(event.result, extracted);
          const kept = keptStep(event.result, run.plan.secrets, allowance);
          live.publish({ type: 'step', result: kept });
          writer.add(kept);
        },
      },
    );
    report = outcome.report;
  } catch (error) {
    deps.log.error({ err: error, runId: run.runId }, 'a test run broke');
    report = {
      name: run.scenario.name,
      environment: run.plan.environmentName,
      status: 'error',
      ...runEnd('SERVER_FAULT'),
      startedAt: run.startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      iterations: 0,
      totals: live.totals(),
      steps: [],
    };
  }
  // The report keeps the steps as they were published: masked, their bodies within the allowance.
  report = { ...report, steps: live.steps };
  if (live.stopReason === 'interrupted') {
    report = {
      ...report,
      status: 'interrupted',
      ...runEnd('INTERRUPTED'),
    };
  }
  await writer.finish(report);
  if (live.stopReason !== 'deleted') await keepExtracted(deps, run, extracted);
  live.publish({ type: 'done', report });
  await deps
    .onRunEnded?.(run, report)
    .catch((error: unknown) =>
      deps.log.warn({ err: error, runId: run.runId }, 'the end of a test run was not handled'),
    );
}

/**
 * Values extracted into the environment or the project's variables, the last of each name: kept
 * after the run. A value not found unsets the run's variable but leaves the stored one alone.
 */
function noteExtracted(
  result: StepResult,
  into: { environment: Map<string, string>; project: Map<string, string> },
): void {
  for (const { variable, scope, value } of result.extracted) {
    if (scope === 'run') continue;
    const target = scope === 'environment' ? into.environment : into.project;
    if (value === null) target.delete(variable);
    else target.set(variable, value);
  }
}

async function keepExtracted(
  deps: TestingDeps,
  run: RunToLaunch,
  extracted: { environment: Map<string, string>; project: Map<string, string> },
): Promise<void> {
  try {
    await saveRunValues(
      deps.debug.env,
      run.projectId,
      run.environmentId,
      {
        environment: Object.fromEntries(extracted.environment),
        project: Object.fromEntries(extracted.project),
      },
      run.userId,
    );
  } catch (error) {
    deps.log.warn(
      { err: error, runId: run.runId },
      'a test run could not keep its extracted values',
    );
  }
}
