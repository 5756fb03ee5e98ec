import { pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** System parameters (pig's sys_public_param): a key, a value and whether the web client may read it. */
export const sysParam = pgTable(
  'sys_param',
  {
    id: id(),
    tenantId: tenantId(),
    publicKey: varchar('public_key', { length: 64 }).notNull(),
    publicValue: text('public_value').notNull().default(''),
    name: varchar('name', { length: 128 }).notNull(),
    /** '0' enabled, '1' disabled. */
    status: varchar('status', { length: 1 }).notNull().default('0'),
    /** '1' system parameter (not deletable). */
    systemFlag: varchar('system_flag', { length: 1 }).notNull().default('0'),
    /** pig's parameter type (dictionary param_type) and check code: kept and answered as a pig client writes them. */
    publicType: varchar('public_type', { length: 8 }).notNull().default(''),
    validateCode: varchar('validate_code', { length: 64 }).notNull().default(''),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('sys_param_key_uq').on(t.tenantId, t.publicKey).where(sql`deleted_at is null`), tenantPolicy('sys_param')],
).enableRLS();
