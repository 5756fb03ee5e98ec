/** Statements (issue 17): the screens of menus finance.settlePool and finance.statement. */
import { type PageDef, page } from '../../shell/page-def.ts';

export const STATEMENT_PAGES: PageDef[] = [
  { pattern: '/finance/settlePool/index', menu: true, component: page(() => import('./PoolPage.tsx'), (m) => m.PoolPage) },
  { pattern: '/finance/statement/index', menu: true, component: page(() => import('./StatementPage.tsx'), (m) => m.StatementPage) },
];
