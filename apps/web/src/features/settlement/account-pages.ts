/** The outlet's account and assessment sheets (issue 17) under 财务中心: the balance view, the flows, the sheets. */
import { type PageDef, page } from '../../shell/page-def.ts';

export const ACCOUNT_PAGES: PageDef[] = [
  { pattern: '/finance/siteAccount/index', menu: true, component: page(() => import('./AccountPage.tsx'), (m) => m.AccountPage) },
  { pattern: '/finance/siteFinflow/index', menu: true, component: page(() => import('./FlowPage.tsx'), (m) => m.FlowPage) },
  { pattern: '/finance/checkBill/index', menu: true, component: page(() => import('./CheckBillPage.tsx'), (m) => m.CheckBillPage) },
];
