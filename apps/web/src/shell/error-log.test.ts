import { describe, expect, it } from 'vitest';
import { badgeCount } from './error-log.ts';

describe('error-log badge', () => {
  it('caps the count at 99', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});
