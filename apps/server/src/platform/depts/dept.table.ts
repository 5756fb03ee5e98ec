import { bigint, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DeptKind } from '@as/shared';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** The organisation tree of a tenant: headquarters, centres, providers and outlets (spec: Department). */
export const sysDept = pgTable(
  'sys_dept',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(-1),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<DeptKind>().notNull(),
    /** '0' operating, '1' suspended. */
    status: varchar('status', { length: 1 }).notNull().default('0'),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sys_dept_code_uq').on(t.tenantId, t.code).where(sql`deleted_at is null`),
    index('sys_dept_parent_idx').on(t.tenantId, t.parentId),
    tenantPolicy('sys_dept'),
  ],
).enableRLS();
