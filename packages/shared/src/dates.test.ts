import { describe, expect, it } from 'vitest';
import { formatDateTime, relativeTime } from './dates.ts';

describe('dates', () => {
  const now = new Date(2026, 10, 23, 12, 0, 0);
  const ago = (s: number) => new Date(now.getTime() - s * 1000);

  it('formats as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(null)).toBeNull();
  });

  it('labels recent times relative to now, at the spec boundaries', () => {
    expect(relativeTime(ago(0), now)).toEqual({ key: 'justNow' });
    expect(relativeTime(ago(59), now)).toEqual({ key: 'justNow' });
    expect(relativeTime(ago(60), now)).toEqual({ key: 'minutesAgo', n: 1 });
    expect(relativeTime(ago(3599), now)).toEqual({ key: 'minutesAgo', n: 59 });
    expect(relativeTime(ago(3600), now)).toEqual({ key: 'hoursAgo', n: 1 });
    expect(relativeTime(ago(86_399), now)).toEqual({ key: 'hoursAgo', n: 23 });
    expect(relativeTime(ago(86_400), now)).toEqual({ key: 'oneDayAgo' });
    expect(relativeTime(ago(2 * 86_400), now)).toEqual({ key: 'date' });
    expect(relativeTime(ago(-5), now)).toEqual({ key: 'date' });
  });
});
