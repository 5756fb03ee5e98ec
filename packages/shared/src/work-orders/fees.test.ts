import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divide, FEE_LINES, type FeeLines, feeTotal, formatScaled, parseScaled, ROUNDINGS, remoteFee, rescale, scaleMeasure } from './fees.ts';

/** The exact quotient's rounding, computed with BigInt as the reference. */
function reference(n: bigint, d: bigint, rounding: string): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const neg = n < 0n;
  if (rounding === 'floor') return neg ? q - 1n : q;
  if (rounding === 'ceil') return neg ? q : q + 1n;
  const abs = r < 0n ? -r : r;
  return 2n * abs >= d ? q + (neg ? -1n : 1n) : q;
}

describe('scaled decimals', () => {
  it('parses decimal text into cents and refuses what is not a plain decimal', () => {
    expect(parseScaled('12.34')).toBe(1234);
    expect(parseScaled('12.3')).toBe(1230);
    expect(parseScaled('12.')).toBe(1200);
    expect(parseScaled(' 7 ')).toBe(700);
    expect(parseScaled('-0.05')).toBe(-5);
    expect(parseScaled('-0.00')).toBe(0);
    expect(parseScaled(12.5)).toBe(1250);
    expect(parseScaled('0.1', 1)).toBe(1);
    expect(parseScaled('3', 0)).toBe(3);
    for (const bad of ['12.345', '.5', '1e3', '1,5', '', 'abc', '--1', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}, '99999999999999999999']) expect(parseScaled(bad)).toBeNull();
  });

  it('formats cents with exactly two places', () => {
    expect(formatScaled(0)).toBe('0.00');
    expect(formatScaled(5)).toBe('0.05');
    expect(formatScaled(-5)).toBe('-0.05');
    expect(formatScaled(123456)).toBe('1234.56');
    expect(formatScaled(15, 1)).toBe('1.5');
    expect(formatScaled(15, 0)).toBe('15');
    expect(() => formatScaled(0.5)).toThrow(RangeError);
  });

  it('formats and parses back to the same integer, for any decimals', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 0, max: 6 }), (n, decimals) => {
        const scaled = Math.trunc(n / 10 ** 6) + 0;
        expect(parseScaled(formatScaled(scaled, decimals), decimals)).toBe(scaled);
      }),
    );
  });

  it('divides with the rounding it is told, exactly as BigInt arithmetic does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.maxSafeInteger(), fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1e12 })), fc.integer({ min: 1, max: 1e6 }), fc.constantFrom(...ROUNDINGS), (n, d, rounding) => {
        expect(divide(n, d, rounding)).toBe(Number(reference(BigInt(n), BigInt(d), rounding)));
      }),
    );
  });

  it('rounds halves away from zero, ceil up and floor down, for every small case', () => {
    for (let n = -50; n <= 50; n++) {
      for (let d = 1; d <= 12; d++) {
        for (const rounding of ROUNDINGS) expect(divide(n, d, rounding)).toBe(Number(reference(BigInt(n), BigInt(d), rounding)));
      }
    }
    expect(divide(5, 10)).toBe(1);
    expect(divide(-5, 10)).toBe(-1);
    expect(divide(4, 10)).toBe(0);
    expect(divide(1, 10, 'ceil')).toBe(1);
    expect(divide(-1, 10, 'ceil')).toBe(0);
    expect(divide(-1, 10, 'floor')).toBe(-1);
    expect(() => divide(1, 0)).toThrow(RangeError);
  });

  it('rescales between decimals', () => {
    expect(rescale(1234, 2, 1)).toBe(123);
    expect(rescale(1235, 2, 1)).toBe(124);
    expect(rescale(1231, 2, 1, 'ceil')).toBe(124);
    expect(rescale(1239, 2, 1, 'floor')).toBe(123);
    expect(rescale(12, 1, 2)).toBe(120);
  });

  it('turns a measured distance into tenths with the rounding it is told', () => {
    expect(scaleMeasure(12.34, 1)).toBe(123);
    expect(scaleMeasure(12.35000001, 1)).toBe(124);
    expect(scaleMeasure(12.31, 1, 'ceil')).toBe(124);
    expect(scaleMeasure(12.39, 1, 'floor')).toBe(123);
    expect(scaleMeasure(0, 1)).toBe(0);
    expect(scaleMeasure(-0.04, 1)).toBe(0);
    expect(() => scaleMeasure(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('the remote fee', () => {
  it('charges nothing within the base distance and the rate beyond it', () => {
    const rule = { baseKm: 20, rateCents: 150, capCents: 0 };
    expect(remoteFee(0, rule)).toBe(0);
    expect(remoteFee(200, rule)).toBe(0);
    expect(remoteFee(201, rule)).toBe(15); // 0.1 km × 1.50 = 0.15
    expect(remoteFee(355, rule)).toBe(2325); // 15.5 km × 1.50 = 23.25
    expect(remoteFee(2000, rule)).toBe(27000); // no cap
  });

  it('stops at the cap, and a cap of 0 caps nothing', () => {
    expect(remoteFee(1000, { baseKm: 10, rateCents: 200, capCents: 5000 })).toBe(5000);
    expect(remoteFee(1000, { baseKm: 10, rateCents: 200, capCents: 0 })).toBe(18000);
    expect(remoteFee(120, { baseKm: 10, rateCents: 200, capCents: 5000 })).toBe(400);
  });

  it('rounds a part of a cent as told', () => {
    const rule = { baseKm: 0, rateCents: 155, capCents: 0 }; // 1.55 per km
    expect(remoteFee(1, rule)).toBe(16); // 15.5 cents
    expect(remoteFee(1, rule, 'floor')).toBe(15);
    expect(remoteFee(1, rule, 'ceil')).toBe(16);
    expect(remoteFee(3, { baseKm: 0, rateCents: 151, capCents: 0 }, 'ceil')).toBe(46); // 45.3 cents
  });

  it('is never negative, never above a cap, grows with the distance and equals the exact product when uncapped', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...ROUNDINGS),
        (a, b, baseKm, rateCents, capCents, rounding) => {
          const rule = { baseKm, rateCents, capCents };
          const [near, far] = a <= b ? [a, b] : [b, a];
          const fee = remoteFee(far, rule, rounding);
          expect(fee).toBeGreaterThanOrEqual(0);
          if (capCents > 0) expect(fee).toBeLessThanOrEqual(capCents);
          expect(remoteFee(near, rule, rounding)).toBeLessThanOrEqual(fee);
          const exact = Number(reference(BigInt(Math.max(0, far - baseKm * 10) * rateCents), 10n, rounding));
          expect(fee).toBe(capCents > 0 ? Math.min(capCents, exact) : exact);
        },
      ),
    );
  });
});

describe('the total', () => {
  const zero: FeeLines = { service: 0, remote: 0, bonus: 0, reward: 0, adhoc: 0, discount: 0 };

  it('adds the lines, the reward with its sign, and takes the discount off', () => {
    expect(feeTotal({ service: 10000, remote: 2325, bonus: 500, reward: -300, adhoc: 1000, discount: 1500 })).toBe(12025);
    expect(feeTotal({ ...zero, service: 100, reward: 50 })).toBe(150);
    expect(feeTotal(zero)).toBe(0);
  });

  it('is never negative', () => {
    expect(feeTotal({ ...zero, service: 100, discount: 500 })).toBe(0);
    expect(feeTotal({ ...zero, reward: -100 })).toBe(0);
  });

  it('is the exact sum whenever that sum is not negative, and 0 otherwise', () => {
    const cents = fc.integer({ min: 0, max: 99_999_999_999 });
    fc.assert(
      fc.property(cents, cents, cents, fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), cents, cents, (service, remote, bonus, reward, adhoc, discount) => {
        const lines = { service, remote, bonus, reward, adhoc, discount };
        const sum = FEE_LINES.reduce((acc, k) => acc + (k === 'discount' ? -lines[k] : lines[k]), 0);
        expect(feeTotal(lines)).toBe(Math.max(0, sum));
      }),
    );
  });
});
