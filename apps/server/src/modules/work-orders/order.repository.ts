/**
 * Reads of work orders: who sees which order (the data scope every work-order route applies), one visible order,
 * its history. Locking reads for commands are the service's (orderForUpdate).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { orgScope, orgScopeOf, type Viewer } from '../../http/resource/data-scope.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { soOrder, soOrderHistory } from './order.table.ts';

/**
 * Who sees an order: headquarters all; a centre or outlet the orders that reached its organisation or below; an
 * engineer the orders assigned to him.
 */
const owned = { dept: soOrder.scopeDeptId, owner: soOrder.engineerUserId };
export const orderScope = (viewer: Viewer) => orgScope(viewer, owned);
/** orderScope with the organisations read first: for statements counting many orders (the dashboards). */
export const orderScopeOf = (db: Conn, viewer: Viewer) => orgScopeOf(db, viewer, owned);

/** The order if the caller may see it (not deleted), else notFound. */
export async function visibleOrder(tx: Tx, auth: AuthContext, id: number) {
  const [order] = await tx.select().from(soOrder).where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, id), orderScope(auth)));
  if (!order || order.deletedAt) throw new AppError('notFound');
  return order;
}

/** The order's history, oldest first, with the name of whoever acted. */
export async function historyOf(tx: Tx, tenantId: number, orderId: number) {
  return tx
    .select({
      id: soOrderHistory.id,
      action: soOrderHistory.action,
      fromStatus: soOrderHistory.fromStatus,
      toStatus: soOrderHistory.toStatus,
      fromHolder: soOrderHistory.fromHolder,
      toHolder: soOrderHistory.toHolder,
      userId: soOrderHistory.userId,
      userName: sysUser.name,
      reason: soOrderHistory.reason,
      detail: soOrderHistory.detail,
      createdAt: soOrderHistory.createdAt,
    })
    .from(soOrderHistory)
    .leftJoin(sysUser, eq(sysUser.id, soOrderHistory.userId))
    .where(and(eq(soOrderHistory.tenantId, tenantId), eq(soOrderHistory.orderId, orderId)))
    .orderBy(asc(soOrderHistory.id));
}
