/**
 * /basic/soOrder (grid, count, detail, export from the order's metadata; add, update, getDetail), the order's
 * history (soOrderHistory), and one endpoint per lifecycle action under the spec's groups: soOrderDispatch,
 * siteOrderDeal and soOrderHandle. Each action's endpoint takes {id, version?, reason?} plus its handler's input.
 */
import { actionPermission, allowedActions, bizOk, nextStep, ORDER_ACTIONS, ORDER_EDITABLE, ORDER_ENDPOINT_ACTIONS, type OrderAction, type OrderStatus, orderResource, resourcePermissions } from '@as/shared';
import { and, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { containsPattern, type FilterOf } from '../../http/resource/resource.repository.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { basCustProfile } from '../customers/index.ts';
import { references } from '../master-data/index.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { type ActInput, actOn, createOrder, handlerOf, insertHistory, orderForUpdate, stateOf, validOrderInput } from './order.service.ts';
import { kpiFilters } from './order-kpi.ts';
import { historyOf, orderScope, visibleOrder } from './order.repository.ts';
import { soOrder, soOrderPhoneSearch } from './order.table.ts';

const Id = z.coerce.number().int().positive();
const Base = { id: Id, version: z.number().int().min(0).optional(), reason: z.string().max(1000).optional() };
const perm = resourcePermissions(orderResource);

/**
 * The phone filter: a whole mobile number (how a caller is looked up) is an equality the phone index serves; a
 * fragment searches within the numbers, case-sensitively (they are digits): LIKE costs a quarter of ILIKE, which
 * lowercases every number it reads. Four digits or more (agents type the last four) are few numbers: their ids come
 * from the trigram index through the search view (offset 0 keeps the lookup a query of its own, else the planner
 * walks the grid's order testing every row). Three digits match thousands, which the grid's own index reads best.
 */
const TRIGRAM_FRAGMENT = 4;
const phoneFilter: FilterOf = (values, tenantId, others) => {
  if (values.every((v) => /^1\d{10}$/.test(v))) return inArray(soOrder.phone, values);
  const view = soOrderPhoneSearch;
  // The grid's status and date filters narrow the lookup as it rechecks the index's candidates: of 240 candidates
  // for four digits, the 60 of the grid's statuses and six months are read again under the policy, not all 240.
  const narrowed = others({ status: view.status, reportAt: view.reportAt });
  return or(
    ...values.map((v) =>
      v.length < TRIGRAM_FRAGMENT
        ? like(soOrder.phone, containsPattern(v))
        : sql`${soOrder.id} in (select ${view.id} from ${view} where ${and(eq(view.tenantId, tenantId), like(view.phone, containsPattern(v)), ...narrowed)} offset 0)`,
    ),
  ) as SQL;
};

export function orderRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  resourceRoutes(app, deps, orderResource, { table: soOrder, hooks: { scope: orderScope, filters: { phone: phoneFilter, ...kpiFilters } } });
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

  // The basic data can change while the order has not left the level that registered it (ORDER_EDITABLE).
  r.post(
    `${base}/update`,
    { config: { access: perm.edit, title: 'update work order' }, schema: { tags, body: z.looseObject({ id: Id, version: z.number().int().min(0).optional() }) } },
    async (request) => {
      const auth = authOf(request);
      const { id, version, ...fields } = request.body;
      return bizOk(
        await inTenant(auth, async (tx) => {
          const order = await orderForUpdate(tx, auth, id);
          if (version !== undefined && version !== order.version) throw new AppError('orderChanged');
          if (!ORDER_EDITABLE.includes(order.status as OrderStatus)) throw new AppError('orderNotEditable');
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

  // The order with the step it waits for (and from whom), what the caller may do to it now, and its history: the
  // detail screen's one call.
  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(
      await inTenant(auth, async (tx) => {
        const order = await visibleOrder(tx, auth, request.body.id);
        const state = stateOf(order);
        const actions = allowedActions(state).filter((action) => auth.permissions.has(actionPermission(action, state)));
        const [labelled] = await withRefLabels(tx, deps.resources, auth.tenantId, orderResource, [order]);
        return { order: labelled, next: nextStep(state), actions, history: await historyOf(tx, auth.tenantId, order.id) };
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
          const order = await visibleOrder(tx, auth, request.body.orderId);
          return historyOf(tx, auth.tenantId, order.id);
        }),
      );
    },
  );

  for (const action of ORDER_ENDPOINT_ACTIONS) actionRoute(action);

  function actionRoute(action: OrderAction) {
    const def = ORDER_ACTIONS[action];
    const body = z.object({ ...Base, ...(handlerOf(action)?.input ?? {}) });
    r.post(`/basic/${def.group}/${action}`, { config: { access: def.permission, title: `work order ${action}` }, schema: { tags: [def.group], body } }, async (request) => {
      const auth = authOf(request);
      const input = request.body as ActInput;
      const moved = await inTenant(auth, async (tx) => actOn(tx, auth, await orderForUpdate(tx, auth, input.id), action, input));
      return bizOk({ id: moved.id, status: moved.status, holder: moved.holder, version: moved.version });
    });
  }
}
