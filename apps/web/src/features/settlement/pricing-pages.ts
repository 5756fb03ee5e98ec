/** Pricing screens (issue 17) under 财务中心: standards and coefficients (the generic resource page), the cost formula, orders without a standard. */
import { PRICING_RESOURCES } from '@as/shared';
import { type PageDef, page } from '../../shell/page-def.ts';

export const PRICING_RESOURCE_PAGES = PRICING_RESOURCES.map((def) => ({ pattern: `/basic/${def.key}/index`, def }));

export const PRICING_PAGES: PageDef[] = [
  { pattern: '/finance/costFormula/index', menu: true, component: page(() => import('./CostFormulaPage.tsx'), (m) => m.CostFormulaPage) },
  { pattern: '/finance/orderPricing/index', menu: true, component: page(() => import('./OrderPricing.tsx'), (m) => m.OrderPricingPage) },
];
