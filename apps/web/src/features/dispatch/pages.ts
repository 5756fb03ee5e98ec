/** Dispatch screens: the assignment centre and the map dispatch board (menu paths of 工单业务). */
import { page, type PageDef } from '../../shell/page-def.ts';

export const DISPATCH_PAGES: PageDef[] = [
  { pattern: '/workorder/assign/index', menu: true, component: page(() => import('./AssignPage.tsx'), (m) => m.AssignPage) },
  { pattern: '/workorder/map/index', menu: true, component: page(() => import('./MapBoardPage.tsx'), (m) => m.MapBoardPage) },
];
