/**
 * Assessment sheets (menu finance.checkBill, 考核单): the grid by status tab over the generic list (search, export),
 * raising and editing a draft (outlet or one of its orders, assessment item, amount, the required remark), importing
 * drafts from the template (a file whole or not at all, each refused row with its reason), and the detail with its
 * history and the actions the server offers the caller. An outlet sees its own sheets.
 */
import { CHECK_BILL_STATUSES, checkBillImportResource, checkBillResource } from '@as/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { StatusTabs } from '../../crud/StatusTabs.tsx';
import { checkBillApi } from './check-bill-api.ts';
import { CheckBillDetail, CheckBillStatusTag } from './CheckBillDetail.tsx';
import { CheckBillForm } from './CheckBillForm.tsx';

export function CheckBillPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  return (
    <>
      <StatusTabs prefix="checkBill" statuses={CHECK_BILL_STATUSES} value={status} onChange={setStatus} testId="check-bill-tabs" />
      <ResourcePage
        def={checkBillResource}
        api={checkBillApi}
        editor={CheckBillForm}
        importFields={checkBillImportResource.fields}
        filters={status ? { status } : undefined}
        rowEditable={(row) => row.status === 'draft'}
        cells={{
          billNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="check-bill-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <CheckBillStatusTag status={String(value)} />,
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="row-detail">
            {t('checkBill.detail')}
          </Button>
        )}
      />
      {open !== undefined && <CheckBillDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
