/**
 * The report centre's work-order reports (menus report.orderDetail, report.barcodeTrace; spec section 7's
 * /rpt/orderDetail and /rpt/itemBarcodeSearch): a row per work order of the caller's scope with the total row of the
 * whole filtered list above the grid; and every place one serial number appears, searched by the exact barcode.
 * Filtered, sorted, paged and exported like the other reports.
 */
import { BARCODE_TRACE_SCREEN, ORDER_DETAIL_SCREEN, type OrderDetailTotals } from '@as/shared';
import { Alert, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { barcodeTraceApi, orderDetailApi } from './report-centre-api.ts';

const at = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '—');
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

export function OrderDetailReportPage() {
  const { t } = useTranslation();
  const [totals, setTotals] = useState<OrderDetailTotals>();
  const api = useMemo(() => orderDetailApi(setTotals), []);
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      {totals && (
        <Alert
          type="info"
          showIcon
          style={{ padding: '2px 12px' }}
          title={
            <span data-testid="order-detail-totals">
              {t('reportCentre.totals', { count: totals.count, fee: totals.feeTotal, hours: totals.turnaroundHours ?? '—' })}
            </span>
          }
        />
      )}
      <ResourcePage
        def={ORDER_DETAIL_SCREEN}
        api={api}
        cells={{
          reportAt: at,
          firstAppointAt: at,
          finishedAt: at,
          turnaroundHours: text,
          slaMet: (value) => (value === null || value === undefined ? '—' : t(value ? 'reportCentre.yes' : 'reportCentre.no')),
          serviceTypeName: text,
          categoryName: text,
          itemName: text,
          region: text,
          siteName: text,
          engineerName: text,
          rating: text,
        }}
      />
    </Space>
  );
}

export function BarcodeTraceReportPage() {
  return <ResourcePage def={BARCODE_TRACE_SCREEN} api={barcodeTraceApi} cells={{ at, itemCode: text, itemName: text, productionDate: text, batchNo: text, orderNo: text, siteName: text }} />;
}
