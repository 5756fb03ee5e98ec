/**
 * The stock screens' server calls (docs/stock-ledger.md): the balance and the movements are lists of their own; a
 * document kind's grid is its generic list, with the stock module's add / update, detail and one verb per action.
 */
import { STOCK_DOC_GROUPS, STOCK_DOC_RESOURCES, type ScreenDef, type StockDocAction, type StockDocKind, type StockDocStatus, type StockReceipt } from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, gridBody, type ResourceApi, type Row } from '../../crud/resource-api.ts';

/** What each slot of the caller's warehouses holds (POST /basic/partsBalance/getListPage). */
export const BALANCE_SCREEN: ScreenDef = {
  key: 'partsBalance',
  permission: 'basic_parts_balance',
  fields: [
    { name: 'warehouseId', type: 'ref', ref: 'basWarehouse', filter: 'eq', sort: true },
    { name: 'locationId', type: 'ref', ref: 'basWarehouseLocation' },
    { name: 'partsCode', type: 'string', filter: 'like', sort: true },
    { name: 'partsName', type: 'string', filter: 'like' },
    { name: 'onHand', type: 'int', sort: true },
    { name: 'available', type: 'int', sort: true },
    { name: 'reserved', type: 'int', sort: true },
    { name: 'transit', type: 'int', sort: true },
    { name: 'defective', type: 'int', sort: true },
    { name: 'safetyStock', type: 'int' },
    { name: 'belowSafety', type: 'boolean', filter: 'eq' },
  ],
};

/** A part's movements, newest first (POST /basic/spStockMove/getListPage); `warehouseId` filters either end. */
export const MOVE_SCREEN: ScreenDef = {
  key: 'spStockMove',
  permission: 'basic_sp_stock_move',
  fields: [
    { name: 'createdAt', type: 'datetime', filter: 'range' },
    { name: 'moveType', type: 'string' },
    { name: 'partsId', type: 'ref', ref: 'basParts', filter: 'eq' },
    { name: 'qty', type: 'int' },
    { name: 'warehouseId', type: 'ref', ref: 'basWarehouse', filter: 'eq', list: false },
    { name: 'fromWarehouseId', type: 'ref', ref: 'basWarehouse' },
    { name: 'fromLocationId', type: 'ref', ref: 'basWarehouseLocation' },
    { name: 'fromBucket', type: 'string' },
    { name: 'toWarehouseId', type: 'ref', ref: 'basWarehouse' },
    { name: 'toLocationId', type: 'ref', ref: 'basWarehouseLocation' },
    { name: 'toBucket', type: 'string' },
    { name: 'barcode', type: 'string', filter: 'eq' },
    { name: 'docType', type: 'string' },
    { name: 'docId', type: 'int' },
    { name: 'waybillNumber', type: 'string' },
  ],
};

const listOf =
  (url: string): ResourceApi['list'] =>
  (query) =>
    biz(url, { method: 'POST', data: gridBody(query) });

export const balanceApi: ResourceApi = { list: listOf('/basic/partsBalance/getListPage') };
export const moveApi: ResourceApi = { list: listOf('/basic/spStockMove/getListPage') };

export interface DocLine extends Row {
  partsId: number;
  qty: number;
  receivedQty: number;
  countedQty: number | null;
  bookQty: number;
  fromLocationId: number;
  toLocationId: number;
  barcode: string | null;
  /** A shipped transfer's line: shipped − received. */
  difference: number | null;
}

export interface DocStep {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  userName: string | null;
  remark: string | null;
  createdAt: string;
}

export interface StockDoc extends Row {
  docNo: string;
  status: StockDocStatus;
  receipt: StockReceipt;
  version: number;
  lines: DocLine[];
  history: DocStep[];
  /** What the caller may do with it now. */
  actions: StockDocAction[];
}

/** What an action sends besides the document: a reason, the shipping, the quantities received per line. */
export interface ActionInput {
  reason?: string;
  carrier?: string;
  waybillNumber?: string;
  lines?: { id: number; qty: number }[];
}

export function stockDocApi(kind: StockDocKind) {
  const base = `/basic/${STOCK_DOC_GROUPS[kind].name}`;
  // The generic routes only read; add and update are the stock module's own (drafts only), with the same fields.
  const crud = basicApi({ ...STOCK_DOC_RESOURCES[kind], readOnly: false });
  const grid: ResourceApi = { list: crud.list, get: crud.get, save: crud.save, export: crud.export };
  return {
    grid,
    detail: (id: number) => biz<StockDoc>(`${base}/getDetail`, { method: 'POST', data: { id } }),
    act: (action: StockDocAction, doc: StockDoc, input: ActionInput = {}) => biz<StockDoc>(`${base}/${action}`, { method: 'POST', data: { id: doc.id, version: doc.version, ...input } }),
  };
}
