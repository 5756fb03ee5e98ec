/**
 * A shipped stock-out's or transfer's delivery note (a granted request's: the transfer it became), read in the
 * caller's data scope: the company, the document, where it leaves and arrives (with their addresses), the carrier
 * and waybill, and the lines with their part, quantity, location and barcode.
 */
import { hasDeliveryNote, type StockDocKind } from '@as/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { sysTenant } from '../../platform/tenants/tenant.table.ts';
import { basParts, basWarehouse, basWarehouseLocation } from '../master-data/index.ts';
import { kindScope } from './document.service.ts';
import { spStockDoc, spStockDocLine } from './document.table.ts';

async function docInScope(tx: Tx, auth: AuthContext, kind: StockDocKind, id: number) {
  const [doc] = await tx
    .select()
    .from(spStockDoc)
    .where(and(eq(spStockDoc.tenantId, auth.tenantId), eq(spStockDoc.id, id), isNull(spStockDoc.deletedAt), kindScope(kind)(auth)));
  if (!doc) throw new AppError('notFound');
  return doc;
}

/** The warehouses a note names: code, name, storekeeper, and the address and phone of the warehouse or else of its organisation. */
async function warehousesOf(tx: Tx, tenantId: number, ids: number[]) {
  const rows = await tx
    .select({
      id: basWarehouse.id,
      code: basWarehouse.code,
      name: basWarehouse.name,
      storekeeper: basWarehouse.storekeeper,
      address: sql<string | null>`coalesce(nullif(${basWarehouse.address}, ''), nullif(${sysDept.address}, ''))`,
      phone: sql<string | null>`nullif(${sysDept.phone}, '')`,
    })
    .from(basWarehouse)
    .leftJoin(sysDept, and(eq(sysDept.tenantId, basWarehouse.tenantId), eq(sysDept.id, basWarehouse.deptId)))
    .where(and(eq(basWarehouse.tenantId, tenantId), inArray(basWarehouse.id, ids)));
  return new Map(rows.map((w) => [w.id, w]));
}

export async function deliveryNote(tx: Tx, auth: AuthContext, kind: StockDocKind, id: number) {
  // A request ships as the transfer it became: that transfer's note, naming the request.
  const request = kind === 'request' ? await docInScope(tx, auth, 'request', id) : null;
  if (request && request.linkedDocId == null) throw new AppError('stockNotShipped');
  const docKind = request ? 'transfer' : kind;
  const doc = await docInScope(tx, auth, docKind, request?.linkedDocId ?? id);
  if (!hasDeliveryNote(docKind, doc)) throw new AppError('stockNotShipped');

  const lines = await tx
    .select({
      id: spStockDocLine.id,
      lineNo: spStockDocLine.lineNo,
      partsCode: basParts.code,
      partsName: basParts.name,
      qty: spStockDocLine.qty,
      locationCode: basWarehouseLocation.code,
      barcode: spStockDocLine.barcode,
      remark: spStockDocLine.remark,
    })
    .from(spStockDocLine)
    .innerJoin(basParts, and(eq(basParts.tenantId, spStockDocLine.tenantId), eq(basParts.id, spStockDocLine.partsId)))
    .leftJoin(basWarehouseLocation, and(eq(basWarehouseLocation.tenantId, spStockDocLine.tenantId), eq(basWarehouseLocation.id, spStockDocLine.fromLocationId)))
    .where(and(eq(spStockDocLine.tenantId, auth.tenantId), eq(spStockDocLine.parentId, doc.id)))
    .orderBy(asc(spStockDocLine.lineNo));
  const warehouses = await warehousesOf(tx, auth.tenantId, [doc.fromWarehouseId, doc.toWarehouseId].filter((w): w is number => w != null));
  const [company] = await tx.select({ name: sysTenant.name }).from(sysTenant).where(eq(sysTenant.id, auth.tenantId));
  return {
    company: company?.name ?? '',
    docKind,
    docType: doc.docType,
    docNo: doc.docNo,
    requestNo: request?.docNo ?? null,
    status: doc.status,
    createdAt: doc.createdAt,
    shippedAt: doc.shippedAt,
    carrier: doc.carrier,
    waybillNumber: doc.waybillNumber,
    remark: doc.remark,
    from: (doc.fromWarehouseId != null && warehouses.get(doc.fromWarehouseId)) || null,
    to: (doc.toWarehouseId != null && warehouses.get(doc.toWarehouseId)) || null,
    lines,
    totalQty: lines.reduce((sum, l) => sum + l.qty, 0),
  };
}
