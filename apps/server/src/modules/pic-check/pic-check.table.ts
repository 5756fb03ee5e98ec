/**
 * Picture review (packages/shared quality/pic-check.ts; docs/customer-care.md "Picture review"): one review per
 * finished order, queued by sampling or for a whole outlet, with its history. dept_id is the order's scope
 * department, so an outlet sees the reviews of its own orders as it sees the orders.
 */
import type { PicCheckSource, PicCheckStatus } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

export const soPicCheck = pgTable(
  'so_pic_check',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    siteId: bigint('site_id', { mode: 'number' }),
    deptId: bigint('dept_id', { mode: 'number' }),
    source: varchar('source', { length: 8 }).$type<PicCheckSource>().notNull(),
    status: varchar('status', { length: 12 }).$type<PicCheckStatus>().notNull().default('pending'),
    /** The last rejection's reason (kept after a pass, in the history too). */
    reason: text('reason').notNull().default(''),
    /** How many times the inspector has reviewed it. */
    rounds: integer('rounds').notNull().default(0),
    finishedAt: instant('finished_at'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    /** The quality inspector headquarters gave it to (batchAssign); null: anyone's. */
    assigneeId: bigint('assignee_id', { mode: 'number' }),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('so_pic_check_order_uq').on(t.tenantId, t.orderId),
    index('so_pic_check_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('so_pic_check_assignee_idx').on(t.tenantId, t.assigneeId).where(sql`assignee_id is not null`),
    index('so_pic_check_holding_idx').on(t.tenantId, t.orderId).where(sql`status in ('rejected', 'resubmitted')`),
    tenantPolicy('so_pic_check'),
  ],
).enableRLS();

/** Every command on a review: who, when, from which state to which, why, and the photos a resubmission added. */
export const soPicCheckHistory = pgTable(
  'so_pic_check_history',
  {
    id: id(),
    tenantId: tenantId(),
    checkId: bigint('check_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    photos: jsonb('photos').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('so_pic_check_history_check_idx').on(t.tenantId, t.checkId, t.id), tenantPolicy('so_pic_check_history')],
).enableRLS();
