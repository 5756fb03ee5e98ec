import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, warrantyEnd, warrantyStatus } from './warranty.ts';

const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const months = fc.integer({ min: 0, max: 120 });
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

describe('warranty', () => {
  it('covers the purchase day and the days up to the same day months later, that day excluded', () => {
    const terms = { purchaseDate: '2024-03-15', warrantyMonths: 12 };
    expect(warrantyStatus(terms, '2024-03-15')).toBe('in');
    expect(warrantyStatus(terms, '2025-03-14')).toBe('in');
    expect(warrantyStatus(terms, '2025-03-15')).toBe('out');
    expect(warrantyStatus(terms, '2024-03-14')).toBe('unknown');
  });

  it('keeps to the last day of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2023-08-31', 18)).toBe('2025-02-28');
  });

  it('runs from the installation when the purchase date is not known, and is unknown without either or without months', () => {
    expect(warrantyStatus({ installTime: '2025-06-01 10:30:00', warrantyMonths: 24 }, '2027-05-31')).toBe('in');
    expect(warrantyStatus({ installTime: '2025-06-01 10:30:00', warrantyMonths: 24 }, '2027-06-01')).toBe('out');
    expect(warrantyStatus({ warrantyMonths: 24 }, '2025-01-01')).toBe('unknown');
    expect(warrantyStatus({ purchaseDate: '2025-01-01', warrantyMonths: null }, '2025-01-01')).toBe('unknown');
  });

  it('lasts between 28 and 31 days a month', () => {
    fc.assert(
      fc.property(day, months, (start, m) => {
        const length = daysBetween(start, warrantyEnd({ purchaseDate: start, warrantyMonths: m })!);
        expect(length).toBeGreaterThanOrEqual(28 * m);
        expect(length).toBeLessThanOrEqual(31 * m);
      }),
    );
  });

  it('is in from the start until it is out, and out from then on', () => {
    fc.assert(
      fc.property(day, months, day, (start, m, on) => {
        const terms = { purchaseDate: start, warrantyMonths: m };
        const end = warrantyEnd(terms)!;
        const expected = on < start ? 'unknown' : on < end ? 'in' : 'out';
        expect(warrantyStatus(terms, on)).toBe(expected);
      }),
    );
  });

  it('never covers a day with no months, and always covers the start with some', () => {
    fc.assert(
      fc.property(day, months, (start, m) => {
        expect(warrantyStatus({ purchaseDate: start, warrantyMonths: m }, start)).toBe(m > 0 ? 'in' : 'out');
      }),
    );
  });

  it('adding months in two steps never ends later than in one', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (start, a, b) => {
        expect(addMonths(addMonths(start, a), b) <= addMonths(start, a + b)).toBe(true);
      }),
    );
  });
});
