import { customType, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './access.js';
import { users } from './auth.js';

/**
 * The design-transfer module's table: imports in progress.
 */

/** Raw bytes (PGlite answers Uint8Array, node-postgres Buffer: both are Uint8Arrays). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Imports: parsed in the background into `bundle` and a preview, then written in one transaction
 * once the person has chosen; the bundle is dropped when the job ends. Progress while a stage
 * runs is kept in memory on the node doing the work (see modules/design-transfer).
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** parsing | ready | importing | done | failed | cancelled */
    status: text('status').notNull(),
    format: text('format'),
    sourceName: text('source_name').notNull(),
    issues: jsonb('issues').notNull().default([]),
    summary: jsonb('summary'),
    entries: jsonb('entries').notNull().default([]),
    /** The parsed DesignBundle, gzipped JSON (a 13 MB description is about 1 MB). */
    bundle: bytea('bundle'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_project_idx').on(t.projectId, t.createdAt)],
);
