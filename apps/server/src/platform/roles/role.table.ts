import { bigint, index, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DataScope } from '@as/shared';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

export const sysRole = pgTable(
  'sys_role',
  {
    id: id(),
    tenantId: tenantId(),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    description: text('description').notNull().default(''),
    dataScope: varchar('data_scope', { length: 16 }).$type<DataScope>().notNull().default('self'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('sys_role_code_uq').on(t.tenantId, t.code).where(sql`deleted_at is null`), tenantPolicy('sys_role')],
).enableRLS();

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    tenantId: tenantId(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    menuId: bigint('menu_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.roleId, t.menuId] }), index('sys_role_menu_menu_idx').on(t.tenantId, t.menuId), tenantPolicy('sys_role_menu')],
).enableRLS();
