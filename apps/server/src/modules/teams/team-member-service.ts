import type { TeamMember } from '@heron/contract';
import { AppError } from '../../http/app-error.js';
import type { User } from '../auth/index.js';
import {
  assertProjectsKeepAdmin,
  assertTeamKeepsAdmin,
  countMembers,
  type Db,
  deleteMemberships,
  ensureSeat,
  findTeamMember,
  lockTeam,
  requireTeam,
  selectMember,
  selectMembers,
  teamMemberIdsAmong,
  updateTeamMemberRow,
  type WorkspaceContext,
} from '../access/index.js';

/** Team members (spec §3, §6): list and search, rename, set or cancel admin, remove. */

export interface MemberPageQuery {
  page: number;
  pageSize: number;
  q?: string | undefined;
}

export async function listTeamMembers(
  ctx: WorkspaceContext,
  user: User,
  teamId: string,
  query: MemberPageQuery,
) {
  await requireTeam(ctx, ctx.db, user, teamId, 'team.members.view');
  const [items, total] = await Promise.all([
    selectMembers(ctx.db, teamId, {
      q: query.q,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countMembers(ctx.db, teamId, query.q),
  ]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** The member of the team, or NOT_FOUND. */
export async function requireMember(tx: Db, teamId: string, userId: string) {
  const member = await findTeamMember(tx, teamId, userId);
  if (!member) throw new AppError('NOT_FOUND', { detail: 'No such member of this team.' });
  return member;
}

/**
 * Changes a member's name in the team (themselves or a team admin) or their admin status (team
 * admins). Making someone admin takes a read-write seat; cancelling keeps at least one admin
 * and is refused in the personal space (spec §4).
 */
export async function updateTeamMember(
  ctx: WorkspaceContext,
  user: User,
  teamId: string,
  userId: string,
  input: { name?: string | undefined; isAdmin?: boolean | undefined },
): Promise<TeamMember> {
  return ctx.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const managing = input.isAdmin !== undefined || userId !== user.id;
    const { team } = await requireTeam(
      ctx,
      tx,
      user,
      teamId,
      managing ? 'team.members.manage' : 'team.members.view',
    );
    const member = await requireMember(tx, teamId, userId);
    if (input.isAdmin === false && team.isPersonal) throw new AppError('PERSONAL_ADMIN_REQUIRED');
    if (input.isAdmin === true && !member.isAdmin) {
      await ensureSeat(tx, team, userId, 'readWrite');
    }
    if (input.isAdmin === false && member.isAdmin) {
      await assertTeamKeepsAdmin(tx, teamId, [userId]);
    }
    await updateTeamMemberRow(tx, teamId, userId, input);
    return (await selectMember(tx, teamId, userId))!;
  });
}

/**
 * Removes members from the team and from every project of it, all or none: an id that is not a
 * member fails the whole batch with NOT_FOUND. Removing oneself is refused (leave instead), as
 * is removing the last admin of the team or of one of its live projects.
 */
export async function removeTeamMembers(
  ctx: WorkspaceContext,
  user: User,
  teamId: string,
  userIds: readonly string[],
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    await requireTeam(ctx, tx, user, teamId, 'team.members.manage');
    if (userIds.includes(user.id)) {
      throw new AppError('PERMISSION_DENIED', {
        detail: 'Leave the team instead of removing yourself.',
      });
    }
    const found = await teamMemberIdsAmong(tx, teamId, userIds);
    if (found.length !== userIds.length) {
      throw new AppError('NOT_FOUND', {
        detail: 'Someone in the list is not a member of this team.',
      });
    }
    await assertTeamKeepsAdmin(tx, teamId, userIds);
    await assertProjectsKeepAdmin(tx, teamId, userIds);
    await deleteMemberships(tx, teamId, userIds);
  });
}
