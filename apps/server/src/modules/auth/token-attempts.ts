import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/auth.js';
import { AppError } from '../../http/app-error.js';
import { LOGIN_LIMITS } from './account-service.js';

/**
 * Failed uses of a personal access token (issue 22) are limited as failed sign-ins are: they are
 * written to the same table, under an identifier of their own, and a client address with
 * LOGIN_LIMITS.perIp of them in the window is refused (TOO_MANY_ATTEMPTS) until the oldest
 * leaves it. A token is 256 random bits, so this bounds the load of guessing, not its odds.
 */

const TOKEN_IDENTIFIER = 'access-token';

/** Throws TOO_MANY_ATTEMPTS when the address has used up its failed token uses. */
export async function assertTokenAttemptsAllowed(
  db: Database,
  ip: string,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.identifier, TOKEN_IDENTIFIER),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  if ((row?.n ?? 0) < LOGIN_LIMITS.perIp) return;
  const waitMs = new Date(row?.oldest ?? now).getTime() + LOGIN_LIMITS.windowMs - now.getTime();
  throw new AppError('TOO_MANY_ATTEMPTS', {
    detail:
      'Too many calls with a wrong, expired or revoked access token; wait before trying again.',
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
}

export async function recordFailedTokenUse(db: Database, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ identifier: TOKEN_IDENTIFIER, ip, succeeded: false });
}
