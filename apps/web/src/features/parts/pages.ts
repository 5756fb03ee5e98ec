/** Parts (issue 16): the screens of the applications, plans, returns and the no-return list, and the applications and returns reports (report.partsApply, report.partsReturn). */
import { page, type PageDef } from '../../shell/page-def.ts';

export const PARTS_PAGES: PageDef[] = [
  { pattern: '/parts/apply/index', menu: true, component: page(() => import('./ApplyPage.tsx'), (m) => m.ApplyPage) },
  { pattern: '/parts/plan/index', menu: true, component: page(() => import('./PlanPage.tsx'), (m) => m.PlanPage) },
  { pattern: '/report/partsApply/index', menu: true, component: page(() => import('./ApplyReportPage.tsx'), (m) => m.ApplyReportPage) },
  { pattern: '/parts/returnNew/index', menu: true, component: page(() => import('./ReturnPage.tsx'), (m) => m.NewReturnPage) },
  { pattern: '/parts/returnOld/index', menu: true, component: page(() => import('./ReturnPage.tsx'), (m) => m.OldReturnPage) },
  { pattern: '/parts/noReturn/index', menu: true, component: page(() => import('./NoReturnPage.tsx'), (m) => m.NoReturnPage) },
  { pattern: '/report/partsReturn/index', menu: true, component: page(() => import('./ReturnReportPage.tsx'), (m) => m.ReturnReportPage) },
];
