import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabaseTarget, TEST_DB } from '../../test/test-app.js';
import { openDatabase } from './client.js';
import { MIGRATIONS_DIR } from './migrate.js';
import { prepareDatabase } from './prepare.js';
import { rowsOf } from './raw-rows.js';

const journal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

/**
 * The run's own template, made by `dumpPgliteTemplate` in test/global-setup.ts: dumping another
 * here would migrate a fresh PGlite twice more (over a minute of a busy machine's time).
 */
async function runTemplate(): Promise<Blob> {
  const { target } = await createTestDatabaseTarget();
  if (target.kind !== 'pglite' || target.template === undefined) {
    throw new Error('the PGlite run starts its databases from a template');
  }
  return target.template;
}

// PGlite only: the PostgreSQL run copies a template database instead (test/global-setup.ts).
describe.skipIf(TEST_DB === 'postgres')('the migrated PGlite template', () => {
  it('an in-memory database opened with options keeps them (new PGlite(undefined, options) dropped them)', async () => {
    const template = await runTemplate();
    const handle = await openDatabase({ kind: 'pglite', template });
    try {
      // Opened, not migrated: the migrations are there only if the template was loaded.
      const [applied] = await rowsOf<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied?.n).toBe(journal.entries.length);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('holds every migration and no instance row, so each database seeds its own', async () => {
    const template = await runTemplate();
    const first = await prepareDatabase({ kind: 'pglite', template });
    const second = await prepareDatabase({ kind: 'pglite', template });
    try {
      const idOf = async (handle: typeof first) =>
        (await rowsOf<{ id: string }>(handle.db, sql`select id from instance`)).map((r) => r.id);
      const [a, b] = [await idOf(first), await idOf(second)];
      expect(a).toHaveLength(1);
      expect(b).toHaveLength(1);
      expect(a[0]).not.toBe(b[0]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});
