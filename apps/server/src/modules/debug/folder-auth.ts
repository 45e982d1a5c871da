import { sql } from 'drizzle-orm';
import { debugAuthSchema, type DebugAuth } from '@heron/contract';
import { rowsOf } from '../../db/raw-rows.js';
import type { Db } from '../access/index.js';

/**
 * Folder auth (issue 6): an `inherit` request of an endpoint that declares no security of its own
 * asks the folders holding it, nearest first. The first folder whose auth is not `inherit`
 * decides; when none does, the project's default security applies (see inherited-auth.ts).
 */

export interface FolderAuth {
  folderId: string;
  folderName: string;
  /** Never `inherit`; its texts are templates, resolved like the rest of the request. */
  auth: DebugAuth;
}

/**
 * A chain longer than this is a cycle in bad data, not a tree a person made: the walk stops there
 * rather than loop.
 */
const MAX_DEPTH = 1000;

interface ChainRow extends Record<string, unknown> {
  id: string;
  name: string;
  /** The folder's `auth` as JSON text; null when its data predates folder auth. */
  auth: string | null;
}

/**
 * The auth the nearest deciding folder above a live endpoint gives, or null when every folder
 * inherits (or the endpoint is at the root, gone, or not the project's). One query: the
 * endpoint's ancestors by a recursive walk, only their `auth` fields read.
 */
export async function loadFolderAuth(
  db: Db,
  projectId: string,
  endpointId: string,
): Promise<FolderAuth | null> {
  const rows = await rowsOf<ChainRow>(
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
  for (const row of rows) {
    const auth = authOf(row.auth);
    if (auth.type !== 'inherit') return { folderId: row.id, folderName: row.name, auth };
  }
  return null;
}

/** A stored folder auth; missing (older data) or no longer valid counts as `inherit`. */
function authOf(text: string | null): DebugAuth {
  if (text === null) return { type: 'inherit' };
  const parsed = debugAuthSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : { type: 'inherit' };
}
