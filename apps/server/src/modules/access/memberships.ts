import { eq } from 'drizzle-orm';
import { projectMembers } from '../../db/schema/access.js';
import type { Db } from './access-service.js';

/** Reads and writes of team and project memberships for the modules that need them. */

/** The ids of the project's members (whom an endpoint may name as its owner). */
export async function listProjectMemberIds(db: Db, projectId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return new Set(rows.map((row) => row.userId));
}
