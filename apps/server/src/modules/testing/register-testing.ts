import type { TestRunBudget } from '@heron/contract';
import type { FastifyInstance } from 'fastify';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { DebugDeps } from '../debug/index.js';
import { LiveRuns } from './live-runs.js';
import { Scheduler } from './scheduler.js';
import { markInterruptedRuns, RUN_STALE_MS, STALE_SWEEP_MS } from './stale-runs.js';
import { testingRoutes } from './testing-routes.js';
import type { TestingDeps } from './testing-deps.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The test scheduler of this server: tests tick it by hand. */
    testScheduler: Scheduler;
  }
}

export interface TestingOptions {
  /** A run sends, scripts and checks through the debugger's pieces. */
  debug: DebugDeps;
  /** See TestingDeps.isOnlyServer. */
  isOnlyServer: boolean;
  /** Replaces every plan's run budget (tests). */
  budget?: TestRunBudget | undefined;
  messenger: Messenger;
  publicUrl: string;
  /** Off: schedules run only when a test ticks the scheduler (`app.testScheduler`). */
  scheduleTicks?: boolean;
}

/** How long a stopping server waits for its runs to store their reports. */
const SHUTDOWN_WAIT_MS = 5_000;

/**
 * The testing module (issue 22): its routes, and the work around the server's life. At start,
 * runs a stopped server left `running` end `interrupted`; while the server runs, runs left by
 * another server that stopped are found the same way every minute; when it stops, its own runs
 * end `interrupted` with what they finished.
 */
export async function registerTesting(app: FastifyInstance, options: TestingOptions) {
  const deps: TestingDeps = {
    debug: options.debug,
    live: new LiveRuns(),
    log: app.log,
    budget: options.budget,
    isOnlyServer: options.isOnlyServer,
    messenger: options.messenger,
    publicUrl: options.publicUrl,
  };
  const scheduler = new Scheduler(deps);
  deps.onRunEnded = async (run, report) => {
    if (run.scheduleId) await scheduler.runEnded(run.scheduleId, run.runId, report);
  };
  app.decorate('testScheduler', scheduler);
  const { db } = options.debug.env.ctx;
  await app.register(testingRoutes, deps);

  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // No run of this process has started yet: on the only server, every `running` one is left over.
    const marked = await markInterruptedRuns(db, deps.isOnlyServer ? 0 : RUN_STALE_MS);
    if (marked > 0) app.log.info(`${marked} test runs left by a stopped server ended interrupted`);
    sweep = setInterval(() => {
      markInterruptedRuns(db, RUN_STALE_MS).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the sweep of left-behind test runs failed'),
      );
    }, STALE_SWEEP_MS);
    sweep.unref();
    if (options.scheduleTicks !== false) scheduler.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await scheduler.stop();
    await deps.live.stopAll(SHUTDOWN_WAIT_MS);
  });
}
