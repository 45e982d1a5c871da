import { and, count, eq, gt, isNull, min } from 'drizzle-orm';
import {
  maskPhone,
  PHONE_REGISTRATION_AI_CREDITS,
  type CurrentUser,
  type loginEmailBody,
  type loginPhoneBody,
  type registerEmailBody,
  type registerPhoneBody,
  type resetPasswordBody,
} from '@heron/contract';
import type { z } from 'zod';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { loginAttempts, passwordResets, users } from '../../db/schema/auth.js';
import { AppError } from '../../http/app-error.js';
import { grantPoints } from '../points/index.js';
import { consumeCode } from './code-service.js';
import { hashPassword, sha256, verifyDecoyPassword, verifyPassword } from './secrets.js';
import { deleteOtherSessions, type User } from './session-service.js';

export interface AccountDeps {
  db: Database;
  messenger: Messenger;
  config: Config;
}

/** Failed password sign-ins allowed in the window, per typed address and per client address. */
export const LOGIN_LIMITS = { windowMs: 15 * 60_000, perIdentifier: 5, perIp: 50 } as const;

export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatarUrl: user.avatarUrl,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<User> {
  try {
    const [user] = await db.insert(users).values(values).returning();
    return user!;
  } catch (error) {
    // Two sign-ups for one address at once: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
}

/**
 * An account made by phone, with its AI credits (spec §9) in the same transaction: the account
 * and its credits exist together or not at all, and an account is made once, so credited once.
 */
async function insertPhoneUser(
  db: Database,
  values: Omit<typeof users.$inferInsert, 'registeredVia'>,
): Promise<User> {
  return db.transaction(async (tx) => {
    const user = await insertUser(tx as unknown as Database, { ...values, registeredVia: 'phone' });
    await grantPoints(tx, {
      ownerType: 'user',
      ownerId: user.id,
      amount: PHONE_REGISTRATION_AI_CREDITS,
      source: 'phoneRegistration',
      expiresAt: null,
    });
    return user;
  });
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserByPhone(db: Database, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  return user;
}

export function assertEnabled(user: User) {
  if (user.status !== 1) throw new AppError('ACCOUNT_DISABLED');
}

export async function registerByEmail(
  { db }: AccountDeps,
  body: z.output<typeof registerEmailBody>,
): Promise<User> {
  if (await findUserByEmail(db, body.email)) throw new AppError('ACCOUNT_EXISTS');
  await consumeCode(db, { channel: 'email', target: body.email, purpose: 'register' }, body.code);
  return insertUser(db, {
    name: body.name,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    registeredVia: 'email',
  });
}

/** Registration by phone, which earns the AI credits (spec §9). */
export async function registerByPhone(
  { db }: AccountDeps,
  body: z.output<typeof registerPhoneBody>,
): Promise<User> {
  if (await findUserByPhone(db, body.phone)) throw new AppError('ACCOUNT_EXISTS');
  await consumeCode(db, { channel: 'sms', target: body.phone, purpose: 'register' }, body.code);
  return insertPhoneUser(db, { name: body.name, phone: body.phone });
}

/**
 * Phone sign-in with a code. A number without an account gets one, as phone sign-ins usually
 * do; its name starts as the masked number and can be changed in settings.
 */
export async function loginByPhone(
  { db }: AccountDeps,
  body: z.output<typeof loginPhoneBody>,
): Promise<User> {
  await consumeCode(db, { channel: 'sms', target: body.phone, purpose: 'login' }, body.code);
  const existing = await findUserByPhone(db, body.phone);
  if (existing) {
    assertEnabled(existing);
    return existing;
  }
  const name = maskPhone(body.phone);
  try {
    return await insertPhoneUser(db, { name, phone: body.phone });
  } catch (error) {
    // Created by a concurrent sign-in with the same number a moment ago.
    const created = error instanceof AppError ? await findUserByPhone(db, body.phone) : undefined;
    if (created) return created;
    throw error;
  }
}

async function assertLoginAllowed(db: Database, identifier: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const failures = (where: ReturnType<typeof eq>) =>
    db
      .select({ n: count(), oldest: min(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  const [byIdentifier] = await failures(eq(loginAttempts.identifier, identifier));
  const [byIp] = await failures(eq(loginAttempts.ip, ip));
  for (const [row, limit] of [
    [byIdentifier, LOGIN_LIMITS.perIdentifier],
    [byIp, LOGIN_LIMITS.perIp],
  ] as const) {
    if ((row?.n ?? 0) >= limit) {
      const waitMs = new Date(row?.oldest ?? now).getTime() + LOGIN_LIMITS.windowMs - now.getTime();
      throw new AppError('TOO_MANY_ATTEMPTS', {
        detail: 'Too many failed sign-ins; wait before trying again.',
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      });
    }
  }
}

export async function loginByEmail(
  { db }: AccountDeps,
  body: z.output<typeof loginEmailBody>,
  ip: string,
  now = new Date(),
): Promise<User> {
  await assertLoginAllowed(db, body.email, ip, now);
  const user = await findUserByEmail(db, body.email);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : (await verifyDecoyPassword(body.password), false);
  await db
    .insert(loginAttempts)
    .values({ identifier: body.email, ip, succeeded: ok, createdAt: now });
  if (!ok || !user) throw new AppError('INVALID_CREDENTIALS');
  assertEnabled(user);
  return user;
}

/** Sets the new password, uses up the link and ends every session of the account. */
export async function resetPassword(
  { db }: AccountDeps,
  body: z.output<typeof resetPasswordBody>,
): Promise<void> {
  const now = new Date();
  const [row] = await db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(body.token)),
        isNull(passwordResets.consumedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  if (!row || row.user.email !== body.email) throw new AppError('RESET_LINK_INVALID');
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ consumedAt: now })
      .where(and(eq(passwordResets.id, row.reset.id), isNull(passwordResets.consumedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw new AppError('RESET_LINK_INVALID');
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.user.id));
    await deleteOtherSessions(tx as unknown as Database, row.user.id);
  });
}
