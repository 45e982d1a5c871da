import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProjectMember } from '@heron/contract';
import { projectMembers, projects, teamMembers } from '../../db/schema/access.js';
import { accountProfiles } from '../auth/index.js';
import type { Db } from './access-service.js';

/** A project's members as its member screen shows them. */

/** The project's members (or those of them named), admins first, then by name. */
export async function projectMembersOf(
  db: Db,
  projectId: string,
  userIds?: string[],
): Promise<ProjectMember[]> {
  const profiles = accountProfiles();
  // A member is shown under their name in the project's team.
  const memberName = sql<string>`coalesce(${teamMembers.name}, ${profiles.name})`;
  const rows = await db
    .select({
      userId: projectMembers.userId,
      name: memberName,
      email: profiles.email,
      avatarUrl: profiles.avatarUrl,
      permission: projectMembers.permission,
      isAdmin: projectMembers.isAdmin,
      joinedAt: projectMembers.createdAt,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(profiles, eq(profiles.id, projectMembers.userId))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, projectMembers.userId)),
    )
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        userIds ? inArray(projectMembers.userId, userIds) : undefined,
      ),
    )
    // Admins first, then by name.
    .orderBy(desc(projectMembers.isAdmin), asc(memberName), asc(projectMembers.userId));
  return rows.map((row) => ({
    ...row,
    permission: row.permission as ProjectMember['permission'],
    joinedAt: row.joinedAt.toISOString(),
  }));
}
