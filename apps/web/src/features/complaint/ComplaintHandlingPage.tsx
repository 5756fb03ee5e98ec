/**
 * Complaint handling (menu workorder.complaint at the spec's route /workorder/business/complaintHandling/index): the
 * grid by status tab over the generic list (search by number, order, customer, phone, nature, object, outlet, dates;
 * sorting, paging, export), complaints past their deadline and not resolved highlighted, registering one about an
 * order (found by its number), and the detail with its order, history and the actions the server offers the caller.
 * An outlet sees its own orders' complaints.
 */
import { COMPLAINT_STATUSES, type ComplaintStatus, complaintOverdue, complaintResource } from '@as/shared';
import { Button, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { StatusTabs } from '../../crud/StatusTabs.tsx';
import { complaintApi } from './complaint-api.ts';
import styles from './complaint.module.css';
import { ComplaintDetail, ComplaintStatusTag } from './ComplaintDetail.tsx';
import { ComplaintForm } from './ComplaintForm.tsx';

export const isOverdue = (row: Record<string, unknown>) =>
  complaintOverdue({ status: row.status as ComplaintStatus, responseDueAt: (row.responseDueAt as string) ?? null, resolveDueAt: (row.resolveDueAt as string) ?? null }, new Date());

export function ComplaintHandlingPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '—');
  return (
    <>
      <StatusTabs prefix="complaint" statuses={COMPLAINT_STATUSES} value={status} onChange={setStatus} testId="complaint-tabs" />
      <ResourcePage
        def={complaintResource}
        api={complaintApi}
        editor={ComplaintForm}
        filters={status ? { status } : undefined}
        rowClassName={(row) => (isOverdue(row) ? styles.overdue : '')}
        cells={{
          complaintNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="complaint-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <ComplaintStatusTag status={String(value)} />,
          handlerName: (value) => (value ? String(value) : '—'),
          resolvedAt: time,
          resolveDueAt: (value, row) => (
            <span data-testid={isOverdue(row) ? 'complaint-overdue' : undefined}>
              {time(value)} {isOverdue(row) && <Tag color="error">{t('complaint.overdue')}</Tag>}
            </span>
          ),
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="row-detail">
            {t('complaint.detail')}
          </Button>
        )}
      />
      {open !== undefined && <ComplaintDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
