import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PermissionLevel, ProjectCategory, ProjectSummary } from '@heron/contract';
import { projectMembers, projects, teamMembers } from '../../db/schema/access.js';
import { accountProfiles } from '../auth/index.js';
import {
  isSuperAdmin,
  planOf,
  projectAbilities,
  type Db,
  type ProjectRow,
  type TeamRow,
  type WorkspaceContext,
} from './access-service.js';
import type { User } from '../auth/index.js';

/**
 * Turns project rows into the summaries the API answers with, for one caller. A page of the
 * project list is built with a fixed number of queries whatever its length: admins, member
 * counts, the caller's memberships and the frozen state are each read once for the whole page.
 */

export interface ProjectWithTeam {
  project: ProjectRow;
  team: TeamRow;
}

interface PersonRef {
  id: string;
  name: string;
  avatarUrl: string | null;
}

/**
 * Which of the given live projects are frozen: those ranked beyond their team's plan limit when
 * the team's live projects are ordered oldest first (the same order as `frozenProjectIds`).
 */
export async function frozenAmong(db: Db, rows: ProjectWithTeam[]): Promise<Set<string>> {
  const limits = new Map<string, number>();
  for (const { team } of rows) {
    const limit = planOf(team).projects;
    if (limit !== null) limits.set(team.id, limit);
  }
  const liveIds = rows
    .filter(({ project, team }) => project.deletedAt === null && limits.has(team.id))
    .map(({ project }) => project.id);
  if (liveIds.length === 0) return new Set();
  const ranked = db
    .select({
      id: projects.id,
      teamId: projects.teamId,
      rank: sql<number>`row_number() over (partition by ${projects.teamId} order by ${projects.createdAt}, ${projects.id})`
        .mapWith(Number)
        .as('rank'),
    })
    .from(projects)
    .where(and(inArray(projects.teamId, [...limits.keys()]), isNull(projects.deletedAt)))
    .as('ranked');
  const found = await db.select().from(ranked).where(inArray(ranked.id, liveIds));
  return new Set(
    found.filter((row) => row.rank > (limits.get(row.teamId) ?? Infinity)).map((row) => row.id),
  );
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The summaries of `rows`, in the same order, as `user` sees them. */
export async function toProjectSummaries(
  ctx: WorkspaceContext,
  db: Db,
  user: User,
  rows: ProjectWithTeam[],
): Promise<ProjectSummary[]> {
  if (rows.length === 0) return [];
  const projectIds = rows.map(({ project }) => project.id);
  const teamIds = [...new Set(rows.map(({ team }) => team.id))];
  const deletedIds = rows
    .filter(({ project }) => project.deletedBy !== null)
    .map(({ project }) => project.id);

  const profiles = accountProfiles();
  // A person is shown under their name in the project's team, or their account name once they
  // have left it (a deleter who left the team).
  const displayName = sql<string>`coalesce(${teamMembers.name}, ${profiles.name})`;
  const [frozen, admins, counts, myProjects, myTeams, deleters] = await Promise.all([
    frozenAmong(db, rows),
    db
      .select({
        projectId: projectMembers.projectId,
        id: profiles.id,
        name: displayName,
        avatarUrl: profiles.avatarUrl,
      })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .innerJoin(profiles, eq(profiles.id, projectMembers.userId))
      .leftJoin(
        teamMembers,
        and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, profiles.id)),
      )
      .where(and(inArray(projectMembers.projectId, projectIds), eq(projectMembers.isAdmin, true)))
      .orderBy(asc(projectMembers.createdAt), asc(profiles.id)),
    db
      .select({
        projectId: projectMembers.projectId,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(projectMembers)
      .where(inArray(projectMembers.projectId, projectIds))
      .groupBy(projectMembers.projectId),
    db
      .select()
      .from(projectMembers)
      .where(
        and(inArray(projectMembers.projectId, projectIds), eq(projectMembers.userId, user.id)),
      ),
    db
      .select()
      .from(teamMembers)
      .where(and(inArray(teamMembers.teamId, teamIds), eq(teamMembers.userId, user.id))),
    deletedIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            projectId: projects.id,
            id: profiles.id,
            name: displayName,
            avatarUrl: profiles.avatarUrl,
          })
          .from(projects)
          .innerJoin(profiles, eq(profiles.id, projects.deletedBy))
          .leftJoin(
            teamMembers,
            and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, profiles.id)),
          )
          .where(inArray(projects.id, deletedIds)),
  ]);

  const adminsOf = groupBy(admins, (row) => row.projectId);
  const countOf = new Map(counts.map((row) => [row.projectId, row.count]));
  const myProjectOf = new Map(myProjects.map((row) => [row.projectId, row]));
  const myTeamOf = new Map(myTeams.map((row) => [row.teamId, row]));
  const deleterOf = new Map(deleters.map((row) => [row.projectId, row]));
  const superAdmin = isSuperAdmin(ctx, user);
  const ref = (row: PersonRef): PersonRef => ({
    id: row.id,
    name: row.name,
    avatarUrl: row.avatarUrl,
  });

  return rows.map(({ project, team }) => {
    const membership = myProjectOf.get(project.id);
    const teamMembership = myTeamOf.get(team.id);
    const isDeleted = project.deletedAt !== null;
    const state = {
      isLocked: project.isLocked,
      isFrozen: frozen.has(project.id),
      isDeleted,
      isPersonal: team.isPersonal,
    };
    const actor = {
      isSuperAdmin: superAdmin,
      team: teamMembership && { isAdmin: teamMembership.isAdmin },
      project: membership && {
        isAdmin: membership.isAdmin,
        permission: membership.permission as PermissionLevel,
      },
    };
    const deleter = deleterOf.get(project.id);
    return {
      id: project.id,
      teamId: team.id,
      teamName: team.name,
      isPersonal: team.isPersonal,
      name: project.name,
      description: project.description,
      category: project.category as ProjectCategory,
      admins: (adminsOf.get(project.id) ?? []).map(ref),
      memberCount: countOf.get(project.id) ?? 0,
      isLocked: project.isLocked,
      isFrozen: state.isFrozen,
      myPermission: membership ? (membership.permission as 1 | 2) : null,
      amAdmin: membership?.isAdmin ?? false,
      createdAt: project.createdAt.toISOString(),
      updatedAt: project.updatedAt.toISOString(),
      deletedAt: project.deletedAt?.toISOString() ?? null,
      deletedBy: deleter ? ref(deleter) : null,
      can: projectAbilities(actor, state),
    };
  });
}

/** The summary of one project, as `user` sees it. */
export async function toProjectSummary(
  ctx: WorkspaceContext,
  db: Db,
  user: User,
  row: ProjectWithTeam,
): Promise<ProjectSummary> {
  const [summary] = await toProjectSummaries(ctx, db, user, [row]);
  return summary!;
}
