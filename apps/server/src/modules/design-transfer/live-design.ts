import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { designMetaSchema, type DesignMeta } from '@heron/contract';
import { emptyDesignMeta } from '@heron/engine/model';
import { designItems, designMeta, projectMembers } from '../../db/schema/index.js';
import type { Db } from '../access/index.js';
import type { LiveNode } from './import-preview.js';

/** Reads of a project's live design (items not in the trash) for imports and exports. */

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

/** The stored name and content of these live items, by id. */
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

/** The people an endpoint may name as its owner: the project's members. */
export async function projectMemberIds(db: Db, projectId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return new Set(rows.map((row) => row.userId));
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
