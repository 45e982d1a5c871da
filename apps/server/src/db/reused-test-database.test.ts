import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DB } from '../../test/test-app.js';
import { rowsOf } from './raw-rows.js';

type Row = Record<string, unknown>;

/** The error a query failed with, under drizzle's "Failed query" wrapper. */
async function failure(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const { cause } = error as { cause?: Error };
    return (cause ?? (error as Error)).message;
  }
  return 'no error';
}

/**
 * The PGlite run reuses a test file's database for the next file once it is closed
 * (test/pglite-pool.ts): the next file must find what a fresh copy of the template holds, and
 * nothing the first file's code does after closing may reach it.
 */
describe.skipIf(TEST_DB !== 'pglite')('a reused PGlite test database', () => {
  it('holds none of the previous file’s rows, settings or locks, and a seeded instance', async () => {
    const first = await createTestDatabase();
    const firstInstance = await rowsOf<Row>(first.database.db, sql`select id from instance`);
    await first.database.db.execute(
      sql`insert into users (name, email, registered_via) values ('Old', 'old@example.com', 'email')`,
    );
    await first.database.db.execute(sql`set statement_timeout = 1234`);
    await first.database.db.execute(sql`select pg_advisory_lock(42)`);
    await first.database.close();

    const second = await createTestDatabase();
    try {
      const { db } = second.database;
      expect(await rowsOf<Row>(db, sql`select * from users`)).toEqual([]);
      const instance = await rowsOf<Row>(db, sql`select id from instance`);
      expect(instance).toHaveLength(1);
      expect(instance[0]!.id).not.toBe(firstInstance[0]!.id);
      expect((await rowsOf<Row>(db, sql`show statement_timeout`))[0]).toEqual({
        statement_timeout: '0',
      });
      // One session: a lock it still held would show here (taking it again would succeed).
      expect(
        await rowsOf<Row>(
          db,
          sql`select count(*)::int as held from pg_locks where locktype = 'advisory'`,
        ),
      ).toEqual([{ held: 0 }]);
    } finally {
      await second.database.close();
    }
  });

  it('refuses the closed file’s late queries instead of running them on the next file’s rows', async () => {
    const first = await createTestDatabase();
    await first.database.close();
    const second = await createTestDatabase();
    try {
      expect(await failure(first.database.db.execute(sql`select * from users`))).toBe(
        'PGlite is closed',
      );
      expect(
        await failure(first.database.db.transaction(async (tx) => tx.execute(sql`select 1`))),
      ).toBe('PGlite is closed');
      await second.database.db.execute(
        sql`insert into users (name, email, registered_via) values ('New', 'new@example.com', 'email')`,
      );
      expect(await rowsOf<Row>(second.database.db, sql`select name from users`)).toEqual([
        { name: 'New' },
      ]);
    } finally {
      await second.database.close();
    }
  });

  it('lets a file hold two databases at once, each its own', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      await a.database.db.execute(
        sql`insert into users (name, email, registered_via) values ('A', 'a@example.com', 'email')`,
      );
      expect(await rowsOf<Row>(b.database.db, sql`select * from users`)).toEqual([]);
    } finally {
      await a.database.close();
      await b.database.close();
    }
  });
});
