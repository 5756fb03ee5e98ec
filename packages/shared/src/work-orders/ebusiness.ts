/**
 * E-commerce and shop orders (soOrderEBusiness): orders of marketplaces and shops, imported from a spreadsheet as
 * work orders with the shop's order number as their external number. The import takes the order's own input
 * fields; the external number is required and names the order once per tenant, so the same file imported again
 * creates nothing new.
 */
import type { ResourceDef } from '../resource.ts';
import { ORDER_INPUT_FIELDS } from './order.ts';

/** The sources of these orders (order_source values). */
export const EBUSINESS_SOURCES = ['ecommerce', 'shop'] as const;

export const orderEBusinessResource = {
  name: 'soOrderEBusiness',
  key: 'orderEBusiness',
  // The order's own permissions: viewing the orders, importing them (basic_so_order_import).
  permission: 'basic_so_order',
  fields: [
    { name: 'externalNo', type: 'string', required: true, max: 64, filter: 'like' },
    ...ORDER_INPUT_FIELDS.filter((f) => f.name !== 'externalNo'),
  ],
  label: ['externalNo'],
} as const satisfies ResourceDef;
