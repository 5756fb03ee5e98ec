/**
 * Push rules that run, and site messages (issue 18, docs/customer-care.md "Push rules and site messages"): what a
 * rule's template becomes once its placeholders are filled, the push log's grid (basPushLog), its statuses and why
 * a push failed, the site messages' realtime event and what a message's link may be, and the supervision reminders'
 * texts.
 */
import type { Lang, Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';

/** A template with each known {placeholder} replaced by its value (empty when the order has none); unknown ones stay as written. */
export function fillTemplate(template: string, values: Partial<Record<string, string | null | undefined>>, known: readonly string[]): string {
  const names = new Set(known);
  return template.replace(/\{([^{}]*)\}/g, (whole, name: string) => (names.has(name) ? (values[name] ?? '') : whole));
}

export const PUSH_STATUSES = ['sent', 'failed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/**
 * Why a push failed: no phone number to send to, no user to receive it, no WeChat account bound (a customer never has
 * one), a channel without an adapter, anything else.
 */
export const PUSH_FAILURES = ['noPhone', 'noUser', 'noWechat', 'noChannel', 'error'] as const;
export type PushFailure = (typeof PUSH_FAILURES)[number];

export const PUSH_STATUS_LABELS: Record<PushStatus, Texts> = {
  sent: { 'zh-CN': '已发送', 'en-US': 'Sent', 'es-ES': 'Enviado' },
  failed: { 'zh-CN': '失败', 'en-US': 'Failed', 'es-ES': 'Fallido' },
};

export const PUSH_FAILURE_LABELS: Record<PushFailure, Texts> = {
  noPhone: { 'zh-CN': '无手机号', 'en-US': 'No phone number', 'es-ES': 'Sin número de teléfono' },
  noUser: { 'zh-CN': '无接收用户', 'en-US': 'No user to receive it', 'es-ES': 'Ningún usuario lo recibe' },
  noWechat: { 'zh-CN': '未绑定微信', 'en-US': 'No WeChat account bound', 'es-ES': 'Sin cuenta de WeChat vinculada' },
  noChannel: { 'zh-CN': '该渠道未接入', 'en-US': 'Channel not connected', 'es-ES': 'Canal no conectado' },
  error: { 'zh-CN': '发送出错', 'en-US': 'Sending failed', 'es-ES': 'Error al enviar' },
};

const dict = <K extends string>(keys: readonly K[], labels: Record<K, Texts>): [string, string, string, string][] =>
  keys.map((k) => [k, labels[k]['zh-CN'], labels[k]['en-US'], labels[k]['es-ES']]);

export const PUSH_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'push_status', description: '推送状态', items: dict(PUSH_STATUSES, PUSH_STATUS_LABELS) },
  { type: 'push_failure', description: '推送失败原因', items: dict(PUSH_FAILURES, PUSH_FAILURE_LABELS) },
];

const fields: FieldDef[] = [
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'ruleId', type: 'ref', ref: 'basPushRule', readOnly: true, filter: 'eq' },
  { name: 'event', type: 'dict', dict: 'push_event', readOnly: true, filter: 'in', sort: true },
  { name: 'orderNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'target', type: 'dict', dict: 'push_target', readOnly: true, filter: 'in' },
  { name: 'channel', type: 'dict', dict: 'push_channel', readOnly: true, filter: 'in' },
  { name: 'recipient', type: 'string', readOnly: true, filter: 'like' },
  { name: 'content', type: 'text', readOnly: true },
  { name: 'status', type: 'dict', dict: 'push_status', readOnly: true, filter: 'in', sort: true },
  { name: 'error', type: 'dict', dict: 'push_failure', readOnly: true, filter: 'in' },
  { name: 'smsId', type: 'int', readOnly: true, list: false },
  { name: 'wechatId', type: 'int', readOnly: true, list: false },
  { name: 'messageId', type: 'int', readOnly: true, list: false },
];

/** The push log (basPushLog, menu beside 推送规则): what the rules sent, to whom, and what failed; viewed and exported. */
export const pushLogResource = {
  name: 'basPushLog',
  key: 'pushLog',
  permission: 'basic_push_log',
  readOnly: true,
  // The grid asks for the fields it lists (its time is the row's createdAt, not the generic createTime).
  slimList: true,
  fields,
  defaultSort: { field: 'createdAt', order: 'desc' },
  label: ['orderNo'],
} as const satisfies ResourceDef;

/** The realtime event of a new site message (to its receiver): the shell's bell counts it. */
export const SITE_MESSAGE_EVENT = 'siteMessage';
export interface SiteMessageNotice {
  id: number;
  title: string;
  unread: number;
}

export const SITE_MESSAGE_LIMITS = { title: 128, text: 2000, link: 255, page: 50 } as const;

/** A link a message may carry: a route of this app (one leading slash, no scheme, no markup characters). */
export const isAppRoute = (link: string): boolean => /^\/(?!\/)[A-Za-z0-9/_\-.?=&%]*$/.test(link) && link.length <= SITE_MESSAGE_LIMITS.link;

/** Supervision reminders (site message source events): a day before the due date, and once overdue. */
export const SUPERVISION_REMINDERS = ['supervision_due', 'supervision_overdue'] as const;
export type SupervisionReminder = (typeof SUPERVISION_REMINDERS)[number];

const REMINDER_TEXTS: Record<SupervisionReminder, Record<Lang, { title: string; text: string }>> = {
  supervision_due: {
    'zh-CN': { title: '督办单{no}明天到期', text: '督办单{no}将于{dueDate}到期，请尽快回复。督办原因：{reason}' },
    'en-US': { title: 'Supervision order {no} is due tomorrow', text: 'Supervision order {no} is due on {dueDate}; please reply soon. Reason: {reason}' },
    'es-ES': { title: 'La orden de supervisión {no} vence mañana', text: 'La orden de supervisión {no} vence el {dueDate}; responda pronto. Motivo: {reason}' },
  },
  supervision_overdue: {
    'zh-CN': { title: '督办单{no}已超期', text: '督办单{no}已于{dueDate}到期仍未处理完毕，请立即处理。督办原因：{reason}' },
    'en-US': { title: 'Supervision order {no} is overdue', text: 'Supervision order {no} was due on {dueDate} and is still open; act now. Reason: {reason}' },
    'es-ES': { title: 'La orden de supervisión {no} está vencida', text: 'La orden de supervisión {no} venció el {dueDate} y sigue abierta; actúe ya. Motivo: {reason}' },
  },
};

/** A supervision reminder's title and text in a language, filled. */
export function supervisionReminderText(kind: SupervisionReminder, lang: Lang, values: { no: string; dueDate: string; reason: string }) {
  const t = REMINDER_TEXTS[kind][lang];
  const fill = (s: string) => fillTemplate(s, values, ['no', 'dueDate', 'reason']);
  return { title: fill(t.title), text: fill(t.text) };
}
