/**
 * The parts returns report (menu report.partsReturn; spec section 7's /rpt/partsReturn): one row per return line with
 * its document's number, kind, status, outlet, receiving warehouse, part, order, quantities, amounts, inspection,
 * waybill and dates, in the caller's scope of returns, filtered by number, kind, status, outlet (for whoever may list
 * the organisation), part, order, inspection, waybill and shipping dates, and exported through the export tasks.
 */
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useCan } from '../../access/useCan.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { returnReportApi } from './return-api.ts';
import { InspectionTag, ReturnStatusTag } from './ReturnDetail.tsx';
import { returnReportScreenFor } from './return-screen.ts';

export function ReturnReportPage() {
  const seesOutlets = useCan()('sys_dept_view');
  const def = useMemo(() => returnReportScreenFor(seesOutlets), [seesOutlets]);
  const at = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '—');
  const text = (value: unknown) => (value ? String(value) : '—');
  return (
    <ResourcePage
      def={def}
      api={returnReportApi}
      cells={{
        status: (value) => <ReturnStatusTag status={String(value)} />,
        // New parts are not inspected: their lines stay pending, which says nothing.
        inspection: (value, row) => (row.kind === 'old' ? <InspectionTag value={String(value)} /> : '—'),
        orderNo: text,
        waybillNumber: text,
        rejectReason: text,
        shippedAt: at,
        receivedAt: at,
      }}
    />
  );
}
