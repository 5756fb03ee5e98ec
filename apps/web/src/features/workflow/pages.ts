/** My Process (reached from the menu, and from the level-one group of order 9) and the fixed route /activti/detail/{id}. */
import { page, type PageDef } from '../../shell/page-def.ts';
import { MY_PROCESS_PATH } from '../../shell/menus.ts';

export const PROCESS_DETAIL_PATTERN = '/activti/detail/:id';

export const WORKFLOW_PAGES: PageDef[] = [
  { pattern: MY_PROCESS_PATH, menu: true, component: page(() => import('./ProcessPage.tsx'), (m) => m.ProcessPage) },
  { pattern: PROCESS_DETAIL_PATTERN, title: 'workflow.detailTitle', component: page(() => import('./ProcessDetailPage.tsx'), (m) => m.ProcessDetailPage) },
];
