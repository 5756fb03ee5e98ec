/** Work-order appeals and fee applications, and the routes they open at. */
import { page, type PageDef } from '../../shell/page-def.ts';

export const ORDER_REQUEST_PAGES: PageDef[] = [
  { pattern: '/workorder/appeal/index', menu: true, component: page(() => import('./RequestPages.tsx'), (m) => m.AppealPage) },
  { pattern: '/workorder/applymoney/index', menu: true, component: page(() => import('./RequestPages.tsx'), (m) => m.ApplyMoneyPage) },
];
