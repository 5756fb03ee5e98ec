/**
 * The parts applications screen (menu parts.apply): the grid by status tab over the generic list (search, export),
 * add / edit of a draft or a rejected application with its lines, and the detail with the actions the server
 * offers the caller.
 */
import { PARTS_APPLY_EDITABLE, PARTS_APPLY_STATUSES, type PartsApplyStatus } from '@as/shared';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { StatusTabs } from '../../crud/StatusTabs.tsx';
import { applyGridApi } from './apply-api.ts';
import { applyScreenFor } from './apply-screen.ts';
import { ApplyDetail, ApplyStatusTag } from './ApplyDetail.tsx';
import { ApplyForm } from './ApplyForm.tsx';

export function ApplyPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  const seesOutlets = useCan()('sys_dept_view');
  const def = useMemo(() => applyScreenFor(seesOutlets), [seesOutlets]);
  return (
    <>
      <StatusTabs prefix="partsApply" statuses={PARTS_APPLY_STATUSES} value={status} onChange={setStatus} testId="apply-tabs" />
      <ResourcePage
        def={def}
        api={applyGridApi}
        editor={ApplyForm}
        filters={status ? { status } : undefined}
        rowEditable={(row) => PARTS_APPLY_EDITABLE.includes(row.status as PartsApplyStatus)}
        cells={{
          applyNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="apply-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <ApplyStatusTag status={String(value)} />,
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="row-detail">
            {t('partsApply.detail')}
          </Button>
        )}
      />
      {open !== undefined && <ApplyDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
