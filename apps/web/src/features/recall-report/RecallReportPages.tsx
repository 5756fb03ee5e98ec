/**
 * The report centre's return-visit reports (menus report.recallInfo, report.recallDetail; spec section 7's /rpt
 * recallInfo and recallDetail): a row per return visit, and a row per call with the verdict its answers gave and the
 * questions the customer did not confirm; filtered, sorted, paged and exported like the other reports.
 */
import { RECALL_DETAIL_SCREEN, RECALL_INFO_SCREEN } from '@as/shared';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { recallDetailApi, recallInfoApi } from './recall-report-api.ts';

const at = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '—');
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

export function RecallInfoReportPage() {
  return <ResourcePage def={RECALL_INFO_SCREEN} api={recallInfoApi} cells={{ createdAt: at, finishedAt: at, completedAt: at, engineerName: text, assigneeName: text }} />;
}

export function RecallDetailReportPage() {
  return <ResourcePage def={RECALL_DETAIL_SCREEN} api={recallDetailApi} cells={{ createdAt: at, unconfirmed: text, remark: text, engineerName: text }} />;
}
