/** The home dashboard's call (/rpt/rptIndexCollection/indexMsg; docs/kpis.md). */
import { DASHBOARD, type KpiFigures } from '@as/shared';
import { biz } from '../../api/request.ts';

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
  figures: KpiFigures;
  trend: { day: string; received: number; finished: number; cancelled: number }[];
  outlets: Ranked[];
  engineers: Ranked[];
  now: { open: number; overdue: number; partsWaiting: number; dueToday: number };
}

export const dashboardKeys = { all: ['dashboard'] as const, of: (q: DashboardQuery) => ['dashboard', q] as const };

export const loadDashboard = (q: DashboardQuery) => biz<Dashboard>(`/rpt/${DASHBOARD.name}/indexMsg`, { method: 'POST', data: q });
