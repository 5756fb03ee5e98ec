/** Texts of the report centre's work-order reports (issue 19). */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';

const zh = {
  entity: {
    orderDetailReport: {
      title: '工单明细报表',
      empty: '没有符合条件的工单',
      fields: {
        orderNo: '工单号', source: '工单来源', serviceTypeId: '服务类型', serviceTypeName: '服务类型', brand: '品牌', categoryId: '产品品类', categoryName: '产品品类', itemName: '产品',
        warrantyType: '保修类型', urgency: '紧急程度', status: '工单状态', customerName: '客户', phone: '电话', region: '地区', siteId: '网点', siteName: '网点', engineerName: '工程师',
        reportAt: '接单时间', firstAppointAt: '首次预约', finishedAt: '完成时间', turnaroundHours: '完工时长（小时）', slaMet: 'SLA达成', feeTotal: '费用合计', visit: '回访', rating: '评分',
      },
    },
    barcodeTraceReport: {
      title: '条码查询',
      empty: '输入条码查询',
      fields: {
        barcode: '条码', kind: '出现位置', itemCode: '产品/备件编码', itemName: '产品/备件名称', productionDate: '生产日期', batchNo: '批次号', orderNo: '工单号', status: '工单状态', siteName: '网点', at: '时间',
      },
    },
  },
  reportCentre: { totals: '合计：{{count}} 张工单，费用 {{fee}}，平均完工时长 {{hours}} 小时', yes: '是', no: '否' },
  menu: { 'report.orderDetail': '工单明细报表', 'report.barcodeTrace': '条码查询' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    orderDetailReport: {
      title: 'Order detail report',
      empty: 'No order matches',
      fields: {
        orderNo: 'Order no.', source: 'Source', serviceTypeId: 'Service type', serviceTypeName: 'Service type', brand: 'Brand', categoryId: 'Category', categoryName: 'Category', itemName: 'Product',
        warrantyType: 'Warranty', urgency: 'Urgency', status: 'Status', customerName: 'Customer', phone: 'Phone', region: 'Region', siteId: 'Outlet', siteName: 'Outlet', engineerName: 'Engineer',
        reportAt: 'Received', firstAppointAt: 'First appointment', finishedAt: 'Finished', turnaroundHours: 'Turnaround (h)', slaMet: 'SLA met', feeTotal: 'Fees total', visit: 'Return visit', rating: 'Rating',
      },
    },
    barcodeTraceReport: {
      title: 'Item barcode search',
      empty: 'Type a barcode to search',
      fields: {
        barcode: 'Barcode', kind: 'Found in', itemCode: 'Product / part code', itemName: 'Product / part', productionDate: 'Production date', batchNo: 'Batch', orderNo: 'Order no.', status: 'Order status', siteName: 'Outlet', at: 'When',
      },
    },
  },
  reportCentre: { totals: 'Total: {{count}} orders, fees {{fee}}, average turnaround {{hours}} h', yes: 'Yes', no: 'No' },
  menu: { 'report.orderDetail': 'Order detail report', 'report.barcodeTrace': 'Item barcode search' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    orderDetailReport: {
      title: 'Informe de detalle de órdenes',
      empty: 'Ninguna orden coincide',
      fields: {
        orderNo: 'N.º de orden', source: 'Origen', serviceTypeId: 'Tipo de servicio', serviceTypeName: 'Tipo de servicio', brand: 'Marca', categoryId: 'Categoría', categoryName: 'Categoría', itemName: 'Producto',
        warrantyType: 'Garantía', urgency: 'Urgencia', status: 'Estado', customerName: 'Cliente', phone: 'Teléfono', region: 'Región', siteId: 'Punto de servicio', siteName: 'Punto de servicio', engineerName: 'Técnico',
        reportAt: 'Recibida', firstAppointAt: 'Primera cita', finishedAt: 'Finalizada', turnaroundHours: 'Tiempo de resolución (h)', slaMet: 'SLA cumplido', feeTotal: 'Total de cargos', visit: 'Seguimiento', rating: 'Valoración',
      },
    },
    barcodeTraceReport: {
      title: 'Búsqueda por código de barras',
      empty: 'Escriba un código de barras para buscar',
      fields: {
        barcode: 'Código de barras', kind: 'Encontrado en', itemCode: 'Código de producto / pieza', itemName: 'Producto / pieza', productionDate: 'Fecha de producción', batchNo: 'Lote', orderNo: 'N.º de orden', status: 'Estado de la orden', siteName: 'Punto de servicio', at: 'Cuándo',
      },
    },
  },
  reportCentre: { totals: 'Total: {{count}} órdenes, cargos {{fee}}, tiempo medio de resolución {{hours}} h', yes: 'Sí', no: 'No' },
  menu: { 'report.orderDetail': 'Informe de detalle de órdenes', 'report.barcodeTrace': 'Búsqueda por código de barras' },
};

export const reportCentreLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
