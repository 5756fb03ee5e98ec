import { bigint, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** A service site (provider or outlet, the spec's snUser): the business face of an organisation node. */
export const snSite = pgTable(
  'sn_site',
  {
    id: id(),
    tenantId: tenantId(),
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    /** 1 primary, 2 secondary outlet (siteFloorLevel). */
    siteFloorLevel: integer('site_floor_level').notNull().default(1),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('sn_site_code_uq').on(t.tenantId, t.code).where(sql`deleted_at is null`), tenantPolicy('sn_site')],
).enableRLS();
