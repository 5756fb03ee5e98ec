/** Tenants, terminals (OAuth clients), social accounts, dictionaries, parameters, logs, files, tokens, the SMS outbox and personal information: the screens and the routes they open at. */
import type { ScreenDef } from '@as/shared';
import { createElement } from 'react';
import type { ResourceApi } from '../../crud/resource-api.ts';
import { type PageDef, page } from '../../shell/page-def.ts';

/** A screen that is the list alone: its definition and adapter. */
const listPage = (pick: (m: typeof import('./platform-api.ts'), s: typeof import('./screens.ts')) => { def: ScreenDef; api: ResourceApi }) =>
  page(
    () => Promise.all([import('../../crud/ResourcePage.tsx'), import('./platform-api.ts'), import('./screens.ts')]),
    ([m, api, screens]) => () => createElement(m.ResourcePage, pick(api, screens)),
  );

export const PLATFORM_PAGES: PageDef[] = [
  { pattern: '/admin/tenant/index', menu: true, component: listPage((a, s) => ({ def: s.tenantScreen, api: a.tenantApi })) },
  { pattern: '/admin/param/index', menu: true, component: listPage((a, s) => ({ def: s.paramScreen, api: a.paramApi })) },
  { pattern: '/admin/client/index', menu: true, component: listPage((a, s) => ({ def: s.clientScreen, api: a.clientApi })) },
  { pattern: '/admin/social/index', menu: true, component: listPage((a, s) => ({ def: s.socialScreen, api: a.socialApi })) },
  // The outbox with the evaluation SMS's reply button (features/evaluation).
  { pattern: '/admin/sms/index', menu: true, component: page(() => import('../evaluation/SmsOutboxPage.tsx'), (m) => m.SmsOutboxPage) },
  { pattern: '/admin/wechat/index', menu: true, component: page(() => import('../wechat/WechatOutboxPage.tsx'), (m) => m.WechatOutboxPage) },
  { pattern: '/admin/dict/index', menu: true, component: page(() => import('./DictPage.tsx'), (m) => m.DictPage) },
  { pattern: '/admin/log/index', menu: true, component: page(() => import('./LogPage.tsx'), (m) => m.LogPage) },
  { pattern: '/admin/file/index', menu: true, component: page(() => import('./FilePage.tsx'), (m) => m.FilePage) },
  { pattern: '/admin/token/index', menu: true, component: page(() => import('./TokenPage.tsx'), (m) => m.TokenPage) },
  { pattern: '/info/index', title: 'shell.info', component: page(() => import('./InfoPage.tsx'), (m) => m.InfoPage) },
];
