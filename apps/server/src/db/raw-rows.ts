import type { SQL } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * The rows of a raw SQL statement. PGlite and node-postgres both answer `{ rows }`, but drizzle
 * types `execute` per driver, so this is where the two meet instead of a cast at every call.
 */
export async function rowsOf<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
