/** A return visit's status as a coloured tag. */
import type { RecallStatus } from '@as/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<RecallStatus, string> = { screening: 'blue', dropped: 'default', pending: 'gold', second: 'orange', imported: 'cyan', completed: 'green' };

export function RecallStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status as RecallStatus]}>{t(`recall.status.${status}`)}</Tag>;
}
