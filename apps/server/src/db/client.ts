import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PGLITE_SERIALIZERS } from './pglite-serializers.js';

/**
 * The drizzle database, the same API whether PGlite or PostgreSQL is behind it. Made without the
 * schema, so it has no relational `db.query.<table>`: a module reaches a table only by importing
 * it, which the lint rule holds to the module that owns it (issue 20).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs a trivial query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      /** A folder, or undefined for in-memory. */
      dataDir?: string | undefined;
      /**
       * A dump (`dumpPgliteTemplate`) to start from instead of an empty cluster: PGlite's own
       * first start takes 2–5 s, loading a dump under one (the test suite's template).
       */
      template?: Blob | undefined;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool) as unknown as Database;
    const handle: DatabaseHandle = {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
    await handle.ping();
    return handle;
  }
  if (target.dataDir) await fs.mkdir(target.dataDir, { recursive: true });
  // One options object: `new PGlite(undefined, options)` ignores its options (the in-memory
  // databases of the tests ran without our serializers until issue 20).
  const client = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    serializers: PGLITE_SERIALIZERS,
    ...(target.template ? { loadDataDir: target.template } : {}),
  });
  await client.waitReady;
  return pgliteHandle(client, () => client.close());
}

/**
 * The handle over a started PGlite, whose closing is the caller's to say: the server's own
 * database closes its client; the test suite's reusable ones (test/pglite-pool.ts) go back to
 * their pool.
 */
export function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close,
  };
}

/** The PGlite folder inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
