/** Texts of supervision orders (issue 18). */
import { type Lang, SUPERVISION_ACTION_LABELS, SUPERVISION_STATUS_LABELS, SUPERVISION_TARGET_LABELS } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const pick = <K extends string>(labels: Record<K, Record<Lang, string>>, lang: Lang) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, (v as Record<Lang, string>)[lang]])) as Record<K, string>;

const zh = {
  entity: {
    supervision: {
      title: '督办单',
      fields: { supervisionNo: '督办单号', status: '状态', targetType: '督办对象', siteId: '网点', engineerId: '工程师', orderNo: '工单号', dueDate: '督办日期', reason: '督办原因', handlerName: '处理人', handledAt: '处理时间', replyContent: '回复内容', createdAt: '创建时间' },
    },
  },
  supervision: {
    one: '督办单', add: '新增督办单', detail: '详情', allStatuses: '全部', overdue: '已超期', pattern: '（非单一工单）', opener: '督办人', closeRemark: '处理说明',
    orderId: '工单（可不选）', orderHint: '针对某一工单时输入工单号选择，须是该网点的工单', attachments: '附件', addAttachment: '添加附件',
    targetRequired: '请选择督办对象', dueDateRequired: '请选择督办日期', reasonRequired: '请填写原因', replyRequired: '请填写回复内容', noticeTitle: '督办单',
    history: '处理记录', when: '时间', step: '操作', to: '状态', who: '处理人', why: '说明', created: '创建',
    notice: { create: '新的督办单 {{supervisionNo}}，请及时回复', reply: '督办单 {{supervisionNo}} 已回复', close: '督办单 {{supervisionNo}} 已关闭', unable: '督办单 {{supervisionNo}} 标记为无法处理' },
    status: pick(SUPERVISION_STATUS_LABELS, 'zh-CN'), action: pick(SUPERVISION_ACTION_LABELS, 'zh-CN'), target: pick(SUPERVISION_TARGET_LABELS, 'zh-CN'),
  },
  menu: { care: '客户关怀', 'care.supervision': '督办单' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    supervision: {
      title: 'Supervision orders',
      fields: { supervisionNo: 'Supervision no.', status: 'Status', targetType: 'Against', siteId: 'Outlet', engineerId: 'Engineer', orderNo: 'Order no.', dueDate: 'Due date', reason: 'Reason', handlerName: 'Handler', handledAt: 'Handled', replyContent: 'Reply', createdAt: 'Created' },
    },
  },
  supervision: {
    one: 'Supervision order', add: 'New supervision order', detail: 'Detail', allStatuses: 'All', overdue: 'Overdue', pattern: '(no single order)', opener: 'Opened by', closeRemark: 'Remark',
    orderId: 'Order (optional)', orderHint: 'For one order: type its number to choose it; it must be one of the outlet\'s', attachments: 'Attachments', addAttachment: 'Add attachment',
    targetRequired: 'Choose whom it is against', dueDateRequired: 'Choose the due date', reasonRequired: 'Enter the reason', replyRequired: 'Enter the reply', noticeTitle: 'Supervision order',
    history: 'History', when: 'When', step: 'Step', to: 'Status', who: 'By', why: 'Remark', created: 'Opened',
    notice: { create: 'New supervision order {{supervisionNo}}: please reply in time', reply: 'Supervision order {{supervisionNo}} has been replied to', close: 'Supervision order {{supervisionNo}} is closed', unable: 'Supervision order {{supervisionNo}} is marked unable to handle' },
    status: pick(SUPERVISION_STATUS_LABELS, 'en-US'), action: pick(SUPERVISION_ACTION_LABELS, 'en-US'), target: pick(SUPERVISION_TARGET_LABELS, 'en-US'),
  },
  menu: { care: 'Customer care', 'care.supervision': 'Supervision orders' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    supervision: {
      title: 'Órdenes de supervisión',
      fields: { supervisionNo: 'N.º de supervisión', status: 'Estado', targetType: 'Dirigida a', siteId: 'Punto de servicio', engineerId: 'Técnico', orderNo: 'N.º de orden', dueDate: 'Fecha límite', reason: 'Motivo', handlerName: 'Responsable', handledAt: 'Atendida', replyContent: 'Respuesta', createdAt: 'Creada' },
    },
  },
  supervision: {
    one: 'Orden de supervisión', add: 'Nueva orden de supervisión', detail: 'Detalle', allStatuses: 'Todas', overdue: 'Vencida', pattern: '(sin orden concreta)', opener: 'Abierta por', closeRemark: 'Observación',
    orderId: 'Orden (opcional)', orderHint: 'Para una orden: escriba su número para elegirla; debe ser del punto de servicio', attachments: 'Adjuntos', addAttachment: 'Añadir adjunto',
    targetRequired: 'Elija a quién se dirige', dueDateRequired: 'Elija la fecha límite', reasonRequired: 'Indique el motivo', replyRequired: 'Indique la respuesta', noticeTitle: 'Orden de supervisión',
    history: 'Historial', when: 'Fecha', step: 'Paso', to: 'Estado', who: 'Por', why: 'Observación', created: 'Abierta',
    notice: { create: 'Nueva orden de supervisión {{supervisionNo}}: responda a tiempo', reply: 'La orden de supervisión {{supervisionNo}} ha sido respondida', close: 'La orden de supervisión {{supervisionNo}} está cerrada', unable: 'La orden de supervisión {{supervisionNo}} se marcó como no atendible' },
    status: pick(SUPERVISION_STATUS_LABELS, 'es-ES'), action: pick(SUPERVISION_ACTION_LABELS, 'es-ES'), target: pick(SUPERVISION_TARGET_LABELS, 'es-ES'),
  },
  menu: { care: 'Atención al cliente', 'care.supervision': 'Órdenes de supervisión' },
};

export const careLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
