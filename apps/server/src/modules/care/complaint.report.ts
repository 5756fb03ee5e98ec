/**
 * The report centre's complaint detail (spec section 7, /rpt/complaintDetail): one line per complaint of the caller's
 * scope with its order, outlet, nature, object, registered and resolved times, whether it was resolved on time,
 * late, or is still running, its handler and state; filtered by number, order, nature, object, timeliness, state and
 * registration dates.
 */
import { COMPLAINT_REPORT_SCREEN, COMPLAINT_STATUSES, COMPLAINT_TIMELINESS, type ListQuery } from '@as/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { among, contains, ordering, range } from '../../http/resource/report-filters.ts';
import { snSite } from '../network/index.ts';
import { complaintScope } from './complaint.service.ts';
import { soComplaint } from './complaint.table.ts';

/** On time (resolved by the deadline), late (resolved after it, or open past it), running (open before it, or no deadline). */
const timeliness = (now: Date) => sql<string>`case
  when ${soComplaint.resolveDueAt} is null then 'running'
  when ${soComplaint.resolvedAt} is not null then case when ${soComplaint.resolvedAt} <= ${soComplaint.resolveDueAt} then 'onTime' else 'late' end
  when ${soComplaint.resolveDueAt} <= ${now.toISOString()}::timestamptz then 'late'
  else 'running' end`;

export async function listComplaintLines(tx: Tx, viewer: Viewer, query: ListQuery, now = new Date()) {
  const onTime = timeliness(now);
  const where = and(
    eq(soComplaint.tenantId, viewer.tenantId),
    isNull(soComplaint.deletedAt),
    complaintScope(viewer),
    contains(soComplaint.complaintNo, query, 'complaintNo'),
    contains(soComplaint.orderNo, query, 'orderNo'),
    among(soComplaint.complaintNature, query, 'complaintNature'),
    among(soComplaint.complaintObject, query, 'complaintObject'),
    among(soComplaint.status, query, 'status', COMPLAINT_STATUSES),
    among(onTime, query, 'timeliness', COMPLAINT_TIMELINESS),
    range(soComplaint.createdAt, query, 'createdAt'),
  );
  const from = <T extends ReturnType<Tx['select']>>(q: T) => q.from(soComplaint).leftJoin(snSite, and(eq(snSite.tenantId, soComplaint.tenantId), eq(snSite.id, soComplaint.siteId))).where(where);
  const sorts = { complaintNo: soComplaint.complaintNo, orderNo: soComplaint.orderNo, createdAt: soComplaint.createdAt, resolvedAt: soComplaint.resolvedAt, status: soComplaint.status };
  const records = await from(
    tx.select({
      id: soComplaint.id,
      complaintNo: soComplaint.complaintNo,
      orderId: soComplaint.orderId,
      orderNo: soComplaint.orderNo,
      siteName: snSite.name,
      complaintNature: soComplaint.complaintNature,
      complaintObject: soComplaint.complaintObject,
      createdAt: soComplaint.createdAt,
      resolveDueAt: soComplaint.resolveDueAt,
      resolvedAt: soComplaint.resolvedAt,
      timeliness: onTime,
      handlerName: soComplaint.handlerName,
      status: soComplaint.status,
    }),
  )
    .orderBy(...ordering(query, COMPLAINT_REPORT_SCREEN, sorts, soComplaint.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount ? ((await from(tx.select({ total: sql<number>`count(*)::int` }))) as { total: number }[]) : [{ total: 0 }];
  return { records, total };
}
