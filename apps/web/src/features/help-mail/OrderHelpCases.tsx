/** The help cases of one order on its detail page: each opens its thread; the asker asks from here in one click. */
import { FINAL_STATUSES, HELP_CASE_PERMISSIONS, type OrderStatus } from '@as/shared';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { DictLabel } from '../../crud/ResourcePage.tsx';
import { AskHelpDialog } from './CaseDialogs.tsx';
import { HelpCaseThread } from './HelpCaseThread.tsx';
import { type HelpCaseRow, helpApi, helpKeys } from './help-api.ts';

/** Asking for help on an order (detail page, the engineer's order list): shown to those who may ask while the order is open. */
export function AskHelpButton({ order, link }: { order: { id: number; orderNo: string; status: number }; link?: boolean }) {
  const { t } = useTranslation();
  const can = useCan();
  const [asking, setAsking] = useState(false);
  if (!can(HELP_CASE_PERMISSIONS.ask) || FINAL_STATUSES.includes(order.status as OrderStatus)) return null;
  return (
    <>
      <Button type={link ? 'link' : 'default'} size="small" icon={<QuestionCircleOutlined />} onClick={() => setAsking(true)} data-testid="help-ask">
        {t('helpCase.ask')}
      </Button>
      {asking && <AskHelpDialog order={order} onClose={() => setAsking(false)} />}
    </>
  );
}

export function OrderHelpCases({ order }: { order: { id: number; orderNo: string; status: number } }) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState<HelpCaseRow>();
  const query = { current: 1, size: 100, filters: { orderId: String(order.id) } };
  const cases = useQuery({ queryKey: helpKeys.list(query), queryFn: () => helpApi.list(query), enabled: can(HELP_CASE_PERMISSIONS.view) });
  if (!can(HELP_CASE_PERMISSIONS.view)) return null;
  const rows = (cases.data?.records ?? []) as HelpCaseRow[];
  const field = (name: string) => t(`entity.helpCase.fields.${name}`);
  return (
    <Card size="small" title={t('helpCase.ofOrder')} extra={<AskHelpButton order={order} />} data-testid="order-help-cases">
      <Table<HelpCaseRow>
        size="small"
        rowKey="id"
        loading={cases.isPending}
        dataSource={rows}
        pagination={false}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        columns={[
          { title: field('caseNo'), dataIndex: 'caseNo', render: (v) => <span data-testid="order-help-case">{v}</span> },
          { title: field('status'), dataIndex: 'status', render: (v) => <DictLabel type="help_case_status" value={v} /> },
          { title: field('urgency'), dataIndex: 'urgency', render: (v) => <DictLabel type="urgency" value={v} /> },
          { title: field('question'), dataIndex: 'question', ellipsis: true },
          { title: field('askerName'), dataIndex: 'askerName' },
          { title: field('takerName'), dataIndex: 'takerName' },
          { title: t('helpCase.askedAt'), dataIndex: 'createTime', render: (v) => dayjs(String(v)).format(DATE_TIME_FORMAT) },
        ]}
      />
      {open && <HelpCaseThread row={open} onClose={() => setOpen(undefined)} />}
    </Card>
  );
}
