/** Texts of work-order appeals and fee applications (features/order-requests), merged into the catalogues by features/texts.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zhFields = {
  billNo: '申请单号', status: '状态', orderId: '工单', orderNo: '工单号', subjectId: '考核项目', amount: '申诉金额', reason: '申诉理由',
  applicantName: '申请人', submittedAt: '提交时间', deciderName: '审批人', decidedAt: '审批时间', decisionRemark: '审批意见',
};
const enFields: Catalogue<typeof zhFields> = {
  billNo: 'Request no.', status: 'Status', orderId: 'Work order', orderNo: 'Order no.', subjectId: 'Assessment item', amount: 'Amount appealed', reason: 'Reason',
  applicantName: 'Applicant', submittedAt: 'Submitted', deciderName: 'Decided by', decidedAt: 'Decided', decisionRemark: 'Decision remark',
};
const esFields: Catalogue<typeof zhFields> = {
  billNo: 'N.º de solicitud', status: 'Estado', orderId: 'Orden de trabajo', orderNo: 'N.º de orden', subjectId: 'Concepto de evaluación', amount: 'Importe apelado', reason: 'Motivo',
  applicantName: 'Solicitante', submittedAt: 'Enviada', deciderName: 'Decidida por', decidedAt: 'Decidida', decisionRemark: 'Observación de la decisión',
};

const zh = {
  entity: {
    orderAppeal: { title: '工单申诉', fields: zhFields },
    applyMoney: { title: '费用申请', fields: { ...zhFields, subjectId: '费用科目', amount: '申请金额', reason: '申请理由' } },
  },
  orderRequest: {
    action: { submit: '提交', approve: '审批通过', reject: '驳回', cancel: '取消', giveUp: '放弃申诉' },
    confirm: '确定对 {{no}} 执行“{{action}}”吗？',
    giveUpConfirm: '确定放弃申诉 {{no}} 吗？放弃申诉后工单将被挂起，结算取消。',
    reason: '原因', reasonRequired: '驳回或取消请填写原因', remark: '审批意见',
    attachments: '附件', addAttachment: '上传附件',
    feeSection: '费用申请', applyFee: '申请费用', noFees: '暂无费用申请',
  },
  menu: { 'workorder.appeal': '工单申诉', 'workorder.applymoney': '费用申请' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    orderAppeal: { title: 'Work-order appeals', fields: enFields },
    applyMoney: { title: 'Fee applications', fields: { ...enFields, subjectId: 'Fee subject', amount: 'Amount', reason: 'Reason' } },
  },
  orderRequest: {
    action: { submit: 'Submit', approve: 'Approve', reject: 'Reject', cancel: 'Cancel', giveUp: 'Give up appeal' },
    confirm: '{{action}}: {{no}}?',
    giveUpConfirm: 'Give up appeal {{no}}? The order will be suspended and its settlement cancelled.',
    reason: 'Reason', reasonRequired: 'A rejection or cancellation needs a reason', remark: 'Remark',
    attachments: 'Attachments', addAttachment: 'Upload attachments',
    feeSection: 'Fee applications', applyFee: 'Apply for fee', noFees: 'No fee applications',
  },
  menu: { 'workorder.appeal': 'Work-order appeals', 'workorder.applymoney': 'Fee applications' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    orderAppeal: { title: 'Apelaciones de órdenes', fields: esFields },
    applyMoney: { title: 'Solicitudes de gastos', fields: { ...esFields, subjectId: 'Concepto de gasto', amount: 'Importe', reason: 'Motivo' } },
  },
  orderRequest: {
    action: { submit: 'Enviar', approve: 'Aprobar', reject: 'Rechazar', cancel: 'Cancelar', giveUp: 'Abandonar la apelación' },
    confirm: '¿{{action}}: {{no}}?',
    giveUpConfirm: '¿Abandonar la apelación {{no}}? La orden quedará suspendida y su liquidación cancelada.',
    reason: 'Motivo', reasonRequired: 'Un rechazo o una cancelación necesita un motivo', remark: 'Observación',
    attachments: 'Adjuntos', addAttachment: 'Subir adjuntos',
    feeSection: 'Solicitudes de gastos', applyFee: 'Solicitar gasto', noFees: 'Sin solicitudes de gastos',
  },
  menu: { 'workorder.appeal': 'Apelaciones de órdenes', 'workorder.applymoney': 'Solicitudes de gastos' },
};

export const orderRequestsLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
