/**
 * Return and exchange applications (wkExchangeBill): the application with its state (packages/shared
 * work-orders/exchange.ts), logistics of the old and the new machine, and its history — one row per command.
 */
import type { ExchangeStatus, NewShipState, OldReturnState } from '@as/shared';
import { bigint, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });
const file = (name: string) => varchar(name, { length: 500 });

export const wkExchangeBill = pgTable(
  'wk_exchange_bill',
  {
    id: id(),
    tenantId: tenantId(),
    billNo: varchar('bill_no', { length: 32 }).notNull(),
    status: varchar('status', { length: 12 }).$type<ExchangeStatus>().notNull().default('saved'),
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: varchar('order_no', { length: 32 }),
    type: varchar('type', { length: 16 }).notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    reason: text('reason').notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    serialNo: varchar('serial_no', { length: 64 }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    productName: varchar('product_name', { length: 128 }),
    consignee: varchar('consignee', { length: 64 }).notNull(),
    contact: varchar('contact', { length: 11 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    creditAmount: money('credit_amount'),
    difference: money('difference'),
    faultPhoto: file('fault_photo'),
    environmentPhoto: file('environment_photo'),
    namePlatePhoto: file('name_plate_photo'),
    serialPhoto: file('serial_photo'),
    video: file('video'),
    oldReturn: varchar('old_return', { length: 8 }).$type<OldReturnState>().notNull().default('none'),
    oldLogistics: varchar('old_logistics', { length: 64 }),
    oldTrackingNo: varchar('old_tracking_no', { length: 64 }),
    oldSignedAt: instant('old_signed_at'),
    newShip: varchar('new_ship', { length: 8 }).$type<NewShipState>().notNull().default('none'),
    newLogistics: varchar('new_logistics', { length: 64 }),
    newTrackingNo: varchar('new_tracking_no', { length: 64 }),
    newSignedAt: instant('new_signed_at'),
    auditRemark: text('audit_remark'),
    /** The organisation node whose subtree sees the application (the applicant's). */
    scopeDeptId: bigint('scope_dept_id', { mode: 'number' }),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('wk_exchange_bill_no_uq').on(t.tenantId, t.billNo),
    index('wk_exchange_bill_order_idx').on(t.tenantId, t.orderId),
    index('wk_exchange_bill_status_idx').on(t.tenantId, t.status),
    tenantPolicy('wk_exchange_bill'),
  ],
).enableRLS();

/** Every command on an application: who, when, from which state to which, why. */
export const wkExchangeBillHistory = pgTable(
  'wk_exchange_bill_history',
  {
    id: id(),
    tenantId: tenantId(),
    billId: bigint('bill_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wk_exchange_bill_history_bill_idx').on(t.tenantId, t.billId, t.id), tenantPolicy('wk_exchange_bill_history')],
).enableRLS();

/** Application numbers: RE + yyMMdd + this running number. */
export const wkExchangeBillNo = pgSequence('wk_exchange_bill_no_seq');
