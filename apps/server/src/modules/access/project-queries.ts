import { and, eq, isNull, sql } from 'drizzle-orm';
import { projectMembers, projects, teams } from '../../db/schema/access.js';
import { AppError } from '../../http/app-error.js';
import type { Db } from './access-service.js';
import type { ProjectWithTeam } from './project-summary.js';

/** Small reads the project services share. */

/** The team's projects that are not in the trash: what the plan's project limit counts. */
export async function liveProjectCount(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(projects)
    .where(and(eq(projects.teamId, teamId), isNull(projects.deletedAt)));
  return row?.count ?? 0;
}

/** How many admins the project has now. */
export async function projectAdminCount(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.isAdmin, true)));
  return row?.count ?? 0;
}

/** A project with its team, read again after a change. */
export async function loadProjectWithTeam(db: Db, projectId: string): Promise<ProjectWithTeam> {
  const [row] = await db
    .select({ project: projects, team: teams })
    .from(projects)
    .innerJoin(teams, eq(teams.id, projects.teamId))
    .where(eq(projects.id, projectId));
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No such project.' });
  return row;
}
