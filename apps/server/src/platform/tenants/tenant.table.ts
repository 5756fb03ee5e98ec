import { boolean, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps } from '../../db/columns.ts';

/** A tenant: an organisation or company using the product. Global, not tenant-scoped. */
export const sysTenant = pgTable(
  'sys_tenant',
  {
    id: id(),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    /** Short company name shown in the shell (companyShotName). */
    shortName: varchar('short_name', { length: 32 }).notNull().default(''),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    /** One session per user: a new login kicks out the older session (424). */
    singleSession: boolean('single_session').notNull().default(false),
    defaultLang: varchar('default_lang', { length: 8 }).notNull().default('zh-CN'),
    domain: text('domain').notNull().default(''),
    /** The tenant's period (pig's startTime/endTime): outside it, nobody signs in to it; null is unbounded. */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('sys_tenant_code_uq').on(t.code)],
);
