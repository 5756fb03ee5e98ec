/**
 * The shell's reminder badge (spec: soOrder.getNumberOfReminderOrders, POST, no payload; data.serviceOrderSum and
 * data.complaintOrderSum). Work orders and their SLA reminders arrive with the work-order module; until then no
 * order can be overdue, so both counts are zero for every caller.
 */
import { ok } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/access.ts';

export interface ReminderCounts {
  serviceOrderSum: number;
  complaintOrderSum: number;
}

export function reminderRoutes(app: FastifyInstance) {
  app.post(
    '/basic/soOrder/getNumberOfReminderOrders',
    { config: { access: 'user', read: true }, schema: { tags: ['soOrder'], summary: 'Work orders and complaints awaiting a reminder' } },
    async (request) => {
      authOf(request);
      const counts: ReminderCounts = { serviceOrderSum: 0, complaintOrderSum: 0 };
      return ok(counts);
    },
  );
}
