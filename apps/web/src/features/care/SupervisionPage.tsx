/**
 * Supervision orders (menu care.supervision, 督办单): the grid by status tab over the generic list (search, export),
 * overdue ones (open after their due date) highlighted, opening one (the supervisor, headquarters), and the detail
 * with its history and the actions the server offers the caller. An outlet sees its own.
 */
import { SUPERVISION_STATUSES, type SupervisionStatus, supervisionOverdue, supervisionResource } from '@as/shared';
import { Button, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { StatusTabs } from '../../crud/StatusTabs.tsx';
import styles from './care.module.css';
import { SupervisionDetail, SupervisionStatusTag } from './SupervisionDetail.tsx';
import { SupervisionForm } from './SupervisionForm.tsx';
import { supervisionApi } from './supervision-api.ts';

export function SupervisionPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  const today = dayjs().format('YYYY-MM-DD');
  const overdue = (row: Record<string, unknown>) => supervisionOverdue({ status: row.status as SupervisionStatus, dueDate: String(row.dueDate ?? '') }, today);
  return (
    <>
      <StatusTabs prefix="supervision" statuses={SUPERVISION_STATUSES} value={status} onChange={setStatus} testId="supervision-tabs" />
      <ResourcePage
        def={supervisionResource}
        api={supervisionApi}
        editor={SupervisionForm}
        filters={status ? { status } : undefined}
        rowClassName={(row) => (overdue(row) ? styles.overdue : '')}
        cells={{
          supervisionNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="supervision-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <SupervisionStatusTag status={String(value)} />,
          dueDate: (value, row) => (
            <span data-testid={overdue(row) ? 'supervision-overdue' : undefined}>
              {String(value ?? '')} {overdue(row) && <Tag color="error">{t('supervision.overdue')}</Tag>}
            </span>
          ),
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="row-detail">
            {t('supervision.detail')}
          </Button>
        )}
      />
      {open !== undefined && <SupervisionDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
