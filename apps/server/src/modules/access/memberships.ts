import { and, desc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { PERMISSION_LEVEL } from '@heron/contract';
import type { Database } from '../../db/client.js';
import { projectMembers, projects, teamMembers, teams } from '../../db/schema/access.js';
import { accountProfiles } from '../auth/index.js';
import type { Db, ProjectMemberRow, TeamMemberRow } from './access-service.js';

/**
 * Team and project memberships for the modules that manage them (teams, projects, invites) and
 * those that need to know them (points, billing, imports). The rules (last admin, seats,
 * permissions) stay with the callers; these only read and write the rows, inside the caller's
 * transaction where one is passed.
 */

/** The person's membership of the team, or undefined. */
export async function findTeamMember(
  db: Db,
  teamId: string,
  userId: string,
): Promise<TeamMemberRow | undefined> {
  const [member] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return member;
}

/** Which of these people are members of the team. */
export async function teamMemberIdsAmong(
  db: Db,
  teamId: string,
  userIds: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, [...userIds])));
  return rows.map((row) => row.userId);
}

/** Whether the person is a member of the team and the team is shared (not a personal space). */
export async function isSharedTeamMember(db: Db, teamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.userId, userId),
        eq(teams.isPersonal, false),
      ),
    );
  return row !== undefined;
}

/** Changes a member's name in the team or their admin status; fields left out are kept. */
export async function updateTeamMemberRow(
  tx: Db,
  teamId: string,
  userId: string,
  values: { name?: string | undefined; isAdmin?: boolean | undefined },
): Promise<void> {
  await tx
    .update(teamMembers)
    .set({
      ...(values.name === undefined ? {} : { name: values.name }),
      ...(values.isAdmin === undefined ? {} : { isAdmin: values.isAdmin }),
    })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

/** The email addresses of the team's admins (those that have one). */
export async function listTeamAdminEmails(db: Db, teamId: string): Promise<string[]> {
  const profiles = accountProfiles();
  const rows = await db
    .select({ email: profiles.email })
    .from(teamMembers)
    .innerJoin(profiles, eq(profiles.id, teamMembers.userId))
    .where(
      and(eq(teamMembers.teamId, teamId), eq(teamMembers.isAdmin, true), isNotNull(profiles.email)),
    );
  return rows.map((row) => row.email!);
}

/** The ids of the project's members (whom an endpoint may name as its owner). */
export async function listProjectMemberIds(db: Db, projectId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return new Set(rows.map((row) => row.userId));
}

/** The person's membership of the project, or undefined. */
export async function findProjectMember(
  db: Db,
  projectId: string,
  userId: string,
): Promise<ProjectMemberRow | undefined> {
  const [member] = await db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return member;
}

/** Which of these people are on the project, and whether each administers it. */
export async function projectMembersAmong(
  db: Db,
  projectId: string,
  userIds: readonly string[],
): Promise<Array<{ userId: string; isAdmin: boolean }>> {
  return db
    .select({ userId: projectMembers.userId, isAdmin: projectMembers.isAdmin })
    .from(projectMembers)
    .where(
      and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, [...userIds])),
    );
}

/** The project's writers and admins (who take read-write seats while it is live). */
export async function projectWriterIds(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        or(eq(projectMembers.permission, PERMISSION_LEVEL.write), eq(projectMembers.isAdmin, true)),
      ),
    );
  return rows.map((row) => row.userId);
}

export interface ProjectMembership {
  projectId: string;
  userId: string;
  /** Spec §3: read 1, write 2. */
  permission: number;
  isAdmin: boolean;
}

/** Puts the person on the project. */
export async function insertProjectMember(tx: Db, member: ProjectMembership): Promise<void> {
  await tx.insert(projectMembers).values(member);
}

/** Puts the person on the project, or sets their permission and admin status if already on it. */
export async function upsertProjectMember(tx: Db, member: ProjectMembership): Promise<void> {
  await tx
    .insert(projectMembers)
    .values(member)
    .onConflictDoUpdate({
      target: [projectMembers.projectId, projectMembers.userId],
      set: { permission: member.permission, isAdmin: member.isAdmin },
    });
}

/** Sets a project member's permission and admin status. */
export async function updateProjectMemberRow(
  tx: Db,
  projectId: string,
  userId: string,
  values: { permission: number; isAdmin: boolean },
): Promise<void> {
  await tx
    .update(projectMembers)
    .set(values)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}

/** Takes these people off the project. */
export async function deleteProjectMembers(
  tx: Db,
  projectId: string,
  userIds: readonly string[],
): Promise<void> {
  await tx
    .delete(projectMembers)
    .where(
      and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, [...userIds])),
    );
}

/** Takes the person off these projects. */
export async function deleteProjectMemberships(
  tx: Db,
  userId: string,
  projectIds: readonly string[],
): Promise<void> {
  await tx
    .delete(projectMembers)
    .where(
      and(eq(projectMembers.userId, userId), inArray(projectMembers.projectId, [...projectIds])),
    );
}

/** Which of these projects have an admin other than the person. */
export async function projectsWithOtherAdmins(
  tx: Db & Pick<Database, 'selectDistinct'>,
  projectIds: readonly string[],
  userId: string,
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(
      and(
        inArray(projectMembers.projectId, [...projectIds]),
        eq(projectMembers.isAdmin, true),
        ne(projectMembers.userId, userId),
      ),
    );
  return rows.map((row) => row.projectId);
}

/** Every live project of a team beside one member's place in it (null permission: not on it). */
export interface AssignmentRow {
  projectId: string;
  projectName: string;
  permission: number | null;
  isAdmin: boolean | null;
}

/** The team's live projects, newest first, each with the person's membership if any. */
export async function listAssignmentRows(
  db: Db,
  teamId: string,
  userId: string,
): Promise<AssignmentRow[]> {
  return db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      permission: projectMembers.permission,
      isAdmin: projectMembers.isAdmin,
    })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .where(and(eq(projects.teamId, teamId), isNull(projects.deletedAt)))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}
