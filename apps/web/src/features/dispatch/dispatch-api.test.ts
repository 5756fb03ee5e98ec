import { describe, expect, it } from 'vitest';
import { afterCutOff } from './dispatch-api.ts';

describe('dispatch cut-off (spec section 9)', () => {
  it('labels orders registered at 16:00 local time or later, not before', () => {
    expect(afterCutOff(new Date(2026, 10, 23, 15, 59, 59).toISOString())).toBe(false);
    expect(afterCutOff(new Date(2026, 10, 23, 16, 0, 0).toISOString())).toBe(true);
    expect(afterCutOff(new Date(2026, 10, 23, 23, 30).toISOString())).toBe(true);
    expect(afterCutOff(new Date(2026, 10, 24, 8, 0).toISOString())).toBe(false);
  });
});
