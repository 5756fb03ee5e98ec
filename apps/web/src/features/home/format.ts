/** How the home views write a figure: a rate as a percentage, a time in minutes or hours, nothing counted as —. */
import { useTranslation } from 'react-i18next';

export function useFigureFormat() {
  const { t } = useTranslation();
  const none = t('dashboard.none');
  return {
    none,
    percent: (v: number | null) => (v === null ? none : `${(v * 100).toFixed(1)}%`),
    duration: (minutes: number | null) => (minutes === null ? none : minutes >= 120 ? t('dashboard.hours', { n: (minutes / 60).toFixed(1) }) : t('dashboard.minutes', { n: minutes })),
  };
}
