/** SQL for a tenant's roles and the menus (with their button permissions) each role grants. */
import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { contains, offsetOf, type Paging } from '../logs/page-query.ts';
import { sysMenu } from '../menus/menu.table.ts';
import { sysUser, sysUserRole } from '../users/user.table.ts';
import { sysRole, sysRoleMenu } from './role.table.ts';

export type RoleRow = typeof sysRole.$inferSelect;

export interface RoleFilter {
  roleName?: string;
  roleCode?: string;
}

const live = (tenantId: number) => and(eq(sysRole.tenantId, tenantId), isNull(sysRole.deletedAt));
const filtered = (tenantId: number, filter: RoleFilter) =>
  and(live(tenantId), filter.roleName ? contains(sysRole.name, filter.roleName) : undefined, filter.roleCode ? contains(sysRole.code, filter.roleCode) : undefined);
const order = [asc(sysRole.id)];

export async function pageRoles(db: Conn, tenantId: number, filter: RoleFilter, paging: Paging) {
  const where = filtered(tenantId, filter);
  const records = await db.select().from(sysRole).where(where).orderBy(...order).limit(paging.size).offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(sysRole).where(where);
  return { records, total };
}

export const listRoles = (db: Conn, tenantId: number, filter: RoleFilter = {}) => db.select().from(sysRole).where(filtered(tenantId, filter)).orderBy(...order);

export const findRole = async (db: Conn, tenantId: number, id: number) =>
  (await db.select().from(sysRole).where(and(live(tenantId), eq(sysRole.id, id))))[0];

/** How many of `ids` are live roles of the tenant. */
export async function countRoles(db: Conn, tenantId: number, ids: number[]) {
  if (!ids.length) return 0;
  const [{ n }] = await db.select({ n: count() }).from(sysRole).where(and(live(tenantId), inArray(sysRole.id, ids)));
  return n;
}

export const codeTaken = async (db: Conn, tenantId: number, code: string, exceptId?: number) =>
  (
    await db
      .select({ id: sysRole.id })
      .from(sysRole)
      .where(and(live(tenantId), eq(sysRole.code, code), exceptId ? ne(sysRole.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

export const insertRole = async (db: Conn, row: typeof sysRole.$inferInsert) => (await db.insert(sysRole).values(row).returning())[0];

export const updateRole = async (db: Conn, tenantId: number, id: number, patch: Partial<typeof sysRole.$inferInsert>) =>
  (
    await db
      .update(sysRole)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(live(tenantId), eq(sysRole.id, id)))
      .returning()
  )[0];

/** Whether any (not deleted) user holds the role. */
export const isHeld = async (db: Conn, tenantId: number, roleId: number) =>
  (
    await db
      .select({ userId: sysUserRole.userId })
      .from(sysUserRole)
      .innerJoin(sysUser, and(eq(sysUser.id, sysUserRole.userId), isNull(sysUser.deletedAt)))
      .where(and(eq(sysUserRole.tenantId, tenantId), eq(sysUserRole.roleId, roleId)))
      .limit(1)
  ).length > 0;

export async function softDeleteRole(db: Conn, tenantId: number, id: number, userId: number) {
  await db.delete(sysRoleMenu).where(and(eq(sysRoleMenu.tenantId, tenantId), eq(sysRoleMenu.roleId, id)));
  return updateRole(db, tenantId, id, { deletedAt: new Date(), updatedBy: userId });
}

/** The live roles granting a menu. */
export const rolesOfMenu = (db: Conn, tenantId: number, menuId: number) =>
  db
    .select({ role: sysRole })
    .from(sysRole)
    .innerJoin(sysRoleMenu, and(eq(sysRoleMenu.tenantId, sysRole.tenantId), eq(sysRoleMenu.roleId, sysRole.id)))
    .where(and(live(tenantId), eq(sysRoleMenu.menuId, menuId)))
    .orderBy(...order)
    .then((rows) => rows.map((r) => r.role));

/** The ids of the live menus a role grants. */
export const menuIdsOfRole = (db: Conn, tenantId: number, roleId: number) =>
  db
    .select({ id: sysMenu.id })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, and(eq(sysMenu.tenantId, sysRoleMenu.tenantId), eq(sysMenu.id, sysRoleMenu.menuId), isNull(sysMenu.deletedAt)))
    .where(and(eq(sysRoleMenu.tenantId, tenantId), eq(sysRoleMenu.roleId, roleId)))
    .orderBy(asc(sysMenu.id))
    .then((rows) => rows.map((r) => r.id));

/** How many of `ids` are live menus of the tenant. */
export async function countMenus(db: Conn, tenantId: number, ids: number[]) {
  if (!ids.length) return 0;
  const [{ n }] = await db.select({ n: count() }).from(sysMenu).where(and(eq(sysMenu.tenantId, tenantId), isNull(sysMenu.deletedAt), inArray(sysMenu.id, ids)));
  return n;
}

export async function replaceRoleMenus(db: Conn, tenantId: number, roleId: number, menuIds: number[]) {
  await db.delete(sysRoleMenu).where(and(eq(sysRoleMenu.tenantId, tenantId), eq(sysRoleMenu.roleId, roleId)));
  if (menuIds.length) await db.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ tenantId, roleId, menuId })));
}
