/** Pieces the SLA screens share: a clock's state as a coloured tag, and the time left or overdue by. */
import { type SlaState, slaWarningScreen } from '@as/shared';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { cellOf } from '../../crud/ResourcePage.tsx';
import { splitMinutes } from './sla-api.ts';

const STATE_COLORS: Record<SlaState, string> = { running: 'blue', reminder: 'orange', overdue: 'red', met: 'green', metLate: 'volcano', paused: 'default', stopped: 'default' };
const field = (name: 'clock' | 'state') => slaWarningScreen.fields.find((f) => f.name === name)!;

export function SlaStateTag({ state }: { state: SlaState }) {
  return (
    <Tag color={STATE_COLORS[state]} data-testid={`sla-state-${state}`}>
      {cellOf(field('state'), state)}
    </Tag>
  );
}

export const ClockLabel = ({ clock }: { clock: string }) => cellOf(field('clock'), clock);

export const dateTime = (value: unknown) => (value ? dayjs(String(value)).format('YYYY-MM-DD HH:mm') : '');

/** "2 d 3 h left" or "overdue by 35 min": the two largest units that are not zero. */
export function TimeLeft({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const { d, h, m } = splitMinutes(minutes);
  const parts = [d && t('slaWarning.days', { n: d }), h && t('slaWarning.hours', { n: h }), (m || (!d && !h)) && t('slaWarning.minutes', { n: m })].filter(Boolean).slice(0, 2);
  const time = parts.join(' ');
  return minutes < 0 ? <Typography.Text type="danger">{t('slaWarning.overdueBy', { time })}</Typography.Text> : <Typography.Text>{t('slaWarning.left', { time })}</Typography.Text>;
}
