/** A document's history (articles, bulletins): when, which step, to which state, who, why. */
import { Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import type { Step } from './knowledge-api.ts';

export function History({ steps, prefix }: { steps: Step[]; prefix: 'knowledge' | 'bulletin' }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={steps}
      scroll={{ x: true }}
      data-testid={`${prefix}-history`}
      columns={[
        { title: t('knowledge.history.when'), dataIndex: 'createdAt', render: (v: string) => dayjs(v).format(DATE_TIME_FORMAT), width: 160 },
        { title: t('knowledge.history.step'), dataIndex: 'action', render: (a: string) => t(`${prefix}.action.${a}`, { defaultValue: t('knowledge.history.create') }) },
        { title: t('knowledge.history.to'), dataIndex: 'toStatus', render: (s: string) => t(`${prefix}.status.${s}`) },
        { title: t('knowledge.history.who'), dataIndex: 'userName' },
        { title: t('knowledge.history.why'), dataIndex: 'remark' },
      ]}
    />
  );
}
