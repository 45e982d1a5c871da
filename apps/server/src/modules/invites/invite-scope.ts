import { AppError } from '../../http/app-error.js';
import {
  requireProject,
  requireTeam,
  type Db,
  type ProjectRow,
  type TeamMemberRow,
  type TeamRow,
  type WorkspaceContext,
} from '../access/index.js';
import type { User } from '../auth/index.js';

/**
 * What an invite opens: a team (projectId absent) or one of its projects. Inviting to a team needs
 * `team.invite`, to a project `project.invite`; the policy refuses both in a personal space.
 */
export interface InviteScope {
  team: TeamRow;
  project: ProjectRow | undefined;
  /** The inviter's membership of the team; undefined for a super admin from outside. */
  membership: TeamMemberRow | undefined;
}

export async function requireInviteScope(
  ctx: WorkspaceContext,
  db: Db,
  user: User,
  teamId: string,
  projectId: string | undefined,
): Promise<InviteScope> {
  if (projectId === undefined) {
    const access = await requireTeam(ctx, db, user, teamId, 'team.invite');
    return { team: access.team, project: undefined, membership: access.membership };
  }
  const access = await requireProject(ctx, db, user, projectId, 'project.invite');
  if (access.project.teamId !== teamId) {
    throw new AppError('NOT_FOUND', { detail: 'No such project in this team.' });
  }
  return { team: access.team, project: access.project, membership: access.teamMembership };
}
