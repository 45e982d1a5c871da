import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.js';
import type { Db } from '../access/index.js';

/**
 * Accounts as other modules reach them: the `users` table is the auth module's, so reads,
 * locks and changes of an account by other modules go through these functions.
 */

/**
 * Locks the account's row `for key share` until the transaction ends, as a foreign key's check
 * would: it cannot be deleted meanwhile. False when there is no such account.
 */
export async function lockAccountKey(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(users)
    .where(eq(users.id, userId))
    .for('key share');
  return rows.length > 0;
}
