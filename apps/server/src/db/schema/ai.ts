import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { projects, teams } from './access.js';
import { users } from './auth.js';
import { designItems } from './design.js';
import { testScenarios } from './testing.js';

/**
 * The AI module's tables (issue 24): runs of AI annotation, and the values they proposed until a
 * person accepts or rejects each.
 */

/**
 * One AI annotation run. Its plan (the item ids of each call, fixed at the start) and the calls
 * done are kept as it goes, so a run a stopped server left behind goes on from where it was.
 */
export const aiRuns = pgTable(
  'ai_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The project's team, whose points are spent first. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `annotate`. */
    kind: text('kind').notNull(),
    /** running | done | failed | stopped | interrupted */
    status: text('status').notNull().default('running'),
    language: text('language').notNull(),
    plan: jsonb('plan').$type<string[][]>().notNull(),
    done: integer('done').notNull().default(0),
    estimatedPoints: integer('estimated_points').notNull(),
    tokensUsed: integer('tokens_used').notNull().default(0),
    chargedPoints: integer('charged_points').notNull().default(0),
    /** False on a team's own model key: nothing is charged. */
    chargesPoints: boolean('charges_points').notNull().default(true),
    /**
     * Test generation: the scenario its accepted cases were written to, so cases accepted later
     * are added to it rather than to a new one.
     */
    scenarioId: uuid('scenario_id').references(() => testScenarios.id, { onDelete: 'set null' }),
    /** Why it ended before its work did: `{ code }`. */
    ended: jsonb('ended').$type<{ code: string }>(),
    idempotencyKey: text('idempotency_key').notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ai_runs_key_unique').on(t.projectId, t.idempotencyKey),
    index('ai_runs_project_idx').on(t.projectId, t.createdAt),
    // One run going per project at a time: two starts at once cannot both pass.
    uniqueIndex('ai_runs_one_running')
      .on(t.projectId)
      .where(sql`${t.status} = 'running'`),
  ],
);

/** A value a run proposed for one place of one item, and what the review made of it. */
export const aiProposals = pgTable(
  'ai_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => aiRuns.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => designItems.id, { onDelete: 'cascade' }),
    pointer: text('pointer').notNull(),
    /** summary | description | example */
    kind: text('kind').notNull(),
    /** operation | parameter | response | field | model */
    target: text('target').notNull(),
    label: text('label').notNull(),
    /** `{ "v": value }`: an example may be JSON null. */
    value: jsonb('value').$type<{ v: unknown }>().notNull(),
    /** pending | accepted | rejected | outdated */
    status: text('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_proposals_run_idx').on(t.runId, t.status),
    index('ai_proposals_project_idx').on(t.projectId, t.status),
  ],
);

/**
 * A team's own model (issue 24): an OpenAI-compatible endpoint it brought. Its AI features call it
 * instead of the instance's, and spend no points. The key is sealed with the secrets key.
 */
export const teamAiModels = pgTable('team_ai_models', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  /** The sealed key (`v1:…`); null when the model takes none. */
  apiKeySealed: text('api_key_sealed'),
  /** The key's last four characters, shown so an admin knows which key is stored. */
  keyHint: text('key_hint'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
