import { DEFAULT_PLAN, type PlanId, type TeamDetail, type TeamSummary } from '@heron/contract';
import { AppError } from '../../http/app-error.js';
import type { User } from '../auth/index.js';
import {
  assertProjectsKeepAdmin,
  assertTeamKeepsAdmin,
  buildTeamDetail,
  deleteMemberships,
  deleteTeamRow,
  insertTeam,
  isSuperAdmin,
  listTeamSummaries,
  loadTeamAccess,
  lockTeam,
  requireInstance,
  requireTeam,
  updateTeamInfo,
  updateTeamPlan,
  type WorkspaceContext,
} from '../access/index.js';

/** Teams ("groups"): list, create, read, edit, delete and leave. */

/** The shared teams the caller belongs to; a super admin sees every enabled shared team. */
export async function listTeams(ctx: WorkspaceContext, user: User): Promise<TeamSummary[]> {
  return listTeamSummaries(ctx.db, user.id, isSuperAdmin(ctx, user));
}

/** Any signed-in person may create a team; they become its first admin, on the default plan. */
export async function createTeam(
  ctx: WorkspaceContext,
  user: User,
  input: { name: string; description: string },
): Promise<TeamDetail> {
  return ctx.db.transaction(async (tx) => {
    const teamId = await insertTeam(
      tx,
      { name: input.name, description: input.description, plan: DEFAULT_PLAN, createdBy: user.id },
      { userId: user.id, name: user.name },
    );
    return buildTeamDetail(tx, await loadTeamAccess(ctx, tx, user, teamId));
  });
}

export async function getTeam(
  ctx: WorkspaceContext,
  user: User,
  teamId: string,
): Promise<TeamDetail> {
  return buildTeamDetail(ctx.db, await requireTeam(ctx, ctx.db, user, teamId, 'team.view'));
}

export async function updateTeam(
  ctx: WorkspaceContext,
  user: User,
  teamId: string,
  input: { name?: string | undefined; description?: string | undefined },
): Promise<TeamDetail> {
  return ctx.db.transaction(async (tx) => {
    await requireTeam(ctx, tx, user, teamId, 'team.edit');
    await updateTeamInfo(tx, teamId, input);
    return buildTeamDetail(tx, await loadTeamAccess(ctx, tx, user, teamId));
  });
}

/**
 * Deletes the team with all its projects (trash included), memberships and invites, for good
 * (spec §6). The caller confirms by typing the team's exact name; a mismatch changes nothing.
 * The personal space cannot be deleted (the policy refuses it).
 */
export async function deleteTeam(
  ctx: WorkspaceContext,
  user: User,
  teamId: string,
  confirmName: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const { team } = await requireTeam(ctx, tx, user, teamId, 'team.delete');
    if (confirmName !== team.name) {
      throw new AppError('CONFIRMATION_MISMATCH', {
        detail: "The name does not match the team's.",
      });
    }
    // Projects, their members, team members and invites go with the team (on delete cascade).
    await deleteTeamRow(tx, teamId);
  });
}

/**
 * The caller leaves the team and every project of it. Refused (LAST_ADMIN) while they are its
 * last admin or the last admin of one of its live projects; the personal space cannot be left.
 */
export async function leaveTeam(ctx: WorkspaceContext, user: User, teamId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const { membership } = await requireTeam(ctx, tx, user, teamId, 'team.leave');
    if (membership?.isAdmin) await assertTeamKeepsAdmin(tx, teamId, [user.id]);
    await assertProjectsKeepAdmin(tx, teamId, [user.id]);
    await deleteMemberships(tx, teamId, [user.id]);
  });
}

/**
 * Puts a team on a plan by hand (the instance's super admins). It runs until changed, with the
 * plan's whole ceiling (decisions 26); going down freezes the newest projects over the limit,
 * going up thaws them, since freezing is worked out from the plan whenever it is read.
 */
export async function setTeamPlan(
  ctx: WorkspaceContext,
  user: User,
  teamId: string,
  plan: PlanId,
): Promise<{ teamId: string; plan: PlanId }> {
  requireInstance(ctx, user, 'instance.teams.setPlan');
  if (!(await updateTeamPlan(ctx.db, teamId, { plan, planExpiresAt: null }))) {
    throw new AppError('NOT_FOUND', { detail: 'No such team.' });
  }
  return { teamId, plan };
}
