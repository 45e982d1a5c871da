import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * The auth module's tables: accounts, sessions, codes, password resets and sign-in limits.
 */

/** A person's account. Email and phone are each optional, but one way to sign in always exists. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email'),
    /** E.164 (`+8613800138000`). */
    phone: text('phone'),
    /** argon2id; null for accounts made by phone or a provider until a password is set. */
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    /** How the account was made: `email`, `phone`, … Phone sign-ups earn AI credits (spec §9). */
    registeredVia: text('registered_via').notNull(),
    /** Spec §3: enable = 1, disable = -1. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique')
      .on(t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_phone_unique')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Six-digit codes sent by email or SMS: stored hashed, single use, short-lived, few tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    /** The email address or E.164 phone number the code went to. */
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses so far; the code dies at the limit. */
    attempts: integer('attempts').notNull().default(0),
    /** The client address that asked, for the per-IP sending limit. */
    requestIp: text('request_ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.channel, t.target, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.requestIp, t.createdAt),
  ],
);

/** Password-reset links: the token is stored hashed and works once, for an hour. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/**
 * Every request for a password-reset email, whether or not the address has an account, for the
 * sending limits (per address and per client): an unknown address is limited like a known one.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The email as asked for (lower-cased). */
    email: text('email').notNull(),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_requests_email_idx').on(t.email, t.createdAt),
    index('password_reset_requests_ip_idx').on(t.requestIp, t.createdAt),
  ],
);

/** Every password sign-in attempt, for the failed-sign-in limits (per account and per client). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The email as typed (lower-cased), whether or not an account has it. */
    identifier: text('identifier').notNull(),
    ip: text('ip'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_identifier_idx').on(t.identifier, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * One-time codes handed to an editor extension (`vscode://…?code=`) after sign-in; the extension
 * trades one, once and within minutes, for its own session token.
 */
export const editorCodes = pgTable('editor_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  codeHash: text('code_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
