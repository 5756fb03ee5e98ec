/**
 * The statements screen (menu finance.statement): the grid by status tab over the generic list (search, export), in
 * the caller's data scope (headquarters all, a centre its region's outlets, an outlet its own), and the detail.
 */
import { STATEMENT_STATUSES, statementResource } from '@as/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { StatusTabs } from '../../crud/StatusTabs.tsx';
import { statementGridApi } from './statement-api.ts';
import { StatementDetail, StatementStatusTag } from './StatementDetail.tsx';

export function StatementPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  return (
    <>
      <StatusTabs prefix="statement" statuses={STATEMENT_STATUSES} value={status} onChange={setStatus} testId="statement-tabs" />
      <ResourcePage
        def={statementResource}
        api={statementGridApi}
        filters={status ? { status } : undefined}
        cells={{
          statementNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="statement-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <StatementStatusTag status={String(value)} />,
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="row-detail">
            {t('statement.detail')}
          </Button>
        )}
      />
      {open !== undefined && <StatementDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
