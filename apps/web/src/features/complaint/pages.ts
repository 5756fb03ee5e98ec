/** Complaint handling at the spec's route (menu workorder.complaint) and the report centre's complaint detail. */
import { type PageDef, page } from '../../shell/page-def.ts';

export const COMPLAINT_PATH = '/workorder/business/complaintHandling/index';

export const COMPLAINT_PAGES: PageDef[] = [
  { pattern: COMPLAINT_PATH, menu: true, component: page(() => import('./ComplaintHandlingPage.tsx'), (m) => m.ComplaintHandlingPage) },
  { pattern: '/report/complaintDetail/index', menu: true, component: page(() => import('./ComplaintReportPage.tsx'), (m) => m.ComplaintReportPage) },
];
