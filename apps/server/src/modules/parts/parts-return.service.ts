/**
 * Parts returns' commands (packages/shared parts/returns.ts; docs/parts-chain.md "Returns"). Each is one
 * transaction: the return is read in the caller's data scope and locked, the shared table decides, an UPDATE guarded
 * on the version moves it, its ledger effect goes through postMoves (a shortage rolls everything back), and a history
 * row records who did what and why. New parts move outlet available -> supplier transit -> supplier available; old
 * parts enter the ledger only when the centre accepts them (oldPartIn, into its defective bucket) and leave it by RTV
 * (rtvOut). The no-return list (noReturnParts) is what settlement deducts.
 */
import {
  allowedPartsReturnActions,
  type FieldError,
  lineAmount,
  PARTS_RETURN_ACTION_LABELS,
  PARTS_RETURN_ACTIONS,
  PARTS_RETURN_LIVE,
  PARTS_RETURN_PERMISSIONS,
  PARTS_RETURN_SHIPPED,
  PARTS_RETURN_STATUS_LABELS,
  type PartsReturnAction,
  type PartsReturnKind,
  type PartsRtvDestination,
  priceLevelOf,
  returnStatusAfterInspection,
  returnStatusAfterReceipt,
  sumAmounts,
} from '@as/shared';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { documentCommands } from '../document.ts';
import { basParts, basWarehouse, companyConfigOf } from '../master-data/index.ts';
import { snSite } from '../network/index.ts';
import { type PostedMove, postMoves, spStockBalance, supplierOf, warehouseScope } from '../stock/index.ts';
import { soOrder, soOrderPart } from '../work-orders/index.ts';
import { creditAccountFor } from './credit.ts';
import { spPartsApply, spPartsApplyLine } from './parts-apply.table.ts';
import { spPartsReturn, spPartsReturnHistory, spPartsReturnLine, spPartsReturnNo } from './parts-return.table.ts';

type Return = typeof spPartsReturn.$inferSelect;
type Line = typeof spPartsReturnLine.$inferSelect;

/** The doc type of the returns' movements in the ledger. */
const DOC_TYPE = 'return';
/** A work order's statuses once completed (waiting for confirmation … finished): its old parts are due. */
const COMPLETED = sql`${soOrder.status} between 1110 and 1250 and ${soOrder.completedAt} is not null`;

/** The outlet's side: its organisations (an outlet its own, a centre its region's, headquarters all), or whoever made it. */
const outletScope = (viewer: Viewer) => orgScope(viewer, { dept: spPartsReturn.deptId, owner: spPartsReturn.createdBy });

/** Who sees a return: the outlet's side, and the receiving warehouse's (the supplier's or the centre's storekeeper). */
export function returnScope(viewer: Viewer): SQL | undefined {
  const outlet = outletScope(viewer);
  const seen = warehouseScope(viewer);
  return outlet && seen ? or(outlet, sql`${spPartsReturn.targetWarehouseId} in ${seen}`) : undefined;
}

export interface ReturnLineInput {
  partsId?: number;
  qty?: number;
  applyLineId?: number | null;
  orderPartId?: number | null;
  remark?: string | null;
}

export interface ReturnInput {
  kind: PartsReturnKind;
  warehouseId?: number | null;
  remark?: string | null;
  lines: ReturnLineInput[];
}

export interface ReturnCommand {
  id: number;
  version?: number;
  reason?: string;
  carrier?: string;
  waybillNumber?: string;
  destination?: PartsRtvDestination;
  lines?: { id: number; qty?: number; result?: 'accepted' | 'rejected'; reason?: string | null }[];
}

const commands = documentCommands({
  table: spPartsReturn,
  history: { table: spPartsReturnHistory, key: 'returnId' },
  scope: returnScope,
  state: (row) => ({ kind: row.kind, status: row.status }),
  actions: PARTS_RETURN_ACTIONS,
  changed: 'partsReturnChanged',
  refused: (row, action) => new AppError('partsReturnActionRefused', { status: PARTS_RETURN_STATUS_LABELS[row.status], action: PARTS_RETURN_ACTION_LABELS[action] }),
});

async function onOutletSide(tx: Tx, auth: AuthContext, row: Return): Promise<boolean> {
  const where = outletScope(auth);
  return !where || (await tx.select({ id: spPartsReturn.id }).from(spPartsReturn).where(and(eq(spPartsReturn.tenantId, auth.tenantId), eq(spPartsReturn.id, row.id), where))).length > 0;
}

async function onReceiverSide(tx: Tx, auth: AuthContext, row: Return): Promise<boolean> {
  const seen = warehouseScope(auth);
  return !seen || (await tx.select({ id: basWarehouse.id }).from(basWarehouse).where(and(eq(basWarehouse.tenantId, auth.tenantId), eq(basWarehouse.id, row.targetWarehouseId), sql`${basWarehouse.id} in ${seen}`))).length > 0;
}

/** The state, then the side that takes the action: the outlet edits, ships and cancels; the receiving warehouse the rest. */
async function guard(tx: Tx, auth: AuthContext, row: Return, action: PartsReturnAction, version: number | undefined) {
  commands.fresh(row, version);
  const moved = commands.next(row, action);
  const side = PARTS_RETURN_ACTIONS[action].side;
  if (!(await (side === 'outlet' ? onOutletSide : onReceiverSide)(tx, auth, row))) throw new AppError('noPermission');
  return moved;
}

/** The actions the caller may take now (the detail's buttons): allowed by the state, under a permission held, from the side that takes them. */
async function actionsFor(tx: Tx, auth: AuthContext, row: Return): Promise<PartsReturnAction[]> {
  const allowed = allowedPartsReturnActions({ kind: row.kind, status: row.status }).filter((a) => auth.permissions.has(PARTS_RETURN_PERMISSIONS[PARTS_RETURN_ACTIONS[a].permission]));
  if (!allowed.length) return [];
  const outlet = await onOutletSide(tx, auth, row);
  const receiver = await onReceiverSide(tx, auth, row);
  return allowed.filter((a) => (PARTS_RETURN_ACTIONS[a].side === 'outlet' ? outlet : receiver));
}

const linesOf = (tx: Tx, tenantId: number, returnId: number): Promise<Line[]> =>
  tx.select().from(spPartsReturnLine).where(and(eq(spPartsReturnLine.tenantId, tenantId), eq(spPartsReturnLine.parentId, returnId))).orderBy(asc(spPartsReturnLine.lineNo));

/** The outlet a return leaves: the chosen warehouse (one the caller sees), else the caller's organisation's first. */
async function outletOf(tx: Tx, auth: AuthContext, warehouseId: number | null | undefined) {
  const seen = warehouseScope(auth);
  const [wh] = await tx
    .select({ id: basWarehouse.id, deptId: basWarehouse.deptId })
    .from(basWarehouse)
    .where(
      and(
        eq(basWarehouse.tenantId, auth.tenantId),
        isNull(basWarehouse.deletedAt),
        eq(basWarehouse.enabled, true),
        warehouseId ? and(eq(basWarehouse.id, warehouseId), seen && sql`${basWarehouse.id} in ${seen}`) : auth.deptId === null ? sql`false` : eq(basWarehouse.deptId, auth.deptId),
      ),
    )
    .orderBy(asc(basWarehouse.id))
    .limit(1);
  if (!wh || wh.deptId === null) {
    if (warehouseId) throw new FieldErrors([{ field: 'warehouseId', code: 'notFound' }]);
    const [dept] = auth.deptId === null ? [] : await tx.select({ name: sysDept.name }).from(sysDept).where(and(eq(sysDept.tenantId, auth.tenantId), eq(sysDept.id, auth.deptId)));
    throw new AppError('partsApplyNoWarehouse', { dept: dept?.name ?? '' });
  }
  const [site] = await tx.select({ id: snSite.id, level: snSite.siteFloorLevel }).from(snSite).where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.deptId, wh.deptId), isNull(snSite.deletedAt)));
  if (!site) throw new FieldErrors([{ field: 'warehouseId', code: 'notFound' }]);
  return { warehouseId: wh.id, deptId: wh.deptId, siteId: site.id, level: site.level ?? 1 };
}

/** The line as it is written: the part, quantity and price of the application line or replaced part it returns. */
interface PricedLine {
  partsId: number;
  qty: number;
  applyLineId: number | null;
  orderPartId: number | null;
  orderId: number | null;
  orderNo: string | null;
  unitPrice: string;
  amount: string;
  remark: string | null;
}

/**
 * New parts: live parts, each application line named by one line at most, of an application of this outlet that
 * brought it, no more than it received less what its other live returns hold. Priced at the application line's price,
 * else the part's price at the outlet's level.
 */
async function newLines(tx: Tx, tenantId: number, ret: { id: number | null; deptId: number; level: number }, lines: ReturnLineInput[]): Promise<PricedLine[]> {
  const errors: FieldError[] = [];
  lines.forEach((l, i) => {
    if (!l.partsId) errors.push({ field: `lines[${i}].partsId`, code: 'required' });
    if (!l.qty) errors.push({ field: `lines[${i}].qty`, code: 'required' });
  });
  if (errors.length) throw new FieldErrors(errors);
  const partIds = lines.map((l) => l.partsId!);
  const parts = new Map(
    (
      await tx
        .select({ id: basParts.id, level1Price: basParts.level1Price, level2Price: basParts.level2Price })
        .from(basParts)
        .where(and(eq(basParts.tenantId, tenantId), isNull(basParts.deletedAt), inArray(basParts.id, partIds)))
    ).map((p) => [p.id, p]),
  );
  const applyLineIds = lines.flatMap((l) => (l.applyLineId ? [l.applyLineId] : []));
  if (new Set(applyLineIds).size !== applyLineIds.length) errors.push({ field: 'lines', code: 'duplicate' });
  const applied = new Map(
    applyLineIds.length
      ? (
          await tx
            .select({ id: spPartsApplyLine.id, partsId: spPartsApplyLine.partsId, receivedQty: spPartsApplyLine.receivedQty, unitPrice: spPartsApplyLine.unitPrice })
            .from(spPartsApplyLine)
            .innerJoin(spPartsApply, and(eq(spPartsApply.tenantId, spPartsApplyLine.tenantId), eq(spPartsApply.id, spPartsApplyLine.parentId)))
            .where(and(eq(spPartsApplyLine.tenantId, tenantId), inArray(spPartsApplyLine.id, applyLineIds), eq(spPartsApply.deptId, ret.deptId), isNull(spPartsApply.deletedAt)))
        ).map((a) => [a.id, a])
      : [],
  );
  const returned = new Map(
    applyLineIds.length
      ? (
          await tx
            .select({ id: spPartsReturnLine.applyLineId, qty: sql<number>`sum(${spPartsReturnLine.qty})::int` })
            .from(spPartsReturnLine)
            .innerJoin(spPartsReturn, and(eq(spPartsReturn.tenantId, spPartsReturnLine.tenantId), eq(spPartsReturn.id, spPartsReturnLine.parentId)))
            .where(
              and(
                eq(spPartsReturnLine.tenantId, tenantId),
                inArray(spPartsReturnLine.applyLineId, applyLineIds),
                inArray(spPartsReturn.status, [...PARTS_RETURN_LIVE]),
                ret.id === null ? undefined : ne(spPartsReturn.id, ret.id),
              ),
            )
            .groupBy(spPartsReturnLine.applyLineId)
        ).map((r) => [Number(r.id), r.qty])
      : [],
  );
  const priced = lines.map((l, i): PricedLine | null => {
    const part = parts.get(l.partsId!);
    if (!part) {
      errors.push({ field: `lines[${i}].partsId`, code: 'notFound' });
      return null;
    }
    let unitPrice = priceLevelOf(ret.level) === 'level2' ? part.level2Price : part.level1Price;
    if (l.applyLineId) {
      const a = applied.get(l.applyLineId);
      if (!a || a.partsId !== l.partsId) {
        errors.push({ field: `lines[${i}].applyLineId`, code: 'notFound' });
        return null;
      }
      const left = a.receivedQty - (returned.get(a.id) ?? 0);
      if (l.qty! > left) errors.push({ field: `lines[${i}].qty`, code: 'partsReturnOverApplied', params: { left } });
      unitPrice = a.unitPrice;
    }
    return { partsId: l.partsId!, qty: l.qty!, applyLineId: l.applyLineId ?? null, orderPartId: null, orderId: null, orderNo: null, unitPrice, amount: lineAmount(unitPrice, l.qty!), remark: l.remark || null };
  });
  if (errors.length) throw new FieldErrors(errors);
  return priced as PricedLine[];
}

/**
 * Old parts: replaced parts marked for return of completed orders of this outlet, each once, on no other live return;
 * the whole quantity, at its factory price.
 */
async function oldLines(tx: Tx, tenantId: number, ret: { id: number | null; siteId: number }, lines: ReturnLineInput[]): Promise<PricedLine[]> {
  const errors: FieldError[] = [];
  lines.forEach((l, i) => {
    if (!l.orderPartId) errors.push({ field: `lines[${i}].orderPartId`, code: 'required' });
  });
  if (errors.length) throw new FieldErrors(errors);
  const ids = lines.map((l) => l.orderPartId!);
  if (new Set(ids).size !== ids.length) throw new FieldErrors([{ field: 'lines', code: 'duplicate' }]);
  const found = new Map(
    (
      await tx
        .select({ id: soOrderPart.id, partsId: soOrderPart.partsId, quantity: soOrderPart.quantity, factoryPrice: soOrderPart.factoryPrice, orderId: soOrder.id, orderNo: soOrder.orderNo })
        .from(soOrderPart)
        .innerJoin(soOrder, and(eq(soOrder.tenantId, soOrderPart.tenantId), eq(soOrder.id, soOrderPart.orderId)))
        .where(and(eq(soOrderPart.tenantId, tenantId), inArray(soOrderPart.id, ids), eq(soOrderPart.returnFlag, true), isNull(soOrder.deletedAt), eq(soOrder.siteId, ret.siteId), COMPLETED))
    ).map((p) => [p.id, p]),
  );
  const taken = new Map(
    (
      await tx
        .select({ id: spPartsReturnLine.orderPartId, returnNo: spPartsReturn.returnNo })
        .from(spPartsReturnLine)
        .innerJoin(spPartsReturn, and(eq(spPartsReturn.tenantId, spPartsReturnLine.tenantId), eq(spPartsReturn.id, spPartsReturnLine.parentId)))
        .where(and(eq(spPartsReturnLine.tenantId, tenantId), inArray(spPartsReturnLine.orderPartId, ids), eq(spPartsReturnLine.live, true), ret.id === null ? undefined : ne(spPartsReturn.id, ret.id)))
    ).map((t) => [Number(t.id), t.returnNo]),
  );
  const priced = lines.map((l, i): PricedLine | null => {
    const p = found.get(l.orderPartId!);
    if (!p || p.partsId === null) {
      errors.push({ field: `lines[${i}].orderPartId`, code: 'notFound' });
      return null;
    }
    const other = taken.get(p.id);
    if (other) errors.push({ field: `lines[${i}].orderPartId`, code: 'partsReturnOldPartTaken', params: { returnNo: other } });
    const unitPrice = p.factoryPrice ?? '0.00';
    return { partsId: p.partsId, qty: p.quantity, applyLineId: null, orderPartId: p.id, orderId: p.orderId, orderNo: p.orderNo, unitPrice, amount: lineAmount(unitPrice, p.quantity), remark: l.remark || null };
  });
  if (errors.length) throw new FieldErrors(errors);
  return priced as PricedLine[];
}

const sumAmount = (lines: PricedLine[]) => sumAmounts(lines.map((l) => l.amount));

/**
 * The lines replace the draft's. The partial unique index (one live return per old part) is the last word when two
 * clerks race for one part after both checked: the loser is refused as if it had checked after the winner.
 */
async function writeLines(tx: Tx, tenantId: number, returnId: number, lines: PricedLine[]) {
  await tx.delete(spPartsReturnLine).where(and(eq(spPartsReturnLine.tenantId, tenantId), eq(spPartsReturnLine.parentId, returnId)));
  try {
    await tx.execute(sql`savepoint return_lines`);
    await tx.insert(spPartsReturnLine).values(lines.map((l, i) => ({ tenantId, parentId: returnId, lineNo: i + 1, ...l })));
    await tx.execute(sql`release savepoint return_lines`);
  } catch (err) {
    const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code !== '23505') throw err;
    await tx.execute(sql`rollback to savepoint return_lines`);
    throw new FieldErrors([{ field: 'lines', code: 'partsReturnOldPartTaken', params: { returnNo: '' } }]);
  }
}

async function pricedLines(tx: Tx, auth: AuthContext, kind: PartsReturnKind, ret: { id: number | null; deptId: number; siteId: number; level: number }, lines: ReturnLineInput[]) {
  if (!lines.length) throw new FieldErrors([{ field: 'lines', code: 'required' }]);
  return kind === 'new' ? newLines(tx, auth.tenantId, ret, lines) : oldLines(tx, auth.tenantId, ret, lines);
}

/** Files a return (a draft) of the caller's outlet (or the chosen warehouse's), to its supplier or centre. */
export async function addReturn(tx: Tx, auth: AuthContext, input: ReturnInput) {
  const outlet = await outletOf(tx, auth, input.warehouseId);
  const lines = await pricedLines(tx, auth, input.kind, { id: null, ...outlet }, input.lines);
  const [row] = await tx
    .insert(spPartsReturn)
    .values({
      tenantId: auth.tenantId,
      returnNo: sql`${input.kind === 'new' ? 'RN' : 'RO'} || to_char(now(), 'YYMMDD') || lpad(nextval(${spPartsReturnNo.seqName})::text, 6, '0')`,
      kind: input.kind,
      deptId: outlet.deptId,
      warehouseId: outlet.warehouseId,
      targetWarehouseId: await supplierOf(tx, auth.tenantId, outlet.warehouseId),
      amount: sumAmount(lines),
      remark: input.remark ?? null,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  await writeLines(tx, auth.tenantId, row.id, lines);
  await commands.history(tx, auth, null, row, 'create');
  return row;
}

/** Corrects a draft: its remark, its lines. */
export async function updateReturn(tx: Tx, auth: AuthContext, id: number, version: number | undefined, input: { remark?: string | null; lines?: ReturnLineInput[] }) {
  const row = await commands.forUpdate(tx, auth, id);
  await guard(tx, auth, row, 'update', version);
  const changes: Partial<typeof spPartsReturn.$inferInsert> = {};
  if (input.remark !== undefined) changes.remark = input.remark;
  let lines: PricedLine[] | null = null;
  if (input.lines) {
    const outlet = await outletOf(tx, auth, row.warehouseId);
    lines = await pricedLines(tx, auth, row.kind, { id: row.id, ...outlet }, input.lines);
    changes.amount = sumAmount(lines);
  }
  const saved = await commands.save(tx, auth, row, changes);
  if (lines) await writeLines(tx, auth.tenantId, row.id, lines);
  await commands.history(tx, auth, row, saved, 'update', '', { detail: { fields: Object.keys(changes), lines: input.lines !== undefined } });
  return saved;
}

/** Withdraws a draft: its old parts are free for another return. */
export async function cancelReturn(tx: Tx, auth: AuthContext, input: ReturnCommand) {
  const row = await commands.forUpdate(tx, auth, input.id);
  const moved = await guard(tx, auth, row, 'cancel', input.version);
  const why = input.reason?.trim() ?? '';
  if (!why) throw new FieldErrors([{ field: 'reason', code: 'rejectNeedsRemark' }]);
  await tx.update(spPartsReturnLine).set({ live: false }).where(and(eq(spPartsReturnLine.tenantId, auth.tenantId), eq(spPartsReturnLine.parentId, row.id)));
  const saved = await commands.save(tx, auth, row, { status: moved.status });
  await commands.history(tx, auth, row, saved, 'cancel', why);
  return saved;
}

/**
 * Ships the return with its carrier and waybill. New parts leave the outlet's shelf (from its fullest locations) for
 * the supplier's transit; old parts are outside the ledger until the centre accepts them.
 */
export async function shipReturn(tx: Tx, auth: AuthContext, input: ReturnCommand) {
  const row = await commands.forUpdate(tx, auth, input.id);
  const moved = await guard(tx, auth, row, 'ship', input.version);
  const missing = (['carrier', 'waybillNumber'] as const).filter((f) => !input[f]?.trim());
  if (missing.length) throw new FieldErrors(missing.map((field) => ({ field, code: 'required' })));
  const shipping = { carrier: input.carrier!.trim(), waybillNumber: input.waybillNumber!.trim() };
  const lines = await linesOf(tx, auth.tenantId, row.id);
  if (row.kind === 'new') {
    const stock = await tx
      .select({ partsId: spStockBalance.partsId, locationId: spStockBalance.locationId, available: spStockBalance.available })
      .from(spStockBalance)
      .where(and(eq(spStockBalance.tenantId, auth.tenantId), eq(spStockBalance.warehouseId, row.warehouseId), inArray(spStockBalance.partsId, lines.map((l) => l.partsId))))
      .orderBy(asc(spStockBalance.partsId), sql`${spStockBalance.available} desc`, asc(spStockBalance.locationId));
    const moves: PostedMove[] = [];
    for (const line of lines) {
      let left = line.qty;
      for (const slot of stock.filter((s) => s.partsId === line.partsId && s.available > 0)) {
        const take = Math.min(left, slot.available);
        if (!take) break;
        slot.available -= take;
        moves.push({ ...source(row, line, shipping.waybillNumber), moveType: 'transferOut', qty: take, from: { warehouseId: row.warehouseId, locationId: slot.locationId, bucket: 'available' }, to: { warehouseId: row.targetWarehouseId, locationId: 0, bucket: 'transit' } });
        left -= take;
      }
      // Asking the ledger for the rest lets it refuse with what the outlet holds.
      if (left) moves.push({ ...source(row, line, shipping.waybillNumber), moveType: 'transferOut', qty: left, from: { warehouseId: row.warehouseId, locationId: 0, bucket: 'available' }, to: { warehouseId: row.targetWarehouseId, locationId: 0, bucket: 'transit' } });
    }
    await postMoves(tx, auth.tenantId, auth.userId, moves);
  }
  const saved = await commands.save(tx, auth, row, { status: moved.status, ...shipping, shippedAt: new Date().toISOString() });
  await commands.history(tx, auth, row, saved, 'ship', '', { detail: shipping });
  return saved;
}

const source = (row: Return, line: Line, waybillNumber: string | null = row.waybillNumber) => ({ partsId: line.partsId, docType: DOC_TYPE, docId: row.id, docLineId: line.id, waybillNumber });

/**
 * New parts bought on credit and received back by the supplier: their amount at the application's price goes back
 * to the outlet's account (a 'return' flow per application, the return as its source), in the receipt's transaction.
 */
async function giveBackCredit(tx: Tx, auth: AuthContext, row: Return, asked: { line: Line; qty: number }[]) {
  const applyLineIds = asked.map((a) => a.line.applyLineId).filter((id): id is number => id !== null);
  if (!applyLineIds.length) return;
  const onCredit = await tx
    .select({ lineId: spPartsApplyLine.id, deptId: spPartsApply.deptId, applyNo: spPartsApply.applyNo })
    .from(spPartsApplyLine)
    .innerJoin(spPartsApply, and(eq(spPartsApply.tenantId, spPartsApplyLine.tenantId), eq(spPartsApply.id, spPartsApplyLine.parentId)))
    .where(and(eq(spPartsApplyLine.tenantId, auth.tenantId), inArray(spPartsApplyLine.id, applyLineIds), eq(spPartsApply.applyType, 'credit')));
  const credit = new Map(onCredit.map((c) => [c.lineId, c]));
  const byDept = new Map<number, { amounts: string[]; applyNos: Set<string> }>();
  for (const { line, qty } of asked) {
    const c = line.applyLineId === null ? undefined : credit.get(line.applyLineId);
    if (!c) continue;
    const d = byDept.get(c.deptId) ?? { amounts: [], applyNos: new Set() };
    d.amounts.push(lineAmount(line.unitPrice, qty));
    d.applyNos.add(c.applyNo);
    byDept.set(c.deptId, d);
  }
  for (const [deptId, d] of byDept) {
    const amount = sumAmounts(d.amounts);
    if (Number(amount) <= 0) continue;
    const { account, siteId } = await creditAccountFor(tx, auth.tenantId, deptId);
    if (siteId !== null) await account.giveBack(tx, auth, siteId, amount, { docType: 'partsReturn', docId: row.id, docNo: row.returnNo, reason: `退回 ${[...d.applyNos].join(', ')}` });
  }
}

/**
 * Receives at the supplier or centre. New parts: the lines given (default everything not yet received), from its
 * transit onto its shelf; received once everything arrived. Old parts arrive whole, to be inspected.
 */
export async function receiveReturn(tx: Tx, auth: AuthContext, input: ReturnCommand) {
  const row = await commands.forUpdate(tx, auth, input.id);
  await guard(tx, auth, row, 'receive', input.version);
  let lines = await linesOf(tx, auth.tenantId, row.id);
  let asked: { line: Line; qty: number }[];
  if (row.kind === 'new') {
    asked = askedLines(lines, input.lines?.map((l) => ({ id: l.id, qty: l.qty ?? 0 })) ?? lines.filter((l) => l.qty > l.receivedQty).map((l) => ({ id: l.id, qty: l.qty - l.receivedQty })));
    await postMoves(
      tx,
      auth.tenantId,
      auth.userId,
      asked.map(({ line, qty }) => ({ ...source(row, line), moveType: 'transferIn', qty, from: { warehouseId: row.targetWarehouseId, locationId: 0, bucket: 'transit' }, to: { warehouseId: row.targetWarehouseId, locationId: 0, bucket: 'available' } })),
    );
  } else {
    if (input.lines) throw new FieldErrors([{ field: 'lines', code: 'partsReturnOldWhole' }]);
    asked = lines.map((line) => ({ line, qty: line.qty - line.receivedQty }));
  }
  const received = sql.join(
    asked.map((a) => sql`(${a.line.id}::bigint, ${a.qty}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${spPartsReturnLine} as l set received_qty = l.received_qty + r.qty from (values ${received}) as r(id, qty) where l.tenant_id = ${auth.tenantId} and l.id = r.id`);
  if (row.kind === 'new') await giveBackCredit(tx, auth, row, asked);
  lines = await linesOf(tx, auth.tenantId, row.id);
  const saved = await commands.save(tx, auth, row, { status: returnStatusAfterReceipt(lines), receivedAt: new Date().toISOString() });
  await commands.history(tx, auth, row, saved, 'receive', '', { detail: { lines: asked.map((a) => ({ id: a.line.id, qty: a.qty })) } });
  return saved;
}

/** Quantities per line asked by a receipt: each line of the return once, each positive and within what is still to come. */
function askedLines(lines: Line[], asked: { id: number; qty: number }[]) {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const errors: FieldError[] = [];
  asked.forEach((a, i) => {
    const line = byId.get(a.id);
    if (!line) errors.push({ field: `lines[${i}].id`, code: 'notFound' });
    else if (a.qty < 1) errors.push({ field: `lines[${i}].qty`, code: 'required' });
    else if (a.qty > line.qty - line.receivedQty) errors.push({ field: `lines[${i}].qty`, code: 'partsApplyReceiveOver', params: { left: line.qty - line.receivedQty } });
  });
  if (new Set(asked.map((a) => a.id)).size !== asked.length) errors.push({ field: 'lines', code: 'duplicate' });
  if (!asked.length) errors.push({ field: 'lines', code: 'required' });
  if (errors.length) throw new FieldErrors(errors);
  return asked.map((a) => ({ line: byId.get(a.id)!, qty: a.qty }));
}

/**
 * The centre's verdict on old-part lines still pending: accepted parts enter its defective stock (oldPartIn); a
 * rejected line (with its reason) frees its part, which stays on the no-return list. Inspected once no line is pending.
 */
export async function inspectReturn(tx: Tx, auth: AuthContext, input: ReturnCommand) {
  const row = await commands.forUpdate(tx, auth, input.id);
  await guard(tx, auth, row, 'inspect', input.version);
  let lines = await linesOf(tx, auth.tenantId, row.id);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const asked = input.lines ?? [];
  const errors: FieldError[] = [];
  asked.forEach((a, i) => {
    const line = byId.get(a.id);
    if (!line) errors.push({ field: `lines[${i}].id`, code: 'notFound' });
    else if (line.inspection !== 'pending') errors.push({ field: `lines[${i}].id`, code: 'partsReturnInspected' });
    if (!a.result) errors.push({ field: `lines[${i}].result`, code: 'required' });
    if (a.result === 'rejected' && !a.reason?.trim()) errors.push({ field: `lines[${i}].reason`, code: 'rejectNeedsRemark' });
  });
  if (new Set(asked.map((a) => a.id)).size !== asked.length) errors.push({ field: 'lines', code: 'duplicate' });
  if (!asked.length) errors.push({ field: 'lines', code: 'required' });
  if (errors.length) throw new FieldErrors(errors);
  const accepted = asked.filter((a) => a.result === 'accepted').map((a) => byId.get(a.id)!);
  if (accepted.length) {
    await postMoves(
      tx,
      auth.tenantId,
      auth.userId,
      accepted.map((line) => ({ ...source(row, line), moveType: 'oldPartIn', qty: line.qty, from: null, to: { warehouseId: row.targetWarehouseId, locationId: 0, bucket: 'defective' } })),
    );
  }
  for (const a of asked) {
    await tx
      .update(spPartsReturnLine)
      .set(a.result === 'accepted' ? { inspection: 'accepted' } : { inspection: 'rejected', rejectReason: a.reason!.trim().slice(0, 255), live: false })
      .where(and(eq(spPartsReturnLine.tenantId, auth.tenantId), eq(spPartsReturnLine.id, a.id)));
  }
  lines = await linesOf(tx, auth.tenantId, row.id);
  const status = returnStatusAfterInspection(lines);
  const saved = await commands.save(tx, auth, row, { status, inspectedAt: status === 'inspected' ? new Date().toISOString() : null });
  await commands.history(tx, auth, row, saved, 'inspect', '', { detail: { lines: asked.map((a) => ({ id: a.id, result: a.result, reason: a.reason ?? null })) } });
  return saved;
}

/** Sends the accepted old parts on to headquarters or the supplier: out of the centre's defective stock (rtvOut). */
export async function rtvReturn(tx: Tx, auth: AuthContext, input: ReturnCommand) {
  const row = await commands.forUpdate(tx, auth, input.id);
  const moved = await guard(tx, auth, row, 'rtv', input.version);
  const missing = (['destination', 'carrier', 'waybillNumber'] as const).filter((f) => !input[f]?.trim());
  if (missing.length) throw new FieldErrors(missing.map((field) => ({ field, code: 'required' })));
  const accepted = (await linesOf(tx, auth.tenantId, row.id)).filter((l) => l.inspection === 'accepted');
  if (!accepted.length) throw new AppError('partsReturnNothingAccepted');
  const rtv = { rtvDestination: input.destination!, rtvCarrier: input.carrier!.trim(), rtvWaybillNumber: input.waybillNumber!.trim() };
  await postMoves(
    tx,
    auth.tenantId,
    auth.userId,
    accepted.map((line) => ({ ...source(row, line, rtv.rtvWaybillNumber), moveType: 'rtvOut', qty: line.qty, from: { warehouseId: row.targetWarehouseId, locationId: 0, bucket: 'defective' }, to: null })),
  );
  const saved = await commands.save(tx, auth, row, { status: moved.status, ...rtv, rtvAt: new Date().toISOString() });
  await commands.history(tx, auth, row, saved, 'rtv', '', { detail: rtv });
  return saved;
}

/** The return with its lines (part, order), its history, and the actions the caller may take. */
export async function returnDetail(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select()
    .from(spPartsReturn)
    .where(and(eq(spPartsReturn.tenantId, auth.tenantId), eq(spPartsReturn.id, id), isNull(spPartsReturn.deletedAt), returnScope(auth)));
  if (!row) throw new AppError('notFound');
  const lines = await tx
    .select({ line: spPartsReturnLine, partsCode: basParts.code, partsName: basParts.name, barcode: soOrderPart.barcode, applyNo: spPartsApply.applyNo })
    .from(spPartsReturnLine)
    .innerJoin(basParts, and(eq(basParts.tenantId, spPartsReturnLine.tenantId), eq(basParts.id, spPartsReturnLine.partsId)))
    .leftJoin(soOrderPart, and(eq(soOrderPart.tenantId, spPartsReturnLine.tenantId), eq(soOrderPart.id, spPartsReturnLine.orderPartId)))
    .leftJoin(spPartsApplyLine, and(eq(spPartsApplyLine.tenantId, spPartsReturnLine.tenantId), eq(spPartsApplyLine.id, spPartsReturnLine.applyLineId)))
    .leftJoin(spPartsApply, and(eq(spPartsApply.tenantId, spPartsReturnLine.tenantId), eq(spPartsApply.id, spPartsApplyLine.parentId)))
    .where(and(eq(spPartsReturnLine.tenantId, auth.tenantId), eq(spPartsReturnLine.parentId, id)))
    .orderBy(asc(spPartsReturnLine.lineNo));
  const steps = await tx
    .select({
      id: spPartsReturnHistory.id,
      action: spPartsReturnHistory.action,
      fromStatus: spPartsReturnHistory.fromStatus,
      toStatus: spPartsReturnHistory.toStatus,
      userName: sysUser.name,
      remark: spPartsReturnHistory.remark,
      detail: spPartsReturnHistory.detail,
      createdAt: spPartsReturnHistory.createdAt,
    })
    .from(spPartsReturnHistory)
    .leftJoin(sysUser, eq(sysUser.id, spPartsReturnHistory.userId))
    .where(and(eq(spPartsReturnHistory.tenantId, auth.tenantId), eq(spPartsReturnHistory.returnId, id)))
    .orderBy(asc(spPartsReturnHistory.id));
  return { ...row, lines: lines.map(({ line, ...names }) => ({ ...line, ...names })), history: steps, actions: await actionsFor(tx, auth, row) };
}

/** The old-part deadline in SQL: the order's completion plus the tenant's configured days. */
const deadlineOf = (days: number) => sql`(${soOrder.completedAt} + make_interval(days => ${days}::int))`;

/** An old part has left the outlet on a return that shipped, and was not rejected at inspection. */
const shippedOnReturn = sql`exists (select 1 from ${spPartsReturnLine} l join ${spPartsReturn} r on r.tenant_id = l.tenant_id and r.id = l.parent_id
  where l.tenant_id = ${soOrderPart.tenantId} and l.order_part_id = ${soOrderPart.id} and l.live and r.status in (${sql.join(
    PARTS_RETURN_SHIPPED.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
const lastRejection = sql<string | null>`(select l.reject_reason from ${spPartsReturnLine} l where l.tenant_id = ${soOrderPart.tenantId} and l.order_part_id = ${soOrderPart.id} and l.inspection = 'rejected' order by l.id desc limit 1)`;

export interface NoReturnRow {
  orderPartId: number;
  orderId: number;
  orderNo: string;
  siteId: number | null;
  siteName: string | null;
  completedAt: string | null;
  deadline: string;
  overdueDays: number;
  partsId: number | null;
  partsCode: string;
  partsName: string;
  barcode: string | null;
  qty: number;
  factoryPrice: string;
  amount: string;
  rejectReason: string | null;
}

/** The columns and filter of the no-return list, for the exported function and the report's page. */
export async function noReturnQuery(tx: Tx, tenantId: number, opts: { siteIds?: number[]; asOf?: Date; where?: SQL }) {
  const days = (await companyConfigOf(tx, tenantId)).oldPartReturnDays;
  const asOf = (opts.asOf ?? new Date()).toISOString();
  const deadline = deadlineOf(days);
  const columns = {
    id: soOrderPart.id,
    orderPartId: soOrderPart.id,
    orderId: soOrder.id,
    orderNo: soOrder.orderNo,
    siteId: soOrder.siteId,
    siteName: snSite.name,
    completedAt: soOrder.completedAt,
    deadline: sql<string>`${deadline}`.as('deadline'),
    overdueDays: sql<number>`floor(extract(epoch from (${asOf}::timestamptz - ${deadline})) / 86400)::int`.as('overdue_days'),
    partsId: soOrderPart.partsId,
    partsCode: soOrderPart.code,
    partsName: soOrderPart.name,
    barcode: soOrderPart.barcode,
    qty: soOrderPart.quantity,
    factoryPrice: sql<string>`coalesce(${soOrderPart.factoryPrice}, 0)::numeric(14,2)::text`.as('factory_price'),
    amount: sql<string>`(coalesce(${soOrderPart.factoryPrice}, 0) * ${soOrderPart.quantity})::numeric(14,2)::text`.as('amount'),
    rejectReason: lastRejection.as('reject_reason'),
  };
  const where = and(
    eq(soOrderPart.tenantId, tenantId),
    eq(soOrderPart.returnFlag, true),
    isNull(soOrder.deletedAt),
    COMPLETED,
    sql`${deadline} < ${asOf}::timestamptz`,
    sql`not ${shippedOnReturn}`,
    opts.siteIds?.length ? inArray(soOrder.siteId, opts.siteIds) : undefined,
    opts.where,
  );
  const from = <T extends ReturnType<Tx['select']>>(q: T) =>
    q
      .from(soOrderPart)
      .innerJoin(soOrder, and(eq(soOrder.tenantId, soOrderPart.tenantId), eq(soOrder.id, soOrderPart.orderId)))
      .leftJoin(snSite, and(eq(snSite.tenantId, soOrder.tenantId), eq(snSite.id, soOrder.siteId)))
      .where(where);
  return { columns, from, deadline };
}

/**
 * Old parts not returned (spec: 旧件未返核销): replaced parts marked for return of completed orders, past their deadline
 * (completion + oldPartReturnDays) at `asOf`, not on a return that has shipped (a part whose line was rejected at
 * inspection counts as not returned; a part shipped late leaves the list). The settlement deducts `amount` (factory
 * price × quantity) of each. Oldest deadline first.
 */
export async function noReturnParts(tx: Tx, tenantId: number, opts: { siteIds?: number[]; asOf?: Date } = {}): Promise<NoReturnRow[]> {
  const q = await noReturnQuery(tx, tenantId, opts);
  const { id: _id, ...columns } = q.columns;
  const rows = await q.from(tx.select(columns)).orderBy(asc(q.deadline), asc(soOrderPart.id));
  return rows as unknown as NoReturnRow[];
}

/** An order's replaced parts marked for return, with their deadline and the return that holds each (the work-order detail's section). */
export async function oldPartsOfOrder(tx: Tx, auth: AuthContext, orderId: number) {
  const [order] = await tx
    .select({ id: soOrder.id, completedAt: soOrder.completedAt, status: soOrder.status })
    .from(soOrder)
    .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, orderId), isNull(soOrder.deletedAt), orgScope(auth, { dept: soOrder.scopeDeptId, owner: soOrder.engineerUserId })));
  if (!order) throw new AppError('notFound');
  const days = (await companyConfigOf(tx, auth.tenantId)).oldPartReturnDays;
  const completed = order.completedAt !== null && order.status >= 1110 && order.status <= 1250;
  const parts = await tx.select().from(soOrderPart).where(and(eq(soOrderPart.tenantId, auth.tenantId), eq(soOrderPart.orderId, orderId), eq(soOrderPart.returnFlag, true))).orderBy(asc(soOrderPart.lineNo));
  const held = parts.length
    ? await tx
        .select({ orderPartId: spPartsReturnLine.orderPartId, returnId: spPartsReturn.id, returnNo: spPartsReturn.returnNo, status: spPartsReturn.status, inspection: spPartsReturnLine.inspection, rejectReason: spPartsReturnLine.rejectReason, live: spPartsReturnLine.live })
        .from(spPartsReturnLine)
        .innerJoin(spPartsReturn, and(eq(spPartsReturn.tenantId, spPartsReturnLine.tenantId), eq(spPartsReturn.id, spPartsReturnLine.parentId)))
        .where(and(eq(spPartsReturnLine.tenantId, auth.tenantId), inArray(spPartsReturnLine.orderPartId, parts.map((p) => p.id)), ne(spPartsReturn.status, 'cancelled')))
        .orderBy(sql`${spPartsReturnLine.id} desc`)
    : [];
  const deadline = completed ? new Date(new Date(order.completedAt!).getTime() + days * 86_400_000).toISOString() : null;
  return parts.map((p) => {
    const ret = held.find((h) => Number(h.orderPartId) === p.id) ?? null;
    return { id: p.id, partsId: p.partsId, code: p.code, name: p.name, barcode: p.barcode, oldBarcode: p.oldBarcode, quantity: p.quantity, factoryPrice: p.factoryPrice, deadline, ret };
  });
}

/** The old parts an outlet may still put on a return: completed orders' replaced parts marked for return, on no live return (the form's choices). */
export async function returnableOldParts(tx: Tx, auth: AuthContext, warehouseId: number | null | undefined, returnId?: number) {
  const outlet = await outletOf(tx, auth, warehouseId);
  const days = (await companyConfigOf(tx, auth.tenantId)).oldPartReturnDays;
  return tx
    .select({
      id: soOrderPart.id,
      orderId: soOrder.id,
      orderNo: soOrder.orderNo,
      partsId: soOrderPart.partsId,
      code: soOrderPart.code,
      name: soOrderPart.name,
      barcode: soOrderPart.barcode,
      quantity: soOrderPart.quantity,
      factoryPrice: soOrderPart.factoryPrice,
      deadline: sql<string>`${deadlineOf(days)}`,
    })
    .from(soOrderPart)
    .innerJoin(soOrder, and(eq(soOrder.tenantId, soOrderPart.tenantId), eq(soOrder.id, soOrderPart.orderId)))
    .where(
      and(
        eq(soOrderPart.tenantId, auth.tenantId),
        eq(soOrderPart.returnFlag, true),
        isNull(soOrder.deletedAt),
        eq(soOrder.siteId, outlet.siteId),
        COMPLETED,
        sql`not exists (select 1 from ${spPartsReturnLine} l where l.tenant_id = ${soOrderPart.tenantId} and l.order_part_id = ${soOrderPart.id} and l.live ${returnId ? sql`and l.parent_id <> ${returnId}` : sql``})`,
      ),
    )
    .orderBy(asc(deadlineOf(days)), asc(soOrderPart.id));
}

/** The parts an outlet received through its applications and may send back (the new-part form's choices): received less what live returns hold. */
export async function returnableApplyLines(tx: Tx, auth: AuthContext, warehouseId: number | null | undefined, returnId?: number) {
  const outlet = await outletOf(tx, auth, warehouseId);
  const held = sql<number>`coalesce((select sum(l.qty) from ${spPartsReturnLine} l join ${spPartsReturn} r on r.tenant_id = l.tenant_id and r.id = l.parent_id
    where l.tenant_id = ${spPartsApplyLine.tenantId} and l.apply_line_id = ${spPartsApplyLine.id} and r.status <> 'cancelled' ${returnId ? sql`and r.id <> ${returnId}` : sql``}), 0)::int`;
  const rows = await tx
    .select({
      id: spPartsApplyLine.id,
      applyNo: spPartsApply.applyNo,
      applyType: spPartsApply.applyType,
      orderNo: spPartsApply.orderNo,
      partsId: spPartsApplyLine.partsId,
      code: basParts.code,
      name: basParts.name,
      receivedQty: spPartsApplyLine.receivedQty,
      unitPrice: spPartsApplyLine.unitPrice,
      returned: held,
    })
    .from(spPartsApplyLine)
    .innerJoin(spPartsApply, and(eq(spPartsApply.tenantId, spPartsApplyLine.tenantId), eq(spPartsApply.id, spPartsApplyLine.parentId)))
    .innerJoin(basParts, and(eq(basParts.tenantId, spPartsApplyLine.tenantId), eq(basParts.id, spPartsApplyLine.partsId)))
    .where(and(eq(spPartsApplyLine.tenantId, auth.tenantId), eq(spPartsApply.deptId, outlet.deptId), isNull(spPartsApply.deletedAt), sql`${spPartsApplyLine.receivedQty} > 0`))
    .orderBy(sql`${spPartsApply.id} desc`, asc(spPartsApplyLine.lineNo));
  return rows.filter((r) => r.receivedQty > r.returned).map((r) => ({ ...r, left: r.receivedQty - r.returned }));
}
