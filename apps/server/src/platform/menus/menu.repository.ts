import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { sysRoleMenu } from '../roles/role.table.ts';
import { sysMenu } from './menu.table.ts';

export type MenuRow = typeof sysMenu.$inferSelect;

export const listMenus = (db: Conn, tenantId: number) =>
  db
    .select()
    .from(sysMenu)
    .where(and(eq(sysMenu.tenantId, tenantId), isNull(sysMenu.deletedAt)))
    .orderBy(asc(sysMenu.sort), asc(sysMenu.id));

/** The menus any of the roles may see. */
export async function listMenusOfRoles(db: Conn, tenantId: number, roleIds: number[]): Promise<MenuRow[]> {
  if (!roleIds.length) return [];
  return db
    .selectDistinct({ menu: sysMenu })
    .from(sysMenu)
    .innerJoin(sysRoleMenu, and(eq(sysRoleMenu.menuId, sysMenu.id), eq(sysRoleMenu.tenantId, sysMenu.tenantId)))
    .where(and(eq(sysMenu.tenantId, tenantId), isNull(sysMenu.deletedAt), inArray(sysRoleMenu.roleId, roleIds)))
    .then((rows) => rows.map((r) => r.menu).sort((a, b) => a.sort - b.sort || a.id - b.id));
}

export const findMenu = async (db: Conn, tenantId: number, id: number) =>
  (await db.select().from(sysMenu).where(and(eq(sysMenu.tenantId, tenantId), eq(sysMenu.id, id), isNull(sysMenu.deletedAt))))[0];

export const insertMenu = async (db: Conn, row: typeof sysMenu.$inferInsert) => (await db.insert(sysMenu).values(row).returning())[0];

export const updateMenu = async (db: Conn, tenantId: number, id: number, patch: Partial<typeof sysMenu.$inferInsert>) =>
  (
    await db
      .update(sysMenu)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(sysMenu.tenantId, tenantId), eq(sysMenu.id, id), isNull(sysMenu.deletedAt)))
      .returning()
  )[0];

export const keyTaken = async (db: Conn, tenantId: number, key: string) =>
  (await db.select({ id: sysMenu.id }).from(sysMenu).where(and(eq(sysMenu.tenantId, tenantId), eq(sysMenu.key, key), isNull(sysMenu.deletedAt))).limit(1)).length > 0;

export const hasChildren = async (db: Conn, tenantId: number, id: number) =>
  (await db.select({ id: sysMenu.id }).from(sysMenu).where(and(eq(sysMenu.tenantId, tenantId), eq(sysMenu.parentId, id), isNull(sysMenu.deletedAt))).limit(1)).length > 0;

export async function softDeleteMenu(db: Conn, tenantId: number, id: number) {
  await db.delete(sysRoleMenu).where(and(eq(sysRoleMenu.tenantId, tenantId), eq(sysRoleMenu.menuId, id)));
  return updateMenu(db, tenantId, id, { deletedAt: new Date() });
}
