import type { RunReport, RunSource, TestRunBudget } from '@heron/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { DebugDeps } from '../debug/index.js';
import type { LiveRuns } from './live-runs.js';

/** What the testing module's services need (issue 22). */
export interface TestingDeps {
  /** The debugger's sending pieces: a run sends as the debugger does. */
  debug: DebugDeps;
  /** The runs going on in this process. */
  live: LiveRuns;
  log: FastifyBaseLogger;
  /**
   * Replaces every plan's run budget, a performance run's shared one too (tests give a tiny
   * one); the plan's limits on users and duration still hold.
   */
  budget?: TestRunBudget | undefined;
  /**
   * The only server on its database (embedded PGlite: one process per data folder), so at start
   * every run still marked `running` was left by a stop; with PostgreSQL other servers may be
   * running theirs, and only runs whose heartbeat went quiet are.
   */
  isOnlyServer: boolean;
  /** Scheduled runs' notices go out by email. */
  messenger: Messenger;
  /** The web app's address, for links in emails. */
  publicUrl: string;
  /** Told of every run's end once its report is stored (the scheduler's notices). */
  onRunEnded?: (
    run: { runId: string; source: RunSource; scheduleId: string | null },
    report: RunReport,
  ) => Promise<void>;
}
