/**
 * Bulletins (basBulletin; spec section 2, bulletins; docs/customer-care.md): headquarters writes one for everybody or
 * for chosen organisations (each with those below it) and roles — both when both are chosen — with a validity period
 * and attachments, publishes it (its receivers hear of it over the WebSocket, their home page shows it until read),
 * and may revoke it. Each reader's first reading is a receipt; the receipts are counted.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { type Transition, allowedIn, transition } from '../state-machine.ts';

export const BULLETIN_STATUSES = ['draft', 'published', 'revoked'] as const;
export type BulletinStatus = (typeof BULLETIN_STATUSES)[number];
export const BULLETIN_AUDIENCES = ['all', 'chosen'] as const;
export type BulletinAudience = (typeof BULLETIN_AUDIENCES)[number];

export interface BulletinState {
  status: BulletinStatus;
}

export const BULLETIN_PERMISSIONS = {
  view: 'basic_bas_bulletin_view',
  add: 'basic_bas_bulletin_add',
  edit: 'basic_bas_bulletin_edit',
  /** Publish a draft, revoke a published bulletin. */
  publish: 'basic_bas_bulletin_publish',
  export: 'basic_bas_bulletin_export',
} as const;
export type BulletinPermission = keyof typeof BULLETIN_PERMISSIONS;

export interface BulletinActionDef extends Transition<BulletinState> {
  permission: BulletinPermission;
  reason?: boolean;
}

export const BULLETIN_ACTIONS = {
  update: { permission: 'edit', when: { status: ['draft'] }, sets: {} },
  publish: { permission: 'publish', when: { status: ['draft'] }, sets: { status: 'published' } },
  revoke: { permission: 'publish', when: { status: ['published'] }, sets: { status: 'revoked' }, reason: true },
} as const satisfies Record<string, BulletinActionDef>;

export type BulletinAction = keyof typeof BULLETIN_ACTIONS;
export const BULLETIN_ACTION_NAMES = Object.keys(BULLETIN_ACTIONS) as BulletinAction[];

export const applyBulletinAction = (state: BulletinState, action: BulletinAction): BulletinState | null => transition(state, BULLETIN_ACTIONS[action] as BulletinActionDef);
export const allowedBulletinActions = (state: BulletinState): BulletinAction[] => allowedIn(BULLETIN_ACTIONS as Record<BulletinAction, BulletinActionDef>, state);

/** Whether a published bulletin is in force at `now`: from its start, until its end (inclusive) when it has one. */
export const bulletinInForce = (b: { validFrom: Date; validTo: Date | null }, now: Date): boolean => b.validFrom.getTime() <= now.getTime() && (b.validTo === null || now.getTime() <= b.validTo.getTime());

/**
 * The realtime event a receiver's sockets get when a bulletin is published in force, or when the validity of one
 * published earlier begins (the web refreshes the home page's list).
 */
export const BULLETIN_EVENT = 'basBulletin';
export interface BulletinNotice {
  id: number;
  bulletinNo: string;
  title: string;
}

export const BULLETIN_LIMITS = { title: 200, body: 20_000, attachments: 10, audience: 200 } as const;

export const BULLETIN_STATUS_LABELS: Record<BulletinStatus, Texts> = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft', 'es-ES': 'Borrador' },
  published: { 'zh-CN': '已发布', 'en-US': 'Published', 'es-ES': 'Publicado' },
  revoked: { 'zh-CN': '已撤销', 'en-US': 'Revoked', 'es-ES': 'Revocado' },
};

export const BULLETIN_ACTION_LABELS: Record<BulletinAction, Texts> = {
  update: { 'zh-CN': '修改', 'en-US': 'Edit', 'es-ES': 'Modificar' },
  publish: { 'zh-CN': '发布', 'en-US': 'Publish', 'es-ES': 'Publicar' },
  revoke: { 'zh-CN': '撤销', 'en-US': 'Revoke', 'es-ES': 'Revocar' },
};

/**
 * The history's step of a bulletin published before its validity began, announced to its receivers when it begins:
 * nobody's action (the scheduled job writes it, with no user), so no button.
 */
export const BULLETIN_ANNOUNCE_STEP = 'announce';
/** The labels of a bulletin's history steps: its actions, and the announcement when its validity begins. */
export const BULLETIN_STEP_LABELS: Record<BulletinAction | typeof BULLETIN_ANNOUNCE_STEP, Texts> = {
  ...BULLETIN_ACTION_LABELS,
  announce: { 'zh-CN': '生效通知', 'en-US': 'Announced on taking effect', 'es-ES': 'Anunciado al entrar en vigor' },
};

export const BULLETIN_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'bulletin_status', description: '公告状态', items: BULLETIN_STATUSES.map((s) => [s, BULLETIN_STATUS_LABELS[s]['zh-CN'], BULLETIN_STATUS_LABELS[s]['en-US'], BULLETIN_STATUS_LABELS[s]['es-ES']]) },
];

const fields: FieldDef[] = [
  { name: 'bulletinNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'title', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'bulletin_status', readOnly: true, filter: 'in', sort: true },
  { name: 'validFrom', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'validTo', type: 'datetime', readOnly: true, sort: true },
  { name: 'publishedAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
];

/** The management grid and export of bulletins (generic list, count, get and export); the commands are the module's own. */
export const bulletinResource = {
  name: 'basBulletin',
  key: 'bulletin',
  permission: 'basic_bas_bulletin',
  readOnly: true,
  fields,
  defaultSort: { field: 'bulletinNo', order: 'desc' },
  label: ['bulletinNo', 'title'],
} as const satisfies ResourceDef;
