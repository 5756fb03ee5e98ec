/**
 * The work order (spec section 3 "Work order"; soOrder). Its grid, filters, export and detail come from this
 * metadata like any resource's; creating it and every move of its lifecycle are hand-written commands
 * (ARCHITECTURE.md section 7). The state columns are written by the server only.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import type { OrderAction, OrderHolder, OrderStatus } from './lifecycle.ts';

/** What the caller fills in when an order is created (call access, e-commerce import, the order form). */
export const ORDER_INPUT_FIELDS = [
  { name: 'orderType', type: 'dict', dict: 'order_type', required: true, max: 16, filter: 'in', sort: true },
  { name: 'source', type: 'dict', dict: 'order_source', required: true, requiredMessage: 'selectSource', max: 16, filter: 'in', sort: true },
  { name: 'serviceTypeId', type: 'ref', ref: 'basServiceType', required: true, requiredMessage: 'selectServiceType', filter: 'eq' },
  { name: 'userType', type: 'dict', dict: 'user_type', required: true, requiredMessage: 'selectUserType', max: 1, filter: 'in' },
  { name: 'urgency', type: 'dict', dict: 'urgency', max: 1, filter: 'in', sort: true, default: '1' },
  { name: 'brand', type: 'string', required: true, requiredMessage: 'brandMissing', max: 64, filter: 'like' },
  { name: 'categoryId', type: 'ref', ref: 'basItemCategory', required: true, requiredMessage: 'categoryRequired', filter: 'eq' },
  { name: 'itemId', type: 'ref', ref: 'basItem', filter: 'eq' },
  { name: 'serialNo', type: 'string', max: 64, format: 'code', filter: 'like', sort: true },
  { name: 'purchaseDate', type: 'date', list: false },
  { name: 'channelId', type: 'ref', ref: 'basBuyChannel', filter: 'eq', list: false },
  { name: 'shopId', type: 'ref', ref: 'basBuyShop', list: false },
  { name: 'customerName', type: 'string', required: true, max: 64, filter: 'like', sort: true },
  { name: 'phone', type: 'string', required: true, max: 11, format: 'mobile', filter: 'like', sort: true },
  { name: 'secondPhone', type: 'string', max: 20, list: false },
  { name: 'provinceId', type: 'ref', ref: 'basArea', required: true, requiredMessage: 'selectArea', list: false },
  { name: 'cityId', type: 'ref', ref: 'basArea', required: true, requiredMessage: 'selectArea', list: false },
  { name: 'districtId', type: 'ref', ref: 'basArea', required: true, requiredMessage: 'selectArea', filter: 'eq' },
  { name: 'address', type: 'string', required: true, max: 255 },
  { name: 'lat', type: 'decimal', decimals: 6, min: -90, max: 90, list: false },
  { name: 'lng', type: 'decimal', decimals: 6, min: -180, max: 180, list: false },
  { name: 'externalNo', type: 'string', max: 64, filter: 'like', list: false },
  { name: 'parentNo', type: 'string', max: 32, filter: 'like', list: false },
  { name: 'complaintNature', type: 'dict', dict: 'complaint_nature', max: 16, filter: 'in', list: false },
  { name: 'complaintObject', type: 'dict', dict: 'complaint_object', max: 16, filter: 'in', list: false },
  { name: 'faultDesc', type: 'text', max: 1000, list: false },
  { name: 'expectAt', type: 'datetime', list: false },
  { name: 'remark', type: 'text', max: 1000, list: false },
] as const satisfies readonly FieldDef[];

const state = (name: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({ name, type, readOnly: true, ...extra }) as FieldDef;

export const orderResource = {
  name: 'soOrder',
  key: 'order',
  permission: 'basic_so_order',
  readOnly: true,
  fields: [
    state('orderNo', 'string', { filter: 'like', sort: true }),
    state('status', 'int', { filter: 'in', sort: true }),
    ...ORDER_INPUT_FIELDS,
    state('warrantyType', 'dict', { dict: 'warranty_type', filter: 'in' }),
    // A repeat repair: the order number of the earlier repair of the same serial number (call-access.service.ts).
    state('repeatOfOrderNo', 'string', { filter: 'like', list: false }),
    state('holder', 'dict', { dict: 'order_holder', filter: 'in' }),
    state('centreId', 'ref', { ref: 'sysDept', filter: 'eq' }),
    state('siteId', 'ref', { ref: 'snUser', filter: 'eq' }),
    state('engineerId', 'ref', { ref: 'snSiteEngineer', filter: 'eq' }),
    state('audit', 'dict', { dict: 'order_audit', filter: 'in' }),
    state('parts', 'dict', { dict: 'order_parts', filter: 'in', list: false }),
    state('sra', 'dict', { dict: 'order_sub_flow', filter: 'in', list: false }),
    state('por', 'dict', { dict: 'order_sub_flow', filter: 'in', list: false }),
    state('ship', 'dict', { dict: 'order_ship', filter: 'in', list: false }),
    // Repair by mail: when the order entered its shipping-repair step, the two legs' logistics, the customer's signature.
    state('shipAt', 'datetime', { sort: true, list: false }),
    state('sendLogistics', 'string', { list: false }),
    state('sendTrackingNo', 'string', { filter: 'like', list: false }),
    state('returnLogistics', 'string', { list: false }),
    state('returnTrackingNo', 'string', { filter: 'like', list: false }),
    state('customerSignedAt', 'datetime', { list: false }),
    state('closure', 'dict', { dict: 'order_closure', filter: 'in', list: false }),
    state('settle', 'dict', { dict: 'order_settle', filter: 'in', list: false }),
    state('visit', 'dict', { dict: 'order_visit', filter: 'in', list: false }),
    state('suspended', 'boolean', { filter: 'eq' }),
    state('appointAt', 'datetime', { filter: 'range', sort: true }),
    state('appointCount', 'int', { list: false }),
    state('checkInAt', 'datetime', { list: false }),
    state('completedAt', 'datetime', { filter: 'range', sort: true, list: false }),
    state('finishedAt', 'datetime', { filter: 'range', sort: true, list: false }),
    state('feeTotal', 'money', { list: false }),
    state('completeDueAt', 'datetime', { filter: 'range', sort: true }),
    state('reportAt', 'datetime', { filter: 'range', sort: true }),
  ],
  defaultSort: { field: 'reportAt', order: 'desc' },
  label: ['orderNo'],
  // The orders behind a dashboard figure (kpi: [link, from, to], KPI_LINKS), an organisation's and a product category's subtree.
  computedFilters: ['kpi', 'deptTree', 'categoryTree'],
} as const satisfies ResourceDef;

/** The permissions of the order screens: view, add, edit, export, import (the decisions are in ORDER_PERMISSIONS). */
export const ORDER_RESOURCE_PERMISSION = orderResource.permission;

/** A line of the order's history and log (spec: "Every change writes the order's history and log"). */
export interface OrderHistoryDto {
  id: number;
  action: OrderAction | 'create' | 'update' | 'pay' | 'remind';
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  fromHolder: OrderHolder | null;
  toHolder: OrderHolder;
  userId: number | null;
  userName: string;
  reason: string;
  /** What the action recorded besides the state (assignee, appointment, fees …). */
  detail: Record<string, unknown>;
  createdAt: string;
}

/**
 * What each step of an order's history is called: the lifecycle's actions and the order's other writes, in the three
 * languages. The history, the action buttons and the server's refusals say the same.
 */
export const ORDER_STEP_LABELS = {
  create: { 'zh-CN': '新建工单', 'en-US': 'Created', 'es-ES': 'Creada' },
  update: { 'zh-CN': '修改工单', 'en-US': 'Updated', 'es-ES': 'Modificada' },
  pay: { 'zh-CN': '支付', 'en-US': 'Payment', 'es-ES': 'Pago' },
  remind: { 'zh-CN': '催单', 'en-US': 'Reminder', 'es-ES': 'Recordatorio' },
  assignOrg: { 'zh-CN': '派单到服务中心', 'en-US': 'Dispatch to centre', 'es-ES': 'Asignar a centro' },
  assignSite: { 'zh-CN': '派单到网点', 'en-US': 'Dispatch to outlet', 'es-ES': 'Asignar a punto de servicio' },
  accept: { 'zh-CN': '接单', 'en-US': 'Accept', 'es-ES': 'Aceptar' },
  doOrderReject: { 'zh-CN': '拒单', 'en-US': 'ASC reject', 'es-ES': 'Rechazo del punto' },
  assign: { 'zh-CN': '派工', 'en-US': 'Assign engineer', 'es-ES': 'Asignar técnico' },
  backOrder: { 'zh-CN': '退单', 'en-US': 'Hand back', 'es-ES': 'Devolver la orden' },
  book: { 'zh-CN': '预约', 'en-US': 'Book appointment', 'es-ES': 'Concertar cita' },
  checkIn: { 'zh-CN': '上门签到', 'en-US': 'Check in', 'es-ES': 'Registrar llegada' },
  depart: { 'zh-CN': '离开', 'en-US': 'Depart', 'es-ES': 'Registrar salida' },
  saveResult: { 'zh-CN': '完工暂存', 'en-US': 'Save result', 'es-ES': 'Guardar resultado' },
  requestParts: { 'zh-CN': '申请备件', 'en-US': 'Request parts', 'es-ES': 'Solicitar piezas' },
  evaluateParts: { 'zh-CN': '备件评估', 'en-US': 'Evaluate parts', 'es-ES': 'Evaluar piezas' },
  deliverParts: { 'zh-CN': '备件发货', 'en-US': 'Deliver parts', 'es-ES': 'Enviar piezas' },
  rejectParts: { 'zh-CN': '驳回备件申请', 'en-US': 'Reject parts request', 'es-ES': 'Rechazar solicitud de piezas' },
  receiveParts: { 'zh-CN': '备件签收', 'en-US': 'Receive parts', 'es-ES': 'Recibir piezas' },
  creatSRAOrder: { 'zh-CN': '申请换机', 'en-US': 'Apply for replacement (SRA)', 'es-ES': 'Solicitar cambio (SRA)' },
  approveSRA: { 'zh-CN': '换机审核通过', 'en-US': 'Approve SRA', 'es-ES': 'Aprobar SRA' },
  rejectSRA: { 'zh-CN': '换机审核驳回', 'en-US': 'Reject SRA', 'es-ES': 'Rechazar SRA' },
  creatPOROrder: { 'zh-CN': '申请退机', 'en-US': 'Apply for return (POR)', 'es-ES': 'Solicitar devolución (POR)' },
  approvePOR: { 'zh-CN': '退机审核通过', 'en-US': 'Approve POR', 'es-ES': 'Aprobar POR' },
  rejectPOR: { 'zh-CN': '退机审核驳回', 'en-US': 'Reject POR', 'es-ES': 'Rechazar POR' },
  creatInternalOrder: { 'zh-CN': '转寄修', 'en-US': 'Repair by shipping', 'es-ES': 'Reparación por envío' },
  sendToCentre: { 'zh-CN': '寄出', 'en-US': 'Send to centre', 'es-ES': 'Enviar al centro' },
  receiveAtCentre: { 'zh-CN': '中心签收', 'en-US': 'Received by centre', 'es-ES': 'Recibido por el centro' },
  repairAtCentre: { 'zh-CN': '中心维修完成', 'en-US': 'Repaired at centre', 'es-ES': 'Reparado en el centro' },
  deliverFromCentre: { 'zh-CN': '中心派送', 'en-US': 'SC delivery', 'es-ES': 'Entrega del centro' },
  customerSign: { 'zh-CN': '客户签收', 'en-US': 'Customer signed', 'es-ES': 'Firma del cliente' },
  simpleFinishOrder: { 'zh-CN': '简易完工', 'en-US': 'Simple completion', 'es-ES': 'Finalización simple' },
  complete: { 'zh-CN': '完工', 'en-US': 'Complete', 'es-ES': 'Finalizar' },
  networkConfirm: { 'zh-CN': '网点确认', 'en-US': 'Network confirmation', 'es-ES': 'Confirmación del punto' },
  centreAudit: { 'zh-CN': '中心审核', 'en-US': 'Centre audit', 'es-ES': 'Auditoría del centro' },
  doOrderFinish: { 'zh-CN': '总部审核完成', 'en-US': 'Headquarters audit', 'es-ES': 'Auditoría de la sede' },
  auditReject: { 'zh-CN': '审核驳回', 'en-US': 'Reject audit', 'es-ES': 'Rechazar auditoría' },
  cancel: { 'zh-CN': '取消工单', 'en-US': 'Cancel order', 'es-ES': 'Cancelar orden' },
  close: { 'zh-CN': '申请关单', 'en-US': 'Apply for closure', 'es-ES': 'Solicitar cierre' },
  approveClose: { 'zh-CN': '同意关单', 'en-US': 'Approve closure', 'es-ES': 'Aprobar cierre' },
  rejectClose: { 'zh-CN': '驳回关单', 'en-US': 'Reject closure', 'es-ES': 'Rechazar cierre' },
  suspend: { 'zh-CN': '挂起', 'en-US': 'Suspend', 'es-ES': 'Suspender' },
  resume: { 'zh-CN': '取消挂起', 'en-US': 'Cancel suspension', 'es-ES': 'Reanudar' },
  settle: { 'zh-CN': '结算', 'en-US': 'Settle', 'es-ES': 'Liquidar' },
  rejectSettle: { 'zh-CN': '结算驳回', 'en-US': 'Reject settlement', 'es-ES': 'Rechazar liquidación' },
  suspendSettle: { 'zh-CN': '结算暂挂', 'en-US': 'Suspend settlement', 'es-ES': 'Suspender liquidación' },
  resumeSettle: { 'zh-CN': '恢复结算', 'en-US': 'Resume settlement', 'es-ES': 'Reanudar liquidación' },
  sampleVisit: { 'zh-CN': '回访抽样', 'en-US': 'Sample for visit', 'es-ES': 'Muestrear para visita' },
  visit: { 'zh-CN': '回访', 'en-US': 'Return visit', 'es-ES': 'Visita de seguimiento' },
  rate: { 'zh-CN': '用户评价', 'en-US': 'User rating', 'es-ES': 'Valoración del usuario' },
  rejectCompletion: { 'zh-CN': '回访驳回完工', 'en-US': 'Completion rejected by return visit', 'es-ES': 'Finalización rechazada por la visita de seguimiento' },
  appealApproved: { 'zh-CN': '申诉通过，恢复待结算', 'en-US': 'Appeal approved: back to be settled', 'es-ES': 'Apelación aprobada: vuelve a por liquidar' },
  appealGivenUp: { 'zh-CN': '放弃申诉，结算取消', 'en-US': 'Appeal given up: settlement cancelled', 'es-ES': 'Apelación abandonada: liquidación cancelada' },
  applyMoney: { 'zh-CN': '费用申请通过', 'en-US': 'Fee application approved', 'es-ES': 'Solicitud de gasto aprobada' },
} as const satisfies Record<OrderAction | 'create' | 'update' | 'pay' | 'remind' | 'applyMoney', Texts>;
export type OrderStep = keyof typeof ORDER_STEP_LABELS;

/** A numbered status's name in the three languages (the order_status dictionary below). */
export function orderStatusLabel(status: number): Texts {
  const item = ORDER_DICTS.find((d) => d.type === 'order_status')?.items.find(([value]) => value === String(status));
  return item ? { 'zh-CN': item[1], 'en-US': item[2], 'es-ES': item[3] } : { 'zh-CN': String(status), 'en-US': String(status), 'es-ES': String(status) };
}

/** New dictionaries of the work-order module, [value, zh-CN, en-US, es-ES]. */
export const ORDER_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  {
    type: 'order_source',
    description: '工单来源',
    items: [
      ['phone', '电话', 'Phone call', 'Llamada'],
      ['web', '网站', 'Website', 'Sitio web'],
      ['wechat', '微信', 'WeChat', 'WeChat'],
      ['ecommerce', '电商', 'E-commerce', 'Comercio electrónico'],
      ['shop', '门店', 'Shop', 'Tienda'],
      ['mail', '寄修', 'Repair by mail', 'Reparación por correo'],
      ['oneClick', '一键求助', 'One-click help', 'Ayuda con un clic'],
      ['import', '导入', 'Import', 'Importación'],
    ],
  },
  {
    type: 'order_holder',
    description: '工单处理方',
    items: [['hq', '总部', 'Headquarters', 'Sede central'], ['centre', '服务中心', 'Service centre', 'Centro de servicio'], ['outlet', '网点', 'Outlet (ASC)', 'Punto de servicio'], ['engineer', '工程师', 'Engineer', 'Técnico']],
  },
  {
    type: 'order_audit',
    description: '完工审核',
    items: [
      ['none', '未完工', 'Not completed', 'Sin finalizar'],
      ['saved', '完工暂存', 'Completion saved', 'Finalización guardada'],
      ['network', '待网点确认', 'Awaiting network confirmation', 'Pendiente de confirmación del punto'],
      ['centre', '待中心审核', 'Awaiting centre audit', 'Pendiente de auditoría del centro'],
      ['hq', '待总部审核', 'Awaiting headquarters audit', 'Pendiente de auditoría de la sede'],
      ['passed', '审核通过', 'Audit passed', 'Auditoría aprobada'],
    ],
  },
  {
    type: 'order_parts',
    description: '备件流程',
    items: [
      ['none', '无', 'None', 'Ninguno'],
      ['requested', '已申请备件', 'Parts requested', 'Piezas solicitadas'],
      ['evaluating', '备件评估中', 'Parts under evaluation', 'Piezas en evaluación'],
      ['delivering', '备件已发货', 'Parts delivered', 'Piezas enviadas'],
      ['received', '备件已签收', 'Parts received', 'Piezas recibidas'],
      ['rejected', '备件申请驳回', 'Parts request rejected', 'Solicitud de piezas rechazada'],
    ],
  },
  {
    type: 'order_sub_flow',
    description: '换退机申请',
    items: [['none', '无', 'None', 'Ninguno'], ['created', '已创建', 'Created', 'Creada'], ['approved', '已审核', 'Approved', 'Aprobada'], ['rejected', '已驳回', 'Rejected', 'Rechazada']],
  },
  {
    type: 'order_ship',
    description: '寄修状态',
    items: [
      ['none', '无', 'None', 'Ninguno'],
      ['toSend', '待寄出', 'To send', 'Por enviar'],
      ['sent', '已寄出待签收', 'Sent, awaiting signature', 'Enviado, pendiente de firma'],
      ['received', '已签收待维修', 'Received, to repair', 'Recibido, por reparar'],
      ['repaired', '已修复待派送', 'Repaired, awaiting dispatch', 'Reparado, pendiente de envío'],
      ['delivering', '派送中待客户签收', 'Out for delivery, customer to sign', 'En entrega, firma del cliente'],
      ['signed', '客户已签收', 'Signed for by the customer', 'Firmado por el cliente'],
    ],
  },
  {
    type: 'order_closure',
    description: '关单申请',
    items: [['none', '无', 'None', 'Ninguna'], ['requested', '申请关单', 'Closure applied for', 'Cierre solicitado'], ['rejected', '关单驳回', 'Closure rejected', 'Cierre rechazado']],
  },
  {
    type: 'order_settle',
    description: '结算状态',
    items: [['none', '未到结算', 'Not yet', 'Aún no'], ['toSettle', '待结算', 'To be settled', 'Por liquidar'], ['rejected', '结算驳回', 'Settlement rejected', 'Liquidación rechazada'], ['suspended', '结算暂挂', 'Settlement suspended', 'Liquidación suspendida'], ['settled', '已结算', 'Settled', 'Liquidada']],
  },
  {
    type: 'order_visit',
    description: '回访状态',
    items: [['notVisited', '未回访', 'Not visited', 'Sin visita'], ['sampled', '已抽样', 'Sampled', 'Muestreada'], ['visited', '已回访', 'Visited', 'Visitada'], ['rated', '用户已评价', 'User rated', 'Valorada por el usuario']],
  },
  {
    type: 'order_status',
    description: '工单状态',
    items: [
      ['1010', '新建', 'New', 'Nueva'],
      ['1020', '网点待接单', 'ASC Approval', 'Aprobación del punto'],
      ['1025', '网点拒单', 'ASC Reject', 'Rechazo del punto'],
      ['1030', '待首次预约', '1st Appointment', '1.ª cita'],
      ['1040', '待检测', 'To check up', 'Por revisar'],
      ['1050', '待订件', 'To order parts', 'Por pedir piezas'],
      ['1060', '备件评估', 'Parts team evaluation', 'Evaluación de piezas'],
      ['1080', '备件发货', 'Parts team delivery', 'Envío de piezas'],
      ['1090', '待二次预约', 'To be appointed 2nd', 'Por citar (2.ª)'],
      ['1100', '待维修', 'To repair', 'Por reparar'],
      ['1110', '待确认', 'Waiting for Confirmation', 'Pendiente de confirmación'],
      ['1115', '待返回服务中心', 'To Return Service Center', 'Por devolver al centro'],
      ['1116', '服务中心已签收', 'Received by Service Center', 'Recibido por el centro'],
      ['1130', '换机审核', 'SRA Approval', 'Aprobación de cambio (SRA)'],
      ['1140', '换机已审核', 'SRA Approved', 'Cambio (SRA) aprobado'],
      ['1160', '服务中心派送', 'SC delivery', 'Entrega del centro'],
      ['1180', '退机审核', 'RTV Approval', 'Aprobación de devolución (RTV)'],
      ['1190', '退机已审核', 'RTV Approved', 'Devolución (RTV) aprobada'],
      ['1230', '待审核确认', 'To be Confirmed', 'Por confirmar'],
      ['1250', '已完成', 'Finished', 'Finalizada'],
      ['1260', '已取消', 'Cancelled', 'Cancelada'],
    ],
  },
  {
    type: 'complaint_nature',
    description: '投诉性质',
    items: [['service', '服务态度', 'Service attitude', 'Actitud del servicio'], ['quality', '产品质量', 'Product quality', 'Calidad del producto'], ['timeliness', '服务时效', 'Timeliness', 'Puntualidad'], ['fee', '收费问题', 'Charges', 'Cobros'], ['other', '其他', 'Other', 'Otro']],
  },
  {
    type: 'complaint_object',
    description: '投诉对象',
    items: [['engineer', '工程师', 'Engineer', 'Técnico'], ['outlet', '网点', 'Outlet', 'Punto de servicio'], ['centre', '服务中心', 'Service centre', 'Centro de servicio'], ['product', '产品', 'Product', 'Producto'], ['hotline', '热线', 'Hotline', 'Línea directa']],
  },
];
