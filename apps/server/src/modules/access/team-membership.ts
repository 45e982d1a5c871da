import { and, eq, exists, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { projectMembers, projects, teamMembers } from '../../db/schema/access.js';
import { AppError } from '../../http/app-error.js';
import type { Db } from './access-service.js';

/**
 * Taking people off a team, shared by "remove" (a team admin, in batches) and "leave" (oneself).
 * Callers lock the team first (lockTeam) so two removals at once see each other's result.
 */

/** LAST_ADMIN unless the team keeps an admin once `leaving` are gone. */
export async function assertTeamKeepsAdmin(
  tx: Db,
  teamId: string,
  leaving: readonly string[],
): Promise<void> {
  const [other] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.isAdmin, true),
        notInArray(teamMembers.userId, [...leaving]),
      ),
    )
    .limit(1);
  if (!other) throw new AppError('LAST_ADMIN', { detail: 'The team would have no admin left.' });
}

/**
 * LAST_ADMIN when a live project of the team would be left without a project admin because its
 * only admins are among `leaving`. Projects in the trash are not counted: nobody can manage
 * their members, and the team's admins look after them.
 */
export async function assertProjectsKeepAdmin(
  tx: Db,
  teamId: string,
  leaving: readonly string[],
): Promise<void> {
  const adminsOf = (who: SQL) =>
    tx
      .select({ one: sql`1` })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projects.id), eq(projectMembers.isAdmin, true), who));
  const [orphaned] = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.teamId, teamId),
        isNull(projects.deletedAt),
        exists(adminsOf(inArray(projectMembers.userId, [...leaving]))),
        sql`not ${exists(adminsOf(notInArray(projectMembers.userId, [...leaving])))}`,
      ),
    )
    .limit(1);
  if (orphaned) {
    throw new AppError('LAST_ADMIN', {
      detail: `Project "${orphaned.name}" would have no project admin left.`,
    });
  }
}

/** Deletes the people's memberships of the team and of every project of it (trash included). */
export async function deleteMemberships(
  tx: Db,
  teamId: string,
  userIds: readonly string[],
): Promise<void> {
  const teamProjects = tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.teamId, teamId));
  await tx
    .delete(projectMembers)
    .where(
      and(
        inArray(projectMembers.userId, [...userIds]),
        inArray(projectMembers.projectId, teamProjects),
      ),
    );
  await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, [...userIds])));
}
