import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.js';
import type { Db } from '../access/access-service.js';
import {
  designRowCounts,
  designTestApp,
  importAndCommit,
} from '../../../test/design-transfer-helpers.js';
import { checkReferencesOnce, MissingReference } from './import-references.js';

/**
 * An import checks its rows' foreign keys once, where the database lets it (import-references.ts):
 * the checks are back for everything after it, a missing project or author stops it, and a role
 * that may not turn the checks off leaves them on.
 */

const app = designTestApp();
const db = () => app.t.database.db;

async function valueOf(tx: Db, query: SQL): Promise<unknown> {
  const [row] = await rowsOf<{ value: unknown }>(tx, query);
  return row?.value;
}

const replicationRole = (tx: Db) =>
  valueOf(tx, sql`select current_setting('session_replication_role') as value`);

const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Refs', version: '1' },
  paths: { '/a': { get: { responses: { '200': { description: 'OK' } } } } },
  components: { schemas: { A: { type: 'object' } } },
});

describe('the foreign keys of an import', () => {
  it('are checked by the database again once the import has committed', async () => {
    const projectId = await app.newProject();
    await importAndCommit(app.t.app, app.crew.admin, projectId, { text: SPEC });
    expect(await replicationRole(db())).toBe('origin');
    // A row of a project that does not exist is refused, as before any import.
    const refused = await db()
      .execute(
        sql`
        insert into design_items (id, project_id, kind, section, sort, name, data)
        values (${randomUUID()}::uuid, ${randomUUID()}::uuid, 'folder', 'api', 1, 'x', '{}')`,
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    // 23503: foreign_key_violation (drizzle wraps the driver's error as its cause).
    expect((refused as { cause?: { code?: string } } | null)?.cause?.code).toBe('23503');
  });

  it('still go with the rows: deleting the project deletes what an import wrote', async () => {
    const projectId = await app.newProject();
    await importAndCommit(app.t.app, app.crew.admin, projectId, { text: SPEC });
    expect((await designRowCounts(db(), projectId)).revisions).toBeGreaterThan(0);
    await db().execute(sql`delete from projects where id = ${projectId}::uuid`);
    expect(await designRowCounts(db(), projectId)).toEqual({ items: 0, revisions: 0, meta: 0 });
  });

  it('stop an import whose project or author is gone, before anything is written', async () => {
    const projectId = await app.newProject();
    const missingProject = db().transaction((tx) =>
      checkReferencesOnce(tx, randomUUID(), app.crew.admin.id),
    );
    await expect(missingProject).rejects.toBeInstanceOf(MissingReference);
    const missingAuthor = db().transaction((tx) =>
      checkReferencesOnce(tx, projectId, randomUUID()),
    );
    await expect(missingAuthor).rejects.toThrow(/user .* no longer exists/);
    // Inside the transaction the per-row checks are off; after it, on again.
    await db().transaction(async (tx) => {
      await checkReferencesOnce(tx, projectId, app.crew.admin.id);
      expect(await replicationRole(tx)).toBe('replica');
    });
    expect(await replicationRole(db())).toBe('origin');
  });

  it('are left to the database, row by row, for a role that may not turn them off', async () => {
    const projectId = await app.newProject();
    const role = `heron_plain_${randomUUID().slice(0, 8)}`;
    await db().execute(sql.raw(`create role ${role} nosuperuser`));
    await db().transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${role}`));
      expect(await valueOf(tx, sql`select current_setting('is_superuser') as value`)).toBe('off');
      // Neither the project nor the author is read (the role may not even read them): the
      // database checks each row itself.
      await checkReferencesOnce(tx, projectId, app.crew.admin.id);
      expect(await replicationRole(tx)).toBe('origin');
    });
    await db().execute(sql.raw(`drop role ${role}`));
  });
});
