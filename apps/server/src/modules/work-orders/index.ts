/** The work-order module's front door: orders, their lifecycle actions, and the reminder counts the shell polls. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
// Action handlers register themselves before the routes are built from them.
import './dispatch.handlers.ts';
import './visit.handlers.ts';
import { dispatchRoutes } from './dispatch.routes.ts';
import { orderRoutes } from './order.routes.ts';
import { reminderRoutes } from './reminder.routes.ts';

export { soOrder } from './order.table.ts';

export function workOrderRoutes(app: FastifyInstance, deps: Deps) {
  orderRoutes(app, deps);
  dispatchRoutes(app, deps);
  reminderRoutes(app);
}
