/** The recall reports under the report centre (report.recallInfo, report.recallDetail). */
import { page, type PageDef } from '../../shell/page-def.ts';

export const RECALL_REPORT_PAGES: PageDef[] = [
  { pattern: '/report/recallInfo/index', menu: true, component: page(() => import('./RecallReportPages.tsx'), (m) => m.RecallInfoReportPage) },
  { pattern: '/report/recallDetail/index', menu: true, component: page(() => import('./RecallReportPages.tsx'), (m) => m.RecallDetailReportPage) },
];
