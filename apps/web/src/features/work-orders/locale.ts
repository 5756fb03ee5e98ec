/**
 * Texts of the work-order screens (processing grid, detail, action dialogs), merged into the main catalogues by
 * app/i18n.ts. Status and holder names come from the dictionaries the server seeds (ORDER_DICTS), so both say the
 * same; the spec's English status names are those of en-US.
 */
import { type Lang, ORDER_DICTS, ORDER_STEP_LABELS } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

/** A seeded dictionary's labels in one language (1 zh-CN, 2 en-US, 3 es-ES). */
const dict = (type: string, column: 1 | 2 | 3): Record<string, string> =>
  Object.fromEntries((ORDER_DICTS.find((d) => d.type === type)?.items ?? []).map((item) => [item[0], item[column]]));

/** The order's steps in one language (shared with the server's refusals). */
const steps = (lang: Lang) => Object.fromEntries(Object.entries(ORDER_STEP_LABELS).map(([step, label]) => [step, label[lang]])) as Record<keyof typeof ORDER_STEP_LABELS, string>;

const zhFields = {
  orderNo: '工单号', status: '工单状态', orderType: '工单类型', source: '工单来源', serviceTypeId: '服务类型', userType: '用户类型', urgency: '紧急程度',
  brand: '品牌', categoryId: '产品品类', itemId: '产品型号', serialNo: '序列号', purchaseDate: '购买日期', channelId: '购买渠道', shopId: '购买门店',
  customerName: '客户姓名', phone: '联系电话', secondPhone: '备用电话', provinceId: '省', cityId: '市', districtId: '区县', address: '详细地址', lat: '纬度', lng: '经度',
  externalNo: '外部单号', parentNo: '关联工单', complaintNature: '投诉性质', complaintObject: '投诉对象', faultDesc: '故障描述', expectAt: '期望上门时间', remark: '备注',
  warrantyType: '保修类型', holder: '承接方', centreId: '服务中心', siteId: '网点', engineerId: '工程师', audit: '完工审核', parts: '备件',
  sra: '换机申请', por: '退机申请', ship: '寄修', closure: '关单申请', settle: '结算', visit: '回访', suspended: '已挂起', checkedIn: '已签到',
  appointAt: '预约时间', appointCount: '预约次数', checkInAt: '签到时间', completedAt: '完工时间', finishedAt: '完成时间', feeTotal: '费用合计', completeDueAt: '完工时限', reportAt: '报单时间',
  dispatchedAt: '派单时间', acceptedAt: '接单时间', assignedAt: '派工时间', firstAppointAt: '首次预约', secondAppointAt: '二次预约', appointChanges: '改约次数', customerPauses: '客户原因改约', departAt: '离开时间',
  networkConfirmedAt: '网点确认时间', centreAuditedAt: '中心审核时间', cancelledAt: '取消时间', responseDueAt: '响应时限', appointDueAt: '预约时限', arriveDueAt: '上门时限',
  faultSymptomId: '故障现象', faultReasonId: '故障原因', fixMethodId: '维修措施', resultRemark: '处理结果', photos: '照片数',
  remoteKm: '远程里程(km)', feeService: '服务费', feeRemote: '远程费', feeBonus: '奖励费', feeReward: '激励费', feeAdhoc: '临时费用', feeDiscount: '优惠',
  payMethod: '支付方式', payer: '付款人', payAccount: '付款账号', payStatus: '支付状态', paidAt: '支付时间', payNote: '支付备注',
};
const enFields: Catalogue<typeof zhFields> = {
  orderNo: 'Order no.', status: 'Status', orderType: 'Order type', source: 'Source', serviceTypeId: 'Service type', userType: 'User type', urgency: 'Urgency',
  brand: 'Brand', categoryId: 'Product category', itemId: 'Model', serialNo: 'Serial no.', purchaseDate: 'Purchase date', channelId: 'Purchase channel', shopId: 'Shop',
  customerName: 'Customer', phone: 'Phone', secondPhone: 'Second phone', provinceId: 'Province', cityId: 'City', districtId: 'District', address: 'Address', lat: 'Latitude', lng: 'Longitude',
  externalNo: 'External no.', parentNo: 'Related order', complaintNature: 'Complaint nature', complaintObject: 'Complaint object', faultDesc: 'Fault description', expectAt: 'Expected visit', remark: 'Remark',
  warrantyType: 'Warranty', holder: 'Assigned to', centreId: 'Service centre', siteId: 'Outlet', engineerId: 'Engineer', audit: 'Completion audit', parts: 'Parts',
  sra: 'Replacement (SRA)', por: 'Return (POR)', ship: 'Repair by shipping', closure: 'Closure', settle: 'Settlement', visit: 'Return visit', suspended: 'Suspended', checkedIn: 'Checked in',
  appointAt: 'Appointment', appointCount: 'Appointments', checkInAt: 'Checked in at', completedAt: 'Completed at', finishedAt: 'Finished at', feeTotal: 'Total fees', completeDueAt: 'Completion due', reportAt: 'Reported at',
  dispatchedAt: 'Dispatched at', acceptedAt: 'Accepted at', assignedAt: 'Assigned at', firstAppointAt: 'First appointment', secondAppointAt: 'Second appointment', appointChanges: 'Appointment changes', customerPauses: 'Changes caused by the customer', departAt: 'Departed at',
  networkConfirmedAt: 'Network confirmed at', centreAuditedAt: 'Centre audited at', cancelledAt: 'Cancelled at', responseDueAt: 'Response due', appointDueAt: 'Appointment due', arriveDueAt: 'Arrival due',
  faultSymptomId: 'Fault symptom', faultReasonId: 'Fault cause', fixMethodId: 'Repair measure', resultRemark: 'Result', photos: 'Photos',
  remoteKm: 'Remote distance (km)', feeService: 'Service fee', feeRemote: 'Remote fee', feeBonus: 'Bonus', feeReward: 'Reward', feeAdhoc: 'Ad hoc fee', feeDiscount: 'Discount',
  payMethod: 'Payment method', payer: 'Payer', payAccount: 'Payer account', payStatus: 'Payment status', paidAt: 'Paid at', payNote: 'Payment note',
};
const esFields: Catalogue<typeof zhFields> = {
  orderNo: 'N.º de orden', status: 'Estado', orderType: 'Tipo de orden', source: 'Origen', serviceTypeId: 'Tipo de servicio', userType: 'Tipo de usuario', urgency: 'Urgencia',
  brand: 'Marca', categoryId: 'Categoría de producto', itemId: 'Modelo', serialNo: 'N.º de serie', purchaseDate: 'Fecha de compra', channelId: 'Canal de compra', shopId: 'Tienda',
  customerName: 'Cliente', phone: 'Teléfono', secondPhone: 'Segundo teléfono', provinceId: 'Provincia', cityId: 'Ciudad', districtId: 'Distrito', address: 'Dirección', lat: 'Latitud', lng: 'Longitud',
  externalNo: 'N.º externo', parentNo: 'Orden relacionada', complaintNature: 'Naturaleza de la queja', complaintObject: 'Objeto de la queja', faultDesc: 'Descripción de la avería', expectAt: 'Visita deseada', remark: 'Observación',
  warrantyType: 'Garantía', holder: 'Asignada a', centreId: 'Centro de servicio', siteId: 'Punto de servicio', engineerId: 'Técnico', audit: 'Auditoría de finalización', parts: 'Piezas',
  sra: 'Cambio (SRA)', por: 'Devolución (POR)', ship: 'Reparación por envío', closure: 'Cierre', settle: 'Liquidación', visit: 'Visita de seguimiento', suspended: 'Suspendida', checkedIn: 'Registrado en sitio',
  appointAt: 'Cita', appointCount: 'Citas', checkInAt: 'Llegada', completedAt: 'Finalizada el', finishedAt: 'Cerrada el', feeTotal: 'Total de cargos', completeDueAt: 'Plazo de finalización', reportAt: 'Reportada el',
  dispatchedAt: 'Asignada el', acceptedAt: 'Aceptada el', assignedAt: 'Asignada al técnico el', firstAppointAt: 'Primera cita', secondAppointAt: 'Segunda cita', appointChanges: 'Cambios de cita', customerPauses: 'Cambios por el cliente', departAt: 'Salida',
  networkConfirmedAt: 'Confirmada por el punto el', centreAuditedAt: 'Auditada por el centro el', cancelledAt: 'Cancelada el', responseDueAt: 'Plazo de respuesta', appointDueAt: 'Plazo de cita', arriveDueAt: 'Plazo de llegada',
  faultSymptomId: 'Síntoma', faultReasonId: 'Causa', fixMethodId: 'Medida de reparación', resultRemark: 'Resultado', photos: 'Fotos',
  remoteKm: 'Distancia remota (km)', feeService: 'Cargo de servicio', feeRemote: 'Cargo por distancia', feeBonus: 'Bonificación', feeReward: 'Incentivo', feeAdhoc: 'Cargo puntual', feeDiscount: 'Descuento',
  payMethod: 'Forma de pago', payer: 'Pagador', payAccount: 'Cuenta del pagador', payStatus: 'Estado del pago', paidAt: 'Pagada el', payNote: 'Nota del pago',
};


const zh = {
  entity: { order: { title: '工单处理', fields: zhFields } },
  workOrders: {
    detailTitle: '工单详情',
    notFound: '工单不存在或无权查看',
    backToList: '返回工单列表',
    handle: '处理',
    history: '工单历史',
    tabs: { all: '全部', appoint: '待预约', onsite: '待上门', parts: '备件', subFlow: '寄修/换退机', audit: '待审核' },
    group: { service: '服务信息', customer: '客户信息', product: '产品信息', handling: '处理方', times: '预约与时间', result: '处理结果', fees: '费用', payment: '支付' },
    status: dict('order_status', 1),
    holder: dict('order_holder', 1),
    action: steps('zh-CN'),
    confirm: { accept: '确认接单吗？', simpleFinishOrder: '确认简易完工吗？', complete: '确认提交完工吗？', doOrderFinish: '确认审核通过并完成该工单吗？', cancel: '确认取消该工单吗？', resume: '确认取消挂起吗？' },
    detail: { centreName: '服务中心', siteName: '网点', engineerName: '工程师', fields: '修改了' },
    edit: { title: '修改工单', save: '保存修改' },
    reason: '原因',
    remark: '备注',
    reasonIs: '原因：{{reason}}',
    centre: '服务中心',
    site: '网点',
    engineer: '工程师',
    appointAt: '预约上门时间',
    customerCaused: '客户原因改约',
    pickCentre: '请选择服务中心',
    pickSite: '请选择网点',
    pickEngineer: '请选择工程师',
    pickAppointAt: '请选择预约时间',
    moreActions: '更多操作',
    batchAccept: '批量接单',
    selectBeforeAccept: '请先选择记录再批量接单',
    batchAcceptConfirm: '确认接受选中的 {{n}} 个工单吗？',
    batchAcceptDone: '已接单 {{n}} 个',
    batchAcceptPartly: '接单成功 {{ok}} 个，失败 {{failed}} 个',
  },
  menu: { workorder: '工单业务', 'workorder.order': '工单处理' },
};

const en: Catalogue<typeof zh> = {
  entity: { order: { title: 'Work order processing', fields: enFields } },
  workOrders: {
    detailTitle: 'Work order',
    notFound: 'The order does not exist or is not yours to see',
    backToList: 'Back to the orders',
    handle: 'Handle',
    history: 'History',
    tabs: { all: 'All', appoint: 'To appoint', onsite: 'On site', parts: 'Parts', subFlow: 'Shipping / SRA / RTV', audit: 'To audit' },
    group: { service: 'Service', customer: 'Customer', product: 'Product', handling: 'Handled by', times: 'Appointment and times', result: 'Result', fees: 'Fees', payment: 'Payment' },
    status: dict('order_status', 2),
    holder: dict('order_holder', 2),
    action: steps('en-US'),
    confirm: {
      accept: 'Confirm accepting this order?',
      simpleFinishOrder: 'Confirm simple completion?',
      complete: 'Submit the completion?',
      doOrderFinish: 'Pass the audit and finish this order?',
      cancel: 'Cancel this order?',
      resume: 'Cancel the suspension?',
    },
    detail: { centreName: 'Service centre', siteName: 'Outlet', engineerName: 'Engineer', fields: 'Changed' },
    edit: { title: 'Edit order', save: 'Save changes' },
    reason: 'Reason',
    remark: 'Remark',
    reasonIs: 'Reason: {{reason}}',
    centre: 'Service centre',
    site: 'Outlet',
    engineer: 'Engineer',
    appointAt: 'Visit appointment',
    customerCaused: 'Changed at the customer’s request',
    pickCentre: 'Select a service centre',
    pickSite: 'Select an outlet',
    pickEngineer: 'Select an engineer',
    pickAppointAt: 'Select the appointment time',
    moreActions: 'More',
    batchAccept: 'Batch accept',
    selectBeforeAccept: 'Select records first before batch accept',
    batchAcceptConfirm: 'Accept the {{n}} selected orders?',
    batchAcceptDone: '{{n}} orders accepted',
    batchAcceptPartly: '{{ok}} accepted, {{failed}} refused',
  },
  menu: { workorder: 'Work order business', 'workorder.order': 'Work order processing' },
};

const es: Catalogue<typeof zh> = {
  entity: { order: { title: 'Procesamiento de órdenes', fields: esFields } },
  workOrders: {
    detailTitle: 'Orden de trabajo',
    notFound: 'La orden no existe o no tiene permiso para verla',
    backToList: 'Volver a las órdenes',
    handle: 'Gestionar',
    history: 'Historial',
    tabs: { all: 'Todas', appoint: 'Por citar', onsite: 'En sitio', parts: 'Piezas', subFlow: 'Envío / SRA / RTV', audit: 'Por auditar' },
    group: { service: 'Servicio', customer: 'Cliente', product: 'Producto', handling: 'Gestionada por', times: 'Cita y tiempos', result: 'Resultado', fees: 'Cargos', payment: 'Pago' },
    status: dict('order_status', 3),
    holder: dict('order_holder', 3),
    action: steps('es-ES'),
    confirm: {
      accept: '¿Confirmar la aceptación de esta orden?',
      simpleFinishOrder: '¿Confirmar la finalización simple?',
      complete: '¿Enviar la finalización?',
      doOrderFinish: '¿Aprobar la auditoría y cerrar esta orden?',
      cancel: '¿Cancelar esta orden?',
      resume: '¿Reanudar la orden suspendida?',
    },
    detail: { centreName: 'Centro de servicio', siteName: 'Punto de servicio', engineerName: 'Técnico', fields: 'Cambios' },
    edit: { title: 'Editar orden', save: 'Guardar cambios' },
    reason: 'Motivo',
    remark: 'Observación',
    reasonIs: 'Motivo: {{reason}}',
    centre: 'Centro de servicio',
    site: 'Punto de servicio',
    engineer: 'Técnico',
    appointAt: 'Cita de visita',
    customerCaused: 'Cambio a petición del cliente',
    pickCentre: 'Seleccione un centro de servicio',
    pickSite: 'Seleccione un punto de servicio',
    pickEngineer: 'Seleccione un técnico',
    pickAppointAt: 'Seleccione la hora de la cita',
    moreActions: 'Más',
    batchAccept: 'Aceptar en lote',
    selectBeforeAccept: 'Seleccione primero los registros antes de aceptar en lote',
    batchAcceptConfirm: '¿Aceptar las {{n}} órdenes seleccionadas?',
    batchAcceptDone: '{{n}} órdenes aceptadas',
    batchAcceptPartly: '{{ok}} aceptadas, {{failed}} rechazadas',
  },
  menu: { workorder: 'Órdenes de trabajo', 'workorder.order': 'Procesamiento de órdenes' },
};

export const workOrdersLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
