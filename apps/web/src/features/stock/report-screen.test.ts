import { describe, expect, it } from 'vitest';
import { deliveryNotePath, endOf, itemPlace, noteRoute } from './report-screen.ts';

describe('the delivery note route', () => {
  it('goes to the print view and back to the document it names', () => {
    expect(deliveryNotePath('transfer', 42)).toBe('/print/stock/transfer/42');
    expect(noteRoute('transfer', '42')).toEqual({ kind: 'transfer', id: 42 });
    expect(noteRoute('request', '7')).toEqual({ kind: 'request', id: 7 });
  });

  it('names nothing for a kind that does not ship or an id that is not one', () => {
    for (const [kind, id] of [
      ['in', '1'],
      ['count', '1'],
      ['toString', '1'],
      ['transfer', '0'],
      ['transfer', '-3'],
      ['transfer', '1e3'],
      ['transfer', '12abc'],
      [undefined, '1'],
      ['transfer', undefined],
    ]) {
      expect(noteRoute(kind, id), `${kind}/${id}`).toBeUndefined();
    }
  });
});

describe('an item row', () => {
  it('tells where the item is: a bucket of its warehouse, or out of the stock', () => {
    expect(itemPlace({ warehouseId: 3, bucket: 'transit' })).toBe('transit');
    expect(itemPlace({ warehouseId: 3, bucket: 'reserved' })).toBe('reserved');
    expect(itemPlace({ warehouseId: 3, bucket: 'available' })).toBe('available');
    expect(itemPlace({ warehouseId: null, bucket: null })).toBe('left');
  });

  it("writes a movement's end from the parts it has", () => {
    expect(endOf('华北中心仓', 'N-01-01', '可用')).toBe('华北中心仓 · N-01-01 · 可用');
    expect(endOf('华北中心仓', null, '在途')).toBe('华北中心仓 · 在途');
    expect(endOf(null, null, undefined)).toBe('');
  });
});
