/**
 * The report centre's work-order reports (spec section 7; docs/kpis.md, Report centre): /rpt/orderDetail, one row per
 * work order of the caller's data scope with its main fields (spec section 3), its turnaround and whether it met its
 * SLA by the KPI definitions (kpi/kpi.ts), and a total row over the whole filtered list; and the barcode trace of
 * /rpt/itemBarcodeSearch, every place one serial number appears: the barcode library, the orders of that appliance,
 * the orders whose replaced parts carry it.
 */
import type { ScreenDef } from '../resource.ts';

export const ORDER_DETAIL_REPORT = { name: 'orderDetail', permission: 'basic_rpt_order_detail' } as const;

/** A row per work order. Filters: number, status, service type, outlet, category, received and finished ranges, SLA met. */
export const ORDER_DETAIL_SCREEN: ScreenDef = {
  key: 'orderDetailReport',
  permission: ORDER_DETAIL_REPORT.permission,
  defaultSort: { field: 'reportAt', order: 'desc' },
  fields: [
    { name: 'orderNo', type: 'string', filter: 'like', sort: true },
    { name: 'source', type: 'dict', dict: 'order_source' },
    { name: 'serviceTypeId', type: 'ref', ref: 'basServiceType', filter: 'eq', list: false },
    { name: 'serviceTypeName', type: 'string' },
    { name: 'brand', type: 'string' },
    { name: 'categoryId', type: 'ref', ref: 'basItemCategory', filter: 'eq', list: false },
    { name: 'categoryName', type: 'string' },
    { name: 'itemName', type: 'string' },
    { name: 'warrantyType', type: 'dict', dict: 'warranty_type' },
    { name: 'urgency', type: 'dict', dict: 'urgency' },
    { name: 'status', type: 'dict', dict: 'order_status', filter: 'in', sort: true },
    { name: 'customerName', type: 'string' },
    { name: 'phone', type: 'string' },
    { name: 'region', type: 'string' },
    { name: 'siteId', type: 'ref', ref: 'snUser', filter: 'eq', list: false },
    { name: 'siteName', type: 'string', sort: true },
    { name: 'engineerName', type: 'string' },
    { name: 'reportAt', type: 'datetime', filter: 'range', sort: true },
    { name: 'firstAppointAt', type: 'datetime', sort: true },
    { name: 'finishedAt', type: 'datetime', filter: 'range', sort: true },
    { name: 'turnaroundHours', type: 'decimal', decimals: 1, sort: true },
    { name: 'slaMet', type: 'boolean', filter: 'eq' },
    { name: 'feeTotal', type: 'money', sort: true },
    { name: 'visit', type: 'dict', dict: 'order_visit' },
    { name: 'rating', type: 'int' },
  ],
};

/** The order detail's total row: over every order the filters match, not the page. */
export interface OrderDetailTotals {
  count: number;
  /** The fees' sum, a decimal string. */
  feeTotal: string;
  /** The average turnaround in hours of the matched orders that have one (one decimal), or null when none has. */
  turnaroundHours: string | null;
}

/** Where a serial number was found: the barcode library, an order for that appliance, a part fitted or removed by an order. */
export const BARCODE_TRACE_KINDS = ['library', 'order', 'partFitted', 'partRemoved'] as const;
export type BarcodeTraceKind = (typeof BARCODE_TRACE_KINDS)[number];

/** The barcode trace's endpoints beside the stock item search of /rpt/itemBarcodeSearch, and its own permission prefix. */
export const BARCODE_TRACE = { group: 'itemBarcodeSearch', list: 'getTraceListPage', export: 'getTraceListByExcel', permission: 'basic_rpt_barcode_trace' } as const;

/** A row per place the barcode appears; the barcode filter (the exact serial, required) is the search box. */
export const BARCODE_TRACE_SCREEN: ScreenDef = {
  key: 'barcodeTraceReport',
  permission: BARCODE_TRACE.permission,
  defaultSort: { field: 'at', order: 'desc' },
  fields: [
    { name: 'barcode', type: 'string', filter: 'eq' },
    { name: 'kind', type: 'dict', dict: 'barcode_trace_kind' },
    { name: 'itemCode', type: 'string' },
    { name: 'itemName', type: 'string' },
    { name: 'productionDate', type: 'date' },
    { name: 'batchNo', type: 'string' },
    { name: 'orderNo', type: 'string' },
    { name: 'status', type: 'dict', dict: 'order_status' },
    { name: 'siteName', type: 'string' },
    { name: 'at', type: 'datetime', sort: true },
  ],
};

/** The trace kinds' dictionary, [value, zh-CN, en-US, es-ES]. */
export const BARCODE_TRACE_DICT = {
  type: 'barcode_trace_kind',
  description: '条码出现位置',
  items: [
    ['library', '条码库', 'Barcode library', 'Biblioteca de códigos'],
    ['order', '工单机器', 'Order appliance', 'Aparato de la orden'],
    ['partFitted', '工单换上备件', 'Part fitted by order', 'Pieza montada por la orden'],
    ['partRemoved', '工单换下旧件', 'Part removed by order', 'Pieza retirada por la orden'],
  ] as [string, string, string, string][],
};
