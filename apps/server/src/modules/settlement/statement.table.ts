/**
 * Settlement statements (packages/shared settlement/statement.ts): one per outlet and batch, its lines (each traced
 * to the order, assessment sheet, fee application or old part it settles) and the history of every command on it.
 * A source is on one live statement at most: a partial unique index on the lines, so two batches racing over the
 * same orders cannot both take one (the second's insert skips it).
 */
import type { StatementLineKind, StatementStatus } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const money = (column: string) => numeric(column, { precision: 14, scale: 2, mode: 'string' }).notNull().default('0.00');

export const sfStatement = pgTable(
  'sf_statement',
  {
    id: id(),
    tenantId: tenantId(),
    statementNo: varchar('statement_no', { length: 32 }).notNull(),
    /** The batch that made it: one initiation, one number, a statement per outlet. */
    batchNo: varchar('batch_no', { length: 32 }).notNull(),
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    /** The outlet's organisation node: whose statement it is (its data scope). */
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    /** The orders finished within [periodStart, periodEnd] (whole days). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).$type<StatementStatus>().notNull().default('generated'),
    orderCount: integer('order_count').notNull().default(0),
    orderAmount: money('order_amount'),
    sheetAmount: money('sheet_amount'),
    feeAmount: money('fee_amount'),
    deductionAmount: money('deduction_amount'),
    /** The sum of the lines (the consistency check proves it). */
    totalAmount: money('total_amount'),
    objectionReason: text('objection_reason'),
    invoiceNo: varchar('invoice_no', { length: 64 }),
    invoiceAmount: numeric('invoice_amount', { precision: 14, scale: 2, mode: 'string' }),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'string' }),
    // SAP billing document fields as the outlet's invoice carries them.
    vbeln: varchar('vbeln', { length: 32 }),
    vgbel: varchar('vgbel', { length: 32 }),
    aubel: varchar('aubel', { length: 32 }),
    name1: varchar('name1', { length: 128 }),
    fkdat: varchar('fkdat', { length: 16 }),
    kunnr: varchar('kunnr', { length: 32 }),
    /** The scanned invoice (a sys_file id of the tenant). */
    invoiceImage: bigint('invoice_image', { mode: 'number' }),
    sentAt: instant('sent_at'),
    confirmedAt: instant('confirmed_at'),
    invoicedAt: instant('invoiced_at'),
    receivedAt: instant('received_at'),
    paidAt: instant('paid_at'),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sf_statement_no_uq').on(t.tenantId, t.statementNo),
    index('sf_statement_status_idx').on(t.tenantId, t.status, t.id),
    index('sf_statement_dept_idx').on(t.tenantId, t.deptId, t.id),
    index('sf_statement_batch_idx').on(t.tenantId, t.batchNo),
    tenantPolicy('sf_statement'),
  ],
).enableRLS();

/** What a statement settles, one source each; `live` falls with the statement's cancellation (or the line's regeneration). */
export const sfStatementLine = pgTable(
  'sf_statement_line',
  {
    id: id(),
    tenantId: tenantId(),
    statementId: bigint('statement_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 12 }).$type<StatementLineKind>().notNull(),
    /** The order's, sheet's, fee application's or replaced part's (so_order_part) id. */
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    sourceNo: varchar('source_no', { length: 64 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: varchar('order_no', { length: 32 }),
    amount: money('amount'),
    remark: varchar('remark', { length: 255 }),
    live: boolean('live').notNull().default(true),
    // The common columns, so the lines list and export through the generic resource routes.
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    // The rule "an order (sheet, fee, part) is settled at most once", held by the database.
    uniqueIndex('sf_statement_line_live_uq').on(t.tenantId, t.kind, t.sourceId).where(sql`live`),
    index('sf_statement_line_statement_idx').on(t.tenantId, t.statementId, t.kind, t.id),
    tenantPolicy('sf_statement_line'),
  ],
).enableRLS();

/** Every command on a statement: who, when, from which state to which, why. */
export const sfStatementHistory = pgTable(
  'sf_statement_history',
  {
    id: id(),
    tenantId: tenantId(),
    statementId: bigint('statement_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sf_statement_history_statement_idx').on(t.tenantId, t.statementId, t.id), tenantPolicy('sf_statement_history')],
).enableRLS();

/** Statement numbers: ST + yyMMdd + this running number; batches: SB + yyMMdd + theirs. */
export const sfStatementNo = pgSequence('sf_statement_no_seq');
export const sfBatchNo = pgSequence('sf_batch_no_seq');
