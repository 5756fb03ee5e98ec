/**
 * The barcode trace of /rpt/itemBarcodeSearch (packages/shared work-orders/order-report.ts): every place one serial
 * number appears, each a row: its barcode library entry (product, production date, batch), the work orders for that
 * appliance (their serial number), and the orders whose replaced parts carry it, as the part fitted or the part
 * removed. Orders are those of the caller's data scope; the library is the tenant's. Nothing found is the spec's
 * 'barcode not found'.
 */
import { BARCODE_TRACE_SCREEN, type BarcodeTraceKind, type ListQuery, ListQueryError } from '@as/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { basItem, basItemBarcode } from '../master-data/index.ts';
import { snSite } from '../network/index.ts';
import { orderScope, soOrder, soOrderPart } from '../work-orders/index.ts';

/** Each kind's rows are capped: one serial number is fitted or reported a handful of times, never thousands. */
const CAP = 500;

export type TraceRow = {
  /** The row's place in the trace (1 the first), for the grid. */
  id: number;
  barcode: string;
  kind: BarcodeTraceKind;
  itemCode: string | null;
  itemName: string | null;
  productionDate: string | null;
  batchNo: string | null;
  orderId: number | null;
  orderNo: string | null;
  status: string | null;
  siteName: string | null;
  at: Date | null;
};

/** A row before it has its place: `key` (kind and source row) orders rows of the same moment. */
type Found = Omit<TraceRow, 'id'> & { key: string };

/** An order where the serial appears (the appliance's or a part's). */
type OrderHit = { id: number; orderId: number; orderNo: string; status: number; siteName: string | null; itemCode: string | null; itemName: string | null; at: string | Date };

/** A moment read as a Date (an instant column reads as the contract's local text). */
const moment = (v: string | Date | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

/** Every place the barcode appears, newest first (or oldest with the order asc). */
async function traceOf(tx: Tx, viewer: Viewer, barcode: string): Promise<Found[]> {
  const library = await tx
    .select({ id: basItemBarcode.id, itemCode: basItem.code, itemName: basItem.name, productionDate: basItemBarcode.productionDate, batchNo: basItemBarcode.batchNo, at: basItemBarcode.createdAt })
    .from(basItemBarcode)
    .leftJoin(basItem, and(eq(basItem.tenantId, basItemBarcode.tenantId), eq(basItem.id, basItemBarcode.itemId)))
    .where(and(eq(basItemBarcode.tenantId, viewer.tenantId), eq(basItemBarcode.serialNo, barcode), isNull(basItemBarcode.deletedAt)))
    .limit(CAP);
  const orderColumns = { orderId: soOrder.id, orderNo: soOrder.orderNo, status: soOrder.status, siteName: snSite.name };
  const site = and(eq(snSite.tenantId, soOrder.tenantId), eq(snSite.id, soOrder.siteId));
  const visible = and(eq(soOrder.tenantId, viewer.tenantId), isNull(soOrder.deletedAt), orderScope(viewer));
  const orders = await tx
    .select({ ...orderColumns, id: soOrder.id, itemCode: basItem.code, itemName: basItem.name, at: soOrder.reportAt })
    .from(soOrder)
    .leftJoin(basItem, and(eq(basItem.tenantId, soOrder.tenantId), eq(basItem.id, soOrder.itemId)))
    .leftJoin(snSite, site)
    .where(and(visible, eq(soOrder.serialNo, barcode)))
    .limit(CAP);
  const parts = (column: PgColumn) =>
    tx
      .select({ ...orderColumns, id: soOrderPart.id, itemCode: soOrderPart.code, itemName: soOrderPart.name, at: soOrderPart.createdAt })
      .from(soOrderPart)
      .innerJoin(soOrder, and(eq(soOrder.tenantId, soOrderPart.tenantId), eq(soOrder.id, soOrderPart.orderId)))
      .leftJoin(snSite, site)
      .where(and(visible, eq(soOrderPart.tenantId, viewer.tenantId), eq(column, barcode)))
      .limit(CAP);
  const fitted = await parts(soOrderPart.barcode);
  const removed = await parts(soOrderPart.oldBarcode);
  const none = { orderId: null, orderNo: null, status: null, siteName: null, productionDate: null, batchNo: null };
  const fromOrder = (kind: BarcodeTraceKind, r: OrderHit): Found => ({
    ...none,
    key: `${kind}-${r.id}`,
    barcode,
    kind,
    itemCode: r.itemCode,
    itemName: r.itemName,
    orderId: r.orderId,
    orderNo: r.orderNo,
    status: String(r.status),
    siteName: r.siteName,
    at: moment(r.at),
  });
  return [
    ...library.map((r): Found => ({ ...none, key: `library-${r.id}`, barcode, kind: 'library', itemCode: r.itemCode, itemName: r.itemName, productionDate: r.productionDate, batchNo: r.batchNo, at: moment(r.at) })),
    ...orders.map((r) => fromOrder('order', r)),
    ...fitted.map((r) => fromOrder('partFitted', r)),
    ...removed.map((r) => fromOrder('partRemoved', r)),
  ];
}

/** A page of the trace of the barcode the filter names (required); 'barcode not found' when it appears nowhere the caller sees. */
export async function listBarcodeTrace(tx: Tx, viewer: Viewer, query: ListQuery) {
  const barcode = query.filters.barcode?.[0]?.trim();
  if (!barcode) throw new ListQueryError('required', 'filters.barcode');
  const rows = await traceOf(tx, viewer, barcode);
  if (!rows.length) throw new AppError('barcodeNotFound');
  const direction = (query.sort ? query.order : BARCODE_TRACE_SCREEN.defaultSort!.order) === 'desc' ? -1 : 1;
  rows.sort((a, b) => direction * ((a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0)) || a.key.localeCompare(b.key));
  const start = (query.current - 1) * query.size;
  const records: TraceRow[] = rows.slice(start, start + query.size).map(({ key: _, ...row }, i) => ({ id: start + i + 1, ...row }));
  return { records, total: rows.length };
}
