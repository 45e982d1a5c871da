import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { instance } from '../../db/schema/system.js';

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
