import { SQL } from 'drizzle-orm';
import type { Db } from '../access/access-service.js';

/**
 * Statements that carry megabytes (an import's items, its parsed design). On the embedded
 * database their text and bytea parameters travel as bytes (db/pglite-serializers.ts), so what
 * they cost is the database storing them, not the driver copying them.
 *
 * Keep the parameters few: drizzle takes milliseconds per thousand of them to build a statement,
 * and a multi-row insert of 500 items has 8,000 (a batch of rows travels as one JSON parameter).
 */

/** A statement of drizzle's query builder, not yet run, or a raw `sql` statement. */
export type BulkStatement = SQL | PromiseLike<unknown>;

/**
 * Runs `statement` on `db` (a transaction's included) and answers how many rows it returned:
 * give it a `.returning(…)` to learn whether an update found its row.
 */
export async function runBulk(db: Db, statement: BulkStatement): Promise<number> {
  const result = await (statement instanceof SQL ? db.execute(statement) : statement);
  // A builder with `.returning` answers its rows; a raw statement, the driver's `{ rows }`.
  if (Array.isArray(result)) return result.length;
  return (result as { rows?: unknown[] }).rows?.length ?? 0;
}
