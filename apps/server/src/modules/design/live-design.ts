import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { designMetaSchema, type DesignMeta, type DesignSection } from '@heron/contract';
import { emptyDesignMeta } from '@heron/engine/model';
import { designItems, designMeta } from '../../db/schema/design.js';
import type { Db } from '../access/index.js';
import type { ItemRow } from './item-rows.js';

/** Reads of a project's live design (items not in the trash) for imports and exports. */

/** A live item of the project, without its content. */
export interface LiveNode {
  id: string;
  kind: string;
  section: string;
  parentId: string | null;
  name: string;
  method: string | null;
  path: string | null;
  sort: number;
}

/** Every live item without its content, siblings in drawing order. */
export async function loadLiveNodes(db: Db, projectId: string): Promise<LiveNode[]> {
  return db
    .select({
      id: designItems.id,
      kind: designItems.kind,
      section: designItems.section,
      parentId: designItems.parentId,
      name: designItems.name,
      method: designItems.method,
      path: designItems.path,
      sort: designItems.sort,
    })
    .from(designItems)
    .where(and(eq(designItems.projectId, projectId), isNull(designItems.deletedAt)))
    .orderBy(asc(designItems.sort), asc(designItems.id));
}

// Ids per statement: a bound parameter each.
const ID_CHUNK = 1000;

/** The stored name and content of these live items, by id (read `data` with `readItemData`). */
export async function loadItemContent(
  db: Db,
  projectId: string,
  ids: readonly string[],
): Promise<Map<string, { kind: string; name: string; data: string }>> {
  const content = new Map<string, { kind: string; name: string; data: string }>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await db
      .select({
        id: designItems.id,
        kind: designItems.kind,
        name: designItems.name,
        data: designItems.data,
      })
      .from(designItems)
      .where(
        and(
          eq(designItems.projectId, projectId),
          inArray(designItems.id, ids.slice(i, i + ID_CHUNK)),
          isNull(designItems.deletedAt),
        ),
      );
    for (const row of rows) content.set(row.id, row);
  }
  return content;
}

/**
 * These live items of the project, locked for update until the transaction ends, by id: what an
 * import overwrites. Locked in id order, so two imports at once cannot deadlock.
 */
export async function lockLiveItems(
  tx: Db,
  projectId: string,
  ids: readonly string[],
): Promise<Map<string, ItemRow>> {
  const rows = new Map<string, ItemRow>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const locked = await tx
      .select()
      .from(designItems)
      .where(
        and(
          eq(designItems.projectId, projectId),
          inArray(designItems.id, ids.slice(i, i + ID_CHUNK)),
          isNull(designItems.deletedAt),
        ),
      )
      .orderBy(asc(designItems.id))
      .for('update');
    for (const row of locked) rows.set(row.id, row);
  }
  return rows;
}

export interface StoredMeta {
  meta: DesignMeta;
  /** 0 when the project has no settings row yet. */
  version: number;
}

/** The project's design settings (empty ones when it has none), optionally locked. */
export async function loadDesignMeta(db: Db, projectId: string, lock = false): Promise<StoredMeta> {
  const query = db.select().from(designMeta).where(eq(designMeta.projectId, projectId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return { meta: emptyDesignMeta(), version: 0 };
  const stored: unknown = JSON.parse(row.data);
  const parsed = designMetaSchema.safeParse(stored);
  // Settings that no longer fit the schema are kept as stored rather than dropped by a merge.
  return { meta: parsed.success ? parsed.data : (stored as DesignMeta), version: row.version };
}

/**
 * A text that changes whenever the project's design does: its items (count, trashed count, newest
 * change) and its settings. A SQL expression (never null), so that a caller watching several
 * modules' rows (the mock's stamp) still checks them all in one round trip.
 */
export function designStamp(projectId: string): SQL<string> {
  return sql<string>`concat_ws('|',
      (select count(*)::text || '/' || count(deleted_at)::text || '/' || coalesce(max(updated_at)::text, '')
         from design_items where project_id = ${projectId}::uuid),
      (select updated_at::text from design_meta where project_id = ${projectId}::uuid))`;
}

/** Whether `folderId` is a live folder of the project in `section`. */
export async function isLiveFolder(
  db: Db,
  projectId: string,
  folderId: string,
  section: DesignSection,
): Promise<boolean> {
  const [folder] = await db
    .select({ id: designItems.id })
    .from(designItems)
    .where(
      and(
        eq(designItems.projectId, projectId),
        eq(designItems.id, folderId),
        eq(designItems.kind, 'folder'),
        eq(designItems.section, section),
        isNull(designItems.deletedAt),
      ),
    );
  return folder !== undefined;
}
