/**
 * The shell's reminder badge (spec: soOrder.getNumberOfReminderOrders, POST, no payload; data.serviceOrderSum and
 * data.complaintOrderSum): the open orders of the caller's data scope with an SLA reminder due or a clock overdue,
 * complaints apart. A user who may not see work orders has none.
 */
import { ok, ORDER_PERMISSIONS } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { orderScope } from './order.repository.ts';
import { type ReminderCounts, reminderCounts } from './sla.service.ts';

export function reminderRoutes(app: FastifyInstance, deps: Deps) {
  app.post(
    '/basic/soOrder/getNumberOfReminderOrders',
    { config: { access: 'user', read: true }, schema: { tags: ['soOrder'], summary: 'Work orders and complaints awaiting a reminder' } },
    async (request) => {
      const auth = authOf(request);
      const counts: ReminderCounts = auth.permissions.has(ORDER_PERMISSIONS.view)
        ? await deps.database.withTenant(auth.tenantId, (tx) => reminderCounts(tx, auth.tenantId, orderScope(auth)))
        : { serviceOrderSum: 0, complaintOrderSum: 0 };
      return ok(counts);
    },
  );
}
