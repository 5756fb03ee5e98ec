/**
 * Quality reports and accident reports (wkQualityReport, wkAccidentReport; spec sections 2 and 7; docs/customer-care.md
 * "Quality and accident reports, good comments"): an outlet or a centre reports a product failure (quality) or an
 * appliance failure that caused damage or injury (accident) against a product, optionally its serial and the order it
 * came from, with the facts, a severity and attachments; it submits the report to headquarters, who confirms it or
 * returns it with a reason for the reporter to edit and submit again. One table holds both kinds; each kind keeps its
 * own route family, permissions and screen.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { type Transition, allowedIn, transition } from '../state-machine.ts';

export const QUALITY_REPORT_KINDS = ['quality', 'accident'] as const;
export type QualityReportKind = (typeof QUALITY_REPORT_KINDS)[number];

/** Draft (editable), submitted (with headquarters), returned (editable again, with the reason), confirmed (final). */
export const QUALITY_REPORT_STATUSES = ['draft', 'submitted', 'returned', 'confirmed'] as const;
export type QualityReportStatus = (typeof QUALITY_REPORT_STATUSES)[number];

export const QUALITY_SEVERITIES = ['minor', 'major', 'critical'] as const;
export type QualitySeverity = (typeof QUALITY_SEVERITIES)[number];

export interface QualityReportState {
  status: QualityReportStatus;
}

/** Each kind its own permissions (the two screens are granted apart). */
export const QUALITY_REPORT_PERMISSIONS = {
  quality: {
    view: 'basic_wk_quality_report_view',
    /** Write, edit and submit one's own (outlets, centres). */
    add: 'basic_wk_quality_report_add',
    /** Confirm or return a submitted one (headquarters, the quality inspector). */
    confirm: 'basic_wk_quality_report_confirm',
    export: 'basic_wk_quality_report_export',
  },
  accident: {
    view: 'basic_wk_accident_report_view',
    add: 'basic_wk_accident_report_add',
    confirm: 'basic_wk_accident_report_confirm',
    export: 'basic_wk_accident_report_export',
  },
} as const satisfies Record<QualityReportKind, Record<string, `basic_${string}`>>;
export type QualityReportPermission = keyof (typeof QUALITY_REPORT_PERMISSIONS)['quality'];

export interface QualityReportActionDef extends Transition<QualityReportState> {
  permission: QualityReportPermission;
  /** Asks for a reason (return). */
  reason?: boolean;
}

/**
 * `update` edits a draft or a returned report in place (a returned one stays returned until submitted again);
 * `submit` sends it to headquarters; `confirm` and `return` are headquarters' answer.
 */
export const QUALITY_REPORT_ACTIONS = {
  update: { permission: 'add', when: { status: ['draft', 'returned'] }, sets: {} },
  submit: { permission: 'add', when: { status: ['draft', 'returned'] }, sets: { status: 'submitted' } },
  confirm: { permission: 'confirm', when: { status: ['submitted'] }, sets: { status: 'confirmed' } },
  return: { permission: 'confirm', when: { status: ['submitted'] }, sets: { status: 'returned' }, reason: true },
} as const satisfies Record<string, QualityReportActionDef>;

export type QualityReportAction = keyof typeof QUALITY_REPORT_ACTIONS;
export const QUALITY_REPORT_ACTION_NAMES = Object.keys(QUALITY_REPORT_ACTIONS) as QualityReportAction[];

export const applyQualityReportAction = (state: QualityReportState, action: QualityReportAction): QualityReportState | null =>
  transition(state, QUALITY_REPORT_ACTIONS[action] as QualityReportActionDef);
export const allowedQualityReportActions = (state: QualityReportState): QualityReportAction[] =>
  allowedIn(QUALITY_REPORT_ACTIONS as Record<QualityReportAction, QualityReportActionDef>, state);

/** The realtime event: headquarters hears of a submission, the reporter of a confirmation or a return. */
export const QUALITY_REPORT_EVENT = 'wkQualityReport';
export interface QualityReportNotice {
  id: number;
  reportNo: string;
  kind: QualityReportKind;
  action: QualityReportAction;
  status: QualityReportStatus;
}

export const QUALITY_REPORT_LIMITS = { facts: 4000, damage: 2000, reason: 500, serial: 64, attachments: 10 } as const;

/** The endpoint group of each kind. */
export const QUALITY_REPORT_GROUPS: Record<QualityReportKind, string> = { quality: 'wkQualityReport', accident: 'wkAccidentReport' };
/** Report numbers: ZL (质量) or SG (事故) + yyMMdd + a running number. */
export const QUALITY_REPORT_PREFIX: Record<QualityReportKind, string> = { quality: 'ZL', accident: 'SG' };

export const QUALITY_REPORT_KIND_LABELS: Record<QualityReportKind, Texts> = {
  quality: { 'zh-CN': '质量报告', 'en-US': 'Quality report', 'es-ES': 'Informe de calidad' },
  accident: { 'zh-CN': '事故报告', 'en-US': 'Accident report', 'es-ES': 'Informe de accidente' },
};

export const QUALITY_REPORT_STATUS_LABELS: Record<QualityReportStatus, Texts> = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft', 'es-ES': 'Borrador' },
  submitted: { 'zh-CN': '已提交', 'en-US': 'Submitted', 'es-ES': 'Enviado' },
  returned: { 'zh-CN': '已退回', 'en-US': 'Returned', 'es-ES': 'Devuelto' },
  confirmed: { 'zh-CN': '已确认', 'en-US': 'Confirmed', 'es-ES': 'Confirmado' },
};

export const QUALITY_SEVERITY_LABELS: Record<QualitySeverity, Texts> = {
  minor: { 'zh-CN': '轻微', 'en-US': 'Minor', 'es-ES': 'Leve' },
  major: { 'zh-CN': '严重', 'en-US': 'Major', 'es-ES': 'Grave' },
  critical: { 'zh-CN': '特别严重', 'en-US': 'Critical', 'es-ES': 'Crítico' },
};

export const QUALITY_REPORT_ACTION_LABELS: Record<QualityReportAction, Texts> = {
  update: { 'zh-CN': '修改', 'en-US': 'Edit', 'es-ES': 'Editar' },
  submit: { 'zh-CN': '提交', 'en-US': 'Submit', 'es-ES': 'Enviar' },
  confirm: { 'zh-CN': '确认', 'en-US': 'Confirm', 'es-ES': 'Confirmar' },
  return: { 'zh-CN': '退回', 'en-US': 'Return', 'es-ES': 'Devolver' },
};

const dictItems = <K extends string>(keys: readonly K[], labels: Record<K, Texts>): [string, string, string, string][] => keys.map((k) => [k, labels[k]['zh-CN'], labels[k]['en-US'], labels[k]['es-ES']]);

export const QUALITY_REPORT_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'quality_report_status', description: '质量/事故报告状态', items: dictItems(QUALITY_REPORT_STATUSES, QUALITY_REPORT_STATUS_LABELS) },
  { type: 'quality_severity', description: '严重程度', items: dictItems(QUALITY_SEVERITIES, QUALITY_SEVERITY_LABELS) },
];

const fields = (kind: QualityReportKind): FieldDef[] => [
  { name: 'reportNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'quality_report_status', readOnly: true, filter: 'in', sort: true },
  { name: 'severity', type: 'dict', dict: 'quality_severity', readOnly: true, filter: 'in', sort: true },
  { name: 'itemId', type: 'ref', ref: 'basItem', readOnly: true, filter: 'eq' },
  { name: 'model', type: 'string', readOnly: true, filter: 'like' },
  { name: 'serialNo', type: 'string', readOnly: true, filter: 'like' },
  { name: 'orderNo', type: 'string', readOnly: true, filter: 'like' },
  ...(kind === 'accident' ? [{ name: 'injury', type: 'boolean', readOnly: true, filter: 'eq' } satisfies FieldDef] : []),
  { name: 'deptId', type: 'ref', ref: 'sysDept', readOnly: true, filter: 'eq' },
  { name: 'facts', type: 'text', readOnly: true, list: false },
  { name: 'submittedAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'confirmedAt', type: 'datetime', readOnly: true, sort: true },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
];

const resourceOf = <K extends QualityReportKind>(kind: K, key: string) =>
  ({
    name: QUALITY_REPORT_GROUPS[kind],
    key,
    permission: kind === 'quality' ? 'basic_wk_quality_report' : 'basic_wk_accident_report',
    readOnly: true,
    fields: fields(kind),
    defaultSort: { field: 'reportNo', order: 'desc' },
    label: ['reportNo'],
  }) as const satisfies ResourceDef;

/** The grid, count, detail and export of each kind (the generic routes); the commands are the module's own. */
export const qualityReportResource = resourceOf('quality', 'qualityReport');
export const accidentReportResource = resourceOf('accident', 'accidentReport');
export const QUALITY_REPORT_RESOURCES: Record<QualityReportKind, ResourceDef> = { quality: qualityReportResource, accident: accidentReportResource };
