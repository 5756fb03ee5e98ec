/** Parts management (issue 15): one screen per stock document kind, the old-part write-offs, the balance, the movement history, the network inventory and the item barcode search. */
import type { StockDocKind } from '@as/shared';
import { createElement } from 'react';
import { page, type PageDef } from '../../shell/page-def.ts';

/** The document kinds' menu paths (seed: /parts/<screen>/index). */
const DOC_SCREENS: [string, StockDocKind][] = [
  ['stockIn', 'in'],
  ['stockOut', 'out'],
  ['transfer', 'transfer'],
  ['count', 'count'],
  ['stockRequest', 'request'],
];

export const STOCK_PAGES: PageDef[] = [
  ...DOC_SCREENS.map(([screen, kind]) => ({
    pattern: `/parts/${screen}/index`,
    menu: true,
    component: page(
      () => import('./DocPage.tsx'),
      (m) => () => createElement(m.DocPage, { kind }),
    ),
  })),
  // Old-part write-offs: the stock-out screen of that type alone.
  {
    pattern: '/parts/scrapOld/index',
    menu: true,
    component: page(
      () => import('./DocPage.tsx'),
      (m) => () => createElement(m.DocPage, { kind: 'out', docType: 'scrapOld' }),
    ),
  },
  { pattern: '/parts/balance/index', menu: true, component: page(() => import('./BalancePage.tsx'), (m) => m.BalancePage) },
  { pattern: '/parts/stockMove/index', menu: true, component: page(() => import('./MovePage.tsx'), (m) => m.MovePage) },
  { pattern: '/parts/networkInventory/index', menu: true, component: page(() => import('./NetworkInventoryPage.tsx'), (m) => m.NetworkInventoryPage) },
  { pattern: '/parts/itemBarcodeSearch/index', menu: true, component: page(() => import('./ItemBarcodePage.tsx'), (m) => m.ItemBarcodePage) },
];
