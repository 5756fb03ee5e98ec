/**
 * Requests an outlet files against one of its orders and the approval workflow decides (one shape, two kinds):
 * work-order appeals (soOrderAppeal, spec section 2 "work order appeal": the settlement rejection or an
 * assessment item of a finished order, within the item's appeal period) and fee applications (soApplyMoney, spec
 * section 7: an ad hoc fee on an open order, capped per claim by its special-fee subject).
 *
 * A request is saved (to submit), submitted (its process runs: the centre's step when needed, then
 * headquarters), then approved or rejected with a reason; a rejected one can be corrected and submitted again;
 * before approval it can be cancelled. An appeal can also be given up: the order's settlement is then suspended
 * (cancelled). The approval's effect on the order (settlement back to be settled, the fee added) is the server's.
 */
import type { FieldDef, ResourceDef } from '../resource.ts';
import { allowedIn, type Transition, transition } from '../state-machine.ts';

export const REQUEST_STATUSES = ['saved', 'review', 'approved', 'rejected', 'cancelled', 'givenUp'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Statuses of a request still open: an order has at most one open request of a kind. */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['saved', 'review', 'rejected'];

/** The fields of a request can change before review, or after a rejection. */
export const REQUEST_EDITABLE: readonly RequestStatus[] = ['saved', 'rejected'];

export interface RequestState {
  status: RequestStatus;
}

/** The kinds of permission a request's commands need; each kind maps them to its own permission codes. */
export type RequestPermissionKey = 'view' | 'add' | 'edit' | 'export' | 'audit' | 'giveUp';

export interface RequestActionDef extends Transition<RequestState> {
  permission: RequestPermissionKey;
  needsReason?: boolean;
  /** Moved by the end of the request's approval process, not by its own update. */
  byWorkflow?: boolean;
}

const FEE_ACTIONS = {
  submit: { permission: 'edit', when: { status: ['saved', 'rejected'] }, sets: { status: 'review' } },
  approve: { permission: 'audit', when: { status: ['review'] }, sets: { status: 'approved' }, byWorkflow: true },
  reject: { permission: 'audit', when: { status: ['review'] }, sets: { status: 'rejected' }, needsReason: true, byWorkflow: true },
  cancel: { permission: 'edit', when: { status: ['saved', 'review', 'rejected'] }, sets: { status: 'cancelled' }, needsReason: true },
} as const satisfies Record<string, RequestActionDef>;

/** A fee application's transition table. */
export const APPLY_MONEY_ACTIONS: Record<keyof typeof FEE_ACTIONS, RequestActionDef> = FEE_ACTIONS;

/** An appeal's: a fee application's, and giving up (the order's settlement is suspended). */
export const APPEAL_ACTIONS: Record<keyof typeof FEE_ACTIONS | 'giveUp', RequestActionDef> = {
  ...FEE_ACTIONS,
  giveUp: { permission: 'giveUp', when: { status: ['saved', 'rejected'] }, sets: { status: 'givenUp' } },
};

export type RequestAction = keyof typeof APPEAL_ACTIONS;

/** The state after the action, or null when it may not run from this state. */
export const applyRequestAction = (table: Partial<Record<RequestAction, RequestActionDef>>, state: RequestState, action: RequestAction): RequestState | null => {
  const def = table[action];
  return def ? transition(state, def) : null;
};

export const allowedRequestActions = (table: Partial<Record<RequestAction, RequestActionDef>>, state: RequestState): RequestAction[] =>
  allowedIn(table as Record<RequestAction, RequestActionDef>, state);

export const APPEAL_PERMISSIONS = {
  view: 'basic_so_order_appeal_view',
  add: 'basic_so_order_appeal_add',
  edit: 'basic_so_order_appeal_edit',
  export: 'basic_so_order_appeal_export',
  audit: 'basic_so_order_appeal_audit',
  giveUp: 'basic_so_order_appeal_give_up',
} as const satisfies Record<RequestPermissionKey, string>;

export const APPLY_MONEY_PERMISSIONS = {
  view: 'basic_so_apply_money_view',
  add: 'basic_so_apply_money_add',
  edit: 'basic_so_apply_money_edit',
  export: 'basic_so_apply_money_export',
  audit: 'basic_so_apply_money_audit',
} as const satisfies Partial<Record<RequestPermissionKey, string>>;

/** The most attachments a request carries. */
export const REQUEST_MAX_ATTACHMENTS = 9;

/** The fields both kinds share; `subject` names what the request is about (an assessment item, a special-fee subject). */
const requestFields = (subjectRef: string, subjectRequired: boolean): FieldDef[] => [
    { name: 'billNo', type: 'string', readOnly: true, filter: 'like', sort: true },
    { name: 'status', type: 'dict', dict: 'order_request_status', readOnly: true, filter: 'in', sort: true },
    { name: 'orderId', type: 'int', required: true, list: false, filter: 'eq' },
    { name: 'orderNo', type: 'string', readOnly: true, filter: 'like', sort: true },
    { name: 'subjectId', type: 'ref', ref: subjectRef, required: subjectRequired, filter: 'eq' },
    { name: 'amount', type: 'money', min: 0, max: 99999999, required: subjectRequired, sort: true },
    { name: 'reason', type: 'text', required: true, max: 500 },
    { name: 'applicantName', type: 'string', readOnly: true, filter: 'like' },
    { name: 'submittedAt', type: 'datetime', readOnly: true, sort: true },
    { name: 'deciderName', type: 'string', readOnly: true },
    { name: 'decidedAt', type: 'datetime', readOnly: true, sort: true },
    { name: 'decisionRemark', type: 'string', readOnly: true },
];

/**
 * Work-order appeals: against the settlement rejection of a finished order and/or an assessment item (its
 * appeal period and whether the centre decides first); the amount appealed, why, and the evidence.
 */
export const orderAppealResource = {
  name: 'soOrderAppeal',
  key: 'orderAppeal',
  permission: 'basic_so_order_appeal',
  // Written by its own commands (add, update, submit … with the state guarded): the generic routes only read.
  readOnly: true,
  fields: requestFields('basCheckSubject', false),
  defaultSort: { field: 'billNo', order: 'desc' },
  label: ['billNo'],
} as const satisfies ResourceDef;

/** Fee applications on an order: a special-fee subject, the amount (at most the subject's cap), why, photos. */
export const applyMoneyResource = {
  name: 'soApplyMoney',
  key: 'applyMoney',
  permission: 'basic_so_apply_money',
  readOnly: true,
  fields: requestFields('sfSpecialFeeSubject', true),
  defaultSort: { field: 'billNo', order: 'desc' },
  label: ['billNo'],
} as const satisfies ResourceDef;

/** The last moment an appeal may be filed: `days` whole days after the decision (an order's, an assessment sheet's issue); none below 0. */
export const appealDeadline = (decidedAt: Date, days: number): Date => new Date(decidedAt.getTime() + Math.max(0, days) * 86_400_000);

/** Dictionaries of order requests, [value, zh-CN, en-US, es-ES]. */
export const ORDER_REQUEST_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  {
    type: 'order_request_status',
    description: '工单申诉与费用申请状态',
    items: [
      ['saved', '待提交', 'To submit', 'Por enviar'],
      ['review', '审批中', 'Under approval', 'En aprobación'],
      ['approved', '已通过', 'Approved', 'Aprobada'],
      ['rejected', '已驳回', 'Rejected', 'Rechazada'],
      ['cancelled', '已取消', 'Cancelled', 'Cancelada'],
      ['givenUp', '已放弃', 'Given up', 'Abandonada'],
    ],
  },
];
