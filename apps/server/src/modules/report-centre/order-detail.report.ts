/**
 * SQL of /rpt/orderDetail (packages/shared work-orders/order-report.ts): a row per work order of the caller's data
 * scope (orderScope) with its names joined in, the customer's phone masked (maskMobile), the turnaround and SLA
 * verdict by the KPI definitions (kpi/kpi.ts: report to completion of a finished order, in whole minutes; met when
 * completed by the SLA's completion deadline), and the total row over the whole filtered list. The export reads the
 * matching ids once in the list's order, then the rows by chunks of ids (as a resource's export does), so 100,000
 * rows cost one sort, not one per page.
 */
import { type FieldDef, type ListQuery, ListQueryError, maskMobile, ORDER_DETAIL_SCREEN, ORDER_DICTS, type OrderDetailTotals } from '@as/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { among, contains, ordering, range } from '../../http/resource/report-filters.ts';
import type { ExportSource } from '../../platform/exports/export.service.ts';
import { soEvaluation } from '../care/index.ts';
import { snSiteEngineer } from '../engineers/index.ts';
import { basArea, basItem, basItemCategory, basServiceType } from '../master-data/index.ts';
import { snSite } from '../network/index.ts';
import { orderScope, soOrder } from '../work-orders/index.ts';

const STATUSES = ORDER_DICTS.find((d) => d.type === 'order_status')!.items.map(([value]) => value);
const FINISHED = 1250;
const CHUNK = 1000;

const province = alias(basArea, 'province');
const city = alias(basArea, 'city');
const district = alias(basArea, 'district');

/** Whole minutes from the report to the completion of a finished order (kpi.ts orderContribution), else null. */
const turnaroundMinutes = sql<number | null>`case when ${soOrder.status} = ${FINISHED} and ${soOrder.finishedAt} is not null and ${soOrder.completedAt} is not null
  then greatest(0, round(extract(epoch from (${soOrder.completedAt} - ${soOrder.reportAt})) / 60)) end`;
const turnaroundHours = sql<string | null>`(${turnaroundMinutes} / 60.0)::numeric(12,1)::text`;
/** Completed by the SLA's completion deadline, for a finished order with both times (kpi.ts slaMet); else null. */
const slaMet = sql<boolean | null>`case when ${soOrder.status} = ${FINISHED} and ${soOrder.finishedAt} is not null and ${soOrder.completedAt} is not null and ${soOrder.completeDueAt} is not null
  then ${soOrder.completedAt} <= ${soOrder.completeDueAt} end`;

function whole(query: ListQuery, field: string): number | undefined {
  const value = query.filters[field]?.[0];
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value)) throw new ListQueryError('badType', `filters.${field}`);
  return Number(value);
}

function yesNo(query: ListQuery, field: string): boolean | undefined {
  const value = query.filters[field]?.[0];
  if (value === undefined) return undefined;
  if (!['true', 'false', '1', '0'].includes(value)) throw new ListQueryError('badType', `filters.${field}`);
  return value === 'true' || value === '1';
}

/** The orders the filters match in the viewer's scope. */
function matching(viewer: Viewer, query: ListQuery): SQL | undefined {
  const serviceType = whole(query, 'serviceTypeId');
  const category = whole(query, 'categoryId');
  const site = whole(query, 'siteId');
  const met = yesNo(query, 'slaMet');
  return and(
    eq(soOrder.tenantId, viewer.tenantId),
    isNull(soOrder.deletedAt),
    orderScope(viewer),
    contains(soOrder.orderNo, query, 'orderNo'),
    among(soOrder.status, query, 'status', STATUSES),
    serviceType === undefined ? undefined : eq(soOrder.serviceTypeId, serviceType),
    category === undefined ? undefined : eq(soOrder.categoryId, category),
    site === undefined ? undefined : eq(soOrder.siteId, site),
    range(soOrder.reportAt, query, 'reportAt'),
    range(soOrder.finishedAt, query, 'finishedAt'),
    met === undefined ? undefined : met ? sql`${slaMet} is true` : sql`${slaMet} is false`,
  );
}

const sorts = {
  orderNo: soOrder.orderNo,
  status: soOrder.status,
  siteName: snSite.name,
  reportAt: soOrder.reportAt,
  firstAppointAt: soOrder.firstAppointAt,
  finishedAt: soOrder.finishedAt,
  turnaroundHours: turnaroundMinutes,
  feeTotal: soOrder.feeTotal,
};

/** A row of `table` in the order's tenant whose id is the order's `column`. */
const same = (table: { tenantId: PgColumn; id: PgColumn }, column: PgColumn) => and(eq(table.tenantId, soOrder.tenantId), eq(table.id, column));

/** The order with the tables its names come from (an order's outlet sorts by name, so it is always joined). */
const withNames = <T extends PgSelect>(q: T) =>
  q
    .leftJoin(snSite, same(snSite, soOrder.siteId))
    .leftJoin(basServiceType, same(basServiceType, soOrder.serviceTypeId))
    .leftJoin(basItemCategory, same(basItemCategory, soOrder.categoryId))
    .leftJoin(basItem, same(basItem, soOrder.itemId))
    .leftJoin(snSiteEngineer, same(snSiteEngineer, soOrder.engineerId))
    .leftJoin(province, same(province, soOrder.provinceId))
    .leftJoin(city, same(city, soOrder.cityId))
    .leftJoin(district, same(district, soOrder.districtId))
    .leftJoin(soEvaluation, and(eq(soEvaluation.tenantId, soOrder.tenantId), eq(soEvaluation.orderId, soOrder.id)));

const columns = {
  id: soOrder.id,
  orderNo: soOrder.orderNo,
  source: soOrder.source,
  serviceTypeName: basServiceType.name,
  brand: soOrder.brand,
  categoryName: basItemCategory.name,
  itemName: basItem.name,
  warrantyType: soOrder.warrantyType,
  urgency: soOrder.urgency,
  status: sql<string>`${soOrder.status}::text`,
  customerName: soOrder.customerName,
  phone: soOrder.phone,
  region: sql<string>`concat_ws(' ', ${province.name}, ${city.name}, ${district.name})`,
  siteName: snSite.name,
  engineerName: snSiteEngineer.name,
  reportAt: soOrder.reportAt,
  firstAppointAt: soOrder.firstAppointAt,
  finishedAt: soOrder.finishedAt,
  turnaroundHours,
  slaMet,
  feeTotal: soOrder.feeTotal,
  visit: soOrder.visit,
  rating: soEvaluation.score,
};

const masked = <T extends { phone: string }>(rows: T[]) => rows.map((row) => ({ ...row, phone: maskMobile(row.phone) }));

/** A page of the report (and the count when asked). */
export async function listOrderDetail(tx: Tx, viewer: Viewer, query: ListQuery) {
  const where = matching(viewer, query);
  const records = await withNames(tx.select(columns).from(soOrder).$dynamic())
    .where(where)
    .orderBy(...ordering(query, ORDER_DETAIL_SCREEN, sorts, soOrder.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount
    ? await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(soOrder)
        .where(where)
    : [{ total: 0 }];
  return { records: masked(records), total };
}

/** The total row over every order the filters match: how many, their fees summed, their average turnaround in hours. */
export async function orderDetailTotals(tx: Tx, viewer: Viewer, query: ListQuery): Promise<OrderDetailTotals> {
  const [totals] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      feeTotal: sql<string>`coalesce(sum(${soOrder.feeTotal}), 0)::numeric(16,2)::text`,
      turnaroundHours: sql<string | null>`(avg(${turnaroundMinutes}) / 60.0)::numeric(12,1)::text`,
    })
    .from(soOrder)
    .where(matching(viewer, query));
  return totals;
}

/** The export: every matching id in the list's order, then the rows by chunks of ids in that order. */
export const orderDetailExportSource: ExportSource = {
  fields: ORDER_DETAIL_SCREEN.fields as readonly FieldDef[],
  async *chunks(database: Database, viewer: Viewer, query: ListQuery) {
    const ids = await database.withTenant(viewer.tenantId, async (tx) =>
      (
        await withNames(tx.select({ id: soOrder.id }).from(soOrder).$dynamic())
          .where(matching(viewer, query))
          .orderBy(...ordering(query, ORDER_DETAIL_SCREEN, sorts, soOrder.id))
      ).map((r) => r.id),
    );
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      const rows = await database.withTenant(viewer.tenantId, (tx) =>
        withNames(tx.select(columns).from(soOrder).$dynamic()).where(and(eq(soOrder.tenantId, viewer.tenantId), inArray(soOrder.id, chunk))),
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      yield masked(chunk.map((id) => byId.get(id)).filter((r) => r !== undefined));
    }
  },
};
