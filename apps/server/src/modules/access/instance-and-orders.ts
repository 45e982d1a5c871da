import { and, eq } from 'drizzle-orm';
import type { InstanceAbilities } from '@heron/contract';
import { teamMembers } from '../../db/schema/access.js';
import { AppError } from '../../http/app-error.js';
import type { User } from '../auth/index.js';
import { isSuperAdmin, tokenScopeOf, type Db, type WorkspaceContext } from './access-service.js';
import { decide, type InstanceAction, type OrderAction } from './policy.js';

/**
 * The decisions beyond one team or project (issue 20: they were made in billing and admin code):
 * what only the instance's super admins do, and who sees and acts on an order. The membership
 * is loaded here, so no other module reads `team_members` to decide.
 */

const SUPER_ADMIN_ONLY: Record<InstanceAction, string> = {
  'instance.billing.view': "Only enterprise super admins see the whole instance's billing.",
  'instance.invoices.issue': 'Only enterprise super admins issue invoices.',
  'instance.teams.setPlan': 'Only enterprise super admins put a team on a plan.',
};

/** Whether the caller may do an instance action (for lists that widen, not refuse). */
export function mayOnInstance(
  ctx: Pick<WorkspaceContext, 'superAdminEmails'>,
  user: User,
  action: InstanceAction,
): boolean {
  return decide({ isSuperAdmin: isSuperAdmin(ctx, user), token: tokenScopeOf(user) }, action);
}

/** What the caller may do on the instance, for the UI to offer only that. */
export function instanceAbilities(
  ctx: Pick<WorkspaceContext, 'superAdminEmails'>,
  user: User,
): InstanceAbilities {
  return {
    viewAllBilling: mayOnInstance(ctx, user, 'instance.billing.view'),
    issueInvoices: mayOnInstance(ctx, user, 'instance.invoices.issue'),
    setTeamPlans: mayOnInstance(ctx, user, 'instance.teams.setPlan'),
  };
}

/** Refuses with PERMISSION_DENIED unless the caller may do the instance action. */
export function requireInstance(
  ctx: Pick<WorkspaceContext, 'superAdminEmails'>,
  user: User,
  action: InstanceAction,
): void {
  if (!mayOnInstance(ctx, user, action)) {
    throw new AppError('PERMISSION_DENIED', { detail: SUPER_ADMIN_ONLY[action] });
  }
}

/** An order as the decision needs it. */
export interface OrderOwnership {
  /** Null once the buyer's account is deleted. */
  buyerId: string | null;
  teamId: string | null;
}

/** What the caller may do with the order: see it (`order.view`) and act on it (`order.manage`). */
export async function orderRightsOf(
  ctx: Pick<WorkspaceContext, 'superAdminEmails'>,
  db: Db,
  user: User,
  order: OrderOwnership,
): Promise<Record<OrderAction, boolean>> {
  const isBuyer = order.buyerId === user.id;
  const membership =
    order.teamId === null || isBuyer
      ? undefined
      : (
          await db
            .select({ isAdmin: teamMembers.isAdmin })
            .from(teamMembers)
            .where(and(eq(teamMembers.teamId, order.teamId), eq(teamMembers.userId, user.id)))
        )[0];
  const actor = {
    isSuperAdmin: isSuperAdmin(ctx, user),
    team: membership,
    token: tokenScopeOf(user),
  };
  return {
    'order.view': decide(actor, 'order.view', { isBuyer }),
    'order.manage': decide(actor, 'order.manage', { isBuyer }),
  };
}

/**
 * The teams whose orders the caller acts on besides their own purchases (those they
 * administer, as `order.manage` says), as a subquery for a list's condition.
 */
export function teamsAdministeredBy(db: Db, userId: string) {
  return db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.isAdmin, true)));
}
