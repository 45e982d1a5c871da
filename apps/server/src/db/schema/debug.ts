import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { designItems } from './design.js';
import { projects } from './workspace.js';

/**
 * The debugger's variables (issue 6). `variables` is JSON text: a list of
 * `{name, value, secret, enabled, description}` where a secret's value is sealed
 * (adapters/crypto/secret-box.ts) and every other value is plain.
 */
export const environments = pgTable(
  'environments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull().default(''),
    variables: text('variables').notNull().default('[]'),
    /** Order in the environment picker. */
    sort: doublePrecision('sort').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('environments_project_name_idx').on(t.projectId, sql`lower(${t.name})`)],
);

/** Variables every environment of a project sees; one row per project that has any. */
export const projectVariables = pgTable('project_variables', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  variables: text('variables').notNull().default('[]'),
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sent requests, per person and project (the debugger's history): the request as built (with its
 * `{{variables}}`, never a secret's value) and a summary of the answer. The newest 100 of a
 * person in a project are kept.
 */
export const debugHistory = pgTable(
  'debug_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id'),
    /** The DebugRequest as JSON text. */
    request: text('request').notNull(),
    method: text('method').notNull(),
    /** The URL as sent, secrets masked; the typed URL when it was not sent. */
    url: text('url').notNull(),
    /** Null when nothing came back (a fault of the request, the network or a script). */
    status: integer('status'),
    totalMs: doublePrecision('total_ms'),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('debug_history_owner_idx').on(t.projectId, t.userId, t.createdAt)],
);

/** Saved requests of an endpoint (Apifox's endpoint cases), shared by the project. */
export const endpointCases = pgTable(
  'endpoint_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => designItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The DebugRequest as JSON text. */
    request: text('request').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('endpoint_cases_endpoint_idx').on(t.endpointId, t.createdAt)],
);
