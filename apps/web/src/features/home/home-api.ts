/** The outlet's home and the engineer's day (/rpt/rptIndexCollection/siteIndexMsg, engineerDay; docs/kpis.md). */
import { DASHBOARD, HOME_VIEWS, type PAST_LAST_BUCKET, type Standing } from '@as/shared';
import { biz } from '../../api/request.ts';

export interface SiteHomeQuery {
  from: string;
  to: string;
}

export interface SiteHome {
  site: { id: number; deptId: number; name: string };
  byStatus: { status: number; count: number }[];
  now: { open: number; appointedToday: number; slaDueToday: number; overdue: number };
  figures: {
    received: number;
    finished: number;
    slaCompliance: number | null;
    turnaroundAvgMinutes: number | null;
    turnaroundP90Hours: number | typeof PAST_LAST_BUCKET | null;
    firstAppointAvgMinutes: number | null;
    firstTimeFixRate: number | null;
  };
  ranking: { slaCompliance: Standing; firstTimeFixRate: Standing };
}

export interface DayOrder {
  id: number;
  orderNo: string;
  status: number;
  customerName: string;
  phone: string;
  address: string;
  appointAt: string | null;
  checkInAt: string | null;
}

export interface EngineerDayData {
  appointments: DayOrder[];
  onSite: DayOrder[];
  toComplete: DayOrder[];
}

export const homeKeys = { site: (q: SiteHomeQuery) => ['home', 'site', q] as const, engineer: ['home', 'engineer'] as const };

export const loadSiteHome = (q: SiteHomeQuery) => biz<SiteHome>(`/rpt/${DASHBOARD.name}/${HOME_VIEWS.site.endpoint}`, { method: 'POST', data: q });
export const loadEngineerDay = () => biz<EngineerDayData>(`/rpt/${DASHBOARD.name}/${HOME_VIEWS.engineer.endpoint}`, { method: 'POST' });
