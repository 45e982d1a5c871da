import { and, asc, eq, isNull } from 'drizzle-orm';
import { designItems } from '../../db/schema/design.js';
import type { Db } from '../access/index.js';
import {
  buildProjectBundle,
  type DesignRow,
  type ProjectBundle,
  type ProjectDesign,
} from './build-project-bundle.js';
import { loadDesignMeta } from './live-design.js';

/**
 * A project's live design, read from the database (the items' data left as stored text), and
 * made into a DesignBundle (see `buildProjectBundle`): reading happens on the thread that answers
 * HTTP, building wherever the caller likes (exports and the mock build on worker threads).
 */

/** Reads the project's live items (data left as stored text) and its design settings. */
export async function readProjectDesign(db: Db, projectId: string): Promise<ProjectDesign> {
  const rows: DesignRow[] = await db
    .select({
      id: designItems.id,
      kind: designItems.kind,
      section: designItems.section,
      parentId: designItems.parentId,
      name: designItems.name,
      data: designItems.data,
    })
    .from(designItems)
    .where(and(eq(designItems.projectId, projectId), isNull(designItems.deletedAt)))
    .orderBy(asc(designItems.sort), asc(designItems.id));
  const { meta } = await loadDesignMeta(db, projectId);
  return { rows, meta };
}

/** Reads the project's design and makes its bundle, on this thread. */
export async function loadProjectBundle(
  db: Db,
  projectId: string,
  options: { folderId?: string | undefined } = {},
): Promise<ProjectBundle> {
  return buildProjectBundle(await readProjectDesign(db, projectId), options);
}
