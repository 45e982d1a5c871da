import { PERMISSION_LEVEL, type AccessTokenRight, type PermissionLevel } from '@heron/contract';

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
  /** See the team's plan, seats against the plan, expiry and renewal (no money). */
  'billing.view',
  /** See the team's payment history: what was bought for it, for how much, by whom. */
  'billing.payments.view',
  /** Buy for the team (plans, seats, points, support), cancel or refund its orders. */
  'billing.manage',
  /**
   * Set, check or remove the team's own AI model and its key (issue 24): what the team's AI
   * features call, and whose account pays for them.
   */
  'team.aiModel',
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
  /** See test scenarios, their runs and reports; export a test suite (issue 22). */
  'test.view',
  /** Create, change and delete test scenarios. */
  'test.edit',
  /** Start and stop runs: they send requests and write back extracted variables. */
  'test.run',
  /** See the doc site's settings, versions and share links, and preview the site (issue 23). */
  'docs.view',
  /** Publish versions; create and revoke share links: what readers see of the design. */
  'docs.publish',
  /** The site itself: address, visibility, password, look. Who may read is an admin's call. */
  'docs.manage',
  /**
   * Set the monthly limit on the AI points the project may spend (issue 24): the team's points
   * are the team admins' to ration.
   */
  'points.cap',
] as const;

/** What only the instance's enterprise super admins do, whatever team they are in. */
export const INSTANCE_ACTIONS = [
  /** See every order and invoice application of the instance. */
  'instance.billing.view',
  /** Issue the invoices people applied for. */
  'instance.invoices.issue',
  /** Put a team on a plan by hand. */
  'instance.teams.setPlan',
] as const;

/** One order: its buyer and its team's admins act on it; super admins see it. */
export const ORDER_ACTIONS = [
  'order.view',
  /** Cancel, refund, apply for an invoice. */
  'order.manage',
] as const;

export type TeamAction = (typeof TEAM_ACTIONS)[number];
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];
export type InstanceAction = (typeof INSTANCE_ACTIONS)[number];
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export type Action = TeamAction | ProjectAction | InstanceAction | OrderAction;

export interface Actor {
  /** Enterprise super admin of this instance (configured by the operator). */
  isSuperAdmin: boolean;
  /** Membership of the resource's team, when there is one. */
  team?: { isAdmin: boolean } | undefined;
  /** Membership of the project, when the resource is a project and there is one. */
  project?: { isAdmin: boolean; permission: PermissionLevel } | undefined;
  /**
   * Set when the request came with a personal access token (issue 22): it narrows what the
   * person may do to its right, in the projects it names. It never widens: the person's own
   * role must allow the action too.
   */
  token?: { right: AccessTokenRight; coversProject: boolean } | undefined;
}

/** What a personal access token may be used for, by its right: reading, and running tests. */
export const TOKEN_ACTIONS: Record<AccessTokenRight, readonly ProjectAction[]> = {
  read: ['project.view', 'test.view'],
  run: ['project.view', 'test.view', 'test.run'],
};

/** Whether the token (if any) lets the action through; the role is decided apart. */
export function tokenAllows(actor: Actor, action: Action): boolean {
  if (!actor.token) return true;
  return (
    isOneOf(PROJECT_ACTIONS, action) &&
    actor.token.coversProject &&
    TOKEN_ACTIONS[actor.token.right].includes(action)
  );
}

export interface TeamState {
  /** The personal space: a team of one that cannot be left or deleted. */
  isPersonal: boolean;
}

/** An order as far as the decision needs it; the actor's `team` is the order's team. */
export interface OrderState {
  /** The actor bought it. */
  isBuyer: boolean;
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
    case 'billing.payments.view':
      // Billing details are the business of those who pay (issue 21): a plain member knows the
      // plan and its limits, not what the team paid or who bought it.
      return isAdmin;
    case 'billing.manage':
    case 'team.aiModel':
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
    case 'test.view':
    case 'docs.view':
      return isMember && isLive;
    case 'project.edit':
    case 'test.edit':
    case 'test.run':
    case 'docs.publish':
      // A locked project is read-only for everyone until an admin unlocks it. A run writes its
      // results and the values it extracts into the project: it is an edit too.
      return canWrite && isWritable && !project.isLocked;
    case 'project.editInfo':
    case 'project.members.manage':
    case 'project.lock':
    case 'docs.manage':
      return isAdmin && isWritable;
    case 'project.delete':
      return isAdmin && isLive;
    case 'points.cap':
      return actor.team?.isAdmin === true && isLive;
    case 'project.recover':
    case 'project.purge':
      return isAdmin && project.isDeleted;
    case 'project.invite':
      return canWrite && isWritable && !project.isPersonal;
    case 'project.leave':
      return actor.project !== undefined && isLive && !project.isPersonal;
  }
}

function instanceAllows(actor: Actor, action: InstanceAction): boolean {
  switch (action) {
    case 'instance.billing.view':
    case 'instance.invoices.issue':
    case 'instance.teams.setPlan':
      return actor.isSuperAdmin;
  }
}

function orderAllows(actor: Actor, action: OrderAction, order: OrderState): boolean {
  // Paying is the team's business (see billing.manage): a super admin looks, but does not act.
  const canManage = order.isBuyer || actor.team?.isAdmin === true;
  switch (action) {
    case 'order.view':
      return canManage || actor.isSuperAdmin;
    case 'order.manage':
      return canManage;
  }
}

const isOneOf = <T extends string>(list: readonly T[], action: string): action is T =>
  (list as readonly string[]).includes(action);

/**
 * Whether `actor` may do `action`: team actions need the team's state, project actions the
 * project's, order actions the order's; instance actions need nothing but the actor.
 */
export function decide(actor: Actor, action: TeamAction, resource: TeamState): boolean;
export function decide(actor: Actor, action: ProjectAction, resource: ProjectState): boolean;
export function decide(actor: Actor, action: OrderAction, resource: OrderState): boolean;
export function decide(actor: Actor, action: InstanceAction): boolean;
export function decide(
  actor: Actor,
  action: Action,
  resource?: TeamState | ProjectState | OrderState,
): boolean {
  if (!tokenAllows(actor, action)) return false;
  if (isOneOf(TEAM_ACTIONS, action)) return teamAllows(actor, action, resource as TeamState);
  if (isOneOf(PROJECT_ACTIONS, action)) {
    return projectAllows(actor, action, resource as ProjectState);
  }
  if (isOneOf(ORDER_ACTIONS, action)) return orderAllows(actor, action, resource as OrderState);
  return instanceAllows(actor, action);
}
