import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseHandle, DatabaseTarget } from './client.js';

/** Committed SQL migrations, the same for src/ and dist/ (both sit two levels below). */
export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Arbitrary, fixed key of the advisory lock that serializes migrations across app servers. */
const MIGRATION_LOCK_KEY = 0x4e_52_4f_4e;

/**
 * Brings the schema up to date. On PostgreSQL several app servers may start at once, so the
 * run holds an advisory lock on one dedicated connection; PGlite has a single user.
 */
export async function migrateDatabase(handle: DatabaseHandle, target: DatabaseTarget) {
  if (target.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_DIR,
    });
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
