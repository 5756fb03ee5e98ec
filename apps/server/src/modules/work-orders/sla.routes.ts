/**
 * SLA of work orders: the order's SLA records (/basic/soOrder/getSla) and the warning screen's list of orders at
 * risk (/basic/soOrder/getWarningPage), both in the caller's data scope.
 */
import { bizOk, ORDER_PERMISSIONS, page, SLA_ALERT_STATES, SLA_CLOCKS } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { orderScope } from './order.repository.ts';
import { orderSla, warningPage } from './sla.service.ts';

const tags = ['soOrder'];

export function slaRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/basic/soOrder/getSla',
    { config: { access: ORDER_PERMISSIONS.view, read: true }, schema: { tags, summary: "The order's SLA records", body: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await deps.database.withTenant(auth.tenantId, (tx) => orderSla(tx, auth.tenantId, request.body.id, orderScope(auth))));
    },
  );

  r.post(
    '/basic/soOrder/getWarningPage',
    {
      config: { access: ORDER_PERMISSIONS.view, read: true },
      schema: {
        tags,
        summary: 'Orders with an SLA reminder due or a clock overdue, the nearest deadline first',
        body: z.object({
          current: z.coerce.number().int().min(1).default(1),
          size: z.coerce.number().int().min(1).max(500).default(20),
          clock: z.enum(SLA_CLOCKS).optional(),
          state: z.enum(SLA_ALERT_STATES).optional(),
          orderType: z.string().max(16).optional(),
          orderNo: z.string().max(32).optional(),
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { current, size, ...filter } = request.body;
      const found = await deps.database.withTenant(auth.tenantId, (tx) => warningPage(tx, auth.tenantId, orderScope(auth), { ...filter, orderNo: filter.orderNo?.trim() || undefined, orderType: filter.orderType || undefined }, current, size));
      return bizOk(page(found.records, found.total, current, size));
    },
  );
}
