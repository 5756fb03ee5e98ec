/**
 * Pricing a finished order (docs/settlement.md, Pricing). When headquarters finishes an order (doOrderFinish, the
 * hook in index.ts) it is priced in the same transaction: the standard and coefficients in force on its finish day
 * that match it, its own remote and other fee items, the formula version in force at its finish, the total rounded
 * by the tenant's money rule (company configuration). The order keeps fee_service and fee_total; sf_order_pricing keeps where each came from.
 * Headquarters may override the service fee (with a reason, in the order's history) and re-price an order not
 * settled yet (after fixing a standard); both are guarded on the order's version.
 */
import {
  type Breakdown,
  breakdownOf,
  COEFFICIENT_KINDS,
  coefficientValueProblem,
  DEFAULT_COST_FORMULA,
  type FieldError,
  FormulaDivisionByZero,
  formulaProblem,
  matchCoefficients,
  matchStandard,
  type OrderFacts,
  type OrderPricingView,
  PRICEABLE_SETTLE,
  PRICING_ACTION_LABELS,
  priceTotal,
  moneyRuleOf,
  rangesOverlap,
  settleStateLabel,
} from '@as/shared';
import { and, desc, eq, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import type { ResourceHooks } from '../../http/resource/resource.routes.ts';
import type { Row } from '../../http/resource/resource.repository.ts';
import { basArea, companyConfigOf } from '../master-data/index.ts';
import { snSite } from '../network/index.ts';
import { insertHistory, type OrderRow, orderForUpdate, orderScope, soOrder } from '../work-orders/index.ts';
import { sfCostFormula, sfOrderPricing, sfSettleCoefficient, sfSettleStandard } from './pricing.table.ts';

type WriteCheck = NonNullable<ResourceHooks['beforeWrite']>;
const merged = (value: Row, current: Row | null): Row => ({ ...current, ...value });
const same = (column: PgColumn, value: unknown): SQL => (value === null || value === undefined || value === '' ? isNull(column) : eq(column, value));
const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/** The end of the range is not before its start. */
function rangeOrder(row: Row): FieldError[] {
  const from = text(row.effectiveFrom);
  const to = text(row.effectiveTo);
  return from && to && to < from ? [{ field: 'effectiveTo', code: 'settleRangeOrder' }] : [];
}

/** The first live row of the same key whose dates share a day with the row's: refused with its dates. */
async function overlapCheck(tx: Tx, table: typeof sfSettleStandard | typeof sfSettleCoefficient, key: SQL[], row: Row, currentId: number | null, tenantId: number) {
  const others = await tx
    .select({ from: table.effectiveFrom, to: table.effectiveTo })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), isNull(table.deletedAt), ...key, currentId ? ne(table.id, currentId) : undefined));
  const mine = { from: String(row.effectiveFrom), to: text(row.effectiveTo) };
  const clash = others.find((o) => rangesOverlap(mine, o));
  if (clash) throw new FieldErrors([{ field: 'effectiveFrom', code: 'settleRangeOverlap', params: { from: clash.from, to: clash.to ?? '∞' } }]);
}

/** A standard's dates are in order and do not overlap another's of the same service type, category, warranty, region and outlet level. */
export const standardCheck: WriteCheck = async (tx, auth, value, current) => {
  const row = merged(value, current);
  const errors = rangeOrder(row);
  if (errors.length) throw new FieldErrors(errors);
  const t = sfSettleStandard;
  const key = [eq(t.serviceTypeId, Number(row.serviceTypeId)), same(t.categoryId, row.categoryId), same(t.warrantyType, row.warrantyType), same(t.areaId, row.areaId), same(t.siteLevel, row.siteLevel)];
  await overlapCheck(tx, t, key, row, current ? Number(current.id) : null, auth.tenantId);
};

/** A coefficient's value fits its kind (an area code names an area), its dates are in order and do not overlap another's of the same kind and value. */
export const coefficientCheck: WriteCheck = async (tx, auth, value, current) => {
  const row = merged(value, current);
  const kind = String(row.kind);
  const matchValue = String(row.matchValue ?? '').trim();
  const errors = rangeOrder(row);
  if (!(COEFFICIENT_KINDS as readonly string[]).includes(kind)) errors.push({ field: 'kind', code: 'notAnOption' });
  else if (coefficientValueProblem(kind, matchValue)) errors.push({ field: 'matchValue', code: 'notAnOption' });
  else if (kind === 'area') {
    const [area] = await tx.select({ id: basArea.id }).from(basArea).where(and(eq(basArea.tenantId, auth.tenantId), eq(basArea.code, matchValue), isNull(basArea.deletedAt)));
    if (!area) errors.push({ field: 'matchValue', code: 'notFound' });
  }
  if (errors.length) throw new FieldErrors(errors);
  const t = sfSettleCoefficient;
  await overlapCheck(tx, t, [eq(t.kind, kind), eq(t.matchValue, matchValue)], row, current ? Number(current.id) : null, auth.tenantId);
};

// ---- The cost formula ----

export type FormulaRow = typeof sfCostFormula.$inferSelect;

/** The tenant's versions, newest first. */
export const formulaVersions = (tx: Tx, tenantId: number) => tx.select().from(sfCostFormula).where(eq(sfCostFormula.tenantId, tenantId)).orderBy(desc(sfCostFormula.version));

/** Moments are kept to the second (instant columns read back as yyyy-MM-dd HH:mm:ss): a version saved now is in force for an order finished in the same second. */
const wholeSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString();

/** Saves a new version (never edits one): checked by formulaProblem, in force from effectiveFrom (now when not given). */
export async function saveFormula(tx: Tx, auth: AuthContext, input: { formula: string; effectiveFrom?: string | null; remark?: string | null }) {
  const formula = input.formula.trim();
  const problem = formulaProblem(formula);
  if (problem) throw new FieldErrors([{ field: 'formula', code: problem.code, params: 'params' in problem ? problem.params : {} }]);
  // Versions are numbered per tenant; the unique index settles two saves at once (the loser retries nothing: 409).
  const [last] = await tx.select({ version: sfCostFormula.version }).from(sfCostFormula).where(eq(sfCostFormula.tenantId, auth.tenantId)).orderBy(desc(sfCostFormula.version)).limit(1);
  const [row] = await tx
    .insert(sfCostFormula)
    .values({ tenantId: auth.tenantId, version: (last?.version ?? 0) + 1, formula, effectiveFrom: input.effectiveFrom || wholeSecond(new Date()), remark: input.remark ?? null, createdBy: auth.userId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('orderChanged');
  return row;
}

/** The version in force at a moment: the latest start not after it (equal starts: the higher version); version 0, the default, before any. */
export async function formulaAt(tx: Tx, tenantId: number, at: string): Promise<{ id: number | null; version: number; formula: string }> {
  const [row] = await tx
    .select()
    .from(sfCostFormula)
    .where(and(eq(sfCostFormula.tenantId, tenantId), lte(sfCostFormula.effectiveFrom, at)))
    .orderBy(desc(sfCostFormula.effectiveFrom), desc(sfCostFormula.version))
    .limit(1);
  return row ? { id: row.id, version: row.version, formula: row.formula } : { id: null, version: 0, formula: DEFAULT_COST_FORMULA };
}

// ---- Pricing an order ----

/** What the matching needs of the order: its finish day, key fields, areas broadest first, its outlet's level and stars, SLA result. */
async function factsOf(tx: Tx, tenantId: number, order: OrderRow): Promise<OrderFacts> {
  const areaIds = [order.provinceId, order.cityId, order.districtId].filter((v): v is number => typeof v === 'number');
  const areaRows = areaIds.length ? await tx.select({ id: basArea.id, code: basArea.code }).from(basArea).where(and(eq(basArea.tenantId, tenantId), inArray(basArea.id, areaIds))) : [];
  const areas = areaIds.map((id) => areaRows.find((a) => a.id === id)).filter((a): a is { id: number; code: string } => !!a);
  const [site] = order.siteId ? await tx.select({ level: snSite.siteFloorLevel, stars: snSite.starLevel }).from(snSite).where(and(eq(snSite.tenantId, tenantId), eq(snSite.id, order.siteId))) : [];
  const slaMet = order.completeDueAt && order.completedAt ? new Date(order.completedAt) <= new Date(order.completeDueAt) : null;
  return {
    // instant columns read as the server's local time: the finish's day there.
    day: (order.finishedAt ?? order.updatedAt.toISOString()).slice(0, 10),
    serviceTypeId: order.serviceTypeId,
    categoryId: order.categoryId,
    warrantyType: order.warrantyType,
    areas,
    siteLevel: site ? String(site.level) : null,
    starLevel: site ? site.stars : null,
    urgency: order.urgency,
    slaMet,
  };
}

/** Computes the order's pricing (an override, when given, replaces the standard's service fee). */
async function compute(tx: Tx, tenantId: number, order: OrderRow, override: string | null) {
  const facts = await factsOf(tx, tenantId, order);
  const standards = await tx.select().from(sfSettleStandard).where(and(eq(sfSettleStandard.tenantId, tenantId), eq(sfSettleStandard.serviceTypeId, order.serviceTypeId), isNull(sfSettleStandard.deletedAt)));
  const standard = matchStandard(standards, facts);
  const coefficientRows = await tx.select().from(sfSettleCoefficient).where(and(eq(sfSettleCoefficient.tenantId, tenantId), isNull(sfSettleCoefficient.deletedAt)));
  const coefficients = matchCoefficients(coefficientRows, facts).map((c) => ({ id: c.id, kind: c.kind, matchValue: c.matchValue, factor: c.factor }));
  const formula = await formulaAt(tx, tenantId, order.finishedAt ?? new Date().toISOString());
  const rule = moneyRuleOf(await companyConfigOf(tx, tenantId));
  const total = (items: Breakdown) => {
    try {
      return priceTotal(formula.formula, items, rule);
    } catch (error) {
      if (error instanceof FormulaDivisionByZero) throw new AppError('formulaDivisionByZero', { version: formula.version });
      throw error;
    }
  };
  const standardItems = breakdownOf({ standardFee: standard?.fee ?? null, override: null, coefficients, fees: order });
  const items = override === null ? standardItems : breakdownOf({ standardFee: standard?.fee ?? null, override, coefficients, fees: order });
  const computedTotal = total(standardItems);
  return {
    pricedFor: facts.day,
    standardId: standard?.id ?? null,
    standardFee: standard?.fee ?? null,
    noStandard: !standard,
    coefficients,
    formulaId: formula.id,
    formulaVersion: formula.version,
    formula: formula.formula,
    rounding: rule.rounding,
    decimals: rule.decimals,
    items,
    computedTotal,
    total: override === null ? computedTotal : total(items),
    override,
  };
}

/** Stores the pricing row and the order's fee_service and fee_total (the order row as given is current: same transaction). */
async function store(tx: Tx, auth: AuthContext, order: OrderRow, priced: Awaited<ReturnType<typeof compute>>, overrideReason: string | null, bump: boolean) {
  const values = { ...priced, overrideReason: priced.override === null ? null : overrideReason, updatedBy: auth.userId, updatedAt: new Date() };
  await tx
    .insert(sfOrderPricing)
    .values({ tenantId: auth.tenantId, orderId: order.id, ...values, createdBy: auth.userId })
    .onConflictDoUpdate({ target: [sfOrderPricing.tenantId, sfOrderPricing.orderId], set: values });
  const [moved] = await tx
    .update(soOrder)
    .set({ feeService: priced.items.service.value, feeTotal: priced.total, ...(bump ? { version: order.version + 1, updatedBy: auth.userId, updatedAt: new Date() } : {}) })
    .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, order.id), eq(soOrder.version, order.version)))
    .returning();
  if (!moved) throw new AppError('orderChanged');
  return moved;
}

/** The finishing hook: prices the order just finished, in the finish's transaction (a refusal refuses the finish). */
export async function priceFinishedOrder(tx: Tx, auth: AuthContext, order: OrderRow) {
  const priced = await compute(tx, auth.tenantId, order, null);
  await store(tx, auth, order, priced, null, false);
}

/** A priced order not settled yet whose fees changed (an approved fee application): priced again, an override standing. */
export async function repriceAfterFees(tx: Tx, auth: AuthContext, order: OrderRow) {
  if (!(PRICEABLE_SETTLE as readonly string[]).includes(order.settle)) return;
  const [pricing] = await tx.select({ override: sfOrderPricing.override, overrideReason: sfOrderPricing.overrideReason }).from(sfOrderPricing).where(and(eq(sfOrderPricing.tenantId, auth.tenantId), eq(sfOrderPricing.orderId, order.id)));
  if (!pricing) return;
  await store(tx, auth, order, await compute(tx, auth.tenantId, order, pricing.override), pricing.overrideReason, false);
}

/** The order locked for a pricing command: the caller's data scope, the version read, a state not settled yet. */
async function priceable(tx: Tx, auth: AuthContext, id: number, version: number | undefined, action: keyof typeof PRICING_ACTION_LABELS) {
  const order = await orderForUpdate(tx, auth, id);
  if (version !== undefined && version !== order.version) throw new AppError('orderChanged');
  if (!(PRICEABLE_SETTLE as readonly string[]).includes(order.settle)) throw new AppError('pricingRefused', { settle: settleStateLabel(order.settle), action: PRICING_ACTION_LABELS[action] });
  const [pricing] = await tx.select().from(sfOrderPricing).where(and(eq(sfOrderPricing.tenantId, auth.tenantId), eq(sfOrderPricing.orderId, order.id)));
  return { order, pricing };
}

/** Overrides the service fee with a reason: the total follows by the formula; recorded in the order's history. */
export async function overridePrice(tx: Tx, auth: AuthContext, input: { id: number; version?: number; amount: string; reason: string }) {
  const { order, pricing } = await priceable(tx, auth, input.id, input.version, 'override');
  if (!pricing) throw new AppError('orderNotPriced');
  const priced = await compute(tx, auth.tenantId, order, input.amount);
  const moved = await store(tx, auth, order, priced, input.reason, true);
  await insertHistory(tx, auth, order, moved, 'priceOverride', input.reason, { feeService: priced.items.service.value, standardFee: priced.standardFee, feeTotal: priced.total });
  return moved;
}

/** Prices the order again from the standards and coefficients of its finish day (an override stands). */
export async function repriceOrder(tx: Tx, auth: AuthContext, input: { id: number; version?: number }) {
  const { order, pricing } = await priceable(tx, auth, input.id, input.version, 'reprice');
  const priced = await compute(tx, auth.tenantId, order, pricing?.override ?? null);
  const moved = await store(tx, auth, order, priced, pricing?.overrideReason ?? null, true);
  await insertHistory(tx, auth, order, moved, 'reprice', '', { feeService: priced.items.service.value, feeTotal: priced.total, noStandard: priced.noStandard });
  return moved;
}

/** The order's pricing as its detail shows it (the caller's data scope: notFound outside it), or null before it is priced. */
export async function orderPricing(tx: Tx, auth: AuthContext, orderId: number): Promise<OrderPricingView | null> {
  const [row] = await tx
    .select({ p: sfOrderPricing, settle: soOrder.settle, orderVersion: soOrder.version })
    .from(sfOrderPricing)
    .innerJoin(soOrder, and(eq(soOrder.tenantId, sfOrderPricing.tenantId), eq(soOrder.id, sfOrderPricing.orderId)))
    .where(and(eq(sfOrderPricing.tenantId, auth.tenantId), eq(sfOrderPricing.orderId, orderId), isNull(soOrder.deletedAt), orderScope(auth)));
  if (!row) {
    // Not priced yet (null), or no order the caller sees (notFound, as every other read of an order).
    const [order] = await tx.select({ id: soOrder.id }).from(soOrder).where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, orderId), isNull(soOrder.deletedAt), orderScope(auth)));
    if (!order) throw new AppError('notFound');
    return null;
  }
  const { p } = row;
  return {
    orderId: p.orderId,
    standardId: p.standardId,
    standardFee: p.standardFee,
    noStandard: p.noStandard,
    coefficients: p.coefficients,
    formulaVersion: p.formulaVersion,
    formula: p.formula,
    rounding: p.rounding,
    decimals: p.decimals,
    items: p.items,
    computedTotal: p.computedTotal,
    total: p.total,
    override: p.override,
    overrideReason: p.overrideReason,
    pricedAt: p.updatedAt.toISOString(),
    settle: row.settle,
    orderVersion: row.orderVersion,
  };
}

/** Orders priced without a standard and not settled yet (those without an override first): what headquarters re-prices after fixing a standard. */
export async function unpricedOrders(tx: Tx, auth: AuthContext) {
  return tx
    .select({ id: soOrder.id, orderNo: soOrder.orderNo, serviceTypeId: soOrder.serviceTypeId, categoryId: soOrder.categoryId, warrantyType: soOrder.warrantyType, finishedAt: soOrder.finishedAt, settle: soOrder.settle, version: soOrder.version, feeTotal: soOrder.feeTotal, overridden: sfOrderPricing.override })
    .from(sfOrderPricing)
    .innerJoin(soOrder, and(eq(soOrder.tenantId, sfOrderPricing.tenantId), eq(soOrder.id, sfOrderPricing.orderId)))
    .where(and(eq(sfOrderPricing.tenantId, auth.tenantId), eq(sfOrderPricing.noStandard, true), isNull(soOrder.deletedAt), or(...PRICEABLE_SETTLE.map((s) => eq(soOrder.settle, s))), orderScope(auth)))
    .orderBy(desc(soOrder.finishedAt))
    .limit(500);
}
