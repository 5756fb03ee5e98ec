/** Call access: the screen an incoming call opens (/workorder/orderaccess/access/index?callMobile1=…). */
import { page, type PageDef } from '../../shell/page-def.ts';

export const CALL_ACCESS_PAGES: PageDef[] = [{ pattern: '/workorder/orderaccess/access/index', menu: true, component: page(() => import('./CallAccessPage.tsx'), (m) => m.CallAccessPage) }];
