import { eq, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { users } from '../../db/schema/auth.js';
import type { User } from './session-service.js';

/** A database or an open transaction. */
type Db = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * Accounts as other modules reach them: the `users` table is the auth module's, so the reads,
 * locks and changes of an account that other modules make go through these functions.
 */

/**
 * The account with this id (or the id a one-row subquery of the caller's finds, so a lookup
 * through another module's table stays one round trip), optionally locked for the rest of the
 * transaction.
 */
export async function findUserById(
  db: Db,
  id: string | SQLWrapper,
  options: { lock?: 'update' } = {},
): Promise<User | undefined> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [user] = options.lock ? await query.for(options.lock) : await query;
  return user;
}

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

/**
 * How other modules show people, as a subquery to join: the account's id, name, email and
 * avatar. A list of members with their names stays one query (PostgreSQL folds the subquery
 * into the join it replaces, so the plan is the same), and nothing else of the account shows.
 */
export function accountProfiles() {
  return new QueryBuilder()
    .select({ id: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl })
    .from(users)
    .as('account_profiles');
}

/** The account name of the user a column of the caller's query holds (null for none). */
export function accountNameOf(userId: AnyColumn | SQL): SQL<string | null> {
  return qualified(
    sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${userId})`,
  );
}

/** A new account, as it is given; a taken email or phone fails on the unique index. */
export async function insertAccount(db: Db, values: typeof users.$inferInsert): Promise<User> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

/** What a change of an account may set; fields left out keep their value. */
export interface AccountChange {
  name?: string;
  /** Lower-cased. */
  email?: string | null;
  /** E.164. */
  phone?: string | null;
  avatarUrl?: string | null;
  passwordHash?: string;
  /** Set only while the account has no password, so a password set meanwhile stays. */
  passwordHashIfUnset?: string;
}

/**
 * Writes the change (and the time of it) and answers the account as it now is. A taken email or
 * phone fails on the unique index, for the caller to answer.
 */
export async function updateAccount(db: Db, userId: string, change: AccountChange): Promise<User> {
  const { passwordHashIfUnset, ...values } = change;
  const [updated] = await db
    .update(users)
    .set({
      ...values,
      ...(passwordHashIfUnset !== undefined && {
        passwordHash: sql`coalesce(${users.passwordHash}, ${passwordHashIfUnset})`,
      }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}

/**
 * Swaps the account's avatar URL in one transaction, the row locked so that two changes at once
 * each see the URL the other replaced; answers the updated account and the URL it had before.
 */
export async function swapAvatarUrl(
  db: Database,
  userId: string,
  avatarUrl: string | null,
): Promise<{ updated: User; previousUrl: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [updated] = await tx
      .update(users)
      .set({ avatarUrl, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return { updated: updated!, previousUrl: before?.avatarUrl ?? null };
  });
}
