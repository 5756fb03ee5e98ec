import { describe, expect, it } from 'vitest';
import { splitMinutes, warningRow } from './sla-api.ts';

describe('warning rows', () => {
  it('gives each row its own id (an order may have two clocks at risk) and keeps the order id', () => {
    const rows = [{ id: 7, clock: 'response', status: 1020 }, { id: 7, clock: 'arrival', status: 1020 }].map((row, i) => warningRow(row, 20 + i));
    expect(rows).toEqual([
      { id: 21, orderId: 7, clock: 'response', status: '1020' },
      { id: 22, orderId: 7, clock: 'arrival', status: '1020' },
    ]);
  });
});

describe('splitMinutes', () => {
  it('splits a time left or overdue into days, hours and minutes', () => {
    expect(splitMinutes(0)).toEqual({ d: 0, h: 0, m: 0 });
    expect(splitMinutes(59)).toEqual({ d: 0, h: 0, m: 59 });
    expect(splitMinutes(-61)).toEqual({ d: 0, h: 1, m: 1 });
    expect(splitMinutes(3 * 1440 + 125)).toEqual({ d: 3, h: 2, m: 5 });
  });
});
