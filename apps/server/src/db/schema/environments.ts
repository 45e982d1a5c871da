import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './access.js';
import { users } from './auth.js';

/**
 * The environments module's tables: a project's environments and variables.
 */

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
