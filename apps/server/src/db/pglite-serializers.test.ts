import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseTarget, TEST_DB } from '../../test/test-app.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { rowsOf } from './raw-rows.js';

/**
 * Text and bytea parameters reach PGlite as bytes (pglite-serializers.ts): whatever the
 * characters, the database receives, compares and returns exactly the string that was sent.
 */

let handle: DatabaseHandle | undefined;
// PGlite's own: the PostgreSQL run skips it. Opened from the run's migrated template, which
// starts in under a second where an empty PGlite takes seconds on a busy machine.
beforeAll(async () => {
  if (TEST_DB === 'postgres') return;
  const { target } = await createTestDatabaseTarget();
  handle = await openDatabase(target);
});
afterAll(() => handle?.close());
const db = () => handle!.db;

const TRICKY = [
  '',
  'plain',
  'é 中文 😀',
  'ctl\u0001\t\n\u001e',
  '"q" \\ \'s\'',
  'x'.repeat(100_000),
];

describe.skipIf(TEST_DB === 'postgres')('PGlite parameters sent as bytes', () => {
  it('keeps every text exactly, in comparisons and functions too', async () => {
    for (const text of TRICKY) {
      const result = await rowsOf<{ back: string; length: number; same: boolean }>(
        db(),
        sql`select ${text}::text as back, char_length(${text}::text) as length, ${text}::text = ${text} as same`,
      );
      expect(result[0]).toEqual({ back: text, length: [...text].length, same: true });
    }
  });

  it('stores bytea bytes as they are, and strings that are not text by their own type', async () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255, 0x5c, 0x78]);
    const result = await rowsOf<{ hex: string; id: string; n: number }>(
      db(),
      sql`select encode(${bytes}::bytea, 'hex') as hex, ${'6f1c2a8e-0d3b-4c5e-9f70-1a2b3c4d5e6f'}::uuid::text as id, ${42}::int4 as n`,
    );
    expect(result[0]).toEqual({
      hex: '000102feff5c78',
      id: '6f1c2a8e-0d3b-4c5e-9f70-1a2b3c4d5e6f',
      n: 42,
    });
  });

  it('sends them as bytes inside a transaction too', async () => {
    const seen = await db().transaction(async (tx) => {
      await tx.execute(sql`create temporary table probe (t text, b bytea) on commit drop`);
      await tx.execute(sql`insert into probe values (${TRICKY[3]}, ${Buffer.from([0, 255, 1])})`);
      return rowsOf<{ t: string; b: string }>(tx, sql`select t, encode(b, 'hex') as b from probe`);
    });
    expect(seen).toEqual([{ t: TRICKY[3], b: '00ff01' }]);
  });
});
