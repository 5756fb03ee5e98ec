/** The engineer screens and the routes they open at (menu paths of the service network). */
import { page, type PageDef } from '../../shell/page-def.ts';

export const ENGINEER_PAGES: PageDef[] = [
  { pattern: '/basic/engineer/index', menu: true, component: page(() => import('./EngineerPage.tsx'), (m) => m.EngineerPage) },
  { pattern: '/basic/engineerChange/index', menu: true, component: page(() => import('./EngineerChangePage.tsx'), (m) => m.EngineerChangePage) },
];
