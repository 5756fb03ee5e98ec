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
    orderComplaint: { title: '投诉咨询', fields: zhOrder },
    orderEBusiness: { title: '电商门店订单', fields: { ...zhOrder, externalNo: '店铺订单号' } },
  },
  menu: { 'workorder.history': '历史工单', 'workorder.complaint': '投诉咨询', 'workorder.ecommerce': '电商门店订单' },
};

const en: Catalogue<typeof zh> = {
  entity: {
    orderHistory: { title: 'Historical orders', fields: enOrder },
    orderComplaint: { title: 'Complaints and consultations', fields: enOrder },
    orderEBusiness: { title: 'E-commerce and shop orders', fields: { ...enOrder, externalNo: 'Shop order no.' } },
  },
  menu: { 'workorder.history': 'Historical orders', 'workorder.complaint': 'Complaints and consultations', 'workorder.ecommerce': 'E-commerce and shop orders' },
};

const es: Catalogue<typeof zh> = {
  entity: {
    orderHistory: { title: 'Órdenes históricas', fields: esOrder },
    orderComplaint: { title: 'Quejas y consultas', fields: esOrder },
    orderEBusiness: { title: 'Pedidos en línea y de tienda', fields: { ...esOrder, externalNo: 'N.º de pedido de la tienda' } },
  },
  menu: { 'workorder.history': 'Órdenes históricas', 'workorder.complaint': 'Quejas y consultas', 'workorder.ecommerce': 'Pedidos en línea y de tienda' },
};

export const orderMoreLocale: Record<Lang, Catalogue<typeof zh>> = { 'zh-CN': zh, 'en-US': en, 'es-ES': es };
