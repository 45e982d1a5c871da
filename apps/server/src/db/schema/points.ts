import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { projects, teams } from './access.js';
import { users } from './auth.js';
import { orders } from './billing.js';

/**
 * The points module's tables: the AI points ledger (grants, consumptions and how each
 * consumption was taken from grants).
 */

/**
 * The points ledger (spec §9; DESIGN "Points are an append-only ledger"): grants and consumptions,
 * never updated or deleted. A grant's remainder is its amount less what allocations took from it;
 * every balance is derived from these three tables.
 */
export const pointGrants = pgTable(
  'point_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `user` (personal points) or `team` (team points). */
    ownerType: text('owner_type').notNull(),
    ownerId: uuid('owner_id').notNull(),
    amount: integer('amount').notNull(),
    /** `plan`, `package`, `phoneRegistration`, `admin`. */
    source: text('source').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    grantedAt: createdAt(),
    /** Null: never expires (a package). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('point_grants_owner_idx').on(t.ownerType, t.ownerId),
    check('point_grants_positive', sql`${t.amount} > 0`),
  ],
);

/** One use of an AI feature: who, where, which function, how many points (spec §3). */
export const pointConsumptions = pgTable(
  'point_consumptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** `aiAnnotation` or `aiImport`. */
    function: text('function').notNull(),
    amount: integer('amount').notNull(),
    /** The service was interrupted; its points are deducted all the same (spec §9). */
    isInterrupted: boolean('is_interrupted').notNull().default(false),
    /** A retried spend with the same key is the same consumption, never a second one. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_consumptions_key_unique').on(t.idempotencyKey),
    index('point_consumptions_user_idx').on(t.userId, t.createdAt),
    index('point_consumptions_team_idx').on(t.teamId, t.createdAt),
    check('point_consumptions_positive', sql`${t.amount} > 0`),
  ],
);

/** How a consumption was taken from grants: team first, then personal, soonest-expiring first. */
export const pointAllocations = pgTable(
  'point_allocations',
  {
    consumptionId: uuid('consumption_id')
      .notNull()
      .references(() => pointConsumptions.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => pointGrants.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.consumptionId, t.grantId] }),
    index('point_allocations_grant_idx').on(t.grantId),
    check('point_allocations_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A team admin's limit on the points AI features may spend in one project each calendar month
 * (issue 24). No row: no limit beyond the points left.
 */
export const projectPointCaps = pgTable(
  'project_point_caps',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    monthlyCap: integer('monthly_cap').notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('project_point_caps_not_negative', sql`${t.monthlyCap} >= 0`)],
);
