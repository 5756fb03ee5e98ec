/** The SLA reminders already pushed: one row per order, clock and state, so the scheduled scan never repeats one. */
import { bigint, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { SlaAlertState, SlaClock } from '@as/shared';
import { id, instant, tenantId, tenantPolicy } from '../../db/columns.ts';

export const soOrderSlaNotice = pgTable(
  'so_order_sla_notice',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    clock: varchar('clock', { length: 12 }).$type<SlaClock>().notNull(),
    state: varchar('state', { length: 12 }).$type<SlaAlertState>().notNull(),
    /** The deadline the reminder was about. */
    dueAt: instant('due_at').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('so_order_sla_notice_uq').on(t.tenantId, t.orderId, t.clock, t.state), tenantPolicy('so_order_sla_notice')],
).enableRLS();
