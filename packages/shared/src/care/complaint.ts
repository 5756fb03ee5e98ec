/**
 * Complaint handling (soComplaint; spec sections 2, 3, 5, 6, 7; docs/customer-care.md, Complaints): a complaint is
 * registered about one work order (its customer and phone taken from the order) with its nature and object (both
 * required, spec section 5), content and attachments; its timeliness comes from the SLA rules (the rule matching a
 * complaint: the response clock is the time to acceptance, the completion clock the time to resolution). A handler
 * accepts it, may escalate it to the centre or headquarters with a reason, resolves it (the resolution), records
 * the customer's confirmation after calling back (satisfied: confirmed; not satisfied: back to accepted) and closes
 * it. The outlet whose order it is sees it and adds handling notes, but neither handles nor closes it.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef, ScreenDef } from '../resource.ts';
import { type Transition, allowedIn, transition } from '../state-machine.ts';

export const COMPLAINT_STATUSES = ['registered', 'accepted', 'escalated', 'resolved', 'confirmed', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Where an escalated complaint goes. */
export const COMPLAINT_ESCALATIONS = ['centre', 'hq'] as const;
export type ComplaintEscalation = (typeof COMPLAINT_ESCALATIONS)[number];

export interface ComplaintState {
  status: ComplaintStatus;
}

export const COMPLAINT_PERMISSIONS = {
  view: 'basic_so_complaint_view',
  /** Register one (the call centre, centres, headquarters). */
  add: 'basic_so_complaint_add',
  /** Accept, escalate, resolve, record the customer's confirmation, close (centres, headquarters). */
  handle: 'basic_so_complaint_handle',
  /** Add a handling note without moving it (the outlet whose order it is). */
  note: 'basic_so_complaint_note',
  export: 'basic_so_complaint_export',
} as const;
export type ComplaintPermission = keyof typeof COMPLAINT_PERMISSIONS;

export interface ComplaintActionDef extends Transition<ComplaintState> {
  permission: ComplaintPermission;
  /** Asks for a text: the escalation's reason, the resolution, the note, why the customer is not satisfied. */
  text?: 'required' | 'optional';
}

/** The open states: not yet resolved (the SLA deadlines still run). */
export const COMPLAINT_OPEN: readonly ComplaintStatus[] = ['registered', 'accepted', 'escalated'];

/**
 * Registered, a handler accepts it; an accepted complaint may be escalated (with a reason); an accepted or escalated
 * one is resolved (the resolution); the handler calls the customer: satisfied confirms it, not satisfied reopens it
 * (accepted again); a confirmed complaint is closed. A note moves nothing and may be added while it is open.
 */
export const COMPLAINT_ACTIONS = {
  accept: { permission: 'handle', when: { status: ['registered'] }, sets: { status: 'accepted' } },
  escalate: { permission: 'handle', when: { status: ['accepted'] }, sets: { status: 'escalated' }, text: 'required' },
  resolve: { permission: 'handle', when: { status: ['accepted', 'escalated'] }, sets: { status: 'resolved' }, text: 'required' },
  confirm: { permission: 'handle', when: { status: ['resolved'] }, sets: { status: 'confirmed' }, text: 'optional' },
  reopen: { permission: 'handle', when: { status: ['resolved'] }, sets: { status: 'accepted' }, text: 'required' },
  close: { permission: 'handle', when: { status: ['confirmed'] }, sets: { status: 'closed' }, text: 'optional' },
  note: { permission: 'note', when: { status: ['registered', 'accepted', 'escalated'] }, sets: {}, text: 'required' },
} as const satisfies Record<string, ComplaintActionDef>;

export type ComplaintAction = keyof typeof COMPLAINT_ACTIONS;
export const COMPLAINT_ACTION_NAMES = Object.keys(COMPLAINT_ACTIONS) as ComplaintAction[];

export const applyComplaintAction = (state: ComplaintState, action: ComplaintAction): ComplaintState | null => transition(state, COMPLAINT_ACTIONS[action] as ComplaintActionDef);
export const allowedComplaintActions = (state: ComplaintState): ComplaintAction[] => allowedIn(COMPLAINT_ACTIONS as Record<ComplaintAction, ComplaintActionDef>, state);
/** The actions the caller may take now: allowed by the state and granted by the caller's permissions. */
export const complaintActionsFor = (state: ComplaintState, can: (permission: string) => boolean): ComplaintAction[] =>
  allowedComplaintActions(state).filter((a) => can(COMPLAINT_PERMISSIONS[COMPLAINT_ACTIONS[a].permission]));

/** The deadlines a complaint carries (from the SLA rule), as times or ISO strings. */
export interface ComplaintClock {
  status: ComplaintStatus;
  responseDueAt: Date | string | null;
  resolveDueAt: Date | string | null;
  responseRemindAt?: Date | string | null;
  resolveRemindAt?: Date | string | null;
}

const time = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value).getTime());

/** Overdue: not resolved and past the resolution deadline, or still registered (nobody accepted it) past the response deadline. */
export function complaintOverdue(row: ComplaintClock, now: Date): boolean {
  if (!COMPLAINT_OPEN.includes(row.status)) return false;
  const at = now.getTime();
  const resolve = time(row.resolveDueAt);
  const response = time(row.responseDueAt);
  return (resolve !== null && resolve <= at) || (row.status === 'registered' && response !== null && response <= at);
}

/** Near or past: open and its reminder time passed (the resolution's, or while registered the response's): what the reminder badge counts. */
export function complaintDue(row: ComplaintClock, now: Date): boolean {
  if (!COMPLAINT_OPEN.includes(row.status)) return false;
  const at = now.getTime();
  const resolve = time(row.resolveRemindAt ?? row.resolveDueAt);
  const response = time(row.responseRemindAt ?? row.responseDueAt);
  return (resolve !== null && resolve <= at) || (row.status === 'registered' && response !== null && response <= at);
}

/** Resolved on time (true), late (false), or not known yet (null: open and not past its deadline, or no deadline). */
export function complaintOnTime(row: { resolveDueAt: Date | string | null; resolvedAt: Date | string | null }, now: Date): boolean | null {
  const due = time(row.resolveDueAt);
  if (due === null) return null;
  const resolved = time(row.resolvedAt);
  if (resolved !== null) return resolved <= due;
  return due <= now.getTime() ? false : null;
}

export const COMPLAINT_LIMITS = { content: 2000, text: 2000, attachments: 10 } as const;

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, Texts> = {
  registered: { 'zh-CN': '已登记', 'en-US': 'Registered', 'es-ES': 'Registrada' },
  accepted: { 'zh-CN': '处理中', 'en-US': 'Accepted', 'es-ES': 'Aceptada' },
  escalated: { 'zh-CN': '已升级', 'en-US': 'Escalated', 'es-ES': 'Escalada' },
  resolved: { 'zh-CN': '已解决', 'en-US': 'Resolved', 'es-ES': 'Resuelta' },
  confirmed: { 'zh-CN': '客户已确认', 'en-US': 'Confirmed by the customer', 'es-ES': 'Confirmada por el cliente' },
  closed: { 'zh-CN': '已关闭', 'en-US': 'Closed', 'es-ES': 'Cerrada' },
};

export const COMPLAINT_ESCALATION_LABELS: Record<ComplaintEscalation, Texts> = {
  centre: { 'zh-CN': '服务中心', 'en-US': 'Service centre', 'es-ES': 'Centro de servicio' },
  hq: { 'zh-CN': '总部', 'en-US': 'Headquarters', 'es-ES': 'Sede central' },
};

export const COMPLAINT_ACTION_LABELS: Record<ComplaintAction | 'create', Texts> = {
  create: { 'zh-CN': '登记', 'en-US': 'Register', 'es-ES': 'Registrar' },
  accept: { 'zh-CN': '受理', 'en-US': 'Accept', 'es-ES': 'Aceptar' },
  escalate: { 'zh-CN': '升级', 'en-US': 'Escalate', 'es-ES': 'Escalar' },
  resolve: { 'zh-CN': '解决', 'en-US': 'Resolve', 'es-ES': 'Resolver' },
  confirm: { 'zh-CN': '客户满意确认', 'en-US': 'Customer satisfied', 'es-ES': 'Cliente satisfecho' },
  reopen: { 'zh-CN': '客户不满意', 'en-US': 'Customer not satisfied', 'es-ES': 'Cliente no satisfecho' },
  close: { 'zh-CN': '关闭', 'en-US': 'Close', 'es-ES': 'Cerrar' },
  note: { 'zh-CN': '处理备注', 'en-US': 'Handling note', 'es-ES': 'Nota de gestión' },
};

export const COMPLAINT_TIMELINESS_LABELS: Record<'onTime' | 'late' | 'running', Texts> = {
  onTime: { 'zh-CN': '按时', 'en-US': 'On time', 'es-ES': 'A tiempo' },
  late: { 'zh-CN': '超时', 'en-US': 'Late', 'es-ES': 'Con retraso' },
  running: { 'zh-CN': '时限内', 'en-US': 'Within deadline', 'es-ES': 'Dentro de plazo' },
};

export const COMPLAINT_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'complaint_status', description: '投诉单状态', items: COMPLAINT_STATUSES.map((s) => [s, COMPLAINT_STATUS_LABELS[s]['zh-CN'], COMPLAINT_STATUS_LABELS[s]['en-US'], COMPLAINT_STATUS_LABELS[s]['es-ES']]) },
  { type: 'complaint_escalation', description: '投诉升级至', items: COMPLAINT_ESCALATIONS.map((s) => [s, COMPLAINT_ESCALATION_LABELS[s]['zh-CN'], COMPLAINT_ESCALATION_LABELS[s]['en-US'], COMPLAINT_ESCALATION_LABELS[s]['es-ES']]) },
  { type: 'complaint_timeliness', description: '投诉时效', items: (['onTime', 'late', 'running'] as const).map((s) => [s, COMPLAINT_TIMELINESS_LABELS[s]['zh-CN'], COMPLAINT_TIMELINESS_LABELS[s]['en-US'], COMPLAINT_TIMELINESS_LABELS[s]['es-ES']]) },
];

const fields: FieldDef[] = [
  { name: 'complaintNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'complaint_status', readOnly: true, filter: 'in', sort: true },
  { name: 'orderNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'customerName', type: 'string', readOnly: true, filter: 'like' },
  { name: 'phone', type: 'string', readOnly: true, filter: 'like' },
  { name: 'complaintNature', type: 'dict', dict: 'complaint_nature', readOnly: true, filter: 'in' },
  { name: 'complaintObject', type: 'dict', dict: 'complaint_object', readOnly: true, filter: 'in' },
  { name: 'siteId', type: 'ref', ref: 'snUser', readOnly: true, filter: 'eq' },
  { name: 'escalatedTo', type: 'dict', dict: 'complaint_escalation', readOnly: true, filter: 'in' },
  { name: 'handlerName', type: 'string', readOnly: true },
  { name: 'resolveDueAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'responseDueAt', type: 'datetime', readOnly: true, list: false },
  { name: 'resolvedAt', type: 'datetime', readOnly: true, sort: true },
  { name: 'content', type: 'text', readOnly: true, list: false },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
];

/** The grid, detail and export of complaints (the generic list, count, get and export); the commands are the module's own. */
export const complaintResource = {
  name: 'soComplaint',
  key: 'complaint',
  permission: 'basic_so_complaint',
  readOnly: true,
  fields,
  defaultSort: { field: 'complaintNo', order: 'desc' },
  label: ['complaintNo'],
} as const satisfies ResourceDef;

/** The report centre's complaint detail (/rpt/complaintDetail; permissions basic_so_complaint_report_view and _export). */
export const COMPLAINT_REPORT = { name: 'complaintDetail', permission: 'basic_so_complaint_report' } as const;

/** Whether a complaint was resolved in time: on time, late, or still running (open, deadline not passed). */
export const COMPLAINT_TIMELINESS = ['onTime', 'late', 'running'] as const;
export type ComplaintTimeliness = (typeof COMPLAINT_TIMELINESS)[number];

/** One line per complaint: its order, outlet, nature, object, registered and resolved times, on time or late, handler, state. */
export const COMPLAINT_REPORT_SCREEN: ScreenDef = {
  key: 'complaintDetailReport',
  permission: COMPLAINT_REPORT.permission,
  defaultSort: { field: 'complaintNo', order: 'desc' },
  fields: [
    { name: 'complaintNo', type: 'string', filter: 'like', sort: true },
    { name: 'orderNo', type: 'string', filter: 'like', sort: true },
    { name: 'siteName', type: 'string' },
    { name: 'complaintNature', type: 'dict', dict: 'complaint_nature', filter: 'in' },
    { name: 'complaintObject', type: 'dict', dict: 'complaint_object', filter: 'in' },
    { name: 'createdAt', type: 'datetime', filter: 'range', sort: true },
    { name: 'resolveDueAt', type: 'datetime' },
    { name: 'resolvedAt', type: 'datetime', sort: true },
    { name: 'timeliness', type: 'dict', dict: 'complaint_timeliness', filter: 'in' },
    { name: 'handlerName', type: 'string' },
    { name: 'status', type: 'dict', dict: 'complaint_status', filter: 'in', sort: true },
  ],
};
