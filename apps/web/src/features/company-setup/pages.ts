/** Company setup screens: the company configuration form. */
import { page, type PageDef } from '../../shell/page-def.ts';

export const COMPANY_SETUP_PAGES: PageDef[] = [
  { pattern: '/basic/companyConfig/index', menu: true, component: page(() => import('./CompanyConfigPage.tsx'), (m) => m.CompanyConfigPage) },
];
