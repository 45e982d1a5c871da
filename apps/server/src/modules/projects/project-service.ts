import { and, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fitsLimit,
  PERMISSION_LEVEL,
  WORKSPACE_VALIDATION,
  type createProjectBody,
  type ProjectSummary,
  type updateProjectBody,
} from '@heron/contract';
import { projectMembers, projects, teamMembers } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import {
  decide,
  ensureSeat,
  loadProjectAccess,
  lockTeam,
  planOf,
  requireProject,
  requireTeam,
  seatsByMember,
  type WorkspaceContext,
} from '../access/index.js';
import type { User } from '../auth/index.js';
import { liveProjectCount, loadProjectWithTeam, projectAdminCount } from './project-queries.js';
import { toProjectSummary } from './project-summary.js';

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
    const [admin] = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, input.adminUserId)));
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
    const [project] = await tx
      .insert(projects)
      .values({
        teamId: team.id,
        name: input.name,
        description: input.description,
        category: input.category,
        createdBy: user.id,
      })
      .returning({ id: projects.id });
    await tx.insert(projectMembers).values({
      projectId: project!.id,
      userId: input.adminUserId,
      permission: PERMISSION_LEVEL.write,
      isAdmin: true,
    });
    return project!.id;
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
  await ctx.db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, projectId));
  return summaryOf(ctx, user, projectId);
}

/** Into the trash, recording when and by whom; its members stay for a recovery. */
export async function deleteProject(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
): Promise<void> {
  await requireProject(ctx, ctx.db, user, projectId, 'project.delete');
  await ctx.db
    .update(projects)
    .set({ deletedAt: new Date(), deletedBy: user.id })
    .where(eq(projects.id, projectId));
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
    const writers = await tx
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.projectId, projectId),
          or(
            eq(projectMembers.permission, PERMISSION_LEVEL.write),
            eq(projectMembers.isAdmin, true),
          ),
        ),
      );
    const seats = await seatsByMember(tx, team.id);
    const newWriters = writers.filter((row) => seats.get(row.userId) !== 'readWrite').length;
    const readWrite = [...seats.values()].filter((seat) => seat === 'readWrite').length;
    if (newWriters > 0 && !fitsLimit(plan.readWriteSeats, readWrite, newWriters)) {
      throw new AppError('READ_WRITE_SEATS_FULL');
    }
    await tx
      .update(projects)
      .set({ deletedAt: null, deletedBy: null, updatedAt: new Date() })
      .where(eq(projects.id, projectId));
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
  await ctx.db.delete(projects).where(eq(projects.id, projectId));
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
    const mine = and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, user.id));
    const [membership] = await tx.select().from(projectMembers).where(mine);
    if (!membership) return;
    if (membership.isAdmin && (await projectAdminCount(tx, projectId)) <= 1) {
      throw new AppError('LAST_ADMIN');
    }
    await tx.delete(projectMembers).where(mine);
  });
}
