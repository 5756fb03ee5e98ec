/** Customer screens and the routes they open at: profiles (with their assets), all assets, the review queue. */
import { page, type PageDef } from '../../shell/page-def.ts';

export const CUSTOMER_PAGES: PageDef[] = [
  { pattern: '/customer/profile/index', menu: true, component: page(() => import('./CustomerPage.tsx'), (m) => m.CustomerPage) },
  { pattern: '/customer/asset/index', menu: true, component: page(() => import('./AssetPage.tsx'), (m) => m.AssetPage) },
  { pattern: '/customer/review/index', menu: true, component: page(() => import('./ReviewPage.tsx'), (m) => m.ReviewPage) },
];
