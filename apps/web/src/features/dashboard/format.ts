/** How the home views write a figure: a rate as a percentage, a time in minutes or hours, nothing counted as —. */
import { PAST_LAST_BUCKET, TURNAROUND_BUCKETS_H } from '@as/shared';
import { useTranslation } from 'react-i18next';

export function useFigureFormat() {
  const { t } = useTranslation();
  const none = t('dashboard.none');
  return {
    none,
    percent: (v: number | null) => (v === null ? none : `${(v * 100).toFixed(1)}%`),
    duration: (minutes: number | null) => (minutes === null ? none : minutes >= 120 ? t('dashboard.hours', { n: (minutes / 60).toFixed(1) }) : t('dashboard.minutes', { n: minutes })),
    /** A 90th percentile in hours; past the histogram's last bucket, "over 720 hours". */
    p90: (hours: number | typeof PAST_LAST_BUCKET | null) =>
      hours === null ? none : hours === PAST_LAST_BUCKET ? t('dashboard.over', { n: TURNAROUND_BUCKETS_H.at(-1) }) : t('dashboard.hours', { n: hours }),
  };
}
