/**
 * Knowledge base (basKnowledge; spec section 2, knowledge base; docs/customer-care.md): articles filed under a
 * knowledge type (basKnowledgeType), optionally for a product category and a fault phenomenon, addressed to some
 * roles or to all. A draft is edited and published; a published article may be withdrawn (back to editing) and
 * published again. Readers see published articles addressed to one of their roles.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { type Transition, allowedIn, transition } from '../state-machine.ts';

export const KNOWLEDGE_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

export interface KnowledgeState {
  status: KnowledgeStatus;
}

export const KNOWLEDGE_PERMISSIONS = {
  /** The management grid: every article in every state. */
  view: 'basic_bas_knowledge_view',
  add: 'basic_bas_knowledge_add',
  edit: 'basic_bas_knowledge_edit',
  /** Publish a draft, withdraw a published article. */
  publish: 'basic_bas_knowledge_publish',
  export: 'basic_bas_knowledge_export',
  /** Search and read the published articles addressed to one's roles (the completion form's and help's links too). */
  read: 'basic_bas_knowledge_read',
} as const;
export type KnowledgePermission = keyof typeof KNOWLEDGE_PERMISSIONS;

export interface KnowledgeActionDef extends Transition<KnowledgeState> {
  permission: KnowledgePermission;
  /** Asks for a reason (withdraw). */
  reason?: boolean;
}

export const KNOWLEDGE_ACTIONS = {
  update: { permission: 'edit', when: { status: ['draft', 'withdrawn'] }, sets: {} },
  publish: { permission: 'publish', when: { status: ['draft', 'withdrawn'] }, sets: { status: 'published' } },
  withdraw: { permission: 'publish', when: { status: ['published'] }, sets: { status: 'withdrawn' }, reason: true },
} as const satisfies Record<string, KnowledgeActionDef>;

export type KnowledgeAction = keyof typeof KNOWLEDGE_ACTIONS;
export const KNOWLEDGE_ACTION_NAMES = Object.keys(KNOWLEDGE_ACTIONS) as KnowledgeAction[];

export const applyKnowledgeAction = (state: KnowledgeState, action: KnowledgeAction): KnowledgeState | null => transition(state, KNOWLEDGE_ACTIONS[action] as KnowledgeActionDef);
export const allowedKnowledgeActions = (state: KnowledgeState): KnowledgeAction[] => allowedIn(KNOWLEDGE_ACTIONS as Record<KnowledgeAction, KnowledgeActionDef>, state);

/** Limits of an article: its text, its images (of the upload's image kinds) and attachments. */
export const KNOWLEDGE_LIMITS = { title: 200, keywords: 500, body: 50_000, images: 20, attachments: 10 } as const;

/** Whether a reader holding these roles may read an article addressed to `roleIds` (none: every role). */
export const addressedTo = (roleIds: readonly number[], readerRoles: readonly number[]): boolean => roleIds.length === 0 || roleIds.some((r) => readerRoles.includes(r));

export const KNOWLEDGE_STATUS_LABELS: Record<KnowledgeStatus, Texts> = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft', 'es-ES': 'Borrador' },
  published: { 'zh-CN': '已发布', 'en-US': 'Published', 'es-ES': 'Publicado' },
  withdrawn: { 'zh-CN': '已撤回', 'en-US': 'Withdrawn', 'es-ES': 'Retirado' },
};

export const KNOWLEDGE_ACTION_LABELS: Record<KnowledgeAction, Texts> = {
  update: { 'zh-CN': '修改', 'en-US': 'Edit', 'es-ES': 'Modificar' },
  publish: { 'zh-CN': '发布', 'en-US': 'Publish', 'es-ES': 'Publicar' },
  withdraw: { 'zh-CN': '撤回', 'en-US': 'Withdraw', 'es-ES': 'Retirar' },
};

export const KNOWLEDGE_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'knowledge_status', description: '知识状态', items: KNOWLEDGE_STATUSES.map((s) => [s, KNOWLEDGE_STATUS_LABELS[s]['zh-CN'], KNOWLEDGE_STATUS_LABELS[s]['en-US'], KNOWLEDGE_STATUS_LABELS[s]['es-ES']]) },
];

const fields: FieldDef[] = [
  { name: 'articleNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'title', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'knowledge_status', readOnly: true, filter: 'in', sort: true },
  { name: 'typeId', type: 'ref', ref: 'basKnowledgeType', readOnly: true, filter: 'eq' },
  { name: 'categoryId', type: 'ref', ref: 'basItemCategory', readOnly: true, filter: 'eq' },
  { name: 'faultSymptomId', type: 'ref', ref: 'basFaultSymptom', readOnly: true, filter: 'eq' },
  { name: 'keywords', type: 'string', readOnly: true, list: false },
  // The words of title, keywords and text (searchTerms): matched by the full-text index, never listed.
  { name: 'keyword', type: 'string', readOnly: true, list: false, filter: 'like' },
  { name: 'publishedAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
];

/** The management grid and export of articles (the generic list, count, get and export routes); the commands are the module's own. */
export const knowledgeResource = {
  name: 'basKnowledge',
  key: 'knowledge',
  permission: 'basic_bas_knowledge',
  readOnly: true,
  fields,
  defaultSort: { field: 'articleNo', order: 'desc' },
  label: ['articleNo', 'title'],
} as const satisfies ResourceDef;
