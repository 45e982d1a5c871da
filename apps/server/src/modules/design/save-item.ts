import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DesignItemKind, DesignSection, RevisionAction } from '@heron/contract';
import { designItems, designRevisions } from '../../db/schema/design.js';
import { AppError } from '../../http/app-error.js';
import type { Db } from '../access/index.js';
import { mirroredColumns, readItemData, type ItemData } from './item-data.js';
import type { ItemRow } from './item-rows.js';
import { jsonEqual } from '../../lib/json-values.js';

/**
 * Every write of a design item goes through here, so the revision invariant holds for all of
 * them (the editor, moves, the trash, model renames, imports):
 *
 *   the revision whose version is the item's current version has a null `snapshot` (the item row
 *   is its snapshot); every older revision holds `{"name","parentId","data"}` as it was then.
 *
 * A save, inside the caller's transaction and on a row the caller locked (`select … for update`):
 * check the base version (EDIT_CONFLICT, nothing written), copy the row into the revision it
 * supersedes, write the row with version + 1, insert the new revision with a null snapshot.
 * Creating inserts revision 1 with a null snapshot.
 */

/** A new item, for `insertItems`. */
export interface NewItem {
  /** Given when the caller needs to know it in advance (children of an imported folder). */
  id?: string;
  projectId: string;
  kind: DesignItemKind;
  section: DesignSection;
  parentId: string | null;
  sort: number;
  name: string;
  /** Already valid for `kind` (parsed with its schema). */
  data: ItemData;
}

export interface RevisionAuthor {
  action: RevisionAction;
  /** Who saved (null for the system). */
  authorId: string | null;
  /** When; now by default. The item's `updatedAt` and the revision's `createdAt`. */
  at?: Date;
}

// Rows per statement: far below PostgreSQL's 65,535 parameters, whatever the column count.
const CHUNK = 1000;

function chunked<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  return chunks;
}

/**
 * Inserts items with their first revision (version 1, snapshot null), in the order given, and
 * answers their ids. Nothing is read back: an import of thousands of items writes its megabytes
 * once (read a row with `findItem` when you need it).
 */
export async function insertItems(
  tx: Db,
  items: readonly NewItem[],
  author: RevisionAuthor & { action: 'create' | 'import' },
): Promise<string[]> {
  const at = author.at ?? new Date();
  const ids = items.map((item) => item.id ?? randomUUID());
  for (const [index, chunk] of chunked(items).entries()) {
    const chunkIds = ids.slice(index * CHUNK, index * CHUNK + chunk.length);
    await tx.insert(designItems).values(
      chunk.map((item, i) => ({
        id: chunkIds[i]!,
        projectId: item.projectId,
        kind: item.kind,
        section: item.section,
        parentId: item.parentId,
        sort: item.sort,
        name: item.name,
        ...mirroredColumns(item.kind, item.data),
        data: JSON.stringify(item.data),
        version: 1,
        createdBy: author.authorId,
        createdAt: at,
        updatedBy: author.authorId,
        updatedAt: at,
      })),
    );
    await tx.insert(designRevisions).values(
      chunk.map((item, i) => ({
        itemId: chunkIds[i]!,
        version: 1,
        projectId: item.projectId,
        action: author.action,
        changed: [],
        snapshot: null,
        authorId: author.authorId,
        createdAt: at,
      })),
    );
  }
  return ids;
}

/** What a save changes; fields left out keep their value. */
export interface ItemChange {
  name?: string;
  parentId?: string | null;
  /** Drawing order only: never a revision of its own (see `saveItem`). */
  sort?: number;
  /** Already valid for the item's kind. */
  data?: ItemData;
  /** Into the trash (all three set) or out of it (all null). */
  trash?: { deletedAt: Date | null; deletedBy: string | null; deletedBatch: string | null };
}

export interface SaveOptions extends RevisionAuthor {
  /**
   * The version the editor started from: the save is refused with EDIT_CONFLICT unless the row is
   * still at it. Left out for changes that are not edits of the content (moves, the trash, a
   * rename's reference rewrites, which run on rows locked in the same transaction).
   */
  baseVersion?: number;
}

export function assertBaseVersion(row: Pick<ItemRow, 'version'>, baseVersion: number | undefined) {
  if (baseVersion !== undefined && row.version !== baseVersion) {
    throw new AppError('EDIT_CONFLICT', {
      detail: `The item is at version ${row.version}; this save started from version ${baseVersion}.`,
    });
  }
}

/** The snapshot a revision keeps once it is superseded: the row's name, place and content. */
export function snapshotOf(row: Pick<ItemRow, 'name' | 'parentId' | 'data'>): string {
  return `{"name":${JSON.stringify(row.name)},"parentId":${JSON.stringify(row.parentId)},"data":${row.data}}`;
}

/** The fields a revision lists: `name`, `parentId` and `data.<top-level field>`. */
export function changedFields(
  before: { name: string; parentId: string | null; data: ItemData },
  after: { name: string; parentId: string | null; data: ItemData },
): string[] {
  const changed: string[] = [];
  if (before.name !== after.name) changed.push('name');
  if (before.parentId !== after.parentId) changed.push('parentId');
  const old = before.data as Record<string, unknown>;
  const next = after.data as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])].sort();
  for (const key of keys) {
    if (!jsonEqual(old[key], next[key])) changed.push(`data.${key}`);
  }
  return changed;
}

/**
 * Saves `change` onto `row` (locked by the caller) as one revision. A change of nothing but the
 * drawing order, or of nothing at all, writes no revision and keeps the version: reordering
 * siblings is not an edit of the item, and saving an unchanged editor is not a new version.
 * Leaving or entering the trash always is a revision. Returns the row as it now is.
 */
export async function saveItem(
  tx: Db,
  row: ItemRow,
  change: ItemChange,
  options: SaveOptions,
): Promise<ItemRow> {
  assertBaseVersion(row, options.baseVersion);
  const before = { name: row.name, parentId: row.parentId, data: readItemData(row.kind, row.data) };
  const after = {
    name: change.name ?? row.name,
    parentId: change.parentId === undefined ? row.parentId : change.parentId,
    data: change.data ?? before.data,
  };
  const changed = changedFields(before, after);
  const sortChanged = change.sort !== undefined && change.sort !== row.sort;
  if (changed.length === 0 && change.trash === undefined) {
    if (!sortChanged) return row;
    const [sorted] = await tx
      .update(designItems)
      .set({ sort: change.sort! })
      .where(eq(designItems.id, row.id))
      .returning();
    return sorted!;
  }

  const at = options.at ?? new Date();
  await tx
    .update(designRevisions)
    .set({ snapshot: snapshotOf(row) })
    .where(and(eq(designRevisions.itemId, row.id), eq(designRevisions.version, row.version)));
  const dataChanged = changed.some((field) => field.startsWith('data.'));
  const [saved] = await tx
    .update(designItems)
    .set({
      name: after.name,
      parentId: after.parentId,
      ...(sortChanged ? { sort: change.sort! } : {}),
      // Unchanged data keeps its stored text (an import's key order, say) byte for byte.
      ...(dataChanged
        ? { data: JSON.stringify(after.data), ...mirroredColumns(row.kind, after.data) }
        : {}),
      ...(change.trash ?? {}),
      version: row.version + 1,
      updatedBy: options.authorId,
      updatedAt: at,
    })
    .where(eq(designItems.id, row.id))
    .returning();
  await tx.insert(designRevisions).values({
    itemId: row.id,
    version: row.version + 1,
    projectId: row.projectId,
    action: options.action,
    changed,
    snapshot: null,
    authorId: options.authorId,
    createdAt: at,
  });
  return saved!;
}

/**
 * `saveItem` for many rows at once that all get the same `set` and a revision that changes
 * nothing but their place in or out of the trash (a folder and everything in it). The rows must
 * be locked by the caller. A statement per thousand rows, however large the folder.
 */
export async function reviseItems(
  tx: Db,
  projectId: string,
  itemIds: readonly string[],
  set: NonNullable<ItemChange['trash']>,
  author: RevisionAuthor,
): Promise<void> {
  const at = author.at ?? new Date();
  for (const ids of chunked(itemIds)) {
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    // The superseded revisions take the rows' state, byte for byte as `snapshotOf` writes it
    // (the stored data text is spliced in, not re-encoded).
    await tx.execute(sql`
      update design_revisions
      set snapshot = '{"name":' || to_json(design_items.name)::text
        || ',"parentId":' || coalesce(to_json(design_items.parent_id)::text, 'null')
        || ',"data":' || design_items.data || '}'
      from design_items
      where design_revisions.item_id = design_items.id
        and design_revisions.version = design_items.version
        and design_items.project_id = ${projectId}
        and design_items.id in (${idList})`);
    const revised = await tx
      .update(designItems)
      .set({
        ...set,
        version: sql`${designItems.version} + 1`,
        updatedBy: author.authorId,
        updatedAt: at,
      })
      .where(and(eq(designItems.projectId, projectId), inArray(designItems.id, ids)))
      .returning({ id: designItems.id, version: designItems.version });
    if (revised.length === 0) continue;
    await tx.insert(designRevisions).values(
      revised.map((row) => ({
        itemId: row.id,
        version: row.version,
        projectId,
        action: author.action,
        changed: [],
        snapshot: null,
        authorId: author.authorId,
        createdAt: at,
      })),
    );
  }
}
