/**
 * Picture review (issue 18): the 图片审核 screen under 工单业务 with its buttons; headquarters holds everything (alone
 * assigning reviews to an inspector), the
 * quality inspector reviews (queue, allocation, pass and reject, export), the outlets see their orders' reviews and
 * resubmit rejected ones. Tenant 1's demo queue: the Chaoyang outlet's finished orders, queued by the inspector.
 */
import { PIC_CHECK_PERMISSIONS, type PicCheckPermission } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { allocate } from '../../modules/pic-check/pic-check.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser } from './orders-demo.ts';

const SCREEN = { key: 'workorder.picCheck', name: '图片审核', path: '/workorder/pic-check/index', icon: 'icon-file-text' };
const BUTTONS: Record<PicCheckPermission, string> = { view: '查看', allocate: '分配', assign: '分派', review: '审核', resubmit: '重新提交', export: '导出' };
const GRANTS: Record<string, PicCheckPermission[]> = {
  QUALITY_INSPECTOR: ['view', 'allocate', 'review', 'export'],
  OUTLET_1: ['view', 'resubmit'],
  OUTLET_2: ['view', 'resubmit'],
};

/** The screen and its buttons under the work-order group; headquarters (every menu) and the roles of GRANTS. */
export async function seedPicCheckMenu(tx: Tx, tenantId: number) {
  const [group] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'workorder')));
  if (!group) return;
  const [screen] = await tx.insert(s.sysMenu).values({ tenantId, parentId: group.id, ...SCREEN, keepAlive: '1', sort: 90 }).returning({ id: s.sysMenu.id });
  const buttons = await tx
    .insert(s.sysMenu)
    .values(Object.entries(BUTTONS).map(([p, label], i) => ({ tenantId, parentId: screen.id, key: `picCheck.${p}`, name: `图片${label}`, type: '1' as const, permission: PIC_CHECK_PERMISSIONS[p as PicCheckPermission], sort: i })))
    .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
  const buttonOf = new Map(buttons.map((b) => [b.key, b.id]));
  const roles = await tx.select({ id: s.sysRole.id, code: s.sysRole.code }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, ['ROLE_ADMIN', ...Object.keys(GRANTS)])));
  const grants = roles.flatMap((role) => {
    const menus = role.code === 'ROLE_ADMIN' ? [group.id, screen.id, ...buttonOf.values()] : [group.id, screen.id, ...GRANTS[role.code].map((p) => buttonOf.get(`picCheck.${p}`)!)];
    return menus.map((menuId) => ({ tenantId, roleId: role.id, menuId }));
  });
  if (grants.length) await tx.insert(s.sysRoleMenu).values(grants).onConflictDoNothing();
}

/** Tenant 1's demo queue: every finished order of the Chaoyang outlet, queued by 赵质检 and waiting for review. */
export async function seedPicChecks(tx: Tx, tenantId: number) {
  const inspector = await authOfUser(tx, tenantId, 'inspector_zhao');
  const [site] = await tx.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, tenantId), eq(s.snSite.code, 'ASC-BJ-CY')));
  await allocate(tx, inspector, { source: 'outlet', siteId: site.id });
}
