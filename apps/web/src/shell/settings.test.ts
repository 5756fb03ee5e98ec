import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, screenSize } from './settings.ts';

describe('interface settings', () => {
  it('maps window widths to the spec breakpoints', () => {
    expect([1600, 1200, 1199, 992, 991, 768, 767, 320].map(screenSize)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
  });

  it('starts on the white theme and the default colour with every control shown', () => {
    expect(DEFAULT_SETTINGS.theme).toBe('theme-white');
    expect(DEFAULT_SETTINGS.color).toBe('#409EFF');
    expect(DEFAULT_SETTINGS.showTags && DEFAULT_SETTINGS.showLock && DEFAULT_SETTINGS.showTopMenu).toBe(true);
  });
});
