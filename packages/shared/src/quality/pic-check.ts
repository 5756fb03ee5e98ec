/**
 * Picture review (picCheck; spec section 2 "picture review", section 7; docs/customer-care.md "Picture review"): a
 * quality inspector works through finished orders' completion photos, queued by sampling a percentage of them or all
 * of one outlet's, and passes or rejects each order's photos with a reason. A rejected review holds the order back
 * from settlement (hold reason `picRejected`) until the outlet adds photos, resubmits, and the inspector passes it.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { type Transition, allowedIn, transition } from '../state-machine.ts';

export const PIC_CHECK_STATUSES = ['pending', 'passed', 'rejected', 'resubmitted'] as const;
export type PicCheckStatus = (typeof PIC_CHECK_STATUSES)[number];

/** The reviews that hold their order back from settlement: rejected, and resubmitted until passed. */
export const PIC_CHECK_HOLDING: readonly PicCheckStatus[] = ['rejected', 'resubmitted'];

/** How an order came into the queue: drawn by a percentage, or all of one outlet's. */
export const PIC_CHECK_SOURCES = ['sample', 'outlet'] as const;
export type PicCheckSource = (typeof PIC_CHECK_SOURCES)[number];

export interface PicCheckState {
  status: PicCheckStatus;
}

export const PIC_CHECK_PERMISSIONS = {
  /** The queue, a review's photos and history (the inspector, headquarters; an outlet its own). */
  view: 'basic_pic_check_view',
  /** Fill the queue (allocation). */
  allocate: 'basic_pic_check_allocation',
  /** Pass or reject an order's photos. */
  review: 'basic_pic_check_pass',
  /** Headquarters gives chosen reviews to a quality inspector (batchAssign). */
  assign: 'basic_pic_check_assign',
  /** The outlet adds photos to a rejected order and resubmits it. */
  resubmit: 'basic_pic_check_resubmit',
  export: 'basic_pic_check_export',
} as const;
export type PicCheckPermission = keyof typeof PIC_CHECK_PERMISSIONS;

export interface PicCheckActionDef extends Transition<PicCheckState> {
  permission: PicCheckPermission;
  /** Asks for a reason (reject). */
  reason?: boolean;
}

export const PIC_CHECK_ACTIONS = {
  pass: { permission: 'review', when: { status: ['pending', 'resubmitted'] }, sets: { status: 'passed' } },
  reject: { permission: 'review', when: { status: ['pending', 'resubmitted'] }, sets: { status: 'rejected' }, reason: true },
  resubmit: { permission: 'resubmit', when: { status: ['rejected'] }, sets: { status: 'resubmitted' } },
  /** To one inspector: a review waiting for its first look (batchAssign), the state unchanged. */
  assign: { permission: 'assign', when: { status: ['pending'] }, sets: {} },
} as const satisfies Record<string, PicCheckActionDef>;

export type PicCheckAction = keyof typeof PIC_CHECK_ACTIONS;
export const PIC_CHECK_ACTION_NAMES = Object.keys(PIC_CHECK_ACTIONS) as PicCheckAction[];

export const applyPicCheckAction = (state: PicCheckState, action: PicCheckAction): PicCheckState | null => transition(state, PIC_CHECK_ACTIONS[action] as PicCheckActionDef);
export const allowedPicCheckActions = (state: PicCheckState): PicCheckAction[] => allowedIn(PIC_CHECK_ACTIONS as Record<PicCheckAction, PicCheckActionDef>, state);

/** Limits: a reason's length, the photos a resubmission may add, the orders one allocation queues, the reviews one batch takes. */
export const PIC_CHECK_LIMITS = { reason: 500, photos: 20, allocation: 500, batch: 100 } as const;

/** The WebSocket event that tells an outlet's users their order's photos were rejected. */
export const PIC_CHECK_EVENT = 'picCheck';
export interface PicCheckNotice {
  checkId: number;
  orderNo: string;
  status: PicCheckStatus;
  reason: string;
}

export const PIC_CHECK_STATUS_LABELS: Record<PicCheckStatus, Texts> = {
  pending: { 'zh-CN': '待审核', 'en-US': 'To review', 'es-ES': 'Por revisar' },
  passed: { 'zh-CN': '已通过', 'en-US': 'Passed', 'es-ES': 'Aprobada' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected', 'es-ES': 'Rechazada' },
  resubmitted: { 'zh-CN': '已重新提交', 'en-US': 'Resubmitted', 'es-ES': 'Reenviada' },
};

export const PIC_CHECK_SOURCE_LABELS: Record<PicCheckSource, Texts> = {
  sample: { 'zh-CN': '抽检', 'en-US': 'Sampled', 'es-ES': 'Muestreo' },
  outlet: { 'zh-CN': '网点全检', 'en-US': 'All of the outlet', 'es-ES': 'Todo el punto' },
};

export const PIC_CHECK_ACTION_LABELS: Record<PicCheckAction, Texts> = {
  pass: { 'zh-CN': '通过', 'en-US': 'Pass', 'es-ES': 'Aprobar' },
  reject: { 'zh-CN': '驳回', 'en-US': 'Reject', 'es-ES': 'Rechazar' },
  resubmit: { 'zh-CN': '重新提交', 'en-US': 'Resubmit', 'es-ES': 'Reenviar' },
  assign: { 'zh-CN': '分派', 'en-US': 'Assign', 'es-ES': 'Asignar' },
};

const dict = <K extends string>(keys: readonly K[], labels: Record<K, Texts>): [string, string, string, string][] =>
  keys.map((k) => [k, labels[k]['zh-CN'], labels[k]['en-US'], labels[k]['es-ES']]);

export const PIC_CHECK_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'pic_check_status', description: '图片审核状态', items: dict(PIC_CHECK_STATUSES, PIC_CHECK_STATUS_LABELS) },
  { type: 'pic_check_source', description: '图片审核来源', items: dict(PIC_CHECK_SOURCES, PIC_CHECK_SOURCE_LABELS) },
];

const fields: FieldDef[] = [
  { name: 'orderNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'siteId', type: 'ref', ref: 'snUser', readOnly: true, filter: 'eq' },
  { name: 'status', type: 'dict', dict: 'pic_check_status', readOnly: true, filter: 'in', sort: true },
  { name: 'source', type: 'dict', dict: 'pic_check_source', readOnly: true, filter: 'in' },
  { name: 'reason', type: 'string', readOnly: true },
  /** The quality inspector it was given to (batchAssign); none: anyone's. */
  { name: 'assigneeId', type: 'int', readOnly: true, filter: 'eq' },
  { name: 'rounds', type: 'int', readOnly: true },
  { name: 'finishedAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'reviewedAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
];

/** The queue's grid, count, get and export (the generic routes); the commands are the module's own. */
export const picCheckResource = {
  name: 'picCheck',
  key: 'picCheck',
  permission: 'basic_pic_check',
  readOnly: true,
  fields,
  defaultSort: { field: 'createdAt', order: 'asc' },
  label: ['orderNo'],
} as const satisfies ResourceDef;
