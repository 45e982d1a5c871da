import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { orders, teamMembers } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { User } from '../auth/index.js';
import { isSuperAdmin, type Db, type WorkspaceContext } from '../access/index.js';
import type { OrderRow } from './fulfil.js';

/**
 * Who sees and acts on an order: its buyer and the admins of its team (who manage the team's
 * billing) see and act on it; the instance's super admins see every order. Anyone else is told
 * there is no such order, so order numbers reveal nothing.
 */

export interface OrderRights {
  canView: boolean;
  /** Cancel, refund, apply for an invoice. */
  canManage: boolean;
}

async function isTeamAdmin(db: Db, teamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isAdmin: teamMembers.isAdmin })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row?.isAdmin === true;
}

export async function orderRights(
  ctx: WorkspaceContext,
  db: Db,
  user: User,
  order: OrderRow,
): Promise<OrderRights> {
  const canManage =
    order.buyerId === user.id ||
    (order.teamId !== null && (await isTeamAdmin(db, order.teamId, user.id)));
  return { canView: canManage || isSuperAdmin(ctx, user), canManage };
}

/** Refuses with NOT_FOUND unless the caller may see the order, PERMISSION_DENIED unless act. */
export async function requireOrder(
  ctx: WorkspaceContext,
  db: Db,
  user: User,
  order: OrderRow | undefined | null,
  need: 'view' | 'manage',
): Promise<OrderRow> {
  if (!order) throw new AppError('NOT_FOUND', { detail: 'No such order.' });
  const rights = await orderRights(ctx, db, user, order);
  if (!rights.canView) throw new AppError('NOT_FOUND', { detail: 'No such order.' });
  if (need === 'manage' && !rights.canManage) {
    throw new AppError('PERMISSION_DENIED', {
      detail: 'Only the buyer or the team admins may do this.',
    });
  }
  return order;
}

/** The orders a caller's lists hold: bought by them, or of a team they administer. */
export function visibleOrders(db: Db, user: User): SQL {
  const administered = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, user.id), eq(teamMembers.isAdmin, true)));
  return or(eq(orders.buyerId, user.id), inArray(orders.teamId, administered))!;
}
