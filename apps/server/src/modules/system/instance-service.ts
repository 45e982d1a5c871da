import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { instance } from '../../db/schema/system.js';

/** A database or an open transaction. */
type Db = Pick<Database, 'select' | 'update'>;

/** Creates the installation's row on first start; later starts keep the one they find. */
export async function ensureInstance(db: Database): Promise<string> {
  await db.insert(instance).values({}).onConflictDoNothing({ target: instance.singleton });
  return getInstanceId(db);
}

export async function getInstanceId(db: Database): Promise<string> {
  const [row] = await db
    .select({ id: instance.id })
    .from(instance)
    .where(eq(instance.singleton, 'default'));
  if (!row) throw new Error('instance row missing: the database was not prepared');
  return row.id;
}

/** The instance's signing key, or null when no link has been made yet. */
export async function findSigningKey(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ signingKey: instance.signingKey })
    .from(instance)
    .where(eq(instance.singleton, 'default'));
  return row?.signingKey ?? null;
}

/**
 * The instance's signing key, made on first use. Two servers making it at once both write only
 * where none is set, and both read back the one that won.
 */
export async function getSigningKey(db: Db): Promise<string> {
  const found = await findSigningKey(db);
  if (found) return found;
  await db
    .update(instance)
    .set({ signingKey: randomBytes(32).toString('hex') })
    .where(and(eq(instance.singleton, 'default'), isNull(instance.signingKey)));
  const made = await findSigningKey(db);
  if (!made) throw new Error('instance row missing: the database was not prepared');
  return made;
}
