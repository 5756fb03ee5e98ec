import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMobile, isEmpty, isPhone, maskMobile } from './validators.ts';

describe('phone and mobile validators (spec section 5)', () => {
  it('accepts exactly 11 digits starting with 1 and then 3, 4, 5, 7 or 8', () => {
    fc.assert(
      fc.property(fc.constantFrom('3', '4', '5', '7', '8'), fc.stringMatching(/^\d{9}$/), (second, rest) => {
        expect(isPhone(`1${second}${rest}`)).toBe(true);
        expect(checkMobile(`1${second}${rest}`)).toBeNull();
      }),
    );
  });

  it('refuses any other second digit, first digit or length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (s) => {
        const valid = s[0] === '1' && '34578'.includes(s[1]);
        expect(isPhone(s)).toBe(valid);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/).filter((s) => s.length !== 11), (s) => {
        expect(isPhone(s)).toBe(false);
        expect(checkMobile(s)).toBe('mobileLength');
      }),
    );
  });

  it('names the mobile problem: empty, length, format', () => {
    expect(checkMobile('')).toBe('mobileEmpty');
    expect(checkMobile(null)).toBe('mobileEmpty');
    expect(checkMobile('1380000000')).toBe('mobileLength');
    expect(checkMobile('12800000000')).toBe('mobileFormat');
    expect(checkMobile('1380000000a')).toBe('mobileFormat');
  });
});

describe('isEmpty', () => {
  it('treats null, empty string, empty array and empty object as empty, and nothing else', () => {
    for (const v of [null, undefined, '', [], {}]) expect(isEmpty(v)).toBe(true);
    for (const v of [0, false, ' ', [0], { a: 1 }, 'x']) expect(isEmpty(v)).toBe(false);
  });
});

describe('maskMobile', () => {
  it('keeps the first three and the last four digits only', () => {
    expect(maskMobile('13911110001')).toBe('139****0001');
    expect(maskMobile('1391111')).toBe('*******');
  });
});
