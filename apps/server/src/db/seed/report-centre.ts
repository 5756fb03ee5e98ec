/**
 * The report centre's work-order reports (issue 19): 工单明细报表 (/rpt/orderDetail) and 条码查询 (the barcode trace of
 * /rpt/itemBarcodeSearch) under the report centre with their view and export buttons, granted to headquarters, the
 * centres and the outlets, each of whom sees the orders of its own data scope.
 */
import { BARCODE_TRACE, ORDER_DETAIL_REPORT } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { reportCentreMenu } from './parts-plan.ts';

const REPORTS = [
  { key: 'report.orderDetail', name: '工单明细报表', path: '/report/orderDetail/index', permission: ORDER_DETAIL_REPORT.permission, screen: 'orderDetailReport', sort: 30 },
  { key: 'report.barcodeTrace', name: '条码查询', path: '/report/itemBarcodeSearch/index', permission: BARCODE_TRACE.permission, screen: 'barcodeTraceReport', sort: 31 },
] as const;
const ROLES = ['ROLE_ADMIN', 'CENTRE', 'OUTLET_1', 'OUTLET_2'];

export async function seedReportCentreMenu(tx: Tx, tenantId: number) {
  const centre = await reportCentreMenu(tx, tenantId);
  const menus = [centre];
  for (const report of REPORTS) {
    const [row] = await tx.insert(s.sysMenu).values({ tenantId, parentId: centre, key: report.key, name: report.name, path: report.path, icon: 'icon-file-text', keepAlive: '1', sort: report.sort }).returning({ id: s.sysMenu.id });
    const buttons = await tx
      .insert(s.sysMenu)
      .values((['view', 'export'] as const).map((p, sort) => ({ tenantId, parentId: row.id, key: `${report.screen}.${p}`, name: `${report.name}${p === 'view' ? '查看' : '导出'}`, type: '1' as const, permission: `${report.permission}_${p}`, sort })))
      .returning({ id: s.sysMenu.id });
    menus.push(row.id, ...buttons.map((b) => b.id));
  }
  const roles = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, ROLES)));
  if (roles.length) await tx.insert(s.sysRoleMenu).values(roles.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
}
