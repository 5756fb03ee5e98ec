/**
 * What the push rules sent (bas_push_log), and the events that fire once per subject (bas_push_event): an order
 * overdue or at its SLA warning, a supervision order due tomorrow or overdue. The unique key of bas_push_event is
 * what keeps two servers (or two runs of the scan) from firing the same one twice.
 */
import { bigint, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

export const basPushLog = pgTable(
  'bas_push_log',
  {
    id: id(),
    tenantId: tenantId(),
    /** The rule that sent it; none for a supervision reminder. */
    ruleId: bigint('rule_id', { mode: 'number' }),
    ruleCode: varchar('rule_code', { length: 32 }),
    event: varchar('event', { length: 32 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    /** The order's number, or the supervision order's. */
    orderNo: varchar('order_no', { length: 32 }),
    target: varchar('target', { length: 16 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    /** Who got it: a phone number, or the receiving user's name. */
    recipient: varchar('recipient', { length: 64 }),
    userId: bigint('user_id', { mode: 'number' }),
    smsId: bigint('sms_id', { mode: 'number' }),
    /** The WeChat outbox's message (sys_wechat_outbox). */
    wechatId: bigint('wechat_id', { mode: 'number' }),
    messageId: bigint('message_id', { mode: 'number' }),
    content: text('content').notNull(),
    /** sent or failed. */
    status: varchar('status', { length: 12 }).notNull(),
    /** Why it failed: a code of PUSH_FAILURES (noPhone, noUser, noWechat, noChannel, error). */
    error: varchar('error', { length: 255 }),
    // The generic read-only grid's columns (the server writes each row once).
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    index('bas_push_log_time_idx').on(t.tenantId, t.createdAt),
    index('bas_push_log_order_idx').on(t.tenantId, t.orderId),
    tenantPolicy('bas_push_log'),
  ],
).enableRLS();

export const basPushEvent = pgTable(
  'bas_push_event',
  {
    id: id(),
    tenantId: tenantId(),
    event: varchar('event', { length: 32 }).notNull(),
    /** order or supervision. */
    subject: varchar('subject', { length: 16 }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bas_push_event_once_uq').on(t.tenantId, t.event, t.subject, t.subjectId), tenantPolicy('bas_push_event')],
).enableRLS();
