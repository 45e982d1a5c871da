import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './access.js';
import { users } from './auth.js';
import { designItems } from './design.js';

/**
 * The mock module's tables: a project's mock settings and each endpoint's.
 */

/**
 * A project's mock settings (issue 7); a project without a row has the defaults (private, English,
 * no seed, no validation, not stateful, no latency) and gets its row, with a fresh token, the
 * first time anyone reads them. `token` is sealed (adapters/crypto/secret-box.ts): members see it
 * to call a private mock, so it is encrypted rather than hashed.
 */
export const mockSettings = pgTable('mock_settings', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  access: text('access').notNull().default('private'),
  locale: text('locale').notNull().default('en'),
  seed: text('seed').notNull().default(''),
  validateRequests: boolean('validate_requests').notNull().default(false),
  stateful: boolean('stateful').notNull().default(false),
  latencyMs: integer('latency_ms').notNull().default(0),
  token: text('token').notNull(),
  /** 0 until the settings are first saved. */
  version: integer('version').notNull().default(0),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An endpoint's own mock settings and expectations; endpoints without a row use the defaults. */
export const mockEndpoints = pgTable(
  'mock_endpoints',
  {
    endpointId: uuid('endpoint_id')
      .primaryKey()
      .references(() => designItems.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    latencyMs: integer('latency_ms'),
    /** The MockExpectation list as JSON text, in the order they are tried. */
    expectations: text('expectations').notNull().default('[]'),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mock_endpoints_project_idx').on(t.projectId)],
);
