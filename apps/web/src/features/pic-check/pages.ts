/** Picture review (issue 18) under 工单业务. */
import { type PageDef, page } from '../../shell/page-def.ts';

export const PIC_CHECK_PAGES: PageDef[] = [{ pattern: '/workorder/pic-check/index', menu: true, component: page(() => import('./PicCheckPage.tsx'), (m) => m.PicCheckPage) }];
