/** The work-order module's front door: orders, their lifecycle actions, their SLA, and the reminder counts the shell polls. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
// Action handlers register themselves before the routes are built from them.
import './dispatch.handlers.ts';
import './visit.handlers.ts';
import './sla.handlers.ts';
import { callAccessRoutes } from './call-access.routes.ts';
import { dispatchRoutes } from './dispatch.routes.ts';
import { eBusinessRoutes } from './ebusiness.routes.ts';
import './completion.handlers.ts';
import './mail.handlers.ts';
import { completionRoutes } from './completion.routes.ts';
import { exchangeRoutes } from './exchange.routes.ts';
import { helpCaseRoutes } from './help-case.routes.ts';
import { orderRoutes } from './order.routes.ts';
import { orderRequestRoutes } from './order-request.routes.ts';
import { slaRoutes } from './sla.routes.ts';
import { scanSla } from './sla.service.ts';

/** The scheduled SLA scan: reminders reached since the last run are pushed within a minute. */
const SLA_SCAN_JOB = 'slaScan';
const SLA_SCAN_EVERY_MS = 60_000;

export { soOrder, soOrderPart } from './order.table.ts';
export { actOn, insertHistory, onCreated, onOrderFeesChanged, onOrderMoved, type OrderRow, orderForUpdate } from './order.service.ts';
export { orderScope } from './order.repository.ts';
// The reminder badge's work orders at risk (the badge's route is care's, which counts the complaints beside them).
export { reminderCounts } from './sla.service.ts';
// The orders' daily facts (the dashboards' KPIs) proved against the orders (npm run check).
export { checkOrderFacts, checkTenantFacts, rebuildOrderFacts } from './order-facts.ts';
export { rptOrderFact } from './order-facts.table.ts';
export { careCounters, categoryTree, kpiCondition, ordersOf, todayBounds } from './order-kpi.ts';
// Files named by id (photos, attachments): checked in the tenant, and read back with their addresses.
export { checkPhotos, photosOf } from './completion.service.ts';
// An order's fees recomputed after a reward or fee is added to it (good-comment applications), and what follows.
export { computeFees } from './completion.service.ts';
export { orderFeesChanged } from './order.service.ts';

export function workOrderRoutes(app: FastifyInstance, deps: Deps) {
  orderRoutes(app, deps);
  dispatchRoutes(app, deps);
  callAccessRoutes(app, deps);
  eBusinessRoutes(app, deps);
  completionRoutes(app, deps);
  exchangeRoutes(app, deps);
  helpCaseRoutes(app, deps);
  orderRequestRoutes(app, deps);
  slaRoutes(app, deps);
  deps.jobs.every(SLA_SCAN_JOB, SLA_SCAN_EVERY_MS, async () => {
    await scanSla(deps.database, deps.events);
  });
}
