/**
 * Quality reports and accident reports (menu workorder.qualityReport 质量报告, workorder.accidentReport 事故报告): the
 * grid by status tab over the generic list (filters, paging, sorting, export), writing one (outlets, centres), and the
 * detail with its history and the actions the server offers the caller. An outlet sees its own.
 */
import { QUALITY_REPORT_RESOURCES, QUALITY_REPORT_STATUSES, type QualityReportKind } from '@as/shared';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { StatusTabs } from '../../crud/StatusTabs.tsx';
import { QualityReportDetail, ReportStatusTag, SeverityTag } from './QualityReportDetail.tsx';
import { AccidentEditor, QualityEditor } from './QualityReportForm.tsx';
import { qualityReportApi } from './quality-api.ts';

function ReportPage({ kind }: { kind: QualityReportKind }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  const api = useMemo(() => qualityReportApi(kind), [kind]);
  return (
    <>
      <StatusTabs prefix="qualityReport" statuses={QUALITY_REPORT_STATUSES} value={status} onChange={setStatus} testId="quality-tabs" />
      <ResourcePage
        def={QUALITY_REPORT_RESOURCES[kind]}
        api={api}
        editor={kind === 'quality' ? QualityEditor : AccidentEditor}
        filters={status ? { status } : undefined}
        cells={{
          reportNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="quality-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <ReportStatusTag status={String(value)} />,
          severity: (value) => <SeverityTag severity={String(value)} />,
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="row-detail">
            {t('qualityReport.detail')}
          </Button>
        )}
      />
      {open !== undefined && <QualityReportDetail kind={kind} id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

export const QualityReportPage = () => <ReportPage kind="quality" />;
export const AccidentReportPage = () => <ReportPage kind="accident" />;
