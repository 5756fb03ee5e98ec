/**
 * Parts applications (spPartsApplyHeader; spec sections 2-4, docs/parts-chain.md): an outlet or its engineer asks
 * the supplying warehouse for the parts a repair (or the outlet's own stock) needs. Its state has two dimensions:
 * the status of spec section 4 and what has been delivered. The table is what the server's guarded commands and
 * the screens' buttons both read; the submission rules and the pricing are pure functions of the facts the server
 * gathers, so they are tested here.
 */
import type { ErrorCode, ErrorParams } from '../errors.ts';
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { allowedIn, type Transition, transition } from '../state-machine.ts';
import { formatScaled, parseScaled } from '../work-orders/fees.ts';

/** Spec section 4, parts application status. */
export const PARTS_APPLY_STATUSES = ['draft', 'applied', 'audited', 'rejected', 'shipped', 'received', 'settled', 'cancelled'] as const;
export type PartsApplyStatus = (typeof PARTS_APPLY_STATUSES)[number];

/** Spec section 4, delivery status. */
export const PARTS_DELIVERIES = ['undelivered', 'partial', 'full'] as const;
export type PartsDelivery = (typeof PARTS_DELIVERIES)[number];

/** free: in warranty (the maker pays); sales: the outlet buys; credit: the outlet buys on credit, within what its account has available. */
export const PARTS_APPLY_TYPES = ['free', 'sales', 'credit'] as const;
export type PartsApplyType = (typeof PARTS_APPLY_TYPES)[number];

/** The part's price an outlet pays: level 1 for a primary outlet, level 2 for a secondary one. */
export const PARTS_PRICE_LEVELS = ['level1', 'level2'] as const;
export type PartsPriceLevel = (typeof PARTS_PRICE_LEVELS)[number];

export const PARTS_URGENCIES = ['normal', 'urgent'] as const;
export type PartsUrgency = (typeof PARTS_URGENCIES)[number];

export interface PartsApplyState {
  status: PartsApplyStatus;
  delivery: PartsDelivery;
}

export const PARTS_APPLY_PERMISSIONS = {
  view: 'basic_sp_parts_apply_header_view',
  add: 'basic_sp_parts_apply_header_add',
  edit: 'basic_sp_parts_apply_header_edit',
  audit: 'basic_sp_parts_apply_header_audit',
  ship: 'basic_sp_parts_apply_header_ship',
  receive: 'basic_sp_parts_apply_header_receive',
  export: 'basic_sp_parts_apply_header_export',
} as const;
export type PartsApplyPermission = keyof typeof PARTS_APPLY_PERMISSIONS;

/** What an action asks for besides the application: a reason (reject, cancel), the carrier and waybill with the quantities (ship), the quantities (receive). */
export type PartsApplyInput = 'reason' | 'shipping' | 'receipt';

export interface PartsApplyActionDef extends Transition<PartsApplyState> {
  permission: PartsApplyPermission;
  input?: PartsApplyInput;
  /** Decided by the end of the application's approval process (its approve and reject verbs act on the process). */
  byWorkflow?: boolean;
}

/** The fields and lines may change before submission, or after a rejection (to submit again). */
export const PARTS_APPLY_EDITABLE: readonly PartsApplyStatus[] = ['draft', 'rejected'];

/**
 * Approval reserves what the supplier has; shipping takes from the reservation (the delivery is partial until
 * every line has gone, as the server computes from the lines); receiving stocks it in at the outlet (received once
 * everything has gone and arrived). Nothing shipped may be cancelled.
 */
export const PARTS_APPLY_ACTIONS = {
  submit: { permission: 'edit', when: { status: ['draft', 'rejected'], delivery: ['undelivered'] }, sets: { status: 'applied' } },
  approve: { permission: 'audit', when: { status: ['applied'], delivery: ['undelivered'] }, sets: { status: 'audited' }, byWorkflow: true },
  reject: { permission: 'audit', when: { status: ['applied'], delivery: ['undelivered'] }, sets: { status: 'rejected' }, input: 'reason', byWorkflow: true },
  ship: { permission: 'ship', when: { status: ['audited', 'shipped'], delivery: ['undelivered', 'partial'] }, sets: { status: 'shipped' }, input: 'shipping' },
  receive: { permission: 'receive', when: { status: ['shipped'], delivery: ['partial', 'full'] }, sets: {}, input: 'receipt' },
  cancel: { permission: 'edit', when: { status: ['draft', 'applied', 'audited'], delivery: ['undelivered'] }, sets: { status: 'cancelled' }, input: 'reason' },
} as const satisfies Record<string, PartsApplyActionDef>;

export type PartsApplyAction = keyof typeof PARTS_APPLY_ACTIONS;
export const PARTS_APPLY_ACTION_NAMES = Object.keys(PARTS_APPLY_ACTIONS) as PartsApplyAction[];

/** The state after the action, or null when the state forbids it. */
export const applyPartsApplyAction = (state: PartsApplyState, action: PartsApplyAction): PartsApplyState | null => transition(state, PARTS_APPLY_ACTIONS[action] as PartsApplyActionDef);

export const allowedPartsApplyActions = (state: PartsApplyState): PartsApplyAction[] => allowedIn(PARTS_APPLY_ACTIONS as Record<PartsApplyAction, PartsApplyActionDef>, state);

export const initialPartsApplyState = (): PartsApplyState => ({ status: 'draft', delivery: 'undelivered' });

interface LineProgress {
  qty: number;
  shippedQty: number;
  receivedQty: number;
}

/** What has gone of the lines: nothing, some, or every line's whole quantity. */
export function deliveryOf(lines: readonly Pick<LineProgress, 'qty' | 'shippedQty'>[]): PartsDelivery {
  if (lines.every((l) => l.shippedQty >= l.qty)) return 'full';
  return lines.some((l) => l.shippedQty > 0) ? 'partial' : 'undelivered';
}

/** After a receipt: received when everything has gone and arrived, else still shipped. */
export const statusAfterReceipt = (lines: readonly LineProgress[]): PartsApplyStatus =>
  deliveryOf(lines) === 'full' && lines.every((l) => l.receivedQty >= l.qty) ? 'received' : 'shipped';

/** The type of an application: free in warranty (order warranty type '1'); else what the outlet chose, sales unless credit. */
export function applyTypeFor(warrantyType: string | null, chosen: PartsApplyType | null | undefined): PartsApplyType {
  if (warrantyType === '1') return 'free';
  return chosen === 'credit' ? 'credit' : 'sales';
}

/** The price level of an outlet by its level (sn_site.siteFloorLevel: 1 primary, 2 secondary). */
export const priceLevelOf = (siteLevel: number): PartsPriceLevel => (siteLevel === 2 ? 'level2' : 'level1');

/** A part's prices as the master data holds them (decimal strings). */
export interface PartPrices {
  level1Price: string;
  level2Price: string;
}

/** Each line's unit price at the level and amount (unit price × quantity), and the total: decimal strings, computed in cents. */
export function priceLines<L extends { qty: number; prices: PartPrices }>(lines: readonly L[], level: PartsPriceLevel): { lines: (L & { unitPrice: string; amount: string })[]; amount: string } {
  let total = 0;
  const priced = lines.map((l) => {
    const unit = parseScaled(level === 'level1' ? l.prices.level1Price : l.prices.level2Price) ?? 0;
    const cents = unit * l.qty;
    total += cents;
    return { ...l, unitPrice: formatScaled(unit), amount: formatScaled(cents) };
  });
  return { lines: priced, amount: formatScaled(total) };
}

/** What the submission rules are checked against, gathered by the server when the application is submitted. */
export interface SubmitFacts {
  type: PartsApplyType;
  urgency: PartsUrgency;
  /** Linked to a work order (the minimum order amounts apply to the outlet's own orders only). */
  onOrder: boolean;
  /** The application's total, a decimal string. */
  amount: string;
  lines: { part: string; qty: number; supplyStatus: string; maxReplace: number; /** of the same part on the order's other live applications */ otherQtyOnOrder: number }[];
  outlet: {
    name: string;
    maxPartsPerOrder: number;
    monthlyUrgentParts: number;
    partsMinOrderAmount: string;
    urgentPartsMinOrderAmount: string;
  };
  /** The outlet's other urgent applications submitted this month. */
  urgentThisMonth: number;
}

export interface SubmitProblem {
  code: ErrorCode;
  params: ErrorParams;
}

const cents = (value: string) => parseScaled(value) ?? 0;

/**
 * The first rule the application breaks (spec sections 3 and 9), with what the message names; null when it may go.
 * Credit is not here: a credit application occupies its amount on the outlet's account when submitted, and the
 * account refuses it beyond what is available (settlement/account.ts, accountOverdrawn).
 */
export function submitProblem(f: SubmitFacts): SubmitProblem | null {
  const stopped = f.lines.find((l) => l.supplyStatus === 'stopped');
  if (stopped) return { code: 'partsApplySupplyStopped', params: { part: stopped.part } };
  const over = f.lines.find((l) => l.maxReplace > 0 && f.onOrder && l.qty + l.otherQtyOnOrder > l.maxReplace);
  if (over) return { code: 'partsApplyMaxReplace', params: { part: over.part, max: over.maxReplace, qty: over.qty + over.otherQtyOnOrder } };
  const total = f.lines.reduce((n, l) => n + l.qty, 0);
  if (f.outlet.maxPartsPerOrder > 0 && total > f.outlet.maxPartsPerOrder) return { code: 'partsApplyMaxParts', params: { max: f.outlet.maxPartsPerOrder, qty: total } };
  if (f.urgency === 'urgent' && f.outlet.monthlyUrgentParts > 0 && f.urgentThisMonth >= f.outlet.monthlyUrgentParts) {
    return { code: 'partsApplyMonthlyUrgent', params: { outlet: f.outlet.name, max: f.outlet.monthlyUrgentParts } };
  }
  if (f.type !== 'free' && !f.onOrder) {
    const min = f.urgency === 'urgent' ? f.outlet.urgentPartsMinOrderAmount : f.outlet.partsMinOrderAmount;
    if (cents(f.amount) < cents(min)) return { code: 'partsApplyMinAmount', params: { amount: f.amount, min } };
  }
  return null;
}

/** Applications that count against an order's replacements and an outlet's urgent quota: submitted and not ended without parts. */
export const LIVE_STATUSES: readonly PartsApplyStatus[] = ['applied', 'audited', 'shipped', 'received', 'settled'];

/** The approval process an application goes through (the workflow's definition key and business type): the outlet's centre, then headquarters. */
export const PARTS_APPLY_PROCESS = 'spPartsApply';

/** The realtime event that tells an order's engineer the parts of his order have arrived (sent once the receipt committed). */
export const PARTS_APPLY_EVENT = 'partsApply';

/** What that event carries. */
export interface PartsApplyNotice {
  userId: number;
  applyId: number;
  applyNo: string;
  orderNo: string | null;
  status: PartsApplyStatus;
}

export const PARTS_APPLY_STATUS_LABELS: Record<PartsApplyStatus, Texts> = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft', 'es-ES': 'Borrador' },
  applied: { 'zh-CN': '已申请', 'en-US': 'Applied', 'es-ES': 'Solicitada' },
  audited: { 'zh-CN': '已审核', 'en-US': 'Audited', 'es-ES': 'Auditada' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected', 'es-ES': 'Rechazada' },
  shipped: { 'zh-CN': '已发货', 'en-US': 'Shipped', 'es-ES': 'Enviada' },
  received: { 'zh-CN': '已签收', 'en-US': 'Received', 'es-ES': 'Recibida' },
  settled: { 'zh-CN': '已结算', 'en-US': 'Settled', 'es-ES': 'Liquidada' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled', 'es-ES': 'Cancelada' },
};

/** Spec section 4, the parts order's state (PartOrderStat): the outlet's own parts order, seen from its application. */
export const PART_ORDER_STATS = ['saved', 'created', 'approved', 'shipped', 'received', 'rejected', 'paid', 'cancelled'] as const;
export type PartOrderStat = (typeof PART_ORDER_STATS)[number];

const ORDER_STAT_OF: Record<PartsApplyStatus, PartOrderStat> = {
  draft: 'saved',
  applied: 'created',
  audited: 'approved',
  shipped: 'shipped',
  received: 'received',
  rejected: 'rejected',
  settled: 'paid',
  cancelled: 'cancelled',
};

/** The parts order's state (PartOrderStat) of an application in `status`. */
export const partOrderStatOf = (status: PartsApplyStatus): PartOrderStat => ORDER_STAT_OF[status];

/**
 * The parts order's number (PartOrderNo): the application's number once it is an order, that is once audited
 * (`approved`: its approval went through, which tells a cancelled order from a cancelled application); else null.
 */
export function partOrderNoOf(row: { status: PartsApplyStatus; applyNo: string; approved?: boolean }): string | null {
  const stat = partOrderStatOf(row.status);
  const ordered = ['approved', 'shipped', 'received', 'paid'].includes(stat) || (stat === 'cancelled' && row.approved === true);
  return ordered ? row.applyNo : null;
}

export const PART_ORDER_STAT_LABELS: Record<PartOrderStat, Texts> = {
  saved: { 'zh-CN': '已保存', 'en-US': 'Saved', 'es-ES': 'Guardado' },
  created: { 'zh-CN': '已创建', 'en-US': 'Created', 'es-ES': 'Creado' },
  approved: { 'zh-CN': '已批准', 'en-US': 'Approved', 'es-ES': 'Aprobado' },
  shipped: { 'zh-CN': '已发货', 'en-US': 'Shipped', 'es-ES': 'Enviado' },
  received: { 'zh-CN': '已收货', 'en-US': 'Received', 'es-ES': 'Recibido' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected', 'es-ES': 'Rechazado' },
  paid: { 'zh-CN': '已付款', 'en-US': 'Paid', 'es-ES': 'Pagado' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled', 'es-ES': 'Cancelado' },
};

export const PARTS_APPLY_ACTION_LABELS: Record<PartsApplyAction, Texts> = {
  submit: { 'zh-CN': '提交', 'en-US': 'Submit', 'es-ES': 'Enviar' },
  approve: { 'zh-CN': '审核通过', 'en-US': 'Approve', 'es-ES': 'Aprobar' },
  reject: { 'zh-CN': '驳回', 'en-US': 'Reject', 'es-ES': 'Rechazar' },
  ship: { 'zh-CN': '发货', 'en-US': 'Ship', 'es-ES': 'Enviar piezas' },
  receive: { 'zh-CN': '签收', 'en-US': 'Receive', 'es-ES': 'Recibir' },
  cancel: { 'zh-CN': '取消', 'en-US': 'Cancel', 'es-ES': 'Cancelar' },
};

/** Dictionaries of parts applications, [value, zh-CN, en-US, es-ES]. */
export const PARTS_APPLY_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'parts_apply_status', description: '备件申请状态', items: PARTS_APPLY_STATUSES.map((s) => [s, PARTS_APPLY_STATUS_LABELS[s]['zh-CN'], PARTS_APPLY_STATUS_LABELS[s]['en-US'], PARTS_APPLY_STATUS_LABELS[s]['es-ES']]) },
  { type: 'parts_delivery', description: '发货状态', items: [['undelivered', '未发货', 'Undelivered', 'Sin enviar'], ['partial', '部分发货', 'Partly delivered', 'Enviada en parte'], ['full', '全部发货', 'Fully delivered', 'Enviada por completo']] },
  { type: 'parts_apply_type', description: '备件申请类型', items: [['free', '免费', 'Free', 'Gratuita'], ['sales', '销售', 'Sales', 'Venta'], ['credit', '信用', 'Credit', 'Crédito']] },
  { type: 'parts_price_level', description: '备件价格级别', items: [['level1', '一级价', 'Level 1 price', 'Precio nivel 1'], ['level2', '二级价', 'Level 2 price', 'Precio nivel 2']] },
  { type: 'parts_urgency', description: '紧急程度', items: [['normal', '普通', 'Normal', 'Normal'], ['urgent', '紧急', 'Urgent', 'Urgente']] },
];

const header: FieldDef[] = [
  { name: 'applyNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'parts_apply_status', readOnly: true, filter: 'in', sort: true },
  { name: 'delivery', type: 'dict', dict: 'parts_delivery', readOnly: true, filter: 'in' },
  { name: 'orderNo', type: 'string', readOnly: true, filter: 'like' },
  { name: 'orderId', type: 'int', readOnly: true, filter: 'eq', list: false },
  { name: 'deptId', type: 'ref', ref: 'sysDept', readOnly: true, filter: 'eq' },
  { name: 'warehouseId', type: 'ref', ref: 'basWarehouse', readOnly: true, filter: 'eq' },
  { name: 'supplyWarehouseId', type: 'ref', ref: 'basWarehouse', readOnly: true, filter: 'eq' },
  { name: 'applyType', type: 'dict', dict: 'parts_apply_type', readOnly: true, filter: 'in' },
  { name: 'priceLevel', type: 'dict', dict: 'parts_price_level', readOnly: true, list: false },
  { name: 'urgency', type: 'dict', dict: 'parts_urgency', readOnly: true, filter: 'in' },
  { name: 'amount', type: 'money', readOnly: true, sort: true },
  { name: 'carrier', type: 'string', readOnly: true, list: false },
  { name: 'waybillNumber', type: 'string', readOnly: true, filter: 'like' },
  { name: 'shippedAt', type: 'datetime', readOnly: true, filter: 'range' },
  { name: 'receivedAt', type: 'datetime', readOnly: true, filter: 'range' },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'auditRemark', type: 'text', readOnly: true, list: false },
  { name: 'remark', type: 'text', readOnly: true, list: false },
];

const lines: FieldDef[] = [
  { name: 'partsId', type: 'ref', ref: 'basParts', required: true },
  { name: 'qty', type: 'int', required: true, min: 1, max: 9999 },
  { name: 'faultSymptomId', type: 'ref', ref: 'basFaultSymptom' },
  { name: 'fault', type: 'string', max: 255 },
  { name: 'reservedQty', type: 'int', readOnly: true },
  { name: 'shippedQty', type: 'int', readOnly: true },
  { name: 'receivedQty', type: 'int', readOnly: true },
  { name: 'unitPrice', type: 'money', readOnly: true },
  { name: 'amount', type: 'money', readOnly: true },
  { name: 'remark', type: 'string', max: 255 },
];

/**
 * The grid, detail and export of applications (the generic list, count, get and export routes); add, update and
 * the commands are the parts module's own, with zod bodies.
 */
export const partsApplyResource = {
  name: 'spPartsApplyHeader',
  key: 'partsApply',
  permission: 'basic_sp_parts_apply_header',
  readOnly: true,
  fields: header,
  defaultSort: { field: 'applyNo', order: 'desc' },
  label: ['applyNo'],
  lines: { fields: lines, uniqueBy: ['partsId'], min: 1, max: 100 },
} as const satisfies ResourceDef;
