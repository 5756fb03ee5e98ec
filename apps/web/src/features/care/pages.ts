/** Customer care (issue 18) under 客户关怀: supervision orders. */
import { type PageDef, page } from '../../shell/page-def.ts';

export const CARE_PAGES: PageDef[] = [{ pattern: '/care/supervision/index', menu: true, component: page(() => import('./SupervisionPage.tsx'), (m) => m.SupervisionPage) }];
