import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './auth.js';

/**
 * The access module's tables: teams, projects and who is on them. One module owns all four
 * because they answer one question together, who may do what: a request to a project reads them
 * in one round trip, and seats are counted across team and project memberships under the team's
 * row lock.
 */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Teams ("groups") and personal spaces. A personal space is a team of one, flagged, owned by its
 * person; the unique index keeps it to one per person even when two requests race to make it.
 */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPersonal: boolean('is_personal').notNull().default(false),
    /** The person whose personal space this is; null for a shared team. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A plan id of `@heron/contract` PLANS; every team starts on Starter. */
    plan: text('plan').notNull().default('starter'),
    /**
     * When the paid plan ends unless renewed; null on Starter. Past it the team's limits are
     * Starter's (decided by the server clock), whatever `plan` still says (docs/decisions.md 26).
     */
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
    /** Seats bought on the paid plan, by kind (issue 8); the plan's included seats come on top. */
    boughtReadWriteSeats: integer('bought_read_write_seats').notNull().default(0),
    boughtReadOnlySeats: integer('bought_read_only_seats').notNull().default(0),
    boughtProjectSeats: integer('bought_project_seats').notNull().default(0),
    /** Spec §3: enable = 1, disable = -1. */
    status: smallint('status').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('teams_personal_owner_unique')
      .on(t.ownerId)
      .where(sql`${t.isPersonal}`),
    check('teams_personal_has_owner', sql`(${t.isPersonal}) = (${t.ownerId} is not null)`),
  ],
);

/** Who is in a team, under which name, and whether they administer it. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The per-team name (spec §3), apart from the account name. */
    name: text('name').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.userId),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** One of `@heron/contract` PROJECT_CATEGORIES. */
    category: text('category').notNull(),
    isLocked: boolean('is_locked').notNull().default(false),
    /** Trash (spec §3): when and by whom it was deleted; null while live. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_team_idx').on(t.teamId, t.createdAt)],
);

/**
 * Who is on a project, with which permission (spec §3: read 1, write 2) and whether they
 * administer it. Every project member is also a member of the project's team.
 */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: smallint('permission').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_members_user_idx').on(t.userId),
    check('project_members_permission', sql`${t.permission} in (1, 2)`),
  ],
);
