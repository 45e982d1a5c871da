import { eq, sql } from 'drizzle-orm';
import type { RunReport, RunTotals, StepResult } from '@heron/contract';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf } from '../../db/raw-rows.js';
import type { Database } from '../../db/client.js';
import { testRunSteps, testRuns } from '../../db/schema/testing.js';

/**
 * Writes a run as it goes (issue 22) without a database round trip per request: finished steps
 * wait in memory and go out together, at most every FLUSH_MS (or at once when BATCH_STEPS are
 * waiting), in one statement that also beats the run's heartbeat and reads whether a stop was
 * asked on another server. While nothing ends (a long wait step), the heartbeat still goes every
 * HEARTBEAT_MS. The end writes the whole report and drops the step rows, in one transaction.
 */

const FLUSH_MS = 1_000;
const BATCH_STEPS = 200;
export const HEARTBEAT_MS = 15_000;

export interface RunWriterOptions {
  db: Database;
  runId: string;
  log: FastifyBaseLogger;
  /** The totals to store with each batch (a reader of the row sees them grow). */
  totals: () => RunTotals;
  /** A stop was asked through the row (from another server). */
  onStopRequested: () => void;
  /** The row is gone (its scenario was deleted): nothing more can be written. */
  onGone: () => void;
}

export class RunWriter {
  #pending: StepResult[] = [];
  #seq = 0;
  #timer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout;
  /** The flush in progress: one at a time, in order. */
  #writing: Promise<void> = Promise.resolve();
  #isGone = false;

  constructor(private readonly options: RunWriterOptions) {
    this.#heartbeat = setInterval(() => this.#flushSoon(0), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  add(step: StepResult): void {
    this.#pending.push(step);
    this.#flushSoon(this.#pending.length >= BATCH_STEPS ? 0 : FLUSH_MS);
  }

  #flushSoon(delayMs: number): void {
    if (this.#timer && delayMs > 0) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#writing = this.#writing.then(() => this.#flush());
    }, delayMs);
    this.#timer.unref();
  }

  async #flush(): Promise<void> {
    if (this.#isGone) return;
    const batch = this.#pending.map((result) => ({ seq: this.#seq++, result }));
    this.#pending = [];
    const { db, runId } = this.options;
    try {
      const rows = await rowsOf<{ stop_requested: boolean }>(
        db,
        sql`with added as (
          insert into test_run_steps (run_id, seq, result)
          select ${runId}::uuid, (item ->> 'seq')::int, item -> 'result'
          from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as item
        )
        update test_runs
        set heartbeat_at = now(), totals = ${JSON.stringify(this.options.totals())}::jsonb
        where id = ${runId}::uuid and status = 'running'
        returning stop_requested`,
      );
      if (rows.length === 0) return this.#gone();
      if (rows[0]!.stop_requested) this.options.onStopRequested();
    } catch (error) {
      // The row went with its scenario (the steps' foreign key), or the database is closing.
      this.options.log.warn({ err: error, runId }, 'a test run could not write its steps');
      this.#gone();
    }
  }

  #gone(): void {
    if (this.#isGone) return;
    this.#isGone = true;
    this.options.onGone();
  }

  /**
   * Stores the finished report (it holds every step, so what still waits is not written) and
   * drops the step rows. Only a row still `running` is ended: one marked `interrupted` meanwhile
   * by another server keeps that word.
   */
  async finish(report: RunReport): Promise<void> {
    clearInterval(this.#heartbeat);
    clearTimeout(this.#timer);
    this.#pending = [];
    await this.#writing;
    if (this.#isGone) return;
    const { db, runId } = this.options;
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(testRuns)
          .set({
            status: report.status,
            reason: report.reason,
            totals: report.totals,
            report,
            heartbeatAt: new Date(),
            finishedAt: report.finishedAt ? new Date(report.finishedAt) : new Date(),
          })
          .where(sql`${testRuns.id} = ${runId} and ${testRuns.status} = 'running'`);
        await tx.delete(testRunSteps).where(eq(testRunSteps.runId, runId));
      });
    } catch (error) {
      this.options.log.warn({ err: error, runId }, 'a test run could not store its report');
    }
  }
}
