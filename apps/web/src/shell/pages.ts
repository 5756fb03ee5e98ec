/**
 * Every in-app page the layout can show, by route pattern. Menus from the server name paths; only paths listed
 * here open, and the code behind each is fixed at build time.
 */
import type { ResourceDef } from '@as/shared';
import { createElement } from 'react';
import { matchPath } from 'react-router';
import { ACCESS_PAGES } from '../features/access/pages.ts';
import { CALL_ACCESS_PAGES } from '../features/call-access/pages.ts';
import { COMPANY_SETUP_PAGES, COMPANY_SETUP_RESOURCE_PAGES } from '../features/company-setup/pages.ts';
import { CUSTOMER_PAGES } from '../features/customers/pages.ts';
import { DISPATCH_PAGES } from '../features/dispatch/pages.ts';
import { ENGINEER_PAGES } from '../features/engineers/pages.ts';
import { EXPORT_PAGES } from '../features/exports/pages.ts';
import { INTERFACE_PAGES } from '../features/interfaces/pages.ts';
import { MASTER_DATA_PAGES } from '../features/master-data/pages.ts';
import { NETWORK_PAGES } from '../features/network/pages.ts';
import { ORDER_MORE_PAGES } from '../features/order-more/pages.ts';
import { HELP_MAIL_PAGES } from '../features/help-mail/pages.ts';
import { KNOWLEDGE_PAGES } from '../features/knowledge/pages.ts';
import { CARE_PAGES } from '../features/care/pages.ts';
import { RECALL_REPORT_PAGES } from '../features/recall-report/pages.ts';
import { REPORT_CENTRE_PAGES } from '../features/report-centre/pages.ts';
import { COMPLAINT_PAGES } from '../features/complaint/pages.ts';
import { RECALL_PAGES } from '../features/recall/pages.ts';
import { MESSAGE_PAGES } from '../features/messages/pages.ts';
import { ORDER_REQUEST_PAGES } from '../features/order-requests/pages.ts';
import { PARTS_PAGES } from '../features/parts/pages.ts';
import { PIC_CHECK_PAGES } from '../features/pic-check/pages.ts';
import { QUALITY_PAGES } from '../features/quality/pages.ts';
import { PLATFORM_PAGES } from '../features/platform/pages.ts';
import { RULES_PAGES } from '../features/rules/pages.ts';
import { ACCOUNT_PAGES } from '../features/settlement/account-pages.ts';
import { PRICING_PAGES, PRICING_RESOURCE_PAGES } from '../features/settlement/pricing-pages.ts';
import { STATEMENT_PAGES } from '../features/settlement/statement-pages.ts';
import { SLA_WARNING_PAGES } from '../features/sla-warning/pages.ts';
import { STOCK_PAGES } from '../features/stock/pages.ts';
import { WORKFLOW_PAGES } from '../features/workflow/pages.ts';
import { WORK_ORDER_PAGES } from '../features/work-orders/pages.ts';
import { type PageDef, page } from './page-def.ts';

/** The generic screen of a business resource over its /basic calls. */
const resourcePage = (def: ResourceDef) =>
  page(
    () => Promise.all([import('../crud/ResourcePage.tsx'), import('../crud/resource-api.ts')]),
    ([m, api]) => () => createElement(m.ResourcePage, { def, api: api.basicApi(def) }),
  );

export const PAGES: PageDef[] = [
  ...[...MASTER_DATA_PAGES, ...RULES_PAGES, ...COMPANY_SETUP_RESOURCE_PAGES, ...PRICING_RESOURCE_PAGES].map(({ pattern, def }) => ({ pattern, menu: true, component: resourcePage(def) })),
  ...COMPANY_SETUP_PAGES,
  ...ACCESS_PAGES,
  ...NETWORK_PAGES,
  ...PLATFORM_PAGES,
  ...EXPORT_PAGES,
  ...INTERFACE_PAGES,
  ...CUSTOMER_PAGES,
  ...WORKFLOW_PAGES,
  ...ENGINEER_PAGES,
  ...WORK_ORDER_PAGES,
  ...SLA_WARNING_PAGES,
  ...ORDER_MORE_PAGES,
  ...HELP_MAIL_PAGES,
  ...ORDER_REQUEST_PAGES,
  ...CALL_ACCESS_PAGES,
  ...DISPATCH_PAGES,
  ...STOCK_PAGES,
  ...PARTS_PAGES,
  ...PIC_CHECK_PAGES,
  ...QUALITY_PAGES,
  ...ACCOUNT_PAGES,
  ...PRICING_PAGES,
  ...STATEMENT_PAGES,
  ...KNOWLEDGE_PAGES,
  ...CARE_PAGES,
  ...RECALL_REPORT_PAGES,
  ...REPORT_CENTRE_PAGES,
  ...COMPLAINT_PAGES,
  ...RECALL_PAGES,
  ...MESSAGE_PAGES,
  { pattern: '/wel/index', title: 'shell.home', component: page(() => import('./WelcomePage.tsx'), (m) => m.WelcomePage) },
  { pattern: '/myiframe/:routerPath', title: 'shell.home', component: page(() => import('./IframePage.tsx'), (m) => m.IframePage) },
  { pattern: '/gen/dynamic/:dsName/:tableName', title: 'shell.dynamicPage', component: page(() => import('../features/master-data/DynamicPage.tsx'), (m) => m.DynamicPage) },
  { pattern: '/admin/document/index', menu: true, component: page(() => import('./IframePage.tsx'), (m) => m.DocumentPage) },
];

export function resolvePage(pathname: string): PageDef | undefined {
  return PAGES.find((p) => matchPath({ path: p.pattern, end: true }, pathname));
}
