import { describe, expect, it } from 'vitest';
import { editedLines, PLAN_SCREEN, typedQty } from './plan-screen.ts';

describe('parts plan screen', () => {
  it('reads a typed quantity as a whole number from 0, else null', () => {
    expect(typedQty('0')).toBe(0);
    expect(typedQty(' 12 ')).toBe(12);
    expect(typedQty(7)).toBe(7);
    for (const bad of ['', '-1', '1.5', 'abc', '1234567', undefined]) expect(typedQty(bad)).toBeNull();
  });

  it('sends only the lines whose typed quantity changed, and nothing while one is not a number', () => {
    const lines = [
      { id: 1, qty: 5 },
      { id: 2, qty: 0 },
      { id: 3, qty: 8 },
    ];
    expect(editedLines(lines, {})).toEqual([]);
    expect(editedLines(lines, { 1: '5', 2: '3', 3: '0' })).toEqual([
      { id: 2, qty: 3 },
      { id: 3, qty: 0 },
    ]);
    expect(editedLines(lines, { 1: '' })).toBeNull();
  });

  it('searches by number, warehouse, document and date; the status is the tabs', () => {
    expect(PLAN_SCREEN.fields.filter((f) => f.filter).map((f) => f.name)).toEqual(['planNo', 'warehouseId', 'docNo', 'createdAt']);
  });
});
