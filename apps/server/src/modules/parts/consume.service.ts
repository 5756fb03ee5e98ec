/**
 * Completion consumes the parts (issue 16, docs/parts-chain.md): the parts an order's applications brought to the
 * outlet leave its shelf when the order is completed with them on its parts lines. Every completion reconciles what
 * the order has consumed with what it should have, so a completion redone with fewer parts gives the rest back.
 */
import type { FieldError, PartsApplyStatus } from '@as/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { FieldErrors } from '../../http/errors.ts';
import { itemsWhere, type PostedMove, postMoves, spStockMove } from '../stock/index.ts';
import { type OrderRow, soOrderPart } from '../work-orders/index.ts';
import { spPartsApply, spPartsApplyLine } from './parts-apply.table.ts';

const DOC_TYPE = 'order';
/** The movements of a parts application (its shipment among them). */
const APPLY_DOC_TYPE = 'apply';
/** The applications whose received quantities are at the outlet for the order. */
const DELIVERED: PartsApplyStatus[] = ['shipped', 'received', 'settled'];

/**
 * Per part and outlet warehouse: the quantity to consume is what the order's parts lines name, up to what its
 * applications received there (taken warehouse by warehouse when more than one received it); what the order's own
 * consume and unconsume movements already took is subtracted, and the difference posted.
 */
export async function consumeOrderParts(tx: Tx, auth: AuthContext, order: OrderRow): Promise<void> {
  const tenant = auth.tenantId;
  await assertShippedBarcodes(tx, auth, order);
  const fitted = await tx
    .select({ partsId: soOrderPart.partsId, qty: sql<number>`sum(${soOrderPart.quantity})::int` })
    .from(soOrderPart)
    .where(and(eq(soOrderPart.tenantId, tenant), eq(soOrderPart.orderId, order.id), isNotNull(soOrderPart.partsId)))
    .groupBy(soOrderPart.partsId);
  const received = await tx
    .select({ warehouseId: spPartsApply.warehouseId, partsId: spPartsApplyLine.partsId, qty: sql<number>`sum(${spPartsApplyLine.receivedQty})::int` })
    .from(spPartsApply)
    .innerJoin(spPartsApplyLine, and(eq(spPartsApplyLine.tenantId, spPartsApply.tenantId), eq(spPartsApplyLine.parentId, spPartsApply.id)))
    .where(and(eq(spPartsApply.tenantId, tenant), eq(spPartsApply.orderId, order.id), inArray(spPartsApply.status, DELIVERED)))
    .groupBy(spPartsApply.warehouseId, spPartsApplyLine.partsId)
    .orderBy(asc(spPartsApply.warehouseId), asc(spPartsApplyLine.partsId));
  const m = spStockMove;
  const shelfOf = sql<number>`coalesce(${m.fromWarehouseId}, ${m.toWarehouseId})`.mapWith(Number);
  const taken = await tx
    .select({
      warehouseId: shelfOf,
      partsId: m.partsId,
      qty: sql<number>`sum(case when ${m.moveType} = 'consume' then ${m.qty} else -${m.qty} end)::int`,
    })
    .from(m)
    .where(and(eq(m.tenantId, tenant), eq(m.docType, DOC_TYPE), eq(m.docId, order.id), inArray(m.moveType, ['consume', 'unconsume'])))
    .groupBy(shelfOf, m.partsId);

  const key = (warehouseId: number, partsId: number) => `${warehouseId}:${partsId}`;
  const target = new Map<string, number>();
  const left = new Map(fitted.map((f) => [f.partsId, f.qty]));
  for (const r of received) {
    const qty = Math.min(left.get(r.partsId) ?? 0, r.qty);
    target.set(key(r.warehouseId, r.partsId), qty);
    left.set(r.partsId, (left.get(r.partsId) ?? 0) - qty);
  }
  const already = new Map(taken.map((t) => [key(t.warehouseId, t.partsId), t.qty]));
  const slots = new Map([...received, ...taken].map((r) => [key(r.warehouseId, r.partsId), r]));
  const serials = await serialsOf(tx, tenant, order.id);
  const moves: PostedMove[] = [];
  for (const [k, { warehouseId, partsId }] of slots) {
    const delta = (target.get(k) ?? 0) - (already.get(k) ?? 0);
    const shelf = { warehouseId, locationId: 0, bucket: 'available' as const };
    const source = { partsId, docType: DOC_TYPE, docId: order.id };
    // A serial-numbered item leaves (or comes back) under its barcode: those fitted that are on the shelf, those no longer fitted that this order took.
    const sameShelf = (at: { warehouseId: number; locationId: number; bucket: string } | null) => !!at && at.warehouseId === warehouseId && at.locationId === 0 && at.bucket === 'available';
    const items = serials.filter((i) => i.partsId === partsId && (delta > 0 ? i.fitted && sameShelf(i.at) : !i.fitted && i.taken && i.at === null)).slice(0, Math.abs(delta));
    const barcoded = items.map((i): PostedMove => (delta > 0 ? { ...source, moveType: 'consume', qty: 1, barcode: i.barcode, from: shelf, to: null } : { ...source, moveType: 'unconsume', qty: 1, barcode: i.barcode, from: null, to: shelf }));
    moves.push(...barcoded);
    const rest = Math.abs(delta) - items.length;
    if (delta > 0 && rest) moves.push({ ...source, moveType: 'consume', qty: rest, from: shelf, to: null });
    if (delta < 0 && rest) moves.push({ ...source, moveType: 'unconsume', qty: rest, from: null, to: shelf });
  }
  if (moves.length) await postMoves(tx, tenant, auth.userId, moves);
}

/** The serial items of the order: those its parts lines name (fitted) and those its completions consumed (taken), with where the ledger has each now. */
async function serialsOf(tx: Tx, tenantId: number, orderId: number) {
  const fitted = await tx
    .select({ partsId: soOrderPart.partsId, barcode: soOrderPart.barcode })
    .from(soOrderPart)
    .where(and(eq(soOrderPart.tenantId, tenantId), eq(soOrderPart.orderId, orderId), isNotNull(soOrderPart.partsId), isNotNull(soOrderPart.barcode)));
  const m = spStockMove;
  const taken = await tx
    .selectDistinct({ partsId: m.partsId, barcode: m.barcode })
    .from(m)
    .where(and(eq(m.tenantId, tenantId), eq(m.docType, DOC_TYPE), eq(m.docId, orderId), eq(m.moveType, 'consume'), isNotNull(m.barcode)));
  const barcodes = [...new Set([...fitted, ...taken].map((r) => r.barcode!))];
  const where = await itemsWhere(tx, tenantId, { barcodes });
  const fittedSet = new Set(fitted.map((f) => f.barcode!));
  const takenSet = new Set(taken.map((t) => t.barcode!));
  // Only items the ledger follows: a barcode it never saw moves nothing under it.
  return barcodes.flatMap((barcode) => {
    const item = where.get(barcode);
    return item ? [{ barcode, partsId: item.partsId, at: item.slot, fitted: fittedSet.has(barcode), taken: takenSet.has(barcode) }] : [];
  });
}

/**
 * A serial-numbered part the order's applications shipped (their shipment moved items of it under barcodes) is
 * fitted under one of those barcodes: a parts line of that part naming another barcode, or none, is refused on its
 * barcode field with the barcodes that were shipped.
 */
async function assertShippedBarcodes(tx: Tx, auth: AuthContext, order: OrderRow): Promise<void> {
  const tenant = auth.tenantId;
  const m = spStockMove;
  const shipped = await tx
    .selectDistinct({ partsId: m.partsId, barcode: m.barcode })
    .from(m)
    .innerJoin(spPartsApply, and(eq(spPartsApply.tenantId, m.tenantId), eq(spPartsApply.id, m.docId)))
    .where(and(eq(m.tenantId, tenant), eq(m.docType, APPLY_DOC_TYPE), eq(spPartsApply.orderId, order.id), isNotNull(m.barcode)));
  if (!shipped.length) return;
  const byPart = new Map<number, Set<string>>();
  for (const row of shipped) byPart.set(row.partsId, (byPart.get(row.partsId) ?? new Set()).add(row.barcode!));
  const lines = await tx
    .select({ lineNo: soOrderPart.lineNo, partsId: soOrderPart.partsId, barcode: soOrderPart.barcode })
    .from(soOrderPart)
    .where(and(eq(soOrderPart.tenantId, tenant), eq(soOrderPart.orderId, order.id)))
    .orderBy(asc(soOrderPart.lineNo));
  const errors: FieldError[] = [];
  lines.forEach((line, i) => {
    const allowed = line.partsId === null ? undefined : byPart.get(line.partsId);
    if (allowed && !(line.barcode && allowed.has(line.barcode))) errors.push({ field: `parts.${i}.barcode`, code: 'partsBarcodeNotShipped', params: { shipped: [...allowed].sort().join(', ') } });
  });
  if (errors.length) throw new FieldErrors(errors);
}
