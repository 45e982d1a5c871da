import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PERMISSION_LEVEL } from '@heron/contract';
import { qualified } from '../../db/qualified.js';
import { projectMembers, projects } from '../../db/schema/access.js';
import type { Db, ProjectRow } from './access-service.js';

/**
 * Project rows for the modules that make and change projects (projects) and those whose rows
 * hang off a project (design, imports, the mock, points): `projects` is the access module's
 * table, so they read, lock and write it through these functions.
 */

/** The project (live or in the trash), or undefined when there is none. */
export async function findProject(db: Db, projectId: string): Promise<ProjectRow | undefined> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  return project;
}

/** The names of these projects (those that still exist), by id. */
export async function projectNamesOf(db: Db, projectIds: string[]): Promise<Map<string, string>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(inArray(projects.id, projectIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A new project in a team, with its first admin (who writes); answers its id. */
export async function insertProject(
  tx: Db,
  values: {
    teamId: string;
    name: string;
    description: string;
    category: string;
    createdBy: string;
  },
  adminUserId: string,
): Promise<string> {
  const [project] = await tx.insert(projects).values(values).returning({ id: projects.id });
  await tx.insert(projectMembers).values({
    projectId: project!.id,
    userId: adminUserId,
    permission: PERMISSION_LEVEL.write,
    isAdmin: true,
  });
  return project!.id;
}

/** What a change of a project may set; fields left out keep their value. */
export interface ProjectChange {
  name?: string | undefined;
  description?: string | undefined;
  category?: string | undefined;
  isLocked?: boolean;
  /** Into the trash (both set) or out of it (both null). */
  deletedAt?: Date | null;
  deletedBy?: string | null;
  updatedAt?: Date;
}

/** Writes the change. */
export async function updateProjectRow(
  tx: Db,
  projectId: string,
  change: ProjectChange,
): Promise<void> {
  await tx.update(projects).set(change).where(eq(projects.id, projectId));
}

/** Deletes the project for good; its members and invites go with it (cascade). */
export async function deleteProjectRow(tx: Db, projectId: string): Promise<void> {
  await tx.delete(projects).where(eq(projects.id, projectId));
}

/** The name of the project a column of the caller's query holds (null for none). */
export function projectNameOf(projectId: AnyColumn): SQL<string | null> {
  return qualified(
    sql<
      string | null
    >`(select ${projects.name} from ${projects} where ${projects.id} = ${projectId})`,
  );
}

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
