/** Texts of the recall reports (issue 18). */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    recallInfoReport: {
      title: '回访信息报表',
      empty: '没有符合条件的回访',
      fields: {
        orderNo: '工单号', createdAt: '抽样时间', source: '抽样来源', status: '回访状态', callCount: '回访次数', outcome: '呼叫结果', verdict: '回访结论', satisfaction: '满意度',
        siteName: '网点', engineerName: '工程师', assigneeName: '回访员', finishedAt: '完工时间', completedAt: '回访完成时间',
      },
    },
    recallDetailReport: {
      title: '回访明细报表',
      empty: '没有符合条件的回访记录',
      fields: {
        orderNo: '工单号', createdAt: '呼叫时间', attempt: '第几次', userName: '回访员', phone: '呼叫号码', outcome: '呼叫结果', verdict: '回访结论', unconfirmed: '不属实的问题',
        satisfaction: '满意度', remark: '备注', siteName: '网点', engineerName: '工程师',
      },
    },
  },
  menu: { 'report.recallInfo': '回访信息报表', 'report.recallDetail': '回访明细报表' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    recallInfoReport: {
      title: 'Return visits report',
      empty: 'No return visit matches',
      fields: {
        orderNo: 'Order no.', createdAt: 'Sampled', source: 'Drawn by', status: 'State', callCount: 'Calls', outcome: 'Call outcome', verdict: 'Verdict', satisfaction: 'Satisfaction',
        siteName: 'Outlet', engineerName: 'Engineer', assigneeName: 'Return visitor', finishedAt: 'Finished', completedAt: 'Follow-up completed',
      },
    },
    recallDetailReport: {
      title: 'Return visit calls report',
      empty: 'No call matches',
      fields: {
        orderNo: 'Order no.', createdAt: 'Called', attempt: 'Attempt', userName: 'Return visitor', phone: 'Number called', outcome: 'Call outcome', verdict: 'Verdict', unconfirmed: 'Not confirmed',
        satisfaction: 'Satisfaction', remark: 'Remark', siteName: 'Outlet', engineerName: 'Engineer',
      },
    },
  },
  menu: { 'report.recallInfo': 'Return visits report', 'report.recallDetail': 'Return visit calls report' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    recallInfoReport: {
      title: 'Informe de seguimientos',
      empty: 'Ningún seguimiento coincide',
      fields: {
        orderNo: 'N.º de orden', createdAt: 'Muestreada', source: 'Origen', status: 'Estado', callCount: 'Llamadas', outcome: 'Resultado de la llamada', verdict: 'Conclusión', satisfaction: 'Satisfacción',
        siteName: 'Punto de servicio', engineerName: 'Técnico', assigneeName: 'Agente de seguimiento', finishedAt: 'Finalizada', completedAt: 'Seguimiento completado',
      },
    },
    recallDetailReport: {
      title: 'Informe de llamadas de seguimiento',
      empty: 'Ninguna llamada coincide',
      fields: {
        orderNo: 'N.º de orden', createdAt: 'Llamada', attempt: 'Intento', userName: 'Agente de seguimiento', phone: 'Número llamado', outcome: 'Resultado de la llamada', verdict: 'Conclusión', unconfirmed: 'No confirmado',
        satisfaction: 'Satisfacción', remark: 'Observación', siteName: 'Punto de servicio', engineerName: 'Técnico',
      },
    },
  },
  menu: { 'report.recallInfo': 'Informe de seguimientos', 'report.recallDetail': 'Informe de llamadas de seguimiento' },
};

export const recallReportLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
