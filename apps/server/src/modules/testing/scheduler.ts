import { and, asc, eq, lte } from 'drizzle-orm';
import { SCHEDULE_OWNER_GONE, type RunReport, type RunStatus } from '@heron/contract';
import { testSchedules } from '../../db/schema/testing.js';
import { AppError } from '../../http/app-error.js';
import { projectMembersAmong } from '../access/index.js';
import { findUserById } from '../auth/index.js';
import { startRun } from './run-service.js';
import { scheduleNotice, type NoticeKind } from './schedule-notices.js';
import { nextRunAfter } from './schedule-times.js';
import type { TestingDeps } from './testing-deps.js';

/**
 * Starts the scheduled runs that are due (issue 22). Every server ticks; a due schedule is
 * claimed by moving its `next_run_at` on from the value read, in one conditional update, so
 * with several servers on one database only the server whose update changed the row starts the
 * run. A run is started as the schedule's owner, with their rights at that moment.
 */

/** How often a server looks for due schedules: a run starts at most this late. */
export const SCHEDULER_TICK_MS = 15_000;
/** Due schedules taken per tick; the rest wait for the next. */
const DUE_PER_TICK = 20;

const FAILING: readonly RunStatus[] = ['failed', 'error', 'interrupted'];

type ScheduleRow = typeof testSchedules.$inferSelect;

export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<number> | undefined;

  constructor(private readonly deps: TestingDeps) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), SCHEDULER_TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
  }

  /** Starts what is due now; the number of runs started. One tick at a time per server. */
  tick(now = new Date()): Promise<number> {
    this.ticking ??= this.startDue(now)
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'the test scheduler could not start due runs');
        return 0;
      })
      .finally(() => {
        this.ticking = undefined;
      });
    return this.ticking;
  }

  private async startDue(now: Date): Promise<number> {
    const { db } = this.deps.debug.env.ctx;
    const due = await db
      .select()
      .from(testSchedules)
      .where(and(eq(testSchedules.enabled, true), lte(testSchedules.nextRunAt, now)))
      .orderBy(asc(testSchedules.nextRunAt))
      .limit(DUE_PER_TICK);
    let started = 0;
    for (const row of due) {
      if (await this.claim(row, now)) {
        await this.fire(row);
        started += 1;
      }
    }
    return started;
  }

  /** True when this server moved the schedule on: the run is its to start. */
  private async claim(row: ScheduleRow, now: Date): Promise<boolean> {
    const { db } = this.deps.debug.env.ctx;
    const [claimed] = await db
      .update(testSchedules)
      .set({ nextRunAt: followingRun(row, now) })
      .where(
        and(
          eq(testSchedules.id, row.id),
          eq(testSchedules.enabled, true),
          eq(testSchedules.nextRunAt, row.nextRunAt!),
        ),
      )
      .returning({ id: testSchedules.id });
    return claimed !== undefined;
  }

  private async fire(row: ScheduleRow): Promise<void> {
    const { db } = this.deps.debug.env.ctx;
    const note = (fields: Partial<ScheduleRow>) =>
      db.update(testSchedules).set(fields).where(eq(testSchedules.id, row.id));
    const owner = row.ownerId ? await findUserById(db, row.ownerId) : undefined;
    if (!owner) {
      await note({ lastError: SCHEDULE_OWNER_GONE });
      return;
    }
    try {
      const { runId } = await startRun(
        this.deps,
        owner,
        row.projectId,
        row.scenarioId,
        { environmentId: row.environmentId },
        'schedule',
        row.id,
      );
      await note({ lastRunId: runId, lastError: null });
    } catch (error) {
      // Not started (the owner lost the right, two runs already going, the environment gone):
      // the schedule keeps why, as a code the reader's language can say, and tries again at its
      // next time.
      if (!(error instanceof AppError)) throw error;
      await note({ lastError: error.code });
    }
  }

  /**
   * A scheduled run ended: a failure after a pass (or a first failure) and a pass after a
   * failure email the people chosen; repeated failures do not. A stopped run changes nothing.
   */
  async runEnded(scheduleId: string, runId: string, report: RunReport): Promise<void> {
    if (report.status === 'stopped' || report.status === 'running') return;
    const { db } = this.deps.debug.env.ctx;
    // By the schedule's id, not its last run's: a quick run can end before that is written.
    const [row] = await db.select().from(testSchedules).where(eq(testSchedules.id, scheduleId));
    if (!row) return;
    const failing = FAILING.includes(report.status);
    const wasFailing = row.lastStatus !== null && FAILING.includes(row.lastStatus as RunStatus);
    await db
      .update(testSchedules)
      .set({ lastStatus: report.status, lastRunId: runId })
      .where(eq(testSchedules.id, row.id));
    const kind: NoticeKind | null =
      failing && !wasFailing ? 'failed' : !failing && wasFailing ? 'recovered' : null;
    if (kind) await this.notify(row, kind, report);
  }

  private async notify(row: ScheduleRow, kind: NoticeKind, report: RunReport): Promise<void> {
    const { db } = this.deps.debug.env.ctx;
    const link = new URL(`/project/${row.projectId}/tests`, this.deps.publicUrl);
    link.searchParams.set('scenario', row.scenarioId);
    const mail = scheduleNotice(kind, row.language, {
      scenarioName: report.name,
      reason: report.reason,
      totals: report.totals,
      link: link.toString(),
    });
    // Only people still on the project hear of it.
    const members = await projectMembersAmong(db, row.projectId, row.notify);
    for (const { userId } of members) {
      const person = await findUserById(db, userId);
      if (!person?.email) continue;
      try {
        await this.deps.messenger.sendEmail({ to: person.email, ...mail });
      } catch (error) {
        this.deps.log.warn(
          { err: error, scheduleId: row.id },
          'a test schedule notice was not sent',
        );
      }
    }
  }
}

/**
 * The time after a due one: the next cron time after now, or N minutes after the time that was
 * due (after now when the server was away longer, so missed runs are not caught up all at once).
 */
function followingRun(row: ScheduleRow, now: Date): Date | null {
  if (row.kind === 'interval' && row.nextRunAt) {
    const next = nextRunAfter(row, row.nextRunAt);
    if (next && next > now) return next;
  }
  return nextRunAfter(row, now);
}
