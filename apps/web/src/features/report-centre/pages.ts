/** The report centre's work-order reports (report.orderDetail, report.barcodeTrace). */
import { page, type PageDef } from '../../shell/page-def.ts';

export const REPORT_CENTRE_PAGES: PageDef[] = [
  { pattern: '/report/orderDetail/index', menu: true, component: page(() => import('./ReportCentrePages.tsx'), (m) => m.OrderDetailReportPage) },
  { pattern: '/report/itemBarcodeSearch/index', menu: true, component: page(() => import('./ReportCentrePages.tsx'), (m) => m.BarcodeTraceReportPage) },
];
