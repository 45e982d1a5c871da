import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  TEST_SCHEDULE,
  type FieldError,
  type TestSchedule,
  type TestScheduleBody,
} from '@heron/contract';
import { testRuns, testSchedules } from '../../db/schema/testing.js';
import { AppError } from '../../http/app-error.js';
import { projectMembersAmong, requireProject, type Db } from '../access/index.js';
import type { User } from '../auth/index.js';
import { loadSendingScope } from '../environments/index.js';
import { nextRunAfter, timingProblems } from './schedule-times.js';
import { findScenario } from './scenario-service.js';
import type { TestingDeps } from './testing-deps.js';

/**
 * A scenario's schedules (issue 22). Reading needs `test.view`; saving and deleting `test.run`,
 * since the schedule starts runs as the person who saved it last (its owner). Everything it
 * names is checked on save: its timing, its environment, and that the people it emails are
 * members of the project.
 */

type ScheduleRow = typeof testSchedules.$inferSelect;

function refuse(errors: FieldError[]): never {
  throw new AppError('VALIDATION_FAILED', {
    detail: errors.map((error) => `body${error.pointer}: ${error.message}`).join('; '),
    errors,
  });
}

/**
 * Its timing and environment, read before the save's transaction: the environment is another
 * module's, read through its own connection, which must not wait on this transaction.
 */
async function checkSettings(
  deps: TestingDeps,
  projectId: string,
  body: TestScheduleBody,
): Promise<void> {
  const problems = timingProblems(body);
  if (problems.length > 0) refuse(problems);
  if (body.environmentId === null) return;
  try {
    await loadSendingScope(deps.debug.env, projectId, body.environmentId);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    refuse([
      { in: 'body', pointer: '/environmentId', message: 'No such environment in this project' },
    ]);
  }
}

/** The people it emails must be on the project. */
async function checkNotified(db: Db, projectId: string, body: TestScheduleBody): Promise<void> {
  const wanted = [...new Set(body.notify)];
  if (wanted.length === 0) return;
  const members = new Set(
    (await projectMembersAmong(db, projectId, wanted)).map((member) => member.userId),
  );
  const strangers = body.notify
    .map((userId, index) => ({ userId, index }))
    .filter(({ userId }) => !members.has(userId));
  if (strangers.length > 0) {
    refuse(
      strangers.map(({ index }) => ({
        in: 'body',
        pointer: `/notify/${index}`,
        message: 'Not a member of this project',
      })),
    );
  }
}

async function lastRunsOf(db: Db, rows: ScheduleRow[]) {
  const ids = rows.map((row) => row.lastRunId).filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map<string, TestSchedule['lastRun']>();
  const runs = await db
    .select({ id: testRuns.id, status: testRuns.status, startedAt: testRuns.startedAt })
    .from(testRuns)
    .where(inArray(testRuns.id, ids));
  return new Map(
    runs.map((run) => [
      run.id,
      {
        id: run.id,
        status: run.status as NonNullable<TestSchedule['lastRun']>['status'],
        startedAt: run.startedAt.toISOString(),
      },
    ]),
  );
}

function scheduleOf(row: ScheduleRow, lastRun: TestSchedule['lastRun']): TestSchedule {
  return {
    id: row.id,
    projectId: row.projectId,
    scenarioId: row.scenarioId,
    kind: row.kind,
    cron: row.cron,
    intervalMinutes: row.intervalMinutes,
    timeZone: row.timeZone,
    environmentId: row.environmentId,
    enabled: row.enabled,
    notify: row.notify,
    language: row.language,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    lastRun,
    lastError: row.lastError,
    ownerId: row.ownerId,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function viewOf(db: Db, row: ScheduleRow): Promise<TestSchedule> {
  const lastRuns = await lastRunsOf(db, [row]);
  return scheduleOf(row, (row.lastRunId && lastRuns.get(row.lastRunId)) || null);
}

/** The stored fields of a body: the next run counted from now (none while disabled). */
function fieldsOf(body: TestScheduleBody, user: User, now: Date) {
  return {
    kind: body.kind,
    cron: body.kind === 'cron' ? body.cron : '',
    intervalMinutes: body.kind === 'interval' ? body.intervalMinutes : null,
    timeZone: body.timeZone,
    environmentId: body.environmentId,
    enabled: body.enabled,
    notify: [...new Set(body.notify)],
    language: body.language,
    nextRunAt: body.enabled ? nextRunAfter(body, now) : null,
    lastError: null,
    ownerId: user.id,
    updatedAt: now,
  };
}

export async function listSchedules(
  deps: TestingDeps,
  user: User,
  projectId: string,
  scenarioId: string,
): Promise<TestSchedule[]> {
  const { ctx } = deps.debug.env;
  await requireProject(ctx, ctx.db, user, projectId, 'test.view');
  await findScenario(ctx.db, projectId, scenarioId);
  const rows = await ctx.db
    .select()
    .from(testSchedules)
    .where(and(eq(testSchedules.projectId, projectId), eq(testSchedules.scenarioId, scenarioId)))
    .orderBy(asc(testSchedules.createdAt));
  const lastRuns = await lastRunsOf(ctx.db, rows);
  return rows.map((row) => scheduleOf(row, (row.lastRunId && lastRuns.get(row.lastRunId)) || null));
}

export async function createSchedule(
  deps: TestingDeps,
  user: User,
  projectId: string,
  scenarioId: string,
  body: TestScheduleBody,
): Promise<TestSchedule> {
  const { ctx } = deps.debug.env;
  await requireProject(ctx, ctx.db, user, projectId, 'test.run');
  await checkSettings(deps, projectId, body);
  return ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, user, projectId, 'test.run');
    // Locked: two saves at once cannot both pass the project's count.
    await findScenario(tx, projectId, scenarioId, true);
    await checkNotified(tx, projectId, body);
    const [held] = await tx
      .select({ value: count() })
      .from(testSchedules)
      .where(eq(testSchedules.projectId, projectId));
    if ((held?.value ?? 0) >= TEST_SCHEDULE.maxPerProject) {
      throw new AppError('CONFLICT', {
        detail: `A project has at most ${TEST_SCHEDULE.maxPerProject} schedules.`,
      });
    }
    const [row] = await tx
      .insert(testSchedules)
      .values({ projectId, scenarioId, ...fieldsOf(body, user, new Date()) })
      .returning();
    return scheduleOf(row!, null);
  });
}

async function findSchedule(db: Db, projectId: string, scheduleId: string): Promise<ScheduleRow> {
  const [row] = await db
    .select()
    .from(testSchedules)
    .where(and(eq(testSchedules.id, scheduleId), eq(testSchedules.projectId, projectId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No such test schedule in this project.' });
  return row;
}

export async function updateSchedule(
  deps: TestingDeps,
  user: User,
  projectId: string,
  scheduleId: string,
  body: TestScheduleBody & { baseVersion: number },
): Promise<TestSchedule> {
  const { ctx } = deps.debug.env;
  await requireProject(ctx, ctx.db, user, projectId, 'test.run');
  await checkSettings(deps, projectId, body);
  return ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, user, projectId, 'test.run');
    const row = await findSchedule(tx, projectId, scheduleId);
    if (row.version !== body.baseVersion) {
      throw new AppError('EDIT_CONFLICT', {
        detail: `The schedule is at version ${row.version}; this save started from ${body.baseVersion}.`,
      });
    }
    await checkNotified(tx, projectId, body);
    const [saved] = await tx
      .update(testSchedules)
      .set({ ...fieldsOf(body, user, new Date()), version: row.version + 1 })
      .where(eq(testSchedules.id, row.id))
      .returning();
    return viewOf(tx, saved!);
  });
}

export async function deleteSchedule(
  deps: TestingDeps,
  user: User,
  projectId: string,
  scheduleId: string,
): Promise<void> {
  const { ctx } = deps.debug.env;
  await ctx.db.transaction(async (tx) => {
    await requireProject(ctx, tx, user, projectId, 'test.run');
    const row = await findSchedule(tx, projectId, scheduleId);
    await tx.delete(testSchedules).where(eq(testSchedules.id, row.id));
  });
}
