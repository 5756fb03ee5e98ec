import { bigint, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** Menu node (pig-contract.md): type '0' left menu, '1' button with a permission, '2' top menu. */
export const sysMenu = pgTable(
  'sys_menu',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(-1),
    /** Stable key the web client maps to a lazy screen; also the i18n key menu.<key>. */
    key: varchar('key', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    path: varchar('path', { length: 255 }).notNull().default(''),
    icon: varchar('icon', { length: 64 }).notNull().default(''),
    type: varchar('type', { length: 1 }).$type<'0' | '1' | '2'>().notNull().default('0'),
    permission: varchar('permission', { length: 64 }),
    sort: integer('sort').notNull().default(0),
    keepAlive: varchar('keep_alive', { length: 1 }).$type<'0' | '1'>().notNull().default('0'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sys_menu_key_uq').on(t.tenantId, t.key).where(sql`deleted_at is null`),
    index('sys_menu_parent_idx').on(t.tenantId, t.parentId),
    tenantPolicy('sys_menu'),
  ],
).enableRLS();
