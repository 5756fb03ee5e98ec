/** Texts of the parts-management screens (documents, balance, movements) and their menu entries. */
import { type Lang, type MOVE_TYPES, STOCK_BUCKET_LABELS, STOCK_DOC_ACTION_LABELS, STOCK_DOC_STATUS_LABELS } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

/** The shared labels of statuses, actions and buckets in one language. */
const shared = (lang: Lang) => ({
  status: Object.fromEntries(Object.entries(STOCK_DOC_STATUS_LABELS).map(([k, v]) => [k, v[lang]])) as Record<string, string>,
  action: { ...(Object.fromEntries(Object.entries(STOCK_DOC_ACTION_LABELS).map(([k, v]) => [k, v[lang]])) as Record<string, string>), ...ACTION_EXTRA[lang] },
  bucket: Object.fromEntries(Object.entries(STOCK_BUCKET_LABELS).map(([k, v]) => [k, v[lang]])) as Record<string, string>,
});

/** History steps that are no transition: the document's creation and its edits. */
const ACTION_EXTRA: Record<Lang, Record<string, string>> = {
  'zh-CN': { create: '创建', update: '修改' },
  'en-US': { create: 'Created', update: 'Edited' },
  'es-ES': { create: 'Creado', update: 'Modificado' },
};

type MoveType = keyof typeof MOVE_TYPES;

const MOVE_TYPE_LABELS: Record<Lang, Record<MoveType, string>> = {
  'zh-CN': {
    purchaseIn: '采购入库', returnIn: '退货入库', goodsIn: '成品入库', issueOut: '领用出库', scrapOut: '报废出库', goodsOut: '成品出库', reserve: '预留', release: '释放预留',
    relocate: '移库', transferOut: '调拨出库', transferIn: '调拨入库', countGain: '盘盈', countLoss: '盘亏',
  },
  'en-US': {
    purchaseIn: 'Purchase receipt', returnIn: 'Return receipt', goodsIn: 'Goods receipt', issueOut: 'Issue', scrapOut: 'Scrap', goodsOut: 'Goods issue', reserve: 'Reserve', release: 'Release',
    relocate: 'Relocate', transferOut: 'Transfer out', transferIn: 'Transfer in', countGain: 'Count gain', countLoss: 'Count loss',
  },
  'es-ES': {
    purchaseIn: 'Entrada por compra', returnIn: 'Entrada por devolución', goodsIn: 'Entrada de producto', issueOut: 'Salida por consumo', scrapOut: 'Salida por desecho',
    goodsOut: 'Salida de producto', reserve: 'Reserva', release: 'Liberación', relocate: 'Reubicación', transferOut: 'Salida por traspaso', transferIn: 'Entrada por traspaso',
    countGain: 'Sobrante de inventario', countLoss: 'Faltante de inventario',
  },
};

const zhDoc = {
  docNo: '单号', docType: '单据类型', status: '状态', receipt: '入库进度', fromWarehouseId: '出库仓库', toWarehouseId: '入库仓库', carrier: '承运商', waybillNumber: '运单号',
  shippedAt: '出库时间', receivedAt: '入库时间', linkedDocId: '关联单据', createdAt: '创建时间', auditRemark: '审核意见', remark: '备注',
};
const zhLines = { partsId: '备件', qty: '数量', fromLocationId: '出库库位', toLocationId: '入库库位', unitCost: '单价', barcode: '条码', receivedQty: '已入库', bookQty: '账面数', countedQty: '实盘数', remark: '备注' };

const zh = {
  entity: {
    partsBalance: {
      title: '库存余额',
      fields: { warehouseId: '仓库', locationId: '库位', partsCode: '备件编码', partsName: '备件名称', onHand: '现存', available: '可用', reserved: '已预留', transit: '在途', safetyStock: '安全库存', belowSafety: '低于安全库存' },
    },
    spStockMove: {
      title: '出入库流水',
      fields: { createdAt: '时间', moveType: '类型', partsId: '备件', qty: '数量', warehouseId: '仓库', fromWarehouseId: '来源仓库', fromLocationId: '来源库位', fromBucket: '来源', toWarehouseId: '目的仓库', toLocationId: '目的库位', toBucket: '去向', barcode: '条码', docType: '单据类型', docId: '单据', waybillNumber: '运单号' },
    },
    spPartsInHeader: { title: '备件入库', fields: zhDoc, lines: zhLines },
    spPartsOutHeader: { title: '备件出库', fields: zhDoc, lines: zhLines },
    spWhtowhHead: { title: '备件调拨', fields: zhDoc, lines: zhLines },
    spPartsInv: { title: '库存盘点', fields: { ...zhDoc, fromWarehouseId: '盘点仓库' }, lines: { ...zhLines, fromLocationId: '库位' } },
    spStockRequest: { title: '备件申请', fields: { ...zhDoc, toWarehouseId: '申请仓库' }, lines: zhLines },
  },
  stock: {
    ...shared('zh-CN'),
    moveType: MOVE_TYPE_LABELS['zh-CN'] as Record<string, string>,
    allStatuses: '全部',
    detail: '详情',
    lines: '明细',
    history: '处理记录',
    difference: '差异(发-收)',
    at: '时间',
    who: '处理人',
    step: '操作',
    remark: '备注',
    confirmAction: '确定对单据 {{docNo}} 执行“{{action}}”？',
    reason: '原因',
    reasonRequired: '请填写原因',
    carrier: '承运商',
    waybillNumber: '运单号',
    sent: '发出数量',
    received: '已入库',
    receiveNow: '本次入库',
    receiveHint: '未到的数量请改小或填 0，可以稍后再收。',
    wholeNumber: '请输入整数',
    belowSafety: '低于安全库存',
  },
  menu: {
    parts: '备件管理',
    'parts.stockIn': '备件入库',
    'parts.stockOut': '备件出库',
    'parts.transfer': '备件调拨',
    'parts.count': '库存盘点',
    'parts.stockRequest': '备件申请',
    'parts.balance': '库存余额',
    'parts.stockMove': '出入库流水',
  },
};

const enDoc = {
  docNo: 'Document no.', docType: 'Type', status: 'Status', receipt: 'Receipt', fromWarehouseId: 'From warehouse', toWarehouseId: 'To warehouse', carrier: 'Carrier', waybillNumber: 'Waybill no.',
  shippedAt: 'Shipped at', receivedAt: 'Received at', linkedDocId: 'Linked document', createdAt: 'Created at', auditRemark: 'Audit remark', remark: 'Remark',
};
const enLines = { partsId: 'Part', qty: 'Quantity', fromLocationId: 'From location', toLocationId: 'To location', unitCost: 'Unit cost', barcode: 'Barcode', receivedQty: 'Received', bookQty: 'Book quantity', countedQty: 'Counted', remark: 'Remark' };

const en: Catalogue<typeof zh> = {
  entity: {
    partsBalance: {
      title: 'Stock balance',
      fields: { warehouseId: 'Warehouse', locationId: 'Location', partsCode: 'Part code', partsName: 'Part name', onHand: 'On hand', available: 'Available', reserved: 'Reserved', transit: 'In transit', safetyStock: 'Safety stock', belowSafety: 'Below safety stock' },
    },
    spStockMove: {
      title: 'Stock movements',
      fields: { createdAt: 'Time', moveType: 'Type', partsId: 'Part', qty: 'Quantity', warehouseId: 'Warehouse', fromWarehouseId: 'From warehouse', fromLocationId: 'From location', fromBucket: 'From', toWarehouseId: 'To warehouse', toLocationId: 'To location', toBucket: 'To', barcode: 'Barcode', docType: 'Document type', docId: 'Document', waybillNumber: 'Waybill no.' },
    },
    spPartsInHeader: { title: 'Stock-in', fields: enDoc, lines: enLines },
    spPartsOutHeader: { title: 'Stock-out', fields: enDoc, lines: enLines },
    spWhtowhHead: { title: 'Transfers', fields: enDoc, lines: enLines },
    spPartsInv: { title: 'Inventory counts', fields: { ...enDoc, fromWarehouseId: 'Counted warehouse' }, lines: { ...enLines, fromLocationId: 'Location' } },
    spStockRequest: { title: 'Stock requests', fields: { ...enDoc, toWarehouseId: 'Requesting warehouse' }, lines: enLines },
  },
  stock: {
    ...shared('en-US'),
    moveType: MOVE_TYPE_LABELS['en-US'],
    allStatuses: 'All',
    detail: 'Detail',
    lines: 'Lines',
    history: 'History',
    difference: 'Difference (shipped − received)',
    at: 'Time',
    who: 'By',
    step: 'Step',
    remark: 'Remark',
    confirmAction: '{{action}} document {{docNo}}?',
    reason: 'Reason',
    reasonRequired: 'Please give the reason',
    carrier: 'Carrier',
    waybillNumber: 'Waybill no.',
    sent: 'Shipped',
    received: 'Received',
    receiveNow: 'Receive now',
    receiveHint: 'Lower what has not arrived, or enter 0: it can be received later.',
    wholeNumber: 'Enter a whole number',
    belowSafety: 'Below safety stock',
  },
  menu: {
    parts: 'Parts management',
    'parts.stockIn': 'Stock-in',
    'parts.stockOut': 'Stock-out',
    'parts.transfer': 'Transfers',
    'parts.count': 'Inventory counts',
    'parts.stockRequest': 'Stock requests',
    'parts.balance': 'Stock balance',
    'parts.stockMove': 'Stock movements',
  },
};

const esDoc = {
  docNo: 'N.º de documento', docType: 'Tipo', status: 'Estado', receipt: 'Recepción', fromWarehouseId: 'Almacén de origen', toWarehouseId: 'Almacén de destino', carrier: 'Transportista',
  waybillNumber: 'N.º de guía', shippedAt: 'Despachado el', receivedAt: 'Recibido el', linkedDocId: 'Documento vinculado', createdAt: 'Creado el', auditRemark: 'Observación de auditoría', remark: 'Observación',
};
const esLines = { partsId: 'Repuesto', qty: 'Cantidad', fromLocationId: 'Ubicación de origen', toLocationId: 'Ubicación de destino', unitCost: 'Coste unitario', barcode: 'Código de barras', receivedQty: 'Recibido', bookQty: 'Cantidad en libros', countedQty: 'Contado', remark: 'Observación' };

const es: Catalogue<typeof zh> = {
  entity: {
    partsBalance: {
      title: 'Existencias',
      fields: { warehouseId: 'Almacén', locationId: 'Ubicación', partsCode: 'Código de repuesto', partsName: 'Repuesto', onHand: 'En existencia', available: 'Disponible', reserved: 'Reservado', transit: 'En tránsito', safetyStock: 'Stock de seguridad', belowSafety: 'Bajo el stock de seguridad' },
    },
    spStockMove: {
      title: 'Movimientos de stock',
      fields: { createdAt: 'Fecha', moveType: 'Tipo', partsId: 'Repuesto', qty: 'Cantidad', warehouseId: 'Almacén', fromWarehouseId: 'Almacén de origen', fromLocationId: 'Ubicación de origen', fromBucket: 'Desde', toWarehouseId: 'Almacén de destino', toLocationId: 'Ubicación de destino', toBucket: 'Hacia', barcode: 'Código de barras', docType: 'Tipo de documento', docId: 'Documento', waybillNumber: 'N.º de guía' },
    },
    spPartsInHeader: { title: 'Entradas de stock', fields: esDoc, lines: esLines },
    spPartsOutHeader: { title: 'Salidas de stock', fields: esDoc, lines: esLines },
    spWhtowhHead: { title: 'Traspasos', fields: esDoc, lines: esLines },
    spPartsInv: { title: 'Inventarios', fields: { ...esDoc, fromWarehouseId: 'Almacén inventariado' }, lines: { ...esLines, fromLocationId: 'Ubicación' } },
    spStockRequest: { title: 'Solicitudes de stock', fields: { ...esDoc, toWarehouseId: 'Almacén solicitante' }, lines: esLines },
  },
  stock: {
    ...shared('es-ES'),
    moveType: MOVE_TYPE_LABELS['es-ES'],
    allStatuses: 'Todos',
    detail: 'Detalle',
    lines: 'Líneas',
    history: 'Historial',
    difference: 'Diferencia (despachado − recibido)',
    at: 'Fecha',
    who: 'Por',
    step: 'Paso',
    remark: 'Observación',
    confirmAction: '¿{{action}} el documento {{docNo}}?',
    reason: 'Motivo',
    reasonRequired: 'Indique el motivo',
    carrier: 'Transportista',
    waybillNumber: 'N.º de guía',
    sent: 'Despachado',
    received: 'Recibido',
    receiveNow: 'Recibir ahora',
    receiveHint: 'Reduzca lo que no ha llegado o ponga 0: se puede recibir más tarde.',
    wholeNumber: 'Introduzca un número entero',
    belowSafety: 'Bajo el stock de seguridad',
  },
  menu: {
    parts: 'Gestión de repuestos',
    'parts.stockIn': 'Entradas de stock',
    'parts.stockOut': 'Salidas de stock',
    'parts.transfer': 'Traspasos',
    'parts.count': 'Inventarios',
    'parts.stockRequest': 'Solicitudes de stock',
    'parts.balance': 'Existencias',
    'parts.stockMove': 'Movimientos de stock',
  },
};

export const stockLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
