import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceDeltas, MOVE_TYPE_CODES, MOVE_TYPES, moveProblem, type StockBucket, type StockMoveInput } from './ledger.ts';

const slot = (warehouseId: number, bucket: StockBucket = 'available', locationId = 0) => ({ warehouseId, locationId, bucket });

describe('moveProblem', () => {
  it('takes each type with the slots its rule names', () => {
    expect(moveProblem({ moveType: 'purchaseIn', partsId: 1, qty: 3, from: null, to: slot(1) })).toBeNull();
    expect(moveProblem({ moveType: 'transferOut', partsId: 1, qty: 3, from: slot(1, 'reserved'), to: slot(2, 'transit') })).toBeNull();
    expect(moveProblem({ moveType: 'reserve', partsId: 1, qty: 3, from: slot(1), to: slot(1, 'reserved') })).toBeNull();
    expect(moveProblem({ moveType: 'issueOut', partsId: 1, qty: 1, from: slot(1), to: null, barcode: 'SN1' })).toBeNull();
  });

  it('refuses a missing or extra slot, a wrong bucket, a second warehouse, a bad quantity and a serial item in bulk', () => {
    expect(moveProblem({ moveType: 'purchaseIn', partsId: 1, qty: 3, from: slot(1), to: slot(1) })).toMatch(/takes no from slot/);
    expect(moveProblem({ moveType: 'issueOut', partsId: 1, qty: 3, from: null, to: null })).toMatch(/needs a from/);
    expect(moveProblem({ moveType: 'transferIn', partsId: 1, qty: 3, from: slot(1), to: slot(1) })).toMatch(/cannot use available/);
    expect(moveProblem({ moveType: 'reserve', partsId: 1, qty: 3, from: slot(1), to: slot(2, 'reserved') })).toMatch(/one warehouse/);
    for (const qty of [0, -1, 1.5, Number.NaN]) expect(moveProblem({ moveType: 'purchaseIn', partsId: 1, qty, from: null, to: slot(1) })).toMatch(/positive whole/);
    expect(moveProblem({ moveType: 'purchaseIn', partsId: 1, qty: 2, from: null, to: slot(1), barcode: 'SN1' })).toMatch(/one at a time/);
  });
});

describe('balanceDeltas', () => {
  it('sums each slot in and out, drops what nets to nothing, and orders the rows by warehouse, location and part', () => {
    const moves: StockMoveInput[] = [
      { moveType: 'purchaseIn', partsId: 7, qty: 5, from: null, to: slot(2) },
      { moveType: 'transferOut', partsId: 7, qty: 2, from: slot(2), to: slot(1, 'transit') },
      { moveType: 'purchaseIn', partsId: 3, qty: 1, from: null, to: slot(2, 'available', 4) },
      { moveType: 'reserve', partsId: 3, qty: 1, from: slot(2, 'available', 4), to: slot(2, 'reserved', 4) },
      { moveType: 'release', partsId: 3, qty: 1, from: slot(2, 'reserved', 4), to: slot(2, 'available', 4) },
    ];
    expect(balanceDeltas(moves)).toEqual([
      { warehouseId: 1, locationId: 0, partsId: 7, available: 0, reserved: 0, transit: 2, defective: 0 },
      { warehouseId: 2, locationId: 0, partsId: 7, available: 3, reserved: 0, transit: 0, defective: 0 },
      { warehouseId: 2, locationId: 4, partsId: 3, available: 1, reserved: 0, transit: 0, defective: 0 },
    ]);
  });

  it('keeps the total of every part: what enters from outside minus what leaves to it', () => {
    const move = fc.record({
      moveType: fc.constantFrom(...MOVE_TYPE_CODES),
      partsId: fc.integer({ min: 1, max: 3 }),
      qty: fc.integer({ min: 1, max: 9 }),
      wh: fc.integer({ min: 1, max: 3 }),
      wh2: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (raw) => {
        const moves: StockMoveInput[] = raw.map(({ moveType, partsId, qty, wh, wh2 }) => {
          const rule = MOVE_TYPES[moveType];
          const to = rule.to && slot('sameWarehouse' in rule ? wh : wh2, rule.to[0]);
          return { moveType, partsId, qty, from: rule.from && slot(wh, rule.from[0]), to };
        });
        const external = (p: number) => moves.filter((m) => m.partsId === p).reduce((sum, m) => sum + (m.from ? 0 : m.qty) - (m.to ? 0 : m.qty), 0);
        for (const p of [1, 2, 3]) {
          const held = balanceDeltas(moves).filter((r) => r.partsId === p).reduce((sum, r) => sum + r.available + r.reserved + r.transit + r.defective, 0);
          expect(held).toBe(external(p));
        }
      }),
    );
  });
});
