/** One-click help and repair by mail (spec section 2, work order business) and the routes they open at. */
import { page, type PageDef } from '../../shell/page-def.ts';

export const HELP_MAIL_PAGES: PageDef[] = [
  { pattern: '/workorder/help/index', menu: true, component: page(() => import('./HelpPage.tsx'), (m) => m.HelpPage) },
  { pattern: '/workorder/mail/index', menu: true, component: page(() => import('./MailPage.tsx'), (m) => m.MailPage) },
];
