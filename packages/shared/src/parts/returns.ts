/**
 * Parts returns (spPartsReturnHeader; spec sections 2-4, docs/parts-chain.md "Returns"): one document family with a
 * kind. A new-part return sends unused parts from an outlet back to its supplying warehouse (shipped, then received
 * there, partly if need be). An old-part return brings the replaced parts that must go back to the factory to the
 * outlet's service centre, which receives and inspects each line (accepted into its defective stock, or rejected with
 * a reason) and sends the accepted ones on to headquarters or the supplier (RTV). The transition table is what the
 * server's guarded commands and the screens' buttons both read.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef, ScreenDef } from '../resource.ts';
import { allowedIn, type Transition, transition } from '../state-machine.ts';
import { formatScaled, parseScaled } from '../work-orders/fees.ts';

/** new: unused parts back to the supplier; old: replaced parts back to the factory through the service centre. */
export const PARTS_RETURN_KINDS = ['new', 'old'] as const;
export type PartsReturnKind = (typeof PARTS_RETURN_KINDS)[number];

/** received: at the supplier or centre; inspected: every line of an old-part return accepted or rejected; rtv: the accepted old parts sent on. */
export const PARTS_RETURN_STATUSES = ['draft', 'shipped', 'received', 'inspected', 'rtv', 'cancelled'] as const;
export type PartsReturnStatus = (typeof PARTS_RETURN_STATUSES)[number];

/** An old-part line's inspection at the centre. */
export const PARTS_RETURN_INSPECTIONS = ['pending', 'accepted', 'rejected'] as const;
export type PartsReturnInspection = (typeof PARTS_RETURN_INSPECTIONS)[number];

/** Where the centre sends the accepted old parts. */
export const PARTS_RTV_DESTINATIONS = ['hq', 'supplier'] as const;
export type PartsRtvDestination = (typeof PARTS_RTV_DESTINATIONS)[number];

export interface PartsReturnState {
  kind: PartsReturnKind;
  status: PartsReturnStatus;
}

export const PARTS_RETURN_PERMISSIONS = {
  view: 'basic_sp_parts_return_header_view',
  add: 'basic_sp_parts_return_header_add',
  edit: 'basic_sp_parts_return_header_edit',
  ship: 'basic_sp_parts_return_header_ship',
  receive: 'basic_sp_parts_return_header_receive',
  inspect: 'basic_sp_parts_return_header_inspect',
  rtv: 'basic_sp_parts_return_header_rtv',
  export: 'basic_sp_parts_return_header_export',
} as const;
export type PartsReturnPermission = keyof typeof PARTS_RETURN_PERMISSIONS;

/** Who takes an action: the outlet that returns, or the warehouse that receives (the supplier, the centre). */
export type PartsReturnSide = 'outlet' | 'receiver';

/** What an action asks for: a reason (cancel), carrier and waybill (ship), quantities (receive), a verdict per line (inspect), destination, carrier and waybill (rtv). */
export type PartsReturnInput = 'reason' | 'shipping' | 'receipt' | 'inspection' | 'rtv';

export interface PartsReturnActionDef extends Transition<PartsReturnState> {
  permission: PartsReturnPermission;
  side: PartsReturnSide;
  input?: PartsReturnInput;
}

/**
 * The outlet edits, ships or cancels its draft; the receiving warehouse receives (a new-part return stays shipped
 * until everything arrived, as the server computes from the lines), inspects an old-part return line by line
 * (inspected once every line is decided) and sends its accepted parts on.
 */
export const PARTS_RETURN_ACTIONS = {
  update: { permission: 'edit', side: 'outlet', when: { status: ['draft'] }, sets: {} },
  ship: { permission: 'ship', side: 'outlet', when: { status: ['draft'] }, sets: { status: 'shipped' }, input: 'shipping' },
  receive: { permission: 'receive', side: 'receiver', when: { status: ['shipped'] }, sets: { status: 'received' }, input: 'receipt' },
  inspect: { permission: 'inspect', side: 'receiver', when: { kind: ['old'], status: ['received'] }, sets: { status: 'inspected' }, input: 'inspection' },
  rtv: { permission: 'rtv', side: 'receiver', when: { kind: ['old'], status: ['inspected'] }, sets: { status: 'rtv' }, input: 'rtv' },
  cancel: { permission: 'edit', side: 'outlet', when: { status: ['draft'] }, sets: { status: 'cancelled' }, input: 'reason' },
} as const satisfies Record<string, PartsReturnActionDef>;

export type PartsReturnAction = keyof typeof PARTS_RETURN_ACTIONS;
export const PARTS_RETURN_ACTION_NAMES = Object.keys(PARTS_RETURN_ACTIONS) as PartsReturnAction[];

/** The state after the action, or null when the state forbids it. */
export const applyPartsReturnAction = (state: PartsReturnState, action: PartsReturnAction): PartsReturnState | null =>
  transition(state, PARTS_RETURN_ACTIONS[action] as PartsReturnActionDef);

export const allowedPartsReturnActions = (state: PartsReturnState): PartsReturnAction[] => allowedIn(PARTS_RETURN_ACTIONS as Record<PartsReturnAction, PartsReturnActionDef>, state);

/** A return that holds its parts: not cancelled (its lines count against what may still be returned). */
export const PARTS_RETURN_LIVE: readonly PartsReturnStatus[] = ['draft', 'shipped', 'received', 'inspected', 'rtv'];
/** A return that has left the outlet: its old parts are off the no-return list (unless rejected at inspection). */
export const PARTS_RETURN_SHIPPED: readonly PartsReturnStatus[] = ['shipped', 'received', 'inspected', 'rtv'];

/** After a receipt of a new-part return: received once every line arrived whole, else still shipped. Old-part returns arrive whole. */
export const returnStatusAfterReceipt = (lines: readonly { qty: number; receivedQty: number }[]): PartsReturnStatus =>
  lines.every((l) => l.receivedQty >= l.qty) ? 'received' : 'shipped';

/** After an inspection: inspected once no line is pending, else still received. */
export const returnStatusAfterInspection = (lines: readonly { inspection: PartsReturnInspection }[]): PartsReturnStatus =>
  lines.every((l) => l.inspection !== 'pending') ? 'inspected' : 'received';

/** The deadline of an old part: its order's completion plus the configured days (company configuration oldPartReturnDays). */
export function oldPartDeadline(completedAt: Date | string, days: number): Date {
  return new Date(new Date(completedAt).getTime() + days * 86_400_000);
}

/** Whole days an old part is overdue at `asOf` (0 when not yet due). */
export function overdueDays(deadline: Date | string, asOf: Date | string): number {
  const late = new Date(asOf).getTime() - new Date(deadline).getTime();
  return late > 0 ? Math.floor(late / 86_400_000) : 0;
}

/** Price × quantity in cents, as a decimal string; a missing price counts as zero. */
export function lineAmount(price: string | null | undefined, qty: number): string {
  return formatScaled((parseScaled(price ?? '0') ?? 0) * qty);
}

/** The sum of decimal-string amounts, in cents. */
export const sumAmounts = (amounts: readonly string[]): string => formatScaled(amounts.reduce((n, a) => n + (parseScaled(a) ?? 0), 0));

export const PARTS_RETURN_STATUS_LABELS: Record<PartsReturnStatus, Texts> = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft', 'es-ES': 'Borrador' },
  shipped: { 'zh-CN': '已发货', 'en-US': 'Shipped', 'es-ES': 'Enviada' },
  received: { 'zh-CN': '已签收', 'en-US': 'Received', 'es-ES': 'Recibida' },
  inspected: { 'zh-CN': '已检验', 'en-US': 'Inspected', 'es-ES': 'Inspeccionada' },
  rtv: { 'zh-CN': '已返厂', 'en-US': 'Returned to vendor', 'es-ES': 'Devuelta al proveedor' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled', 'es-ES': 'Cancelada' },
};

export const PARTS_RETURN_ACTION_LABELS: Record<PartsReturnAction, Texts> = {
  update: { 'zh-CN': '修改', 'en-US': 'Edit', 'es-ES': 'Modificar' },
  ship: { 'zh-CN': '发货', 'en-US': 'Ship', 'es-ES': 'Enviar' },
  receive: { 'zh-CN': '签收', 'en-US': 'Receive', 'es-ES': 'Recibir' },
  inspect: { 'zh-CN': '检验', 'en-US': 'Inspect', 'es-ES': 'Inspeccionar' },
  rtv: { 'zh-CN': '返厂', 'en-US': 'Return to vendor', 'es-ES': 'Devolver al proveedor' },
  cancel: { 'zh-CN': '取消', 'en-US': 'Cancel', 'es-ES': 'Cancelar' },
};

export const PARTS_RETURN_KIND_LABELS: Record<PartsReturnKind, Texts> = {
  new: { 'zh-CN': '新件返还', 'en-US': 'New-part return', 'es-ES': 'Devolución de piezas nuevas' },
  old: { 'zh-CN': '旧件返还', 'en-US': 'Old-part return', 'es-ES': 'Devolución de piezas usadas' },
};

export const PARTS_RETURN_INSPECTION_LABELS: Record<PartsReturnInspection, Texts> = {
  pending: { 'zh-CN': '待检验', 'en-US': 'To inspect', 'es-ES': 'Por inspeccionar' },
  accepted: { 'zh-CN': '合格', 'en-US': 'Accepted', 'es-ES': 'Aceptada' },
  rejected: { 'zh-CN': '不合格', 'en-US': 'Rejected', 'es-ES': 'Rechazada' },
};

export const PARTS_RTV_DESTINATION_LABELS: Record<PartsRtvDestination, Texts> = {
  hq: { 'zh-CN': '总部', 'en-US': 'Headquarters', 'es-ES': 'Sede central' },
  supplier: { 'zh-CN': '供应商', 'en-US': 'Supplier', 'es-ES': 'Proveedor' },
};

const dictOf = <K extends string>(type: string, description: string, keys: readonly K[], labels: Record<K, Texts>) => ({
  type,
  description,
  items: keys.map((k): [string, string, string, string] => [k, labels[k]['zh-CN'], labels[k]['en-US'], labels[k]['es-ES']]),
});

/** Dictionaries of parts returns, [value, zh-CN, en-US, es-ES]. */
export const PARTS_RETURN_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  dictOf('parts_return_kind', '返还类型', PARTS_RETURN_KINDS, PARTS_RETURN_KIND_LABELS),
  dictOf('parts_return_status', '返还单状态', PARTS_RETURN_STATUSES, PARTS_RETURN_STATUS_LABELS),
  dictOf('parts_return_inspection', '旧件检验结果', PARTS_RETURN_INSPECTIONS, PARTS_RETURN_INSPECTION_LABELS),
  dictOf('parts_rtv_destination', '返厂去向', PARTS_RTV_DESTINATIONS, PARTS_RTV_DESTINATION_LABELS),
];

const header: FieldDef[] = [
  { name: 'returnNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'kind', type: 'dict', dict: 'parts_return_kind', readOnly: true, filter: 'in' },
  { name: 'status', type: 'dict', dict: 'parts_return_status', readOnly: true, filter: 'in', sort: true },
  { name: 'deptId', type: 'ref', ref: 'sysDept', readOnly: true, filter: 'eq' },
  { name: 'warehouseId', type: 'ref', ref: 'basWarehouse', readOnly: true, filter: 'eq' },
  { name: 'targetWarehouseId', type: 'ref', ref: 'basWarehouse', readOnly: true, filter: 'eq' },
  { name: 'amount', type: 'money', readOnly: true, sort: true },
  { name: 'carrier', type: 'string', readOnly: true, list: false },
  { name: 'waybillNumber', type: 'string', readOnly: true, filter: 'like' },
  { name: 'shippedAt', type: 'datetime', readOnly: true, filter: 'range' },
  { name: 'receivedAt', type: 'datetime', readOnly: true, filter: 'range' },
  { name: 'rtvDestination', type: 'dict', dict: 'parts_rtv_destination', readOnly: true, list: false },
  { name: 'rtvWaybillNumber', type: 'string', readOnly: true, list: false },
  { name: 'rtvAt', type: 'datetime', readOnly: true, list: false },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'remark', type: 'text', readOnly: true, list: false },
];

const lines: FieldDef[] = [
  { name: 'partsId', type: 'ref', ref: 'basParts', required: true },
  { name: 'qty', type: 'int', required: true, min: 1, max: 9999 },
  { name: 'receivedQty', type: 'int', readOnly: true },
  { name: 'applyLineId', type: 'int', readOnly: true },
  { name: 'orderPartId', type: 'int', readOnly: true },
  { name: 'orderNo', type: 'string', readOnly: true },
  { name: 'unitPrice', type: 'money', readOnly: true },
  { name: 'amount', type: 'money', readOnly: true },
  { name: 'inspection', type: 'dict', dict: 'parts_return_inspection', readOnly: true },
  { name: 'rejectReason', type: 'string', readOnly: true },
  { name: 'remark', type: 'string', max: 255 },
];

/** The grid, detail and export of returns (the generic list, count, get and export routes); the commands are the parts module's own. */
export const partsReturnResource = {
  name: 'spPartsReturnHeader',
  key: 'partsReturn',
  permission: 'basic_sp_parts_return_header',
  readOnly: true,
  fields: header,
  defaultSort: { field: 'returnNo', order: 'desc' },
  label: ['returnNo'],
  lines: { fields: lines, min: 1, max: 100 },
} as const satisfies ResourceDef;

/** The reports of returns (spec section 7: /rpt/partsReturn, /rpt/partsNoReturn; getListPage, getListByExcel) and their permission prefixes (view, export). */
export const PARTS_RETURN_REPORT = { name: 'partsReturn', permission: 'basic_parts_return_report' } as const;
export const PARTS_NO_RETURN_REPORT = { name: 'partsNoReturn', permission: 'basic_parts_no_return' } as const;

/** Return lines with their document's header: a row per line. */
export const PARTS_RETURN_REPORT_SCREEN: ScreenDef = {
  key: 'partsReturnReport',
  permission: PARTS_RETURN_REPORT.permission,
  defaultSort: { field: 'returnNo', order: 'desc' },
  fields: [
    { name: 'returnNo', type: 'string', filter: 'like', sort: true },
    { name: 'kind', type: 'dict', dict: 'parts_return_kind', filter: 'in' },
    { name: 'status', type: 'dict', dict: 'parts_return_status', filter: 'in' },
    { name: 'deptId', type: 'ref', ref: 'sysDept', filter: 'eq', list: false },
    { name: 'deptName', type: 'string' },
    { name: 'targetWarehouseName', type: 'string' },
    { name: 'partsCode', type: 'string', filter: 'like', sort: true },
    { name: 'partsName', type: 'string' },
    { name: 'orderNo', type: 'string', filter: 'like' },
    { name: 'qty', type: 'int' },
    { name: 'receivedQty', type: 'int' },
    { name: 'unitPrice', type: 'money' },
    { name: 'amount', type: 'money', sort: true },
    { name: 'inspection', type: 'dict', dict: 'parts_return_inspection', filter: 'in' },
    { name: 'rejectReason', type: 'string' },
    { name: 'waybillNumber', type: 'string', filter: 'like' },
    { name: 'shippedAt', type: 'datetime', filter: 'range', sort: true },
    { name: 'receivedAt', type: 'datetime' },
  ],
};

/** Old parts past their deadline that have not left the outlet on a return (or whose return was rejected): a row per replaced part. */
export const PARTS_NO_RETURN_SCREEN: ScreenDef = {
  key: 'partsNoReturn',
  permission: PARTS_NO_RETURN_REPORT.permission,
  defaultSort: { field: 'deadline', order: 'asc' },
  fields: [
    { name: 'siteId', type: 'ref', ref: 'snUser', filter: 'eq', list: false },
    { name: 'siteName', type: 'string', sort: true },
    { name: 'orderNo', type: 'string', filter: 'like', sort: true },
    { name: 'completedAt', type: 'datetime' },
    { name: 'deadline', type: 'datetime', sort: true },
    { name: 'overdueDays', type: 'int', sort: true },
    { name: 'partsCode', type: 'string', filter: 'like', sort: true },
    { name: 'partsName', type: 'string' },
    { name: 'barcode', type: 'string' },
    { name: 'qty', type: 'int' },
    { name: 'factoryPrice', type: 'money' },
    { name: 'amount', type: 'money', sort: true },
    { name: 'rejectReason', type: 'string' },
  ],
};
