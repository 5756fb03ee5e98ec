/** Texts of the parts plans and the parts applications report (features/parts Plan*, ApplyReport*). */
import { type Lang, PARTS_PLAN_ACTION_LABELS, PARTS_PLAN_NOTE_LABELS, PARTS_PLAN_STATUS_LABELS } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const pick = (labels: Record<string, Record<Lang, string>>, lang: Lang) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, v[lang]])) as Record<string, string>;

const STEPS: Record<Lang, Record<string, string>> = {
  'zh-CN': { create: '生成', update: '修改数量' },
  'en-US': { create: 'Computed', update: 'Quantities edited' },
  'es-ES': { create: 'Calculado', update: 'Cantidades modificadas' },
};

const shared = (lang: Lang) => ({
  status: pick(PARTS_PLAN_STATUS_LABELS, lang),
  action: { ...pick(PARTS_PLAN_ACTION_LABELS, lang), ...STEPS[lang] },
  note: pick(PARTS_PLAN_NOTE_LABELS, lang),
});

const zh = {
  entity: {
    partsPlan: {
      title: '备件计划',
      empty: '还没有备件计划：点“新增”，选择仓库和统计周期，系统按消耗、在途、待采购和安全库存给出建议订货量。',
      fields: {
        planNo: '计划单号', status: '状态', warehouseId: '计划仓库', supplyWarehouseId: '供货仓库', periodDays: '统计天数', periodFrom: '统计开始', periodTo: '统计截止',
        lineCount: '下单行数', totalQty: '下单总数', docNo: '生成单据', createdAt: '创建时间', confirmedAt: '下单时间', remark: '备注',
      },
      lines: {
        partsId: '备件', consumedQty: '期间消耗', avgDaily: '日均需求', leadDays: '提前期（天）', safetyStock: '安全库存', onHand: '现有库存', inTransit: '在途',
        openNeeds: '待采购', minMax: '最小/最大申请量', suggestedQty: '建议数量', qty: '订货数量',
      },
    },
    partsApplyReport: {
      title: '备件申请报表',
      empty: '没有符合条件的备件申请明细',
      fields: {
        applyNo: '申请单号', createdAt: '申请时间', deptId: '网点', outletName: '网点', orderNo: '工单号', partsId: '备件', partsCode: '备件编码', partsName: '备件名称',
        qty: '申请数量', shippedQty: '已发货', receivedQty: '已签收', applyType: '申请类型', status: '状态', delivery: '发货状态', unitPrice: '单价', amount: '金额',
        submittedAt: '提交时间', shippedAt: '发货时间', receivedAt: '签收时间',
      },
    },
  },
  partsPlan: {
    ...shared('zh-CN'),
    one: '备件计划',
    allStatuses: '全部',
    detail: '详情',
    notFound: '没有这张备件计划，或您无权查看',
    create: '生成备件计划',
    warehouse: '计划仓库',
    warehouseRequired: '请选择仓库',
    period: '统计周期',
    days: '最近 {{n}} 天',
    buys: '无上级仓库：确认后生成采购入库单',
    supplied: '确认后向上级仓库提交要货申请',
    lines: '建议明细',
    history: '处理记录',
    formula: '建议数量 = 日均需求 × 提前期 + 安全库存 + 待采购 − 现有库存 − 在途（向上取整；不低于最小申请量；禁止采购的备件为 0）',
    why: '{{avg}} × {{lead}} 天 ≈ {{demand}}，+ 安全 {{safety}} + 待采购 {{needs}} − 库存 {{onHand}} − 在途 {{transit}} = {{raw}}',
    save: '保存数量',
    saved: '数量已保存',
    unsaved: '有未保存的数量修改',
    confirmHint: '确认下单后，数量大于 0 的行生成{{doc}}，计划不能再修改。',
    confirmTitle: '确认下单',
    request: '要货申请',
    purchase: '采购入库单',
    reason: '取消原因',
    reasonRequired: '请填写原因',
    ordered: '已生成{{doc}} {{docNo}}',
    openDoc: '查看单据',
    noLines: '本周期内没有需要订货的备件',
    wholeNumber: '请输入 0 或正整数',
    dropped: '不订',
  },
  menu: { 'parts.plan': '备件计划', report: '报表中心', 'report.partsApply': '备件申请报表' },
};

type Texts = Catalogue<typeof zh>;

const en: Texts = {
  entity: {
    partsPlan: {
      title: 'Parts plans',
      empty: 'No parts plans yet: click "Add", choose a warehouse and a period, and the suggestion is computed from consumption, stock in transit, open needs and safety stock.',
      fields: {
        planNo: 'Plan no.', status: 'Status', warehouseId: 'Warehouse', supplyWarehouseId: 'Supplier', periodDays: 'Days counted', periodFrom: 'Counted from', periodTo: 'Counted to',
        lineCount: 'Lines ordered', totalQty: 'Quantity ordered', docNo: 'Document made', createdAt: 'Created at', confirmedAt: 'Ordered at', remark: 'Remark',
      },
      lines: {
        partsId: 'Part', consumedQty: 'Consumed', avgDaily: 'Daily demand', leadDays: 'Lead time (days)', safetyStock: 'Safety stock', onHand: 'On hand', inTransit: 'In transit',
        openNeeds: 'Open needs', minMax: 'Min / max application', suggestedQty: 'Suggested', qty: 'Order qty',
      },
    },
    partsApplyReport: {
      title: 'Parts applications report',
      empty: 'No parts application lines match',
      fields: {
        applyNo: 'Application no.', createdAt: 'Applied at', deptId: 'Outlet', outletName: 'Outlet', orderNo: 'Order no.', partsId: 'Part', partsCode: 'Part code', partsName: 'Part name',
        qty: 'Qty', shippedQty: 'Shipped', receivedQty: 'Received', applyType: 'Type', status: 'Status', delivery: 'Delivery', unitPrice: 'Unit price', amount: 'Amount',
        submittedAt: 'Submitted at', shippedAt: 'Shipped at', receivedAt: 'Received at',
      },
    },
  },
  partsPlan: {
    ...shared('en-US'),
    one: 'Parts plan',
    allStatuses: 'All',
    detail: 'Details',
    notFound: 'This parts plan does not exist or you may not see it',
    create: 'Compute a parts plan',
    warehouse: 'Warehouse',
    warehouseRequired: 'Choose a warehouse',
    period: 'Period',
    days: 'Last {{n}} days',
    buys: 'No supplier: confirming makes a purchase stock-in',
    supplied: 'Confirming submits a stock request to its supplier',
    lines: 'Suggested lines',
    history: 'History',
    formula: 'Suggested = daily demand × lead time + safety stock + open needs − on hand − in transit (rounded up; at least the minimum application quantity; 0 for a part whose purchase is forbidden)',
    why: '{{avg}} × {{lead}} days ≈ {{demand}}, + safety {{safety}} + needs {{needs}} − on hand {{onHand}} − transit {{transit}} = {{raw}}',
    save: 'Save quantities',
    saved: 'Quantities saved',
    unsaved: 'Some quantities are not saved',
    confirmHint: 'Confirming turns the lines above 0 into a {{doc}}; the plan can no longer change.',
    confirmTitle: 'Confirm and order',
    request: 'stock request',
    purchase: 'purchase stock-in',
    reason: 'Reason for cancelling',
    reasonRequired: 'Give a reason',
    ordered: 'Made {{doc}} {{docNo}}',
    openDoc: 'Open the document',
    noLines: 'Nothing needs ordering over this period',
    wholeNumber: 'Enter 0 or a whole number',
    dropped: 'Dropped',
  },
  menu: { 'parts.plan': 'Parts plans', report: 'Report centre', 'report.partsApply': 'Parts applications report' },
};

const es: Texts = {
  entity: {
    partsPlan: {
      title: 'Planes de piezas',
      empty: 'Aún no hay planes: pulse "Añadir", elija un almacén y un periodo, y la sugerencia se calcula con el consumo, el tránsito, las necesidades abiertas y el stock de seguridad.',
      fields: {
        planNo: 'N.º de plan', status: 'Estado', warehouseId: 'Almacén', supplyWarehouseId: 'Proveedor', periodDays: 'Días contados', periodFrom: 'Desde', periodTo: 'Hasta',
        lineCount: 'Líneas pedidas', totalQty: 'Cantidad pedida', docNo: 'Documento creado', createdAt: 'Creado el', confirmedAt: 'Pedido el', remark: 'Observación',
      },
      lines: {
        partsId: 'Pieza', consumedQty: 'Consumido', avgDaily: 'Demanda diaria', leadDays: 'Plazo (días)', safetyStock: 'Stock de seguridad', onHand: 'En existencia', inTransit: 'En tránsito',
        openNeeds: 'Necesidades', minMax: 'Mín. / máx. por solicitud', suggestedQty: 'Sugerido', qty: 'A pedir',
      },
    },
    partsApplyReport: {
      title: 'Informe de solicitudes de piezas',
      empty: 'Ninguna línea de solicitud coincide',
      fields: {
        applyNo: 'N.º de solicitud', createdAt: 'Solicitada el', deptId: 'Punto de servicio', outletName: 'Punto de servicio', orderNo: 'N.º de orden', partsId: 'Pieza', partsCode: 'Código', partsName: 'Pieza',
        qty: 'Cantidad', shippedQty: 'Enviada', receivedQty: 'Recibida', applyType: 'Tipo', status: 'Estado', delivery: 'Envío', unitPrice: 'Precio unitario', amount: 'Importe',
        submittedAt: 'Enviada el', shippedAt: 'Despachada el', receivedAt: 'Recibida el',
      },
    },
  },
  partsPlan: {
    ...shared('es-ES'),
    one: 'Plan de piezas',
    allStatuses: 'Todos',
    detail: 'Detalle',
    notFound: 'Este plan no existe o no puede verlo',
    create: 'Calcular un plan de piezas',
    warehouse: 'Almacén',
    warehouseRequired: 'Elija un almacén',
    period: 'Periodo',
    days: 'Últimos {{n}} días',
    buys: 'Sin proveedor: al confirmar se crea una entrada por compra',
    supplied: 'Al confirmar se envía una solicitud de stock a su proveedor',
    lines: 'Líneas sugeridas',
    history: 'Historial',
    formula: 'Sugerido = demanda diaria × plazo + stock de seguridad + necesidades − existencia − tránsito (redondeado hacia arriba; al menos la cantidad mínima; 0 si la compra está prohibida)',
    why: '{{avg}} × {{lead}} días ≈ {{demand}}, + seguridad {{safety}} + necesidades {{needs}} − existencia {{onHand}} − tránsito {{transit}} = {{raw}}',
    save: 'Guardar cantidades',
    saved: 'Cantidades guardadas',
    unsaved: 'Hay cantidades sin guardar',
    confirmHint: 'Al confirmar, las líneas mayores que 0 se convierten en una {{doc}}; el plan ya no puede cambiar.',
    confirmTitle: 'Confirmar y pedir',
    request: 'solicitud de stock',
    purchase: 'entrada por compra',
    reason: 'Motivo de la cancelación',
    reasonRequired: 'Indique un motivo',
    ordered: 'Creada {{doc}} {{docNo}}',
    openDoc: 'Abrir el documento',
    noLines: 'No hace falta pedir nada en este periodo',
    wholeNumber: 'Indique 0 o un número entero',
    dropped: 'No se pide',
  },
  menu: { 'parts.plan': 'Planes de piezas', report: 'Centro de informes', 'report.partsApply': 'Informe de solicitudes de piezas' },
};

export const partsPlanLocale: Record<Lang, Texts> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
