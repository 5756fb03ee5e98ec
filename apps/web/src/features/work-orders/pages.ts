/** Work-order processing (menu workorder.order) and the fixed route of an order's detail. */
import { page, type PageDef } from '../../shell/page-def.ts';
import { ORDER_DETAIL_PATTERN, ORDER_LIST_PATH } from './order-screen.ts';

export const WORK_ORDER_PAGES: PageDef[] = [
  { pattern: ORDER_LIST_PATH, menu: true, component: page(() => import('./OrderPage.tsx'), (m) => m.OrderPage) },
  { pattern: ORDER_DETAIL_PATTERN, title: 'workOrders.detailTitle', component: page(() => import('./OrderDetailPage.tsx'), (m) => m.OrderDetailPage) },
];
