import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabaseTarget, TEST_DB, tempDir } from '../../test/test-app.js';
import { getInstanceId } from '../modules/system/instance-service.js';
import type { DatabaseTarget } from './client.js';
import { MIGRATIONS_DIR } from './migrate.js';
import { prepareDatabase } from './prepare.js';

describe(`database preparation on ${TEST_DB}`, () => {
  // On PGlite it takes a data directory of its own (initdb and every migration from nothing,
  // tens of seconds on a busy machine), and the longest allowed.
  it(
    'migrates at start, keeps the data across restarts, and re-running migrations is harmless',
    { timeout: 120_000 },
    async () => {
      let target: DatabaseTarget;
      let dispose = async () => {};
      if (TEST_DB === 'pglite') {
        target = { kind: 'pglite', dataDir: path.join(tempDir(), 'pglite') };
      } else {
        ({ target, dispose } = await createTestDatabaseTarget());
      }

      const first = await prepareDatabase(target);
      const id = await getInstanceId(first.db);
      await first.close();

      const second = await prepareDatabase(target);
      expect(await getInstanceId(second.db)).toBe(id);
      const migrations = await second.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      // Each committed migration ran exactly once, the second start adding none.
      expect(Number((migrations as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(
        journal.entries.length,
      );
      await second.close();
      await dispose();
    },
  );
});

describe(`design storage on ${TEST_DB}`, () => {
  it('stores design content and parsed imports uncompressed (migrations 0005, 0011), which imports write faster', async () => {
    const { target, dispose } = await createTestDatabaseTarget();
    const database = await prepareDatabase(target);
    try {
      const result = await database.db.execute(sql`
        select c.relname as "table", a.attstorage as storage
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where (c.relname in ('design_items', 'design_meta') and a.attname = 'data')
          or (c.relname = 'import_jobs' and a.attname = 'bundle')
        order by c.relname`);
      // 'e' is EXTERNAL: out of line, never compressed.
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { table: 'design_items', storage: 'e' },
        { table: 'design_meta', storage: 'e' },
        { table: 'import_jobs', storage: 'e' },
      ]);
    } finally {
      await database.close();
      await dispose();
    }
  });
});
