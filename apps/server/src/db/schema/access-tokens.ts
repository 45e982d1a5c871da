import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AccessTokenRight } from '@heron/contract';
import { projects } from './access.js';
import { users } from './auth.js';
import { createdAt } from './columns.js';

/**
 * The access-tokens module's tables (issue 22): personal access tokens for CI and scripts, each
 * scoped to some of its owner's projects and to `read` or `run`.
 */

/** A token: the table holds its SHA-256 and its first characters, never the token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** `heron_pat_` and the token's next characters, so a person can tell their tokens apart. */
    prefix: text('prefix').notNull(),
    right: text('right').$type<AccessTokenRight>().notNull(),
    createdAt: createdAt(),
    /** Null: the token does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute (LAST_USED_INTERVAL_MS), not at every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Kept after revocation, so a revoked token is told so rather than "unknown". */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('access_tokens_user_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** The projects a token may reach; a project deleted for good leaves its tokens. */
export const accessTokenProjects = pgTable(
  'access_token_projects',
  {
    tokenId: uuid('token_id')
      .notNull()
      .references(() => accessTokens.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tokenId, t.projectId] }),
    index('access_token_projects_project_idx').on(t.projectId),
  ],
);
