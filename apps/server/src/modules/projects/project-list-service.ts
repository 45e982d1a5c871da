import type { z } from 'zod';
import type { projectListQuery, projectPage } from '@heron/contract';
import {
  requireTeam,
  selectProjectPage,
  toProjectSummaries,
  type WorkspaceContext,
} from '../access/index.js';
import type { User } from '../auth/index.js';

/**
 * `/project/list` (spec §2): the tabs All, My Responsibilities (`mine`), My Participations
 * (`joined`) and Trash, newest first, searchable by name, a page at a time.
 */

export type ProjectListInput = z.output<typeof projectListQuery>;
export type ProjectPage = z.infer<typeof projectPage>;

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
  const { rows, total } = await selectProjectPage(db, user.id, {
    tab: query.tab,
    teamId: query.teamId,
    managesChosenTeam: teamAccess?.actor.isSuperAdmin === true,
    q: query.q,
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    items: await toProjectSummaries(ctx, db, user, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
