/**
 * Dispatch commands over several steps or orders (siteOrderDeal batchAssign, reAssign) and the dispatcher's
 * reads (soOrderDispatch recommend, board). Each command is one transaction; each step inside runs through actOn,
 * which checks the step's own permission, so these routes are open to whoever sees orders and refuse the rest.
 */
import { bizOk, ORDER_ACTIONS, ORDER_PERMISSIONS } from '@as/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { batchAssign, dispatchBoard, reAssign, recommend } from './dispatch.service.ts';
import { orderScope } from './order.repository.ts';
import { orderForUpdate } from './order.service.ts';
import { soOrder } from './order.table.ts';

const Id = z.coerce.number().int().positive();
const VIEW = ORDER_PERMISSIONS.view;
const summary = (o: { id: number; status: number; holder: string; version: number }) => ({ id: o.id, status: o.status, holder: o.holder, version: o.version });

const need = (auth: AuthContext, permission: string) => {
  if (!auth.permissions.has(permission)) throw new AppError('noPermission');
};

export function dispatchRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);

  // Spec: select records first before batch assign. An engineer (assign), an outlet (assignSite) or a centre (assignOrg).
  r.post(
    '/basic/siteOrderDeal/batchAssign',
    {
      config: { access: VIEW, title: 'work order batchAssign' },
      schema: {
        tags: ['siteOrderDeal'],
        body: z.object({ ids: z.array(Id).max(200).default([]), engineerId: Id.optional(), siteId: Id.optional(), centreId: Id.optional() }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { ids, engineerId, siteId, centreId } = request.body;
      const target = engineerId !== undefined ? { engineerId } : siteId !== undefined ? { siteId } : centreId !== undefined ? { centreId } : null;
      if (!target) throw new FieldErrors([{ field: 'engineerId', code: 'required' }]);
      need(auth, ORDER_ACTIONS['engineerId' in target ? 'assign' : 'siteId' in target ? 'assignSite' : 'assignOrg'].permission);
      const moved = await inTenant(auth, (tx) => batchAssign(tx, auth, ids, target));
      return bizOk(moved.map(summary));
    },
  );

  r.post(
    '/basic/siteOrderDeal/reAssign',
    {
      config: { access: VIEW, title: 'work order reAssign' },
      schema: {
        tags: ['siteOrderDeal'],
        body: z.object({ id: Id, version: z.number().int().min(0).optional(), reason: z.string().max(1000).optional(), engineerId: Id.optional(), siteId: Id.optional() }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { id, ...input } = request.body;
      need(auth, input.siteId !== undefined ? ORDER_PERMISSIONS.assignSite : ORDER_PERMISSIONS.deal);
      const moved = await inTenant(auth, async (tx) => reAssign(tx, auth, await orderForUpdate(tx, auth, id), input));
      return bizOk(summary(moved));
    },
  );

  // The ranked outlets (or, once an outlet has accepted it, engineers) for one order, with each one's reasons.
  r.post('/basic/soOrderDispatch/recommend', { config: { access: VIEW, read: true }, schema: { tags: ['soOrderDispatch'], body: z.object({ id: Id, level: z.enum(['site', 'engineer']).optional() }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(
      await inTenant(auth, async (tx) => {
        const [order] = await tx
          .select()
          .from(soOrder)
          .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, request.body.id), isNull(soOrder.deletedAt), orderScope(auth)));
        if (!order) throw new AppError('notFound');
        return recommend(tx, auth, order, request.body.level);
      }),
    );
  });

  r.post('/basic/soOrderDispatch/board', { config: { access: VIEW, read: true }, schema: { tags: ['soOrderDispatch'], body: z.object({ mode: z.enum(['pending', 'reassign']).optional() }).optional() } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => dispatchBoard(tx, auth, orderScope(auth), request.body?.mode)));
  });
}
