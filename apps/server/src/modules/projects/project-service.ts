import type { z } from 'zod';
import {
  fitsLimit,
  WORKSPACE_VALIDATION,
  type createProjectBody,
  type ProjectSummary,
  type updateProjectBody,
} from '@heron/contract';
import { AppError } from '../../http/app-error.js';
import {
  decide,
  deleteProjectMembers,
  deleteProjectRow,
  ensureSeat,
  findProjectMember,
  findTeamMember,
  insertProject,
  liveProjectCount,
  loadProjectAccess,
  loadProjectWithTeam,
  lockTeam,
  planOf,
  projectAdminCount,
  projectWriterIds,
  requireProject,
  requireTeam,
  seatsByMember,
  toProjectSummary,
  updateProjectRow,
  type WorkspaceContext,
} from '../access/index.js';
import type { User } from '../auth/index.js';

/**
 * One project's life (spec §3, §4): created in a team by one who manages it, with a project admin
 * and a category; its info edited; locked and unlocked; deleted into the trash, recovered (on a
 * plan that allows it) or purged; left by its members. Every call asks the access policy first.
 */

export type CreateProjectInput = z.output<typeof createProjectBody>;
export type UpdateProjectInput = z.output<typeof updateProjectBody>;

async function summaryOf(ctx: WorkspaceContext, user: User, projectId: string) {
  return toProjectSummary(ctx, ctx.db, user, await loadProjectWithTeam(ctx.db, projectId));
}

export async function createProject(
  ctx: WorkspaceContext,
  user: User,
  input: CreateProjectInput,
): Promise<ProjectSummary> {
  const projectId = await ctx.db.transaction(async (tx) => {
    const { team } = await requireTeam(ctx, tx, user, input.teamId, 'project.create');
    // The project count and the admin's seat are decided together with every other change that
    // takes a seat or a project of this team.
    await lockTeam(tx, team.id);
    const admin = await findTeamMember(tx, team.id, input.adminUserId);
    // In a personal space the only member is its owner, so the owner is always the admin.
    if (!admin) {
      throw new AppError('VALIDATION_FAILED', {
        detail: 'The project admin must be a member of the team.',
        errors: [
          {
            in: 'body',
            pointer: '/adminUserId',
            message: WORKSPACE_VALIDATION.projectAdminNotMember,
          },
        ],
      });
    }
    if (!fitsLimit(planOf(team).projects, await liveProjectCount(tx, team.id))) {
      throw new AppError('PROJECT_LIMIT_REACHED');
    }
    await ensureSeat(tx, team, input.adminUserId, 'readWrite');
    return insertProject(
      tx,
      {
        teamId: team.id,
        name: input.name,
        description: input.description,
        category: input.category,
        createdBy: user.id,
      },
      input.adminUserId,
    );
  });
  return summaryOf(ctx, user, projectId);
}

/** A live project the caller is on (or manages), or a trashed one they may recover or purge. */
export async function getProject(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
): Promise<ProjectSummary> {
  const access = await loadProjectAccess(ctx, ctx.db, user, projectId);
  const action = access.state.isDeleted ? 'project.recover' : 'project.view';
  if (!decide(access.actor, action, access.state)) {
    throw new AppError('PERMISSION_DENIED', { detail: `Not allowed: ${action}.` });
  }
  return toProjectSummary(ctx, ctx.db, user, access);
}

/** Name, description, category: project admins, even while the project is locked. */
export async function updateProject(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  input: UpdateProjectInput,
): Promise<ProjectSummary> {
  return changeProject(ctx, user, projectId, 'project.editInfo', input);
}

/** A locked project's content is read-only for everyone until an admin unlocks it. */
export async function setProjectLocked(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  isLocked: boolean,
): Promise<ProjectSummary> {
  return changeProject(ctx, user, projectId, 'project.lock', { isLocked });
}

/** Changes columns of the project once `action` is allowed, and answers its new summary. */
async function changeProject(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  action: 'project.editInfo' | 'project.lock',
  values: UpdateProjectInput | { isLocked: boolean },
): Promise<ProjectSummary> {
  await requireProject(ctx, ctx.db, user, projectId, action);
  await updateProjectRow(ctx.db, projectId, { ...values, updatedAt: new Date() });
  return summaryOf(ctx, user, projectId);
}

/** Into the trash, recording when and by whom; its members stay for a recovery. */
export async function deleteProject(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
): Promise<void> {
  await requireProject(ctx, ctx.db, user, projectId, 'project.delete');
  await updateProjectRow(ctx.db, projectId, { deletedAt: new Date(), deletedBy: user.id });
}

/**
 * Back from the trash: only on a plan that can recover, and only while the team has room under
 * its project limit (both RECOVERY_NOT_IN_PLAN, the spec's upgrade prompt). Its writers take
 * read-write seats again, so those must be free too.
 */
export async function recoverProject(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
): Promise<ProjectSummary> {
  await ctx.db.transaction(async (tx) => {
    const { team } = await requireProject(ctx, tx, user, projectId, 'project.recover');
    await lockTeam(tx, team.id);
    const plan = planOf(team);
    if (!plan.canRecover || !fitsLimit(plan.projects, await liveProjectCount(tx, team.id))) {
      throw new AppError('RECOVERY_NOT_IN_PLAN');
    }
    const writers = await projectWriterIds(tx, projectId);
    const seats = await seatsByMember(tx, team.id);
    const newWriters = writers.filter((userId) => seats.get(userId) !== 'readWrite').length;
    const readWrite = [...seats.values()].filter((seat) => seat === 'readWrite').length;
    if (newWriters > 0 && !fitsLimit(plan.readWriteSeats, readWrite, newWriters)) {
      throw new AppError('READ_WRITE_SEATS_FULL');
    }
    await updateProjectRow(tx, projectId, {
      deletedAt: null,
      deletedBy: null,
      updatedAt: new Date(),
    });
  });
  return summaryOf(ctx, user, projectId);
}

/** Gone for good, with its members and invites: only from the trash. */
export async function purgeProject(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
): Promise<void> {
  await requireProject(ctx, ctx.db, user, projectId, 'project.purge');
  await deleteProjectRow(ctx.db, projectId);
}

/** A member takes themselves off the project; its last admin must hand over first. */
export async function leaveProject(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { team } = await requireProject(ctx, tx, user, projectId, 'project.leave');
    // Admin changes of one team are serialised, so two admins leaving at once cannot both go;
    // the membership is read again under the lock.
    await lockTeam(tx, team.id);
    const membership = await findProjectMember(tx, projectId, user.id);
    if (!membership) return;
    if (membership.isAdmin && (await projectAdminCount(tx, projectId)) <= 1) {
      throw new AppError('LAST_ADMIN');
    }
    await deleteProjectMembers(tx, projectId, [user.id]);
  });
}
