import type { Config } from '../config.js';
import { ensureInstance } from '../modules/system/index.js';
import { openDatabase, pgliteDir, type DatabaseHandle, type DatabaseTarget } from './client.js';
import { migrateDatabase } from './migrate.js';

export function databaseTargetFor(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: pgliteDir(config.dataDir) };
}

/**
 * Opens the database (or takes one already open: the test suite's reused PGlite databases),
 * applies the committed migrations and seeds the instance row; closes it if that fails.
 */
export async function prepareDatabase(
  target: DatabaseTarget,
  opened?: DatabaseHandle,
): Promise<DatabaseHandle> {
  const handle = opened ?? (await openDatabase(target));
  try {
    await migrateDatabase(handle, target);
    await ensureInstance(handle.db);
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}
