/** The interface failure records screen and the route it opens at (beside /intf/intfDownloadRecord). */
import { page, type PageDef } from '../../shell/page-def.ts';

export const INTERFACE_PAGES: PageDef[] = [
  { pattern: '/intf/intfFailRecord/index', menu: true, component: page(() => import('./IntfFailPage.tsx'), (m) => m.IntfFailPage) },
];
