import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FormulaVersion } from './pricing-api.ts';
import { versionInForce } from './pricing-screen.ts';

const v = (version: number, effectiveFrom: string): FormulaVersion => ({ id: version, version, formula: 'service', effectiveFrom, remark: null, createdAt: effectiveFrom });

describe('the cost formula version in force', () => {
  it('is the latest start not after now; a future version is not in force; equal starts take the higher version', () => {
    const now = dayjs('2026-06-01 12:00:00');
    expect(versionInForce([], now)).toBeUndefined();
    expect(versionInForce([v(1, '2026-01-01 00:00:00'), v(2, '2026-05-01 00:00:00'), v(3, '2026-07-01 00:00:00')], now)?.version).toBe(2);
    expect(versionInForce([v(1, '2026-05-01 00:00:00'), v(2, '2026-05-01 00:00:00')], now)?.version).toBe(2);
    expect(versionInForce([v(4, '2026-06-01 12:00:00')], now)?.version).toBe(4);
  });
});
