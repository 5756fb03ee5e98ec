/**
 * Parts returns (packages/shared parts/returns.ts): one header per document, new-part or old-part by its kind, its
 * lines (the application line or the replaced part each returns, what arrived, the inspection) and the history of
 * every command on it.
 */
import type { PartsReturnInspection, PartsReturnKind, PartsReturnStatus, PartsRtvDestination } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const money = (column: string) => numeric(column, { precision: 14, scale: 2, mode: 'string' });

export const spPartsReturn = pgTable(
  'sp_parts_return',
  {
    id: id(),
    tenantId: tenantId(),
    returnNo: varchar('return_no', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<PartsReturnKind>().notNull(),
    status: varchar('status', { length: 12 }).$type<PartsReturnStatus>().notNull().default('draft'),
    /** The outlet's organisation node: whose return it is (its data scope). */
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    /** The outlet's warehouse the parts leave. */
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    /** The warehouse that receives them: the outlet's supplier (new parts), its service centre's (old parts). */
    targetWarehouseId: bigint('target_warehouse_id', { mode: 'number' }).notNull(),
    /** The lines' amounts: application prices of new parts, factory prices of old ones. */
    amount: money('amount').notNull().default('0.00'),
    carrier: varchar('carrier', { length: 64 }),
    waybillNumber: varchar('waybill_number', { length: 64 }),
    shippedAt: instant('shipped_at'),
    receivedAt: instant('received_at'),
    inspectedAt: instant('inspected_at'),
    /** Where the centre sent the accepted old parts, how, and when. */
    rtvDestination: varchar('rtv_destination', { length: 12 }).$type<PartsRtvDestination>(),
    rtvCarrier: varchar('rtv_carrier', { length: 64 }),
    rtvWaybillNumber: varchar('rtv_waybill_number', { length: 64 }),
    rtvAt: instant('rtv_at'),
    remark: text('remark'),
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sp_parts_return_no_uq').on(t.tenantId, t.returnNo),
    index('sp_parts_return_status_idx').on(t.tenantId, t.kind, t.status, t.id),
    index('sp_parts_return_dept_idx').on(t.tenantId, t.deptId),
    tenantPolicy('sp_parts_return'),
  ],
).enableRLS();

/**
 * A part returned: of a parts application's line (new parts, optional) or a replaced part of a completed order (old
 * parts). `live` while the line holds its old part (not cancelled, not rejected): a part is on one live return at most.
 */
export const spPartsReturnLine = pgTable(
  'sp_parts_return_line',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    partsId: bigint('parts_id', { mode: 'number' }).notNull(),
    qty: integer('qty').notNull(),
    receivedQty: integer('received_qty').notNull().default(0),
    applyLineId: bigint('apply_line_id', { mode: 'number' }),
    orderPartId: bigint('order_part_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: varchar('order_no', { length: 32 }),
    unitPrice: money('unit_price').notNull().default('0.00'),
    amount: money('amount').notNull().default('0.00'),
    inspection: varchar('inspection', { length: 12 }).$type<PartsReturnInspection>().notNull().default('pending'),
    rejectReason: varchar('reject_reason', { length: 255 }),
    live: boolean('live').notNull().default(true),
    remark: varchar('remark', { length: 255 }),
  },
  (t) => [
    index('sp_parts_return_line_parent_idx').on(t.tenantId, t.parentId, t.lineNo),
    index('sp_parts_return_line_apply_idx').on(t.tenantId, t.applyLineId),
    uniqueIndex('sp_parts_return_line_order_part_uq').on(t.tenantId, t.orderPartId).where(sql`live and order_part_id is not null`),
    tenantPolicy('sp_parts_return_line'),
  ],
).enableRLS();

/** Every command on a return: who, when, from which state to which, why. */
export const spPartsReturnHistory = pgTable(
  'sp_parts_return_history',
  {
    id: id(),
    tenantId: tenantId(),
    returnId: bigint('return_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sp_parts_return_history_return_idx').on(t.tenantId, t.returnId, t.id), tenantPolicy('sp_parts_return_history')],
).enableRLS();

/** Return numbers: RN (new parts) or RO (old parts) + yyMMdd + this running number. */
export const spPartsReturnNo = pgSequence('sp_parts_return_no_seq');
