/**
 * The home dashboard's figures (/rpt/rptIndexCollection): a button of the report centre (报表中心) that every role but
 * the customer holds, since every home page shows the figures of its caller's data scope; the check of the tenant's
 * facts against its orders, headquarters'; the outlet's home, the outlets' roles', and the engineer's day, the
 * engineers' (with an outlet, each makes its holder's home page show that view; docs/kpis.md).
 */
import { DASHBOARD, HOME_VIEWS } from '@as/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { reportCentreMenu } from './parts-plan.ts';

export async function seedDashboardMenu(tx: Tx, tenantId: number) {
  const parentId = await reportCentreMenu(tx, tenantId);
  const [button] = await tx.insert(s.sysMenu).values({ tenantId, parentId, key: 'report.index', name: '首页指标', type: '1', permission: DASHBOARD.permission, sort: 0 }).returning({ id: s.sysMenu.id });
  const [check] = await tx.insert(s.sysMenu).values({ tenantId, parentId, key: 'report.indexCheck', name: '首页指标核对', type: '1', permission: DASHBOARD.check, sort: 1 }).returning({ id: s.sysMenu.id });
  const [site] = await tx.insert(s.sysMenu).values({ tenantId, parentId, key: 'report.indexSite', name: '网点首页', type: '1', permission: HOME_VIEWS.site.permission, sort: 2 }).returning({ id: s.sysMenu.id });
  const [engineer] = await tx.insert(s.sysMenu).values({ tenantId, parentId, key: 'report.indexEngineer', name: '工程师今日工作', type: '1', permission: HOME_VIEWS.engineer.permission, sort: 3 }).returning({ id: s.sysMenu.id });
  const roles = await tx.select({ id: s.sysRole.id, code: s.sysRole.code }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), ne(s.sysRole.code, 'CUSTOMER')));
  // Headquarters' administrator holds every call; its home stays the dashboard, having no outlet (WelcomePage).
  const buttonsOf = (code: string) => [button.id, ...(code === 'ROLE_ADMIN' ? [check.id, site.id, engineer.id] : []), ...(code.startsWith('OUTLET_') ? [site.id] : []), ...(code === 'ENGINEER' ? [engineer.id] : [])];
  const grants = roles.flatMap((role) => buttonsOf(role.code).map((menuId) => ({ tenantId, roleId: role.id, menuId })));
  if (grants.length) await tx.insert(s.sysRoleMenu).values(grants).onConflictDoNothing();
}
