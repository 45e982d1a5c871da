import type { Config } from '../config.js';
import { ensureInstance } from '../modules/system/index.js';
import { openDatabase, pgliteDir, type DatabaseHandle, type DatabaseTarget } from './client.js';
import { migrateDatabase } from './migrate.js';

export function databaseTargetFor(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: pgliteDir(config.dataDir) };
}

/** Opens the database, applies the committed migrations and seeds the instance row. */
export async function prepareDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = await openDatabase(target);
  try {
    await migrateDatabase(handle, target);
    await ensureInstance(handle.db);
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}
