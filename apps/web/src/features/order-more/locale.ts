/** Texts of the other work-order screens and their menu entries, merged into the main catalogues by app/i18n.ts. */
import type { Lang } from '@as/shared';
import type { Catalogue } from '../../locales/zh-CN.ts';
import { workOrdersLocale } from '../work-orders/locale.ts';

/** The order's field names as the work-order screens give them. */
const zhOrder = workOrdersLocale['zh-CN'].entity.order.fields;
const enOrder = workOrdersLocale['en-US'].entity.order.fields;
const esOrder = workOrdersLocale['es-ES'].entity.order.fields;

const zh = {
  entity: {
    orderHistory: { title: '历史工单', fields: zhOrder },
    orderEBusiness: { title: '电商门店订单', empty: '来源为电商平台或门店的工单出现在这里；也可以导入店铺订单表格。', fields: { ...zhOrder, externalNo: '店铺订单号' } },
    exchangeBill: { title: "退换机申请", fields: { billNo: "申请单号", status: "状态", orderId: "工单ID", orderNo: "工单号", type: "类型", source: "来源", reason: "原因", categoryId: "产品大类", serialNo: "序列号", itemId: "机型", productName: "产品", consignee: "收货人", contact: "联系电话", address: "收货地址", creditAmount: "入账金额", difference: "差价", faultPhoto: "故障部位照片", environmentPhoto: "安装环境照片", namePlatePhoto: "铭牌照片", serialPhoto: "序列码照片", video: "视频", oldReturn: "旧机返还", oldLogistics: "旧机物流公司", oldTrackingNo: "旧机物流单号", oldSignedAt: "旧机签收时间", newShip: "新机发货", newLogistics: "新机物流公司", newTrackingNo: "新机物流单号", newSignedAt: "新机签收时间", auditRemark: "审核意见" } },
  },
  exchange: { action: { submit: "提交", approve: "审核通过", reject: "驳回", cancel: "取消", oldShipped: "旧机已寄出", oldSigned: "旧机已签收", newShipped: "新机已发货", newSigned: "新机已签收" }, ...{ confirm: "确定对 {{no}} 执行“{{action}}”吗？", reason: "原因", reasonRequired: "驳回或取消请填写原因", logistics: "物流公司", trackingNo: "物流单号" }, ...{ ofOrder: "退换机申请", noneOfOrder: "该工单还没有退换机申请", create: "创建退换机申请", showAll: "在退换机中查看" } },
  menu: { 'workorder.history': '历史工单', 'workorder.complaint': '投诉处理', 'workorder.ecommerce': '电商门店订单', 'workorder.exchange': "退换机" },
};

const en: Catalogue<typeof zh> = {
  entity: {
    orderHistory: { title: 'Historical orders', fields: enOrder },
    orderEBusiness: { title: 'E-commerce and shop orders', empty: 'Orders from a marketplace or a shop appear here; you can also import a spreadsheet of shop orders.', fields: { ...enOrder, externalNo: 'Shop order no.' } },
    exchangeBill: { title: "Return and exchange applications", fields: { billNo: "Application no.", status: "Status", orderId: "Order ID", orderNo: "Order no.", type: "Type", source: "Source", reason: "Reason", categoryId: "Product category", serialNo: "Serial no.", itemId: "Unit model", productName: "Unit product", consignee: "Consignee", contact: "Contact", address: "Ship-to address", creditAmount: "Amount credited", difference: "Difference", faultPhoto: "Fault area photo", environmentPhoto: "Installation environment", namePlatePhoto: "Name plate", serialPhoto: "Serial code", video: "Video", oldReturn: "Old machine return", oldLogistics: "Old machine carrier", oldTrackingNo: "Old machine tracking no.", oldSignedAt: "Old machine signed in", newShip: "New machine shipment", newLogistics: "New machine carrier", newTrackingNo: "New machine tracking no.", newSignedAt: "New machine signed for", auditRemark: "Review remark" } },
  },
  exchange: { action: { submit: "Submit", approve: "Approve", reject: "Reject", cancel: "Cancel", oldShipped: "Old machine shipped", oldSigned: "Old machine signed in", newShipped: "New machine shipped", newSigned: "New machine signed for" }, ...{ confirm: "{{action}}: {{no}}?", reason: "Reason", reasonRequired: "A rejection or cancellation needs a reason", logistics: "Logistics company", trackingNo: "Tracking no." }, ...{ ofOrder: "Return/exchange applications", noneOfOrder: "This order has no return/exchange application yet", create: "Create return/exchange application", showAll: "Open in Return and exchange" } },
  menu: { 'workorder.history': 'Historical orders', 'workorder.complaint': 'Complaint handling', 'workorder.ecommerce': 'E-commerce and shop orders', 'workorder.exchange': "Return and exchange" },
};

const es: Catalogue<typeof zh> = {
  entity: {
    orderHistory: { title: 'Órdenes históricas', fields: esOrder },
    orderEBusiness: { title: 'Pedidos en línea y de tienda', empty: 'Aquí aparecen las órdenes de una tienda en línea o física; también puede importar una hoja de pedidos.', fields: { ...esOrder, externalNo: 'N.º de pedido de la tienda' } },
    exchangeBill: { title: "Solicitudes de devolución y cambio", fields: { billNo: "N.º de solicitud", status: "Estado", orderId: "ID de orden", orderNo: "N.º de orden", type: "Tipo", source: "Origen", reason: "Motivo", categoryId: "Categoría de producto", serialNo: "N.º de serie", itemId: "Modelo", productName: "Producto", consignee: "Destinatario", contact: "Contacto", address: "Dirección de entrega", creditAmount: "Importe abonado", difference: "Diferencia", faultPhoto: "Foto de la avería", environmentPhoto: "Entorno de instalación", namePlatePhoto: "Placa de características", serialPhoto: "Código de serie", video: "Vídeo", oldReturn: "Devolución del equipo antiguo", oldLogistics: "Transportista (antiguo)", oldTrackingNo: "Seguimiento (antiguo)", oldSignedAt: "Antiguo recibido", newShip: "Envío del equipo nuevo", newLogistics: "Transportista (nuevo)", newTrackingNo: "Seguimiento (nuevo)", newSignedAt: "Nuevo recibido", auditRemark: "Observación de revisión" } },
  },
  exchange: { action: { submit: "Enviar", approve: "Aprobar", reject: "Rechazar", cancel: "Cancelar", oldShipped: "Antiguo enviado", oldSigned: "Antiguo recibido", newShipped: "Nuevo enviado", newSigned: "Nuevo recibido" }, ...{ confirm: "¿{{action}}: {{no}}?", reason: "Motivo", reasonRequired: "Un rechazo o una cancelación necesita un motivo", logistics: "Empresa de transporte", trackingNo: "N.º de seguimiento" }, ...{ ofOrder: "Solicitudes de devolución y cambio", noneOfOrder: "Esta orden aún no tiene solicitud de devolución o cambio", create: "Crear solicitud de devolución o cambio", showAll: "Abrir en Devoluciones y cambios" } },
  menu: { 'workorder.history': 'Órdenes históricas', 'workorder.complaint': 'Gestión de quejas', 'workorder.ecommerce': 'Pedidos en línea y de tienda', 'workorder.exchange': "Devoluciones y cambios" },
};

export const orderMoreLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
