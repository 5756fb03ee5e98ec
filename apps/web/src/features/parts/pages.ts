/** Parts applications (issue 16): the screen of menu parts.apply (seed: /parts/apply/index). */
import { page, type PageDef } from '../../shell/page-def.ts';

export const PARTS_PAGES: PageDef[] = [{ pattern: '/parts/apply/index', menu: true, component: page(() => import('./ApplyPage.tsx'), (m) => m.ApplyPage) }];
