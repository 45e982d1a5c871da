import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-rows.js';
import { lockProjectKey, type Db } from '../access/index.js';
import { lockAccountKey } from '../auth/index.js';

/**
 * The foreign keys of an import's rows, checked once instead of once a row.
 *
 * Every row an import writes refers to the same few rows: its project, its author, and (for a
 * revision) an item written by the same import. PostgreSQL checks a foreign key a row at a time,
 * each check a query of its own: six a new item (three on the item, three on its revision),
 * about 12,000 for the Kubernetes description, which on the embedded database were a third of
 * the write (80 ms of 200).
 *
 * Where the database lets this session turn those checks off for the rest of the transaction
 * (`session_replication_role = replica`, which a superuser may set: always so on the embedded
 * database), they are made here once instead, as the checks themselves make them: the project
 * and the author are read and locked `for key share`, so neither can be deleted before the import
 * commits, and a missing one stops the import before anything is written. The items a revision
 * names are the ones the same statements insert (import-writes.ts). Unique indexes and check
 * constraints are not triggers: they still hold. The schema has no triggers but the foreign
 * keys' own (migrations in drizzle/). Called by design-transfer at the start of an import's
 * transaction, before `insertImportedItems`.
 *
 * Elsewhere (a PostgreSQL role that may not set it) nothing changes: the database checks each
 * row, as it always did.
 */
export async function checkReferencesOnce(
  tx: Db,
  projectId: string,
  authorId: string | null,
): Promise<void> {
  const [setting] = await rowsOf<{ value: string }>(
    tx,
    sql`select current_setting('is_superuser') as value`,
  );
  if (setting?.value !== 'on') return;
  if (!(await lockProjectKey(tx, projectId))) throw new MissingReference('project', projectId);
  if (authorId !== null && !(await lockAccountKey(tx, authorId))) {
    throw new MissingReference('user', authorId);
  }
  // `set local`: back to the default when the transaction ends, committed or rolled back.
  await tx.execute(sql`set local session_replication_role = replica`);
}

/** A row the import's rows would refer to is gone (deleted while the import was starting). */
export class MissingReference extends Error {
  constructor(
    readonly table: 'project' | 'user',
    readonly id: string,
  ) {
    super(`The ${table} ${id} the import writes to no longer exists.`);
    this.name = 'MissingReference';
  }
}
