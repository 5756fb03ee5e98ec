/**
 * The parts applications report (menu report.partsApply; spec section 7's /rpt/partsApply): one row per application
 * line with its header's number, outlet, order, part, quantities, type, status, delivery, amounts and dates, in the
 * caller's data scope, filtered by date range, outlet (for whoever may list the organisation), status and part, and
 * exported through the export tasks.
 */
import { PARTS_APPLY_REPORT_SCREEN } from '@as/shared';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useCan } from '../../access/useCan.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { ApplyStatusTag } from './ApplyDetail.tsx';
import { outletFilterFor } from './apply-screen.ts';
import { applyReportApi } from './plan-api.ts';

export function ApplyReportPage() {
  const seesOutlets = useCan()('sys_dept_view');
  // The outlet filter offers the organisation's nodes: only to one who may list them.
  const def = useMemo(() => outletFilterFor(PARTS_APPLY_REPORT_SCREEN, seesOutlets), [seesOutlets]);
  const at = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '—');
  return (
    <ResourcePage
      def={def}
      api={applyReportApi}
      cells={{
        status: (value) => <ApplyStatusTag status={String(value)} />,
        orderNo: (value) => (value ? String(value) : '—'),
        createdAt: at,
        submittedAt: at,
        shippedAt: at,
        receivedAt: at,
      }}
    />
  );
}
