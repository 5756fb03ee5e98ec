import { bigint, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

export const sysDict = pgTable(
  'sys_dict',
  {
    id: id(),
    tenantId: tenantId(),
    type: varchar('type', { length: 64 }).notNull(),
    description: varchar('description', { length: 128 }).notNull().default(''),
    /** '1' system dictionary (not deletable), '0' business. */
    systemFlag: varchar('system_flag', { length: 1 }).notNull().default('0'),
    remark: text('remark').notNull().default(''),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('sys_dict_type_uq').on(t.tenantId, t.type).where(sql`deleted_at is null`), tenantPolicy('sys_dict')],
).enableRLS();

export const sysDictItem = pgTable(
  'sys_dict_item',
  {
    id: id(),
    tenantId: tenantId(),
    dictId: bigint('dict_id', { mode: 'number' }).notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    value: varchar('value', { length: 64 }).notNull(),
    label: varchar('label', { length: 128 }).notNull(),
    /** Labels in the other languages; `label` is the zh-CN one. */
    labelEn: varchar('label_en', { length: 128 }).notNull().default(''),
    labelEs: varchar('label_es', { length: 128 }).notNull().default(''),
    description: varchar('description', { length: 128 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    remark: text('remark').notNull().default(''),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sys_dict_item_value_uq').on(t.tenantId, t.dictId, t.value).where(sql`deleted_at is null`),
    index('sys_dict_item_type_idx').on(t.tenantId, t.type),
    tenantPolicy('sys_dict_item'),
  ],
).enableRLS();
