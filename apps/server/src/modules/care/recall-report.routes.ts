/**
 * The report centre's return-visit reports (spec section 7): /rpt/recallInfo and /rpt/recallDetail, each getListPage
 * (its screen's filters, sorts and paging, in the caller's scope) and getListByExcel (the same list exported in the
 * background through the export tasks). A report's view and export are permissions of their own (报表中心 buttons).
 */
import { RECALL_DETAIL_REPORT, RECALL_DETAIL_SCREEN, RECALL_INFO_REPORT, RECALL_INFO_SCREEN } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { reportRoutes } from '../../http/resource/report-routes.ts';
import { listRecallDetail, listRecallInfo } from './recall-report.report.ts';

export function recallReportRoutes(app: FastifyInstance, deps: Deps) {
  for (const [def, name, list] of [
    [RECALL_INFO_SCREEN, RECALL_INFO_REPORT.name, listRecallInfo],
    [RECALL_DETAIL_SCREEN, RECALL_DETAIL_REPORT.name, listRecallDetail],
  ] as const) {
    reportRoutes(app, deps, { def, urls: { list: `/rpt/${name}/getListPage`, export: `/rpt/${name}/getListByExcel` }, tag: name, list });
  }
}
