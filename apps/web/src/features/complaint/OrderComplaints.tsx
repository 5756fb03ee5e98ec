/** The work order's complaints (a section of its detail): each with its state, nature, object, deadline and handler, opening the complaint's detail. */
import { COMPLAINT_PERMISSIONS, complaintOverdue } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { DictLabel } from '../../crud/ResourcePage.tsx';
import { complaintKeys, complaintsOfOrder, type OrderComplaint } from './complaint-api.ts';
import { ComplaintDetail, ComplaintStatusTag } from './ComplaintDetail.tsx';

export function OrderComplaints({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const visible = useCan()(COMPLAINT_PERMISSIONS.view);
  const [open, setOpen] = useState<number>();
  const list = useQuery({ queryKey: complaintKeys.order(orderId), queryFn: () => complaintsOfOrder(orderId), enabled: visible });
  if (!visible || !list.data?.length) return null;
  const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '—');
  return (
    <Card size="small" title={t('complaint.orderComplaints')} data-testid="order-complaints">
      <Table<OrderComplaint>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={list.data}
        columns={[
          {
            key: 'no',
            title: t('entity.complaint.fields.complaintNo'),
            render: (_: unknown, c) => (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(c.id)} data-testid="order-complaint-open">
                {c.complaintNo}
              </Button>
            ),
          },
          { key: 'status', title: t('entity.complaint.fields.status'), render: (_: unknown, c) => <ComplaintStatusTag status={c.status} /> },
          { key: 'nature', title: t('entity.complaint.fields.complaintNature'), render: (_: unknown, c) => <DictLabel type="complaint_nature" value={c.complaintNature} /> },
          { key: 'object', title: t('entity.complaint.fields.complaintObject'), render: (_: unknown, c) => <DictLabel type="complaint_object" value={c.complaintObject} /> },
          {
            key: 'due',
            title: t('entity.complaint.fields.resolveDueAt'),
            render: (_: unknown, c) => (
              <>
                {time(c.resolveDueAt)} {complaintOverdue(c, new Date()) && <Tag color="error">{t('complaint.overdue')}</Tag>}
              </>
            ),
          },
          { key: 'handler', title: t('entity.complaint.fields.handlerName'), render: (_: unknown, c) => c.handlerName ?? '—' },
          { key: 'created', title: t('entity.complaint.fields.createdAt'), render: (_: unknown, c) => time(c.createdAt) },
        ]}
      />
      {open !== undefined && <ComplaintDetail id={open} onClose={() => setOpen(undefined)} />}
    </Card>
  );
}
