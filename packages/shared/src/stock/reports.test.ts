/** Which stock documents print a delivery note, and what the reports' lists accept. */
import { describe, expect, it } from 'vitest';
import { STOCK_DOC_KINDS } from './documents.ts';
import { hasDeliveryNote, ITEM_BARCODE_SCREEN, NETWORK_OUTLET_SCREEN, NETWORK_PART_SCREEN, reportSpecOf } from './reports.ts';

describe('delivery notes', () => {
  it('belong to a shipped stock-out or transfer, and to a granted request', () => {
    const shipped = { shippedAt: '2025-01-02T03:04:05Z', linkedDocId: null };
    const unshipped = { shippedAt: null, linkedDocId: null };
    const granted = { shippedAt: null, linkedDocId: 7 };
    const has = Object.fromEntries(STOCK_DOC_KINDS.map((kind) => [kind, [shipped, unshipped, granted].map((doc) => hasDeliveryNote(kind, doc))]));
    expect(has).toEqual({
      in: [false, false, false],
      out: [true, false, false],
      transfer: [true, false, false],
      count: [false, false, false],
      request: [false, false, true],
    });
  });
});

describe('report lists', () => {
  it('filter and sort by the fields their screens offer, nothing else', () => {
    expect(reportSpecOf(NETWORK_OUTLET_SCREEN)).toEqual({
      filterable: ['warehouseId', 'partsCode', 'partsName', 'belowSafety'],
      sortable: ['warehouseName', 'partsCode', 'onHand', 'available', 'reserved', 'transit'],
    });
    expect(reportSpecOf(NETWORK_PART_SCREEN).filterable).toEqual(['warehouseId', 'partsCode', 'partsName', 'belowSafety']);
    expect(reportSpecOf(ITEM_BARCODE_SCREEN)).toEqual({ filterable: ['barcode', 'partsId', 'warehouseId', 'inStock'], sortable: ['barcode', 'partsCode', 'movedAt'] });
  });
});
