import { and, desc, eq } from 'drizzle-orm';
import type { DesignItem, Revision, RevisionAction, RevisionDetail } from '@heron/contract';
import { designRevisions } from '../../db/schema/design.js';
import { AppError } from '../../http/app-error.js';
import { loadPeople, personOf, type Db, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { changeDesign, readDesign } from './design-access.js';
import { parseItemData, readItemData, type ItemData } from './item-data.js';
import { requireAnyItem, requireLiveItem, type ItemRow } from './item-rows.js';
import { saveNameAndData } from './item-service.js';
import { toDesignItem } from './item-view.js';
import { assertBaseVersion } from './save-item.js';

/**
 * An item's history: every revision newest first, one revision with the item as it was then
 * (the row itself for the current version, the kept snapshot for older ones), and restoring one.
 * History stays readable while the item is in the trash; restoring a revision needs it live.
 */

type RevisionRow = typeof designRevisions.$inferSelect;

function toRevision(row: RevisionRow, people: Awaited<ReturnType<typeof loadPeople>>): Revision {
  return {
    version: row.version,
    action: row.action as RevisionAction,
    changed: row.changed,
    author: personOf(people, row.authorId),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRevisions(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  itemId: string,
): Promise<{ items: Revision[] }> {
  return readDesign(ctx, user, projectId, async (db, access) => {
    await requireAnyItem(db, projectId, itemId);
    const rows = await db
      .select()
      .from(designRevisions)
      .where(eq(designRevisions.itemId, itemId))
      .orderBy(desc(designRevisions.version));
    const people = await loadPeople(
      db,
      access.team.id,
      rows.map((row) => row.authorId),
    );
    return { items: rows.map((row) => toRevision(row, people)) };
  });
}

interface ItemState {
  name: string;
  parentId: string | null;
  data: ItemData;
}

/** The item as it was at `version`: the row for the current one, the snapshot for older ones. */
async function stateAt(
  db: Db,
  item: ItemRow,
  version: number,
): Promise<{ revision: RevisionRow; state: ItemState }> {
  const [revision] = await db
    .select()
    .from(designRevisions)
    .where(and(eq(designRevisions.itemId, item.id), eq(designRevisions.version, version)));
  if (!revision) throw new AppError('NOT_FOUND', { detail: `No version ${version} of this item.` });
  if (version === item.version) {
    return {
      revision,
      state: { name: item.name, parentId: item.parentId, data: readItemData(item.kind, item.data) },
    };
  }
  if (revision.snapshot === null) {
    // Only the current version may lack a snapshot (the revision invariant of save-item.ts).
    throw new AppError('INTERNAL_ERROR', {
      detail: `Version ${version} of item ${item.id} has no snapshot.`,
    });
  }
  const snapshot = JSON.parse(revision.snapshot) as {
    name: string;
    parentId: string | null;
    data: unknown;
  };
  return {
    revision,
    state: {
      name: snapshot.name,
      parentId: snapshot.parentId,
      data: readItemData(item.kind, JSON.stringify(snapshot.data)),
    },
  };
}

export async function getRevision(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  itemId: string,
  version: number,
): Promise<RevisionDetail> {
  return readDesign(ctx, user, projectId, async (db, access) => {
    const item = await requireAnyItem(db, projectId, itemId);
    const { revision, state } = await stateAt(db, item, version);
    const people = await loadPeople(db, access.team.id, [revision.authorId]);
    return {
      revision: toRevision(revision, people),
      kind: item.kind as RevisionDetail['kind'],
      ...state,
    };
  });
}

/**
 * Puts back the name and content of `version` as a new revision (action `restore`); the item
 * stays where it is in the tree. A save like any other: from `baseVersion`, and a data model's
 * name must be free (its references follow it).
 */
export async function restoreRevision(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  itemId: string,
  version: number,
  baseVersion: number,
): Promise<DesignItem> {
  return changeDesign(ctx, user, projectId, async (tx, access) => {
    const item = await requireLiveItem(tx, projectId, itemId, 'update');
    assertBaseVersion(item, baseVersion);
    const { state } = await stateAt(tx, item, version);
    // Checked again: a snapshot kept from before a model change must still be valid content.
    const data = parseItemData(item.kind as DesignItem['kind'], state.data);
    const saved = await saveNameAndData(tx, item, state.name, data, {
      action: 'restore',
      authorId: user.id,
      baseVersion,
    });
    return toDesignItem(tx, access.team.id, saved);
  });
}
