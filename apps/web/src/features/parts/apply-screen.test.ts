import { initialState, type OrderStateColumns } from '@as/shared';
import { describe, expect, it } from 'vitest';
import { applyInputOf, formValuesOf, partsRequestable, shipmentOf, toReceive, toShip } from './apply-screen.ts';

/** An order's columns as the detail gives them: on site with its engineer unless `dims` say otherwise. */
const order = (dims: Partial<OrderStateColumns> = {}): OrderStateColumns => {
  const { hasSite: _s, hasCentre: _c, ...rest } = initialState();
  return { ...rest, status: 1040, holder: 'engineer', siteId: 4, centreId: 2, ...dims };
};

describe('partsRequestable', () => {
  it("follows the order's requestParts step: on site (1040, 1100), held by the outlet or engineer, parts not under way, completion not audited", () => {
    expect(partsRequestable(order())).toBe(true);
    expect(partsRequestable(order({ status: 1100, parts: 'rejected' }))).toBe(true);
    expect(partsRequestable(order({ status: 1100, holder: 'outlet', parts: 'received' }))).toBe(true);
    expect(partsRequestable(order({ status: 1030 }))).toBe(false);
    expect(partsRequestable(order({ status: 1050, parts: 'requested' }))).toBe(false);
    expect(partsRequestable(order({ holder: 'centre' }))).toBe(false);
    expect(partsRequestable(order({ audit: 'network' }))).toBe(false);
    expect(partsRequestable(order({ suspended: true }))).toBe(false);
  });
});

describe('what a shipment and a receipt offer', () => {
  const lines = [
    { id: 1, qty: 2, reservedQty: 2, shippedQty: 0, receivedQty: 0 },
    { id: 2, qty: 3, reservedQty: 1, shippedQty: 1, receivedQty: 1 },
    { id: 3, qty: 1, reservedQty: 1, shippedQty: 1, receivedQty: 0 },
    { id: 4, qty: 4, reservedQty: 0, shippedQty: 0, receivedQty: 0 },
  ];

  it('ships the lines not all gone, offering what is reserved and not shipped, at most what is still asked', () => {
    expect(toShip(lines).map(({ line, offered, most }) => [line.id, offered, most])).toEqual([
      [1, 2, 2],
      [2, 0, 2],
      [4, 0, 4],
    ]);
  });

  it('receives the lines with something in transit, offering all of it', () => {
    expect(toReceive(lines).map(({ line, offered, most }) => [line.id, offered, most])).toEqual([[3, 1, 1]]);
  });

  it("sends a serial part's chosen barcodes as its quantity, a line given nothing not at all, and puts the server's field errors back on the row", () => {
    const open = [{ line: { id: 1, stockBarcodes: [] } }, { line: { id: 2, stockBarcodes: ['SN-1', 'SN-2', 'SN-3'] } }, { line: { id: 4, stockBarcodes: ['SN-9'] } }];
    const shipment = shipmentOf(open, [{ qty: '2' }, { barcodes: ['SN-3', 'SN-1'] }, { barcodes: [] }]);
    expect(shipment.lines).toEqual([
      { id: 1, qty: 2 },
      { id: 2, qty: 2, barcodes: ['SN-3', 'SN-1'] },
    ]);
    expect(shipment.fieldOf('lines[1].barcodes[0]')).toEqual(['lines', 1, 'barcodes']);
    expect(shipment.fieldOf('lines[1].barcodes')).toEqual(['lines', 1, 'barcodes']);
    expect(shipment.fieldOf('lines[0].qty')).toEqual(['lines', 0, 'qty']);
    expect(shipment.fieldOf('lines[2].qty')).toBeUndefined();
    expect(shipmentOf(open, [{ qty: '0' }, {}, { barcodes: ['SN-9'] }]).lines).toEqual([{ id: 4, qty: 1, barcodes: ['SN-9'] }]);
  });
});

describe('the form', () => {
  it("reads a stored application's choices and lines (the part by its name), and a new one as one empty line", () => {
    const stored = { id: 6, version: 2, orderId: 11, applyType: 'credit', urgency: 'urgent', remark: null, lines: [{ partsId: 1, qty: 2, fault: '噪音大', remark: null, refLabels: { partsId: '空调内机主板 (P-MB-35GW)' } }] };
    expect(formValuesOf(stored)).toEqual({
      warehouseId: undefined,
      applyType: 'credit',
      urgency: 'urgent',
      remark: undefined,
      lines: [{ partsId: 1, label: '空调内机主板 (P-MB-35GW)', qty: '2', fault: '噪音大', remark: undefined }],
    });
    expect(formValuesOf({ orderId: 11 })).toMatchObject({ applyType: 'sales', urgency: 'normal', lines: [{ qty: '1' }] });
  });

  it('sends quantities as numbers and empty texts as none, with the id and version it read', () => {
    const values = { applyType: 'sales' as const, urgency: 'normal' as const, remark: '  ', lines: [{ partsId: 3, label: 'x', qty: '2', fault: ' 不制冷 ' }] };
    expect(applyInputOf({ id: 6, version: 2, orderId: 11 }, values)).toEqual({
      id: 6,
      version: 2,
      orderId: 11,
      warehouseId: null,
      applyType: 'sales',
      urgency: 'normal',
      remark: null,
      lines: [{ partsId: 3, qty: 2, fault: '不制冷', remark: null }],
    });
  });
});
