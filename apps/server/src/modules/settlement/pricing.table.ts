/**
 * Pricing (packages/shared settlement/pricing.ts; docs/settlement.md, Pricing): the settlement standards and
 * coefficients (configuration with effective dates), the tenant's cost formula as numbered versions that are never
 * edited, and one pricing row per finished order holding where each of its amounts came from.
 */
import type { Breakdown, Rounding } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const money = (column: string) => numeric(column, { precision: 14, scale: 2, mode: 'string' });
const live = sql`deleted_at is null`;

/** Settlement standards (sfSettleStandard): the service fee of the orders the key matches; empty key fields match any. */
export const sfSettleStandard = pgTable(
  'sf_settle_standard',
  {
    id: id(),
    tenantId: tenantId(),
    serviceTypeId: bigint('service_type_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    warrantyType: varchar('warranty_type', { length: 1 }),
    areaId: bigint('area_id', { mode: 'number' }),
    siteLevel: varchar('site_level', { length: 1 }),
    fee: money('fee').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [index('sf_settle_standard_key_idx').on(t.tenantId, t.serviceTypeId, t.effectiveFrom).where(live), tenantPolicy('sf_settle_standard')],
).enableRLS();

/** Coefficients (sfSettleCoefficient): a factor for the orders whose kind's value is matchValue. */
export const sfSettleCoefficient = pgTable(
  'sf_settle_coefficient',
  {
    id: id(),
    tenantId: tenantId(),
    kind: varchar('kind', { length: 12 }).notNull(),
    matchValue: varchar('match_value', { length: 32 }).notNull(),
    factor: numeric('factor', { precision: 8, scale: 4, mode: 'string' }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [index('sf_settle_coefficient_kind_idx').on(t.tenantId, t.kind, t.matchValue).where(live), tenantPolicy('sf_settle_coefficient')],
).enableRLS();

/** The cost formula (sfCostFormula): version n of a tenant's formula, in force from effectiveFrom until a later version's. */
export const sfCostFormula = pgTable(
  'sf_cost_formula',
  {
    id: id(),
    tenantId: tenantId(),
    version: integer('version').notNull(),
    formula: text('formula').notNull(),
    effectiveFrom: instant('effective_from').notNull(),
    remark: text('remark'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sf_cost_formula_version_uq').on(t.tenantId, t.version), index('sf_cost_formula_from_idx').on(t.tenantId, t.effectiveFrom), tenantPolicy('sf_cost_formula')],
).enableRLS();

/** An order's pricing: one row per order, rewritten by a re-price, with each item's value and source. */
export const sfOrderPricing = pgTable(
  'sf_order_pricing',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** The day the standards and coefficients were taken for (the order's finish, in the server's time zone). */
    pricedFor: date('priced_for', { mode: 'string' }).notNull(),
    standardId: bigint('standard_id', { mode: 'number' }),
    standardFee: money('standard_fee'),
    noStandard: boolean('no_standard').notNull().default(false),
    coefficients: jsonb('coefficients').$type<{ id: number; kind: string; matchValue: string; factor: string }[]>().notNull().default([]),
    formulaId: bigint('formula_id', { mode: 'number' }),
    formulaVersion: integer('formula_version').notNull(),
    formula: text('formula').notNull(),
    /** The tenant's money rule the total was rounded by (company configuration, when priced). */
    rounding: varchar('rounding', { length: 8 }).$type<Rounding>().notNull(),
    decimals: integer('decimals').notNull().default(2),
    items: jsonb('items').$type<Breakdown>().notNull(),
    /** The formula's total; total is what the order carries (the same unless the service fee is overridden). */
    computedTotal: money('computed_total').notNull(),
    total: money('total').notNull(),
    override: money('override'),
    overrideReason: text('override_reason'),
    ...audit,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sf_order_pricing_order_uq').on(t.tenantId, t.orderId),
    index('sf_order_pricing_no_standard_idx').on(t.tenantId, t.orderId).where(sql`no_standard`),
    tenantPolicy('sf_order_pricing'),
  ],
).enableRLS();
