/** Texts of the home dashboard (issue 19). */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  dashboard: {
    title: '运营指标', range: '时间范围', dept: '组织', category: '产品分类', refresh: '刷新', noData: '所选范围内没有工单',
    received: '接单量', finished: '完工量', cancelled: '取消量', slaCompliance: 'SLA 达成率', turnaroundAvg: '平均处理时长', turnaroundP90: '90% 处理时长不超过',
    firstAppointAvg: '平均首次预约时长', firstTimeFixRate: '一次修复率', repeatRepairRate: '重复维修率', cancellationRate: '取消率',
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
    now: 'Ahora', open: 'Abiertas', overdue: 'Vencidas', partsWaiting: 'Esperando repuestos', dueToday: 'Citas de hoy',
    trend: 'Tendencia', outlets: 'Puntos de servicio', engineers: 'Técnicos', name: 'Nombre', rank: 'Puesto',
    hours: '{{n}} h', minutes: '{{n}} min', over: 'más de {{n}} h', none: '—',
  },
};

export const dashboardLocale: Record<Lang, Texts> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
