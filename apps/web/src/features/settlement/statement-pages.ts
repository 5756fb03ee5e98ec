/** Statements (issue 17): the screens of menus finance.settlePool, finance.statement and finance.billSlip (their billing slips). */
import { type PageDef, page } from '../../shell/page-def.ts';

export const STATEMENT_PAGES: PageDef[] = [
  { pattern: '/finance/settlePool/index', menu: true, component: page(() => import('./PoolPage.tsx'), (m) => m.PoolPage) },
  { pattern: '/finance/statement/index', menu: true, component: page(() => import('./StatementPage.tsx'), (m) => m.StatementPage) },
  { pattern: '/finance/billSlip/index', menu: true, component: page(() => import('./BillSlipPage.tsx'), (m) => m.BillSlipPage) },
];
