import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createItemBody, DesignItem, DesignTree } from '@heron/contract';
import { designItems } from '../../db/schema/design.js';
import type { Db, WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { changeDesign, readDesign } from './design-access.js';
import { checkDataDepth, parseItemData, sectionOfKind, type ItemData } from './item-data.js';
import {
  checkParentFolder,
  isModelNameTaken,
  liveChildren,
  modelNameTaken,
  requireLiveItem,
  type ItemRow,
} from './item-rows.js';
import { toDesignItem, toTreeNode } from './item-view.js';
import { rewriteModelRefs } from './model-rename.js';
import { renameModelRefs } from './model-refs.js';
import { assertBaseVersion, insertItems, saveItem, type SaveOptions } from './save-item.js';
import { sortAfter } from './sort-order.js';

/** The design tree and its items: list, create, read, save. */

export type CreateItemInput = z.output<typeof createItemBody>;

/** A save from the editor: `data` is checked here, against the item's kind. */
export interface SaveItemInput {
  baseVersion: number;
  name: string;
  data: unknown;
}

/** Every live item of both sections, without content: siblings in drawing order. */
export async function getTree(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
): Promise<DesignTree> {
  return readDesign(ctx, user, projectId, async (db) => {
    const rows = await db
      .select({
        id: designItems.id,
        kind: designItems.kind,
        section: designItems.section,
        parentId: designItems.parentId,
        sort: designItems.sort,
        name: designItems.name,
        method: designItems.method,
        path: designItems.path,
        status: designItems.status,
      })
      .from(designItems)
      .where(and(eq(designItems.projectId, projectId), isNull(designItems.deletedAt)))
      .orderBy(
        asc(designItems.section),
        sql`${designItems.parentId} asc nulls first`,
        asc(designItems.sort),
        asc(designItems.createdAt),
        asc(designItems.id),
      );
    return { nodes: rows.map(toTreeNode) };
  });
}

/** A new item, last among the children of its folder (or its section's root). */
export async function createItem(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  input: CreateItemInput,
): Promise<DesignItem> {
  return changeDesign(ctx, user, projectId, async (tx, access) => {
    const section = input.kind === 'folder' ? input.section : sectionOfKind(input.kind);
    checkDataDepth(input.data);
    await checkParentFolder(tx, projectId, section, input.parentId);
    if (input.kind === 'model' && (await isModelNameTaken(tx, projectId, input.name, null))) {
      throw modelNameTaken(input.name);
    }
    const siblings = await liveChildren(tx, projectId, section, input.parentId);
    const [id] = await insertItems(
      tx,
      [
        {
          projectId,
          kind: input.kind,
          section,
          parentId: input.parentId,
          sort: sortAfter(siblings.map((sibling) => sibling.sort)),
          name: input.name,
          data: input.data,
        },
      ],
      { action: 'create', authorId: user.id },
    );
    return toDesignItem(tx, access.team.id, await requireLiveItem(tx, projectId, id!));
  });
}

/** A live item with its content (one in the trash is not found here). */
export async function getItem(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  itemId: string,
): Promise<DesignItem> {
  return readDesign(ctx, user, projectId, async (db, access) =>
    toDesignItem(db, access.team.id, await requireLiveItem(db, projectId, itemId)),
  );
}

/**
 * Saves the editor's name and content over the version it started from. Renaming a data model
 * rewrites every reference to it in the same transaction. Saving what is already there writes
 * nothing and answers the item as it is.
 */
export async function updateItem(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  itemId: string,
  input: SaveItemInput,
): Promise<DesignItem> {
  return changeDesign(ctx, user, projectId, async (tx, access) => {
    const row = await requireLiveItem(tx, projectId, itemId, 'update');
    const data = parseItemData(row.kind as DesignItem['kind'], input.data);
    assertBaseVersion(row, input.baseVersion);
    const saved = await saveNameAndData(tx, row, input.name, data, {
      action: 'update',
      authorId: user.id,
      baseVersion: input.baseVersion,
    });
    return toDesignItem(tx, access.team.id, saved);
  });
}

/**
 * A save of name and content, shared by the editor and by restoring a revision: a model's new
 * name must be free, and the references to it follow it (its own, for a recursive model, too).
 */
export async function saveNameAndData(
  tx: Db,
  row: ItemRow,
  name: string,
  data: ItemData,
  options: SaveOptions,
): Promise<ItemRow> {
  const isRename = row.kind === 'model' && name !== row.name;
  if (!isRename) return saveItem(tx, row, { name, data }, options);
  if (await isModelNameTaken(tx, row.projectId, name, row.id)) {
    // A restored revision's name is not a field of the request.
    throw modelNameTaken(name, options.action !== 'restore');
  }
  const own = renameModelRefs(data, row.name, name).value;
  const saved = await saveItem(tx, row, { name, data: own }, options);
  await rewriteModelRefs(tx, row.projectId, row.name, name, {
    action: 'update',
    authorId: options.authorId,
    exceptId: row.id,
    ...(options.at ? { at: options.at } : {}),
  });
  return saved;
}
