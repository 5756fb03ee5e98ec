/** The site-message inbox (opened from the top bar's bell, for every signed-in user: no menu entry). */
import { type PageDef, page } from '../../shell/page-def.ts';
import { MESSAGES_PATH } from './messages-api.ts';

export const MESSAGE_PAGES: PageDef[] = [{ pattern: MESSAGES_PATH, title: 'siteMessage.title', component: page(() => import('./MessagesPage.tsx'), (m) => m.MessagesPage) }];
