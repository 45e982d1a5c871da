import { and, eq, isNull, sql } from 'drizzle-orm';
import type { EndpointData } from '@heron/contract';
import { rowsOf } from '../../db/raw-rows.js';
import { designItems } from '../../db/schema/design.js';
import type { Db } from '../access/index.js';
import { readItemData } from './item-data.js';

/** What the debugger and the mock read of a project's live endpoints and models. */

/** A live (not trashed) endpoint of the project, or null: what sends and cases refer to. */
export async function loadLiveEndpoint(
  db: Db,
  projectId: string,
  endpointId: string,
): Promise<EndpointData | null> {
  const [row] = await db
    .select({ data: designItems.data })
    .from(designItems)
    .where(
      and(
        eq(designItems.id, endpointId),
        eq(designItems.projectId, projectId),
        eq(designItems.kind, 'endpoint'),
        isNull(designItems.deletedAt),
      ),
    );
  return row ? (readItemData('endpoint', row.data) as EndpointData) : null;
}

/** The project's live data models by name (their schemas), for checking answers. */
export async function loadLiveModels(db: Db, projectId: string): Promise<Map<string, unknown>> {
  const models = await db
    .select({ name: designItems.name, data: designItems.data })
    .from(designItems)
    .where(
      and(
        eq(designItems.projectId, projectId),
        eq(designItems.kind, 'model'),
        isNull(designItems.deletedAt),
      ),
    );
  return new Map(models.map((m) => [m.name, (JSON.parse(m.data) as { schema: unknown }).schema]));
}

/**
 * A chain longer than this is a cycle in bad data, not a tree a person made: the walk stops there
 * rather than loop.
 */
const MAX_DEPTH = 1000;

export interface FolderAuthLink extends Record<string, unknown> {
  id: string;
  name: string;
  /** The folder's `auth` as JSON text; null when its data predates folder auth. */
  auth: string | null;
}

/**
 * The folders holding a live endpoint, nearest first, each with its `auth` as stored (the
 * debugger decides which one applies); empty when the endpoint is at the root, gone, or not the
 * project's. One query: the endpoint's ancestors by a recursive walk, only their `auth` read.
 */
export async function loadFolderAuthChain(
  db: Db,
  projectId: string,
  endpointId: string,
): Promise<FolderAuthLink[]> {
  return rowsOf<FolderAuthLink>(
    db,
    sql`
    with recursive chain (id, parent_id, name, data, depth) as (
      select folder.id, folder.parent_id, folder.name, folder.data, 1
      from design_items endpoint
      join design_items folder on folder.id = endpoint.parent_id
      where endpoint.id = ${endpointId}::uuid
        and endpoint.project_id = ${projectId}::uuid
        and endpoint.kind = 'endpoint'
        and endpoint.deleted_at is null
        and folder.project_id = ${projectId}::uuid
        and folder.kind = 'folder'
        and folder.deleted_at is null
      union all
      select folder.id, folder.parent_id, folder.name, folder.data, chain.depth + 1
      from chain
      join design_items folder on folder.id = chain.parent_id
      where folder.project_id = ${projectId}::uuid
        and folder.kind = 'folder'
        and folder.deleted_at is null
        and chain.depth < ${MAX_DEPTH}
    )
    select id::text as id, name, ((data::jsonb) -> 'auth')::text as auth
    from chain
    order by depth`,
  );
}
