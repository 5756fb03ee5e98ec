/**
 * The push rules at work: the push log's grid, count, get and export (/basic/basPushLog, generic, read-only), the job
 * that runs an order event's rules after its command committed, and the scheduled scan (SLA warnings, overdue
 * orders, supervision reminders). The order events are queued by hooks on the order's creation and actions
 * (push.wiring.ts), the complaint events by the complaint's commands, a failed return-visit call's by the call, in
 * the command's transaction.
 */
import { pushLogResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { PUSH_JOB, PUSH_SCAN_EVERY_MS, PUSH_SCAN_JOB, type PushJob, pushOrderEvent, scanPushes } from './push.service.ts';
import { basPushLog } from './push.table.ts';
import './push.wiring.ts';

export function pushRoutes(app: FastifyInstance, deps: Deps) {
  resourceRoutes(app, deps, pushLogResource, { table: basPushLog });
  deps.jobs.handle(PUSH_JOB, async (job) => {
    const { event, orderId, step, complaintId, visitCallId } = job.payload as unknown as PushJob;
    await pushOrderEvent(deps, job.tenantId, { event, orderId: Number(orderId), step, complaintId: complaintId ? Number(complaintId) : undefined, visitCallId: visitCallId ? Number(visitCallId) : undefined });
  });
  deps.jobs.every(PUSH_SCAN_JOB, PUSH_SCAN_EVERY_MS, async () => {
    await scanPushes(deps);
  });
}
