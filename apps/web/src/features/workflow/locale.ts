/** Texts of the process screens (My Process, the workflow detail), merged into the main catalogues by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zhFields = {
  title: '标题', definitionKey: '流程', status: '状态', currentStepName: '当前步骤', initiatorName: '发起人', createdAt: '发起时间', updatedAt: '更新时间',
};
const enFields: Catalogue<typeof zhFields> = {
  title: 'Title', definitionKey: 'Process', status: 'Status', currentStepName: 'Current step', initiatorName: 'Initiator', createdAt: 'Started', updatedAt: 'Updated',
};
const esFields: Catalogue<typeof zhFields> = {
  title: 'Título', definitionKey: 'Proceso', status: 'Estado', currentStepName: 'Paso actual', initiatorName: 'Iniciador', createdAt: 'Iniciado', updatedAt: 'Actualizado',
};

/** The four lists share their columns (one screen definition per list, for their own column settings). */
const entities = <F,>(title: string, fields: F) => ({
  processPending: { title, fields },
  processProcessed: { title, fields },
  processEnded: { title, fields },
  processInitiated: { title, fields },
});

const zh = {
  entity: entities('我的流程', zhFields),
  workflow: {
    tabs: { pending: '待我审批', processed: '我已审批未结束', ended: '已结束', initiated: '我发起的' },
    status: { running: '审批中', approved: '已通过', rejected: '已驳回', cancelled: '已撤销' },
    action: { start: '提交', approve: '同意', reject: '驳回', cancel: '撤销' },
    def: { snUserChange: '网点资料变更', snEngineerChange: '工程师资料变更', generalRequest: '通用申请', soOrderAppeal: '工单申诉', soOrderAppealBranch: '工单申诉（分中心）', soApplyMoney: '工单费用申请' },
    step: { centreReview: '服务中心审核', hqReview: '总部审核' },
    open: '查看', handle: '办理', start: '发起申请', startTitle: '发起申请', process: '流程', remark: '申请说明', started: '已提交，等待审批',
    detailTitle: '流程详情', diagram: '流程图', history: '审批记录', initiator: '发起人', end: '结束', approvers: '审批人：{{names}}',
    approve: '同意', reject: '驳回', cancel: '撤销流程', approveTitle: '同意', approveRemark: '审批意见', approveConfirm: '同意后流程将进入下一步骤或结束。',
    rejectTitle: '驳回', rejectTo: '驳回至', rejectReason: '驳回原因', cancelTitle: '撤销流程', cancelReason: '撤销原因',
    toStep: '退回至：{{step}}', reason: '原因：{{reason}}', comment: '意见：{{reason}}', description: '说明：{{reason}}', backToList: '返回我的流程', notFound: '流程不存在或您无权查看',
  },
  menu: { process: '我的流程', 'process.mine': '我的流程' },
};

const en: Catalogue<typeof zh> = {
  entity: entities('My processes', enFields),
  workflow: {
    tabs: { pending: 'Pending for me', processed: 'Processed, not ended', ended: 'Ended', initiated: 'I initiated' },
    status: { running: 'In approval', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
    action: { start: 'Submitted', approve: 'Approved', reject: 'Rejected', cancel: 'Cancelled' },
    def: { snUserChange: 'Outlet data change', snEngineerChange: 'Engineer data change', generalRequest: 'General request', soOrderAppeal: 'Work-order appeal', soOrderAppealBranch: 'Work-order appeal (centre)', soApplyMoney: 'Work-order fee application' },
    step: { centreReview: 'Service centre review', hqReview: 'Headquarters review' },
    open: 'View', handle: 'Handle', start: 'New request', startTitle: 'New request', process: 'Process', remark: 'Description', started: 'Submitted; waiting for approval',
    detailTitle: 'Workflow detail', diagram: 'Workflow diagram', history: 'Approval history', initiator: 'Initiator', end: 'End', approvers: 'Approvers: {{names}}',
    approve: 'Approve', reject: 'Reject', cancel: 'Cancel process', approveTitle: 'Approve', approveRemark: 'Comment', approveConfirm: 'After approval the process moves to its next step or ends.',
    rejectTitle: 'Reject', rejectTo: 'Return to', rejectReason: 'Reason for rejection', cancelTitle: 'Cancel process', cancelReason: 'Reason for cancelling',
    toStep: 'Returned to: {{step}}', reason: 'Reason: {{reason}}', comment: 'Comment: {{reason}}', description: 'Description: {{reason}}', backToList: 'Back to my processes', notFound: 'The process does not exist or you may not see it',
  },
  menu: { process: 'My processes', 'process.mine': 'My processes' },
};

const es: Catalogue<typeof zh> = {
  entity: entities('Mis procesos', esFields),
  workflow: {
    tabs: { pending: 'Pendientes para mí', processed: 'Tramitados, sin terminar', ended: 'Terminados', initiated: 'Iniciados por mí' },
    status: { running: 'En aprobación', approved: 'Aprobado', rejected: 'Rechazado', cancelled: 'Cancelado' },
    action: { start: 'Enviado', approve: 'Aprobado', reject: 'Rechazado', cancel: 'Cancelado' },
    def: { snUserChange: 'Cambio de datos del punto de servicio', snEngineerChange: 'Cambio de datos del técnico', generalRequest: 'Solicitud general', soOrderAppeal: 'Apelación de orden', soOrderAppealBranch: 'Apelación de orden (centro)', soApplyMoney: 'Solicitud de gasto de orden' },
    step: { centreReview: 'Revisión del centro de servicio', hqReview: 'Revisión de la sede central' },
    open: 'Ver', handle: 'Tramitar', start: 'Nueva solicitud', startTitle: 'Nueva solicitud', process: 'Proceso', remark: 'Descripción', started: 'Enviado; pendiente de aprobación',
    detailTitle: 'Detalle del flujo', diagram: 'Diagrama del flujo', history: 'Historial de aprobación', initiator: 'Iniciador', end: 'Fin', approvers: 'Aprobadores: {{names}}',
    approve: 'Aprobar', reject: 'Rechazar', cancel: 'Cancelar proceso', approveTitle: 'Aprobar', approveRemark: 'Comentario', approveConfirm: 'Tras aprobar, el proceso pasa al paso siguiente o termina.',
    rejectTitle: 'Rechazar', rejectTo: 'Devolver a', rejectReason: 'Motivo del rechazo', cancelTitle: 'Cancelar proceso', cancelReason: 'Motivo de la cancelación',
    toStep: 'Devuelto a: {{step}}', reason: 'Motivo: {{reason}}', comment: 'Comentario: {{reason}}', description: 'Descripción: {{reason}}', backToList: 'Volver a mis procesos', notFound: 'El proceso no existe o no puede verlo',
  },
  menu: { process: 'Mis procesos', 'process.mine': 'Mis procesos' },
};

export const workflowLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
