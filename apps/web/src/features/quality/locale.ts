/** Texts of quality and accident reports and good-comment applications (issue 18). */
import { GOOD_COMMENT_ACTION_LABELS, GOOD_COMMENT_STATUS_LABELS, type Lang, QUALITY_REPORT_ACTION_LABELS, QUALITY_REPORT_KIND_LABELS, QUALITY_REPORT_STATUS_LABELS, QUALITY_SEVERITY_LABELS } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const pick = <K extends string>(labels: Record<K, Record<Lang, string>>, lang: Lang) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, (v as Record<Lang, string>)[lang]])) as Record<K, string>;

const reportFields = { reportNo: '报告编号', status: '状态', severity: '严重程度', itemId: '产品', model: '型号', serialNo: '条码', orderNo: '工单号', deptId: '填报单位', facts: '事实经过', submittedAt: '提交时间', confirmedAt: '确认时间', createdAt: '创建时间' };

const zh = {
  entity: {
    qualityReport: { title: '质量报告', fields: reportFields },
    accidentReport: { title: '事故报告', fields: { ...reportFields, injury: '人身伤害' } },
    goodCommentApply: { title: '好评申请', fields: { applyNo: '申请编号', status: '状态', orderNo: '工单号', siteId: '网点', amountClaimed: '申请金额', amountGranted: '核准金额', praise: '好评内容', checkedAt: '审核时间', createdAt: '申请时间' } },
  },
  qualityReport: {
    edit: '修改报告', add: { quality: '填报质量报告', accident: '填报事故报告' }, detail: '详情', allStatuses: '全部',
    productHint: '选择产品，或只填条码由条码库带出产品', orderNo: '来源工单（可不选）', severityRequired: '请选择严重程度', factsRequired: '请填写事实经过',
    damage: '损失情况', attachments: '附件', addAttachment: '添加附件', returnedBecause: '总部退回原因', injured: '有人受伤', noInjury: '无人受伤', reporter: '填报人',
    returnReason: '退回原因', returnRequired: '请填写退回原因', noticeTitle: '质量/事故报告',
    history: '处理记录', when: '时间', step: '操作', to: '状态', who: '处理人', why: '说明', created: '创建',
    notice: { submit: '{{kind}} {{reportNo}} 已提交，请确认', confirm: '{{kind}} {{reportNo}} 已被总部确认', return: '{{kind}} {{reportNo}} 被退回，请修改后重新提交', update: '{{kind}} {{reportNo}} 已修改' },
    kind: pick(QUALITY_REPORT_KIND_LABELS, 'zh-CN'), status: pick(QUALITY_REPORT_STATUS_LABELS, 'zh-CN'), severity: pick(QUALITY_SEVERITY_LABELS, 'zh-CN'), action: pick(QUALITY_REPORT_ACTION_LABELS, 'zh-CN'),
  },
  goodComment: {
    one: '好评申请', add: '新增好评申请', allStatuses: '全部', orderRequired: '请选择工单', praiseRequired: '请填写好评内容', amountInvalid: '请输入大于 0、最多两位小数的金额',
    evidence: '好评凭证', addEvidence: '添加凭证', grantHint: '不超过申请金额 {{claimed}}，通过后计入工单奖励费', remark: '审核意见', claimant: '申请人', orderReward: '工单奖励费（当前）',
    created: '申请', rejectReason: '驳回原因', rejectRequired: '请填写驳回原因', noticeTitle: '好评申请',
    notice: { create: '新的好评申请 {{applyNo}}（工单 {{orderNo}}），请审核', approve: '好评申请 {{applyNo}} 已通过', reject: '好评申请 {{applyNo}} 被驳回' },
    status: pick(GOOD_COMMENT_STATUS_LABELS, 'zh-CN'), action: pick(GOOD_COMMENT_ACTION_LABELS, 'zh-CN'),
  },
  menu: { 'workorder.qualityReport': '质量报告', 'workorder.accidentReport': '事故报告', 'workorder.goodCommentApply': '好评申请' },
};

const reportFieldsEn = { reportNo: 'Report no.', status: 'Status', severity: 'Severity', itemId: 'Product', model: 'Model', serialNo: 'Serial no.', orderNo: 'Order no.', deptId: 'Reported by', facts: 'Facts', submittedAt: 'Submitted', confirmedAt: 'Confirmed', createdAt: 'Created' };

const en: Catalogue<typeof zh> = {
  entity: {
    qualityReport: { title: 'Quality reports', fields: reportFieldsEn },
    accidentReport: { title: 'Accident reports', fields: { ...reportFieldsEn, injury: 'Injury' } },
    goodCommentApply: { title: 'Good-comment applications', fields: { applyNo: 'Application no.', status: 'Status', orderNo: 'Order no.', siteId: 'Outlet', amountClaimed: 'Amount claimed', amountGranted: 'Amount granted', praise: 'Praise', checkedAt: 'Checked', createdAt: 'Applied' } },
  },
  qualityReport: {
    edit: 'Edit report', add: { quality: 'New quality report', accident: 'New accident report' }, detail: 'Detail', allStatuses: 'All',
    productHint: 'Choose the product, or enter only the serial number and the barcode library names it', orderNo: 'Order it came from (optional)', severityRequired: 'Choose the severity', factsRequired: 'Enter the facts',
    damage: 'Damage', attachments: 'Attachments', addAttachment: 'Add attachment', returnedBecause: 'Returned by headquarters because', injured: 'Somebody was hurt', noInjury: 'Nobody was hurt', reporter: 'Reported by',
    returnReason: 'Why it is returned', returnRequired: 'Enter why it is returned', noticeTitle: 'Quality and accident reports',
    history: 'History', when: 'When', step: 'Step', to: 'Status', who: 'By', why: 'Remark', created: 'Written',
    notice: { submit: '{{kind}} {{reportNo}} was submitted: please confirm it', confirm: '{{kind}} {{reportNo}} was confirmed by headquarters', return: '{{kind}} {{reportNo}} was returned: edit it and submit it again', update: '{{kind}} {{reportNo}} was edited' },
    kind: pick(QUALITY_REPORT_KIND_LABELS, 'en-US'), status: pick(QUALITY_REPORT_STATUS_LABELS, 'en-US'), severity: pick(QUALITY_SEVERITY_LABELS, 'en-US'), action: pick(QUALITY_REPORT_ACTION_LABELS, 'en-US'),
  },
  goodComment: {
    one: 'Good-comment application', add: 'New good-comment application', allStatuses: 'All', orderRequired: 'Choose the order', praiseRequired: 'Enter the praise', amountInvalid: 'Enter an amount above 0 with at most two decimals',
    evidence: 'Evidence', addEvidence: 'Add evidence', grantHint: 'At most the {{claimed}} claimed; once approved it is added to the order\'s reward fee', remark: 'Remark', claimant: 'Applied by', orderReward: 'Order reward fee (now)',
    created: 'Applied', rejectReason: 'Why it is rejected', rejectRequired: 'Enter why it is rejected', noticeTitle: 'Good-comment applications',
    notice: { create: 'New good-comment application {{applyNo}} (order {{orderNo}}): please check it', approve: 'Good-comment application {{applyNo}} was approved', reject: 'Good-comment application {{applyNo}} was rejected' },
    status: pick(GOOD_COMMENT_STATUS_LABELS, 'en-US'), action: pick(GOOD_COMMENT_ACTION_LABELS, 'en-US'),
  },
  menu: { 'workorder.qualityReport': 'Quality reports', 'workorder.accidentReport': 'Accident reports', 'workorder.goodCommentApply': 'Good comments' },
};

const reportFieldsEs = { reportNo: 'N.º de informe', status: 'Estado', severity: 'Gravedad', itemId: 'Producto', model: 'Modelo', serialNo: 'N.º de serie', orderNo: 'N.º de orden', deptId: 'Informado por', facts: 'Hechos', submittedAt: 'Enviado', confirmedAt: 'Confirmado', createdAt: 'Creado' };

const es: Catalogue<typeof zh> = {
  entity: {
    qualityReport: { title: 'Informes de calidad', fields: reportFieldsEs },
    accidentReport: { title: 'Informes de accidente', fields: { ...reportFieldsEs, injury: 'Lesiones' } },
    goodCommentApply: { title: 'Solicitudes por buena valoración', fields: { applyNo: 'N.º de solicitud', status: 'Estado', orderNo: 'N.º de orden', siteId: 'Punto de servicio', amountClaimed: 'Importe solicitado', amountGranted: 'Importe concedido', praise: 'Valoración', checkedAt: 'Revisada', createdAt: 'Solicitada' } },
  },
  qualityReport: {
    edit: 'Editar informe', add: { quality: 'Nuevo informe de calidad', accident: 'Nuevo informe de accidente' }, detail: 'Detalle', allStatuses: 'Todos',
    productHint: 'Elija el producto, o indique solo el número de serie y el registro de códigos lo identifica', orderNo: 'Orden de origen (opcional)', severityRequired: 'Elija la gravedad', factsRequired: 'Indique los hechos',
    damage: 'Daños', attachments: 'Adjuntos', addAttachment: 'Añadir adjunto', returnedBecause: 'Devuelto por la sede porque', injured: 'Hubo heridos', noInjury: 'Sin heridos', reporter: 'Informado por',
    returnReason: 'Motivo de la devolución', returnRequired: 'Indique el motivo de la devolución', noticeTitle: 'Informes de calidad y accidente',
    history: 'Historial', when: 'Fecha', step: 'Paso', to: 'Estado', who: 'Por', why: 'Observación', created: 'Redactado',
    notice: { submit: '{{kind}} {{reportNo}} se ha enviado: confírmelo', confirm: 'La sede ha confirmado {{kind}} {{reportNo}}', return: '{{kind}} {{reportNo}} se ha devuelto: edítelo y envíelo de nuevo', update: '{{kind}} {{reportNo}} se ha editado' },
    kind: pick(QUALITY_REPORT_KIND_LABELS, 'es-ES'), status: pick(QUALITY_REPORT_STATUS_LABELS, 'es-ES'), severity: pick(QUALITY_SEVERITY_LABELS, 'es-ES'), action: pick(QUALITY_REPORT_ACTION_LABELS, 'es-ES'),
  },
  goodComment: {
    one: 'Solicitud por buena valoración', add: 'Nueva solicitud por buena valoración', allStatuses: 'Todas', orderRequired: 'Elija la orden', praiseRequired: 'Indique la valoración', amountInvalid: 'Indique un importe mayor que 0 con dos decimales como máximo',
    evidence: 'Pruebas', addEvidence: 'Añadir prueba', grantHint: 'Como máximo los {{claimed}} solicitados; una vez aprobada se suma a la recompensa de la orden', remark: 'Observación', claimant: 'Solicitada por', orderReward: 'Recompensa de la orden (ahora)',
    created: 'Solicitada', rejectReason: 'Motivo del rechazo', rejectRequired: 'Indique el motivo del rechazo', noticeTitle: 'Solicitudes por buena valoración',
    notice: { create: 'Nueva solicitud por buena valoración {{applyNo}} (orden {{orderNo}}): revísela', approve: 'La solicitud por buena valoración {{applyNo}} se ha aprobado', reject: 'La solicitud por buena valoración {{applyNo}} se ha rechazado' },
    status: pick(GOOD_COMMENT_STATUS_LABELS, 'es-ES'), action: pick(GOOD_COMMENT_ACTION_LABELS, 'es-ES'),
  },
  menu: { 'workorder.qualityReport': 'Informes de calidad', 'workorder.accidentReport': 'Informes de accidente', 'workorder.goodCommentApply': 'Buenas valoraciones' },
};

export const qualityLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
