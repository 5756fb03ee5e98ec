/**
 * Settlement statements (sfBatchSettle; spec sections 2-4, docs/settlement.md "Statements"): headquarters settles a
 * period for a set of outlets in one batch, one statement per outlet with a line per order, assessment sheet, fee
 * application and old part not returned; the statement then goes to the outlet, comes back confirmed (or objected
 * to), is invoiced, checked and paid. The table is what the server's guarded commands and the screens' buttons read.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { allowedIn, type Transition, transition } from '../state-machine.ts';

/** Spec section 4, settlement statement status. */
export const STATEMENT_STATUSES = ['generated', 'toConfirm', 'confirmed', 'objection', 'toInvoice', 'invoiced', 'invoiceReceived', 'settled', 'cancelled'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** A statement holds its lines (and so its orders, sheets, fees, deductions) unless cancelled. */
export const LIVE_STATEMENT_STATUSES: readonly StatementStatus[] = STATEMENT_STATUSES.filter((s) => s !== 'cancelled');

export interface StatementState {
  status: StatementStatus;
}

/** What a line settles: an order (its fee total less its fee applications), an assessment sheet (reward +, penalty -), an approved fee application, an old part not returned (-). */
export const STATEMENT_LINE_KINDS = ['order', 'sheet', 'fee', 'deduction'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export const STATEMENT_PERMISSIONS = {
  view: 'basic_sf_batch_settle_view',
  /** Initiate a batch (headquarters or a centre, for the outlets it sees). */
  add: 'basic_sf_batch_settle_add',
  /** Headquarters' side: send, regenerate, release for invoicing, check the invoice, cancel. */
  audit: 'basic_sf_batch_settle_audit',
  /** The outlet's side: confirm, object, upload its invoice. */
  confirm: 'basic_sf_batch_settle_confirm',
  pay: 'basic_sf_batch_settle_pay',
  export: 'basic_sf_batch_settle_export',
} as const;
export type StatementPermission = keyof typeof STATEMENT_PERMISSIONS;

/** What an action asks for besides the statement: a reason (object, return the invoice, cancel), the invoice (invoice). */
export type StatementInput = 'reason' | 'invoice';

export interface StatementActionDef extends Transition<StatementState> {
  permission: StatementPermission;
  input?: StatementInput;
}

/**
 * Headquarters sends a generated statement to its outlet; the outlet confirms it or objects with a reason;
 * headquarters answers an objection by regenerating (the lines recomputed, back to generated) or cancelling;
 * once confirmed it is released for invoicing; the outlet uploads its invoice; headquarters receives it (its amount
 * must equal the statement's total) or returns it with a reason, then pays. Cancelling gives the orders back to the
 * pool; nothing invoiced may be cancelled.
 */
export const STATEMENT_ACTIONS = {
  send: { permission: 'audit', when: { status: ['generated'] }, sets: { status: 'toConfirm' } },
  confirm: { permission: 'confirm', when: { status: ['toConfirm'] }, sets: { status: 'confirmed' } },
  object: { permission: 'confirm', when: { status: ['toConfirm'] }, sets: { status: 'objection' }, input: 'reason' },
  regenerate: { permission: 'audit', when: { status: ['generated', 'objection'] }, sets: { status: 'generated' } },
  askInvoice: { permission: 'audit', when: { status: ['confirmed'] }, sets: { status: 'toInvoice' } },
  invoice: { permission: 'confirm', when: { status: ['toInvoice'] }, sets: { status: 'invoiced' }, input: 'invoice' },
  returnInvoice: { permission: 'audit', when: { status: ['invoiced'] }, sets: { status: 'toInvoice' }, input: 'reason' },
  receiveInvoice: { permission: 'audit', when: { status: ['invoiced'] }, sets: { status: 'invoiceReceived' } },
  pay: { permission: 'pay', when: { status: ['invoiceReceived'] }, sets: { status: 'settled' } },
  cancel: { permission: 'audit', when: { status: ['generated', 'toConfirm', 'objection', 'confirmed', 'toInvoice'] }, sets: { status: 'cancelled' }, input: 'reason' },
} as const satisfies Record<string, StatementActionDef>;

export type StatementAction = keyof typeof STATEMENT_ACTIONS;
export const STATEMENT_ACTION_NAMES = Object.keys(STATEMENT_ACTIONS) as StatementAction[];

/** The state after the action, or null when the state forbids it. */
export const applyStatementAction = (state: StatementState, action: StatementAction): StatementState | null => transition(state, STATEMENT_ACTIONS[action] as StatementActionDef);

export const allowedStatementActions = (state: StatementState): StatementAction[] => allowedIn(STATEMENT_ACTIONS as Record<StatementAction, StatementActionDef>, state);

/** Why an order in the pool may not be settled yet. */
export const HOLD_REASONS = ['noPhotos', 'openAppeal', 'oldPartNotReturned', 'picRejected'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** The most outlets one batch settles. */
export const BATCH_MAX_SITES = 1000;

/** The invoice an outlet uploads: its number, amount and tax rate, the SAP billing fields, the scanned image (a file id). */
export interface StatementInvoice {
  invoiceNo: string;
  invoiceAmount: string;
  taxRate: string;
  vbeln?: string | null;
  vgbel?: string | null;
  aubel?: string | null;
  name1?: string | null;
  fkdat?: string | null;
  kunnr?: string | null;
  invoiceImage?: number | null;
}

export const STATEMENT_STATUS_LABELS: Record<StatementStatus, Texts> = {
  generated: { 'zh-CN': '已生成', 'en-US': 'Generated', 'es-ES': 'Generado' },
  toConfirm: { 'zh-CN': '待确认', 'en-US': 'To confirm', 'es-ES': 'Por confirmar' },
  confirmed: { 'zh-CN': '已确认', 'en-US': 'Confirmed', 'es-ES': 'Confirmado' },
  objection: { 'zh-CN': '有异议', 'en-US': 'Objection', 'es-ES': 'Con objeción' },
  toInvoice: { 'zh-CN': '待开票', 'en-US': 'To invoice', 'es-ES': 'Por facturar' },
  invoiced: { 'zh-CN': '已开票', 'en-US': 'Invoiced', 'es-ES': 'Facturado' },
  invoiceReceived: { 'zh-CN': '已收票', 'en-US': 'Invoice received', 'es-ES': 'Factura recibida' },
  settled: { 'zh-CN': '已结算', 'en-US': 'Settled', 'es-ES': 'Liquidado' },
  cancelled: { 'zh-CN': '已作废', 'en-US': 'Cancelled', 'es-ES': 'Anulado' },
};

export const STATEMENT_ACTION_LABELS: Record<StatementAction, Texts> = {
  send: { 'zh-CN': '发送网点', 'en-US': 'Send to outlet', 'es-ES': 'Enviar al punto' },
  confirm: { 'zh-CN': '确认', 'en-US': 'Confirm', 'es-ES': 'Confirmar' },
  object: { 'zh-CN': '提出异议', 'en-US': 'Raise objection', 'es-ES': 'Objetar' },
  regenerate: { 'zh-CN': '重新生成', 'en-US': 'Regenerate', 'es-ES': 'Regenerar' },
  askInvoice: { 'zh-CN': '通知开票', 'en-US': 'Ask for invoice', 'es-ES': 'Pedir factura' },
  invoice: { 'zh-CN': '上传发票', 'en-US': 'Upload invoice', 'es-ES': 'Subir factura' },
  returnInvoice: { 'zh-CN': '退回发票', 'en-US': 'Return invoice', 'es-ES': 'Devolver factura' },
  receiveInvoice: { 'zh-CN': '收票', 'en-US': 'Receive invoice', 'es-ES': 'Recibir factura' },
  pay: { 'zh-CN': '付款', 'en-US': 'Pay', 'es-ES': 'Pagar' },
  cancel: { 'zh-CN': '作废', 'en-US': 'Cancel', 'es-ES': 'Anular' },
};

export const HOLD_REASON_LABELS: Record<HoldReason, Texts> = {
  noPhotos: { 'zh-CN': '缺少完工照片', 'en-US': 'Completion photos missing', 'es-ES': 'Faltan fotos de cierre' },
  openAppeal: { 'zh-CN': '申诉未结', 'en-US': 'Appeal open', 'es-ES': 'Apelación abierta' },
  oldPartNotReturned: { 'zh-CN': '旧件未返', 'en-US': 'Old part not returned', 'es-ES': 'Pieza usada no devuelta' },
  picRejected: { 'zh-CN': '图片审核驳回', 'en-US': 'Photos rejected at review', 'es-ES': 'Fotos rechazadas en la revisión' },
};

export const STATEMENT_LINE_KIND_LABELS: Record<StatementLineKind, Texts> = {
  order: { 'zh-CN': '工单', 'en-US': 'Order', 'es-ES': 'Orden' },
  sheet: { 'zh-CN': '考核单', 'en-US': 'Assessment sheet', 'es-ES': 'Hoja de evaluación' },
  fee: { 'zh-CN': '费用申请', 'en-US': 'Fee application', 'es-ES': 'Solicitud de cargo' },
  deduction: { 'zh-CN': '旧件未返扣款', 'en-US': 'Old part not returned', 'es-ES': 'Pieza usada no devuelta' },
};

/** The printed statement's labels (the PDF the server draws in the viewer's language; docs/settlement.md "The statement as a PDF"). */
export const STATEMENT_PDF_TEXTS = {
  title: { 'zh-CN': '结算单', 'en-US': 'Settlement statement', 'es-ES': 'Estado de cuenta de liquidación' },
  company: { 'zh-CN': '公司', 'en-US': 'Company', 'es-ES': 'Empresa' },
  outlet: { 'zh-CN': '网点', 'en-US': 'Outlet', 'es-ES': 'Punto de servicio' },
  statementNo: { 'zh-CN': '结算单号', 'en-US': 'Statement no.', 'es-ES': 'N.º de estado' },
  batchNo: { 'zh-CN': '批次号', 'en-US': 'Batch no.', 'es-ES': 'N.º de lote' },
  period: { 'zh-CN': '结算期间', 'en-US': 'Period', 'es-ES': 'Periodo' },
  status: { 'zh-CN': '状态', 'en-US': 'Status', 'es-ES': 'Estado' },
  createdAt: { 'zh-CN': '生成时间', 'en-US': 'Generated', 'es-ES': 'Generado el' },
  printedAt: { 'zh-CN': '打印时间', 'en-US': 'Printed', 'es-ES': 'Impreso el' },
  code: { 'zh-CN': '编码', 'en-US': 'Code', 'es-ES': 'Código' },
  address: { 'zh-CN': '地址', 'en-US': 'Address', 'es-ES': 'Dirección' },
  phone: { 'zh-CN': '电话', 'en-US': 'Phone', 'es-ES': 'Teléfono' },
  contact: { 'zh-CN': '联系人', 'en-US': 'Contact', 'es-ES': 'Contacto' },
  taxNumber: { 'zh-CN': '税号', 'en-US': 'Tax number', 'es-ES': 'NIF' },
  bankName: { 'zh-CN': '开户银行', 'en-US': 'Bank', 'es-ES': 'Banco' },
  bankAccount: { 'zh-CN': '银行账号', 'en-US': 'Bank account', 'es-ES': 'Cuenta bancaria' },
  summary: { 'zh-CN': '汇总（元）', 'en-US': 'Summary (yuan)', 'es-ES': 'Resumen (yuanes)' },
  orderCount: { 'zh-CN': '工单数', 'en-US': 'Orders', 'es-ES': 'Órdenes' },
  orderAmount: { 'zh-CN': '工单金额', 'en-US': 'Orders amount', 'es-ES': 'Importe de órdenes' },
  feeAmount: { 'zh-CN': '费用申请金额', 'en-US': 'Fee applications', 'es-ES': 'Solicitudes de cargo' },
  sheetAmount: { 'zh-CN': '考核金额', 'en-US': 'Assessments', 'es-ES': 'Evaluaciones' },
  deductionAmount: { 'zh-CN': '旧件扣款', 'en-US': 'Old-part deductions', 'es-ES': 'Deducciones por piezas' },
  totalAmount: { 'zh-CN': '结算总额', 'en-US': 'Total', 'es-ES': 'Total' },
  invoice: { 'zh-CN': '发票', 'en-US': 'Invoice', 'es-ES': 'Factura' },
  invoiceNo: { 'zh-CN': '发票号', 'en-US': 'Invoice no.', 'es-ES': 'N.º de factura' },
  invoiceAmount: { 'zh-CN': '发票金额', 'en-US': 'Invoice amount', 'es-ES': 'Importe de la factura' },
  taxRate: { 'zh-CN': '税率（%）', 'en-US': 'Tax rate (%)', 'es-ES': 'Tipo impositivo (%)' },
  lines: { 'zh-CN': '结算明细', 'en-US': 'Statement lines', 'es-ES': 'Líneas del estado' },
  lineNo: { 'zh-CN': '序号', 'en-US': 'No.', 'es-ES': 'N.º' },
  kind: { 'zh-CN': '类型', 'en-US': 'Kind', 'es-ES': 'Tipo' },
  sourceNo: { 'zh-CN': '单据号', 'en-US': 'Document no.', 'es-ES': 'N.º de documento' },
  orderNo: { 'zh-CN': '工单号', 'en-US': 'Order no.', 'es-ES': 'N.º de orden' },
  amount: { 'zh-CN': '金额（元）', 'en-US': 'Amount (yuan)', 'es-ES': 'Importe (yuanes)' },
  remark: { 'zh-CN': '说明', 'en-US': 'Remark', 'es-ES': 'Observación' },
  total: { 'zh-CN': '合计', 'en-US': 'Total', 'es-ES': 'Total' },
  noLines: { 'zh-CN': '没有明细', 'en-US': 'No lines', 'es-ES': 'Sin líneas' },
  signCompany: { 'zh-CN': '公司（签章）', 'en-US': 'For the company (signature, stamp)', 'es-ES': 'Por la empresa (firma y sello)' },
  signOutlet: { 'zh-CN': '网点（签章）', 'en-US': 'For the outlet (signature, stamp)', 'es-ES': 'Por el punto de servicio (firma y sello)' },
  date: { 'zh-CN': '日期', 'en-US': 'Date', 'es-ES': 'Fecha' },
  page: { 'zh-CN': '第 {n} 页，共 {of} 页', 'en-US': 'Page {n} of {of}', 'es-ES': 'Página {n} de {of}' },
} as const satisfies Record<string, Texts>;

const dictOf = <K extends string>(labels: Record<K, Texts>, keys: readonly K[]): [string, string, string, string][] => keys.map((k) => [k, labels[k]['zh-CN'], labels[k]['en-US'], labels[k]['es-ES']]);

/** Dictionaries of statements, [value, zh-CN, en-US, es-ES]. */
export const STATEMENT_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'sf_statement_status', description: '结算单状态', items: dictOf(STATEMENT_STATUS_LABELS, STATEMENT_STATUSES) },
  { type: 'sf_statement_line_kind', description: '结算明细类型', items: dictOf(STATEMENT_LINE_KIND_LABELS, STATEMENT_LINE_KINDS) },
];

const header: FieldDef[] = [
  { name: 'statementNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'sf_statement_status', readOnly: true, filter: 'in', sort: true },
  { name: 'siteId', type: 'ref', ref: 'snUser', readOnly: true, filter: 'eq' },
  { name: 'batchNo', type: 'string', readOnly: true, filter: 'like' },
  { name: 'periodStart', type: 'date', readOnly: true, filter: 'range', sort: true },
  { name: 'periodEnd', type: 'date', readOnly: true, filter: 'range', sort: true },
  { name: 'orderCount', type: 'int', readOnly: true },
  { name: 'orderAmount', type: 'money', readOnly: true },
  { name: 'sheetAmount', type: 'money', readOnly: true },
  { name: 'feeAmount', type: 'money', readOnly: true },
  { name: 'deductionAmount', type: 'money', readOnly: true },
  { name: 'totalAmount', type: 'money', readOnly: true, sort: true },
  { name: 'invoiceNo', type: 'string', readOnly: true, filter: 'like' },
  { name: 'invoiceAmount', type: 'money', readOnly: true, list: false },
  { name: 'paidAt', type: 'datetime', readOnly: true, filter: 'range' },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
];

/** The statements grid and its export (generic list, count, get, export in the caller's data scope); the commands are the settlement module's own. */
export const statementResource = {
  name: 'sfBatchSettle',
  key: 'statement',
  permission: 'basic_sf_batch_settle',
  readOnly: true,
  fields: header,
  defaultSort: { field: 'statementNo', order: 'desc' },
  label: ['statementNo'],
} as const satisfies ResourceDef;

/** A statement's lines, listed and exported by statement (the detail's Excel export goes through the export tasks). */
export const statementLineResource = {
  name: 'sfBatchSettleLine',
  key: 'statementLine',
  permission: 'basic_sf_batch_settle',
  readOnly: true,
  fields: [
    { name: 'statementId', type: 'int', readOnly: true, filter: 'eq', list: false },
    { name: 'kind', type: 'dict', dict: 'sf_statement_line_kind', readOnly: true, filter: 'in', sort: true },
    { name: 'sourceNo', type: 'string', readOnly: true, filter: 'like', sort: true },
    { name: 'orderNo', type: 'string', readOnly: true, filter: 'like' },
    { name: 'amount', type: 'money', readOnly: true, sort: true },
    { name: 'remark', type: 'string', readOnly: true },
  ],
  defaultSort: { field: 'kind', order: 'asc' },
  label: ['sourceNo'],
} as const satisfies ResourceDef;
