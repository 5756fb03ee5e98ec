/** The SLA warning screen and the route it opens at (a menu path of the work-order business). */
import { page, type PageDef } from '../../shell/page-def.ts';

export const SLA_WARNING_PATH = '/workorder/warning/index';

export const SLA_WARNING_PAGES: PageDef[] = [{ pattern: SLA_WARNING_PATH, menu: true, component: page(() => import('./SlaWarningPage.tsx'), (m) => m.SlaWarningPage) }];
