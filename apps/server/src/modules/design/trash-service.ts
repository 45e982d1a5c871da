import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DesignItem,
  DesignTrashEntry,
  designTrashPage,
  designTrashQuery,
} from '@heron/contract';
import { designItems } from '../../db/schema/design.js';
import { AppError } from '../../http/app-error.js';
import { loadPeople, personOf, type Db, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { changeDesign, readDesign } from './design-access.js';
import {
  findItem,
  isModelNameTaken,
  liveChildren,
  modelNameTaken,
  parentFolderProblem,
  requireLiveItem,
  requireTrashedItem,
} from './item-rows.js';
import { toDesignItem } from './item-view.js';
import { reviseItems, saveItem } from './save-item.js';
import { sortAfter } from './sort-order.js';

/**
 * The design trash. Deleting an item moves it and every live item under it to the trash as one
 * batch (same `deleted_batch`, time and person), each with a `delete` revision; the trash lists
 * the batches by their top item; restoring or purging any item of a batch acts on the whole batch.
 */

export type DesignTrashQuery = z.output<typeof designTrashQuery>;
type DesignTrashPage = z.output<typeof designTrashPage>;

/** The live items under `rootId` (itself included), from the project's parent links. */
async function liveSubtree(db: Db, projectId: string, rootId: string): Promise<string[]> {
  const rows = await db
    .select({ id: designItems.id, parentId: designItems.parentId })
    .from(designItems)
    .where(and(eq(designItems.projectId, projectId), isNull(designItems.deletedAt)));
  const childrenOf = new Map<string, string[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const siblings = childrenOf.get(row.parentId);
    if (siblings) siblings.push(row.id);
    else childrenOf.set(row.parentId, [row.id]);
  }
  const ids = [rootId];
  for (let i = 0; i < ids.length; i += 1) ids.push(...(childrenOf.get(ids[i]!) ?? []));
  return ids;
}

async function lockRows(db: Db, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    await db
      .select({ id: designItems.id })
      .from(designItems)
      .where(inArray(designItems.id, ids.slice(i, i + 1000)))
      .orderBy(asc(designItems.id))
      .for('update');
  }
}

export async function deleteItem(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  itemId: string,
): Promise<void> {
  await changeDesign(ctx, user, projectId, async (tx) => {
    await requireLiveItem(tx, projectId, itemId, 'update');
    // Lock what is under the item, then look again: something created in a sub-folder while we
    // were locking is taken too (creating locks its folder, so once all are locked none can come).
    let ids = await liveSubtree(tx, projectId, itemId);
    let locked = new Set<string>();
    while (ids.some((id) => !locked.has(id))) {
      await lockRows(
        tx,
        ids.filter((id) => !locked.has(id)),
      );
      locked = new Set(ids);
      ids = await liveSubtree(tx, projectId, itemId);
    }
    const at = new Date();
    await reviseItems(
      tx,
      projectId,
      ids,
      { deletedAt: at, deletedBy: user.id, deletedBatch: randomUUID() },
      { action: 'delete', authorId: user.id, at },
    );
  });
}

// The item of a batch whose folder is not in the same batch: what the person deleted.
// Plain SQL names: in a single-table select drizzle drops the table from column references.
const isBatchRoot = sql`not exists (
  select 1 from design_items p
  where p.id = design_items.parent_id and p.deleted_batch = design_items.deleted_batch)`;
const batchSize = sql<number>`(select count(*) from design_items c
  where c.deleted_batch = design_items.deleted_batch)`.mapWith(Number);

/** `%text%` for LIKE, with the text's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What was deleted, newest first: one entry a batch, searchable by name and path. */
export async function listTrash(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  query: DesignTrashQuery,
): Promise<DesignTrashPage> {
  return readDesign(ctx, user, projectId, async (db, access) => {
    const pattern = query.q ? containing(query.q) : null;
    const where = and(
      eq(designItems.projectId, projectId),
      isNotNull(designItems.deletedAt),
      isBatchRoot,
      pattern ? or(ilike(designItems.name, pattern), ilike(designItems.path, pattern)) : undefined,
    );
    const [total] = await db.select({ total: count() }).from(designItems).where(where);
    const rows = await db
      .select({
        id: designItems.id,
        kind: designItems.kind,
        section: designItems.section,
        name: designItems.name,
        method: designItems.method,
        path: designItems.path,
        deletedAt: designItems.deletedAt,
        deletedBy: designItems.deletedBy,
        batchSize,
      })
      .from(designItems)
      .where(where)
      .orderBy(desc(designItems.deletedAt), desc(designItems.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const people = await loadPeople(
      db,
      access.team.id,
      rows.map((row) => row.deletedBy),
    );
    return {
      items: rows.map((row): DesignTrashEntry => ({
        id: row.id,
        kind: row.kind as DesignTrashEntry['kind'],
        section: row.section as DesignTrashEntry['section'],
        name: row.name,
        method: row.method as DesignTrashEntry['method'],
        path: row.path,
        childCount: row.batchSize - 1,
        deletedAt: row.deletedAt!.toISOString(),
        deletedBy: personOf(people, row.deletedBy),
      })),
      total: total?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/**
 * Every item of the trashed item's batch, locked in id order (so two calls naming different items
 * of one batch queue up rather than deadlock). NOT_FOUND when the item is not in the trash, or when
 * a restore or purge of the batch finished while this one waited for the locks.
 */
async function lockBatchOf(db: Db, projectId: string, itemId: string) {
  const item = await requireTrashedItem(db, projectId, itemId);
  // Without the content: a deleted folder may hold thousands of items.
  const batch = await db
    .select({
      id: designItems.id,
      kind: designItems.kind,
      section: designItems.section,
      name: designItems.name,
      parentId: designItems.parentId,
      deletedBatch: designItems.deletedBatch,
    })
    .from(designItems)
    .where(
      and(
        eq(designItems.projectId, projectId),
        eq(designItems.deletedBatch, item.deletedBatch!),
        isNotNull(designItems.deletedAt),
      ),
    )
    .orderBy(asc(designItems.id))
    .for('update');
  if (batch.length === 0) throw new AppError('NOT_FOUND', { detail: 'No such design item.' });
  return batch as [(typeof batch)[number], ...typeof batch];
}

/**
 * Brings the item's whole batch back, each item with a `restore` revision. The top item returns
 * to its folder when that folder is live again, else to its section's root (last). A data model
 * whose name a live model has taken meanwhile stops the restore: nothing comes back. Answers the
 * top item of the batch.
 */
export async function restoreFromTrash(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  itemId: string,
): Promise<DesignItem> {
  return changeDesign(ctx, user, projectId, async (tx, access) => {
    const batch = await lockBatchOf(tx, projectId, itemId);
    const ids = new Set(batch.map((row) => row.id));
    const top = batch.find((row) => row.parentId === null || !ids.has(row.parentId)) ?? batch[0]!;
    const root = (await findItem(tx, projectId, top.id))!;
    for (const row of batch) {
      if (row.kind === 'model' && (await isModelNameTaken(tx, projectId, row.name, null))) {
        throw modelNameTaken(row.name, false);
      }
    }
    const isHomeLive =
      (await parentFolderProblem(tx, projectId, root.section, root.parentId)) === null;
    const place = isHomeLive
      ? {}
      : {
          parentId: null,
          sort: sortAfter(
            (await liveChildren(tx, projectId, root.section, null)).map((row) => row.sort),
          ),
        };
    const at = new Date();
    const out = { deletedAt: null, deletedBy: null, deletedBatch: null };
    const author = { action: 'restore' as const, authorId: user.id, at };
    const restored = await saveItem(tx, root, { ...place, trash: out }, author);
    await reviseItems(
      tx,
      projectId,
      batch.filter((row) => row.id !== root.id).map((row) => row.id),
      out,
      author,
    );
    return toDesignItem(tx, access.team.id, restored);
  });
}

/** Deletes the item's whole batch for good; their revisions go with them. */
export async function purgeFromTrash(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  itemId: string,
): Promise<void> {
  await changeDesign(ctx, user, projectId, async (tx) => {
    const [{ deletedBatch }] = await lockBatchOf(tx, projectId, itemId);
    await tx
      .delete(designItems)
      .where(
        and(
          eq(designItems.projectId, projectId),
          eq(designItems.deletedBatch, deletedBatch!),
          isNotNull(designItems.deletedAt),
        ),
      );
  });
}
