/**
 * The report centre's work-order reports (spec section 7): /rpt/orderDetail (getListPage with the total row,
 * getListByExcel) and the barcode trace beside the stock item search of /rpt/itemBarcodeSearch
 * (getTraceListPage, getTraceListByExcel).
 */
import { BARCODE_TRACE, BARCODE_TRACE_SCREEN, ORDER_DETAIL_REPORT, ORDER_DETAIL_SCREEN } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { reportRoutes } from '../../http/resource/report-routes.ts';
import { listBarcodeTrace } from './barcode-trace.report.ts';
import { listOrderDetail, orderDetailExportSource, orderDetailTotals } from './order-detail.report.ts';

export function reportCentreRoutes(app: FastifyInstance, deps: Deps) {
  const detail = `/rpt/${ORDER_DETAIL_REPORT.name}`;
  reportRoutes(app, deps, {
    def: ORDER_DETAIL_SCREEN,
    urls: { list: `${detail}/getListPage`, export: `${detail}/getListByExcel` },
    tag: ORDER_DETAIL_REPORT.name,
    list: listOrderDetail,
    extra: async (tx, viewer, query) => ({ totals: await orderDetailTotals(tx, viewer, query) }),
    source: orderDetailExportSource,
  });
  const trace = `/rpt/${BARCODE_TRACE.group}`;
  reportRoutes(app, deps, {
    def: BARCODE_TRACE_SCREEN,
    urls: { list: `${trace}/${BARCODE_TRACE.list}`, export: `${trace}/${BARCODE_TRACE.export}` },
    tag: BARCODE_TRACE.group,
    list: listBarcodeTrace,
  });
}
