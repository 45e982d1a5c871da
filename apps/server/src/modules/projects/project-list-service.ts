import { and, desc, eq, exists, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { STATUS, type projectListQuery, type projectPage } from '@heron/contract';
import { projectMembers, projects, teamMembers, teams } from '../../db/schema/index.js';
import { requireTeam, type WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { toProjectSummaries } from './project-summary.js';

/**
 * `/project/list` (spec §2): the tabs All, My Responsibilities (`mine`), My Participations
 * (`joined`) and Trash, newest first, searchable by name, a page at a time.
 */

export type ProjectListInput = z.output<typeof projectListQuery>;
export type ProjectPage = z.infer<typeof projectPage>;

/** `text` as a literal ILIKE pattern: `%` and `_` typed by a person match only themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listProjects(
  ctx: WorkspaceContext,
  user: User,
  query: ProjectListInput,
): Promise<ProjectPage> {
  const { db } = ctx;
  // A team filter names a team the caller may see; a super admin who asks for one team sees it
  // as its admin would.
  const teamAccess = query.teamId
    ? await requireTeam(ctx, db, user, query.teamId, 'team.view')
    : undefined;
  const managesChosenTeam = teamAccess?.actor.isSuperAdmin === true;

  const onProject = (isAdmin?: boolean) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(projectMembers)
        .where(
          and(
            eq(projectMembers.projectId, projects.id),
            eq(projectMembers.userId, user.id),
            isAdmin === undefined ? undefined : eq(projectMembers.isAdmin, isAdmin),
          ),
        ),
    );
  const adminOfTeam: SQL = managesChosenTeam
    ? sql`true`
    : exists(
        db
          .select({ one: sql`1` })
          .from(teamMembers)
          .where(
            and(
              eq(teamMembers.teamId, projects.teamId),
              eq(teamMembers.userId, user.id),
              eq(teamMembers.isAdmin, true),
            ),
          ),
      );

  const tabFilter: Record<ProjectListInput['tab'], SQL | undefined> = {
    all: and(isNull(projects.deletedAt), or(onProject(), adminOfTeam)),
    mine: and(isNull(projects.deletedAt), onProject(true)),
    joined: and(isNull(projects.deletedAt), onProject(false)),
    // What the caller may recover or purge: team admins and the project's admins.
    trash: and(isNotNull(projects.deletedAt), or(onProject(true), adminOfTeam)),
  };
  const where = and(
    eq(teams.status, STATUS.enable),
    tabFilter[query.tab],
    query.teamId ? eq(projects.teamId, query.teamId) : undefined,
    query.q ? ilike(projects.name, containsPattern(query.q)) : undefined,
  );
  const newestFirst =
    query.tab === 'trash'
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
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  return {
    items: await toProjectSummaries(ctx, db, user, rows),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
