import { describe, expect, it } from 'vitest';
import { SITE } from './config.ts';

describe('site settings', () => {
  it('dates the copyright to the current year unless the build sets one', () => {
    expect(SITE.copyrightYear).toBe(new Date().getFullYear());
  });
});
