import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ErrorCode } from '@heron/contract';
import { accessTokenProjects, accessTokens } from '../../db/schema/access-tokens.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import {
  assertEnabled,
  assertTokenAttemptsAllowed,
  findUserById,
  recordFailedTokenUse,
  sha256,
  type AccessTokenResolver,
} from '../auth/index.js';

/** A token's last use is written at most this often, not at every request. */
export const LAST_USED_INTERVAL_MS = 60_000;

const REFUSALS: Partial<Record<ErrorCode, string>> = {
  ACCESS_TOKEN_INVALID: 'No such access token: check the value (it starts heron_pat_).',
  ACCESS_TOKEN_REVOKED: 'This access token was revoked; make a new one in account settings.',
  ACCESS_TOKEN_EXPIRED: 'This access token has expired; make a new one in account settings.',
};

/**
 * Finds who a personal access token acts for (the session plugin's resolver, issue 22): its
 * owner, with `accessToken` saying which projects and which right. A token that is unknown,
 * revoked or expired is refused with a code saying which, and counted against the caller's
 * address like a failed sign-in.
 */
export function accessTokenResolver(db: Database): AccessTokenResolver {
  return async (token, request) => {
    const now = new Date();
    const [row] = await db
      .select({
        id: accessTokens.id,
        userId: accessTokens.userId,
        right: accessTokens.right,
        expiresAt: accessTokens.expiresAt,
        revokedAt: accessTokens.revokedAt,
        lastUsedAt: accessTokens.lastUsedAt,
        projectIds: sql<string[]>`coalesce((
          select json_agg(${accessTokenProjects.projectId})
          from ${accessTokenProjects}
          where ${accessTokenProjects.tokenId} = ${accessTokens.id}
        ), '[]'::json)`,
      })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, sha256(token)));
    const refusal: ErrorCode | undefined = !row
      ? 'ACCESS_TOKEN_INVALID'
      : row.revokedAt
        ? 'ACCESS_TOKEN_REVOKED'
        : row.expiresAt && row.expiresAt <= now
          ? 'ACCESS_TOKEN_EXPIRED'
          : undefined;
    if (refusal || !row) {
      const code = refusal ?? 'ACCESS_TOKEN_INVALID';
      await assertTokenAttemptsAllowed(db, request.ip, now);
      await recordFailedTokenUse(db, request.ip);
      throw new AppError(code, { detail: REFUSALS[code] });
    }
    const user = await findUserById(db, row.userId);
    if (!user)
      throw new AppError('ACCESS_TOKEN_INVALID', { detail: REFUSALS.ACCESS_TOKEN_INVALID });
    assertEnabled(user);
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_INTERVAL_MS) {
      // Conditional, so requests at once from several servers write it once.
      const stale = new Date(now.getTime() - LAST_USED_INTERVAL_MS);
      await db
        .update(accessTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(accessTokens.id, row.id),
            or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, stale)),
          ),
        );
    }
    return {
      ...user,
      accessToken: { tokenId: row.id, right: row.right, projectIds: row.projectIds },
    };
  };
}
