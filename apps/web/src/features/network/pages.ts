/** Service-network screens: outlets, their change requests, auto-dispatch rules. */
import { page, type PageDef } from '../../shell/page-def.ts';

export const NETWORK_PAGES: PageDef[] = [
  { pattern: '/basic/site/index', menu: true, component: page(() => import('./SitePage.tsx'), (m) => m.SitePage) },
  { pattern: '/basic/siteChange/index', menu: true, component: page(() => import('./SiteChangePage.tsx'), (m) => m.SiteChangePage) },
  { pattern: '/basic/autoDispatch/index', menu: true, component: page(() => import('./AutoDispatchPage.tsx'), (m) => m.AutoDispatchPage) },
];
