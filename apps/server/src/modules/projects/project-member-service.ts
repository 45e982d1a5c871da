import type { z } from 'zod';
import {
  PERMISSION_LEVEL,
  type addProjectMembersBody,
  type ProjectMember,
  type updateProjectMemberBody,
  type userIdsBody,
} from '@heron/contract';
import { AppError } from '../../http/app-error.js';
import {
  deleteProjectMembers,
  ensureSeat,
  findProjectMember,
  insertProjectMember,
  lockTeam,
  projectAdminCount,
  projectMembersAmong,
  projectMembersOf,
  requireProject,
  seatNeededFor,
  teamMemberIdsAmong,
  updateProjectMemberRow,
  type WorkspaceContext,
} from '../access/index.js';
import type { User } from '../auth/index.js';

/**
 * A project's members (spec §6): its admins set or cancel project admin, change permissions and
 * remove members, one or in a batch; anyone who may invite adds members of the team ("invite from
 * team"). Batches are all-or-nothing: every id is checked before anything changes, and the change
 * runs in one transaction under the team's lock, so seats and the last admin are decided once.
 */

export type AddProjectMembersInput = z.output<typeof addProjectMembersBody>;
export type UpdateProjectMemberInput = z.output<typeof updateProjectMemberBody>;
export type RemoveProjectMembersInput = z.output<typeof userIdsBody>;

export async function listProjectMembers(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
): Promise<ProjectMember[]> {
  await requireProject(ctx, ctx.db, user, projectId, 'project.members.view');
  return projectMembersOf(ctx.db, projectId);
}

/**
 * "Invite from team": puts existing members of the project's team on it with `permission`.
 * Anyone not in the team is NOT_FOUND and nobody is added; those already on the project keep
 * what they have. A writer needs a free read-write seat (READ_WRITE_SEATS_FULL).
 */
export async function addProjectMembers(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  input: AddProjectMembersInput,
): Promise<ProjectMember[]> {
  await ctx.db.transaction(async (tx) => {
    const { team } = await requireProject(ctx, tx, user, projectId, 'project.invite');
    await lockTeam(tx, team.id);
    const inTeam = await teamMemberIdsAmong(tx, team.id, input.userIds);
    if (inTeam.length !== input.userIds.length) {
      throw new AppError('NOT_FOUND', { detail: 'Someone chosen is not a member of the team.' });
    }
    const onProject = await projectMembersAmong(tx, projectId, input.userIds);
    const already = new Set(onProject.map((row) => row.userId));
    // One at a time: each seat check sees the seats the earlier ones of the batch took.
    for (const userId of input.userIds) {
      if (already.has(userId)) continue;
      await ensureSeat(tx, team, userId, seatNeededFor(input.permission));
      await insertProjectMember(tx, {
        projectId,
        userId,
        permission: input.permission,
        isAdmin: false,
      });
    }
  });
  return projectMembersOf(ctx.db, projectId);
}

/**
 * Sets or cancels project admin and changes the permission. An admin always writes, so making
 * someone admin makes them a writer. Cancelling admin on a personal project is refused
 * (PERSONAL_ADMIN_REQUIRED), and so is cancelling the last admin (LAST_ADMIN).
 */
export async function updateProjectMember(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  userId: string,
  input: UpdateProjectMemberInput,
): Promise<ProjectMember> {
  await ctx.db.transaction(async (tx) => {
    const { team } = await requireProject(ctx, tx, user, projectId, 'project.members.manage');
    await lockTeam(tx, team.id);
    const member = await findProjectMember(tx, projectId, userId);
    if (!member) throw new AppError('NOT_FOUND', { detail: 'Not a member of this project.' });

    const isAdmin = input.isAdmin ?? member.isAdmin;
    if (isAdmin && input.permission === PERMISSION_LEVEL.read) {
      throw new AppError('CONFLICT', {
        detail: 'A project admin always has write permission; cancel admin status first.',
      });
    }
    const permission = isAdmin ? PERMISSION_LEVEL.write : (input.permission ?? member.permission);
    if (member.isAdmin && !isAdmin) {
      if (team.isPersonal) throw new AppError('PERSONAL_ADMIN_REQUIRED');
      if ((await projectAdminCount(tx, projectId)) <= 1) throw new AppError('LAST_ADMIN');
    }
    const needed = seatNeededFor(permission, isAdmin);
    if (needed === 'readWrite') await ensureSeat(tx, team, userId, needed);
    await updateProjectMemberRow(tx, projectId, userId, { permission, isAdmin });
  });
  const [updated] = await projectMembersOf(ctx.db, projectId, [userId]);
  if (!updated) throw new AppError('NOT_FOUND', { detail: 'Not a member of this project.' });
  return updated;
}

/**
 * Takes members off the project, all or none: an id that is not on the project is NOT_FOUND;
 * the caller uses "leave" for themselves; the project keeps at least one admin.
 */
export async function removeProjectMembers(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  input: RemoveProjectMembersInput,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { team } = await requireProject(ctx, tx, user, projectId, 'project.members.manage');
    if (input.userIds.includes(user.id)) {
      throw new AppError('PERMISSION_DENIED', {
        detail: 'Take yourself off a project by leaving it.',
      });
    }
    await lockTeam(tx, team.id);
    const found = await projectMembersAmong(tx, projectId, input.userIds);
    if (found.length !== input.userIds.length) {
      throw new AppError('NOT_FOUND', { detail: 'Someone chosen is not on this project.' });
    }
    const removedAdmins = found.filter((row) => row.isAdmin).length;
    if (removedAdmins > 0 && (await projectAdminCount(tx, projectId)) <= removedAdmins) {
      throw new AppError('LAST_ADMIN');
    }
    await deleteProjectMembers(tx, projectId, input.userIds);
  });
}
