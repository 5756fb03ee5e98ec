/** The other work-order screens (spec section 2, work order business) and the routes they open at. */
import { page, type PageDef } from '../../shell/page-def.ts';
import { EXCHANGE_PATH } from './exchange-api.ts';

export const ORDER_MORE_PAGES: PageDef[] = [
  { pattern: '/workorder/history/index', menu: true, component: page(() => import('./HistoryPage.tsx'), (m) => m.HistoryPage) },
  { pattern: '/workorder/ecommerce/index', menu: true, component: page(() => import('./EBusinessPage.tsx'), (m) => m.EBusinessPage) },
  { pattern: EXCHANGE_PATH, menu: true, component: page(() => import('./ExchangePage.tsx'), (m) => m.ExchangePage) },
];
