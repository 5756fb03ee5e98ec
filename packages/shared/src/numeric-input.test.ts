import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanNumericInput } from './numeric-input.ts';

describe('the numeric input', () => {
  it('keeps two decimals by default and trims the rest', () => {
    expect(cleanNumericInput('12.345')).toBe('12.34');
    expect(cleanNumericInput('0.5')).toBe('0.5');
    expect(cleanNumericInput('7')).toBe('7');
  });

  it('refuses a leading dot, a second dot and anything not numeric', () => {
    expect(cleanNumericInput('.5')).toBe('5');
    expect(cleanNumericInput('1.2.3')).toBe('1.23');
    expect(cleanNumericInput('1a2b,3 ¥')).toBe('123');
    expect(cleanNumericInput('-.5')).toBe('-5');
  });

  it('with 0 decimals keeps digits only', () => {
    expect(cleanNumericInput('12.9', { decimals: 0 })).toBe('129');
    expect(cleanNumericInput('-3', { decimals: 0, min: 0 })).toBe('3');
  });

  it('allows a minus only first, and only when the minimum allows negatives', () => {
    expect(cleanNumericInput('-1.5')).toBe('-1.5');
    expect(cleanNumericInput('1-5')).toBe('15');
    expect(cleanNumericInput('--1')).toBe('-1');
    expect(cleanNumericInput('-1', { min: 0 })).toBe('1');
    expect(cleanNumericInput('-1', { min: -10 })).toBe('-1');
  });

  it('always yields a prefix of a number with at most the allowed decimals, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 6 }), fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }), (raw, decimals, min) => {
        const out = cleanNumericInput(raw, { decimals, min });
        const shape = decimals === 0 ? /^-?\d*$/ : new RegExp(`^-?(\\d+(\\.\\d{0,${decimals}})?)?$`);
        expect(out).toMatch(shape);
        if (min !== undefined && min >= 0) expect(out.startsWith('-')).toBe(false);
        expect(cleanNumericInput(out, { decimals, min })).toBe(out);
      }),
    );
  });

  it('never changes what is already a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(cleanNumericInput(text)).toBe(text);
      }),
    );
  });
});
