import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromNow, rangePresets } from './dates.ts';
import { setLang } from './i18n.ts';

describe('dates on screen', () => {
  const now = new Date(2026, 10, 23, 12, 0, 0);

  it('labels recent times in the current language and shows older ones as date and time', async () => {
    await setLang('zh-CN');
    expect(fromNow(new Date(2026, 10, 23, 11, 59, 30), now)).toBe('刚刚');
    expect(fromNow('2026-11-23 11:55:00', now)).toBe('5分钟前');
    await setLang('en-US');
    expect(fromNow('2026-11-23 09:00:00', now)).toBe('3 hours ago');
    expect(fromNow('2026-11-22 10:00:00', now)).toBe('1 day ago');
    expect(fromNow('2026-11-01 08:30:00', now)).toBe('2026-11-01 08:30:00');
  });

  it('offers the quick ranges, each ending no later than today', async () => {
    await setLang('zh-CN');
    const presets = rangePresets(dayjs(now));
    expect(presets.map((p) => p.value.map((d) => d.format('YYYY-MM-DD')))).toEqual([
      ['2026-11-23', '2026-11-23'],
      ['2026-11-22', '2026-11-22'],
      ['2026-11-17', '2026-11-23'],
      ['2026-11-16', '2026-11-22'], // weeks start on Monday in the zh-CN locale
      ['2026-10-01', '2026-10-31'],
      ['2026-08-23', '2026-11-23'],
    ]);
  });
});
