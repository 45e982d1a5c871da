import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './client.js';
import { migrateDatabase } from './migrate.js';
import { PGLITE_SERIALIZERS } from './pglite-serializers.js';

/**
 * An in-memory PGlite with every migration applied and nothing else, dumped as a tarball: a
 * database opened from it (`template` of a pglite target) starts in under a second where an
 * empty one takes seconds to start and more to migrate. The server tests make one per run
 * (issue 20: about 150 test databases a run). No instance row: each database seeds its own.
 */
export async function dumpPgliteTemplate(): Promise<Blob> {
  const client = new PGlite({ serializers: PGLITE_SERIALIZERS });
  try {
    await client.waitReady;
    const db = drizzle(client) as unknown as Database;
    await migrateDatabase(
      { db, kind: 'pglite', ping: async () => {}, close: async () => {} },
      { kind: 'pglite' },
    );
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
