/**
 * The parts applications report (/rpt/partsApply: getListPage, getListByExcel; spec section 7): one row per
 * application line with its header's number, outlet, order, type, status, delivery, amounts and dates, in the
 * caller's data scope (applyScope: the applicant's side and the supplier's), filtered by creation date, outlet,
 * status, type, delivery and part. The export is an export task reading the same list (deps.exportSources).
 */
import { type ListQuery, ListQueryError, PARTS_APPLY_REPORT, PARTS_APPLY_REPORT_SCREEN, } from '@as/shared';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { reportRoutes } from '../../http/resource/report-routes.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { containsPattern } from '../../http/resource/resource.repository.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { basParts } from '../master-data/index.ts';
import { applyScope } from './parts-apply.service.ts';
import { spPartsApply, spPartsApplyLine } from './parts-apply.table.ts';

const first = (query: ListQuery, field: string) => query.filters[field]?.[0];

function whole(query: ListQuery, field: string): number | undefined {
  const value = first(query, field);
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value)) throw new ListQueryError('badType', `filters.${field}`);
  return Number(value);
}

function moment(value: string | undefined, field: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ListQueryError('formatError', `filters.${field}`);
  return date.toISOString();
}

/** Values of a dictionary filter, each one the dictionary knows. */
function within<T extends string>(query: ListQuery, field: string, allowed: readonly T[]): T[] | undefined {
  const values = query.filters[field];
  if (!values?.length) return undefined;
  if (values.some((v) => !allowed.includes(v as T))) throw new ListQueryError('badType', `filters.${field}`);
  return values as T[];
}

const STATUSES = ['draft', 'applied', 'audited', 'rejected', 'shipped', 'received', 'settled', 'cancelled'] as const;

/** The application lines the viewer sees, filtered; newest first unless sorted otherwise. */
export async function listApplyLines(tx: Tx, viewer: Viewer, query: ListQuery) {
  const [from, to] = query.filters.createdAt ?? [];
  const deptId = whole(query, 'deptId');
  const partsId = whole(query, 'partsId');
  const status = within(query, 'status', STATUSES);
  const applyType = within(query, 'applyType', ['free', 'sales', 'credit'] as const);
  const delivery = within(query, 'delivery', ['undelivered', 'partial', 'full'] as const);
  const applyNo = first(query, 'applyNo');
  const orderNo = first(query, 'orderNo');
  const fromAt = moment(from, 'createdAt');
  const toAt = moment(to, 'createdAt');
  const where = and(
    eq(spPartsApplyLine.tenantId, viewer.tenantId),
    isNull(spPartsApply.deletedAt),
    applyScope(viewer),
    fromAt ? gte(spPartsApply.createdAt, new Date(fromAt)) : undefined,
    toAt ? lte(spPartsApply.createdAt, new Date(toAt)) : undefined,
    deptId !== undefined ? eq(spPartsApply.deptId, deptId) : undefined,
    partsId !== undefined ? eq(spPartsApplyLine.partsId, partsId) : undefined,
    status ? inArray(spPartsApply.status, status) : undefined,
    applyType ? inArray(spPartsApply.applyType, applyType) : undefined,
    delivery ? inArray(spPartsApply.delivery, delivery) : undefined,
    applyNo ? ilike(spPartsApply.applyNo, containsPattern(applyNo)) : undefined,
    orderNo ? ilike(spPartsApply.orderNo, containsPattern(orderNo)) : undefined,
  );
  const header = and(eq(spPartsApply.tenantId, spPartsApplyLine.tenantId), eq(spPartsApply.id, spPartsApplyLine.parentId));
  const part = and(eq(basParts.tenantId, spPartsApplyLine.tenantId), eq(basParts.id, spPartsApplyLine.partsId));
  const sortable: Record<string, PgColumn> = { applyNo: spPartsApply.applyNo, createdAt: spPartsApply.createdAt, partsCode: basParts.code, qty: spPartsApplyLine.qty, status: spPartsApply.status, amount: spPartsApplyLine.amount };
  const column = sortable[query.sort ?? 'createdAt'];
  const direction = query.sort ? query.order : 'desc';
  const records = await tx
    .select({
      id: spPartsApplyLine.id,
      applyId: spPartsApply.id,
      applyNo: spPartsApply.applyNo,
      createdAt: spPartsApply.createdAt,
      deptId: spPartsApply.deptId,
      outletName: sysDept.name,
      orderNo: spPartsApply.orderNo,
      partsId: spPartsApplyLine.partsId,
      partsCode: basParts.code,
      partsName: basParts.name,
      qty: spPartsApplyLine.qty,
      shippedQty: spPartsApplyLine.shippedQty,
      receivedQty: spPartsApplyLine.receivedQty,
      applyType: spPartsApply.applyType,
      status: spPartsApply.status,
      delivery: spPartsApply.delivery,
      unitPrice: spPartsApplyLine.unitPrice,
      amount: spPartsApplyLine.amount,
      submittedAt: spPartsApply.submittedAt,
      shippedAt: spPartsApply.shippedAt,
      receivedAt: spPartsApply.receivedAt,
    })
    .from(spPartsApplyLine)
    .innerJoin(spPartsApply, header)
    .innerJoin(basParts, part)
    .leftJoin(sysDept, and(eq(sysDept.tenantId, spPartsApply.tenantId), eq(sysDept.id, spPartsApply.deptId)))
    .where(where)
    .orderBy(direction === 'desc' ? desc(column) : asc(column), asc(spPartsApplyLine.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount
    ? await tx.select({ total: sql<number>`count(*)::int` }).from(spPartsApplyLine).innerJoin(spPartsApply, header).innerJoin(basParts, part).where(where as SQL)
    : [{ total: 0 }];
  return { records, total };
}

export function partsApplyReportRoutes(app: FastifyInstance, deps: Deps) {
  const name = PARTS_APPLY_REPORT.name;
  reportRoutes(app, deps, { def: PARTS_APPLY_REPORT_SCREEN, list: listApplyLines, urls: { list: `/rpt/${name}/getListPage`, export: `/rpt/${name}/getListByExcel` }, tag: `rpt/${name}` });
}
