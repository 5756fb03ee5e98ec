/**
 * The complaint detail report (menu report.complaintDetail; spec section 7's /rpt/complaintDetail): one row per
 * complaint of the caller's scope with its order, outlet, nature, object, registered and resolved times, whether it
 * was resolved on time or late (or still runs), its handler and state; filtered by number, order, nature, object,
 * timeliness, state and registration dates, sorted, paged and exported through the export tasks.
 */
import { COMPLAINT_REPORT_SCREEN } from '@as/shared';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { complaintReportApi } from './complaint-api.ts';
import { ComplaintStatusTag } from './ComplaintDetail.tsx';

const COLORS: Record<string, string> = { onTime: 'success', late: 'error', running: 'processing' };

export function ComplaintReportPage() {
  const { t } = useTranslation();
  const at = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '—');
  return (
    <ResourcePage
      def={COMPLAINT_REPORT_SCREEN}
      api={complaintReportApi}
      cells={{
        status: (value) => <ComplaintStatusTag status={String(value)} />,
        timeliness: (value) => <Tag color={COLORS[String(value)]}>{t(`complaint.timeliness.${String(value)}`)}</Tag>,
        siteName: (value) => (value ? String(value) : '—'),
        handlerName: (value) => (value ? String(value) : '—'),
        createdAt: at,
        resolveDueAt: at,
        resolvedAt: at,
      }}
    />
  );
}
