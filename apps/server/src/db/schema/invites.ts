import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { projects, teams } from './access.js';
import { users } from './auth.js';

/**
 * The invites module's table.
 */

/**
 * Invites. A link invite (kind `link`) is shared by anyone who has it until it expires (7 days)
 * or is reset or deleted; its token is a signature over the id, so nothing secret is stored. An
 * email invite (kind `email`) goes to one address, lasts 24 hours and works once; its token is
 * stored only as a SHA-256.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Null for a team invite; joining a project also joins its team. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** Spec §3: default 0 (team only), read 1, write 2. */
    permission: smallint('permission').notNull(),
    /** For an email invite: the address it went to (lower-cased). */
    email: text('email'),
    /** For an email invite: SHA-256 of the token in the mail. */
    tokenHash: text('token_hash').unique(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by a reset or a delete: the invite no longer works. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** For an email invite: when it was used (it works once). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('invites_scope_idx').on(t.teamId, t.projectId),
    check('invites_kind', sql`${t.kind} in ('link', 'email')`),
    check('invites_permission', sql`${t.permission} in (0, 1, 2)`),
  ],
);
