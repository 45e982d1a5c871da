import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  effectiveLimits,
  PLAN_IDS,
  PLANS,
  type PermissionLevel,
  type PlanId,
  type ProjectAbilities,
} from '@heron/contract';
import type { Database } from '../../db/client.js';
import { projectMembers, projects, teamMembers, teams } from '../../db/schema/access.js';
import { AppError } from '../../http/app-error.js';
import type { User } from '../auth/index.js';
import {
  decide,
  tokenAllows,
  type Actor,
  type ProjectAction,
  type ProjectState,
  type TeamAction,
} from './policy.js';

/**
 * Loads who the caller is to a team or project and asks the policy. Every team, project, member
 * and invite service goes through `requireTeam` / `requireProject` before it reads or changes
 * anything, so no id reaches the database unchecked.
 */

/** What the workspace services need besides the database. */
export interface WorkspaceContext {
  db: Database;
  /** Lower-cased emails of the instance's enterprise super admins (SUPER_ADMIN_EMAILS). */
  superAdminEmails: readonly string[];
}

/** A database or an open transaction: the loaders work inside either. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type TeamRow = typeof teams.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;

/**
 * A personal access token's limits for a decision on `projectId` (none for a team, an order or
 * the instance): undefined when the request came with a session.
 */
export function tokenScopeOf(user: User, projectId?: string): Actor['token'] {
  const grant = user.accessToken;
  if (!grant) return undefined;
  return {
    right: grant.right,
    coversProject: projectId !== undefined && grant.projectIds.includes(projectId),
  };
}

export function isSuperAdmin(ctx: Pick<WorkspaceContext, 'superAdminEmails'>, user: User): boolean {
  return user.email !== null && ctx.superAdminEmails.includes(user.email.toLowerCase());
}

export interface TeamAccess {
  team: TeamRow;
  /** The caller's membership; undefined for a super admin from outside the team. */
  membership: TeamMemberRow | undefined;
  actor: Actor;
}

export interface ProjectAccess {
  project: ProjectRow;
  team: TeamRow;
  teamMembership: TeamMemberRow | undefined;
  projectMembership: ProjectMemberRow | undefined;
  actor: Actor;
  state: ProjectState;
}

export async function loadTeamAccess(
  ctx: WorkspaceContext,
  db: Db,
  user: User,
  teamId: string,
): Promise<TeamAccess> {
  const [row] = await db
    .select({ team: teams, membership: teamMembers })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, user.id)))
    .where(eq(teams.id, teamId));
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No such team.' });
  const membership = row.membership ?? undefined;
  return {
    team: row.team,
    membership,
    actor: {
      isSuperAdmin: isSuperAdmin(ctx, user),
      team: membership && { isAdmin: membership.isAdmin },
      token: tokenScopeOf(user),
    },
  };
}

/** The caller's access to the team, refused with PERMISSION_DENIED unless `action` is allowed. */
export async function requireTeam(
  ctx: WorkspaceContext,
  db: Db,
  user: User,
  teamId: string,
  action: TeamAction,
): Promise<TeamAccess> {
  const access = await loadTeamAccess(ctx, db, user, teamId);
  if (!decide(access.actor, action, { isPersonal: access.team.isPersonal })) {
    throw new AppError('PERMISSION_DENIED', { detail: `Not allowed: ${action}.` });
  }
  return access;
}

/**
 * The team's live projects beyond its plan's limit, newest first to go: the oldest projects stay
 * usable, so deleting any older one (or upgrading) thaws the next (spec §4).
 */
export async function frozenProjectIds(db: Db, team: TeamRow): Promise<Set<string>> {
  const limit = planOf(team).projects;
  if (limit === null) return new Set();
  const live = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.teamId, team.id), isNull(projects.deletedAt)))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  return new Set(live.slice(limit).map((row) => row.id));
}

/**
 * The plan a team is on now: its paid plan until `planExpiresAt`, Starter after it (the server's
 * clock decides, docs/decisions.md 26).
 */
export function currentPlanId(team: TeamRow, now: Date = new Date()): PlanId {
  const plan = (PLAN_IDS as readonly string[]).includes(team.plan)
    ? (team.plan as PlanId)
    : 'starter';
  if (plan !== 'starter' && team.planExpiresAt && team.planExpiresAt <= now) return 'starter';
  return plan;
}

/** The team's limits now: Starter's, or on a paid plan the seats bought plus those included. */
export function planOf(team: TeamRow, now: Date = new Date()) {
  const plan = currentPlanId(team, now);
  // A plan the operator set (`PUT /admin/teams/{id}/plan`) has no expiry and was not bought seat by
  // seat: it gives the plan's whole ceiling.
  if (team.planExpiresAt === null) return PLANS[plan];
  const limits = effectiveLimits(plan, {
    readWrite: team.boughtReadWriteSeats,
    readOnly: team.boughtReadOnlySeats,
    project: team.boughtProjectSeats,
  });
  return { ...PLANS[plan], ...limits };
}

/**
 * How many of the team's live projects are older than the project (created before it, the id
 * breaking ties): the order `frozenProjectIds` ranks them in. The project is frozen when this
 * count reaches the plan's limit.
 */
const olderLiveProjects = sql<number>`(
  select count(*) from ${projects} as older
  where older.team_id = ${projects.teamId} and older.deleted_at is null
    and (older.created_at, older.id) < (${projects.createdAt}, ${projects.id})
)`.mapWith(Number);

export async function loadProjectAccess(
  ctx: WorkspaceContext,
  db: Db,
  user: User,
  projectId: string,
): Promise<ProjectAccess> {
  // One round trip: every request to a project starts here, the debugger's sends included.
  const [row] = await db
    .select({
      project: projects,
      team: teams,
      teamMembership: teamMembers,
      projectMembership: projectMembers,
      olderLive: olderLiveProjects,
    })
    .from(projects)
    .innerJoin(teams, eq(teams.id, projects.teamId))
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, user.id)))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, user.id)),
    )
    .where(eq(projects.id, projectId));
  if (!row) throw new AppError('NOT_FOUND', { detail: 'No such project.' });
  const teamMembership = row.teamMembership ?? undefined;
  const projectMembership = row.projectMembership ?? undefined;
  const isDeleted = row.project.deletedAt !== null;
  const limit = planOf(row.team).projects;
  const state: ProjectState = {
    isLocked: row.project.isLocked,
    isFrozen: !isDeleted && limit !== null && row.olderLive >= limit,
    isDeleted,
    isPersonal: row.team.isPersonal,
  };
  return {
    project: row.project,
    team: row.team,
    teamMembership,
    projectMembership,
    state,
    actor: {
      isSuperAdmin: isSuperAdmin(ctx, user),
      team: teamMembership && { isAdmin: teamMembership.isAdmin },
      project: projectMembership && {
        isAdmin: projectMembership.isAdmin,
        permission: projectMembership.permission as PermissionLevel,
      },
      token: tokenScopeOf(user, projectId),
    },
  };
}

// Actions that change a project: refused on a locked or frozen project with a reason of their
// own, so the person learns what to do (unlock; upgrade or delete others) rather than only "no".
const CHANGES: readonly ProjectAction[] = [
  'project.edit',
  'project.editInfo',
  'project.lock',
  'project.members.manage',
  'project.invite',
  'test.edit',
  'test.run',
  'docs.publish',
  'docs.manage',
];

/**
 * The caller's access to the project, refused unless `action` is allowed: PROJECT_FROZEN or
 * PROJECT_LOCKED when only the project's state stands in the way, PERMISSION_DENIED otherwise.
 */
export async function requireProject(
  ctx: WorkspaceContext,
  db: Db,
  user: User,
  projectId: string,
  action: ProjectAction,
): Promise<ProjectAccess> {
  const access = await loadProjectAccess(ctx, db, user, projectId);
  if (decide(access.actor, action, access.state)) return access;
  const { token } = access.actor;
  if (token && !tokenAllows(access.actor, action)) {
    // Said apart from the role's refusal: the fix is another token, not another role.
    throw new AppError('ACCESS_TOKEN_NOT_ALLOWED', {
      detail: token.coversProject
        ? `A ${token.right} access token cannot do ${action}.`
        : 'The access token does not name this project.',
    });
  }
  if (CHANGES.includes(action) && !access.state.isDeleted) {
    const thawed = { ...access.state, isFrozen: false };
    if (access.state.isFrozen && decide(access.actor, action, thawed)) {
      throw new AppError('PROJECT_FROZEN');
    }
    if (access.state.isLocked && decide(access.actor, action, { ...thawed, isLocked: false })) {
      throw new AppError('PROJECT_LOCKED');
    }
  }
  throw new AppError('PERMISSION_DENIED', { detail: `Not allowed: ${action}.` });
}

/** What the caller may do with the project now, for the UI to offer only that. */
export function projectAbilities(actor: Actor, state: ProjectState): ProjectAbilities {
  return {
    edit: decide(actor, 'project.edit', state),
    editInfo: decide(actor, 'project.editInfo', state),
    lock: decide(actor, 'project.lock', state),
    delete: decide(actor, 'project.delete', state),
    recover: decide(actor, 'project.recover', state),
    purge: decide(actor, 'project.purge', state),
    manageMembers: decide(actor, 'project.members.manage', state),
    invite: decide(actor, 'project.invite', state),
    leave: decide(actor, 'project.leave', state),
    runTests: decide(actor, 'test.run', state),
    publishDocs: decide(actor, 'docs.publish', state),
    manageDocs: decide(actor, 'docs.manage', state),
    capPoints: decide(actor, 'points.cap', state),
  };
}
