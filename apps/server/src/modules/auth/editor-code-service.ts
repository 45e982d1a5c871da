import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { EDITOR_CODE_TTL_SECONDS, parseEditorCallback, withEditorCode } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { editorCodes, users } from '../../db/schema/auth.js';
import { AppError } from '../../http/app-error.js';
import { randomToken, sha256 } from './secrets.js';
import { createSession, type SessionMeta, type User } from './session-service.js';

const CODE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The callback when its scheme is allowed, else EDITOR_REDIRECT_NOT_ALLOWED. */
export function assertEditorCallback(redirectUri: string, schemes: readonly string[]) {
  const callback = parseEditorCallback(redirectUri, schemes);
  if (!callback) throw new AppError('EDITOR_REDIRECT_NOT_ALLOWED');
  return callback;
}

/**
 * A one-time code for the signed-in user's editor extension, bound to its callback: random (256
 * bits), stored hashed, valid five minutes. Answers the callback with `code=` added.
 */
export async function createEditorCode(
  db: Database,
  user: User,
  redirectUri: string,
  schemes: readonly string[],
  now = new Date(),
): Promise<{ redirectUrl: string; expiresInSeconds: number }> {
  const callback = assertEditorCallback(redirectUri, schemes);
  const code = randomToken();
  // Codes nobody traded are of no use once expired; a user's own are cleared as they ask again.
  await db
    .delete(editorCodes)
    .where(and(eq(editorCodes.userId, user.id), lt(editorCodes.expiresAt, now)));
  await db.insert(editorCodes).values({
    codeHash: sha256(code),
    userId: user.id,
    redirectUri: callback.uri,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EDITOR_CODE_TTL_SECONDS * 1000),
  });
  return {
    redirectUrl: withEditorCode(callback.uri, code),
    expiresInSeconds: EDITOR_CODE_TTL_SECONDS,
  };
}

/**
 * Uses up a code for the account it was issued to. Unknown, used, expired, or issued for
 * another callback: EDITOR_CODE_INVALID, the same answer for each. Single use even when two
 * trades race: only one conditional update can mark it consumed.
 */
export async function redeemEditorCode(
  db: Database,
  input: { code: string; redirectUri: string },
  now = new Date(),
): Promise<User> {
  if (!CODE_SHAPE.test(input.code)) throw new AppError('EDITOR_CODE_INVALID');
  const [used] = await db
    .update(editorCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(editorCodes.codeHash, sha256(input.code)),
        eq(editorCodes.redirectUri, input.redirectUri),
        isNull(editorCodes.consumedAt),
        gt(editorCodes.expiresAt, now),
      ),
    )
    .returning({ userId: editorCodes.userId });
  if (!used) throw new AppError('EDITOR_CODE_INVALID');
  const [user] = await db.select().from(users).where(eq(users.id, used.userId));
  if (!user) throw new AppError('EDITOR_CODE_INVALID');
  if (user.status !== 1) throw new AppError('ACCOUNT_DISABLED');
  return user;
}

/** Trades a code for a new session of its account: the token the extension sends as Bearer. */
export async function exchangeEditorCode(
  db: Database,
  input: { code: string; redirectUri: string },
  meta: SessionMeta,
  ttlDays: number,
): Promise<{ token: string; expiresAt: Date; user: User }> {
  const user = await redeemEditorCode(db, input);
  const { token, expiresAt } = await createSession(db, user.id, meta, ttlDays);
  return { token, expiresAt, user };
}
