/**
 * Return visits (packages/shared care/recall.ts; docs/customer-care.md "Return visits"): the sampling runs
 * (so_recall_header), one return visit per sampled order (so_recall_line: the screening pool, then the follow-up
 * survey pool), every command and call on it (so_recall_history: the dialing records), and the follow-up
 * assessments a problem raises against the outlet (so_recall_assessment). dept_id is the order's scope department,
 * so an outlet sees the return visits of its own orders as it sees the orders.
 */
import type { RecallAnswer, RecallOutcome, RecallProblem, RecallRobotStatus, RecallSatisfaction, RecallSource, RecallStatus, RecallVerdict } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** A sampling run: on demand (task sampling: a finish-date range, an outlet) or when an order finishes. */
export const soRecallHeader = pgTable(
  'so_recall_header',
  {
    id: id(),
    tenantId: tenantId(),
    /** 'manual' (task sampling) or 'finish' (an order finishing). */
    trigger: varchar('trigger', { length: 8 }).notNull(),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    siteId: bigint('site_id', { mode: 'number' }),
    /** Finished orders considered, and how many were drawn. */
    found: integer('found').notNull().default(0),
    sampled: integer('sampled').notNull().default(0),
    ...timestamps,
    ...audit,
  },
  (t) => [index('so_recall_header_created_idx').on(t.tenantId, t.createdAt), tenantPolicy('so_recall_header')],
).enableRLS();

/** One return visit per sampled order: screened, assigned, called until completed. */
export const soRecallLine = pgTable(
  'so_recall_line',
  {
    id: id(),
    tenantId: tenantId(),
    headerId: bigint('header_id', { mode: 'number' }),
    /** The return-visit setup that drew it, whose questions are asked. */
    settingId: bigint('setting_id', { mode: 'number' }),
    source: varchar('source', { length: 10 }).$type<RecallSource>().notNull(),
    status: varchar('status', { length: 12 }).$type<RecallStatus>().notNull().default('screening'),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    orderType: varchar('order_type', { length: 16 }),
    siteId: bigint('site_id', { mode: 'number' }),
    deptId: bigint('dept_id', { mode: 'number' }),
    engineerId: bigint('engineer_id', { mode: 'number' }),
    custId: bigint('cust_id', { mode: 'number' }),
    custName: varchar('cust_name', { length: 64 }),
    phone: varchar('phone', { length: 32 }),
    finishedAt: instant('finished_at'),
    /** When the follow-up is due: the finish date plus the setup's delay days. */
    dueDate: date('due_date', { mode: 'string' }),
    /** The return visitor it is assigned to. */
    assigneeId: bigint('assignee_id', { mode: 'number' }),
    assigneeName: varchar('assignee_name', { length: 64 }),
    /** Calls made (the spec's follow-up count) and the setup's most. */
    callCount: integer('call_count').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** The last call's outcome, and the result of the successful one. */
    outcome: varchar('outcome', { length: 16 }).$type<RecallOutcome>(),
    verdict: varchar('verdict', { length: 12 }).$type<RecallVerdict>(),
    satisfaction: varchar('satisfaction', { length: 20 }).$type<RecallSatisfaction>(),
    answers: jsonb('answers').$type<RecallAnswer[]>().notNull().default([]),
    dropReason: text('drop_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When this follow-up took the order's completion back (rejectCompletion): the order, finished again, is drawn anew. */
    completionRejectedAt: timestamp('completion_rejected_at', { withTimezone: true }),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    // One return visit per finish of an order: a visit that took the completion back leaves room for the next.
    uniqueIndex('so_recall_line_order_uq').on(t.tenantId, t.orderId).where(sql`completion_rejected_at is null`),
    index('so_recall_line_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('so_recall_line_cust_idx').on(t.tenantId, t.custId, t.createdAt),
    index('so_recall_line_assignee_idx').on(t.tenantId, t.assigneeId).where(sql`status in ('pending', 'second', 'imported')`),
    tenantPolicy('so_recall_line'),
  ],
).enableRLS();

/**
 * Every command on a return visit (who, when, from, to, why) and, for a call, the dialing record: the number
 * called, the outcome, the answers and the satisfaction.
 */
export const soRecallHistory = pgTable(
  'so_recall_history',
  {
    id: id(),
    tenantId: tenantId(),
    lineId: bigint('line_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: varchar('order_no', { length: 32 }),
    action: varchar('action', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    userName: varchar('user_name', { length: 64 }),
    remark: text('remark').notNull().default(''),
    phone: varchar('phone', { length: 32 }),
    outcome: varchar('outcome', { length: 16 }).$type<RecallOutcome>(),
    satisfaction: varchar('satisfaction', { length: 20 }).$type<RecallSatisfaction>(),
    answers: jsonb('answers').$type<RecallAnswer[]>(),
    /** The softphone call's id when the call went through the call-centre adapter. */
    callId: varchar('call_id', { length: 64 }),
    // The grid's generic columns (the dialing records are listed, filtered and exported as a resource).
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [index('so_recall_history_line_idx').on(t.tenantId, t.lineId, t.id), index('so_recall_history_created_idx').on(t.tenantId, t.createdAt), tenantPolicy('so_recall_history')],
).enableRLS();

/**
 * A follow-up assessment: a problem a successful call found (an unconfirmed question, a dissatisfied customer),
 * against the order's outlet; a record an assessment sheet can pick up (sheet_id once it has).
 */
export const soRecallAssessment = pgTable(
  'so_recall_assessment',
  {
    id: id(),
    tenantId: tenantId(),
    lineId: bigint('line_id', { mode: 'number' }).notNull(),
    historyId: bigint('history_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    siteId: bigint('site_id', { mode: 'number' }),
    deptId: bigint('dept_id', { mode: 'number' }),
    engineerId: bigint('engineer_id', { mode: 'number' }),
    problem: varchar('problem', { length: 16 }).$type<RecallProblem>().notNull(),
    question: varchar('question', { length: 200 }),
    satisfaction: varchar('satisfaction', { length: 20 }).$type<RecallSatisfaction>(),
    remark: text('remark').notNull().default(''),
    sheetId: bigint('sheet_id', { mode: 'number' }),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [index('so_recall_assessment_site_idx').on(t.tenantId, t.siteId, t.createdAt), index('so_recall_assessment_line_idx').on(t.tenantId, t.lineId), tenantPolicy('so_recall_assessment')],
).enableRLS();

/**
 * The robot caller's requests (recallRobotResource; the adapter's outbox): a line handed to the outbound robot, what it
 * says (the order and the setup's questions, as text), the provider and the delivery's state, and the answer once
 * recorded. One outstanding request per line.
 */
export const soRecallRobot = pgTable(
  'so_recall_robot',
  {
    id: id(),
    tenantId: tenantId(),
    lineId: bigint('line_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    /** The line's scope department (the data scope of whoever may see it). */
    deptId: bigint('dept_id', { mode: 'number' }),
    phone: varchar('phone', { length: 32 }).notNull(),
    script: text('script').notNull(),
    provider: varchar('provider', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).$type<RecallRobotStatus>().notNull(),
    outcome: varchar('outcome', { length: 16 }).$type<RecallOutcome>(),
    satisfaction: varchar('satisfaction', { length: 20 }).$type<RecallSatisfaction>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('so_recall_robot_outstanding_uq').on(t.tenantId, t.lineId).where(sql`status in ('recorded', 'queued', 'sent')`),
    index('so_recall_robot_created_idx').on(t.tenantId, t.createdAt),
    tenantPolicy('so_recall_robot'),
  ],
).enableRLS();
