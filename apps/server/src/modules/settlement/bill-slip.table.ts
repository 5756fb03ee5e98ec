/**
 * Billing slips (packages/shared settlement/bill-slip.ts): how a paid statement's money went to its outlet, one live
 * slip per statement (a partial unique index), and the history of every command on it.
 */
import type { BillSlipStatus } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const money = (column: string) => numeric(column, { precision: 14, scale: 2, mode: 'string' }).notNull();

export const sfBillSlip = pgTable(
  'sf_bill_slip',
  {
    id: id(),
    tenantId: tenantId(),
    slipNo: varchar('slip_no', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).$type<BillSlipStatus>().notNull().default('pendingApproval'),
    /** The paid statement it records (its number is the slip's bill number). */
    statementId: bigint('statement_id', { mode: 'number' }).notNull(),
    billNo: varchar('bill_no', { length: 32 }).notNull(),
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    /** The outlet's organisation node: whose slip it is (its data scope). */
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    /** The posting account: a finance subject (basFinSubject) the payment is booked to. */
    postingSubjectId: bigint('posting_subject_id', { mode: 'number' }).notNull(),
    /** The accounting period, YYYY-MM. */
    yearMonth: varchar('year_month', { length: 7 }).notNull(),
    /** The statement's total, as paid. */
    amount: money('amount'),
    handlingFee: money('handling_fee').default('0.00'),
    /** amount − handlingFee, held by a check. */
    actualAmount: money('actual_amount'),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    estimatedArrivalDate: date('estimated_arrival_date', { mode: 'string' }),
    actualArrivalDate: date('actual_arrival_date', { mode: 'string' }),
    payeeName: varchar('payee_name', { length: 128 }).notNull(),
    payeeBank: varchar('payee_bank', { length: 64 }).notNull(),
    payeeAccount: varchar('payee_account', { length: 32 }).notNull(),
    payerName: varchar('payer_name', { length: 128 }).notNull(),
    payerBank: varchar('payer_bank', { length: 64 }).notNull(),
    payerAccount: varchar('payer_account', { length: 32 }).notNull(),
    /** The bank's transfer receipt (a sys_file id of the tenant). */
    image: bigint('image', { mode: 'number' }),
    remark: text('remark'),
    /** The approver's remark, or the rejection's or withdrawal's reason. */
    approvalRemark: text('approval_remark'),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sf_bill_slip_no_uq').on(t.tenantId, t.slipNo),
    // A statement's payment is recorded once: a cancelled slip frees it for another.
    uniqueIndex('sf_bill_slip_statement_uq').on(t.tenantId, t.statementId).where(sql`status <> 'cancelled' and deleted_at is null`),
    index('sf_bill_slip_status_idx').on(t.tenantId, t.status, t.id),
    index('sf_bill_slip_dept_idx').on(t.tenantId, t.deptId, t.id),
    check('sf_bill_slip_amount_ck', sql`${t.amount} > 0 and ${t.handlingFee} >= 0 and ${t.handlingFee} < ${t.amount} and ${t.actualAmount} = ${t.amount} - ${t.handlingFee}`),
    tenantPolicy('sf_bill_slip'),
  ],
).enableRLS();

/** Every command on a slip: who, when, from which state to which, why. */
export const sfBillSlipHistory = pgTable(
  'sf_bill_slip_history',
  {
    id: id(),
    tenantId: tenantId(),
    slipId: bigint('slip_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sf_bill_slip_history_slip_idx').on(t.tenantId, t.slipId, t.id), tenantPolicy('sf_bill_slip_history')],
).enableRLS();

/** Slip numbers: RZ + yyMMdd + this running number. */
export const sfBillSlipNo = pgSequence('sf_bill_slip_no_seq');
