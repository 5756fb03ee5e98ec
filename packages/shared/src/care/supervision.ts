/**
 * Supervision orders (soSupervision; spec sections 2, 3, 4; docs/customer-care.md, Supervision orders): a supervisor
 * or headquarters opens one against an outlet or one of its engineers, for an order or for a pattern (reason, target,
 * due date, attachments); the target's outlet replies (reply content, attachments) and the order is processed; the
 * supervisor closes it, or marks it unable to handle. Each step is pushed to the other side over the WebSocket.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { type Transition, allowedIn, transition } from '../state-machine.ts';

/** Spec section 4: pending supervision, processed, unable to handle, closed. */
export const SUPERVISION_STATUSES = ['pending', 'processed', 'unable', 'closed'] as const;
export type SupervisionStatus = (typeof SUPERVISION_STATUSES)[number];

/** Whom it is against: an outlet, or one engineer of an outlet (whose outlet replies). */
export const SUPERVISION_TARGETS = ['site', 'engineer'] as const;
export type SupervisionTarget = (typeof SUPERVISION_TARGETS)[number];

export interface SupervisionState {
  status: SupervisionStatus;
}

export const SUPERVISION_PERMISSIONS = {
  view: 'basic_so_supervision_view',
  /** Open one (the supervisor, headquarters). */
  add: 'basic_so_supervision_add',
  /** The target's outlet replies. */
  reply: 'basic_so_supervision_reply',
  /** Close it, or mark it unable to handle (the supervisor, headquarters). */
  handle: 'basic_so_supervision_handle',
  export: 'basic_so_supervision_export',
} as const;
export type SupervisionPermission = keyof typeof SUPERVISION_PERMISSIONS;

export interface SupervisionActionDef extends Transition<SupervisionState> {
  permission: SupervisionPermission;
  /** Asks for a text: the reply's content, or why it closes or cannot be handled. */
  reason?: boolean;
}

/**
 * Pending, the target replies (processed). A processed order is closed by the supervisor. Either may be marked unable
 * to handle (the target cannot be made to act, or the reply does not settle it). Closed and unable are final.
 */
export const SUPERVISION_ACTIONS = {
  reply: { permission: 'reply', when: { status: ['pending'] }, sets: { status: 'processed' }, reason: true },
  close: { permission: 'handle', when: { status: ['processed'] }, sets: { status: 'closed' } },
  unable: { permission: 'handle', when: { status: ['pending', 'processed'] }, sets: { status: 'unable' }, reason: true },
} as const satisfies Record<string, SupervisionActionDef>;

export type SupervisionAction = keyof typeof SUPERVISION_ACTIONS;
export const SUPERVISION_ACTION_NAMES = Object.keys(SUPERVISION_ACTIONS) as SupervisionAction[];

export const applySupervisionAction = (state: SupervisionState, action: SupervisionAction): SupervisionState | null => transition(state, SUPERVISION_ACTIONS[action] as SupervisionActionDef);
export const allowedSupervisionActions = (state: SupervisionState): SupervisionAction[] => allowedIn(SUPERVISION_ACTIONS as Record<SupervisionAction, SupervisionActionDef>, state);

/** The statuses still open: neither closed nor unable to handle. */
export const SUPERVISION_OPEN: readonly SupervisionStatus[] = ['pending', 'processed'];

/** Overdue: still open after its due date (`today` and `dueDate` as YYYY-MM-DD). */
export const supervisionOverdue = (row: { status: SupervisionStatus; dueDate: string }, today: string): boolean => SUPERVISION_OPEN.includes(row.status) && row.dueDate < today;

/** The realtime event the other side's sockets get at each step (the web refreshes the grid and shows a notification). */
export const SUPERVISION_EVENT = 'soSupervision';
export interface SupervisionNotice {
  id: number;
  supervisionNo: string;
  /** 'create' or the action taken. */
  action: 'create' | SupervisionAction;
  status: SupervisionStatus;
}

export const SUPERVISION_LIMITS = { reason: 2000, reply: 2000, remark: 500, attachments: 10 } as const;

export const SUPERVISION_STATUS_LABELS: Record<SupervisionStatus, Texts> = {
  pending: { 'zh-CN': '待督办', 'en-US': 'Pending supervision', 'es-ES': 'Pendiente de supervisión' },
  processed: { 'zh-CN': '已处理', 'en-US': 'Processed', 'es-ES': 'Procesada' },
  unable: { 'zh-CN': '无法处理', 'en-US': 'Unable to handle', 'es-ES': 'No se puede atender' },
  closed: { 'zh-CN': '已关闭', 'en-US': 'Closed', 'es-ES': 'Cerrada' },
};

export const SUPERVISION_TARGET_LABELS: Record<SupervisionTarget, Texts> = {
  site: { 'zh-CN': '网点', 'en-US': 'Outlet', 'es-ES': 'Punto de servicio' },
  engineer: { 'zh-CN': '工程师', 'en-US': 'Engineer', 'es-ES': 'Técnico' },
};

export const SUPERVISION_ACTION_LABELS: Record<SupervisionAction, Texts> = {
  reply: { 'zh-CN': '回复', 'en-US': 'Reply', 'es-ES': 'Responder' },
  close: { 'zh-CN': '关闭', 'en-US': 'Close', 'es-ES': 'Cerrar' },
  unable: { 'zh-CN': '无法处理', 'en-US': 'Unable to handle', 'es-ES': 'No se puede atender' },
};

export const SUPERVISION_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'supervision_status', description: '督办单状态', items: SUPERVISION_STATUSES.map((s) => [s, SUPERVISION_STATUS_LABELS[s]['zh-CN'], SUPERVISION_STATUS_LABELS[s]['en-US'], SUPERVISION_STATUS_LABELS[s]['es-ES']]) },
  { type: 'supervision_target', description: '督办对象', items: SUPERVISION_TARGETS.map((s) => [s, SUPERVISION_TARGET_LABELS[s]['zh-CN'], SUPERVISION_TARGET_LABELS[s]['en-US'], SUPERVISION_TARGET_LABELS[s]['es-ES']]) },
];

const fields: FieldDef[] = [
  { name: 'supervisionNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'supervision_status', readOnly: true, filter: 'in', sort: true },
  { name: 'targetType', type: 'dict', dict: 'supervision_target', readOnly: true, filter: 'in' },
  { name: 'siteId', type: 'ref', ref: 'snUser', readOnly: true, filter: 'eq' },
  { name: 'engineerId', type: 'ref', ref: 'snSiteEngineer', readOnly: true },
  { name: 'orderNo', type: 'string', readOnly: true, filter: 'like' },
  { name: 'dueDate', type: 'date', readOnly: true, filter: 'range', sort: true },
  { name: 'reason', type: 'text', readOnly: true },
  { name: 'handlerName', type: 'string', readOnly: true },
  { name: 'handledAt', type: 'datetime', readOnly: true, sort: true },
  { name: 'replyContent', type: 'text', readOnly: true, list: false },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
];

/** The grid, detail and export of supervision orders (the generic list, count, get and export); the commands are the module's own. */
export const supervisionResource = {
  name: 'soSupervision',
  key: 'supervision',
  permission: 'basic_so_supervision',
  readOnly: true,
  fields,
  defaultSort: { field: 'supervisionNo', order: 'desc' },
  label: ['supervisionNo'],
} as const satisfies ResourceDef;
