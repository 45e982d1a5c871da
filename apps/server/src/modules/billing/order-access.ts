import { eq, inArray, or, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/billing.js';
import { AppError } from '../../http/app-error.js';
import type { User } from '../auth/index.js';
import {
  orderRightsOf,
  teamsAdministeredBy,
  type Db,
  type WorkspaceContext,
} from '../access/index.js';
import type { OrderRow } from './fulfil.js';

/**
 * Who sees and acts on an order is decided by the access module (`order.view`, `order.manage`):
 * its buyer and the admins of its team act on it; the instance's super admins see every order.
 * Anyone else is told there is no such order, so order numbers reveal nothing.
 */

export interface OrderRights {
  canView: boolean;
  /** Cancel, refund, apply for an invoice. */
  canManage: boolean;
}

export async function orderRights(
  ctx: WorkspaceContext,
  db: Db,
  user: User,
  order: OrderRow,
): Promise<OrderRights> {
  const rights = await orderRightsOf(ctx, db, user, order);
  return { canView: rights['order.view'], canManage: rights['order.manage'] };
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
  return or(eq(orders.buyerId, user.id), inArray(orders.teamId, teamsAdministeredBy(db, user.id)))!;
}
