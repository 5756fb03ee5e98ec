/**
 * Parts applications (packages/shared parts/application.ts): the header an outlet or its engineer files, its
 * lines with what was reserved, shipped and received of each, and the history of every command on it.
 */
import type { PartsApplyStatus, PartsApplyType, PartsDelivery, PartsPriceLevel, PartsUrgency } from '@as/shared';
import { bigint, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const money = (column: string) => numeric(column, { precision: 14, scale: 2, mode: 'string' });

export const spPartsApply = pgTable(
  'sp_parts_apply',
  {
    id: id(),
    tenantId: tenantId(),
    applyNo: varchar('apply_no', { length: 32 }).notNull(),
    /** The work order the parts are for; null: the outlet's own order (its stock). */
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: varchar('order_no', { length: 32 }),
    /** The outlet's organisation node: whose application it is (its data scope). */
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    /** Who sees it besides the organisations: the order's engineer, else whoever filed it. */
    ownerId: bigint('owner_id', { mode: 'number' }),
    /** The outlet's warehouse the parts arrive at. */
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    /** The supplying warehouse (of the organisation above the outlet): it reserves and ships. */
    supplyWarehouseId: bigint('supply_warehouse_id', { mode: 'number' }).notNull(),
    applyType: varchar('apply_type', { length: 8 }).$type<PartsApplyType>().notNull().default('sales'),
    priceLevel: varchar('price_level', { length: 8 }).$type<PartsPriceLevel>().notNull().default('level1'),
    urgency: varchar('urgency', { length: 8 }).$type<PartsUrgency>().notNull().default('normal'),
    status: varchar('status', { length: 12 }).$type<PartsApplyStatus>().notNull().default('draft'),
    delivery: varchar('delivery', { length: 12 }).$type<PartsDelivery>().notNull().default('undelivered'),
    amount: money('amount').notNull().default('0.00'),
    carrier: varchar('carrier', { length: 64 }),
    waybillNumber: varchar('waybill_number', { length: 64 }),
    submittedAt: instant('submitted_at'),
    shippedAt: instant('shipped_at'),
    receivedAt: instant('received_at'),
    auditRemark: text('audit_remark'),
    remark: text('remark'),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sp_parts_apply_no_uq').on(t.tenantId, t.applyNo),
    index('sp_parts_apply_status_idx').on(t.tenantId, t.status, t.id),
    index('sp_parts_apply_order_idx').on(t.tenantId, t.orderId),
    index('sp_parts_apply_dept_idx').on(t.tenantId, t.deptId, t.submittedAt),
    tenantPolicy('sp_parts_apply'),
  ],
).enableRLS();

/** A part asked for: how many, and of them how many are reserved at the supplier, shipped and received; the price copied at submission. */
export const spPartsApplyLine = pgTable(
  'sp_parts_apply_line',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    partsId: bigint('parts_id', { mode: 'number' }).notNull(),
    qty: integer('qty').notNull(),
    reservedQty: integer('reserved_qty').notNull().default(0),
    shippedQty: integer('shipped_qty').notNull().default(0),
    receivedQty: integer('received_qty').notNull().default(0),
    unitPrice: money('unit_price').notNull().default('0.00'),
    amount: money('amount').notNull().default('0.00'),
    /** The fault the part fixes: a symptom of the fault tree, or in words. */
    faultSymptomId: bigint('fault_symptom_id', { mode: 'number' }),
    fault: varchar('fault', { length: 255 }),
    remark: varchar('remark', { length: 255 }),
  },
  (t) => [index('sp_parts_apply_line_parent_idx').on(t.tenantId, t.parentId, t.lineNo), tenantPolicy('sp_parts_apply_line')],
).enableRLS();

/** Every command on an application: who, when, from which state to which, why. */
export const spPartsApplyHistory = pgTable(
  'sp_parts_apply_history',
  {
    id: id(),
    tenantId: tenantId(),
    applyId: bigint('apply_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sp_parts_apply_history_apply_idx').on(t.tenantId, t.applyId, t.id), tenantPolicy('sp_parts_apply_history')],
).enableRLS();

/** Application numbers: SA + yyMMdd + this running number. */
export const spPartsApplyNo = pgSequence('sp_parts_apply_no_seq');
