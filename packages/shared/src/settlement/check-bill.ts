/**
 * Assessment sheets (sfCheckBill; spec sections 2, 3, 5; docs/settlement.md, Assessment sheets): headquarters or a
 * centre raises a penalty or a reward from the assessment-item catalogue (basCheckSubject) against an outlet or one
 * of its orders; once issued the outlet may appeal within the item's appeal days (through the approval workflow),
 * and headquarters re-audits: the sheet is upheld, or revoked. What stands is taken by the next statement.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { type Transition, allowedIn, transition } from '../state-machine.ts';
import { appealDeadline } from '../work-orders/order-request.ts';

export const CHECK_BILL_STATUSES = ['draft', 'issued', 'appealing', 'upheld', 'revoked', 'settled', 'cancelled'] as const;
export type CheckBillStatus = (typeof CHECK_BILL_STATUSES)[number];

export const CHECK_BILL_TYPES = ['penalty', 'reward'] as const;
export type CheckBillType = (typeof CHECK_BILL_TYPES)[number];

export interface CheckBillState {
  status: CheckBillStatus;
}

export const CHECK_BILL_PERMISSIONS = {
  view: 'basic_sf_check_bill_view',
  add: 'basic_sf_check_bill_add',
  edit: 'basic_sf_check_bill_edit',
  /** Issue a draft, stop an issued sheet. */
  audit: 'basic_sf_check_bill_audit',
  /** The outlet appeals. */
  appeal: 'basic_sf_check_bill_appeal',
  /** Headquarters re-audits an appeal (the approval workflow's step). */
  reAudit: 'basic_sf_check_bill_reaudit',
  export: 'basic_sf_check_bill_export',
  import: 'basic_sf_check_bill_import',
} as const;
export type CheckBillPermission = keyof typeof CHECK_BILL_PERMISSIONS;

export interface CheckBillActionDef extends Transition<CheckBillState> {
  permission: CheckBillPermission;
  /** Asks for a reason (appeal, re-audit, stop, cancel). */
  reason?: boolean;
  /** Decided by the end of the appeal's approval process. */
  byWorkflow?: boolean;
  /** Taken by the server for another module (a statement settles a sheet), never offered as a button. */
  system?: boolean;
}

/**
 * A draft is edited, issued or cancelled. An issued sheet may be appealed by its outlet within the appeal days from
 * issue, or stopped by headquarters. The appeal's process ends in upheld (the appeal refused: the sheet stands),
 * revoked (the appeal accepted) or, withdrawn by the outlet, back in issued. A statement settles what stands.
 */
export const CHECK_BILL_ACTIONS = {
  update: { permission: 'edit', when: { status: ['draft'] }, sets: {} },
  issue: { permission: 'audit', when: { status: ['draft'] }, sets: { status: 'issued' } },
  cancel: { permission: 'edit', when: { status: ['draft'] }, sets: { status: 'cancelled' }, reason: true },
  appeal: { permission: 'appeal', when: { status: ['issued'] }, sets: { status: 'appealing' }, reason: true },
  uphold: { permission: 'reAudit', when: { status: ['appealing'] }, sets: { status: 'upheld' }, reason: true, byWorkflow: true },
  revoke: { permission: 'reAudit', when: { status: ['appealing'] }, sets: { status: 'revoked' }, reason: true, byWorkflow: true },
  withdraw: { permission: 'appeal', when: { status: ['appealing'] }, sets: { status: 'issued' }, reason: true, byWorkflow: true },
  stopCheck: { permission: 'audit', when: { status: ['issued'] }, sets: { status: 'revoked' }, reason: true },
  settle: { permission: 'audit', when: { status: ['issued', 'upheld'] }, sets: { status: 'settled' }, system: true },
} as const satisfies Record<string, CheckBillActionDef>;

export type CheckBillAction = keyof typeof CHECK_BILL_ACTIONS;
export const CHECK_BILL_ACTION_NAMES = Object.keys(CHECK_BILL_ACTIONS) as CheckBillAction[];

export const applyCheckBillAction = (state: CheckBillState, action: CheckBillAction): CheckBillState | null => transition(state, CHECK_BILL_ACTIONS[action] as CheckBillActionDef);
export const allowedCheckBillActions = (state: CheckBillState): CheckBillAction[] => allowedIn(CHECK_BILL_ACTIONS as Record<CheckBillAction, CheckBillActionDef>, state);

/** Whether the outlet may still appeal at `now`: until issue + appeal days (0 days: no appeal, the sheet stands when issued). */
export const mayAppeal = (issuedAt: Date, appealDays: number, now: Date): boolean => appealDays > 0 && now.getTime() <= appealDeadline(issuedAt, appealDays).getTime();

/** Whether a sheet stands by `at` (a statement's period end): upheld, or issued and past its appeal days. */
export function standsBy(sheet: { status: CheckBillStatus; issuedAt: Date | null; appealDays: number }, at: Date): boolean {
  if (sheet.status === 'upheld') return true;
  return sheet.status === 'issued' && sheet.issuedAt !== null && appealDeadline(sheet.issuedAt, sheet.appealDays).getTime() < at.getTime();
}

/** What a sheet adds to a statement: a reward its amount, a penalty the amount taken (negative). */
export const settledAmount = (type: CheckBillType, amount: string): string => (type === 'penalty' ? `-${amount.replace(/^-/, '')}` : amount);

/** The approval process an appeal goes through (the workflow's definition key and business type): headquarters re-audits. */
export const CHECK_BILL_APPEAL_PROCESS = 'sfCheckBillAppeal';

export const CHECK_BILL_STATUS_LABELS: Record<CheckBillStatus, Texts> = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft', 'es-ES': 'Borrador' },
  issued: { 'zh-CN': '已下发', 'en-US': 'Issued', 'es-ES': 'Emitida' },
  appealing: { 'zh-CN': '申诉中', 'en-US': 'Under appeal', 'es-ES': 'En apelación' },
  upheld: { 'zh-CN': '维持', 'en-US': 'Upheld', 'es-ES': 'Confirmada' },
  revoked: { 'zh-CN': '已撤销', 'en-US': 'Revoked', 'es-ES': 'Revocada' },
  settled: { 'zh-CN': '已结算', 'en-US': 'Settled', 'es-ES': 'Liquidada' },
  cancelled: { 'zh-CN': '已作废', 'en-US': 'Cancelled', 'es-ES': 'Anulada' },
};

export const CHECK_BILL_ACTION_LABELS: Record<CheckBillAction, Texts> = {
  update: { 'zh-CN': '修改', 'en-US': 'Edit', 'es-ES': 'Modificar' },
  issue: { 'zh-CN': '下发', 'en-US': 'Issue', 'es-ES': 'Emitir' },
  cancel: { 'zh-CN': '作废', 'en-US': 'Cancel sheet', 'es-ES': 'Anular' },
  appeal: { 'zh-CN': '申诉', 'en-US': 'Appeal', 'es-ES': 'Apelar' },
  uphold: { 'zh-CN': '复审维持', 'en-US': 'Uphold', 'es-ES': 'Confirmar' },
  revoke: { 'zh-CN': '复审撤销', 'en-US': 'Revoke', 'es-ES': 'Revocar' },
  withdraw: { 'zh-CN': '撤回申诉', 'en-US': 'Withdraw appeal', 'es-ES': 'Retirar apelación' },
  stopCheck: { 'zh-CN': '停止考核', 'en-US': 'Stop', 'es-ES': 'Detener' },
  settle: { 'zh-CN': '结算', 'en-US': 'Settle', 'es-ES': 'Liquidar' },
};

export const CHECK_BILL_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'check_bill_status', description: '考核单状态', items: CHECK_BILL_STATUSES.map((s) => [s, CHECK_BILL_STATUS_LABELS[s]['zh-CN'], CHECK_BILL_STATUS_LABELS[s]['en-US'], CHECK_BILL_STATUS_LABELS[s]['es-ES']]) },
];

const fields: FieldDef[] = [
  { name: 'billNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'check_bill_status', readOnly: true, filter: 'in', sort: true },
  { name: 'siteId', type: 'ref', ref: 'snUser', readOnly: true, filter: 'eq' },
  { name: 'orderNo', type: 'string', readOnly: true, filter: 'like' },
  { name: 'subjectId', type: 'ref', ref: 'basCheckSubject', readOnly: true, filter: 'eq' },
  { name: 'subjectType', type: 'dict', dict: 'check_subject_type', readOnly: true, filter: 'in' },
  { name: 'amount', type: 'money', readOnly: true, sort: true },
  { name: 'appealDays', type: 'int', readOnly: true, list: false },
  { name: 'issuedAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'appealDeadline', type: 'datetime', readOnly: true },
  { name: 'remark', type: 'text', readOnly: true },
  { name: 'appealReason', type: 'text', readOnly: true, list: false },
  { name: 'reAuditRemark', type: 'text', readOnly: true, list: false },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
];

/** The grid, detail and export of sheets (the generic list, count, get and export routes); the commands are the module's own. */
export const checkBillResource = {
  name: 'sfCheckBill',
  key: 'checkBill',
  permission: 'basic_sf_check_bill',
  readOnly: true,
  fields,
  defaultSort: { field: 'billNo', order: 'desc' },
  label: ['billNo'],
} as const satisfies ResourceDef;

/**
 * A spreadsheet of sheets (the spec's sfCheckBill import): each row raises a draft as the add does, naming the
 * outlet and the item by code or name and the order, if any, by its number; the amount, when empty, is the item's.
 */
export const checkBillImportResource = {
  name: 'sfCheckBill',
  key: 'checkBill',
  permission: 'basic_sf_check_bill',
  fields: [
    { name: 'siteId', type: 'ref', ref: 'snUser', required: true },
    { name: 'subjectId', type: 'ref', ref: 'basCheckSubject', required: true },
    { name: 'orderNo', type: 'string', max: 32 },
    { name: 'amount', type: 'money', min: 0.01, max: 999_999_999_999.99 },
    { name: 'remark', type: 'text', required: true, requiredMessage: 'checkBillRemarkRequired', max: 500 },
  ],
} as const satisfies ResourceDef;
