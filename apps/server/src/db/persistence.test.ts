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
  it('migrates at start, keeps the data across restarts, and re-running migrations is harmless', async () => {
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
  });
});
