import { and, desc, eq, exists, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { STATUS } from '@heron/contract';
import { projectMembers, projects, teamMembers, teams } from '../../db/schema/access.js';
import type { Db } from './access-service.js';
import type { ProjectWithTeam } from './project-summary.js';

/**
 * The rows of `/project/list` (spec §2): the tabs All, My Responsibilities (`mine`), My
 * Participations (`joined`) and Trash, newest first, searchable by name, a page at a time.
 */

export interface ProjectPageFilter {
  tab: 'all' | 'mine' | 'joined' | 'trash';
  /** Only this team's projects. */
  teamId?: string | undefined;
  /** The caller sees the chosen team as its admin would (a super admin). */
  managesChosenTeam: boolean;
  /** Text the name contains. */
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/** `text` as a literal ILIKE pattern: `%` and `_` typed by a person match only themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of the projects `userId` sees under the filter, with the total. */
export async function selectProjectPage(
  db: Db,
  userId: string,
  filter: ProjectPageFilter,
): Promise<{ rows: ProjectWithTeam[]; total: number }> {
  const onProject = (isAdmin?: boolean) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(projectMembers)
        .where(
          and(
            eq(projectMembers.projectId, projects.id),
            eq(projectMembers.userId, userId),
            isAdmin === undefined ? undefined : eq(projectMembers.isAdmin, isAdmin),
          ),
        ),
    );
  const adminOfTeam: SQL = filter.managesChosenTeam
    ? sql`true`
    : exists(
        db
          .select({ one: sql`1` })
          .from(teamMembers)
          .where(
            and(
              eq(teamMembers.teamId, projects.teamId),
              eq(teamMembers.userId, userId),
              eq(teamMembers.isAdmin, true),
            ),
          ),
      );

  const tabFilter: Record<ProjectPageFilter['tab'], SQL | undefined> = {
    all: and(isNull(projects.deletedAt), or(onProject(), adminOfTeam)),
    mine: and(isNull(projects.deletedAt), onProject(true)),
    joined: and(isNull(projects.deletedAt), onProject(false)),
    // What the caller may recover or purge: team admins and the project's admins.
    trash: and(isNotNull(projects.deletedAt), or(onProject(true), adminOfTeam)),
  };
  const where = and(
    eq(teams.status, STATUS.enable),
    tabFilter[filter.tab],
    filter.teamId ? eq(projects.teamId, filter.teamId) : undefined,
    filter.q ? ilike(projects.name, containsPattern(filter.q)) : undefined,
  );
  const newestFirst =
    filter.tab === 'trash'
      ? [desc(projects.deletedAt), desc(projects.id)]
      : [desc(projects.createdAt), desc(projects.id)];

  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(projects)
    .innerJoin(teams, eq(teams.id, projects.teamId))
    .where(where);
  const rows = await db
    .select({ project: projects, team: teams })
    .from(projects)
    .innerJoin(teams, eq(teams.id, projects.teamId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total: counted?.total ?? 0 };
}
