import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { RUN_STATUSES } from '../testing/run-report.js';
import { idSchema } from './workspace-common.js';

/**
 * Scheduled test runs (issue 22): a scenario runs by a cron expression or every N minutes, in a
 * time zone, with an environment; a failure, and the recovery after it, email the people chosen.
 * Reading needs `test.view`; saving `test.run`, since a schedule starts runs as the person who
 * saved it last.
 */

export const SCHEDULE_KINDS = ['cron', 'interval'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const TEST_SCHEDULE = {
  /** Runs at most this often, whichever way the schedule is written. */
  minIntervalMinutes: 5,
  /** "Every N minutes" up to a week. */
  maxIntervalMinutes: 7 * 24 * 60,
  maxPerProject: 20,
  maxNotified: 20,
} as const;

export const testScheduleParams = z.object({ projectId: idSchema, scheduleId: idSchema });

const scheduleFields = z.object({
  kind: z.enum(SCHEDULE_KINDS),
  /** Five fields (minute hour day month weekday), e.g. `0 9 * * 1-5`; empty for `interval`. */
  cron: z.string().trim().max(120).default(''),
  intervalMinutes: z
    .number()
    .int()
    .min(TEST_SCHEDULE.minIntervalMinutes)
    .max(TEST_SCHEDULE.maxIntervalMinutes)
    .nullable()
    .default(null),
  /** An IANA time zone (`Asia/Shanghai`); the cron expression is read in it. */
  timeZone: z.string().trim().min(1).max(64).default('UTC'),
  environmentId: idSchema.nullable().default(null),
  enabled: z.boolean().default(true),
  /** Members of the project emailed when a run fails and when the next one passes again. */
  notify: z.array(idSchema).max(TEST_SCHEDULE.maxNotified).default([]),
  /** The language of those emails. */
  language: z.enum(LANGUAGES).default('en'),
});

/** The field a kind needs: a cron expression, or the minutes between runs. */
function requireTiming(
  body: { kind: ScheduleKind; cron: string; intervalMinutes: number | null },
  ctx: z.RefinementCtx,
): void {
  if (body.kind === 'cron' && body.cron === '') {
    ctx.addIssue({ code: 'custom', path: ['cron'], message: 'A cron expression is required' });
  }
  if (body.kind === 'interval' && body.intervalMinutes === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['intervalMinutes'],
      message: 'The number of minutes is required',
    });
  }
}

export const testScheduleBody = scheduleFields.superRefine(requireTiming);
export type TestScheduleBody = z.output<typeof testScheduleBody>;

export const updateTestScheduleBody = scheduleFields
  .extend({ baseVersion: z.number().int().min(1) })
  .superRefine(requireTiming);

export const testScheduleSchema = z
  .object({
    id: idSchema,
    projectId: idSchema,
    scenarioId: idSchema,
    kind: z.enum(SCHEDULE_KINDS),
    cron: z.string(),
    intervalMinutes: z.number().int().nullable(),
    timeZone: z.string(),
    environmentId: idSchema.nullable(),
    enabled: z.boolean(),
    notify: z.array(idSchema),
    language: z.enum(LANGUAGES),
    /** When it runs next; null while disabled. */
    nextRunAt: z.string().nullable(),
    lastRun: z
      .object({ id: idSchema, status: z.enum(RUN_STATUSES), startedAt: z.string() })
      .nullable(),
    /**
     * Why the last time it was due did not start a run, as a code: an API error code (the
     * owner lost the right: PERMISSION_DENIED, say) or SCHEDULE_OWNER_GONE. Null after a run.
     */
    lastError: z.string().nullable(),
    /** Whose runs it starts: the person who saved it last. */
    ownerId: idSchema.nullable(),
    version: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TestSchedule' });
export type TestSchedule = z.infer<typeof testScheduleSchema>;

/** A schedule's `lastError` when the person who saved it no longer has an account. */
export const SCHEDULE_OWNER_GONE = 'SCHEDULE_OWNER_GONE';

export const testScheduleListSchema = z
  .object({ items: z.array(testScheduleSchema) })
  .meta({ id: 'TestScheduleList' });
