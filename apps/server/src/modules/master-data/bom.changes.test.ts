import { describe, expect, it } from 'vitest';
import { bomLineChanges } from './bom.changes.ts';

describe('bomLineChanges', () => {
  it('reports nothing when the lines are the same, whatever their order', () => {
    const lines = [
      { partsId: 1, quantity: 2, position: 'A' },
      { partsId: 2, quantity: 1, position: null },
    ];
    expect(bomLineChanges(lines, [...lines].reverse())).toEqual([]);
    expect(bomLineChanges([{ partsId: 3, quantity: 1 }], [{ partsId: 3, quantity: 1, position: null }])).toEqual([]);
  });

  it('adds new parts, updates changed quantities or positions, removes parts gone', () => {
    const before = [
      { partsId: 1, quantity: 2, position: 'A' },
      { partsId: 2, quantity: 1, position: null },
      { partsId: 3, quantity: 4, position: 'C' },
    ];
    const after = [
      { partsId: 1, quantity: 3, position: 'A' },
      { partsId: 3, quantity: 4, position: 'D' },
      { partsId: 4, quantity: 1, position: null },
    ];
    expect(bomLineChanges(before, after)).toEqual([
      { partsId: 1, changeType: 'update', fromQuantity: 2, toQuantity: 3, fromPosition: 'A', toPosition: 'A' },
      { partsId: 3, changeType: 'update', fromQuantity: 4, toQuantity: 4, fromPosition: 'C', toPosition: 'D' },
      { partsId: 4, changeType: 'add', fromQuantity: null, toQuantity: 1, fromPosition: null, toPosition: null },
      { partsId: 2, changeType: 'remove', fromQuantity: 1, toQuantity: null, fromPosition: null, toPosition: null },
    ]);
  });

  it('records every line of a new BOM as added', () => {
    expect(bomLineChanges([], [{ partsId: 7, quantity: 2, position: 'X' }])).toEqual([{ partsId: 7, changeType: 'add', fromQuantity: null, toQuantity: 2, fromPosition: null, toPosition: 'X' }]);
  });
});
