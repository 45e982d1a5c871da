import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './access.js';
import { users } from './auth.js';
import { designItems } from './design.js';

/**
 * The debug module's tables: the history of sends and the saved cases of endpoints.
 */

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
