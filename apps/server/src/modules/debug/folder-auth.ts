import { debugAuthSchema, type DebugAuth } from '@heron/contract';
import type { Db } from '../access/index.js';
import { loadFolderAuthChain } from '../design/index.js';

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
 * The auth the nearest deciding folder above a live endpoint gives, or null when every folder
 * inherits (or the endpoint is at the root, gone, or not the project's). One query: the design
 * module walks the endpoint's folders and reads only their `auth` fields.
 */
export async function loadFolderAuth(
  db: Db,
  projectId: string,
  endpointId: string,
): Promise<FolderAuth | null> {
  const rows = await loadFolderAuthChain(db, projectId, endpointId);
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
