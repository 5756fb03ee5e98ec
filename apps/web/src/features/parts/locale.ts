/** Texts of the parts applications (features/parts): the screen, its detail and dialogs, the work order's section, the engineer's notice. */
import { type Lang, PART_ORDER_STAT_LABELS, PARTS_APPLY_ACTION_LABELS, PARTS_APPLY_STATUS_LABELS } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

/** The shared labels of statuses and actions in one language, with the history's steps that are no transition. */
const shared = (lang: Lang) => ({
  status: Object.fromEntries(Object.entries(PARTS_APPLY_STATUS_LABELS).map(([k, v]) => [k, v[lang]])) as Record<string, string>,
  /** The parts order's states (spec section 4, PartOrderStat). */
  orderStat: Object.fromEntries(Object.entries(PART_ORDER_STAT_LABELS).map(([k, v]) => [k, v[lang]])) as Record<string, string>,
  action: { ...(Object.fromEntries(Object.entries(PARTS_APPLY_ACTION_LABELS).map(([k, v]) => [k, v[lang]])) as Record<string, string>), ...STEPS[lang] },
});

const STEPS: Record<Lang, Record<string, string>> = {
  'zh-CN': { create: '创建', update: '修改' },
  'en-US': { create: 'Created', update: 'Edited' },
  'es-ES': { create: 'Creada', update: 'Modificada' },
};

const zh = {
  entity: {
    partsApply: {
      title: '备件申请',
      empty: '还没有备件申请：在工单详情里为上门维修申请备件，或点“新增”为网点备货。',
      fields: {
        applyNo: '申请单号', partOrderNo: '备件订单号', partOrderStat: '备件订单状态', status: '状态', delivery: '发货状态', orderNo: '工单号', orderId: '工单', deptId: '网点', warehouseId: '收货仓库', supplyWarehouseId: '供货仓库',
        applyType: '申请类型', priceLevel: '价格级别', urgency: '紧急程度', amount: '金额', carrier: '承运商', waybillNumber: '运单号', shippedAt: '发货时间', receivedAt: '签收时间',
        createdAt: '申请时间', auditRemark: '审核意见', remark: '备注',
      },
      lines: {
        partsId: '备件', partsCode: '备件编码', partsName: '备件名称', qty: '申请数量', faultSymptomId: '故障现象', fault: '解决的故障', reservedQty: '已预留', shippedQty: '已发货',
        receivedQty: '已签收', purchaseNeed: '待采购', unitPrice: '单价', amount: '金额', remark: '备注',
      },
    },
  },
  partsApply: {
    ...shared('zh-CN'),
    one: '备件申请',
    withdraw: '取消申请',
    open: '查看备件申请',
    allStatuses: '全部',
    detail: '详情',
    notFound: '没有这张备件申请，或您无权查看',
    lines: '备件明细',
    history: '处理记录',
    ownStock: '网点备货',
    confirmAction: '确定对备件申请 {{applyNo}} 执行“{{action}}”？',
    reason: '原因',
    reasonRequired: '请填写原因',
    approveRemark: '审核意见（可不填）',
    shipNow: '本次发货',
    receiveNow: '本次签收',
    toShip: '未发',
    inTransit: '在途',
    shipHint: '默认发出已预留的数量；供货仓库有货时可以多发，最多发到申请数量。',
    receiveHint: '未到的数量请改小或填 0，可以稍后再签收。',
    wholeNumber: '请输入整数',
    typeHint: '保内工单提交时自动按免费处理',
    inWarranty: '工单在保修期内，备件免费',
    warehouseHint: '不选则为本网点的仓库',
    addLine: '添加备件',
    partRequired: '请选择备件',
    qtyRequired: '请填写数量',
    lineNo: '第 {{n}} 项',
    section: '备件申请',
    apply: '申请备件',
    none: '本工单还没有备件申请',
    shipped: '发货：{{carrier}} {{waybillNumber}}',
    moved: '{{part}} × {{qty}}',
    notice: { title: '备件已到', received: '工单 {{orderNo}} 的备件申请 {{applyNo}} 已全部签收，可以预约再次上门。' },
  },
  menu: { 'parts.apply': '备件申请' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    partsApply: {
      title: 'Parts applications',
      empty: 'No parts applications yet: apply for the parts of a repair from its work order, or click Add to stock your outlet.',
      fields: {
        applyNo: 'Application no.', partOrderNo: 'Parts order no.', partOrderStat: 'Parts order status', status: 'Status', delivery: 'Delivery', orderNo: 'Order no.', orderId: 'Work order', deptId: 'Outlet', warehouseId: 'Receiving warehouse',
        supplyWarehouseId: 'Supplying warehouse', applyType: 'Type', priceLevel: 'Price level', urgency: 'Urgency', amount: 'Amount', carrier: 'Carrier', waybillNumber: 'Waybill no.',
        shippedAt: 'Shipped at', receivedAt: 'Received at', createdAt: 'Applied at', auditRemark: 'Audit remark', remark: 'Remark',
      },
      lines: {
        partsId: 'Part', partsCode: 'Part code', partsName: 'Part name', qty: 'Asked', faultSymptomId: 'Fault symptom', fault: 'Fault it fixes', reservedQty: 'Reserved',
        shippedQty: 'Shipped', receivedQty: 'Received', purchaseNeed: 'To purchase', unitPrice: 'Unit price', amount: 'Amount', remark: 'Remark',
      },
    },
  },
  partsApply: {
    ...shared('en-US'),
    one: 'Parts application',
    withdraw: 'Cancel application',
    open: 'Open the parts application',
    allStatuses: 'All',
    detail: 'Details',
    notFound: 'No such parts application, or you may not see it',
    lines: 'Parts',
    history: 'History',
    ownStock: 'Outlet stock',
    confirmAction: '{{action}} parts application {{applyNo}}?',
    reason: 'Reason',
    reasonRequired: 'Please give the reason',
    approveRemark: 'Audit remark (optional)',
    shipNow: 'Ship now',
    receiveNow: 'Receive now',
    toShip: 'Not shipped',
    inTransit: 'In transit',
    shipHint: 'What is reserved goes by default; when the supplying warehouse has more, up to the quantity asked may go.',
    receiveHint: 'Lower what has not arrived, or enter 0: it can be received later.',
    wholeNumber: 'Enter a whole number',
    typeHint: 'An order in warranty makes it free when submitted',
    inWarranty: 'The order is in warranty: its parts are free',
    warehouseHint: "Leave empty for your outlet's own warehouse",
    addLine: 'Add a part',
    partRequired: 'Choose a part',
    qtyRequired: 'Enter the quantity',
    lineNo: 'Part {{n}}',
    section: 'Parts applications',
    apply: 'Apply for parts',
    none: 'No parts applications for this order',
    shipped: 'Shipped: {{carrier}} {{waybillNumber}}',
    moved: '{{part}} × {{qty}}',
    notice: { title: 'Parts arrived', received: 'The parts of application {{applyNo}} for order {{orderNo}} have all been received: the next visit can be booked.' },
  },
  menu: { 'parts.apply': 'Parts applications' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    partsApply: {
      title: 'Solicitudes de piezas',
      empty: 'Aún no hay solicitudes de piezas: solicite las piezas de una reparación desde su orden de trabajo, o pulse Nuevo para abastecer su punto de servicio.',
      fields: {
        applyNo: 'N.º de solicitud', partOrderNo: 'N.º de pedido de piezas', partOrderStat: 'Estado del pedido de piezas', status: 'Estado', delivery: 'Envío', orderNo: 'N.º de orden', orderId: 'Orden de trabajo', deptId: 'Punto de servicio', warehouseId: 'Almacén receptor',
        supplyWarehouseId: 'Almacén proveedor', applyType: 'Tipo', priceLevel: 'Nivel de precio', urgency: 'Urgencia', amount: 'Importe', carrier: 'Transportista', waybillNumber: 'N.º de guía',
        shippedAt: 'Enviada el', receivedAt: 'Recibida el', createdAt: 'Solicitada el', auditRemark: 'Observación de auditoría', remark: 'Observación',
      },
      lines: {
        partsId: 'Pieza', partsCode: 'Código de pieza', partsName: 'Nombre de pieza', qty: 'Solicitado', faultSymptomId: 'Síntoma', fault: 'Avería que resuelve', reservedQty: 'Reservado',
        shippedQty: 'Enviado', receivedQty: 'Recibido', purchaseNeed: 'Por comprar', unitPrice: 'Precio unitario', amount: 'Importe', remark: 'Observación',
      },
    },
  },
  partsApply: {
    ...shared('es-ES'),
    one: 'Solicitud de piezas',
    withdraw: 'Anular solicitud',
    open: 'Ver la solicitud de piezas',
    allStatuses: 'Todas',
    detail: 'Detalle',
    notFound: 'No existe esta solicitud de piezas, o no puede verla',
    lines: 'Piezas',
    history: 'Historial',
    ownStock: 'Stock del punto',
    confirmAction: '¿{{action}} la solicitud de piezas {{applyNo}}?',
    reason: 'Motivo',
    reasonRequired: 'Indique el motivo',
    approveRemark: 'Observación de auditoría (opcional)',
    shipNow: 'Enviar ahora',
    receiveNow: 'Recibir ahora',
    toShip: 'Sin enviar',
    inTransit: 'En tránsito',
    shipHint: 'Por defecto se envía lo reservado; si el almacén proveedor tiene más, puede enviarse hasta lo solicitado.',
    receiveHint: 'Reduzca lo que no llegó, o ponga 0: podrá recibirse más tarde.',
    wholeNumber: 'Introduzca un número entero',
    typeHint: 'Una orden en garantía la hace gratuita al enviarla',
    inWarranty: 'La orden está en garantía: sus piezas son gratuitas',
    warehouseHint: 'Vacío: el almacén de su propio punto de servicio',
    addLine: 'Añadir pieza',
    partRequired: 'Elija una pieza',
    qtyRequired: 'Indique la cantidad',
    lineNo: 'Pieza {{n}}',
    section: 'Solicitudes de piezas',
    apply: 'Solicitar piezas',
    none: 'Esta orden no tiene solicitudes de piezas',
    shipped: 'Enviada: {{carrier}} {{waybillNumber}}',
    moved: '{{part}} × {{qty}}',
    notice: { title: 'Piezas recibidas', received: 'Las piezas de la solicitud {{applyNo}} de la orden {{orderNo}} se han recibido todas: ya puede concertarse la siguiente visita.' },
  },
  menu: { 'parts.apply': 'Solicitudes de piezas' },
};

export const partsLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
