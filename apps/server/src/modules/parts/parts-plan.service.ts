/**
 * Parts plans' commands (packages/shared parts/plan.ts; docs/parts-chain.md "Parts plan"). Making a plan reads the
 * warehouse's consumption over the period, its stock, its open purchase needs and each part's planning data, and
 * writes one line per part worth ordering with the numbers its suggestion came from. The planner edits the quantities
 * of a draft; confirming turns the lines kept into a stock request to the warehouse's supplier (submitted to it), or
 * for a warehouse without one a purchase stock-in draft, both made by the stock module's own service. Each command
 * is one transaction: the plan is read in the caller's data scope (the warehouses of their organisation) and locked,
 * the shared table decides, an UPDATE guarded on the version moves it, and a history row records it.
 */
import {
  allowedPartsPlanActions,
  type FieldError,
  PARTS_PLAN_ACTION_LABELS,
  PARTS_PLAN_ACTIONS,
  PARTS_PLAN_PERMISSIONS,
  PARTS_PLAN_STATUS_LABELS,
  type PartsPlanAction,
  planLineShown,
  suggestPlanQty,
} from '@as/shared';
import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { documentCommands } from '../document.ts';
import { basParts, basWarehouse } from '../master-data/index.ts';
import { actOnStockDoc, addDoc, spStockBalance, spStockMove, warehouseScope } from '../stock/index.ts';
import { spPartsApply, spPartsApplyLine } from './parts-apply.table.ts';
import { spPartsPlan, spPartsPlanHistory, spPartsPlanLine, spPartsPlanNo } from './parts-plan.table.ts';

type Plan = typeof spPartsPlan.$inferSelect;
type PlanLine = typeof spPartsPlanLine.$inferSelect;

/** Who sees a plan: whoever sees its warehouse (headquarters all, a centre its region's, an outlet its own). */
export function planScope(viewer: Viewer): SQL | undefined {
  const seen = warehouseScope(viewer);
  return seen && sql`${spPartsPlan.warehouseId} in ${seen}`;
}

export interface PlanInput {
  warehouseId: number;
  periodDays: number;
  remark?: string | null;
}

const commands = documentCommands({
  table: spPartsPlan,
  history: { table: spPartsPlanHistory, key: 'planId' },
  scope: planScope,
  state: (row) => ({ status: row.status }),
  actions: PARTS_PLAN_ACTIONS,
  changed: 'partsPlanChanged',
  refused: (row, action) => new AppError('partsPlanActionRefused', { status: PARTS_PLAN_STATUS_LABELS[row.status], action: PARTS_PLAN_ACTION_LABELS[action] }),
});

const linesOf = (tx: Tx, tenantId: number, planId: number): Promise<PlanLine[]> =>
  tx.select().from(spPartsPlanLine).where(and(eq(spPartsPlanLine.tenantId, tenantId), eq(spPartsPlanLine.parentId, planId))).orderBy(asc(spPartsPlanLine.lineNo));

/** The first enabled warehouse of the organisation above the warehouse's (supplierOf's rule), or null: it buys. */
async function supplierOrNull(tx: Tx, tenantId: number, warehouseId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: basWarehouse.id })
    .from(basWarehouse)
    .innerJoin(sysDept, and(eq(sysDept.tenantId, tenantId), eq(sysDept.parentId, basWarehouse.deptId)))
    .where(and(eq(basWarehouse.tenantId, tenantId), isNull(basWarehouse.deletedAt), eq(basWarehouse.enabled, true), sql`${sysDept.id} = (select dept_id from bas_warehouse where tenant_id = ${tenantId} and id = ${warehouseId})`))
    .orderBy(asc(basWarehouse.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * What left the warehouse for customers and outlets per part over [from, to): `consume` (completions) and `issueOut`
 * (stock-outs of type issue) from it, less `unconsume` back into it, plus its `transferOut` movements to the
 * warehouses of the organisations directly below its own (its outlets: applications shipped and transfers of stock
 * requests). Scrap, count losses, goods and transfers elsewhere are not demand.
 */
export async function consumption(tx: Tx, tenantId: number, warehouseId: number, from: Date, to: Date): Promise<Map<number, number>> {
  const m = spStockMove;
  const outlets = sql`(select w.id from bas_warehouse w join sys_dept d on d.tenant_id = w.tenant_id and d.id = w.dept_id
    where w.tenant_id = ${tenantId} and d.parent_id = (select dept_id from bas_warehouse where tenant_id = ${tenantId} and id = ${warehouseId}))`;
  const rows = await tx
    .select({ partsId: m.partsId, qty: sql<number>`sum(case when ${m.moveType} = 'unconsume' then -${m.qty} else ${m.qty} end)::int` })
    .from(m)
    .where(
      and(
        eq(m.tenantId, tenantId),
        sql`${m.createdAt} >= ${from.toISOString()}`,
        sql`${m.createdAt} < ${to.toISOString()}`,
        or(
          and(eq(m.fromWarehouseId, warehouseId), inArray(m.moveType, ['consume', 'issueOut'])),
          and(eq(m.toWarehouseId, warehouseId), eq(m.moveType, 'unconsume')),
          and(eq(m.fromWarehouseId, warehouseId), eq(m.moveType, 'transferOut'), sql`${m.toWarehouseId} in ${outlets}`),
        ),
      ),
    )
    .groupBy(m.partsId);
  return new Map(rows.map((r) => [Number(r.partsId), Math.max(0, r.qty)]));
}

/** The lines of a new plan: every part consumed, held, needed or with a safety stock, kept when worth ordering. */
async function computeLines(tx: Tx, tenantId: number, warehouseId: number, supplied: boolean, periodDays: number, from: Date, to: Date) {
  const consumed = await consumption(tx, tenantId, warehouseId, from, to);
  const stock = await tx
    .select({ partsId: spStockBalance.partsId, onHand: sql<number>`sum(${spStockBalance.available} + ${spStockBalance.reserved})::int`, transit: sql<number>`sum(${spStockBalance.transit})::int` })
    .from(spStockBalance)
    .where(and(eq(spStockBalance.tenantId, tenantId), eq(spStockBalance.warehouseId, warehouseId)))
    .groupBy(spStockBalance.partsId);
  const held = new Map(stock.map((s) => [Number(s.partsId), s]));
  // What approved applications asked of this warehouse and it could not reserve: its purchase needs.
  const needs = await tx
    .select({ partsId: spPartsApplyLine.partsId, qty: sql<number>`sum(${spPartsApplyLine.qty} - ${spPartsApplyLine.reservedQty})::int` })
    .from(spPartsApplyLine)
    .innerJoin(spPartsApply, and(eq(spPartsApply.tenantId, spPartsApplyLine.tenantId), eq(spPartsApply.id, spPartsApplyLine.parentId)))
    .where(
      and(
        eq(spPartsApplyLine.tenantId, tenantId),
        eq(spPartsApply.supplyWarehouseId, warehouseId),
        isNull(spPartsApply.deletedAt),
        inArray(spPartsApply.status, ['audited', 'shipped']),
        gt(spPartsApplyLine.qty, spPartsApplyLine.reservedQty),
      ),
    )
    .groupBy(spPartsApplyLine.partsId);
  const needed = new Map(needs.map((n) => [Number(n.partsId), n.qty]));
  const ids = [...new Set([...consumed.keys(), ...held.keys(), ...needed.keys()])];
  const parts = await tx
    .select()
    .from(basParts)
    .where(and(eq(basParts.tenantId, tenantId), isNull(basParts.deletedAt), ids.length ? or(inArray(basParts.id, ids), gt(basParts.safetyStock, 0)) : gt(basParts.safetyStock, 0)))
    .orderBy(asc(basParts.code));
  return parts.flatMap((p) => {
    const facts = {
      consumed: consumed.get(p.id) ?? 0,
      periodDays,
      // A supplied warehouse waits for its supplier's delivery; one that buys, for its purchase.
      leadDays: supplied ? p.deliveryLeadDays : p.purchaseLeadDays,
      safetyStock: p.safetyStock,
      openNeeds: needed.get(p.id) ?? 0,
      onHand: held.get(p.id)?.onHand ?? 0,
      inTransit: held.get(p.id)?.transit ?? 0,
      minApply: p.minApply,
      maxApply: p.maxApply,
      purchaseStatus: p.purchaseStatus,
    };
    const s = suggestPlanQty(facts);
    if (!planLineShown(s)) return [];
    return [
      {
        partsId: p.id,
        consumedQty: facts.consumed,
        avgDaily: s.avgDaily,
        leadDays: facts.leadDays,
        leadDemand: s.leadDemand,
        safetyStock: facts.safetyStock,
        onHand: facts.onHand,
        inTransit: facts.inTransit,
        openNeeds: facts.openNeeds,
        minApply: facts.minApply,
        maxApply: facts.maxApply,
        purchaseStatus: facts.purchaseStatus,
        rawQty: s.raw,
        suggestedQty: s.suggested,
        qty: s.suggested,
        note: s.note,
      },
    ];
  });
}

const totals = (lines: { qty: number }[]) => ({ lineCount: lines.filter((l) => l.qty > 0).length, totalQty: lines.reduce((n, l) => n + l.qty, 0) });

/** Makes a draft plan for a warehouse the caller sees, over the last `periodDays` days up to now. */
export async function addPlan(tx: Tx, auth: AuthContext, input: PlanInput, now = new Date()) {
  const seen = warehouseScope(auth);
  const [wh] = await tx
    .select({ id: basWarehouse.id })
    .from(basWarehouse)
    .where(and(eq(basWarehouse.tenantId, auth.tenantId), eq(basWarehouse.id, input.warehouseId), isNull(basWarehouse.deletedAt), eq(basWarehouse.enabled, true), seen && sql`${basWarehouse.id} in ${seen}`));
  if (!wh) throw new FieldErrors([{ field: 'warehouseId', code: 'notFound' }]);
  const supplier = await supplierOrNull(tx, auth.tenantId, wh.id);
  const from = new Date(now.getTime() - input.periodDays * 86_400_000);
  const lines = await computeLines(tx, auth.tenantId, wh.id, supplier !== null, input.periodDays, from, now);
  const [row] = await tx
    .insert(spPartsPlan)
    .values({
      tenantId: auth.tenantId,
      planNo: sql`'PP' || to_char(now(), 'YYMMDD') || lpad(nextval(${spPartsPlanNo.seqName})::text, 6, '0')`,
      warehouseId: wh.id,
      supplyWarehouseId: supplier,
      periodDays: input.periodDays,
      periodFrom: from.toISOString(),
      periodTo: now.toISOString(),
      ...totals(lines),
      remark: input.remark || null,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  if (lines.length) await tx.insert(spPartsPlanLine).values(lines.map((l, i) => ({ ...l, tenantId: auth.tenantId, parentId: row.id, lineNo: i + 1 })));
  await commands.history(tx, auth, null, row, 'create', '', { detail: { lines: lines.length } });
  return row;
}

/** The planner's quantities of a draft (0 drops a line from the order); a part whose purchase is forbidden stays 0. */
export async function updatePlan(tx: Tx, auth: AuthContext, input: { id: number; version?: number; remark?: string | null; lines?: { id: number; qty: number }[] }) {
  const row = await commands.forUpdate(tx, auth, input.id);
  commands.fresh(row, input.version);
  commands.next(row, 'update');
  const lines = await linesOf(tx, auth.tenantId, row.id);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const asked = input.lines ?? [];
  const errors: FieldError[] = [];
  asked.forEach((a, i) => {
    const line = byId.get(a.id);
    if (!line) errors.push({ field: `lines[${i}].id`, code: 'notFound' });
    else if (a.qty > 0 && line.purchaseStatus === 'forbidden') errors.push({ field: `lines[${i}].qty`, code: 'partsPlanForbidden' });
  });
  if (new Set(asked.map((a) => a.id)).size !== asked.length) errors.push({ field: 'lines', code: 'duplicate' });
  if (errors.length) throw new FieldErrors(errors);
  const changed = asked.filter((a) => byId.get(a.id)!.qty !== a.qty);
  if (changed.length) {
    const values = sql.join(
      changed.map((a) => sql`(${a.id}::bigint, ${a.qty}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update ${spPartsPlanLine} as l set qty = v.qty from (values ${values}) as v(id, qty) where l.tenant_id = ${auth.tenantId} and l.id = v.id`);
  }
  const kept = lines.map((l) => ({ qty: asked.find((a) => a.id === l.id)?.qty ?? l.qty }));
  const saved = await commands.save(tx, auth, row, { ...totals(kept), ...(input.remark !== undefined ? { remark: input.remark || null } : {}) });
  await commands.history(tx, auth, row, saved, 'update', '', { detail: { lines: changed.map((a) => ({ id: a.id, partsId: byId.get(a.id)!.partsId, from: byId.get(a.id)!.qty, to: a.qty })) } });
  return saved;
}

/**
 * Orders the lines kept: a stock request to the warehouse's supplier, submitted to it (the supplier grants it and
 * its transfer ships), or for a warehouse that buys a purchase stock-in draft (its costs and receipt are the
 * storekeeper's). The plan names the document it made.
 */
export async function confirmPlan(tx: Tx, auth: AuthContext, input: { id: number; version?: number }) {
  const row = await commands.forUpdate(tx, auth, input.id);
  commands.fresh(row, input.version);
  const moved = commands.next(row, 'confirm');
  const lines = await linesOf(tx, auth.tenantId, row.id);
  const kept = lines.filter((l) => l.qty > 0);
  if (!kept.length) throw new AppError('partsPlanEmpty');
  // The part's purchase status may have changed since the plan was made.
  const parts = new Map((await tx.select({ id: basParts.id, purchaseStatus: basParts.purchaseStatus, purchasePrice: basParts.purchasePrice }).from(basParts).where(and(eq(basParts.tenantId, auth.tenantId), inArray(basParts.id, kept.map((l) => l.partsId))))).map((p) => [p.id, p]));
  const forbidden = lines.flatMap((l, i) => (l.qty > 0 && parts.get(l.partsId)?.purchaseStatus === 'forbidden' ? [{ field: `lines[${i}].qty`, code: 'partsPlanForbidden' as const }] : []));
  if (forbidden.length) throw new FieldErrors(forbidden);
  const supplier = await supplierOrNull(tx, auth.tenantId, row.warehouseId);
  const remark = `备件计划 ${row.planNo}${row.remark ? `: ${row.remark}` : ''}`.slice(0, 500);
  let doc: { id: number; docNo: string; docKind: 'request' | 'in' };
  if (supplier !== null) {
    const request = await addDoc(tx, auth, 'request', { docType: 'request', toWarehouseId: row.warehouseId, remark, lines: kept.map((l) => ({ partsId: l.partsId, qty: l.qty })) });
    await actOnStockDoc(tx, auth, 'request', 'submit', { id: request.id });
    doc = { id: request.id, docNo: request.docNo, docKind: 'request' };
  } else {
    const purchase = await addDoc(tx, auth, 'in', {
      docType: 'purchase',
      toWarehouseId: row.warehouseId,
      remark,
      lines: kept.map((l) => ({ partsId: l.partsId, qty: l.qty, unitCost: parts.get(l.partsId)?.purchasePrice ?? null })),
    });
    doc = { id: purchase.id, docNo: purchase.docNo, docKind: 'in' };
  }
  const saved = await commands.save(tx, auth, row, { ...moved, supplyWarehouseId: supplier, docKind: doc.docKind, docId: doc.id, docNo: doc.docNo, confirmedAt: new Date().toISOString(), ...totals(lines) });
  await commands.history(tx, auth, row, saved, 'confirm', '', { detail: { docKind: doc.docKind, docId: doc.id, docNo: doc.docNo, lines: kept.length } });
  return saved;
}

/** Drops a draft, with a reason. */
export async function cancelPlan(tx: Tx, auth: AuthContext, input: { id: number; version?: number; reason?: string }) {
  const row = await commands.forUpdate(tx, auth, input.id);
  commands.fresh(row, input.version);
  const moved = commands.next(row, 'cancel');
  const why = input.reason?.trim() ?? '';
  if (!why) throw new FieldErrors([{ field: 'reason', code: 'rejectNeedsRemark' }]);
  const saved = await commands.save(tx, auth, row, { ...moved, cancelReason: why });
  await commands.history(tx, auth, row, saved, 'cancel', why);
  return saved;
}

/** The actions the caller may take now: the state allows them and the caller holds their permission. */
const actionsFor = (auth: AuthContext, row: Plan): PartsPlanAction[] =>
  allowedPartsPlanActions({ status: row.status }).filter((a) => auth.permissions.has(PARTS_PLAN_PERMISSIONS[PARTS_PLAN_ACTIONS[a].permission]));

/** The plan with its lines (part code and name), its history and the caller's actions. */
export async function planDetail(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select()
    .from(spPartsPlan)
    .where(and(eq(spPartsPlan.tenantId, auth.tenantId), eq(spPartsPlan.id, id), isNull(spPartsPlan.deletedAt), planScope(auth)));
  if (!row) throw new AppError('notFound');
  const lines = await tx
    .select({ line: spPartsPlanLine, partsCode: basParts.code, partsName: basParts.name, abcClass: basParts.abcClass })
    .from(spPartsPlanLine)
    .innerJoin(basParts, and(eq(basParts.tenantId, spPartsPlanLine.tenantId), eq(basParts.id, spPartsPlanLine.partsId)))
    .where(and(eq(spPartsPlanLine.tenantId, auth.tenantId), eq(spPartsPlanLine.parentId, id)))
    .orderBy(asc(spPartsPlanLine.lineNo));
  const steps = await tx
    .select({
      id: spPartsPlanHistory.id,
      action: spPartsPlanHistory.action,
      fromStatus: spPartsPlanHistory.fromStatus,
      toStatus: spPartsPlanHistory.toStatus,
      userName: sysUser.name,
      remark: spPartsPlanHistory.remark,
      detail: spPartsPlanHistory.detail,
      createdAt: spPartsPlanHistory.createdAt,
    })
    .from(spPartsPlanHistory)
    .leftJoin(sysUser, eq(sysUser.id, spPartsPlanHistory.userId))
    .where(and(eq(spPartsPlanHistory.tenantId, auth.tenantId), eq(spPartsPlanHistory.planId, id)))
    .orderBy(asc(spPartsPlanHistory.id));
  return { ...row, lines: lines.map(({ line, ...names }) => ({ ...line, ...names })), history: steps, actions: actionsFor(auth, row) };
}

/** The warehouses the caller may plan for (their organisation's), with whether each has a supplier. */
export async function planWarehouses(tx: Tx, auth: AuthContext) {
  const seen = warehouseScope(auth);
  const rows = await tx
    .select({ id: basWarehouse.id, code: basWarehouse.code, name: basWarehouse.name })
    .from(basWarehouse)
    .where(and(eq(basWarehouse.tenantId, auth.tenantId), isNull(basWarehouse.deletedAt), eq(basWarehouse.enabled, true), seen && sql`${basWarehouse.id} in ${seen}`))
    .orderBy(asc(basWarehouse.code));
  const out = [];
  for (const w of rows) out.push({ ...w, supplyWarehouseId: await supplierOrNull(tx, auth.tenantId, w.id) });
  return out;
}
