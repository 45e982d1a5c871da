import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CommitImportBody, DesignBundle, ImportPreviewEntry } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { designItems, designMeta, importJobs } from '../../db/schema/index.js';
import type { Db } from '../access/index.js';
import type { ItemRow } from '../design/index.js';
import { packedBundleColumn, unpackBundle } from './bundle-storage.js';
import { decisionOf, planCommit } from './commit-plan.js';
import { importTestHooks } from './import-hooks.js';
import { ImportCancelled, type ImportWork } from './import-runner.js';
import { checkReferencesOnce } from './import-references.js';
import { insertCreated, overwriteItems, type ImportAuthor } from './import-writes.js';
import { loadDesignMeta, loadLiveNodes, projectMemberIds } from './live-design.js';
import { mergeDesignMeta } from './meta-merge.js';

/**
 * The write of a committed import: one transaction, so an import lands whole or not at all. The
 * plan is made inside it from the project as it is then; rows are written a few hundred per
 * statement; between statements the job's cancel switch is checked, and a cancel throws, which
 * rolls everything back. The job becomes `done` in the same transaction, and only if it is still
 * `importing`: a cancel that reached the database first (from another server) also rolls back.
 */

export interface ImportResultCounts {
  created: number;
  updated: number;
  skipped: number;
}

// Items per statement: hundreds keep a 2,000-item import to a handful of round trips, and the
// cancel switch is checked between them.
const BATCH = 500;

export interface WriteImportInput {
  jobId: string;
  projectId: string;
  /** The parsed design if this server still holds it; otherwise it is read from the job. */
  parsed: DesignBundle | undefined;
  authorId: string | null;
  entries: readonly ImportPreviewEntry[];
  body: CommitImportBody;
  work: ImportWork;
  /** Flips this job's cancel switch (given to the test hook). */
  cancel: () => void;
}

export async function writeImport(
  db: Database,
  input: WriteImportInput,
): Promise<ImportResultCounts> {
  const { work, projectId } = input;
  await importTestHooks.beforeWrite?.(input.jobId);
  work.signal.throwIfAborted();
  const bundle = input.parsed ?? (await readParsed(db, input.jobId));

  return db.transaction(async (tx) => {
    let batch = 0;
    const checkpoint = async () => {
      batch += 1;
      await importTestHooks.afterBatch?.(input.jobId, batch, input.cancel, work.signal);
      work.signal.throwIfAborted();
    };

    await checkReferencesOnce(tx, projectId, input.authorId);
    const live = await loadLiveNodes(tx, projectId);
    const overwriteIds = input.entries
      .filter(
        (entry) =>
          entry.existingId !== null &&
          decisionOf(entry, input.body.strategy, input.body.choices) === 'overwrite',
      )
      .map((entry) => entry.existingId!);
    const overwriteRows = await lockRows(tx, projectId, overwriteIds);
    const stored = await loadDesignMeta(tx, projectId, true);
    const plan = planCommit({
      projectId,
      bundle,
      entries: input.entries,
      strategy: input.body.strategy,
      choices: input.body.choices,
      targetFolderId: input.body.targetFolderId,
      live,
      overwriteRows,
      memberIds: await projectMemberIds(tx, projectId),
    });
    const total = plan.folders.length + plan.items.length + plan.overwrites.length;
    let done = 0;
    work.setProgress(done, total);
    const at = new Date();
    const author: ImportAuthor = { action: 'import', authorId: input.authorId, at };
    const created = [...plan.folders, ...plan.items];
    for (let i = 0; i < created.length; i += BATCH) {
      const chunk = created.slice(i, i + BATCH);
      await insertCreated(tx, chunk, author);
      done += chunk.length;
      work.setProgress(done, total);
      await checkpoint();
    }
    let updated = 0;
    for (let i = 0; i < plan.overwrites.length; i += BATCH) {
      const chunk = plan.overwrites.slice(i, i + BATCH);
      updated += await overwriteItems(tx, projectId, chunk, author);
      done += chunk.length;
      work.setProgress(done, total);
      await checkpoint();
    }
    const merged = mergeDesignMeta(stored.meta, plan.meta, { hasStoredMeta: stored.version > 0 });
    if (merged.isChanged) {
      const values = {
        data: JSON.stringify(merged.meta),
        updatedBy: input.authorId,
        updatedAt: at,
      };
      // The row was locked when read; a project without one may get it from a concurrent first
      // save, and then the version still goes up from whatever that save wrote.
      await tx
        .insert(designMeta)
        .values({ projectId, ...values, version: 1 })
        .onConflictDoUpdate({
          target: designMeta.projectId,
          // `excluded`: the settings of a large import are megabytes, sent once, not twice.
          set: {
            data: sql`excluded.data`,
            updatedBy: values.updatedBy,
            updatedAt: values.updatedAt,
            version: sql`${designMeta.version} + 1`,
          },
        });
      await checkpoint();
    }
    // Counts of preview entries (endpoints, models, documents); folders come with them. An
    // overwrite that found the item already as imported changed nothing: it counts as skipped.
    const result = {
      created: plan.items.length,
      updated,
      skipped: plan.skipped + plan.overwrites.length - updated,
    };
    const finished = await tx
      .update(importJobs)
      .set({ status: 'done', result, finishedAt: new Date(), bundle: null })
      .where(and(eq(importJobs.id, input.jobId), eq(importJobs.status, 'importing')))
      .returning({ id: importJobs.id });
    if (finished.length === 0) throw new ImportCancelled();
    return result;
  });
}

/** The job's parsed design as stored when it became ready. */
async function readParsed(db: Database, jobId: string): Promise<DesignBundle> {
  const [job] = await db
    .select({ bundle: packedBundleColumn })
    .from(importJobs)
    .where(eq(importJobs.id, jobId));
  // Checked against the schema when it was parsed, by this code: read back as it was stored.
  const bundle = unpackBundle(job?.bundle);
  if (bundle === null) throw new Error(`import job ${jobId} has no parsed design to write`);
  return bundle;
}

/** The live rows to overwrite, locked in id order (two imports at once cannot deadlock). */
async function lockRows(
  tx: Db,
  projectId: string,
  ids: readonly string[],
): Promise<Map<string, ItemRow>> {
  const rows = new Map<string, ItemRow>();
  for (let i = 0; i < ids.length; i += 1000) {
    const locked = await tx
      .select()
      .from(designItems)
      .where(
        and(
          eq(designItems.projectId, projectId),
          inArray(designItems.id, ids.slice(i, i + 1000)),
          isNull(designItems.deletedAt),
        ),
      )
      .orderBy(asc(designItems.id))
      .for('update');
    for (const row of locked) rows.set(row.id, row);
  }
  return rows;
}
