/**
 * Pricing a finished order (issue 17, docs/settlement.md "Pricing"): the settlement standards (the service fee per
 * service type, product category, warranty type, region and outlet level, with effective dates), the coefficients
 * (outlet star level, region, urgency, SLA compliance, with effective dates), the versioned cost formula, and the
 * pure rules that pick what applies to an order and lay out its breakdown. The server loads the rows and stores the
 * result; the web shows the breakdown and runs the same formula check while headquarters types.
 */
import type { Texts } from '../i18n.ts';
import type { ResourceDef } from '../resource.ts';
import { type FormulaItem, evaluateFormula, FORMULA_ITEMS } from './formula.ts';
import { ORDER_DICTS } from '../work-orders/order.ts';
import { Decimal, dec, type MoneyRule, roundMoney } from './money.ts';

/** Settlement standards (sfSettleStandard): a service fee for the orders its key matches, between two dates. */
export const settleStandardResource = {
  name: 'sfSettleStandard',
  key: 'settleStandard',
  permission: 'basic_sf_settle_standard',
  fields: [
    { name: 'serviceTypeId', type: 'ref', ref: 'basServiceType', required: true, filter: 'eq' },
    // Empty: any category, warranty type, region or outlet level.
    { name: 'categoryId', type: 'ref', ref: 'basItemCategory', filter: 'eq' },
    { name: 'warrantyType', type: 'dict', dict: 'warranty_type', max: 1, filter: 'in', sort: true },
    { name: 'areaId', type: 'ref', ref: 'basArea', filter: 'eq' },
    { name: 'siteLevel', type: 'dict', dict: 'site_level', max: 1, filter: 'in', sort: true },
    { name: 'fee', type: 'money', required: true, min: 0, max: 99999999, sort: true },
    { name: 'effectiveFrom', type: 'date', required: true, filter: 'range', sort: true },
    { name: 'effectiveTo', type: 'date', filter: 'range', sort: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  label: ['fee', 'effectiveFrom'],
  defaultSort: { field: 'effectiveFrom', order: 'desc' },
} as const satisfies ResourceDef;

/** What a coefficient is matched on. */
export const COEFFICIENT_KINDS = ['star', 'area', 'urgency', 'sla'] as const;
export type CoefficientKind = (typeof COEFFICIENT_KINDS)[number];
export const SLA_RESULTS = ['met', 'missed'] as const;

/** The dictionary of the kinds (seeded as settle_coef_kind). */
export const COEFFICIENT_KIND_DICT: { type: string; description: string; items: [CoefficientKind, string, string, string][] } = {
  type: 'settle_coef_kind',
  description: '结算系数类型',
  items: [
    ['star', '网点星级', 'Outlet star level', 'Nivel de estrellas del punto'],
    ['area', '区域', 'Region', 'Región'],
    ['urgency', '紧急程度', 'Urgency', 'Urgencia'],
    ['sla', 'SLA 达成', 'SLA compliance', 'Cumplimiento del SLA'],
  ],
};

/**
 * Coefficients (sfSettleCoefficient): a factor for the orders whose kind's value is matchValue (a star level 0-5,
 * an area code, an urgency 1-3, or met / missed for the SLA), between two dates.
 */
export const settleCoefficientResource = {
  name: 'sfSettleCoefficient',
  key: 'settleCoefficient',
  permission: 'basic_sf_settle_coefficient',
  fields: [
    { name: 'kind', type: 'dict', dict: 'settle_coef_kind', required: true, max: 12, filter: 'in', sort: true },
    { name: 'matchValue', type: 'string', required: true, max: 32, filter: 'like', sort: true },
    { name: 'factor', type: 'decimal', decimals: 4, required: true, min: 0, max: 100, sort: true },
    { name: 'effectiveFrom', type: 'date', required: true, filter: 'range', sort: true },
    { name: 'effectiveTo', type: 'date', filter: 'range', sort: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  label: ['kind', 'matchValue', 'factor'],
  defaultSort: { field: 'kind', order: 'asc' },
} as const satisfies ResourceDef;

/** The cost formula's screen and the order pricing commands. */
export const COST_FORMULA_PERMISSIONS = { view: 'basic_sf_cost_formula_view', add: 'basic_sf_cost_formula_add' } as const;
export const ORDER_PRICING_PERMISSIONS = { view: 'basic_sf_order_pricing_view', override: 'basic_sf_order_pricing_override', reprice: 'basic_sf_order_pricing_reprice' } as const;

/** What prices an order while a tenant has saved no formula (version 0). */
export const DEFAULT_COST_FORMULA = 'service * coefficient + remote + bonus + reward - penalty + adhoc - discount';

/** Two date ranges (inclusive; an empty end is open) share a day. Dates are yyyy-MM-dd, compared as text. */
export function rangesOverlap(a: { from: string; to?: string | null }, b: { from: string; to?: string | null }): boolean {
  return (!a.to || b.from <= a.to) && (!b.to || a.from <= b.to);
}

/** A range is in force on a day. */
export const inForce = (row: { effectiveFrom: string; effectiveTo?: string | null }, day: string): boolean => row.effectiveFrom <= day && (!row.effectiveTo || day <= row.effectiveTo);

/** Why a coefficient's matched value does not fit its kind (an area code is checked against the areas by the server), or null. */
export function coefficientValueProblem(kind: string, value: string): 'notAnOption' | null {
  if (kind === 'star') return /^[0-5]$/.test(value) ? null : 'notAnOption';
  if (kind === 'urgency') return /^[1-3]$/.test(value) ? null : 'notAnOption';
  if (kind === 'sla') return (SLA_RESULTS as readonly string[]).includes(value) ? null : 'notAnOption';
  if (kind === 'area') return /^[0-9A-Za-z_-]{1,32}$/.test(value) ? null : 'notAnOption';
  return 'notAnOption';
}

/** What pricing knows of a finished order and its outlet. areas: the order's province, city and district, broadest first. */
export interface OrderFacts {
  day: string;
  serviceTypeId: number;
  categoryId: number | null;
  warrantyType: string | null;
  areas: { id: number; code: string }[];
  siteLevel: string | null;
  starLevel: number | null;
  urgency: string | null;
  slaMet: boolean | null;
}

export interface StandardRow {
  id: number;
  serviceTypeId: number;
  categoryId: number | null;
  warrantyType: string | null;
  areaId: number | null;
  siteLevel: string | null;
  fee: string;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/**
 * How specific a standard is for the order, or null when it does not match. Compared field by field, in this order:
 * product category, warranty type, region (district over city over province over none), outlet level; the first
 * field that differs decides. Equal ones: the later effectiveFrom, then the higher id.
 */
function specificity(row: StandardRow, order: OrderFacts): number[] | null {
  if (row.serviceTypeId !== order.serviceTypeId || !inForce(row, order.day)) return null;
  if (row.categoryId !== null && row.categoryId !== order.categoryId) return null;
  if (row.warrantyType && row.warrantyType !== order.warrantyType) return null;
  if (row.siteLevel && row.siteLevel !== order.siteLevel) return null;
  let area = 0;
  if (row.areaId !== null) {
    const depth = order.areas.findIndex((a) => a.id === row.areaId);
    if (depth < 0) return null;
    area = depth + 1;
  }
  return [row.categoryId !== null ? 1 : 0, row.warrantyType ? 1 : 0, area, row.siteLevel ? 1 : 0, Number(row.effectiveFrom.replaceAll('-', '')), row.id];
}

const compare = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
};

/** The standard in force on the order's day that matches it most specifically (see `specificity`), or null. */
export function matchStandard<T extends StandardRow>(rows: readonly T[], order: OrderFacts): T | null {
  let best: { row: T; rank: number[] } | null = null;
  for (const row of rows) {
    const rank = specificity(row, order);
    if (rank && (!best || compare(rank, best.rank) > 0)) best = { row, rank };
  }
  return best?.row ?? null;
}

export interface CoefficientRow {
  id: number;
  kind: string;
  matchValue: string;
  factor: string;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** The value of each kind for the order (an area matches its district, city or province: the deepest wins). */
function valuesOf(order: OrderFacts, kind: string): string[] {
  if (kind === 'star') return order.starLevel === null ? [] : [String(order.starLevel)];
  if (kind === 'urgency') return order.urgency ? [order.urgency] : [];
  if (kind === 'sla') return order.slaMet === null ? [] : [order.slaMet ? 'met' : 'missed'];
  if (kind === 'area') return order.areas.map((a) => a.code).reverse();
  return [];
}

/**
 * The coefficients that apply: per kind at most one, in force on the order's day and matching its value (for a
 * region the deepest area; equal ones: the later effectiveFrom, then the higher id), in the kinds' order.
 */
export function matchCoefficients<T extends CoefficientRow>(rows: readonly T[], order: OrderFacts): T[] {
  const found: T[] = [];
  for (const kind of COEFFICIENT_KINDS) {
    const values = valuesOf(order, kind);
    let best: { row: T; rank: number[] } | null = null;
    for (const row of rows) {
      if (row.kind !== kind || !inForce(row, order.day)) continue;
      const at = values.indexOf(row.matchValue);
      if (at < 0) continue;
      const rank = [-at, Number(row.effectiveFrom.replaceAll('-', '')), row.id];
      if (!best || compare(rank, best.rank) > 0) best = { row, rank };
    }
    if (best) found.push(best.row);
  }
  return found;
}

/** Where an amount of the breakdown came from. */
export const PRICE_SOURCES = ['standard', 'noStandard', 'override', 'coefficients', 'order', 'none'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
export const PRICE_SOURCE_LABELS: Record<PriceSource, Texts> = {
  standard: { 'zh-CN': '结算标准', 'en-US': 'settlement standard', 'es-ES': 'estándar de liquidación' },
  noStandard: { 'zh-CN': '无匹配标准', 'en-US': 'no standard', 'es-ES': 'sin estándar' },
  override: { 'zh-CN': '人工调整', 'en-US': 'overridden', 'es-ES': 'ajustado a mano' },
  coefficients: { 'zh-CN': '结算系数之积', 'en-US': 'product of the coefficients', 'es-ES': 'producto de los coeficientes' },
  order: { 'zh-CN': '工单费用', 'en-US': "the order's fees", 'es-ES': 'cargos de la orden' },
  none: { 'zh-CN': '无', 'en-US': 'none', 'es-ES': 'ninguno' },
};

export interface BreakdownItem {
  value: string;
  source: PriceSource;
}
export type Breakdown = Record<FormulaItem, BreakdownItem>;

/** The order's own fee columns pricing reads (the completion stores reward signed: a penalty is negative). */
export interface OrderFees {
  feeRemote: string;
  feeBonus: string;
  feeReward: string;
  feeAdhoc: string;
  feeDiscount: string;
}

/**
 * Each fee item's value and source: the service fee from the standard (or the override, or 0 with no standard),
 * the coefficient as the product of those that apply (1 when none does), the other items as the order holds them,
 * a negative reward being the penalty.
 */
export function breakdownOf(input: { standardFee: string | null; override: string | null; coefficients: readonly { factor: string }[]; fees: OrderFees }): Breakdown {
  const reward = dec(input.fees.feeReward);
  const fromOrder = (value: Decimal | string): BreakdownItem => ({ value: dec(value).toFixed(2), source: dec(value).isZero() ? 'none' : 'order' });
  const product = input.coefficients.reduce<Decimal>((p, c) => p.times(dec(c.factor)), new Decimal(1));
  return {
    service:
      input.override !== null
        ? { value: dec(input.override).toFixed(2), source: 'override' }
        : input.standardFee !== null
          ? { value: dec(input.standardFee).toFixed(2), source: 'standard' }
          : { value: '0.00', source: 'noStandard' },
    coefficient: { value: product.toFixed(4), source: input.coefficients.length ? 'coefficients' : 'none' },
    remote: fromOrder(input.fees.feeRemote),
    bonus: fromOrder(input.fees.feeBonus),
    reward: fromOrder(Decimal.max(reward, 0)),
    penalty: fromOrder(Decimal.max(reward.negated(), 0)),
    adhoc: fromOrder(input.fees.feeAdhoc),
    discount: fromOrder(input.fees.feeDiscount),
  };
}

/** The formula's value on a breakdown, rounded by the tenant's rule, never below zero (as the order's fee total). */
export function priceTotal(formula: string, breakdown: Breakdown, rule: MoneyRule): string {
  const values = Object.fromEntries(FORMULA_ITEMS.map((item) => [item, breakdown[item].value])) as Record<FormulaItem, string>;
  const total = evaluateFormula(formula, values);
  return roundMoney(Decimal.max(total, 0), rule);
}

/** What the order's detail shows of its pricing (the server's getPricing answer). */
export interface OrderPricingView {
  orderId: number;
  standardId: number | null;
  standardFee: string | null;
  noStandard: boolean;
  coefficients: { id: number; kind: string; matchValue: string; factor: string }[];
  formulaVersion: number;
  formula: string;
  rounding: string;
  decimals: number;
  items: Breakdown;
  computedTotal: string;
  total: string;
  override: string | null;
  overrideReason: string | null;
  pricedAt: string;
  settle: string;
  orderVersion: number;
}

/** The pricing commands, as the refusal names them. */
export const PRICING_ACTION_LABELS = {
  override: { 'zh-CN': '调整服务费', 'en-US': 'overridden', 'es-ES': 'ajustar' },
  reprice: { 'zh-CN': '重新计价', 'en-US': 're-priced', 'es-ES': 'recalcular' },
} as const satisfies Record<string, Texts>;

/** The settlement states whose order may still be overridden or re-priced: not settled yet. */
export const PRICEABLE_SETTLE = ['toSettle', 'rejected', 'suspended'] as const;

/** The order's settlement state in three languages (the order_settle dictionary). */
export function settleStateLabel(settle: string): Texts {
  const item = ORDER_DICTS.find((d) => d.type === 'order_settle')?.items.find(([value]) => value === settle);
  return item ? { 'zh-CN': item[1], 'en-US': item[2], 'es-ES': item[3] } : { 'zh-CN': settle, 'en-US': settle, 'es-ES': settle };
}

/** The pricing configuration served by the generic resource routes and pages. */
export const PRICING_RESOURCES: readonly ResourceDef[] = [settleStandardResource, settleCoefficientResource];
