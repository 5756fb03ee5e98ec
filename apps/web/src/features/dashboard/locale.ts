/** Texts of the home dashboard (issue 19). */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  dashboard: {
    title: '运营指标', range: '时间范围', dept: '组织', category: '产品分类', refresh: '刷新', noData: '所选范围内没有工单',
    received: '接单量', finished: '完工量', cancelled: '取消量', slaCompliance: 'SLA 达成率', turnaroundAvg: '平均处理时长', turnaroundP90: '90% 处理时长不超过',
    firstAppointAvg: '平均首次预约时长', firstTimeFixRate: '一次修复率', repeatRepairRate: '重复维修率', cancellationRate: '取消率',
    rejectionRate: '网点拒单率', satisfaction: '满意度', recallSuccessRate: '回访成功率', ordersBehind: '查看对应工单',
    behind: '看板工单：{{what}}', behindRange: '{{what}}（{{from}} 至 {{to}}）', showAll: '显示全部工单',
    links: {
      received: '接单', finished: '完工', cancelled: '已取消', rejected: '被网点拒单', slaMissed: '超出 SLA 完工', turnaround: '已完工并有完工时间',
      firstAppoint: '已首次预约', notFirstTimeFix: '未一次修复', repeats: '重复维修', notSatisfied: '评价不满意', recallFailed: '回访未成功',
      open: '未完工', overdue: '已超时', partsWaiting: '待备件', dueToday: '今日预约', slaDueToday: '今日 SLA 到期',
    },
    now: '当前', open: '未完工', overdue: '已超时', partsWaiting: '待备件', dueToday: '今日预约',
    trend: '趋势', outlets: '网点排名', engineers: '工程师排名', name: '名称', rank: '名次',
    hours: '{{n}} 小时', minutes: '{{n}} 分钟', over: '超过 {{n}} 小时', none: '—',
  },
};
type Texts = Catalogue<typeof zh>;

const en: Texts = {
  dashboard: {
    title: 'Service figures', range: 'Range', dept: 'Organisation', category: 'Product category', refresh: 'Refresh', noData: 'No orders in this range',
    received: 'Received', finished: 'Finished', cancelled: 'Cancelled', slaCompliance: 'SLA compliance', turnaroundAvg: 'Average turnaround', turnaroundP90: '90% turned around within',
    firstAppointAvg: 'Average time to first appointment', firstTimeFixRate: 'First-time fix', repeatRepairRate: 'Repeat repairs', cancellationRate: 'Cancellations',
    rejectionRate: 'Refused by outlets', satisfaction: 'Satisfaction', recallSuccessRate: 'Return-visit success', ordersBehind: 'Open the orders behind it',
    behind: 'Dashboard orders: {{what}}', behindRange: '{{what}} ({{from}} to {{to}})', showAll: 'Show all orders',
    links: {
      received: 'Received', finished: 'Finished', cancelled: 'Cancelled', rejected: 'Refused by an outlet', slaMissed: 'Finished past the SLA', turnaround: 'Finished, with a completion time',
      firstAppoint: 'With a first appointment', notFirstTimeFix: 'Not fixed the first time', repeats: 'Repeat repairs', notSatisfied: 'Rated not satisfied', recallFailed: 'Return visit failed',
      open: 'Open', overdue: 'Overdue', partsWaiting: 'Waiting for parts', dueToday: 'Appointed today', slaDueToday: 'SLA due today',
    },
    now: 'Now', open: 'Open', overdue: 'Overdue', partsWaiting: 'Waiting for parts', dueToday: 'Appointed today',
    trend: 'Trend', outlets: 'Outlets', engineers: 'Engineers', name: 'Name', rank: 'Rank',
    hours: '{{n}} h', minutes: '{{n}} min', over: 'over {{n}} h', none: '—',
  },
};

const es: Texts = {
  dashboard: {
    title: 'Indicadores del servicio', range: 'Intervalo', dept: 'Organización', category: 'Categoría de producto', refresh: 'Actualizar', noData: 'No hay órdenes en este intervalo',
    received: 'Recibidas', finished: 'Terminadas', cancelled: 'Canceladas', slaCompliance: 'Cumplimiento del SLA', turnaroundAvg: 'Tiempo medio de resolución', turnaroundP90: 'El 90 % resuelto en',
    firstAppointAvg: 'Tiempo medio hasta la primera cita', firstTimeFixRate: 'Reparación a la primera', repeatRepairRate: 'Reparaciones repetidas', cancellationRate: 'Cancelaciones',
    rejectionRate: 'Rechazadas por puntos de servicio', satisfaction: 'Satisfacción', recallSuccessRate: 'Éxito de las visitas de seguimiento', ordersBehind: 'Ver las órdenes correspondientes',
    behind: 'Órdenes del panel: {{what}}', behindRange: '{{what}} ({{from}} a {{to}})', showAll: 'Mostrar todas las órdenes',
    links: {
      received: 'Recibidas', finished: 'Terminadas', cancelled: 'Canceladas', rejected: 'Rechazadas por un punto de servicio', slaMissed: 'Terminadas fuera del SLA', turnaround: 'Terminadas, con hora de finalización',
      firstAppoint: 'Con primera cita', notFirstTimeFix: 'No reparadas a la primera', repeats: 'Reparaciones repetidas', notSatisfied: 'Valoradas como no satisfechas', recallFailed: 'Visita de seguimiento fallida',
      open: 'Abiertas', overdue: 'Vencidas', partsWaiting: 'Esperando repuestos', dueToday: 'Citas de hoy', slaDueToday: 'SLA vence hoy',
    },
    now: 'Ahora', open: 'Abiertas', overdue: 'Vencidas', partsWaiting: 'Esperando repuestos', dueToday: 'Citas de hoy',
    trend: 'Tendencia', outlets: 'Puntos de servicio', engineers: 'Técnicos', name: 'Nombre', rank: 'Puesto',
    hours: '{{n}} h', minutes: '{{n}} min', over: 'más de {{n}} h', none: '—',
  },
};

export const dashboardLocale: Record<Lang, Texts> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
