/** Texts of return visits (issue 18): task sampling, the screening and survey pools, the follow-up, the assessments. */
import {
  type Lang,
  RECALL_ACTION_LABELS,
  RECALL_OUTCOME_LABELS,
  RECALL_PROBLEM_LABELS,
  RECALL_SATISFACTION_LABELS,
  RECALL_SOURCE_LABELS,
  RECALL_STATUS_LABELS,
  RECALL_VERDICT_LABELS,
} from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const pick = <K extends string>(labels: Record<K, Record<Lang, string>>, lang: Lang) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, (v as Record<Lang, string>)[lang]])) as Record<K, string>;
const labels = (lang: Lang, sample: string) => ({
  status: pick(RECALL_STATUS_LABELS, lang),
  outcome: pick(RECALL_OUTCOME_LABELS, lang),
  verdict: pick(RECALL_VERDICT_LABELS, lang),
  satisfaction: pick(RECALL_SATISFACTION_LABELS, lang),
  source: pick(RECALL_SOURCE_LABELS, lang),
  problem: pick(RECALL_PROBLEM_LABELS, lang),
  action: { ...pick(RECALL_ACTION_LABELS, lang), sample },
});

const zh = {
  entity: {
    recallLine: {
      title: '回访',
      fields: { orderNo: '工单号', status: '回访状态', source: '抽样来源', orderType: '工单类型', siteId: '网点', custName: '客户', phone: '电话', assigneeId: '回访员', assigneeName: '回访员', callCount: '回访次数', outcome: '呼叫结果', verdict: '回访结论', satisfaction: '满意度', dueDate: '应回访日期', finishedAt: '完工时间', dropReason: '剔除原因', completedAt: '完成时间', createdAt: '抽样时间', remark: '备注' },
    },
    recallHistory: { title: '拨号记录', fields: { orderNo: '工单号', action: '操作', outcome: '呼叫结果', phone: '拨打号码', satisfaction: '满意度', userName: '回访员', remark: '备注', createdAt: '时间' } },
    recallRobot: { title: '机器人外呼', fields: { orderNo: '工单号', phone: '号码', status: '状态', provider: '渠道', outcome: '呼叫结果', satisfaction: '满意度', script: '话术', answeredAt: '应答时间', createdAt: '提交时间' } },
    recallAssessment: { title: '回访评估', fields: { orderNo: '工单号', siteId: '网点', problem: '问题', question: '问题项', satisfaction: '满意度', remark: '备注', createdAt: '时间' } },
  },
  recall: {
    allStatuses: '全部', finishedFrom: '完工日期起', finishedTo: '完工日期止', site: '网点', orders: '指定工单（手工抽样）', run: '开始抽样', ran: '找到 {{found}} 单，抽中 {{sampled}} 单',
    samplingHint: '按回访设置的条件抽取已完工且未回访的工单；指定工单则不论条件直接抽中。', screen: '转入调查池', drop: '剔除', dropTitle: '剔除回访', dropReason: '剔除原因', reasonRequired: '请填写原因',
    assign: '分配', assignTitle: '分配回访员', assignee: '回访员', assigneeRequired: '请选择回访员', follow: '回访', batchFollow: '批量回访', followTitle: '回访 {{orderNo}}', batchTitle: '批量回访（{{n}} 单）',
    outcomeLabel: '呼叫结果', phoneCalled: '拨打号码', call: '拨打', satisfactionLabel: '满意度', remark: '备注', answers: '回访问题', noQuestions: '该回访没有设置问题', required: '请回答', outcomeRequired: '请选择呼叫结果',
    customer: '客户', address: '地址', setting: '回访设置', history: '回访记录', when: '时间', who: '回访员', step: '操作', detail: '详情', orderVisits: '回访', rating: '客户评价', calls: '呼叫 {{n}} 次', noVisits: '该工单没有回访',
    noticeTitle: '回访', notice: { assign: '分配给您 {{count}} 个回访', sample: '抽中 {{count}} 个回访' }, score: '得分（0–{{max}}）', rejectCompletion: '驳回完工（工作未完成，退回网点重新处理）', rejectReason: '驳回原因', robotSubmit: '提交机器人外呼', robotSubmitted: '已提交 {{n}} 个回访给机器人外呼', robotCalls: '机器人外呼记录', robotAnswer: '录入外呼结果', robotAnswerTitle: '机器人外呼结果 {{orderNo}}', completionRejected: '回访驳回了完工，以下问题客户反映不属实，需重新处理：',
    ...labels('zh-CN', '抽样'),
  },
  menu: { 'care.recallSampling': '任务抽样', 'care.recallScreening': '回访甄别池', 'care.recallSurvey': '回访调查池', 'care.recallAssessment': '回访评估' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    recallLine: {
      title: 'Return visits',
      fields: { orderNo: 'Order no.', status: 'Status', source: 'Drawn by', orderType: 'Order type', siteId: 'Outlet', custName: 'Customer', phone: 'Phone', assigneeId: 'Return visitor', assigneeName: 'Return visitor', callCount: 'Follow-ups', outcome: 'Call outcome', verdict: 'Verdict', satisfaction: 'Satisfaction', dueDate: 'Due', finishedAt: 'Finished', dropReason: 'Drop reason', completedAt: 'Completed', createdAt: 'Sampled', remark: 'Remark' },
    },
    recallHistory: { title: 'Dialing records', fields: { orderNo: 'Order no.', action: 'Step', outcome: 'Call outcome', phone: 'Number called', satisfaction: 'Satisfaction', userName: 'Return visitor', remark: 'Remark', createdAt: 'When' } },
    recallRobot: { title: 'Robot calls', fields: { orderNo: 'Order no.', phone: 'Number', status: 'Status', provider: 'Provider', outcome: 'Call outcome', satisfaction: 'Satisfaction', script: 'Script', answeredAt: 'Answered', createdAt: 'Submitted' } },
    recallAssessment: { title: 'Follow-up assessments', fields: { orderNo: 'Order no.', siteId: 'Outlet', problem: 'Problem', question: 'Question', satisfaction: 'Satisfaction', remark: 'Remark', createdAt: 'When' } },
  },
  recall: {
    allStatuses: 'All', finishedFrom: 'Finished from', finishedTo: 'Finished to', site: 'Outlet', orders: 'Orders (drawn by hand)', run: 'Run sampling', ran: '{{found}} orders found, {{sampled}} sampled',
    samplingHint: 'Finished orders not yet visited are drawn by the return-visit setup\'s conditions; orders named here are drawn whatever the setup says.', screen: 'To the survey pool', drop: 'Drop', dropTitle: 'Drop return visits', dropReason: 'Why drop them', reasonRequired: 'Enter the reason',
    assign: 'Assign', assignTitle: 'Assign to a return visitor', assignee: 'Return visitor', assigneeRequired: 'Choose the return visitor', follow: 'Follow up', batchFollow: 'Batch follow-up', followTitle: 'Follow up {{orderNo}}', batchTitle: 'Batch follow-up ({{n}} orders)',
    outcomeLabel: 'Call outcome', phoneCalled: 'Number called', call: 'Call', satisfactionLabel: 'Satisfaction', remark: 'Remark', answers: 'Questions', noQuestions: 'This return visit has no questions', required: 'Answer it', outcomeRequired: 'Choose the call outcome',
    customer: 'Customer', address: 'Address', setting: 'Setup', history: 'Follow-up record', when: 'When', who: 'By', step: 'Step', detail: 'Detail', orderVisits: 'Return visits', rating: 'Customer rating', calls: '{{n}} calls', noVisits: 'No return visit for this order',
    noticeTitle: 'Return visits', notice: { assign: '{{count}} return visits assigned to you', sample: '{{count}} return visits sampled' }, score: 'Score (0–{{max}})', rejectCompletion: 'Reject the completion (the work was not done: back to the outlet to do it again)', rejectReason: 'Why the completion is rejected', robotSubmit: 'Submit to robot call', robotSubmitted: '{{n}} follow-ups handed to the robot caller', robotCalls: 'Robot calls', robotAnswer: 'Record answer', robotAnswerTitle: 'Robot call result {{orderNo}}', completionRejected: 'A return visit rejected the completion; the customer found these not true, to be put right:',
    ...labels('en-US', 'Sampled'),
  },
  menu: { 'care.recallSampling': 'Task sampling', 'care.recallScreening': 'Screening pool', 'care.recallSurvey': 'Follow-up survey pool', 'care.recallAssessment': 'Follow-up assessments' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    recallLine: {
      title: 'Visitas de seguimiento',
      fields: { orderNo: 'N.º de orden', status: 'Estado', source: 'Seleccionada por', orderType: 'Tipo de orden', siteId: 'Punto de servicio', custName: 'Cliente', phone: 'Teléfono', assigneeId: 'Encuestador', assigneeName: 'Encuestador', callCount: 'Seguimientos', outcome: 'Resultado de la llamada', verdict: 'Conclusión', satisfaction: 'Satisfacción', dueDate: 'Fecha prevista', finishedAt: 'Finalizada', dropReason: 'Motivo del descarte', completedAt: 'Completada', createdAt: 'Seleccionada', remark: 'Observaciones' },
    },
    recallHistory: { title: 'Registros de llamadas', fields: { orderNo: 'N.º de orden', action: 'Paso', outcome: 'Resultado de la llamada', phone: 'Número marcado', satisfaction: 'Satisfacción', userName: 'Encuestador', remark: 'Observación', createdAt: 'Fecha' } },
    recallRobot: { title: 'Llamadas automáticas', fields: { orderNo: 'N.º de orden', phone: 'Número', status: 'Estado', provider: 'Proveedor', outcome: 'Resultado de la llamada', satisfaction: 'Satisfacción', script: 'Guion', answeredAt: 'Respondida', createdAt: 'Enviada' } },
    recallAssessment: { title: 'Evaluaciones de seguimiento', fields: { orderNo: 'N.º de orden', siteId: 'Punto de servicio', problem: 'Problema', question: 'Pregunta', satisfaction: 'Satisfacción', remark: 'Observación', createdAt: 'Fecha' } },
  },
  recall: {
    allStatuses: 'Todas', finishedFrom: 'Finalizadas desde', finishedTo: 'Finalizadas hasta', site: 'Punto de servicio', orders: 'Órdenes (selección manual)', run: 'Ejecutar muestreo', ran: '{{found}} órdenes encontradas, {{sampled}} seleccionadas',
    samplingHint: 'Las órdenes finalizadas aún sin visita se seleccionan según las condiciones de la configuración; las indicadas aquí se seleccionan siempre.', screen: 'Al grupo de encuestas', drop: 'Descartar', dropTitle: 'Descartar visitas', dropReason: 'Motivo del descarte', reasonRequired: 'Indique el motivo',
    assign: 'Asignar', assignTitle: 'Asignar a un encuestador', assignee: 'Encuestador', assigneeRequired: 'Elija el encuestador', follow: 'Seguimiento', batchFollow: 'Seguimiento en lote', followTitle: 'Seguimiento de {{orderNo}}', batchTitle: 'Seguimiento en lote ({{n}} órdenes)',
    outcomeLabel: 'Resultado de la llamada', phoneCalled: 'Número marcado', call: 'Llamar', satisfactionLabel: 'Satisfacción', remark: 'Observación', answers: 'Preguntas', noQuestions: 'Esta visita no tiene preguntas', required: 'Respóndala', outcomeRequired: 'Elija el resultado de la llamada',
    customer: 'Cliente', address: 'Dirección', setting: 'Configuración', history: 'Registro de seguimiento', when: 'Fecha', who: 'Por', step: 'Paso', detail: 'Detalle', orderVisits: 'Visitas de seguimiento', rating: 'Valoración del cliente', calls: '{{n}} llamadas', noVisits: 'Esta orden no tiene visitas de seguimiento',
    noticeTitle: 'Visitas de seguimiento', notice: { assign: 'Se le han asignado {{count}} visitas', sample: 'Se han seleccionado {{count}} visitas' }, score: 'Puntuación (0–{{max}})', rejectCompletion: 'Rechazar la finalización (el trabajo no se hizo: vuelve al punto de servicio para rehacerlo)', rejectReason: 'Motivo del rechazo', robotSubmit: 'Enviar a llamada automática', robotSubmitted: '{{n}} seguimientos enviados a la llamada automática', robotCalls: 'Llamadas automáticas', robotAnswer: 'Registrar respuesta', robotAnswerTitle: 'Resultado de la llamada automática {{orderNo}}', completionRejected: 'Una visita de seguimiento rechazó la finalización; el cliente indicó que esto no es cierto y hay que corregirlo:',
    ...labels('es-ES', 'Seleccionada'),
  },
  menu: { 'care.recallSampling': 'Muestreo de tareas', 'care.recallScreening': 'Grupo de filtrado', 'care.recallSurvey': 'Grupo de encuestas de seguimiento', 'care.recallAssessment': 'Evaluaciones de seguimiento' },
};

export const recallLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
