/**
 * The report centre's work-order reports' server calls (spec section 7): /rpt/orderDetail (its page carries the total
 * row of the whole filtered list) and the barcode trace of /rpt/itemBarcodeSearch, each a list and its export.
 */
import { BARCODE_TRACE, ORDER_DETAIL_REPORT, type OrderDetailTotals, type Page } from '@as/shared';
import { biz } from '../../api/request.ts';
import { gridBody, type ResourceApi, type Row } from '../../crud/resource-api.ts';

const detail = `/rpt/${ORDER_DETAIL_REPORT.name}`;

/** The order detail's calls; each page's total row goes to `onTotals`. */
export const orderDetailApi = (onTotals: (totals: OrderDetailTotals) => void): ResourceApi => ({
  list: async (query) => {
    const page = await biz<Page<Row> & { totals: OrderDetailTotals }>(`${detail}/getListPage`, { method: 'POST', data: gridBody(query) });
    onTotals(page.totals);
    return page;
  },
  export: (query, columns) => biz(`${detail}/getListByExcel`, { method: 'POST', data: { ...gridBody(query), columns } }),
});

const trace = `/rpt/${BARCODE_TRACE.group}`;

/** The barcode trace's calls: nothing is asked until a barcode is typed in the search box. */
export const barcodeTraceApi: ResourceApi = {
  list: (query) =>
    query.filters.barcode?.[0]
      ? biz(`${trace}/${BARCODE_TRACE.list}`, { method: 'POST', data: gridBody(query) })
      : Promise.resolve({ records: [], total: 0, size: query.size, current: query.current, pages: 0, searchCount: true }),
  export: (query, columns) => biz(`${trace}/${BARCODE_TRACE.export}`, { method: 'POST', data: { ...gridBody(query), columns } }),
};
