/** Texts of the outlet's home and the engineer's day (issue 19); the figures' names are the dashboard's. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  home: {
    siteTitle: '网点运营', byStep: '未完工工单（按环节）', now: '当前', figures: '区间指标', ranking: '区域排名',
    open: '未完工', appointedToday: '今日预约', slaDueToday: '今日 SLA 到期', overdue: '已超时',
    rankOf: '第 {{position}} 名，共 {{of}} 个网点', notRanked: '暂无排名（共 {{of}} 个网点有数据）', noOpen: '没有未完工的工单',
    engineerTitle: '今日工作', appointments: '今日预约', onSite: '已签到在场', toComplete: '待提交完工',
    time: '时间', customer: '客户', address: '地址', orderNo: '工单号', status: '状态',
    noAppointments: '今天没有预约', noOnSite: '没有签到在场的工单', noToComplete: '没有待提交完工的工单',
  },
};
type Texts = Catalogue<typeof zh>;

const en: Texts = {
  home: {
    siteTitle: 'My outlet', byStep: 'Open orders by step', now: 'Now', figures: 'Over the range', ranking: 'Rank in the region',
    open: 'Open', appointedToday: 'Appointed today', slaDueToday: 'SLA due today', overdue: 'Overdue',
    rankOf: 'No. {{position}} of {{of}} outlets', notRanked: 'Not ranked ({{of}} outlets have a figure)', noOpen: 'No open orders',
    engineerTitle: 'My day', appointments: "Today's appointments", onSite: 'On site (checked in)', toComplete: 'Completion to submit',
    time: 'Time', customer: 'Customer', address: 'Address', orderNo: 'Order no.', status: 'Status',
    noAppointments: 'No appointments today', noOnSite: 'No order with you on site', noToComplete: 'No completion to submit',
  },
};

const es: Texts = {
  home: {
    siteTitle: 'Mi punto de servicio', byStep: 'Órdenes abiertas por etapa', now: 'Ahora', figures: 'En el intervalo', ranking: 'Puesto en la región',
    open: 'Abiertas', appointedToday: 'Citas de hoy', slaDueToday: 'SLA vence hoy', overdue: 'Vencidas',
    rankOf: 'N.º {{position}} de {{of}} puntos', notRanked: 'Sin puesto ({{of}} puntos tienen dato)', noOpen: 'No hay órdenes abiertas',
    engineerTitle: 'Mi jornada', appointments: 'Citas de hoy', onSite: 'En sitio (llegada registrada)', toComplete: 'Finalización por enviar',
    time: 'Hora', customer: 'Cliente', address: 'Dirección', orderNo: 'N.º de orden', status: 'Estado',
    noAppointments: 'No hay citas hoy', noOnSite: 'Ninguna orden con usted en sitio', noToComplete: 'Ninguna finalización por enviar',
  },
};

export const homeLocale: Record<Lang, Texts> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
