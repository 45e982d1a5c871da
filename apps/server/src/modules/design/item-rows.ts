import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { designItems } from '../../db/schema/design.js';
import { AppError } from '../../http/app-error.js';
import type { Db } from '../access/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/**
 * Reading design items. Every lookup names the project as well as the item, so an id of another
 * project answers like one that does not exist.
 */

export type ItemRow = typeof designItems.$inferSelect;

export type Lock = 'update' | 'share' | null;

/** The item (live or in the trash), optionally locked for the rest of the transaction. */
export async function findItem(
  db: Db,
  projectId: string,
  itemId: string,
  lock: Lock = null,
): Promise<ItemRow | undefined> {
  const query = db
    .select()
    .from(designItems)
    .where(and(eq(designItems.projectId, projectId), eq(designItems.id, itemId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

const noSuchItem = () => new AppError('NOT_FOUND', { detail: 'No such design item.' });

/** A live item (not in the trash) or NOT_FOUND. */
export async function requireLiveItem(
  db: Db,
  projectId: string,
  itemId: string,
  lock: Lock = null,
): Promise<ItemRow> {
  const row = await findItem(db, projectId, itemId, lock);
  if (!row || row.deletedAt !== null) throw noSuchItem();
  return row;
}

/** An item in the design trash or NOT_FOUND. */
export async function requireTrashedItem(
  db: Db,
  projectId: string,
  itemId: string,
  lock: Lock = null,
): Promise<ItemRow> {
  const row = await findItem(db, projectId, itemId, lock);
  if (!row || row.deletedAt === null) throw noSuchItem();
  return row;
}

/** Live or trashed, as long as it is the project's. */
export async function requireAnyItem(db: Db, projectId: string, itemId: string): Promise<ItemRow> {
  const row = await findItem(db, projectId, itemId);
  if (!row) throw noSuchItem();
  return row;
}

const cannotPlace = (detail: string) =>
  new AppError('MOVE_NOT_ALLOWED', {
    detail,
    errors: [{ in: 'body', pointer: '/parentId', message: detail }],
  });

/**
 * Why `parentId` cannot hold an item of `section`, or null when it can: it must be a live folder
 * of the project in that section (null, the section's root, always can). The folder is locked
 * for share, so a concurrent delete of it waits for this transaction (or this one sees it gone):
 * nothing lands in a folder on its way to the trash.
 */
export async function parentFolderProblem(
  db: Db,
  projectId: string,
  section: string,
  parentId: string | null,
): Promise<string | null> {
  if (parentId === null) return null;
  const [parent] = await db
    .select({ kind: designItems.kind, section: designItems.section })
    .from(designItems)
    .where(
      and(
        eq(designItems.projectId, projectId),
        eq(designItems.id, parentId),
        isNull(designItems.deletedAt),
      ),
    )
    .for('share');
  if (!parent) return 'No folder of the project has this id.';
  if (parent.kind !== 'folder') return 'Only a folder can hold items.';
  if (parent.section !== section) {
    return `The folder is in the ${parent.section} section, the item in ${section}.`;
  }
  return null;
}

/** Refuses (MOVE_NOT_ALLOWED, with the field) a parent that cannot hold an item of `section`. */
export async function checkParentFolder(
  db: Db,
  projectId: string,
  section: string,
  parentId: string | null,
): Promise<void> {
  const problem = await parentFolderProblem(db, projectId, section, parentId);
  if (problem !== null) throw cannotPlace(problem);
}

/** Refuses moving `itemId` under `parentId` when that is the item itself or inside it. */
export async function checkNotInside(
  db: Db,
  projectId: string,
  itemId: string,
  parentId: string | null,
): Promise<void> {
  const seen = new Set<string>();
  for (let at = parentId; at !== null && !seen.has(at);) {
    if (at === itemId) throw cannotPlace('An item cannot go inside itself.');
    seen.add(at);
    const [row] = await db
      .select({ parentId: designItems.parentId })
      .from(designItems)
      .where(and(eq(designItems.projectId, projectId), eq(designItems.id, at)));
    at = row?.parentId ?? null;
  }
}

/** The live children of a folder (or of a section's root), in drawing order. */
export async function liveChildren(
  db: Db,
  projectId: string,
  section: string,
  parentId: string | null,
): Promise<Array<{ id: string; sort: number }>> {
  return db
    .select({ id: designItems.id, sort: designItems.sort })
    .from(designItems)
    .where(
      and(
        eq(designItems.projectId, projectId),
        eq(designItems.section, section),
        parentId === null ? isNull(designItems.parentId) : eq(designItems.parentId, parentId),
        isNull(designItems.deletedAt),
      ),
    )
    .orderBy(asc(designItems.sort), asc(designItems.createdAt), asc(designItems.id));
}

/** Whether a live model other than `exceptId` already has this name. */
export async function isModelNameTaken(
  db: Db,
  projectId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: designItems.id })
    .from(designItems)
    .where(
      and(
        eq(designItems.projectId, projectId),
        eq(designItems.kind, 'model'),
        eq(designItems.name, name),
        isNull(designItems.deletedAt),
        exceptId === null ? undefined : ne(designItems.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** MODEL_NAME_TAKEN, pointing at the body's `name` when the name came from the request. */
export const modelNameTaken = (name: string, isFromBody = true) =>
  new AppError('MODEL_NAME_TAKEN', {
    detail: `A data model named "${name}" already exists in the project.`,
    ...(isFromBody
      ? { errors: [{ in: 'body', pointer: '/name', message: 'Taken by another data model' }] }
      : {}),
  });

/** True when `error` (or its cause) is the unique index on live model names refusing a row. */
export function isModelNameViolation(error: unknown): boolean {
  return isUniqueViolation(error, MODEL_NAME_INDEX);
}
const MODEL_NAME_INDEX = 'design_items_model_name_idx';
