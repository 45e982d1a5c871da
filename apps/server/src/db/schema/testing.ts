import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Language,
  LoadSummary,
  RunKind,
  RunReport,
  RunTotals,
  ScenarioSettings,
  ScheduleKind,
  StepResult,
  TestStep,
} from '@heron/contract';
import { projects } from './access.js';
import { users } from './auth.js';
import { environments } from './environments.js';

/**
 * The testing module's tables (issue 22): a project's test scenarios, their runs, the steps a
 * run in progress has finished, and the scenarios' schedules.
 */

/** A scenario: its settings and steps as the contract shapes them (`ScenarioBody`). */
export const testScenarios = pgTable(
  'test_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    settings: jsonb('settings').$type<ScenarioSettings>().notNull(),
    steps: jsonb('steps').$type<TestStep[]>().notNull(),
    /** Steps counted through every group, condition and loop: the list shows it unread. */
    stepCount: integer('step_count').notNull().default(0),
    /** Saves name the version they started from (EDIT_CONFLICT otherwise). */
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_scenarios_project_idx').on(t.projectId, t.createdAt)],
);

/**
 * One run of a scenario. `report` is the whole RunReport once the run has ended; while it runs it
 * holds the report without its steps, which are in `test_run_steps` until the end (appending to
 * one growing JSON value would rewrite it at every write). A performance run (`kind` `load`)
 * keeps no steps: its report is the header with the totals, and `load` its LoadSummary (while it
 * runs: its settings and the seconds that have ended, appended each second).
 */
export const testRuns = pgTable(
  'test_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => testScenarios.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** `ui`, `api`, `schedule` or `cli` (RUN_SOURCES). */
    source: text('source').notNull(),
    /** RUN_KINDS: `functional`, or `load` for a performance run. */
    kind: text('kind').$type<RunKind>().notNull().default('functional'),
    environmentId: uuid('environment_id').references(() => environments.id, {
      onDelete: 'set null',
    }),
    /** RUN_STATUSES. */
    status: text('status').notNull(),
    reason: text('reason'),
    totals: jsonb('totals').$type<RunTotals>().notNull(),
    report: jsonb('report').$type<RunReport>().notNull(),
    /** A performance run's summary; null for a functional run. */
    load: jsonb('load').$type<LoadSummary>(),
    /** A stop asked on a server other than the one running it; the runner reads it as it writes. */
    stopRequested: boolean('stop_requested').notNull().default(false),
    /**
     * Written with every batch of steps and at least every few seconds while the run goes: a
     * `running` run whose heartbeat is old was left by a server that stopped.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('test_runs_scenario_idx').on(t.scenarioId, t.startedAt.desc()),
    // The runs going now, counted at every start (two at once per person and per project).
    index('test_runs_running_project_idx')
      .on(t.projectId)
      .where(sql`${t.status} = 'running'`),
    index('test_runs_running_person_idx')
      .on(t.startedBy)
      .where(sql`${t.status} = 'running'`),
  ],
);

/** The steps of a run in progress, in the order they ended; moved into the report at its end. */
export const testRunSteps = pgTable(
  'test_run_steps',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => testRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    result: jsonb('result').$type<StepResult>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.seq] })],
);

/**
 * A scenario's schedules (issue 22). `next_run_at` is also the claim: a server starts a due run
 * only if its update moving `next_run_at` on from the value it read changes the row, so with
 * several servers on one database each scheduled run happens once.
 */
export const testSchedules = pgTable(
  'test_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => testScenarios.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ScheduleKind>().notNull(),
    cron: text('cron').notNull().default(''),
    intervalMinutes: integer('interval_minutes'),
    timeZone: text('time_zone').notNull(),
    environmentId: uuid('environment_id').references(() => environments.id, {
      onDelete: 'set null',
    }),
    enabled: boolean('enabled').notNull().default(true),
    /** User ids emailed on a failure and on the recovery after it. */
    notify: jsonb('notify').$type<string[]>().notNull(),
    language: text('language').$type<Language>().notNull(),
    /** Null while disabled. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunId: uuid('last_run_id').references(() => testRuns.id, { onDelete: 'set null' }),
    /** The status the last notice was decided on: a failure mails once, until a pass. */
    lastStatus: text('last_status'),
    lastError: text('last_error'),
    /** Whose runs it starts: the person who saved it last. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('test_schedules_scenario_idx').on(t.scenarioId, t.createdAt),
    // What every server's tick reads: the enabled schedules that are due.
    index('test_schedules_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.enabled}`),
  ],
);
