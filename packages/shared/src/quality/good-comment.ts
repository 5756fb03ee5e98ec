/**
 * Good-comment applications (wkGoodCommentApply; spec sections 2 and 7; docs/customer-care.md "Quality and accident
 * reports, good comments"): an outlet claims a reward for an order the customer praised (the praise as text with
 * evidence attachments, the amount claimed); headquarters checks it: approves with the amount granted (at most the
 * amount claimed), which becomes the order's reward fee in the same transaction, or rejects it with a reason. An order
 * has at most one live claim (pending or approved); a rejected one may be claimed again.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { type Transition, allowedIn, transition } from '../state-machine.ts';

export const GOOD_COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GoodCommentStatus = (typeof GOOD_COMMENT_STATUSES)[number];

/** The claims that hold their order: no second claim while one of these stands. */
export const GOOD_COMMENT_LIVE: readonly GoodCommentStatus[] = ['pending', 'approved'];

export interface GoodCommentState {
  status: GoodCommentStatus;
}

export const GOOD_COMMENT_PERMISSIONS = {
  view: 'basic_wk_good_comment_apply_view',
  /** An outlet claims for its order. */
  add: 'basic_wk_good_comment_apply_add',
  /** Headquarters approves or rejects (the spec's check). */
  check: 'basic_wk_good_comment_apply_check',
  export: 'basic_wk_good_comment_apply_export',
} as const;
export type GoodCommentPermission = keyof typeof GOOD_COMMENT_PERMISSIONS;

export interface GoodCommentActionDef extends Transition<GoodCommentState> {
  permission: GoodCommentPermission;
  /** Asks for a reason (reject). */
  reason?: boolean;
}

/** Both answers of the spec's `check` verb. */
export const GOOD_COMMENT_ACTIONS = {
  approve: { permission: 'check', when: { status: ['pending'] }, sets: { status: 'approved' } },
  reject: { permission: 'check', when: { status: ['pending'] }, sets: { status: 'rejected' }, reason: true },
} as const satisfies Record<string, GoodCommentActionDef>;

export type GoodCommentAction = keyof typeof GOOD_COMMENT_ACTIONS;
export const GOOD_COMMENT_ACTION_NAMES = Object.keys(GOOD_COMMENT_ACTIONS) as GoodCommentAction[];

export const applyGoodCommentAction = (state: GoodCommentState, action: GoodCommentAction): GoodCommentState | null => transition(state, GOOD_COMMENT_ACTIONS[action] as GoodCommentActionDef);
export const allowedGoodCommentActions = (state: GoodCommentState): GoodCommentAction[] => allowedIn(GOOD_COMMENT_ACTIONS as Record<GoodCommentAction, GoodCommentActionDef>, state);

/** The granted amount in cents must be positive and at most the claimed one (both scaled integers). */
export const grantFits = (claimedCents: number, grantedCents: number): boolean => grantedCents > 0 && grantedCents <= claimedCents;

/** The realtime event: headquarters hears of a claim, the outlet of the answer. */
export const GOOD_COMMENT_EVENT = 'wkGoodCommentApply';
export interface GoodCommentNotice {
  id: number;
  applyNo: string;
  orderNo: string;
  action: 'create' | GoodCommentAction;
  status: GoodCommentStatus;
}

export const GOOD_COMMENT_LIMITS = { praise: 2000, remark: 500, attachments: 10 } as const;

export const GOOD_COMMENT_STATUS_LABELS: Record<GoodCommentStatus, Texts> = {
  pending: { 'zh-CN': '待审核', 'en-US': 'Pending', 'es-ES': 'Pendiente' },
  approved: { 'zh-CN': '已通过', 'en-US': 'Approved', 'es-ES': 'Aprobada' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected', 'es-ES': 'Rechazada' },
};

export const GOOD_COMMENT_ACTION_LABELS: Record<GoodCommentAction, Texts> = {
  approve: { 'zh-CN': '通过', 'en-US': 'Approve', 'es-ES': 'Aprobar' },
  reject: { 'zh-CN': '驳回', 'en-US': 'Reject', 'es-ES': 'Rechazar' },
};

export const GOOD_COMMENT_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'good_comment_status', description: '好评申请状态', items: GOOD_COMMENT_STATUSES.map((s) => [s, GOOD_COMMENT_STATUS_LABELS[s]['zh-CN'], GOOD_COMMENT_STATUS_LABELS[s]['en-US'], GOOD_COMMENT_STATUS_LABELS[s]['es-ES']]) },
];

const fields: FieldDef[] = [
  { name: 'applyNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'good_comment_status', readOnly: true, filter: 'in', sort: true },
  { name: 'orderNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'siteId', type: 'ref', ref: 'snUser', readOnly: true, filter: 'eq' },
  { name: 'amountClaimed', type: 'money', readOnly: true, sort: true },
  { name: 'amountGranted', type: 'money', readOnly: true, sort: true },
  { name: 'praise', type: 'text', readOnly: true, list: false },
  { name: 'checkedAt', type: 'datetime', readOnly: true, sort: true },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
];

/** The grid, count, detail and export of good-comment applications; the commands are the module's own. */
export const goodCommentResource = {
  name: 'wkGoodCommentApply',
  key: 'goodCommentApply',
  permission: 'basic_wk_good_comment_apply',
  readOnly: true,
  fields,
  defaultSort: { field: 'applyNo', order: 'desc' },
  label: ['applyNo'],
} as const satisfies ResourceDef;
