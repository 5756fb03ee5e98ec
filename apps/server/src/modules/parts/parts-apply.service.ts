/**
 * Parts applications' commands (packages/shared parts/application.ts; docs/parts-chain.md). Each is one
 * transaction: the application is read in the caller's data scope and locked, the shared table decides, an UPDATE
 * guarded on the version moves it, its ledger effect goes through postMoves (a shortage rolls everything back), the
 * work order's parts steps move with it (actOn under the application's permission), and a history row records who
 * did what and why. Approval runs through the workflow: the application changes when its process ends.
 */
import {
  allowedPartsApplyActions,
  applyTypeFor,
  deliveryOf,
  type FieldError,
  LIVE_STATUSES,
  lineAmount,
  type OrderAction,
  PARTS_APPLY_ACTION_LABELS,
  PARTS_APPLY_EDITABLE,
  PARTS_APPLY_ACTIONS,
  PARTS_APPLY_PERMISSIONS,
  PARTS_APPLY_PROCESS,
  PARTS_APPLY_STATUS_LABELS,
  type PartsApplyAction,
  type PartsApplyNotice,
  type PartsApplyType,
  type PartsUrgency,
  priceLevelOf,
  priceLines,
  STOCK_BUCKET_LABELS,
  type StockSlot,
  statusAfterReceipt,
  submitProblem,
  sumAmounts,
} from '@as/shared';
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { documentCommands, wholeTenant } from '../document.ts';
import { basFaultSymptom, basParts, basWarehouse } from '../master-data/index.ts';
import { snSite } from '../network/index.ts';
import { itemsWhere, type PostedMove, postMoves, type SerialItem, spStockBalance, spStockMove, supplierOf, warehouseScope } from '../stock/index.ts';
import { actOn, type OrderRow, orderForUpdate } from '../work-orders/index.ts';
import { approveDocument, cancelDocument, documentTurn, rejectDocument, startWorkflow, type WorkflowEnd } from '../workflow/index.ts';
import { spPartsApply, spPartsApplyHistory, spPartsApplyLine, spPartsApplyNo } from './parts-apply.table.ts';
import { creditAccountFor } from './credit.ts';

type Apply = typeof spPartsApply.$inferSelect;
type Line = typeof spPartsApplyLine.$inferSelect;

/** The doc type of the application's movements in the ledger. */
const DOC_TYPE = 'apply';

/** The applicant's side: the outlet's organisations (an outlet its own, a centre its region's, headquarters all), an engineer his orders'. */
const applicantScope = (viewer: Viewer) => orgScope(viewer, { dept: spPartsApply.deptId, owner: spPartsApply.ownerId });

/** Who sees an application: its applicant's side, and the supplier's (the storekeeper of the warehouse that ships it). */
export function applyScope(viewer: Viewer): SQL | undefined {
  const applicant = applicantScope(viewer);
  const seen = warehouseScope(viewer);
  return applicant && seen ? or(applicant, sql`${spPartsApply.supplyWarehouseId} in ${seen}`) : undefined;
}

/** A line as a client writes it. */
export interface LineInput {
  partsId: number;
  qty: number;
  faultSymptomId?: number | null;
  fault?: string | null;
  remark?: string | null;
}

export interface ApplyInput {
  orderId?: number | null;
  warehouseId?: number | null;
  applyType?: Extract<PartsApplyType, 'sales' | 'credit'>;
  urgency?: PartsUrgency;
  remark?: string | null;
  lines?: LineInput[];
}

export interface CommandInput {
  id: number;
  version?: number;
  reason?: string;
  carrier?: string;
  waybillNumber?: string;
  /** The quantities per line; a shipment's serial-numbered parts with one barcode per unit. */
  lines?: { id: number; qty: number; barcodes?: string[] }[];
}

const commands = documentCommands({
  table: spPartsApply,
  history: { table: spPartsApplyHistory, key: 'applyId' },
  scope: applyScope,
  state: (row) => ({ status: row.status, delivery: row.delivery }),
  actions: PARTS_APPLY_ACTIONS,
  changed: 'partsApplyChanged',
  refused: (row, action) => new AppError('partsApplyActionRefused', { status: PARTS_APPLY_STATUS_LABELS[row.status], action: PARTS_APPLY_ACTION_LABELS[action] }),
});

/** The applicant's side acts on the application (edit, submit, cancel, receive); a supplier who only sees it may not. */
async function onApplicantSide(tx: Tx, auth: AuthContext, row: Apply): Promise<boolean> {
  const where = applicantScope(auth);
  return !where || (await tx.select({ id: spPartsApply.id }).from(spPartsApply).where(and(eq(spPartsApply.tenantId, auth.tenantId), eq(spPartsApply.id, row.id), where))).length > 0;
}

/** The supplier's side ships: the caller must see the supplying warehouse. */
async function onSupplierSide(tx: Tx, auth: AuthContext, row: Apply): Promise<boolean> {
  const seen = warehouseScope(auth);
  return !seen || (await tx.select({ id: basWarehouse.id }).from(basWarehouse).where(and(eq(basWarehouse.tenantId, auth.tenantId), eq(basWarehouse.id, row.supplyWarehouseId), sql`${basWarehouse.id} in ${seen}`))).length > 0;
}

async function assertApplicantSide(tx: Tx, auth: AuthContext, row: Apply) {
  if (!(await onApplicantSide(tx, auth, row))) throw new AppError('noPermission');
}

async function assertSupplierSide(tx: Tx, auth: AuthContext, row: Apply) {
  if (!(await onSupplierSide(tx, auth, row))) throw new AppError('noPermission');
}

/**
 * The actions the caller may take now (the detail's buttons): those the state allows, under a permission the caller
 * holds, from the side that takes them: the supplier ships; the process's current approver approves and rejects;
 * only its initiator withdraws an application under approval; the applicant's side does the rest.
 */
async function actionsFor(tx: Tx, auth: AuthContext, row: Apply): Promise<PartsApplyAction[]> {
  const allowed = allowedPartsApplyActions({ status: row.status, delivery: row.delivery }).filter((a) => auth.permissions.has(PARTS_APPLY_PERMISSIONS[PARTS_APPLY_ACTIONS[a].permission]));
  if (!allowed.length) return [];
  const applicant = await onApplicantSide(tx, auth, row);
  const turn = row.status === 'applied' ? await documentTurn(tx, auth, PARTS_APPLY_PROCESS, row.id) : { decides: false, withdraws: false };
  const may: Record<PartsApplyAction, () => Promise<boolean> | boolean> = {
    submit: () => applicant,
    approve: () => turn.decides,
    reject: () => turn.decides,
    ship: () => onSupplierSide(tx, auth, row),
    receive: () => applicant,
    cancel: () => applicant && (row.status !== 'applied' || turn.withdraws),
  };
  const actions: PartsApplyAction[] = [];
  for (const action of allowed) if (await may[action]()) actions.push(action);
  return actions;
}

const linesOf = (tx: Tx, tenantId: number, applyId: number): Promise<Line[]> =>
  tx.select().from(spPartsApplyLine).where(and(eq(spPartsApplyLine.tenantId, tenantId), eq(spPartsApplyLine.parentId, applyId))).orderBy(asc(spPartsApplyLine.lineNo));

/** Lines name live parts of the tenant (each once) and, when given, symptoms of its fault tree. */
async function checkLines(tx: Tx, tenantId: number, lines: LineInput[]) {
  const errors: FieldError[] = [];
  if (!lines.length) errors.push({ field: 'lines', code: 'required' });
  if (new Set(lines.map((l) => l.partsId)).size !== lines.length) errors.push({ field: 'lines', code: 'duplicate' });
  const partIds = lines.map((l) => l.partsId);
  const parts = new Set(
    partIds.length ? (await tx.select({ id: basParts.id }).from(basParts).where(and(eq(basParts.tenantId, tenantId), isNull(basParts.deletedAt), inArray(basParts.id, partIds)))).map((p) => p.id) : [],
  );
  const symptomIds = lines.flatMap((l) => (l.faultSymptomId ? [l.faultSymptomId] : []));
  const symptoms = new Set(
    symptomIds.length ? (await tx.select({ id: basFaultSymptom.id }).from(basFaultSymptom).where(and(eq(basFaultSymptom.tenantId, tenantId), isNull(basFaultSymptom.deletedAt), inArray(basFaultSymptom.id, symptomIds)))).map((p) => p.id) : [],
  );
  lines.forEach((l, i) => {
    if (!parts.has(l.partsId)) errors.push({ field: `lines[${i}].partsId`, code: 'notFound' });
    if (l.faultSymptomId && !symptoms.has(l.faultSymptomId)) errors.push({ field: `lines[${i}].faultSymptomId`, code: 'notFound' });
  });
  if (errors.length) throw new FieldErrors(errors);
}

async function writeLines(tx: Tx, tenantId: number, applyId: number, lines: LineInput[]) {
  await tx.delete(spPartsApplyLine).where(and(eq(spPartsApplyLine.tenantId, tenantId), eq(spPartsApplyLine.parentId, applyId)));
  await tx.insert(spPartsApplyLine).values(
    lines.map((l, i) => ({ tenantId, parentId: applyId, lineNo: i + 1, partsId: l.partsId, qty: l.qty, faultSymptomId: l.faultSymptomId ?? null, fault: l.fault || null, remark: l.remark || null })),
  );
}

/** The outlet an application is for: the order's, or the chosen warehouse's, or the caller's own; with the warehouse the parts arrive at. */
async function outletOf(tx: Tx, auth: AuthContext, order: OrderRow | null, warehouseId: number | null | undefined) {
  let deptId: number | null;
  if (order) {
    const [site] = order.siteId === null ? [] : await tx.select({ deptId: snSite.deptId }).from(snSite).where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.id, order.siteId)));
    if (!site) throw new FieldErrors([{ field: 'orderId', code: 'notFound' }]);
    deptId = site.deptId;
  } else if (warehouseId) {
    const seen = warehouseScope(auth);
    const [wh] = await tx
      .select({ deptId: basWarehouse.deptId })
      .from(basWarehouse)
      .where(and(eq(basWarehouse.tenantId, auth.tenantId), eq(basWarehouse.id, warehouseId), isNull(basWarehouse.deletedAt), eq(basWarehouse.enabled, true), seen && sql`${basWarehouse.id} in ${seen}`));
    if (!wh) throw new FieldErrors([{ field: 'warehouseId', code: 'notFound' }]);
    deptId = wh.deptId;
  } else {
    deptId = auth.deptId;
  }
  const [site] = deptId === null ? [] : await tx.select({ id: snSite.id }).from(snSite).where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.deptId, deptId), isNull(snSite.deletedAt)));
  if (!site || deptId === null) throw new FieldErrors([{ field: 'warehouseId', code: 'required' }]);
  const [wh] = await tx
    .select({ id: basWarehouse.id })
    .from(basWarehouse)
    .where(and(eq(basWarehouse.tenantId, auth.tenantId), eq(basWarehouse.deptId, deptId), isNull(basWarehouse.deletedAt), eq(basWarehouse.enabled, true), warehouseId ? eq(basWarehouse.id, warehouseId) : undefined))
    .orderBy(asc(basWarehouse.id))
    .limit(1);
  if (!wh) {
    throw new AppError('partsApplyNoWarehouse', { dept: await deptName(tx, auth.tenantId, deptId) });
  }
  return { deptId, warehouseId: wh.id };
}

async function deptName(tx: Tx, tenantId: number, deptId: number) {
  const [dept] = await tx.select({ name: sysDept.name }).from(sysDept).where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.id, deptId)));
  return dept?.name ?? String(deptId);
}

/** Files an application (a draft): for a work order the caller sees, or for an outlet's own stock. */
export async function addApply(tx: Tx, auth: AuthContext, input: ApplyInput) {
  const lines = input.lines ?? [];
  await checkLines(tx, auth.tenantId, lines);
  const order = input.orderId ? await orderForUpdate(tx, auth, input.orderId) : null;
  const outlet = await outletOf(tx, auth, order, input.warehouseId);
  const [row] = await tx
    .insert(spPartsApply)
    .values({
      tenantId: auth.tenantId,
      applyNo: sql`'SA' || to_char(now(), 'YYMMDD') || lpad(nextval(${spPartsApplyNo.seqName})::text, 6, '0')`,
      orderId: order?.id ?? null,
      orderNo: order?.orderNo ?? null,
      deptId: outlet.deptId,
      ownerId: order?.engineerUserId ?? auth.userId,
      warehouseId: outlet.warehouseId,
      supplyWarehouseId: await supplierOf(tx, auth.tenantId, outlet.warehouseId),
      applyType: input.applyType ?? 'sales',
      urgency: input.urgency ?? 'normal',
      remark: input.remark ?? null,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  await writeLines(tx, auth.tenantId, row.id, lines);
  await commands.history(tx, auth, null, row, 'create');
  return row;
}

/** Corrects a draft or a rejected application: its type, urgency, remark, lines. */
export async function updateApply(tx: Tx, auth: AuthContext, id: number, version: number | undefined, input: Omit<ApplyInput, 'orderId' | 'warehouseId'>) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.fresh(row, version);
  await assertApplicantSide(tx, auth, row);
  if (!PARTS_APPLY_EDITABLE.includes(row.status)) throw new AppError('partsApplyNotEditable', { status: PARTS_APPLY_STATUS_LABELS[row.status] });
  if (input.lines) await checkLines(tx, auth.tenantId, input.lines);
  const changes: Partial<typeof spPartsApply.$inferInsert> = {};
  if (input.applyType !== undefined) changes.applyType = input.applyType;
  if (input.urgency !== undefined) changes.urgency = input.urgency;
  if (input.remark !== undefined) changes.remark = input.remark;
  const saved = await commands.save(tx, auth, row, changes);
  if (input.lines) await writeLines(tx, auth.tenantId, row.id, input.lines);
  await commands.history(tx, auth, row, saved, 'update', '', { detail: { fields: Object.keys(changes), lines: input.lines !== undefined } });
  return saved;
}

/** Moves the application's order by one of its parts steps, under the application's permission; nothing without an order. */
async function moveOrder(tx: Tx, auth: AuthContext, row: Apply, action: OrderAction, permission: string, reason = '') {
  if (row.orderId === null) return;
  await actOn(tx, auth, await orderForUpdate(tx, auth, row.orderId), action, { id: row.orderId, reason }, { permission });
}

/** The facts the submission rules read: the parts, the outlet's limits and what it already asked and owes. */
async function submitFacts(tx: Tx, tenantId: number, row: Apply, lines: Line[], order: OrderRow | null) {
  const parts = new Map(
    (
      await tx
        .select({ id: basParts.id, code: basParts.code, name: basParts.name, level1Price: basParts.level1Price, level2Price: basParts.level2Price, supplyStatus: basParts.supplyStatus, maxReplace: basParts.maxReplace })
        .from(basParts)
        .where(and(eq(basParts.tenantId, tenantId), inArray(basParts.id, lines.map((l) => l.partsId))))
    ).map((p) => [p.id, p]),
  );
  const [site] = await tx.select().from(snSite).where(and(eq(snSite.tenantId, tenantId), eq(snSite.deptId, row.deptId), isNull(snSite.deletedAt)));
  const others = and(eq(spPartsApply.tenantId, tenantId), ne(spPartsApply.id, row.id), isNull(spPartsApply.deletedAt));
  const onOrder = new Map<number, number>();
  if (row.orderId !== null) {
    const asked = await tx
      .select({ partsId: spPartsApplyLine.partsId, qty: sql<number>`sum(${spPartsApplyLine.qty})::int` })
      .from(spPartsApplyLine)
      .innerJoin(spPartsApply, and(eq(spPartsApply.tenantId, spPartsApplyLine.tenantId), eq(spPartsApply.id, spPartsApplyLine.parentId)))
      .where(and(others, eq(spPartsApply.orderId, row.orderId), inArray(spPartsApply.status, [...LIVE_STATUSES])))
      .groupBy(spPartsApplyLine.partsId);
    for (const a of asked) onOrder.set(a.partsId, a.qty);
  }
  const [urgent] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(spPartsApply)
    .where(and(others, eq(spPartsApply.deptId, row.deptId), eq(spPartsApply.urgency, 'urgent'), inArray(spPartsApply.status, [...LIVE_STATUSES]), gte(spPartsApply.submittedAt, sql`date_trunc('month', now())`)));
  const type = applyTypeFor(order?.warrantyType ?? null, row.applyType);
  const level = priceLevelOf(site?.siteFloorLevel ?? 1);
  const priced = priceLines(
    lines.map((l) => ({ ...l, prices: parts.get(l.partsId)! })),
    level,
  );
  const label = (id: number) => `${parts.get(id)?.name} (${parts.get(id)?.code})`;
  const facts = {
    type,
    urgency: row.urgency,
    onOrder: row.orderId !== null,
    amount: priced.amount,
    lines: lines.map((l) => ({ part: label(l.partsId), qty: l.qty, supplyStatus: parts.get(l.partsId)!.supplyStatus, maxReplace: parts.get(l.partsId)!.maxReplace, otherQtyOnOrder: onOrder.get(l.partsId) ?? 0 })),
    outlet: {
      name: site?.name ?? '',
      maxPartsPerOrder: site?.maxPartsPerOrder ?? 0,
      monthlyUrgentParts: site?.monthlyUrgentParts ?? 0,
      partsMinOrderAmount: site?.partsMinOrderAmount ?? '0.00',
      urgentPartsMinOrderAmount: site?.urgentPartsMinOrderAmount ?? '0.00',
    },
    urgentThisMonth: urgent.n,
  };
  return { facts, level, priced };
}

/** Submits the application: the rules, the prices of the day, the order to 1050 (To order parts), the approval process started. */
export async function submitApply(tx: Tx, auth: AuthContext, id: number, version?: number) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.fresh(row, version);
  const moved = commands.next(row, 'submit');
  await assertApplicantSide(tx, auth, row);
  const lines = await linesOf(tx, auth.tenantId, row.id);
  const order = row.orderId === null ? null : await orderForUpdate(tx, auth, row.orderId);
  const { facts, level, priced } = await submitFacts(tx, auth.tenantId, row, lines, order);
  const problem = submitProblem(facts);
  if (problem) throw new AppError(problem.code, problem.params);
  const prices = sql.join(
    priced.lines.map((l) => sql`(${l.id}::bigint, ${l.unitPrice}::numeric, ${l.amount}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`update ${spPartsApplyLine} as l set unit_price = p.unit_price, amount = p.amount
    from (values ${prices}) as p(id, unit_price, amount) where l.tenant_id = ${auth.tenantId} and l.id = p.id`);
  const saved = await commands.save(tx, auth, row, { ...moved, applyType: facts.type, priceLevel: level, amount: priced.amount, submittedAt: new Date().toISOString(), auditRemark: null });
  // On credit the amount is held on the outlet's account, refused beyond what is available (docs/parts-chain.md).
  if (facts.type === 'credit' && Number(priced.amount) > 0) {
    const { account, siteId } = await creditAccountFor(tx, auth.tenantId, row.deptId);
    if (siteId === null) throw new AppError('accountOverdrawn', { outlet: facts.outlet.name || (await deptName(tx, auth.tenantId, row.deptId)), available: '0.00', needed: priced.amount });
    await account.occupy(tx, auth, siteId, priced.amount, creditSource(row, '信用订货占用'));
  }
  await moveOrder(tx, auth, row, 'requestParts', PARTS_APPLY_PERMISSIONS.edit);
  await startWorkflow(tx, auth, { definitionKey: PARTS_APPLY_PROCESS, businessType: PARTS_APPLY_PROCESS, businessId: row.id, title: `${row.applyNo} ${row.orderNo ?? ''}`.trim(), remark: row.remark ?? '', deptId: row.deptId });
  await commands.history(tx, auth, row, saved, 'submit', '', { detail: { applyType: facts.type, priceLevel: level, amount: priced.amount } });
  return saved;
}

/** Approves the current step of the application's process (it changes when the last step approves it). */
export async function approveApply(tx: Tx, auth: AuthContext, id: number, remark?: string) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.next(row, 'approve');
  await approveDocument(tx, auth, PARTS_APPLY_PROCESS, row.id, remark?.trim());
  return commands.forUpdate(tx, auth, id);
}

/** Rejects the application back to its applicant, with the reason. */
export async function rejectApply(tx: Tx, auth: AuthContext, id: number, reason: string | undefined) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.next(row, 'reject');
  if (!reason?.trim()) throw new FieldErrors([{ field: 'reason', code: 'rejectNeedsRemark' }]);
  await rejectDocument(tx, auth, PARTS_APPLY_PROCESS, row.id, reason.trim());
  return commands.forUpdate(tx, auth, id);
}

/** The application as the source of its postings on the outlet's account. */
const creditSource = (row: Apply, reason: string) => ({ docType: DOC_TYPE, docId: row.id, docNo: row.applyNo, reason });

/** A submitted credit application that ends without parts (rejected, cancelled) gives back what it holds on the account. */
async function releaseCredit(tx: Tx, auth: AuthContext, row: Apply, reason: string) {
  if (row.applyType !== 'credit' || row.status === 'draft') return;
  const { account, siteId } = await creditAccountFor(tx, auth.tenantId, row.deptId);
  if (siteId !== null) await account.release(tx, auth, siteId, creditSource(row, reason));
}

const supplySlot = (row: Apply, locationId: number, bucket: 'available' | 'reserved') => ({ warehouseId: row.supplyWarehouseId, locationId, bucket });
const source = (row: Apply, line: Line) => ({ partsId: line.partsId, docType: DOC_TYPE, docId: row.id, docLineId: line.id, waybillNumber: row.waybillNumber });

/** Up to `qty` of what a line holds reserved, location by location: [location, quantity]. */
function takeHeld(held: Map<number, number> | undefined, qty: number): [number, number][] {
  let left = qty;
  return [...(held ?? [])].flatMap(([locationId, have]): [number, number][] => {
    const take = Math.min(left, have);
    left -= take;
    return take ? [[locationId, take]] : [];
  });
}

const sameSlot = (a: StockSlot | null | undefined, b: StockSlot) => !!a && a.warehouseId === b.warehouseId && a.locationId === b.locationId && a.bucket === b.bucket;

/** The serial-numbered items the application's shipments moved, by line, in the order they were shipped. */
async function shippedSerials(tx: Tx, tenantId: number, applyId: number): Promise<{ lineId: number; barcode: string }[]> {
  const m = spStockMove;
  const rows = await tx
    .select({ lineId: m.docLineId, barcode: m.barcode })
    .from(m)
    .where(and(eq(m.tenantId, tenantId), eq(m.docType, DOC_TYPE), eq(m.docId, applyId), eq(m.moveType, 'transferOut'), isNotNull(m.barcode)))
    .orderBy(asc(m.id));
  return rows.map((r) => ({ lineId: Number(r.lineId), barcode: r.barcode! }));
}

/** The barcoded items of the parts on the supplier's free shelf: what a shipment of them names. */
async function serialsAtSupplier(tx: Tx, tenantId: number, row: Apply, partIds: number[]): Promise<SerialItem[]> {
  const items = await itemsWhere(tx, tenantId, { partIds });
  return [...items.values()].filter((item) => item.slot?.warehouseId === row.supplyWarehouseId && item.slot.bucket === 'available');
}

/**
 * The items a shipment names, checked line by line (field errors on the line's barcodes): a part the supplier holds
 * under barcodes ships one barcode per unit (and a line naming any names one per unit); each barcode once; each an
 * item of the line's part that the ledger has on the supplier's free shelf. The items per asked line.
 */
async function serialsToShip(tx: Tx, tenantId: number, row: Apply, asked: { line: Line; qty: number; barcodes: string[] }[]): Promise<SerialItem[][]> {
  const serialParts = new Set((await serialsAtSupplier(tx, tenantId, row, [...new Set(asked.map((a) => a.line.partsId))])).map((item) => item.partsId));
  const named = await itemsWhere(tx, tenantId, { barcodes: [...new Set(asked.flatMap((a) => a.barcodes))] });
  const warehouseName = async (id: number) => (await tx.select({ name: basWarehouse.name }).from(basWarehouse).where(and(eq(basWarehouse.tenantId, tenantId), eq(basWarehouse.id, id))))[0]?.name ?? String(id);
  const partName = async (id: number) => {
    const [p] = await tx.select({ code: basParts.code, name: basParts.name }).from(basParts).where(and(eq(basParts.tenantId, tenantId), eq(basParts.id, id)));
    return p ? `${p.code} ${p.name}` : String(id);
  };
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const [i, { line, qty, barcodes }] of asked.entries()) {
    if ((serialParts.has(line.partsId) || barcodes.length) && barcodes.length !== qty) errors.push({ field: `lines[${i}].barcodes`, code: 'partsApplyBarcodeCount', params: { qty } });
    for (const [j, barcode] of barcodes.entries()) {
      const field = `lines[${i}].barcodes[${j}]`;
      const item = named.get(barcode);
      if (seen.has(barcode)) errors.push({ field, code: 'partsApplyBarcodeTwice', params: { barcode } });
      else if (!item?.slot) errors.push({ field, code: 'partsApplyBarcodeNotInStock', params: { barcode } });
      else if (item.partsId !== line.partsId) errors.push({ field, code: 'partsApplyBarcodeOtherPart', params: { barcode, part: await partName(item.partsId) } });
      else if (item.slot.warehouseId !== row.supplyWarehouseId || item.slot.bucket !== 'available') {
        const params = { barcode, warehouse: await warehouseName(item.slot.warehouseId), bucket: STOCK_BUCKET_LABELS[item.slot.bucket], supplier: await warehouseName(row.supplyWarehouseId) };
        errors.push({ field, code: 'partsApplyBarcodeElsewhere', params });
      }
      seen.add(barcode);
    }
  }
  if (errors.length) throw new FieldErrors(errors);
  return asked.map((a) => a.barcodes.map((barcode) => named.get(barcode)!));
}

/** What each line holds reserved at each location of the supplier, from the application's own movements. */
async function heldByLine(tx: Tx, tenantId: number, row: Apply): Promise<Map<number, Map<number, number>>> {
  const m = spStockMove;
  const held = await tx
    .select({
      lineId: m.docLineId,
      locationId: sql<number>`case when ${m.moveType} = 'reserve' then ${m.toLocationId} else ${m.fromLocationId} end`,
      qty: sql<number>`sum(case when ${m.moveType} = 'reserve' then ${m.qty} else -${m.qty} end)::int`,
    })
    .from(m)
    .where(and(eq(m.tenantId, tenantId), eq(m.docType, DOC_TYPE), eq(m.docId, row.id), or(eq(m.moveType, 'reserve'), eq(m.moveType, 'release'), and(eq(m.moveType, 'transferOut'), eq(m.fromBucket, 'reserved')))))
    .groupBy(m.docLineId, sql`2`);
  const byLine = new Map<number, Map<number, number>>();
  for (const h of held) if (h.qty > 0) byLine.set(Number(h.lineId), (byLine.get(Number(h.lineId)) ?? new Map()).set(Number(h.locationId), h.qty));
  return byLine;
}

/**
 * Reserves up to `want` of each line at the supplier, from its fullest locations; `strict`: what is not there is
 * refused with the ledger's shortage (a shipment), else it stays a purchase need (an approval).
 */
async function reserve(tx: Tx, auth: Pick<AuthContext, 'tenantId' | 'userId'>, row: Apply, wants: { line: Line; qty: number }[], strict: boolean) {
  const asked = wants.filter((w) => w.qty > 0);
  if (!asked.length) return;
  const stock = await tx
    .select({ partsId: spStockBalance.partsId, locationId: spStockBalance.locationId, available: spStockBalance.available })
    .from(spStockBalance)
    .where(and(eq(spStockBalance.tenantId, auth.tenantId), eq(spStockBalance.warehouseId, row.supplyWarehouseId), inArray(spStockBalance.partsId, asked.map((w) => w.line.partsId))))
    .orderBy(asc(spStockBalance.partsId), sql`${spStockBalance.available} desc`, asc(spStockBalance.locationId));
  const moves: PostedMove[] = [];
  const reserved = new Map<number, number>();
  for (const { line, qty } of asked) {
    let left = qty;
    for (const slot of stock.filter((s) => s.partsId === line.partsId && s.available > 0)) {
      const take = Math.min(left, slot.available);
      if (!take) break;
      moves.push({ ...source(row, line), moveType: 'reserve', qty: take, from: supplySlot(row, slot.locationId, 'available'), to: supplySlot(row, slot.locationId, 'reserved') });
      left -= take;
    }
    // Asking the ledger for the rest lets it refuse with what the warehouse holds.
    if (left && strict) moves.push({ ...source(row, line), moveType: 'reserve', qty: left, from: supplySlot(row, 0, 'available'), to: supplySlot(row, 0, 'reserved') });
    reserved.set(line.id, qty - (strict ? 0 : left));
  }
  if (moves.length) await postMoves(tx, auth.tenantId, auth.userId, moves);
  const values = sql.join(
    [...reserved].filter(([, qty]) => qty > 0).map(([id, qty]) => sql`(${id}::bigint, ${qty}::int)`),
    sql`, `,
  );
  if ([...reserved.values()].some((q) => q > 0)) {
    await tx.execute(sql`update ${spPartsApplyLine} as l set reserved_qty = l.reserved_qty + r.qty from (values ${values}) as r(id, qty) where l.tenant_id = ${auth.tenantId} and l.id = r.id`);
  }
}

/** Gives back everything the application holds reserved at the supplier. */
async function releaseAll(tx: Tx, auth: Pick<AuthContext, 'tenantId' | 'userId'>, row: Apply, lines: Line[]) {
  const held = await heldByLine(tx, auth.tenantId, row);
  const moves: PostedMove[] = lines.flatMap((line) =>
    [...(held.get(line.id) ?? [])].map(([locationId, qty]): PostedMove => ({ ...source(row, line), moveType: 'release', qty, from: supplySlot(row, locationId, 'reserved'), to: supplySlot(row, locationId, 'available') })),
  );
  if (moves.length) await postMoves(tx, auth.tenantId, auth.userId, moves);
  await tx.update(spPartsApplyLine).set({ reservedQty: spPartsApplyLine.shippedQty }).where(and(eq(spPartsApplyLine.tenantId, auth.tenantId), eq(spPartsApplyLine.parentId, row.id)));
}

/** Cancels an application not shipped: its reservations go back, and an order waiting for it goes back to repair. */
async function cancelled(tx: Tx, auth: AuthContext, row: Apply, reason: string) {
  const moved = commands.next(row, 'cancel');
  await releaseAll(tx, auth, row, await linesOf(tx, auth.tenantId, row.id));
  const saved = await commands.save(tx, auth, row, moved);
  await releaseCredit(tx, auth, row, reason);
  if (row.status !== 'draft' && row.orderId !== null) {
    const order = await orderForUpdate(tx, auth, row.orderId);
    if (order.parts === 'requested' || order.parts === 'evaluating') await actOn(tx, auth, order, 'rejectParts', { id: order.id, reason }, { permission: PARTS_APPLY_PERMISSIONS.edit });
  }
  await commands.history(tx, auth, row, saved, 'cancel', reason);
  return saved;
}

/** The applicant withdraws an application nothing of which has shipped: under approval by cancelling its process. */
export async function cancelApply(tx: Tx, auth: AuthContext, id: number, version: number | undefined, reason: string | undefined) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.fresh(row, version);
  commands.next(row, 'cancel');
  await assertApplicantSide(tx, auth, row);
  const why = reason?.trim() ?? '';
  if (!why) throw new FieldErrors([{ field: 'reason', code: 'rejectNeedsRemark' }]);
  if (row.status === 'applied') {
    await cancelDocument(tx, auth, PARTS_APPLY_PROCESS, row.id, why);
    return commands.forUpdate(tx, auth, id);
  }
  return cancelled(tx, auth, row, why);
}

/**
 * When the application's process ends, inside the deciding transaction: approved reserves what the supplier has
 * (the rest stays a purchase need) and moves the order to evaluation; rejected sends the order back to repair;
 * cancelled (by its initiator) withdraws it.
 */
export async function onPartsApplyProcessEnd({ tx, auth, instance, outcome, reason }: WorkflowEnd) {
  const row = await commands.forUpdate(tx, auth, instance.businessId as number, wholeTenant);
  if (outcome === 'cancelled') {
    await cancelled(tx, auth, row, reason);
    return;
  }
  const action = outcome === 'approved' ? 'approve' : 'reject';
  const moved = commands.next(row, action);
  if (action === 'approve') {
    const lines = await linesOf(tx, auth.tenantId, row.id);
    await reserve(tx, auth, row, lines.map((line) => ({ line, qty: line.qty - line.reservedQty })), false);
  }
  const saved = await commands.save(tx, auth, row, { ...moved, auditRemark: reason || null });
  if (action === 'reject') await releaseCredit(tx, auth, row, reason);
  await moveOrder(tx, auth, row, action === 'approve' ? 'evaluateParts' : 'rejectParts', PARTS_APPLY_PERMISSIONS.audit, reason);
  await commands.history(tx, auth, row, saved, action, reason);
}

/** Quantities per line asked by a command: each line of the application once, each positive. */
function askedLines(lines: Line[], asked: { id: number; qty: number }[], left: (l: Line) => number, code: 'partsApplyShipOver' | 'partsApplyReceiveOver') {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const errors: FieldError[] = [];
  asked.forEach((a, i) => {
    const line = byId.get(a.id);
    if (!line) errors.push({ field: `lines[${i}].id`, code: 'notFound' });
    else if (a.qty > left(line)) errors.push({ field: `lines[${i}].qty`, code, params: { left: left(line) } });
  });
  if (new Set(asked.map((a) => a.id)).size !== asked.length) errors.push({ field: 'lines', code: 'duplicate' });
  if (!asked.length) errors.push({ field: 'lines', code: 'required' });
  if (errors.length) throw new FieldErrors(errors);
  return asked.map((a) => ({ line: byId.get(a.id)!, qty: a.qty }));
}

/**
 * Ships from the supplier's reservation to the outlet's transit, with the carrier and waybill: the lines given, or
 * everything reserved and not shipped. A line asking for more than it holds reserved is first reserved the rest
 * (stock may have arrived since the approval), refused with the ledger's shortage when it is not there.
 */
export async function shipApply(tx: Tx, auth: AuthContext, input: CommandInput) {
  const row = await commands.forUpdate(tx, auth, input.id);
  commands.fresh(row, input.version);
  const moved = commands.next(row, 'ship');
  await assertSupplierSide(tx, auth, row);
  const missing = (['carrier', 'waybillNumber'] as const).filter((f) => !input[f]?.trim());
  if (missing.length) throw new FieldErrors(missing.map((field) => ({ field, code: 'required' })));
  let lines = await linesOf(tx, auth.tenantId, row.id);
  const asked = askedLines(lines, input.lines ?? lines.filter((l) => l.reservedQty > l.shippedQty).map((l) => ({ id: l.id, qty: l.reservedQty - l.shippedQty })), (l) => l.qty - l.shippedQty, 'partsApplyShipOver');
  const barcodes = asked.map((_, i) => input.lines?.[i]?.barcodes ?? []);
  const items = await serialsToShip(tx, auth.tenantId, row, asked.map((a, i) => ({ ...a, barcodes: barcodes[i] })));
  const shipping = { ...row, carrier: input.carrier!.trim(), waybillNumber: input.waybillNumber!.trim() };
  await reserve(tx, auth, shipping, asked.map((a) => ({ line: a.line, qty: a.qty - (a.line.reservedQty - a.line.shippedQty) })), true);
  const held = await heldByLine(tx, auth.tenantId, shipping);
  // In transit the goods have no location yet: they are put away on arrival.
  const transit = { warehouseId: row.warehouseId, locationId: 0, bucket: 'transit' as const };
  const moves: PostedMove[] = asked.flatMap(({ line, qty }, i): PostedMove[] => {
    const taken = takeHeld(held.get(line.id), qty);
    if (!items[i].length) return taken.map(([locationId, take]) => ({ ...source(shipping, line), moveType: 'transferOut', qty: take, from: supplySlot(row, locationId, 'reserved'), to: transit }));
    // Reservations are of quantities: the line's is given back where it is held, and the items named leave from where the ledger has them.
    return [
      ...taken.map(([locationId, take]): PostedMove => ({ ...source(shipping, line), moveType: 'release', qty: take, from: supplySlot(row, locationId, 'reserved'), to: supplySlot(row, locationId, 'available') })),
      ...items[i].map((item): PostedMove => ({ ...source(shipping, line), moveType: 'transferOut', qty: 1, barcode: item.barcode, from: item.slot, to: transit })),
    ];
  });
  await postMoves(tx, auth.tenantId, auth.userId, moves);
  const shipped = sql.join(
    asked.map((a) => sql`(${a.line.id}::bigint, ${a.qty}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${spPartsApplyLine} as l set shipped_qty = l.shipped_qty + s.qty from (values ${shipped}) as s(id, qty) where l.tenant_id = ${auth.tenantId} and l.id = s.id`);
  lines = await linesOf(tx, auth.tenantId, row.id);
  const saved = await commands.save(tx, auth, row, { ...moved, delivery: deliveryOf(lines), carrier: shipping.carrier, waybillNumber: shipping.waybillNumber, shippedAt: new Date().toISOString() });
  if (row.delivery === 'undelivered') await moveOrder(tx, auth, row, 'deliverParts', PARTS_APPLY_PERMISSIONS.ship);
  const lineDetail = asked.map((a, i) => ({ id: a.line.id, qty: a.qty, ...(barcodes[i].length ? { barcodes: barcodes[i] } : {}) }));
  await commands.history(tx, auth, row, saved, 'ship', '', { detail: { carrier: saved.carrier, waybillNumber: saved.waybillNumber, lines: lineDetail } });
  return saved;
}

/**
 * Receives at the outlet what arrived: from its transit onto its shelf (location 0). When everything has shipped
 * and arrived the application is received, its order goes on to the second appointment, and its engineer is told.
 */
export async function receiveApply(tx: Tx, auth: AuthContext, input: CommandInput): Promise<{ saved: Apply; notice: PartsApplyNotice | null }> {
  const row = await commands.forUpdate(tx, auth, input.id);
  commands.fresh(row, input.version);
  commands.next(row, 'receive');
  await assertApplicantSide(tx, auth, row);
  let lines = await linesOf(tx, auth.tenantId, row.id);
  const asked = askedLines(lines, input.lines ?? lines.filter((l) => l.shippedQty > l.receivedQty).map((l) => ({ id: l.id, qty: l.shippedQty - l.receivedQty })), (l) => l.shippedQty - l.receivedQty, 'partsApplyReceiveOver');
  // Serial-numbered items arrive under their barcodes, in the order they were shipped; the rest as quantities.
  const transit = { warehouseId: row.warehouseId, locationId: 0, bucket: 'transit' as const };
  const shelf = { warehouseId: row.warehouseId, locationId: 0, bucket: 'available' as const };
  const shipped = await shippedSerials(tx, auth.tenantId, row.id);
  const where = await itemsWhere(tx, auth.tenantId, { barcodes: shipped.map((s) => s.barcode) });
  const onTheWay = (lineId: number) => shipped.filter((s) => s.lineId === lineId && sameSlot(where.get(s.barcode)?.slot, transit)).map((s) => s.barcode);
  await postMoves(
    tx,
    auth.tenantId,
    auth.userId,
    asked.flatMap(({ line, qty }): PostedMove[] => {
      const serial = onTheWay(line.id).slice(0, qty);
      return [
        ...serial.map((barcode): PostedMove => ({ ...source(row, line), moveType: 'transferIn', qty: 1, barcode, from: transit, to: shelf })),
        ...(qty > serial.length ? [{ ...source(row, line), moveType: 'transferIn' as const, qty: qty - serial.length, from: transit, to: shelf }] : []),
      ];
    }),
  );
  const received = sql.join(
    asked.map((a) => sql`(${a.line.id}::bigint, ${a.qty}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${spPartsApplyLine} as l set received_qty = l.received_qty + r.qty from (values ${received}) as r(id, qty) where l.tenant_id = ${auth.tenantId} and l.id = r.id`);
  // What arrived of a credit application turns from occupied into used, at the prices of its submission.
  if (row.applyType === 'credit') {
    const price = new Map(lines.map((l) => [l.id, l.unitPrice]));
    const amount = sumAmounts(asked.map((a) => lineAmount(price.get(a.line.id) ?? '0.00', a.qty)));
    if (Number(amount) > 0) {
      const { account, siteId } = await creditAccountFor(tx, auth.tenantId, row.deptId);
      if (siteId !== null) await account.use(tx, auth, siteId, amount, creditSource(row, '签收'));
    }
  }
  lines = await linesOf(tx, auth.tenantId, row.id);
  const status = statusAfterReceipt(lines);
  const saved = await commands.save(tx, auth, row, { status, receivedAt: new Date().toISOString() });
  let notice: PartsApplyNotice | null = null;
  if (status === 'received' && row.orderId !== null) {
    const order = await orderForUpdate(tx, auth, row.orderId);
    await actOn(tx, auth, order, 'receiveParts', { id: order.id }, { permission: PARTS_APPLY_PERMISSIONS.receive });
    if (order.engineerUserId !== null) notice = { userId: order.engineerUserId, applyId: row.id, applyNo: row.applyNo, orderNo: row.orderNo, status };
  }
  await commands.history(tx, auth, row, saved, 'receive', '', { detail: { lines: asked.map((a) => ({ id: a.line.id, qty: a.qty })) } });
  return { saved, notice };
}

/** The application with its lines (part, purchase need), its history, and the actions the caller may take. */
export async function applyDetail(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select()
    .from(spPartsApply)
    .where(and(eq(spPartsApply.tenantId, auth.tenantId), eq(spPartsApply.id, id), isNull(spPartsApply.deletedAt), applyScope(auth)));
  if (!row) throw new AppError('notFound');
  const lines = await tx
    .select({ line: spPartsApplyLine, partsCode: basParts.code, partsName: basParts.name, faultSymptomName: basFaultSymptom.name })
    .from(spPartsApplyLine)
    .innerJoin(basParts, and(eq(basParts.tenantId, spPartsApplyLine.tenantId), eq(basParts.id, spPartsApplyLine.partsId)))
    .leftJoin(basFaultSymptom, and(eq(basFaultSymptom.tenantId, spPartsApplyLine.tenantId), eq(basFaultSymptom.id, spPartsApplyLine.faultSymptomId)))
    .where(and(eq(spPartsApplyLine.tenantId, auth.tenantId), eq(spPartsApplyLine.parentId, id)))
    .orderBy(asc(spPartsApplyLine.lineNo));
  const steps = await tx
    .select({
      id: spPartsApplyHistory.id,
      action: spPartsApplyHistory.action,
      fromStatus: spPartsApplyHistory.fromStatus,
      toStatus: spPartsApplyHistory.toStatus,
      userName: sysUser.name,
      remark: spPartsApplyHistory.remark,
      detail: spPartsApplyHistory.detail,
      createdAt: spPartsApplyHistory.createdAt,
    })
    .from(spPartsApplyHistory)
    .leftJoin(sysUser, eq(sysUser.id, spPartsApplyHistory.userId))
    .where(and(eq(spPartsApplyHistory.tenantId, auth.tenantId), eq(spPartsApplyHistory.applyId, id)))
    .orderBy(asc(spPartsApplyHistory.id));
  const actions = await actionsFor(tx, auth, row);
  const shipped = await shippedSerials(tx, auth.tenantId, row.id);
  // The shipper picks the items among those on the supplier's free shelf (a part without any ships as a quantity).
  const onShelf = actions.includes('ship') ? await serialsAtSupplier(tx, auth.tenantId, row, [...new Set(lines.map((l) => l.line.partsId))]) : [];
  return {
    ...row,
    lines: lines.map(({ line, ...names }) => ({
      ...line,
      ...names,
      // What the supplier did not have when it approved: the parts plan's need.
      purchaseNeed: ['audited', 'shipped'].includes(row.status) ? line.qty - line.reservedQty : 0,
      barcodes: shipped.filter((s) => s.lineId === line.id).map((s) => s.barcode),
      stockBarcodes: onShelf.filter((item) => item.partsId === line.partsId).map((item) => item.barcode),
    })),
    history: steps,
    actions,
  };
}

/** An order's applications the caller sees, newest first (the work-order detail's list). */
export async function applicationsOfOrder(tx: Tx, auth: AuthContext, orderId: number) {
  return tx
    .select({
      id: spPartsApply.id,
      applyNo: spPartsApply.applyNo,
      status: spPartsApply.status,
      delivery: spPartsApply.delivery,
      applyType: spPartsApply.applyType,
      urgency: spPartsApply.urgency,
      amount: spPartsApply.amount,
      waybillNumber: spPartsApply.waybillNumber,
      createdAt: spPartsApply.createdAt,
      version: spPartsApply.version,
    })
    .from(spPartsApply)
    .where(and(eq(spPartsApply.tenantId, auth.tenantId), eq(spPartsApply.orderId, orderId), isNull(spPartsApply.deletedAt), applyScope(auth)))
    .orderBy(sql`${spPartsApply.id} desc`);
}
