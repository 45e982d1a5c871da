import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './auth.js';

/**
 * The oauth module's tables: accounts linked at a provider and the sign-in round trip.
 */

/**
 * A Google, GitHub or WeChat account linked to a Heron account. One provider account belongs to
 * one Heron account, and a Heron account links at most one account per provider.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `google`, `github` or `wechat`. */
    provider: text('provider').notNull(),
    /** The provider's stable id for the person: OIDC `sub`, GitHub user id, WeChat unionid (or openid). */
    subject: text('subject').notNull(),
    /** What the provider calls the person, shown in settings ("octocat", "Ada"). */
    displayName: text('display_name'),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_subject_unique').on(t.provider, t.subject),
    uniqueIndex('user_identities_user_provider_unique').on(t.userId, t.provider),
  ],
);

/**
 * One OAuth round trip in flight: the `state` sent to the provider (hashed), the PKCE verifier
 * and nonce it must be finished with, and what it is for. Used once; a replayed state is refused.
 */
export const oauthStates = pgTable('oauth_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  stateHash: text('state_hash').notNull().unique(),
  provider: text('provider').notNull(),
  /** `login` (sign in or sign up) or `link` (add to the signed-in account). */
  intent: text('intent').notNull(),
  /** For `link`: the account asking. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier'),
  nonce: text('nonce'),
  /** Where the web app goes afterwards (a path on this site). */
  returnTo: text('return_to'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/**
 * A provider sign-in that matched no Heron account yet: the verified provider profile waits here
 * (behind a hashed one-time ticket) while the person chooses, on /user/login-3party, to create a
 * new account or bind it to an existing one.
 */
export const oauthTickets = pgTable('oauth_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticketHash: text('ticket_hash').notNull().unique(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  displayName: text('display_name'),
  email: text('email'),
  /** Whether the provider vouched for the email (OIDC `email_verified`, GitHub primary+verified). */
  emailVerified: boolean('email_verified').notNull().default(false),
  avatarUrl: text('avatar_url'),
  returnTo: text('return_to'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
