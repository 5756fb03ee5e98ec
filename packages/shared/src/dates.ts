/** Dates on the wire are `yyyy-MM-dd HH:mm:ss` (pig-contract.md) in the server's zone. */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(value: Date | null | undefined): string | null {
  if (!value) return null;
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
}

/** The relative labels of spec section 9: just now, minutes, hours, 1 day; older times are shown as dates. */
export type RelativeTime = { key: 'justNow' } | { key: 'minutesAgo' | 'hoursAgo'; n: number } | { key: 'oneDayAgo' } | { key: 'date' };

export function relativeTime(then: Date, now: Date): RelativeTime {
  const seconds = (now.getTime() - then.getTime()) / 1000;
  if (seconds < 0) return { key: 'date' };
  if (seconds < 60) return { key: 'justNow' };
  if (seconds < 3600) return { key: 'minutesAgo', n: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { key: 'hoursAgo', n: Math.floor(seconds / 3600) };
  if (seconds < 2 * 86_400) return { key: 'oneDayAgo' };
  return { key: 'date' };
}
