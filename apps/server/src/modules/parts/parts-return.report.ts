/**
 * SQL of the returns' reports (spec section 7): /rpt/partsReturn, a row per return line with its document's header,
 * in the caller's scope of returns; /rpt/partsNoReturn, the old parts not returned (noReturnParts's rows), within
 * the outlets of the caller's organisations, with the totals of the whole list.
 */
import { type ListQuery, ListQueryError, PARTS_NO_RETURN_SCREEN, PARTS_RETURN_REPORT_SCREEN } from '@as/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { among, contains, ordering, range } from '../../http/resource/report-filters.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { basParts, basWarehouse } from '../master-data/index.ts';
import { snSite } from '../network/index.ts';
import { soOrder, soOrderPart } from '../work-orders/index.ts';
import { noReturnQuery, returnScope } from './parts-return.service.ts';
import { spPartsReturn, spPartsReturnLine } from './parts-return.table.ts';

const one = (values: string[] | undefined) => values?.[0];
function num(query: ListQuery, field: string): number | undefined {
  const value = one(query.filters[field]);
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value)) throw new ListQueryError('badType', `filters.${field}`);
  return Number(value);
}

const target = alias(basWarehouse, 'target_warehouse');

/** Return lines with their header, in the caller's scope of returns. */
export async function listReturnLines(tx: Tx, viewer: Viewer, query: ListQuery) {
  const dept = num(query, 'deptId');
  const where = and(
    eq(spPartsReturnLine.tenantId, viewer.tenantId),
    isNull(spPartsReturn.deletedAt),
    returnScope(viewer),
    contains(spPartsReturn.returnNo, query, 'returnNo'),
    among(spPartsReturn.kind, query, 'kind', ['new', 'old']),
    among(spPartsReturn.status, query, 'status', ['draft', 'shipped', 'received', 'inspected', 'rtv', 'cancelled']),
    dept === undefined ? undefined : eq(spPartsReturn.deptId, dept),
    contains(basParts.code, query, 'partsCode'),
    contains(spPartsReturnLine.orderNo, query, 'orderNo'),
    among(spPartsReturnLine.inspection, query, 'inspection', ['pending', 'accepted', 'rejected']),
    contains(spPartsReturn.waybillNumber, query, 'waybillNumber'),
    range(spPartsReturn.shippedAt, query, 'shippedAt'),
  );
  const from = <T extends ReturnType<Tx['select']>>(q: T) =>
    q
      .from(spPartsReturnLine)
      .innerJoin(spPartsReturn, and(eq(spPartsReturn.tenantId, spPartsReturnLine.tenantId), eq(spPartsReturn.id, spPartsReturnLine.parentId)))
      .innerJoin(basParts, and(eq(basParts.tenantId, spPartsReturnLine.tenantId), eq(basParts.id, spPartsReturnLine.partsId)))
      .leftJoin(sysDept, and(eq(sysDept.tenantId, spPartsReturn.tenantId), eq(sysDept.id, spPartsReturn.deptId)))
      .leftJoin(target, and(eq(target.tenantId, spPartsReturn.tenantId), eq(target.id, spPartsReturn.targetWarehouseId)))
      .where(where);
  const records = await from(
    tx.select({
      id: spPartsReturnLine.id,
      returnId: spPartsReturn.id,
      returnNo: spPartsReturn.returnNo,
      kind: spPartsReturn.kind,
      status: spPartsReturn.status,
      deptId: spPartsReturn.deptId,
      deptName: sysDept.name,
      targetWarehouseName: target.name,
      partsCode: basParts.code,
      partsName: basParts.name,
      orderNo: spPartsReturnLine.orderNo,
      qty: spPartsReturnLine.qty,
      receivedQty: spPartsReturnLine.receivedQty,
      unitPrice: spPartsReturnLine.unitPrice,
      amount: spPartsReturnLine.amount,
      inspection: spPartsReturnLine.inspection,
      rejectReason: spPartsReturnLine.rejectReason,
      waybillNumber: spPartsReturn.waybillNumber,
      shippedAt: spPartsReturn.shippedAt,
      receivedAt: spPartsReturn.receivedAt,
    }),
  )
    .orderBy(...ordering(query, PARTS_RETURN_REPORT_SCREEN, { returnNo: spPartsReturn.returnNo, partsCode: basParts.code, amount: spPartsReturnLine.amount, shippedAt: spPartsReturn.shippedAt }, spPartsReturnLine.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount ? ((await from(tx.select({ total: sql<number>`count(*)::int` }))) as { total: number }[]) : [{ total: 0 }];
  return { records, total };
}

/** The outlets of the caller's organisations (an outlet its own, a centre its region's, headquarters all). */
const siteScope = (viewer: Viewer) => orgScope(viewer, { dept: snSite.deptId, owner: snSite.createdBy });

async function noReturn(tx: Tx, viewer: Viewer, query: ListQuery) {
  const site = num(query, 'siteId');
  return noReturnQuery(tx, viewer.tenantId, {
    siteIds: site === undefined ? undefined : [site],
    where: and(siteScope(viewer), contains(soOrder.orderNo, query, 'orderNo'), contains(soOrderPart.code, query, 'partsCode')),
  });
}

/** The old parts not returned, a page of them. */
export async function listNoReturn(tx: Tx, viewer: Viewer, query: ListQuery) {
  const q = await noReturn(tx, viewer, query);
  const c = q.columns;
  const records = await q
    .from(tx.select(c))
    .orderBy(...ordering(query, PARTS_NO_RETURN_SCREEN, { siteName: snSite.name, orderNo: c.orderNo, deadline: q.deadline, overdueDays: sql`-extract(epoch from ${q.deadline})`, partsCode: c.partsCode, amount: sql`coalesce(${soOrderPart.factoryPrice}, 0) * ${soOrderPart.quantity}` }, soOrderPart.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount ? ((await q.from(tx.select({ total: sql<number>`count(*)::int` }))) as { total: number }[]) : [{ total: 0 }];
  return { records, total };
}

/** The whole list's totals: parts, quantity, amount at stake. */
export async function noReturnTotals(tx: Tx, viewer: Viewer, query: ListQuery) {
  const q = await noReturn(tx, viewer, query);
  const [totals] = (await q.from(
    tx.select({
      count: sql<number>`count(*)::int`,
      qty: sql<number>`coalesce(sum(${soOrderPart.quantity}), 0)::int`,
      amount: sql<string>`coalesce(sum(coalesce(${soOrderPart.factoryPrice}, 0) * ${soOrderPart.quantity}), 0)::numeric(14,2)::text`,
    }),
  )) as { count: number; qty: number; amount: string }[];
  return totals;
}
