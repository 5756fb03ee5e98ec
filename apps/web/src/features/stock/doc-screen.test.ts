import { describe, expect, it } from 'vitest';
import { STOCK_DOC_RESOURCES } from '@as/shared';
import { receiptOf, statusesOf, typedResource } from './doc-screen.ts';

describe('statusesOf', () => {
  it("gives a kind's status tabs from its transition table", () => {
    expect(statusesOf('transfer')).toEqual(['draft', 'audit', 'rejected', 'cancelled', 'outbound', 'inbound']);
    expect(statusesOf('count')).toEqual(['draft', 'audit', 'rejected', 'cancelled', 'posted']);
    expect(statusesOf('request')).toContain('approved');
    expect(statusesOf('request')).not.toContain('outbound');
    // An old-part write-off is approved and posted, never shipped; the stock-out screen shows both ways.
    expect(statusesOf('out', 'scrapOld')).toEqual(['draft', 'audit', 'rejected', 'cancelled', 'posted']);
    expect(statusesOf('out')).toEqual(['draft', 'audit', 'rejected', 'cancelled', 'outbound', 'posted']);
  });
});

describe('typedResource', () => {
  it('narrows the stock-out to old-part write-offs: the type given, no shipping; any other type keeps the kind', () => {
    const out = STOCK_DOC_RESOURCES.out;
    const writeOff = typedResource(out, 'scrapOld');
    expect(writeOff.fields.find((f) => f.name === 'docType')).toMatchObject({ options: ['scrapOld'], default: 'scrapOld', filter: undefined });
    expect(writeOff.fields.map((f) => f.name)).not.toContain('waybillNumber');
    expect(writeOff.fields.map((f) => f.name)).not.toContain('toWarehouseId');
    expect(typedResource(out, 'issue')).toBe(out);
    expect(typedResource(out, undefined)).toBe(out);
  });
});

describe('receiptOf', () => {
  const open = [{ id: 11 }, { id: 12 }, { id: 13 }];

  it('sends only the lines given a quantity, by their line id', () => {
    expect(receiptOf(open, [{ qty: '2' }, { qty: '0' }, { qty: '5' }]).lines).toEqual([
      { id: 11, qty: 2 },
      { id: 13, qty: 5 },
    ]);
  });

  it("puts the server's error on a sent line back on the form row it came from", () => {
    const { fieldOf } = receiptOf(open, [{ qty: '' }, { qty: '3' }, { qty: '9' }]);
    expect(fieldOf('lines[1].qty')).toEqual(['lines', 2, 'qty']);
    expect(fieldOf('lines.0.qty')).toEqual(['lines', 1, 'qty']);
    expect(fieldOf('lines[2].qty')).toBeUndefined();
    expect(fieldOf('reason')).toBeUndefined();
  });
});
