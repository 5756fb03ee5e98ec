/** Texts of the SLA screens (warning list, an order's SLA records, pushed reminders) and their menu entry. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    slaWarning: {
      title: '工单预警',
      empty: '工单的 SLA 提醒时间一到或超时，就会出现在这里（规则在 SLA 设置中）。',
      fields: {
        orderNo: '工单号', clock: '时限', state: '预警状态', minutesLeft: '剩余时间', dueAt: '截止时间', orderType: '工单类型', status: '工单状态',
        customerName: '客户姓名', phone: '联系电话', siteName: '服务网点', engineerName: '工程师', reportAt: '报修时间',
      },
    },
  },
  slaWarning: {
    open: '查看工单',
    left: '剩余 {{time}}',
    overdueBy: '超时 {{time}}',
    days: '{{n}}天',
    hours: '{{n}}小时',
    minutes: '{{n}}分钟',
    records: 'SLA 时效',
    rule: '适用规则：{{name}}',
    noRule: '没有适用的 SLA 规则',
    dueAt: '截止时间',
    metAt: '达成时间',
    state: '状态',
    timeLeft: '剩余/超时',
    clocks: { response: '响应', appointment: '预约', arrival: '上门', completion: '完工' },
    noticeTitle: 'SLA 预警',
    notice: { reminder: '工单 {{orderNo}} 的{{clock}}时限即将到期', overdue: '工单 {{orderNo}} 的{{clock}}时限已超时' },
  },
  menu: { 'workorder.warning': '工单预警' },
} as const;

const en: Catalogue<typeof zh> = {
  entity: {
    slaWarning: {
      title: 'Work order warnings',
      empty: 'An order appears here when one of its SLA reminders falls due or a deadline passes (the rules are in the SLA settings).',
      fields: {
        orderNo: 'Order no.', clock: 'Clock', state: 'Warning', minutesLeft: 'Time left', dueAt: 'Deadline', orderType: 'Order type', status: 'Order status',
        customerName: 'Customer', phone: 'Phone', siteName: 'Outlet', engineerName: 'Engineer', reportAt: 'Reported at',
      },
    },
  },
  slaWarning: {
    open: 'Open order',
    left: '{{time}} left',
    overdueBy: 'Overdue by {{time}}',
    days: '{{n}} d',
    hours: '{{n}} h',
    minutes: '{{n}} min',
    records: 'SLA',
    rule: 'Rule: {{name}}',
    noRule: 'No SLA rule applies',
    dueAt: 'Deadline',
    metAt: 'Met at',
    state: 'State',
    timeLeft: 'Left / overdue',
    clocks: { response: 'response', appointment: 'appointment', arrival: 'arrival', completion: 'completion' },
    noticeTitle: 'SLA warning',
    notice: { reminder: 'The {{clock}} deadline of order {{orderNo}} is close', overdue: 'The {{clock}} deadline of order {{orderNo}} has passed' },
  },
  menu: { 'workorder.warning': 'Warnings' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    slaWarning: {
      title: 'Alertas de órdenes',
      empty: 'Una orden aparece aquí cuando vence un aviso de su SLA o pasa un plazo (las reglas están en los ajustes de SLA).',
      fields: {
        orderNo: 'N.º de orden', clock: 'Plazo', state: 'Alerta', minutesLeft: 'Tiempo restante', dueAt: 'Vencimiento', orderType: 'Tipo de orden', status: 'Estado de la orden',
        customerName: 'Cliente', phone: 'Teléfono', siteName: 'Punto de servicio', engineerName: 'Técnico', reportAt: 'Reportada el',
      },
    },
  },
  slaWarning: {
    open: 'Ver orden',
    left: 'Quedan {{time}}',
    overdueBy: 'Vencida hace {{time}}',
    days: '{{n}} d',
    hours: '{{n}} h',
    minutes: '{{n}} min',
    records: 'SLA',
    rule: 'Regla: {{name}}',
    noRule: 'No se aplica ninguna regla de SLA',
    dueAt: 'Vencimiento',
    metAt: 'Cumplido el',
    state: 'Estado',
    timeLeft: 'Restante / vencido',
    clocks: { response: 'respuesta', appointment: 'cita', arrival: 'llegada', completion: 'finalización' },
    noticeTitle: 'Alerta de SLA',
    notice: { reminder: 'El plazo de {{clock}} de la orden {{orderNo}} está por vencer', overdue: 'El plazo de {{clock}} de la orden {{orderNo}} ha vencido' },
  },
  menu: { 'workorder.warning': 'Alertas' },
};

export const slaWarningLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
