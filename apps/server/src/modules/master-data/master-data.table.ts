import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** Service types (basServiceType): what kind of service an order asks for, under an order type. */
export const basServiceType = pgTable(
  'bas_service_type',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    orderType: varchar('order_type', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_service_type_code_uq').on(t.tenantId, t.code).where(sql`deleted_at is null`), tenantPolicy('bas_service_type')],
).enableRLS();

/** Areas (basArea): province, city and district, a tree loaded lazily. */
export const basArea = pgTable(
  'bas_area',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(-1),
    code: varchar('code', { length: 12 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    level: varchar('level', { length: 1 }).notNull(),
    postalCode: varchar('postal_code', { length: 6 }),
    sort: integer('sort').notNull().default(0),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_area_code_uq').on(t.tenantId, t.code).where(sql`deleted_at is null`),
    index('bas_area_parent_idx').on(t.tenantId, t.parentId),
    tenantPolicy('bas_area'),
  ],
).enableRLS();

/** SLA rules (basSla): the orders they match (empty matches any) and their priority among matching rules. */
export const basSla = pgTable(
  'bas_sla',
  {
    id: id(),
    tenantId: tenantId(),
    name: varchar('name', { length: 64 }).notNull(),
    orderType: varchar('order_type', { length: 16 }),
    urgency: varchar('urgency', { length: 1 }),
    priority: integer('priority').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_sla_name_uq').on(t.tenantId, t.name).where(sql`deleted_at is null`), tenantPolicy('bas_sla')],
).enableRLS();

/** An SLA rule's clocks: per stage (response, appointment, arrival, completion) a standard and a reminder time. */
export const basSlaLine = pgTable(
  'bas_sla_line',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    stage: varchar('stage', { length: 16 }).notNull(),
    standardMinutes: integer('standard_minutes').notNull(),
    reminderMinutes: integer('reminder_minutes').notNull(),
  },
  (t) => [uniqueIndex('bas_sla_line_stage_uq').on(t.tenantId, t.parentId, t.stage), tenantPolicy('bas_sla_line')],
).enableRLS();
