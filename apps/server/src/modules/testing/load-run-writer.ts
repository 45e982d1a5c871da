import { sql } from 'drizzle-orm';
import type { LoadRunBrief, LoadSecond, LoadSummary, RunReport } from '@heron/contract';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf } from '../../db/raw-rows.js';
import type { Database } from '../../db/client.js';
import { testRuns } from '../../db/schema/testing.js';
import { loadTotalsOf } from './load-progress.js';
import { HEARTBEAT_MS } from './run-writer.js';

/**
 * Writes a performance run as it goes (issue 22): never a round trip per request. Each second
 * that ends is appended to the row's summary in one statement, which also beats the run's
 * heartbeat and reads whether a stop was asked on another server; a follower on another server
 * reads the seconds from there. A ramp-up leaves no second unreported, but the heartbeat also
 * goes every HEARTBEAT_MS on its own. The end stores the summary and the report's header.
 */

export interface LoadRunWriterOptions {
  db: Database;
  runId: string;
  log: FastifyBaseLogger;
  /** The figures so far, stored beside the seconds. */
  brief: () => LoadRunBrief;
  /** A stop was asked through the row (from another server). */
  onStopRequested: () => void;
  /** The row is gone (its scenario was deleted): nothing more can be written. */
  onGone: () => void;
}

export class LoadRunWriter {
  #pending: LoadSecond[] = [];
  #heartbeat: NodeJS.Timeout;
  /** The write in progress: one at a time, in order. */
  #writing: Promise<void> = Promise.resolve();
  #isGone = false;

  constructor(private readonly options: LoadRunWriterOptions) {
    this.#heartbeat = setInterval(() => this.#writeSoon(), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  add(second: LoadSecond): void {
    this.#pending.push(second);
    this.#writeSoon();
  }

  #writeSoon(): void {
    this.#writing = this.#writing.then(() => this.#write());
  }

  async #write(): Promise<void> {
    if (this.#isGone) return;
    const seconds = this.#pending;
    this.#pending = [];
    const { db, runId } = this.options;
    const brief = this.options.brief();
    try {
      const rows = await rowsOf<{ stop_requested: boolean }>(
        db,
        sql`update test_runs
        set heartbeat_at = now(),
            totals = ${JSON.stringify(loadTotalsOf(brief))}::jsonb,
            load = ${JSON.stringify(brief)}::jsonb || jsonb_build_object(
              'seconds', coalesce(load -> 'seconds', '[]'::jsonb) || ${JSON.stringify(seconds)}::jsonb,
              'steps', '[]'::jsonb)
        where id = ${runId}::uuid and status = 'running'
        returning stop_requested`,
      );
      if (rows.length === 0) return this.#gone();
      if (rows[0]!.stop_requested) this.options.onStopRequested();
    } catch (error) {
      this.options.log.warn({ err: error, runId }, 'a performance run could not write its seconds');
      this.#gone();
    }
  }

  #gone(): void {
    if (this.#isGone) return;
    this.#isGone = true;
    this.options.onGone();
  }

  /**
   * Stores the summary and the report's header. Only a row still `running` is ended: one marked
   * `interrupted` meanwhile by another server keeps that word.
   */
  async finish(report: RunReport, summary: LoadSummary): Promise<void> {
    clearInterval(this.#heartbeat);
    this.#pending = [];
    await this.#writing;
    if (this.#isGone) return;
    const { db, runId } = this.options;
    try {
      await db
        .update(testRuns)
        .set({
          status: report.status,
          reason: report.reason,
          totals: report.totals,
          report,
          load: summary,
          heartbeatAt: new Date(),
          finishedAt: report.finishedAt ? new Date(report.finishedAt) : new Date(),
        })
        .where(sql`${testRuns.id} = ${runId} and ${testRuns.status} = 'running'`);
    } catch (error) {
      this.options.log.warn({ err: error, runId }, 'a performance run could not store its summary');
    }
  }
}
