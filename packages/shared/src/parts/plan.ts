/**
 * Parts plans (spPartsPlanHeader, 备件计划; spec sections 2, 3, 7 and 9; docs/parts-chain.md "Parts plan"): a
 * suggestion of what a warehouse should order, computed by the server from the warehouse's consumption over a
 * period, its stock, what it owes to approved applications, and each part's lead time, safety stock, minimum and
 * maximum application quantities and purchase status. The planner edits the quantities and confirms: the plan turns
 * into a stock request to the warehouse's supplier (or a purchase stock-in where there is none). The suggestion is a
 * pure function of the facts the server gathers, so it is tested here.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { allowedIn, type Transition, transition } from '../state-machine.ts';

export const PARTS_PLAN_STATUSES = ['draft', 'confirmed', 'cancelled'] as const;
export type PartsPlanStatus = (typeof PARTS_PLAN_STATUSES)[number];

export interface PartsPlanState {
  status: PartsPlanStatus;
}

export const PARTS_PLAN_PERMISSIONS = {
  view: 'basic_sp_parts_plan_header_view',
  add: 'basic_sp_parts_plan_header_add',
  edit: 'basic_sp_parts_plan_header_edit',
  confirm: 'basic_sp_parts_plan_header_confirm',
  export: 'basic_sp_parts_plan_header_export',
} as const;
export type PartsPlanPermission = keyof typeof PARTS_PLAN_PERMISSIONS;

export interface PartsPlanActionDef extends Transition<PartsPlanState> {
  permission: PartsPlanPermission;
  input?: 'reason';
}

/**
 * A draft's quantities may be edited; confirming orders them (a stock request or a purchase stock-in); a draft
 * may be cancelled with a reason. Confirmed and cancelled plans are final.
 */
export const PARTS_PLAN_ACTIONS = {
  update: { permission: 'edit', when: { status: ['draft'] }, sets: {} },
  confirm: { permission: 'confirm', when: { status: ['draft'] }, sets: { status: 'confirmed' } },
  cancel: { permission: 'edit', when: { status: ['draft'] }, sets: { status: 'cancelled' }, input: 'reason' },
} as const satisfies Record<string, PartsPlanActionDef>;

export type PartsPlanAction = keyof typeof PARTS_PLAN_ACTIONS;
export const PARTS_PLAN_ACTION_NAMES = Object.keys(PARTS_PLAN_ACTIONS) as PartsPlanAction[];

export const applyPartsPlanAction = (state: PartsPlanState, action: PartsPlanAction): PartsPlanState | null => transition(state, PARTS_PLAN_ACTIONS[action] as PartsPlanActionDef);
export const allowedPartsPlanActions = (state: PartsPlanState): PartsPlanAction[] => allowedIn(PARTS_PLAN_ACTIONS as Record<PartsPlanAction, PartsPlanActionDef>, state);

/** The periods a planner chooses from (days of consumption looked back on). */
export const PARTS_PLAN_PERIODS = [30, 60, 90, 180, 365] as const;
export const PARTS_PLAN_MAX_PERIOD = 365;

/** Why a line's suggestion is not the formula's bare result. */
export const PARTS_PLAN_NOTES = ['forbidden', 'restricted', 'minApply'] as const;
export type PartsPlanNote = (typeof PARTS_PLAN_NOTES)[number];

/** What one line's suggestion is computed from (all whole quantities; days > 0 for the period). */
export interface PlanFacts {
  /** What left the warehouse to customers or outlets over the period. */
  consumed: number;
  periodDays: number;
  leadDays: number;
  safetyStock: number;
  /** Approved applications the warehouse supplies and has not reserved (qty − reserved). */
  openNeeds: number;
  onHand: number;
  inTransit: number;
  /** The part's minimum and maximum application quantities (0: none). */
  minApply: number;
  maxApply: number;
  /** allowed, restricted, forbidden. */
  purchaseStatus: string;
}

export interface PlanSuggestion {
  /** Average daily demand, consumed / period days, as a decimal string of two places. */
  avgDaily: string;
  /** Demand over the lead time, rounded up: ⌈consumed × lead days / period days⌉. */
  leadDemand: number;
  /** The formula's result before the part's minimum: max(0, ⌈demand × lead + safety + needs − on hand − transit⌉). */
  raw: number;
  suggested: number;
  note: PartsPlanNote | null;
}

/** consumed / days to two decimals, rounded half up, in integer arithmetic. */
export function averageDaily(consumed: number, days: number): string {
  const hundredths = Math.floor((consumed * 200 + days) / (2 * days));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * The suggested quantity of a part: max(0, demand × lead time + safety stock + open needs − on hand − in transit),
 * the demand being the period's average daily consumption; computed exactly in integers (× period days) and rounded
 * up to a whole part. A suggestion above zero is raised to the part's minimum application quantity (its minimum
 * order; the maximum application quantity limits an outlet's application, not a warehouse's replenishment, so it is
 * shown beside the line and not applied); a part whose purchase is forbidden gets 0.
 */
export function suggestPlanQty(f: PlanFacts): PlanSuggestion {
  const days = Math.max(1, f.periodDays);
  const numerator = f.consumed * f.leadDays + (f.safetyStock + f.openNeeds - f.onHand - f.inTransit) * days;
  const raw = numerator <= 0 ? 0 : Math.ceil(numerator / days);
  const base = { avgDaily: averageDaily(f.consumed, days), leadDemand: Math.ceil((f.consumed * f.leadDays) / days), raw };
  if (f.purchaseStatus === 'forbidden') return { ...base, suggested: 0, note: 'forbidden' };
  const suggested = raw > 0 && f.minApply > 0 && raw < f.minApply ? f.minApply : raw;
  let note: PartsPlanNote | null = raw > 0 && f.purchaseStatus === 'restricted' ? 'restricted' : null;
  if (suggested !== raw) note = 'minApply';
  return { ...base, suggested, note };
}

/** A line is worth showing when it suggests something, or when a forbidden purchase hides a need. */
export const planLineShown = (s: PlanSuggestion) => s.suggested > 0 || (s.note === 'forbidden' && s.raw > 0);

export const PARTS_PLAN_STATUS_LABELS: Record<PartsPlanStatus, Texts> = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft', 'es-ES': 'Borrador' },
  confirmed: { 'zh-CN': '已下单', 'en-US': 'Ordered', 'es-ES': 'Pedido' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled', 'es-ES': 'Cancelado' },
};

export const PARTS_PLAN_ACTION_LABELS: Record<PartsPlanAction, Texts> = {
  update: { 'zh-CN': '修改', 'en-US': 'Edit', 'es-ES': 'Modificar' },
  confirm: { 'zh-CN': '确认下单', 'en-US': 'Confirm and order', 'es-ES': 'Confirmar y pedir' },
  cancel: { 'zh-CN': '取消', 'en-US': 'Cancel', 'es-ES': 'Cancelar' },
};

export const PARTS_PLAN_NOTE_LABELS: Record<PartsPlanNote, Texts> = {
  forbidden: { 'zh-CN': '禁止采购', 'en-US': 'Purchase forbidden', 'es-ES': 'Compra prohibida' },
  restricted: { 'zh-CN': '限制采购', 'en-US': 'Purchase restricted', 'es-ES': 'Compra restringida' },
  minApply: { 'zh-CN': '已提高到最小申请量', 'en-US': 'Raised to the minimum application quantity', 'es-ES': 'Elevado a la cantidad mínima' },
};

/** Dictionaries of parts plans, [value, zh-CN, en-US, es-ES]. */
export const PARTS_PLAN_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'parts_plan_status', description: '备件计划状态', items: PARTS_PLAN_STATUSES.map((s) => [s, PARTS_PLAN_STATUS_LABELS[s]['zh-CN'], PARTS_PLAN_STATUS_LABELS[s]['en-US'], PARTS_PLAN_STATUS_LABELS[s]['es-ES']]) },
];

const header: FieldDef[] = [
  { name: 'planNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'parts_plan_status', readOnly: true, filter: 'in', sort: true },
  { name: 'warehouseId', type: 'ref', ref: 'basWarehouse', readOnly: true, filter: 'eq' },
  { name: 'supplyWarehouseId', type: 'ref', ref: 'basWarehouse', readOnly: true, filter: 'eq' },
  { name: 'periodDays', type: 'int', readOnly: true },
  { name: 'periodFrom', type: 'datetime', readOnly: true, list: false },
  { name: 'periodTo', type: 'datetime', readOnly: true, list: false },
  { name: 'lineCount', type: 'int', readOnly: true },
  { name: 'totalQty', type: 'int', readOnly: true },
  { name: 'docNo', type: 'string', readOnly: true, filter: 'like' },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'confirmedAt', type: 'datetime', readOnly: true, filter: 'range' },
  { name: 'remark', type: 'text', readOnly: true, list: false },
];

const lines: FieldDef[] = [
  { name: 'partsId', type: 'ref', ref: 'basParts', readOnly: true },
  { name: 'consumedQty', type: 'int', readOnly: true },
  { name: 'avgDaily', type: 'decimal', decimals: 2, readOnly: true },
  { name: 'leadDays', type: 'int', readOnly: true },
  { name: 'safetyStock', type: 'int', readOnly: true },
  { name: 'onHand', type: 'int', readOnly: true },
  { name: 'inTransit', type: 'int', readOnly: true },
  { name: 'openNeeds', type: 'int', readOnly: true },
  { name: 'suggestedQty', type: 'int', readOnly: true },
  { name: 'qty', type: 'int', min: 0, max: 999999 },
];

/** The grid, detail and export of plans (the generic list, count, get and export routes); the commands are the parts module's own. */
export const partsPlanResource = {
  name: 'spPartsPlanHeader',
  key: 'partsPlan',
  permission: 'basic_sp_parts_plan_header',
  readOnly: true,
  fields: header,
  defaultSort: { field: 'planNo', order: 'desc' },
  label: ['planNo'],
  lines: { fields: lines, uniqueBy: ['partsId'], min: 0, max: 2000 },
} as const satisfies ResourceDef;
