/**
 * /basic/soOrder (grid, count, detail, export from the order's metadata; add, update, getDetail), the order's
 * history (soOrderHistory), and one endpoint per lifecycle action under the spec's groups: soOrderDispatch,
 * siteOrderDeal and soOrderHandle. Each action's endpoint takes {id, version?, reason?} plus its handler's input.
 */
import { actionPermission, allowedActions, bizOk, ORDER_ACTION_NAMES, ORDER_ACTIONS, type OrderAction, orderResource, resourcePermissions } from '@as/shared';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { containsPattern } from '../../http/resource/resource.repository.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { basCustProfile } from '../customers/index.ts';
import { references } from '../master-data/index.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { type ActInput, actOn, createOrder, handlerOf, insertHistory, orderForUpdate, stateOf, validOrderInput } from './order.service.ts';
import { soOrder, soOrderHistory } from './order.table.ts';

const Id = z.coerce.number().int().positive();
const Base = { id: Id, version: z.number().int().min(0).optional(), reason: z.string().max(1000).optional() };
const perm = resourcePermissions(orderResource);

/**
 * Who sees an order: headquarters all; a centre or outlet the orders that reached its organisation or below; an
 * engineer the orders assigned to him.
 */
export const orderScope = (viewer: Viewer) => orgScope(viewer, { dept: soOrder.scopeDeptId, owner: soOrder.engineerUserId });

/**
 * The phone filter: a whole mobile number (how a caller is looked up) is an equality the phone index serves; a
 * fragment searches within the numbers.
 */
const phoneFilter = (values: string[]): SQL =>
  values.every((v) => /^1\d{10}$/.test(v)) ? inArray(soOrder.phone, values) : (or(...values.map((v) => ilike(soOrder.phone, containsPattern(v)))) as SQL);

export function orderRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  resourceRoutes(app, deps, orderResource, { table: soOrder, hooks: { scope: orderScope, filters: { phone: phoneFilter } } });
  const base = `/basic/${orderResource.name}`;
  const tags = [orderResource.name];

  // custId: the caller's profile the operator picked (else the profile of the serial number or of the phone).
  r.post(
    `${base}/add`,
    { config: { access: perm.add, title: 'create work order' }, schema: { tags, body: z.looseObject({ custId: Id.nullish() }) } },
    async (request) => {
      const auth = authOf(request);
      const { custId, ...fields } = request.body;
      return bizOk(
        await inTenant(auth, async (tx) => {
          if (custId != null) await references({ custId: basCustProfile })(tx, auth, { custId }, null);
          return createOrder(tx, auth, fields, custId);
        }),
      );
    },
  );

  // The basic data can change while the order has not left the level that registered it.
  r.post(
    `${base}/update`,
    { config: { access: perm.edit, title: 'update work order' }, schema: { tags, body: z.looseObject({ id: Id, version: z.number().int().min(0).optional() }) } },
    async (request) => {
      const auth = authOf(request);
      const { id, version, ...fields } = request.body;
      return bizOk(
        await inTenant(auth, async (tx) => {
          const order = await orderForUpdate(tx, auth, id, orderScope(auth));
          if (version !== undefined && version !== order.version) throw new AppError('orderChanged');
          if (order.status !== 1010 && order.status !== 1025) throw new AppError('orderNotEditable');
          const value = await validOrderInput(tx, auth, fields, 'update');
          const [saved] = await tx
            .update(soOrder)
            .set({ ...value, version: order.version + 1, updatedBy: auth.userId, updatedAt: new Date() })
            .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, id), eq(soOrder.version, order.version)))
            .returning();
          if (!saved) throw new AppError('orderChanged');
          await insertHistory(tx, auth, order, saved, 'update', '', { fields: Object.keys(value) });
          return saved;
        }),
      );
    },
  );

  // The order with what the caller may do to it now, and its history: the detail screen's one call.
  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(
      await inTenant(auth, async (tx) => {
        const [order] = await tx
          .select()
          .from(soOrder)
          .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, request.body.id), orderScope(auth)));
        if (!order || order.deletedAt) throw new AppError('notFound');
        const state = stateOf(order);
        const actions = allowedActions(state).filter((action) => auth.permissions.has(actionPermission(action, state)));
        return { order, actions, history: await historyOf(tx, auth.tenantId, order.id) };
      }),
    );
  });

  r.post(
    '/basic/soOrderHistory/getListPage',
    { config: { access: perm.view, read: true }, schema: { tags: ['soOrderHistory'], body: z.object({ orderId: Id }) } },
    async (request) => {
      const auth = authOf(request);
      return bizOk(
        await inTenant(auth, async (tx) => {
          const [order] = await tx.select({ id: soOrder.id }).from(soOrder).where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, request.body.orderId), orderScope(auth)));
          if (!order) throw new AppError('notFound');
          return historyOf(tx, auth.tenantId, order.id);
        }),
      );
    },
  );

  for (const action of ORDER_ACTION_NAMES) actionRoute(action);

  function actionRoute(action: OrderAction) {
    const def = ORDER_ACTIONS[action];
    const body = z.object({ ...Base, ...(handlerOf(action)?.input ?? {}) });
    r.post(`/basic/${def.group}/${action}`, { config: { access: def.permission, title: `work order ${action}` }, schema: { tags: [def.group], body } }, async (request) => {
      const auth = authOf(request);
      const input = request.body as ActInput;
      const moved = await inTenant(auth, async (tx) => actOn(tx, auth, await orderForUpdate(tx, auth, input.id, orderScope(auth)), action, input));
      return bizOk({ id: moved.id, status: moved.status, holder: moved.holder, version: moved.version });
    });
  }
}

/** The order's history, oldest first, with the name of whoever acted. */
async function historyOf(tx: Tx, tenantId: number, orderId: number) {
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
