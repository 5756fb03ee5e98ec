/**
 * The home dashboard's figures (/rpt/rptIndexCollection): a button of the report centre (报表中心) that every role but
 * the customer holds, since every home page shows the figures of its caller's data scope; and the check of the
 * tenant's facts against its orders, headquarters'.
 */
import { DASHBOARD } from '@as/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { reportCentreMenu } from './parts-plan.ts';

export async function seedDashboardMenu(tx: Tx, tenantId: number) {
  const parentId = await reportCentreMenu(tx, tenantId);
  const [button] = await tx.insert(s.sysMenu).values({ tenantId, parentId, key: 'report.index', name: '首页指标', type: '1', permission: DASHBOARD.permission, sort: 0 }).returning({ id: s.sysMenu.id });
  const [check] = await tx.insert(s.sysMenu).values({ tenantId, parentId, key: 'report.indexCheck', name: '首页指标核对', type: '1', permission: DASHBOARD.check, sort: 1 }).returning({ id: s.sysMenu.id });
  const roles = await tx.select({ id: s.sysRole.id, code: s.sysRole.code }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), ne(s.sysRole.code, 'CUSTOMER')));
  const grants = roles.flatMap((role) => (role.code === 'ROLE_ADMIN' ? [button.id, check.id] : [button.id]).map((menuId) => ({ tenantId, roleId: role.id, menuId })));
  if (grants.length) await tx.insert(s.sysRoleMenu).values(grants).onConflictDoNothing();
}
