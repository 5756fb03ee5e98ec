import { integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

export const sysPost = pgTable(
  'sys_post',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    remark: text('remark').notNull().default(''),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('sys_post_code_uq').on(t.tenantId, t.code).where(sql`deleted_at is null`), tenantPolicy('sys_post')],
).enableRLS();
