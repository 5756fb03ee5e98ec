/**
 * Billing slips (结算单据, spec sections 2, 3, 4; docs/settlement.md, Bill posting and billing slips): the record of how
 * a paid statement's money went to its outlet: the payee's and the payer's bank data, the handling fee the transfer
 * cost, the actual amount (amount less the fee), the payment date, the estimated and actual arrival dates and the
 * bank's image. It goes through approval (the workflow process `sfBillSlip`) and never moves money itself: paying the
 * statement already posted it on the outlet's account.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { type Transition, allowedIn, transition } from '../state-machine.ts';
import { dec } from './money.ts';

export const BILL_SLIP_STATUSES = ['pendingApproval', 'approved', 'rejected', 'arrived', 'cancelled'] as const;
export type BillSlipStatus = (typeof BILL_SLIP_STATUSES)[number];

export interface BillSlipState {
  status: BillSlipStatus;
}

export const BILL_SLIP_PERMISSIONS = {
  view: 'basic_sf_bill_slip_view',
  /** Make a slip for a paid statement (it goes to approval at once). */
  add: 'basic_sf_bill_slip_add',
  /** Correct a rejected slip, submit it again, withdraw it from approval, cancel it. */
  edit: 'basic_sf_bill_slip_edit',
  /** Decide the approval process's step. */
  approve: 'basic_sf_bill_slip_approve',
  /** Record the money's actual arrival (headquarters, or the outlet confirming it). */
  arrive: 'basic_sf_bill_slip_arrive',
  export: 'basic_sf_bill_slip_export',
} as const;
export type BillSlipPermission = keyof typeof BILL_SLIP_PERMISSIONS;

export interface BillSlipActionDef extends Transition<BillSlipState> {
  permission: BillSlipPermission;
  /** Asks for a reason. */
  reason?: boolean;
  /** Decided by the end of the approval process (the server moves the slip when the process ends). */
  byWorkflow?: boolean;
}

/**
 * A slip is made pending approval. The process ends in approved, or rejected (by the approver, or withdrawn by its
 * maker): a rejected slip is corrected and submitted again, or cancelled, which frees its statement for another
 * slip. An approved slip is closed by the money's actual arrival.
 */
export const BILL_SLIP_ACTIONS = {
  approve: { permission: 'approve', when: { status: ['pendingApproval'] }, sets: { status: 'approved' }, byWorkflow: true },
  reject: { permission: 'approve', when: { status: ['pendingApproval'] }, sets: { status: 'rejected' }, reason: true, byWorkflow: true },
  withdraw: { permission: 'edit', when: { status: ['pendingApproval'] }, sets: { status: 'rejected' }, reason: true, byWorkflow: true },
  update: { permission: 'edit', when: { status: ['rejected'] }, sets: {} },
  submit: { permission: 'edit', when: { status: ['rejected'] }, sets: { status: 'pendingApproval' } },
  cancel: { permission: 'edit', when: { status: ['rejected'] }, sets: { status: 'cancelled' }, reason: true },
  arrive: { permission: 'arrive', when: { status: ['approved'] }, sets: { status: 'arrived' } },
} as const satisfies Record<string, BillSlipActionDef>;

export type BillSlipAction = keyof typeof BILL_SLIP_ACTIONS;
export const BILL_SLIP_ACTION_NAMES = Object.keys(BILL_SLIP_ACTIONS) as BillSlipAction[];

export const applyBillSlipAction = (state: BillSlipState, action: BillSlipAction): BillSlipState | null => transition(state, BILL_SLIP_ACTIONS[action] as BillSlipActionDef);
export const allowedBillSlipActions = (state: BillSlipState): BillSlipAction[] => allowedIn(BILL_SLIP_ACTIONS as Record<BillSlipAction, BillSlipActionDef>, state);

/** The approval process a slip goes through (the workflow's definition key and business type). */
export const BILL_SLIP_PROCESS = 'sfBillSlip';

/** The actual amount: the amount less the handling fee, exact (both carry two decimals). */
export const slipActualAmount = (amount: string, handlingFee: string): string => dec(amount).minus(dec(handlingFee)).toFixed(2);

/** Why a slip's handling fee or dates are refused, by field; empty when they stand. Dates are YYYY-MM-DD (compared as text). */
export function slipProblems(slip: { amount: string; handlingFee: string; paymentDate: string; estimatedArrivalDate?: string | null; actualArrivalDate?: string | null }): { field: string; code: 'billSlipFeeTooHigh' | 'billSlipBeforePayment' }[] {
  const problems: { field: string; code: 'billSlipFeeTooHigh' | 'billSlipBeforePayment' }[] = [];
  if (dec(slip.handlingFee).gte(dec(slip.amount))) problems.push({ field: 'handlingFee', code: 'billSlipFeeTooHigh' });
  for (const field of ['estimatedArrivalDate', 'actualArrivalDate'] as const) {
    const date = slip[field];
    if (date && date < slip.paymentDate) problems.push({ field, code: 'billSlipBeforePayment' });
  }
  return problems;
}

export const BILL_SLIP_STATUS_LABELS: Record<BillSlipStatus, Texts> = {
  pendingApproval: { 'zh-CN': '待审批', 'en-US': 'Pending approval', 'es-ES': 'Pendiente de aprobación' },
  approved: { 'zh-CN': '已审批', 'en-US': 'Approved', 'es-ES': 'Aprobado' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected', 'es-ES': 'Rechazado' },
  arrived: { 'zh-CN': '已到账', 'en-US': 'Arrived', 'es-ES': 'Abonado' },
  cancelled: { 'zh-CN': '已作废', 'en-US': 'Cancelled', 'es-ES': 'Anulado' },
};

export const BILL_SLIP_ACTION_LABELS: Record<BillSlipAction, Texts> = {
  approve: { 'zh-CN': '审批通过', 'en-US': 'Approve', 'es-ES': 'Aprobar' },
  reject: { 'zh-CN': '驳回', 'en-US': 'Reject', 'es-ES': 'Rechazar' },
  withdraw: { 'zh-CN': '撤回审批', 'en-US': 'Withdraw', 'es-ES': 'Retirar' },
  update: { 'zh-CN': '修改', 'en-US': 'Edit', 'es-ES': 'Modificar' },
  submit: { 'zh-CN': '重新提交', 'en-US': 'Submit again', 'es-ES': 'Volver a enviar' },
  cancel: { 'zh-CN': '作废', 'en-US': 'Cancel slip', 'es-ES': 'Anular' },
  arrive: { 'zh-CN': '确认到账', 'en-US': 'Confirm arrival', 'es-ES': 'Confirmar abono' },
};

export const BILL_SLIP_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'sf_bill_slip_status', description: '结算单据状态', items: BILL_SLIP_STATUSES.map((s) => [s, BILL_SLIP_STATUS_LABELS[s]['zh-CN'], BILL_SLIP_STATUS_LABELS[s]['en-US'], BILL_SLIP_STATUS_LABELS[s]['es-ES']]) },
];

const fields: FieldDef[] = [
  { name: 'slipNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'sf_bill_slip_status', readOnly: true, filter: 'in', sort: true },
  { name: 'siteId', type: 'ref', ref: 'snUser', readOnly: true, filter: 'eq' },
  { name: 'billNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'postingSubjectId', type: 'ref', ref: 'basFinSubject', readOnly: true, filter: 'eq' },
  { name: 'yearMonth', type: 'string', readOnly: true, filter: 'eq', sort: true },
  { name: 'amount', type: 'money', readOnly: true, sort: true },
  { name: 'handlingFee', type: 'money', readOnly: true },
  { name: 'actualAmount', type: 'money', readOnly: true, sort: true },
  { name: 'paymentDate', type: 'date', readOnly: true, filter: 'range', sort: true },
  { name: 'estimatedArrivalDate', type: 'date', readOnly: true, filter: 'range', sort: true },
  { name: 'actualArrivalDate', type: 'date', readOnly: true, filter: 'range', sort: true },
  { name: 'payeeName', type: 'string', readOnly: true, list: false },
  { name: 'payeeBank', type: 'string', readOnly: true, list: false },
  { name: 'payeeAccount', type: 'string', readOnly: true, list: false },
  { name: 'payerName', type: 'string', readOnly: true, list: false },
  { name: 'payerBank', type: 'string', readOnly: true, list: false },
  { name: 'payerAccount', type: 'string', readOnly: true, list: false },
  { name: 'remark', type: 'text', readOnly: true, list: false },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
];

/** The slips' grid, detail and export (the generic list, count, get and export routes); the commands are the module's own. */
export const billSlipResource = {
  name: 'sfBillSlip',
  key: 'billSlip',
  permission: 'basic_sf_bill_slip',
  readOnly: true,
  fields,
  defaultSort: { field: 'slipNo', order: 'desc' },
  label: ['slipNo'],
} as const satisfies ResourceDef;
