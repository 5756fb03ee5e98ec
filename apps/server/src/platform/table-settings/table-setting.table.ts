import { bigint, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** Grid column settings saved per user and table (spec section 7: field, title, visible, width). */
export const sysTableSetting = pgTable(
  'sys_table_setting',
  {
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tableName: varchar('table_name', { length: 64 }).notNull(),
    columns: jsonb('columns').$type<ColumnSetting[]>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.tableName] }), tenantPolicy('sys_table_setting')],
).enableRLS();

export interface ColumnSetting {
  field: string;
  title: string;
  visible: boolean;
  width?: number | null;
}
