/**
 * An order's SLA records (spec: "SLA records" of a work order): the rule that applies, and per clock its
 * deadline, when its step was reached, its state and the time left or overdue by. Placed in the order's detail.
 */
import type { SlaState } from '@as/shared';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type SlaRecord, useOrderSla } from './sla-api.ts';
import { ClockLabel, dateTime, SlaStateTag, TimeLeft } from './SlaParts.tsx';

/** States whose time left still matters (a met or stopped clock shows when it stopped instead). */
const TICKING: readonly SlaState[] = ['running', 'reminder', 'overdue', 'paused'];

export function SlaRecords({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const sla = useOrderSla(orderId);
  const name = sla.data?.slaName;
  return (
    <Card size="small" title={t('slaWarning.records')} loading={sla.isPending} data-testid="sla-records">
      <Typography.Paragraph type="secondary">{name ? t('slaWarning.rule', { name }) : t('slaWarning.noRule')}</Typography.Paragraph>
      {Boolean(sla.data?.records.length) && (
        <Table<SlaRecord>
          size="small"
          rowKey="clock"
          pagination={false}
          dataSource={sla.data?.records}
          columns={[
            { key: 'clock', title: t('entity.slaWarning.fields.clock'), dataIndex: 'clock', render: (clock: string) => <ClockLabel clock={clock} /> },
            { key: 'dueAt', title: t('slaWarning.dueAt'), dataIndex: 'dueAt', render: dateTime },
            { key: 'metAt', title: t('slaWarning.metAt'), dataIndex: 'metAt', render: dateTime },
            { key: 'state', title: t('slaWarning.state'), dataIndex: 'state', render: (state: SlaState) => <SlaStateTag state={state} /> },
            {
              key: 'left',
              title: t('slaWarning.timeLeft'),
              dataIndex: 'minutesLeft',
              render: (minutes: number, record) => (TICKING.includes(record.state) || record.state === 'metLate' ? <TimeLeft minutes={minutes} /> : ''),
            },
          ]}
        />
      )}
    </Card>
  );
}
