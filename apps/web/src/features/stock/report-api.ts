/**
 * The stock reports' server calls (docs/stock-ledger.md "Reads"): the network inventory by outlet and by part, the
 * item barcode search with one item's movements, and a shipped document's delivery note. Each list exports as the
 * generic grids do (an export task in the download list).
 */
import { STOCK_DOC_GROUPS, type StockDocKind } from '@as/shared';
import { biz } from '../../api/request.ts';
import { gridBody, type ResourceApi } from '../../crud/resource-api.ts';

const reportApi = (list: string, exportUrl: string): ResourceApi => ({
  list: (query) => biz(list, { method: 'POST', data: gridBody(query) }),
  export: (query, columns) => biz(exportUrl, { method: 'POST', data: { ...gridBody(query), columns } }),
});

export const outletStockApi = reportApi('/basic/networkInventory/getListPage', '/basic/networkInventory/export');
export const partStockApi = reportApi('/basic/networkInventory/getPartListPage', '/basic/networkInventory/exportPartList');
export const itemApi = reportApi('/rpt/itemBarcodeSearch/getListPage', '/rpt/itemBarcodeSearch/getListByExcel');

/** One movement of an item, named: from and to (warehouse, location, bucket), its document and who made it. */
export interface ItemStep {
  id: number;
  movedAt: string;
  moveType: string;
  fromWarehouseName: string | null;
  fromLocationCode: string | null;
  fromBucket: string | null;
  toWarehouseName: string | null;
  toLocationCode: string | null;
  toBucket: string | null;
  docNo: string | null;
  waybillNumber: string | null;
  userName: string | null;
}

export const itemHistory = (barcode: string) => biz<ItemStep[]>('/rpt/itemBarcodeSearch/getHistory', { method: 'POST', data: { barcode } });

export interface NoteWarehouse {
  code: string;
  name: string;
  storekeeper: string | null;
  address: string | null;
  phone: string | null;
}

export interface NoteLine {
  id: number;
  lineNo: number;
  partsCode: string;
  partsName: string;
  qty: number;
  locationCode: string | null;
  barcode: string | null;
  remark: string | null;
}

/** What a delivery note prints (a request's is its transfer's, naming the request). */
export interface DeliveryNote {
  company: string;
  docKind: StockDocKind;
  docType: string;
  docNo: string;
  requestNo: string | null;
  shippedAt: string;
  carrier: string | null;
  waybillNumber: string | null;
  remark: string | null;
  from: NoteWarehouse | null;
  to: NoteWarehouse | null;
  lines: NoteLine[];
  totalQty: number;
}

export const deliveryNote = (kind: StockDocKind, id: number) => biz<DeliveryNote>(`/basic/${STOCK_DOC_GROUPS[kind].name}/getDeliveryNote`, { method: 'POST', data: { id }, silent: true });
