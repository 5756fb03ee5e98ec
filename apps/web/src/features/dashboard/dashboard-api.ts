/** The home dashboard's call (/rpt/rptIndexCollection/indexMsg; docs/kpis.md). */
import { type CareFigures, DASHBOARD, KPI_NOW_LINKS, type KpiFigures, type KpiLink } from '@as/shared';
import { biz } from '../../api/request.ts';
import { ORDER_LIST_PATH } from '../work-orders/order-screen.ts';

export interface DashboardQuery {
  from: string;
  to: string;
  deptId?: number;
  categoryId?: number;
}

export interface Ranked {
  id: number;
  name: string;
  finished: number;
  slaCompliance: number | null;
  firstTimeFixRate: number | null;
  turnaroundAvgMinutes: number | null;
}

export interface Dashboard {
  figures: KpiFigures & CareFigures;
  trend: { day: string; received: number; finished: number; cancelled: number }[];
  outlets: Ranked[];
  engineers: Ranked[];
  now: { open: number; overdue: number; partsWaiting: number; dueToday: number };
}

export const dashboardKeys = { all: ['dashboard'] as const, of: (q: DashboardQuery) => ['dashboard', q] as const };

export const loadDashboard = (q: DashboardQuery) => biz<Dashboard>(`/rpt/${DASHBOARD.name}/indexMsg`, { method: 'POST', data: q });

/**
 * The work-order list of the orders behind a figure (docs/kpis.md): its link and range (none for what stands now),
 * the dashboard's organisation and category (with those below them), and an outlet or engineer of a ranking.
 */
export function ordersBehind(link: KpiLink, q: DashboardQuery, more: Partial<Record<'siteId' | 'engineerId', number>> = {}): string {
  const params = new URLSearchParams({ kpi: KPI_NOW_LINKS.includes(link) ? link : `${link},${q.from},${q.to}` });
  if (q.deptId) params.set('deptTree', String(q.deptId));
  if (q.categoryId) params.set('categoryTree', String(q.categoryId));
  for (const [k, v] of Object.entries(more)) params.set(k, String(v));
  return `${ORDER_LIST_PATH}?${params}`;
}
