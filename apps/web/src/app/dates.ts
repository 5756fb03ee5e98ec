/** Dates as spec section 9 shows them: yyyy-MM-dd HH:mm:ss, relative labels for recent times, the quick ranges. */
import { relativeTime } from '@as/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { t } from './i18n.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** 刚刚, N 分钟前, N 小时前, 1 天前, or the date and time. */
export function fromNow(value: string | Date, now = new Date()): string {
  const date = dayjs(value);
  if (!date.isValid()) return String(value);
  const rel = relativeTime(date.toDate(), now);
  return rel.key === 'date' ? date.format(DATE_TIME_FORMAT) : t(`time.${rel.key}`, 'n' in rel ? { n: rel.n } : undefined);
}

/** The quick ranges of a date-range filter (choosing none is "all"). */
export function rangePresets(now: Dayjs = dayjs()): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = now.startOf('day');
  const end = now.endOf('day');
  return [
    { label: t('time.today'), value: [today, end] },
    { label: t('time.yesterday'), value: [today.subtract(1, 'day'), today.subtract(1, 'day').endOf('day')] },
    { label: t('time.last7Days'), value: [today.subtract(6, 'day'), end] },
    { label: t('time.lastWeek'), value: [today.subtract(1, 'week').startOf('week'), today.subtract(1, 'week').endOf('week')] },
    { label: t('time.lastMonth'), value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] },
    { label: t('time.last3Months'), value: [today.subtract(3, 'month'), end] },
  ];
}
