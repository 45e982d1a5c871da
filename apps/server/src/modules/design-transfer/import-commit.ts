import { and, eq } from 'drizzle-orm';
import type { CommitImportBody, DesignBundle, ImportPreviewEntry } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { importJobs } from '../../db/schema/design-transfer.js';
import { listProjectMemberIds } from '../access/index.js';
import {
  checkReferencesOnce,
  insertImportedItems,
  loadDesignMeta,
  loadLiveNodes,
  lockLiveItems,
  overwriteImportedItems,
  saveImportedMeta,
  type ImportAuthor,
} from '../design/index.js';
import { unpackBundle } from './bundle-storage.js';
import { packedBundleColumn } from './packed-bundle-column.js';
import { decisionOf, planCommit } from './commit-plan.js';
import { dataText } from './data-text.js';
import { importTestHooks } from './import-hooks.js';
import { ImportCancelled, type ImportWork } from './import-runner.js';
import { mergeDesignMeta } from './meta-merge.js';

/**
 * The write of a committed import: one transaction, so an import lands whole or not at all. The
 * plan is made inside it from the project as it is then; the design module's bulk writes put the
 * rows in a few hundred per statement, inside this transaction; between statements the job's cancel switch is checked, and a cancel throws, which
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
    const overwriteRows = await lockLiveItems(tx, projectId, overwriteIds);
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
      memberIds: await listProjectMemberIds(tx, projectId),
    });
    const total = plan.folders.length + plan.items.length + plan.overwrites.length;
    let done = 0;
    work.setProgress(done, total);
    const at = new Date();
    const author: ImportAuthor = { action: 'import', authorId: input.authorId, at };
    const created = [...plan.folders, ...plan.items];
    for (let i = 0; i < created.length; i += BATCH) {
      const chunk = created.slice(i, i + BATCH);
      // Each item's JSON text as the parsing worker made it (data-text.ts), not made again.
      await insertImportedItems(
        tx,
        chunk.map((item) => ({ ...item, dataText: dataText(item.data) })),
        author,
      );
      done += chunk.length;
      work.setProgress(done, total);
      await checkpoint();
    }
    let updated = 0;
    for (let i = 0; i < plan.overwrites.length; i += BATCH) {
      const chunk = plan.overwrites.slice(i, i + BATCH);
      updated += await overwriteImportedItems(tx, projectId, chunk, author);
      done += chunk.length;
      work.setProgress(done, total);
      await checkpoint();
    }
    const merged = mergeDesignMeta(stored.meta, plan.meta, { hasStoredMeta: stored.version > 0 });
    if (merged.isChanged) {
      // The row was locked when read (`loadDesignMeta(…, true)` above).
      await saveImportedMeta(tx, projectId, merged.meta, author);
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
