import { eq, sql, type SQL } from 'drizzle-orm';
import { projects } from '../../db/schema/access.js';
import type { Db } from './access-service.js';

/**
 * Row locks on a project for the modules whose rows hang off it (design, imports): they take the
 * lock here, where the table is, instead of naming `projects` themselves.
 */

/**
 * Locks the project's row `for key share` until the transaction ends, as a foreign key's check
 * would: it cannot be deleted meanwhile. False when there is no such project.
 */
export async function lockProjectKey(tx: Db, projectId: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('key share');
  return rows.length > 0;
}

/**
 * Locks the project's row `for no key update` until the transaction ends: one project's design
 * moves take turns on it, while the key-share locks that inserting its items takes stay free.
 */
export async function lockProjectMoves(tx: Db, projectId: string): Promise<void> {
  await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('no key update');
}

/**
 * A text that changes when the project goes into or out of the trash ('live', else when it was
 * deleted; null when there is no such project). A SQL expression, for a caller's one-round-trip
 * check of several modules' rows (the mock's stamp).
 */
export function projectTrashStamp(projectId: string): SQL<string | null> {
  return sql<
    string | null
  >`(select coalesce(deleted_at::text, 'live') from projects where id = ${projectId}::uuid)`;
}

/** Whether the project exists and when it went into the trash (null while live). */
export async function findProjectTrashState(
  db: Db,
  projectId: string,
): Promise<{ deletedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ deletedAt: projects.deletedAt })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}
