/**
 * The report centre's work-order reports (issue 19): 工单明细报表 (/rpt/orderDetail) and 条码查询 (the barcode trace of
 * /rpt/itemBarcodeSearch) under the report centre with their view and export buttons, granted to headquarters, the
 * centres and the outlets, each of whom sees the orders of its own data scope.
 */
import { BARCODE_TRACE, ORDER_DETAIL_REPORT } from '@as/shared';
import type { Tx } from '../client.ts';
import { seedReportMenus } from './parts-plan.ts';

const REPORTS = [
  { key: 'report.orderDetail', name: '工单明细报表', path: '/report/orderDetail/index', permission: ORDER_DETAIL_REPORT.permission, screen: 'orderDetailReport', sort: 30 },
  { key: 'report.barcodeTrace', name: '条码查询', path: '/report/itemBarcodeSearch/index', permission: BARCODE_TRACE.permission, screen: 'barcodeTraceReport', sort: 31 },
] as const;
const ROLES = ['ROLE_ADMIN', 'CENTRE', 'OUTLET_1', 'OUTLET_2'];

export const seedReportCentreMenu = (tx: Tx, tenantId: number) => seedReportMenus(tx, tenantId, REPORTS, ROLES);
