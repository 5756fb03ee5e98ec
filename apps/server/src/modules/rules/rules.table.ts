import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const live = sql`deleted_at is null`;
const money = (column: string) => numeric(column, { precision: 12, scale: 2, mode: 'string' });

/** Push rules (basPushRule): event, recipient, channel and template; empty conditions match every order. */
export const basPushRule = pgTable(
  'bas_push_rule',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    event: varchar('event', { length: 24 }).notNull(),
    target: varchar('target', { length: 16 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    template: text('template').notNull(),
    orderType: varchar('order_type', { length: 16 }),
    urgency: varchar('urgency', { length: 1 }),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_push_rule_code_uq').on(t.tenantId, t.code).where(live),
    index('bas_push_rule_event_idx').on(t.tenantId, t.event),
    tenantPolicy('bas_push_rule'),
  ],
).enableRLS();

/** Return-visit setup (basRecallSetting): which completed orders are sampled into the return-visit pool, and when. */
export const basRecallSetting = pgTable(
  'bas_recall_setting',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    orderType: varchar('order_type', { length: 16 }).notNull(),
    serviceTypeId: bigint('service_type_id', { mode: 'number' }),
    samplingRatio: numeric('sampling_ratio', { precision: 5, scale: 2, mode: 'string' }).notNull(),
    delayDays: integer('delay_days').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    // Sampling conditions (docs/customer-care.md, Return visits): none set, every order of the type matches.
    itemCategoryId: bigint('item_category_id', { mode: 'number' }),
    siteId: bigint('site_id', { mode: 'number' }),
    engineerId: bigint('engineer_id', { mode: 'number' }),
    /** Draw every complaint order, whatever the ratio. */
    alwaysComplaints: boolean('always_complaints'),
    /** Draw every repeat repair: another order of the same customer and product within this many days (null: off). */
    repeatDays: integer('repeat_days'),
    /** Never draw a customer drawn within this many days (null: no limit). */
    excludeDays: integer('exclude_days'),
    /** The most calls of one follow-up (null: 3). */
    maxAttempts: integer('max_attempts'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_recall_setting_code_uq').on(t.tenantId, t.code).where(live), tenantPolicy('bas_recall_setting')],
).enableRLS();

/** A return-visit setup's questions and score items (its lines). */
export const basRecallSettingLine = pgTable(
  'bas_recall_setting_line',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    question: varchar('question', { length: 200 }).notNull(),
    answerType: varchar('answer_type', { length: 16 }).notNull(),
    maxScore: integer('max_score').notNull().default(0),
    mandatory: boolean('mandatory').notNull().default(true),
  },
  (t) => [uniqueIndex('bas_recall_setting_line_question_uq').on(t.tenantId, t.parentId, t.question), tenantPolicy('bas_recall_setting_line')],
).enableRLS();

/** Parts ordering rules (basPartsOrderRule): one per manufacturer and outlet level among live rows. */
export const basPartsOrderRule = pgTable(
  'bas_parts_order_rule',
  {
    id: id(),
    tenantId: tenantId(),
    manufacturerId: bigint('manufacturer_id', { mode: 'number' }).notNull(),
    siteLevel: varchar('site_level', { length: 1 }).notNull(),
    minOrderAmount: money('min_order_amount').notNull().default('0.00'),
    maxPartsPerOrder: integer('max_parts_per_order').notNull().default(0),
    monthlyUrgentParts: integer('monthly_urgent_parts').notNull().default(0),
    orderCycleDays: integer('order_cycle_days').notNull().default(7),
    approvalAmount: money('approval_amount').notNull().default('0.00'),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_parts_order_rule_level_uq').on(t.tenantId, t.manufacturerId, t.siteLevel).where(live), tenantPolicy('bas_parts_order_rule')],
).enableRLS();

/** Locales (basLocale): at most one default among a tenant's live rows (the hook keeps it exactly one). */
export const basLocale = pgTable(
  'bas_locale',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    dateFormat: varchar('date_format', { length: 16 }).notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_locale_code_uq').on(t.tenantId, t.code).where(live),
    uniqueIndex('bas_locale_default_uq').on(t.tenantId).where(sql`is_default and deleted_at is null`),
    tenantPolicy('bas_locale'),
  ],
).enableRLS();

/** Manufacturers (basManufacturer). */
export const basManufacturer = pgTable(
  'bas_manufacturer',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    shortName: varchar('short_name', { length: 32 }),
    contact: varchar('contact', { length: 32 }),
    phone: varchar('phone', { length: 20 }),
    address: varchar('address', { length: 255 }),
    taxNumber: varchar('tax_number', { length: 20 }),
    bankName: varchar('bank_name', { length: 64 }),
    bankAccount: varchar('bank_account', { length: 32 }),
    brands: varchar('brands', { length: 255 }),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_manufacturer_code_uq').on(t.tenantId, t.code).where(live),
    uniqueIndex('bas_manufacturer_tax_number_uq').on(t.tenantId, t.taxNumber).where(live),
    tenantPolicy('bas_manufacturer'),
  ],
).enableRLS();
