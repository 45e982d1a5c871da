import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { AccessTokenRight } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/auth.js';
import { randomToken, sha256 } from './secrets.js';

/**
 * What a personal access token lets its request do (issue 22). The access policy reads it: a
 * token's request acts as its owner, but only within these projects and this right.
 */
export interface AccessTokenGrant {
  tokenId: string;
  right: AccessTokenRight;
  projectIds: readonly string[];
}

/** A signed-in person; `accessToken` is set when the request came with a personal access token. */
export type User = typeof users.$inferSelect & { readonly accessToken?: AccessTokenGrant };

/** A session's last-seen time is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export interface SessionMeta {
  ip: string;
  userAgent: string | undefined;
}

/** Starts a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(
  db: Database,
  userId: string,
  meta: SessionMeta,
  ttlDays: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The signed-in user for a cookie token, or undefined when the token is unknown, expired, or
 * its account is disabled. Use slides the expiry forward (sessions end after `ttlDays` unused).
 */
export async function getSessionUser(
  db: Database,
  token: string,
  ttlDays: number,
): Promise<User | undefined> {
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)));
  if (!row || row.user.status !== 1) return undefined;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + ttlDays * 86_400_000) })
      .where(eq(sessions.id, row.session.id));
  }
  return row.user;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** A session a browser holds, with its (enabled) account. */
export interface LiveSession {
  token: string;
  user: User;
  expiresAt: Date;
}

/**
 * The live sessions among `tokens` (unexpired, account enabled), in the order given; unknown,
 * expired and disabled ones are left out. Their expiry does not slide: being listed in the
 * account chooser is not being used.
 */
export async function findLiveSessions(db: Database, tokens: string[]): Promise<LiveSession[]> {
  if (tokens.length === 0) return [];
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(
          sessions.tokenHash,
          tokens.map((token) => sha256(token)),
        ),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
  return tokens.flatMap((token) => {
    const row = byHash.get(sha256(token));
    return row && row.user.status === 1
      ? [{ token, user: row.user, expiresAt: row.expiresAt }]
      : [];
  });
}

/** Ends the sessions of these tokens (a browser signing out of several accounts at once). */
export async function deleteSessions(db: Database, tokens: string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.delete(sessions).where(
    inArray(
      sessions.tokenHash,
      tokens.map((token) => sha256(token)),
    ),
  );
}

/** Ends every session of a user but `keepToken`'s (after a password change or reset). */
export async function deleteOtherSessions(db: Database, userId: string, keepToken?: string) {
  await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, sha256(keepToken)))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
