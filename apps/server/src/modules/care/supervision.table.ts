/**
 * Supervision orders (packages/shared care/supervision.ts): what a supervisor opens against an outlet or one of its
 * engineers, for an order or a pattern, with a due date and attachments; the outlet's reply; and the history of every
 * command on it.
 */
import type { SupervisionStatus, SupervisionTarget } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const live = sql`deleted_at is null`;

export const soSupervision = pgTable(
  'so_supervision',
  {
    id: id(),
    tenantId: tenantId(),
    supervisionNo: varchar('supervision_no', { length: 32 }).notNull(),
    status: varchar('status', { length: 12 }).$type<SupervisionStatus>().notNull().default('pending'),
    targetType: varchar('target_type', { length: 12 }).$type<SupervisionTarget>().notNull(),
    /** The outlet it is against, or whose engineer it is against: the outlet replies. */
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    /** The outlet's organisation node: whose order it is (its data scope). */
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    engineerId: bigint('engineer_id', { mode: 'number' }),
    /** The order it is about; none: a pattern of the target's. */
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: varchar('order_no', { length: 32 }),
    reason: text('reason').notNull(),
    /** The date by which the target must reply. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    attachments: jsonb('attachments').$type<number[]>().notNull().default([]),
    /** Who replied for the outlet (the spec's handler), when, and what. */
    handlerId: bigint('handler_id', { mode: 'number' }),
    handlerName: varchar('handler_name', { length: 64 }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    replyContent: text('reply_content'),
    replyAttachments: jsonb('reply_attachments').$type<number[]>().notNull().default([]),
    /** Why the supervisor could not handle it. */
    closeRemark: text('close_remark'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('so_supervision_no_uq').on(t.tenantId, t.supervisionNo),
    index('so_supervision_status_idx').on(t.tenantId, t.status, t.dueDate).where(live),
    index('so_supervision_dept_idx').on(t.tenantId, t.deptId),
    index('so_supervision_order_idx').on(t.tenantId, t.orderId),
    tenantPolicy('so_supervision'),
  ],
).enableRLS();

/** Every command on a supervision order: who, when, from which state to which, what was said. */
export const soSupervisionHistory = pgTable(
  'so_supervision_history',
  {
    id: id(),
    tenantId: tenantId(),
    supervisionId: bigint('supervision_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('so_supervision_history_idx').on(t.tenantId, t.supervisionId, t.id), tenantPolicy('so_supervision_history')],
).enableRLS();

/** Supervision numbers: DB + yyMMdd + this running number. */
export const soSupervisionNo = pgSequence('so_supervision_no_seq');
