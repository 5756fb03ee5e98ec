/** Quality and accident reports and good-comment applications (issue 18) under 工单业务. */
import { type PageDef, page } from '../../shell/page-def.ts';

export const QUALITY_PAGES: PageDef[] = [
  { pattern: '/workorder/quality-report/index', menu: true, component: page(() => import('./QualityReportPage.tsx'), (m) => m.QualityReportPage) },
  { pattern: '/workorder/accident-report/index', menu: true, component: page(() => import('./QualityReportPage.tsx'), (m) => m.AccidentReportPage) },
  { pattern: '/workorder/good-comment/index', menu: true, component: page(() => import('./GoodCommentPage.tsx'), (m) => m.GoodCommentPage) },
];
