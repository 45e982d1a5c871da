import { PERMISSION_LEVEL, type PermissionLevel } from '@heron/contract';

/**
 * Who may do what (spec §6): the one decision every team and project service asks before it reads
 * or changes anything. It is pure: the caller loads the actor's memberships and the resource's
 * state, so the whole role × action matrix is tested without a database (policy.test.ts).
 */

export const TEAM_ACTIONS = [
  'team.view',
  'team.edit',
  'team.delete',
  'team.leave',
  'team.members.view',
  /** Set or cancel team admin, remove members, assign projects to them. */
  'team.members.manage',
  'team.invite',
  'project.create',
  /** See the team's subscription, seats against the plan and payment history. */
  'billing.view',
  /** Buy for the team (plans, seats, points, support), cancel or refund its orders. */
  'billing.manage',
] as const;

export const PROJECT_ACTIONS = [
  'project.view',
  /** Change the API design, environments, tests: the project's content. */
  'project.edit',
  /** Name, description, category. */
  'project.editInfo',
  'project.lock',
  'project.delete',
  'project.recover',
  'project.purge',
  'project.members.view',
  /** Set or cancel project admin, change permissions, remove members. */
  'project.members.manage',
  'project.invite',
  'project.leave',
] as const;

export type TeamAction = (typeof TEAM_ACTIONS)[number];
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];
export type Action = TeamAction | ProjectAction;

export interface Actor {
  /** Enterprise super admin of this instance (configured by the operator). */
  isSuperAdmin: boolean;
  /** Membership of the resource's team, when there is one. */
  team?: { isAdmin: boolean } | undefined;
  /** Membership of the project, when the resource is a project and there is one. */
  project?: { isAdmin: boolean; permission: PermissionLevel } | undefined;
}

export interface TeamState {
  /** The personal space: a team of one that cannot be left or deleted. */
  isPersonal: boolean;
}

export interface ProjectState {
  isLocked: boolean;
  /** Over the team's plan limit: read-only until the team upgrades or deletes others. */
  isFrozen: boolean;
  /** In the trash. */
  isDeleted: boolean;
  /** A project of the personal space. */
  isPersonal: boolean;
}

function teamAllows(actor: Actor, action: TeamAction, team: TeamState): boolean {
  const isMember = actor.isSuperAdmin || actor.team !== undefined;
  const isAdmin = actor.isSuperAdmin || actor.team?.isAdmin === true;
  switch (action) {
    case 'team.view':
    case 'team.members.view':
      return isMember;
    case 'team.edit':
    case 'team.members.manage':
    case 'project.create':
      return isAdmin;
    case 'team.invite':
      // The personal space is one person's: it is not shared (docs/decisions.md 21).
      return isAdmin && !team.isPersonal;
    case 'team.delete':
      return isAdmin && !team.isPersonal;
    case 'team.leave':
      return actor.team !== undefined && !team.isPersonal;
    case 'billing.view':
      return isMember;
    case 'billing.manage':
      // Paying is the team's own business: its admins (the owner, in a personal space). A super
      // admin sees every subscription and issues invoices, but buys for no team of others.
      return actor.team?.isAdmin === true;
  }
}

function projectAllows(actor: Actor, action: ProjectAction, project: ProjectState): boolean {
  // A team admin manages every project of the team, whether or not they joined it.
  const isAdmin =
    actor.isSuperAdmin || actor.team?.isAdmin === true || actor.project?.isAdmin === true;
  const isMember = isAdmin || actor.project !== undefined;
  const canWrite = isAdmin || actor.project?.permission === PERMISSION_LEVEL.write;
  const isLive = !project.isDeleted;
  const isWritable = isLive && !project.isFrozen;
  switch (action) {
    case 'project.view':
    case 'project.members.view':
      return isMember && isLive;
    case 'project.edit':
      // A locked project is read-only for everyone until an admin unlocks it.
      return canWrite && isWritable && !project.isLocked;
    case 'project.editInfo':
    case 'project.members.manage':
    case 'project.lock':
      return isAdmin && isWritable;
    case 'project.delete':
      return isAdmin && isLive;
    case 'project.recover':
    case 'project.purge':
      return isAdmin && project.isDeleted;
    case 'project.invite':
      return canWrite && isWritable && !project.isPersonal;
    case 'project.leave':
      return actor.project !== undefined && isLive && !project.isPersonal;
  }
}

/** Whether `actor` may do `action`: team actions need the team's state, project actions the project's. */
export function decide(actor: Actor, action: TeamAction, resource: TeamState): boolean;
export function decide(actor: Actor, action: ProjectAction, resource: ProjectState): boolean;
export function decide(actor: Actor, action: Action, resource: TeamState | ProjectState): boolean {
  return (TEAM_ACTIONS as readonly string[]).includes(action)
    ? teamAllows(actor, action as TeamAction, resource as TeamState)
    : projectAllows(actor, action as ProjectAction, resource as ProjectState);
}
