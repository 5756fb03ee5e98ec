/** Texts of complaint handling and the complaint detail report (issue 18). */
import { COMPLAINT_ACTION_LABELS, COMPLAINT_ESCALATION_LABELS, COMPLAINT_STATUS_LABELS, COMPLAINT_TIMELINESS_LABELS, type Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const pick = <K extends string>(labels: Record<K, Record<Lang, string>>, lang: Lang) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, (v as Record<Lang, string>)[lang]])) as Record<K, string>;

const zhFields = {
  complaintNo: '投诉单号', status: '状态', orderNo: '工单号', customerName: '客户', phone: '电话', complaintNature: '投诉性质', complaintObject: '投诉对象', siteId: '网点',
  escalatedTo: '升级至', handlerName: '处理人', resolveDueAt: '解决时限', responseDueAt: '响应时限', resolvedAt: '解决时间', content: '投诉内容', createdAt: '登记时间',
};
const enFields: Catalogue<typeof zhFields> = {
  complaintNo: 'Complaint no.', status: 'Status', orderNo: 'Order no.', customerName: 'Customer', phone: 'Phone', complaintNature: 'Complaint nature', complaintObject: 'Complaint object', siteId: 'Outlet',
  escalatedTo: 'Escalated to', handlerName: 'Handler', resolveDueAt: 'Resolve by', responseDueAt: 'Respond by', resolvedAt: 'Resolved', content: 'Complaint', createdAt: 'Registered',
};
const esFields: Catalogue<typeof zhFields> = {
  complaintNo: 'N.º de queja', status: 'Estado', orderNo: 'N.º de orden', customerName: 'Cliente', phone: 'Teléfono', complaintNature: 'Naturaleza de la queja', complaintObject: 'Objeto de la queja', siteId: 'Punto de servicio',
  escalatedTo: 'Escalada a', handlerName: 'Responsable', resolveDueAt: 'Resolver antes de', responseDueAt: 'Responder antes de', resolvedAt: 'Resuelta', content: 'Queja', createdAt: 'Registrada',
};

const zh = {
  entity: {
    complaint: { title: '投诉处理', empty: '还没有投诉。客户来电投诉某张工单时，在这里登记。', fields: zhFields },
    complaintDetailReport: {
      title: '投诉明细报表',
      fields: { complaintNo: '投诉单号', orderNo: '工单号', siteName: '网点', complaintNature: '投诉性质', complaintObject: '投诉对象', createdAt: '登记时间', resolveDueAt: '解决时限', resolvedAt: '解决时间', timeliness: '时效', handlerName: '处理人', status: '状态' },
    },
  },
  complaint: {
    one: '投诉单', add: '登记投诉', detail: '详情', allStatuses: '全部', overdue: '已超时', order: '投诉工单', orderRequired: '请选择投诉的工单', orderHint: '输入工单号查找',
    natureRequired: '投诉性质不能为空', objectRequired: '投诉对象不能为空', contentRequired: '请填写投诉内容', attachments: '附件', addAttachment: '添加附件', registrar: '登记人',
    escalation: '升级', escalateTo: '升级至', escalateToRequired: '请选择升级对象', resolution: '解决方案', satisfied: '客户回访', yes: '满意', no: '不满意', text: '说明', textRequired: '请填写说明',
    history: '处理记录', when: '时间', step: '操作', to: '状态', who: '处理人', why: '说明', orderComplaints: '投诉', openOrder: '查看工单',
    status: pick(COMPLAINT_STATUS_LABELS, 'zh-CN'), action: pick(COMPLAINT_ACTION_LABELS, 'zh-CN'), escalateTarget: pick(COMPLAINT_ESCALATION_LABELS, 'zh-CN'), timeliness: pick(COMPLAINT_TIMELINESS_LABELS, 'zh-CN'),
  },
  menu: { 'report.complaintDetail': '投诉明细报表' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    complaint: { title: 'Complaint handling', empty: 'No complaints yet. When a customer calls to complain about an order, register it here.', fields: enFields },
    complaintDetailReport: {
      title: 'Complaint detail',
      fields: { complaintNo: 'Complaint no.', orderNo: 'Order no.', siteName: 'Outlet', complaintNature: 'Nature', complaintObject: 'Object', createdAt: 'Registered', resolveDueAt: 'Resolve by', resolvedAt: 'Resolved', timeliness: 'Timeliness', handlerName: 'Handler', status: 'Status' },
    },
  },
  complaint: {
    one: 'Complaint', add: 'Register complaint', detail: 'Detail', allStatuses: 'All', overdue: 'Overdue', order: 'Order complained of', orderRequired: 'Choose the order the complaint is about', orderHint: 'Type the order number to find it',
    natureRequired: 'Complaint nature required', objectRequired: 'Complaint object required', contentRequired: 'Enter the complaint', attachments: 'Attachments', addAttachment: 'Add attachment', registrar: 'Registered by',
    escalation: 'Escalation', escalateTo: 'Escalate to', escalateToRequired: 'Choose where to escalate it', resolution: 'Resolution', satisfied: 'Customer call-back', yes: 'Satisfied', no: 'Not satisfied', text: 'Remark', textRequired: 'Enter the remark',
    history: 'History', when: 'When', step: 'Step', to: 'Status', who: 'By', why: 'Remark', orderComplaints: 'Complaints', openOrder: 'Open the order',
    status: pick(COMPLAINT_STATUS_LABELS, 'en-US'), action: pick(COMPLAINT_ACTION_LABELS, 'en-US'), escalateTarget: pick(COMPLAINT_ESCALATION_LABELS, 'en-US'), timeliness: pick(COMPLAINT_TIMELINESS_LABELS, 'en-US'),
  },
  menu: { 'report.complaintDetail': 'Complaint detail' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    complaint: { title: 'Gestión de quejas', empty: 'Aún no hay quejas. Cuando un cliente llame para quejarse de una orden, regístrela aquí.', fields: esFields },
    complaintDetailReport: {
      title: 'Detalle de quejas',
      fields: { complaintNo: 'N.º de queja', orderNo: 'N.º de orden', siteName: 'Punto de servicio', complaintNature: 'Naturaleza', complaintObject: 'Objeto', createdAt: 'Registrada', resolveDueAt: 'Resolver antes de', resolvedAt: 'Resuelta', timeliness: 'Puntualidad', handlerName: 'Responsable', status: 'Estado' },
    },
  },
  complaint: {
    one: 'Queja', add: 'Registrar queja', detail: 'Detalle', allStatuses: 'Todas', overdue: 'Vencida', order: 'Orden de la queja', orderRequired: 'Elija la orden a la que se refiere la queja', orderHint: 'Escriba el número de orden para buscarla',
    natureRequired: 'La naturaleza de la queja es obligatoria', objectRequired: 'El objeto de la queja es obligatorio', contentRequired: 'Indique la queja', attachments: 'Adjuntos', addAttachment: 'Añadir adjunto', registrar: 'Registrada por',
    escalation: 'Escalado', escalateTo: 'Escalar a', escalateToRequired: 'Elija a dónde escalarla', resolution: 'Resolución', satisfied: 'Llamada al cliente', yes: 'Satisfecho', no: 'No satisfecho', text: 'Observación', textRequired: 'Indique la observación',
    history: 'Historial', when: 'Fecha', step: 'Paso', to: 'Estado', who: 'Por', why: 'Observación', orderComplaints: 'Quejas', openOrder: 'Abrir la orden',
    status: pick(COMPLAINT_STATUS_LABELS, 'es-ES'), action: pick(COMPLAINT_ACTION_LABELS, 'es-ES'), escalateTarget: pick(COMPLAINT_ESCALATION_LABELS, 'es-ES'), timeliness: pick(COMPLAINT_TIMELINESS_LABELS, 'es-ES'),
  },
  menu: { 'report.complaintDetail': 'Detalle de quejas' },
};

export const complaintLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
