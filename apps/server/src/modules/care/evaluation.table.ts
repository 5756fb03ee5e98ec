/**
 * The evaluation SMS of a finished order (packages/shared care/evaluation.ts): whom it goes to, when it is due, the
 * outbox message it became, the customer's reply and the satisfaction it gives; and the history of each step.
 */
import type { RecallSatisfaction, EvaluationStatus } from '@as/shared';
import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

export const soEvaluation = pgTable(
  'so_evaluation',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    status: varchar('status', { length: 12 }).$type<EvaluationStatus>().notNull().default('scheduled'),
    /** When the SMS is due: the finish plus the tenant's delay. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** The outbox message it was sent as (sys_sms_outbox). */
    smsId: bigint('sms_id', { mode: 'number' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The customer's reply as received, its score (1–5) and the satisfaction it stands for. */
    answer: text('answer'),
    score: smallint('score'),
    satisfaction: varchar('satisfaction', { length: 20 }).$type<RecallSatisfaction>(),
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
  },
  (t) => [
    // One evaluation per order: a finish happens once.
    uniqueIndex('so_evaluation_order_uq').on(t.tenantId, t.orderId),
    uniqueIndex('so_evaluation_sms_uq').on(t.tenantId, t.smsId),
    index('so_evaluation_phone_idx').on(t.tenantId, t.phone, t.status),
    tenantPolicy('so_evaluation'),
  ],
).enableRLS();

/** Each step of an evaluation: scheduled, sent, answered; who (none: the scheduler or the provider) and what was said. */
export const soEvaluationHistory = pgTable(
  'so_evaluation_history',
  {
    id: id(),
    tenantId: tenantId(),
    evaluationId: bigint('evaluation_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('so_evaluation_history_idx').on(t.tenantId, t.evaluationId, t.id), tenantPolicy('so_evaluation_history')],
).enableRLS();
