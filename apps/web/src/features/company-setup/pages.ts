/** Company setup screens: the company configuration form, parameter configuration (business system parameters), the barcode library, parts BOMs and their change records (generic), and the serial code generator. */
import { itemBarcodeResource, partsBomChangeResource, partsBomResource } from '@as/shared';
import { page, type PageDef } from '../../shell/page-def.ts';

/** The generic resource screens of company setup, at /basic/<key>/index. */
export const COMPANY_SETUP_RESOURCE_PAGES = [itemBarcodeResource, partsBomResource, partsBomChangeResource].map((def) => ({ pattern: `/basic/${def.key}/index`, def }));

export const COMPANY_SETUP_PAGES: PageDef[] = [
  { pattern: '/basic/companyConfig/index', menu: true, component: page(() => import('./CompanyConfigPage.tsx'), (m) => m.CompanyConfigPage) },
  { pattern: '/basic/paramConfig/index', menu: true, component: page(() => import('./ParamConfigPage.tsx'), (m) => m.ParamConfigPage) },
  { pattern: '/basic/barcodeGenerate/index', menu: true, component: page(() => import('./BarcodeGeneratePage.tsx'), (m) => m.BarcodeGeneratePage) },
];
