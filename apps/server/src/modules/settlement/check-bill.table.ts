/**
 * Assessment sheets (packages/shared settlement/check-bill.ts): the sheet raised against an outlet or one of its
 * orders from an assessment item (its type, amount and appeal days copied when raised), and the history of every
 * command on it.
 */
import type { CheckBillStatus, CheckBillType } from '@as/shared';
import { bigint, check, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const money = (column: string) => numeric(column, { precision: 14, scale: 2, mode: 'string' });

export const sfCheckBill = pgTable(
  'sf_check_bill',
  {
    id: id(),
    tenantId: tenantId(),
    billNo: varchar('bill_no', { length: 32 }).notNull(),
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    /** The outlet's organisation node: whose sheet it is (its data scope). */
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: varchar('order_no', { length: 32 }),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    subjectType: varchar('subject_type', { length: 16 }).$type<CheckBillType>().notNull(),
    amount: money('amount').notNull(),
    appealDays: integer('appeal_days').notNull().default(0),
    status: varchar('status', { length: 12 }).$type<CheckBillStatus>().notNull().default('draft'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    appealDeadline: timestamp('appeal_deadline', { withTimezone: true }),
    remark: text('remark').notNull(),
    appealReason: text('appeal_reason'),
    reAuditRemark: text('re_audit_remark'),
    /** The statement that settled it (the statements' module). */
    statementId: bigint('statement_id', { mode: 'number' }),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sf_check_bill_no_uq').on(t.tenantId, t.billNo),
    index('sf_check_bill_status_idx').on(t.tenantId, t.status, t.id),
    index('sf_check_bill_site_idx').on(t.tenantId, t.siteId, t.status),
    index('sf_check_bill_dept_idx').on(t.tenantId, t.deptId),
    index('sf_check_bill_order_idx').on(t.tenantId, t.orderId),
    check('sf_check_bill_amount_ck', sql`${t.amount} > 0`),
    tenantPolicy('sf_check_bill'),
  ],
).enableRLS();

/** Every command on a sheet: who, when, from which state to which, why. */
export const sfCheckBillHistory = pgTable(
  'sf_check_bill_history',
  {
    id: id(),
    tenantId: tenantId(),
    billId: bigint('bill_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sf_check_bill_history_bill_idx').on(t.tenantId, t.billId, t.id), tenantPolicy('sf_check_bill_history')],
).enableRLS();

/** Sheet numbers: KH + yyMMdd + this running number. */
export const sfCheckBillNo = pgSequence('sf_check_bill_no_seq');
