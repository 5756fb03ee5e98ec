/**
 * Parts plans (packages/shared parts/plan.ts): the header a planner makes for a warehouse and a period, one line per
 * part with the numbers its suggestion came from and the quantity the planner kept, and the history of every command.
 */
import type { PartsPlanNote, PartsPlanStatus, StockDocKind } from '@as/shared';
import { bigint, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

export const spPartsPlan = pgTable(
  'sp_parts_plan',
  {
    id: id(),
    tenantId: tenantId(),
    planNo: varchar('plan_no', { length: 32 }).notNull(),
    /** The warehouse the plan orders for (its data scope: whoever sees the warehouse sees the plan). */
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    /** Its supplier when the plan was made; null: it buys (headquarters), so the plan becomes a purchase stock-in. */
    supplyWarehouseId: bigint('supply_warehouse_id', { mode: 'number' }),
    periodDays: integer('period_days').notNull(),
    periodFrom: instant('period_from').notNull(),
    periodTo: instant('period_to').notNull(),
    status: varchar('status', { length: 12 }).$type<PartsPlanStatus>().notNull().default('draft'),
    lineCount: integer('line_count').notNull().default(0),
    /** The quantities kept (lines above 0). */
    totalQty: integer('total_qty').notNull().default(0),
    /** The document the confirmation created: a stock request (to the supplier) or a purchase stock-in. */
    docKind: varchar('doc_kind', { length: 12 }).$type<Extract<StockDocKind, 'request' | 'in'>>(),
    docId: bigint('doc_id', { mode: 'number' }),
    docNo: varchar('doc_no', { length: 32 }),
    confirmedAt: instant('confirmed_at'),
    cancelReason: text('cancel_reason'),
    remark: text('remark'),
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sp_parts_plan_no_uq').on(t.tenantId, t.planNo),
    index('sp_parts_plan_status_idx').on(t.tenantId, t.status, t.id),
    index('sp_parts_plan_warehouse_idx').on(t.tenantId, t.warehouseId),
    tenantPolicy('sp_parts_plan'),
  ],
).enableRLS();

/** One part: what was consumed, the numbers behind its suggestion, the suggestion, and the quantity kept (0: dropped). */
export const spPartsPlanLine = pgTable(
  'sp_parts_plan_line',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    partsId: bigint('parts_id', { mode: 'number' }).notNull(),
    consumedQty: integer('consumed_qty').notNull().default(0),
    avgDaily: numeric('avg_daily', { precision: 12, scale: 2, mode: 'string' }).notNull().default('0.00'),
    leadDays: integer('lead_days').notNull().default(0),
    leadDemand: integer('lead_demand').notNull().default(0),
    safetyStock: integer('safety_stock').notNull().default(0),
    onHand: integer('on_hand').notNull().default(0),
    inTransit: integer('in_transit').notNull().default(0),
    openNeeds: integer('open_needs').notNull().default(0),
    minApply: integer('min_apply').notNull().default(0),
    maxApply: integer('max_apply').notNull().default(0),
    purchaseStatus: varchar('purchase_status', { length: 16 }).notNull().default('allowed'),
    rawQty: integer('raw_qty').notNull().default(0),
    suggestedQty: integer('suggested_qty').notNull().default(0),
    qty: integer('qty').notNull().default(0),
    note: varchar('note', { length: 16 }).$type<PartsPlanNote>(),
  },
  (t) => [index('sp_parts_plan_line_parent_idx').on(t.tenantId, t.parentId, t.lineNo), tenantPolicy('sp_parts_plan_line')],
).enableRLS();

export const spPartsPlanHistory = pgTable(
  'sp_parts_plan_history',
  {
    id: id(),
    tenantId: tenantId(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sp_parts_plan_history_plan_idx').on(t.tenantId, t.planId, t.id), tenantPolicy('sp_parts_plan_history')],
).enableRLS();

/** Plan numbers: PP + yyMMdd + this running number. */
export const spPartsPlanNo = pgSequence('sp_parts_plan_no_seq');
