/** The export-task screen and the route it opens at (spec: /intf/intfDownloadRecord). */
import { page, type PageDef } from '../../shell/page-def.ts';

export const EXPORT_PAGES: PageDef[] = [
  { pattern: '/intf/intfDownloadRecord/index', menu: true, component: page(() => import('./ExportTaskPage.tsx'), (m) => m.ExportTaskPage) },
];
