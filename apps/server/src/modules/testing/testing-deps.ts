import type { TestRunBudget } from '@heron/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DebugDeps } from '../debug/index.js';
import type { LiveRuns } from './live-runs.js';

/** What the testing module's services need (issue 22). */
export interface TestingDeps {
  /** The debugger's sending pieces: a run sends as the debugger does. */
  debug: DebugDeps;
  /** The runs going on in this process. */
  live: LiveRuns;
  log: FastifyBaseLogger;
  /** Replaces every plan's run budget (tests give a tiny one). */
  budget?: TestRunBudget | undefined;
  /**
   * The only server on its database (embedded PGlite: one process per data folder), so at start
   * every run still marked `running` was left by a stop; with PostgreSQL other servers may be
   * running theirs, and only runs whose heartbeat went quiet are.
   */
  isOnlyServer: boolean;
}
