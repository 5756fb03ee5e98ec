/**
 * SQL of the return-visit reports (spec section 7; packages/shared care/recall-report.ts): /rpt/recallInfo, a row per
 * return visit with its order's outlet and engineer; /rpt/recallDetail, a row per call (dialing record) with which
 * attempt it was, the verdict its answers give and the questions the customer did not confirm. Both keep to the
 * return visits the caller may see (recallScope), filtered and sorted by the screens' declared fields only.
 */
import { type ListQuery, RECALL_DETAIL_SCREEN, RECALL_INFO_SCREEN, RECALL_OUTCOMES, RECALL_SATISFACTION, RECALL_SOURCES, RECALL_STATUSES, RECALL_VERDICTS } from '@as/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { among, contains, ordering, range } from '../../http/resource/report-filters.ts';
import { snSiteEngineer } from '../engineers/index.ts';
import { snSite } from '../network/index.ts';
import { recallScope } from './recall.service.ts';
import { soRecallHistory, soRecallLine } from './recall.table.ts';

const lineJoins = <T extends ReturnType<Tx['select']>>(q: T) =>
  q
    .from(soRecallLine)
    .leftJoin(snSite, and(eq(snSite.tenantId, soRecallLine.tenantId), eq(snSite.id, soRecallLine.siteId)))
    .leftJoin(snSiteEngineer, and(eq(snSiteEngineer.tenantId, soRecallLine.tenantId), eq(snSiteEngineer.id, soRecallLine.engineerId)));

/** /rpt/recallInfo: the return visits of the caller's scope. */
export async function listRecallInfo(tx: Tx, viewer: Viewer, query: ListQuery) {
  const where = and(
    eq(soRecallLine.tenantId, viewer.tenantId),
    isNull(soRecallLine.deletedAt),
    recallScope(viewer),
    contains(soRecallLine.orderNo, query, 'orderNo'),
    range(soRecallLine.createdAt, query, 'createdAt'),
    among(soRecallLine.source, query, 'source', RECALL_SOURCES),
    among(soRecallLine.status, query, 'status', RECALL_STATUSES),
    among(soRecallLine.outcome, query, 'outcome', RECALL_OUTCOMES),
    among(soRecallLine.verdict, query, 'verdict', RECALL_VERDICTS),
    among(soRecallLine.satisfaction, query, 'satisfaction', RECALL_SATISFACTION),
    contains(snSite.name, query, 'siteName'),
    contains(snSiteEngineer.name, query, 'engineerName'),
    range(soRecallLine.finishedAt, query, 'finishedAt'),
  );
  const records = await lineJoins(
    tx.select({
      id: soRecallLine.id,
      orderId: soRecallLine.orderId,
      orderNo: soRecallLine.orderNo,
      createdAt: soRecallLine.createdAt,
      source: soRecallLine.source,
      status: soRecallLine.status,
      callCount: soRecallLine.callCount,
      outcome: soRecallLine.outcome,
      verdict: soRecallLine.verdict,
      satisfaction: soRecallLine.satisfaction,
      siteName: snSite.name,
      engineerName: snSiteEngineer.name,
      assigneeName: soRecallLine.assigneeName,
      finishedAt: soRecallLine.finishedAt,
      completedAt: soRecallLine.completedAt,
    }),
  )
    .where(where)
    .orderBy(
      ...ordering(
        query,
        RECALL_INFO_SCREEN,
        { orderNo: soRecallLine.orderNo, createdAt: soRecallLine.createdAt, status: soRecallLine.status, callCount: soRecallLine.callCount, satisfaction: soRecallLine.satisfaction, finishedAt: soRecallLine.finishedAt, completedAt: soRecallLine.completedAt },
        soRecallLine.id,
      ),
    )
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount ? ((await lineJoins(tx.select({ total: sql<number>`count(*)::int` })).where(where)) as { total: number }[]) : [{ total: 0 }];
  return { records, total };
}

/** The calls, not the other commands of a return visit (screening, assignment). */
const CALL_ACTIONS = ['successfulRecall', 'failRecall'];
/** A successful call's verdict from its answers (care/recall.ts recallVerdict): unconfirmed if any question is, confirmed if one was, else no result. */
const callVerdict = sql<string | null>`case when ${soRecallHistory.outcome} <> 'success' then null
  when coalesce(${soRecallHistory.answers}, '[]'::jsonb) @> '[{"verdict":"unconfirmed"}]' then 'unconfirmed'
  when coalesce(${soRecallHistory.answers}, '[]'::jsonb) @> '[{"verdict":"confirmed"}]' then 'confirmed'
  else 'noResult' end`;
/** The questions the customer did not confirm, as they were asked. */
const unconfirmed = sql<string | null>`(select string_agg(a->>'question', '; ' order by (a->>'lineNo')::int) from jsonb_array_elements(coalesce(${soRecallHistory.answers}, '[]'::jsonb)) a where a->>'verdict' = 'unconfirmed')`;
/** Which call of its return visit this was (1 the first). */
const attempt = sql<number>`(select count(*)::int from ${soRecallHistory} h where h.tenant_id = ${soRecallHistory.tenantId} and h.line_id = ${soRecallHistory.lineId} and h.action in ('successfulRecall', 'failRecall') and h.id <= ${soRecallHistory.id})`;

const historyJoins = <T extends ReturnType<Tx['select']>>(q: T) =>
  q
    .from(soRecallHistory)
    .innerJoin(soRecallLine, and(eq(soRecallLine.tenantId, soRecallHistory.tenantId), eq(soRecallLine.id, soRecallHistory.lineId)))
    .leftJoin(snSite, and(eq(snSite.tenantId, soRecallLine.tenantId), eq(snSite.id, soRecallLine.siteId)))
    .leftJoin(snSiteEngineer, and(eq(snSiteEngineer.tenantId, soRecallLine.tenantId), eq(snSiteEngineer.id, soRecallLine.engineerId)));

/** /rpt/recallDetail: the calls of the return visits of the caller's scope. */
export async function listRecallDetail(tx: Tx, viewer: Viewer, query: ListQuery) {
  const where: SQL | undefined = and(
    eq(soRecallHistory.tenantId, viewer.tenantId),
    inArray(soRecallHistory.action, CALL_ACTIONS),
    isNull(soRecallLine.deletedAt),
    recallScope(viewer),
    contains(soRecallHistory.orderNo, query, 'orderNo'),
    range(soRecallHistory.createdAt, query, 'createdAt'),
    contains(soRecallHistory.userName, query, 'userName'),
    contains(soRecallHistory.phone, query, 'phone'),
    among(soRecallHistory.outcome, query, 'outcome', RECALL_OUTCOMES),
    among(callVerdict, query, 'verdict', RECALL_VERDICTS),
    among(soRecallHistory.satisfaction, query, 'satisfaction', RECALL_SATISFACTION),
    contains(snSite.name, query, 'siteName'),
  );
  const records = await historyJoins(
    tx.select({
      id: soRecallHistory.id,
      lineId: soRecallHistory.lineId,
      orderId: soRecallLine.orderId,
      orderNo: soRecallLine.orderNo,
      createdAt: soRecallHistory.createdAt,
      attempt,
      userName: soRecallHistory.userName,
      phone: soRecallHistory.phone,
      outcome: soRecallHistory.outcome,
      verdict: callVerdict,
      unconfirmed,
      satisfaction: soRecallHistory.satisfaction,
      remark: soRecallHistory.remark,
      siteName: snSite.name,
      engineerName: snSiteEngineer.name,
    }),
  )
    .where(where)
    .orderBy(...ordering(query, RECALL_DETAIL_SCREEN, { orderNo: soRecallLine.orderNo, createdAt: soRecallHistory.createdAt, outcome: soRecallHistory.outcome, satisfaction: soRecallHistory.satisfaction }, soRecallHistory.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount ? ((await historyJoins(tx.select({ total: sql<number>`count(*)::int` })).where(where)) as { total: number }[]) : [{ total: 0 }];
  return { records, total };
}
