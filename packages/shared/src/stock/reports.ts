/**
 * The stock screens beyond the documents (issue 15; docs/stock-ledger.md "Reads"): the network inventory (what the
 * outlets hold, by outlet and by part), the item barcode search (spec section 7: /rpt/itemBarcodeSearch) and which
 * documents print a delivery note. Their grids' fields are what the server's lists accept and its exports write.
 */
import type { ListSpec } from '../list-query.ts';
import type { ScreenDef } from '../resource.ts';
import type { StockDocKind } from './documents.ts';

/** The network inventory's endpoint group (/basic/networkInventory/<verb>) and permission prefix (view, export). */
export const NETWORK_INVENTORY = { name: 'networkInventory', permission: 'basic_network_inventory' } as const;

/** The item barcode search report (spec: /rpt/itemBarcodeSearch getListPage, getListByExcel) and its permission prefix. */
export const ITEM_BARCODE_SEARCH = { name: 'itemBarcodeSearch', permission: 'basic_item_barcode_search' } as const;

/** What the outlets hold (warehouses of type asc): a row per outlet and part, its locations summed. */
export const NETWORK_OUTLET_SCREEN: ScreenDef = {
  key: 'networkInventory',
  permission: NETWORK_INVENTORY.permission,
  defaultSort: { field: 'warehouseName', order: 'asc' },
  fields: [
    { name: 'warehouseId', type: 'ref', ref: 'basWarehouse', filter: 'eq', list: false },
    { name: 'warehouseName', type: 'string', sort: true },
    { name: 'partsCode', type: 'string', filter: 'like', sort: true },
    { name: 'partsName', type: 'string', filter: 'like' },
    { name: 'onHand', type: 'int', sort: true },
    { name: 'available', type: 'int', sort: true },
    { name: 'reserved', type: 'int', sort: true },
    { name: 'transit', type: 'int', sort: true },
    { name: 'safetyStock', type: 'int' },
    { name: 'belowSafety', type: 'boolean', filter: 'eq' },
  ],
};

/** The same stock by part across the outlets: how many hold it, the sums, and how many are below its safety stock. */
export const NETWORK_PART_SCREEN: ScreenDef = {
  key: 'networkInventoryParts',
  permission: NETWORK_INVENTORY.permission,
  defaultSort: { field: 'partsCode', order: 'asc' },
  fields: [
    { name: 'warehouseId', type: 'ref', ref: 'basWarehouse', filter: 'eq', list: false },
    { name: 'partsCode', type: 'string', filter: 'like', sort: true },
    { name: 'partsName', type: 'string', filter: 'like' },
    { name: 'outlets', type: 'int', sort: true },
    { name: 'onHand', type: 'int', sort: true },
    { name: 'available', type: 'int', sort: true },
    { name: 'reserved', type: 'int', sort: true },
    { name: 'transit', type: 'int', sort: true },
    { name: 'safetyStock', type: 'int' },
    { name: 'outletsBelow', type: 'int', sort: true },
    { name: 'belowSafety', type: 'boolean', filter: 'eq', list: false },
  ],
};

/** Where each serial-numbered item is now: its last movement (none: it left the stock). */
export const ITEM_BARCODE_SCREEN: ScreenDef = {
  key: 'itemBarcodeSearch',
  permission: ITEM_BARCODE_SEARCH.permission,
  defaultSort: { field: 'barcode', order: 'asc' },
  fields: [
    { name: 'barcode', type: 'string', filter: 'like', sort: true },
    { name: 'partsId', type: 'ref', ref: 'basParts', filter: 'eq', list: false },
    { name: 'partsCode', type: 'string', sort: true },
    { name: 'partsName', type: 'string' },
    { name: 'warehouseId', type: 'ref', ref: 'basWarehouse', filter: 'eq', list: false },
    { name: 'warehouseName', type: 'string' },
    { name: 'locationCode', type: 'string' },
    { name: 'bucket', type: 'string' },
    { name: 'inStock', type: 'boolean', filter: 'eq', list: false },
    { name: 'moveType', type: 'string' },
    { name: 'docNo', type: 'string' },
    { name: 'waybillNumber', type: 'string' },
    { name: 'movedAt', type: 'datetime', sort: true },
  ],
};

/** What a report's list accepts: the fields it filters and sorts by, nothing else. */
export const reportSpecOf = (def: ScreenDef): ListSpec => ({ filterable: def.fields.filter((f) => f.filter).map((f) => f.name), sortable: def.fields.filter((f) => f.sort).map((f) => f.name) });

/** The kinds whose documents go out with a delivery note: what ships (stock-out, transfer) and a request, by the transfer it became. */
export const DELIVERY_NOTE_KINDS = ['out', 'transfer', 'request'] as const satisfies readonly StockDocKind[];

/**
 * Whether a document has a delivery note to print: a stock-out or transfer once shipped, a request once granted
 * (its transfer's note, which the server refuses until that transfer ships).
 */
export function hasDeliveryNote(kind: StockDocKind, doc: { shippedAt?: unknown; linkedDocId?: unknown }): boolean {
  if (kind === 'request') return doc.linkedDocId != null;
  return (kind === 'out' || kind === 'transfer') && doc.shippedAt != null;
}
