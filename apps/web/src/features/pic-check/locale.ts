/** Texts of picture review (issue 18). */
import { type Lang, PIC_CHECK_ACTION_LABELS, PIC_CHECK_SOURCE_LABELS, PIC_CHECK_STATUS_LABELS } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const pick = <K extends string>(labels: Record<K, Record<Lang, string>>, lang: Lang) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, (v as Record<Lang, string>)[lang]])) as Record<K, string>;

const zh = {
  entity: {
    picCheck: {
      title: '图片审核',
      fields: { orderNo: '工单号', siteId: '网点', status: '审核状态', source: '来源', reason: '驳回原因', rounds: '审核次数', finishedAt: '完工时间', reviewedAt: '审核时间', createdAt: '入队时间', assigneeId: '质检员' },
    },
  },
  picCheck: {
    all: '全部', allocate: '分配审核', allocated: '找到 {{found}} 单，加入审核 {{queued}} 单', percent: '抽检比例（%）', site: '网点', finishedFrom: '完工日期起', finishedTo: '完工日期止',
    percentRequired: '请填写抽检比例', siteRequired: '请选择网点', review: '审核', photos: '完工照片', noPhotos: '该工单没有完工照片', customer: '客户', reason: '驳回原因', reasonRequired: '请填写驳回原因',
    addPhotos: '补充照片', addPhoto: '添加照片', shortcuts: '快捷键：P 通过，R 驳回，←/→ 切换照片', historyTitle: '审核记录', lastReason: '驳回原因：{{reason}}', noticeTitle: '图片审核',
    assign: '分派', assignTitle: '分派 {{n}} 单给质检员', assignee: '质检员', assigneeRequired: '请选择质检员', assigned: '已将 {{n}} 单分派给 {{name}}', mine: '只看分派给我的',
    notice: { rejected: '工单 {{orderNo}} 的照片被驳回：{{reason}}', resubmitted: '工单 {{orderNo}} 已补充照片并重新提交' },
    status: pick(PIC_CHECK_STATUS_LABELS, 'zh-CN'), source: pick(PIC_CHECK_SOURCE_LABELS, 'zh-CN'), action: { ...pick(PIC_CHECK_ACTION_LABELS, 'zh-CN'), allocation: '入队' },
  },
  workOrders: { action: { picResubmit: '补充照片重新提交（图片审核）' } },
  menu: { 'workorder.picCheck': '图片审核' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    picCheck: {
      title: 'Picture review',
      fields: { orderNo: 'Order no.', siteId: 'Outlet', status: 'Review status', source: 'Source', reason: 'Rejection reason', rounds: 'Reviews', finishedAt: 'Finished', reviewedAt: 'Reviewed', createdAt: 'Queued', assigneeId: 'Inspector' },
    },
  },
  picCheck: {
    all: 'All', allocate: 'Queue orders', allocated: '{{found}} orders found, {{queued}} queued for review', percent: 'Sample (%)', site: 'Outlet', finishedFrom: 'Finished from', finishedTo: 'Finished to',
    percentRequired: 'Enter the sample percentage', siteRequired: 'Choose the outlet', review: 'Review', photos: 'Completion photos', noPhotos: 'The order has no completion photos', customer: 'Customer', reason: 'Rejection reason', reasonRequired: 'Enter the reason for the rejection',
    addPhotos: 'Add photos', addPhoto: 'Add a photo', shortcuts: 'Shortcuts: P pass, R reject, ←/→ change photo', historyTitle: 'Review history', lastReason: 'Rejected: {{reason}}', noticeTitle: 'Picture review',
    assign: 'Assign', assignTitle: 'Assign {{n}} reviews to an inspector', assignee: 'Inspector', assigneeRequired: 'Choose the inspector', assigned: '{{n}} reviews assigned to {{name}}', mine: 'Assigned to me',
    notice: { rejected: 'The photos of order {{orderNo}} were rejected: {{reason}}', resubmitted: 'Order {{orderNo}} has new photos and is back for review' },
    status: pick(PIC_CHECK_STATUS_LABELS, 'en-US'), source: pick(PIC_CHECK_SOURCE_LABELS, 'en-US'), action: { ...pick(PIC_CHECK_ACTION_LABELS, 'en-US'), allocation: 'Queued' },
  },
  workOrders: { action: { picResubmit: 'Photos added for picture review' } },
  menu: { 'workorder.picCheck': 'Picture review' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    picCheck: {
      title: 'Revisión de fotos',
      fields: { orderNo: 'N.º de orden', siteId: 'Punto de servicio', status: 'Estado de revisión', source: 'Origen', reason: 'Motivo del rechazo', rounds: 'Revisiones', finishedAt: 'Terminada', reviewedAt: 'Revisada', createdAt: 'En cola desde', assigneeId: 'Inspector' },
    },
  },
  picCheck: {
    all: 'Todas', allocate: 'Poner órdenes en cola', allocated: '{{found}} órdenes encontradas, {{queued}} en cola de revisión', percent: 'Muestra (%)', site: 'Punto de servicio', finishedFrom: 'Terminadas desde', finishedTo: 'Terminadas hasta',
    percentRequired: 'Indique el porcentaje de la muestra', siteRequired: 'Elija el punto de servicio', review: 'Revisar', photos: 'Fotos de cierre', noPhotos: 'La orden no tiene fotos de cierre', customer: 'Cliente', reason: 'Motivo del rechazo', reasonRequired: 'Indique el motivo del rechazo',
    addPhotos: 'Añadir fotos', addPhoto: 'Añadir foto', shortcuts: 'Atajos: P aprobar, R rechazar, ←/→ cambiar de foto', historyTitle: 'Historial de revisión', lastReason: 'Rechazada: {{reason}}', noticeTitle: 'Revisión de fotos',
    assign: 'Asignar', assignTitle: 'Asignar {{n}} revisiones a un inspector', assignee: 'Inspector', assigneeRequired: 'Elija el inspector', assigned: '{{n}} revisiones asignadas a {{name}}', mine: 'Asignadas a mí',
    notice: { rejected: 'Las fotos de la orden {{orderNo}} fueron rechazadas: {{reason}}', resubmitted: 'La orden {{orderNo}} tiene fotos nuevas y vuelve a revisión' },
    status: pick(PIC_CHECK_STATUS_LABELS, 'es-ES'), source: pick(PIC_CHECK_SOURCE_LABELS, 'es-ES'), action: { ...pick(PIC_CHECK_ACTION_LABELS, 'es-ES'), allocation: 'En cola' },
  },
  workOrders: { action: { picResubmit: 'Fotos añadidas para la revisión' } },
  menu: { 'workorder.picCheck': 'Revisión de fotos' },
};

export const picCheckLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
