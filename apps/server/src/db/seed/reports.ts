/**
 * The home dashboard's figures (/rpt/rptIndexCollection): a button of the report centre (报表中心) that every role but
 * the customer holds, since every home page shows the figures of its caller's data scope.
 */
import { DASHBOARD } from '@as/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { reportCentreMenu } from './parts-plan.ts';

export async function seedDashboardMenu(tx: Tx, tenantId: number) {
  const parentId = await reportCentreMenu(tx, tenantId);
  const [button] = await tx.insert(s.sysMenu).values({ tenantId, parentId, key: 'report.index', name: '首页指标', type: '1', permission: DASHBOARD.permission, sort: 0 }).returning({ id: s.sysMenu.id });
  const roles = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), ne(s.sysRole.code, 'CUSTOMER')));
  if (roles.length) await tx.insert(s.sysRoleMenu).values(roles.map((role) => ({ tenantId, roleId: role.id, menuId: button.id }))).onConflictDoNothing();
}
