/**
 * Parts plans (issue 16): the 备件计划 screen under 备件管理 with its buttons and their grants, the 备件申请报表
 * (/rpt/partsApply) under 报表中心, and tenant 1's demo plans: a draft for the northern centre's warehouse, and a
 * confirmed one with the stock request it made (both by the plans' own commands).
 */
import { PARTS_APPLY_REPORT, PARTS_PLAN_PERMISSIONS, type PartsPlanPermission } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { addPlan, confirmPlan } from '../../modules/parts/parts-plan.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser } from './orders-demo.ts';

const SCREEN = { key: 'parts.plan', name: '备件计划', path: '/parts/plan/index', icon: 'icon-schedule' };
const BUTTONS: Record<PartsPlanPermission, string> = { view: '查看', add: '新增', edit: '修改', confirm: '确认下单', export: '导出' };
const buttonKey = (p: PartsPlanPermission) => `spPartsPlanHeader.${p}`;

/** Planners: headquarters and the centres make and confirm plans; storekeepers see them. */
const GRANTS: [string[], PartsPlanPermission[]][] = [
  [['CENTRE', 'ROLE_ADMIN'], ['view', 'add', 'edit', 'confirm', 'export']],
  [['STOREKEEPER'], ['view']],
];

const REPORT = { key: 'report.partsApply', name: '备件申请报表', path: '/report/partsApply/index', icon: 'icon-file-text' };
/** Who reads the parts applications report: those who approve and ship them. */
const REPORT_GRANTS: [string[], ('view' | 'export')[]][] = [
  [['CENTRE', 'ROLE_ADMIN'], ['view', 'export']],
  [['STOREKEEPER'], ['view']],
];

async function grant(tx: Tx, tenantId: number, roles: string[], menus: number[]) {
  const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
  if (roleRows.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
}

/** The report centre's menu (报表中心), made by whichever report's seed comes first. */
export async function reportCentreMenu(tx: Tx, tenantId: number): Promise<number> {
  const [found] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'report')));
  if (found) return found.id;
  const [made] = await tx.insert(s.sysMenu).values({ tenantId, parentId: -1, key: 'report', name: '报表中心', path: '/report', icon: 'icon-bar-chart', sort: 90 }).returning({ id: s.sysMenu.id });
  return made.id;
}

/** A report of the report centre: its menu, and the permission whose _view and _export its buttons grant. */
export interface ReportMenu {
  key: string;
  name: string;
  path: string;
  permission: string;
  /** The buttons' key prefix. */
  screen: string;
  sort: number;
}

/** Reports under the report centre, each with its view and export buttons, granted to the roles named. */
export async function seedReportMenus(tx: Tx, tenantId: number, reports: readonly ReportMenu[], roles: string[]) {
  const centre = await reportCentreMenu(tx, tenantId);
  const menus = [centre];
  for (const report of reports) {
    const [row] = await tx.insert(s.sysMenu).values({ tenantId, parentId: centre, key: report.key, name: report.name, path: report.path, icon: 'icon-file-text', keepAlive: '1', sort: report.sort }).returning({ id: s.sysMenu.id });
    const buttons = await tx
      .insert(s.sysMenu)
      .values((['view', 'export'] as const).map((p, sort) => ({ tenantId, parentId: row.id, key: `${report.screen}.${p}`, name: `${report.name}${p === 'view' ? '查看' : '导出'}`, type: '1' as const, permission: `${report.permission}_${p}`, sort })))
      .returning({ id: s.sysMenu.id });
    menus.push(row.id, ...buttons.map((b) => b.id));
  }
  await grant(tx, tenantId, roles, menus);
}

/** The plan screen and its buttons under the parts menu, and the applications report under the report centre, granted to the roles that use them. */
export async function seedPartsPlanMenu(tx: Tx, tenantId: number) {
  const [parts] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'parts')));
  const [screen] = await tx.insert(s.sysMenu).values({ tenantId, parentId: parts.id, ...SCREEN, keepAlive: '1', sort: 54 }).returning({ id: s.sysMenu.id });
  const buttons = await tx
    .insert(s.sysMenu)
    .values(Object.entries(BUTTONS).map(([p, label], sort) => ({ tenantId, parentId: screen.id, key: buttonKey(p as PartsPlanPermission), name: `${SCREEN.name}${label}`, type: '1' as const, permission: PARTS_PLAN_PERMISSIONS[p as PartsPlanPermission], sort })))
    .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
  const menuOf = new Map(buttons.map((b) => [b.key, b.id]));
  for (const [roles, granted] of GRANTS) await grant(tx, tenantId, roles, [parts.id, screen.id, ...granted.map((p) => menuOf.get(buttonKey(p))!)]);

  const centre = await reportCentreMenu(tx, tenantId);
  const [report] = await tx.insert(s.sysMenu).values({ tenantId, parentId: centre, ...REPORT, keepAlive: '1', sort: 10 }).returning({ id: s.sysMenu.id });
  const reportButtons = await tx
    .insert(s.sysMenu)
    .values(
      (['view', 'export'] as const).map((p, sort) => ({ tenantId, parentId: report.id, key: `partsApplyReport.${p}`, name: `${REPORT.name}${p === 'view' ? '查看' : '导出'}`, type: '1' as const, permission: `${PARTS_APPLY_REPORT.permission}_${p}`, sort })),
    )
    .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
  for (const [roles, granted] of REPORT_GRANTS) await grant(tx, tenantId, roles, [centre, report.id, ...granted.map((p) => reportButtons.find((b) => b.key === `partsApplyReport.${p}`)!.id)]);
}

/** Tenant 1's demo plans, after its stock and applications: the northern centre's draft over 90 days, and a confirmed plan (its stock request submitted to headquarters). */
export async function seedPartsPlans(tx: Tx, tenantId: number) {
  const centre = await authOfUser(tx, tenantId, 'centre_north');
  const [north] = await tx.select({ id: s.basWarehouse.id }).from(s.basWarehouse).where(and(eq(s.basWarehouse.tenantId, tenantId), eq(s.basWarehouse.code, 'WH-SC-N')));
  const ordered = await addPlan(tx, centre, { warehouseId: north.id, periodDays: 30, remark: '月度补货' });
  if (ordered.lineCount > 0) await confirmPlan(tx, centre, { id: ordered.id });
  await addPlan(tx, centre, { warehouseId: north.id, periodDays: 90, remark: '季度备件计划' });
}
