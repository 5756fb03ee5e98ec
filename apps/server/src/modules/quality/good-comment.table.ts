/**
 * Good-comment applications (packages/shared quality/good-comment.ts): an outlet's claim of a reward for a praised
 * order, headquarters' answer, and the history of every command on it. An order has at most one live claim.
 */
import type { GoodCommentStatus } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const live = sql`deleted_at is null`;

export const wkGoodCommentApply = pgTable(
  'wk_good_comment_apply',
  {
    id: id(),
    tenantId: tenantId(),
    applyNo: varchar('apply_no', { length: 32 }).notNull(),
    status: varchar('status', { length: 12 }).$type<GoodCommentStatus>().notNull().default('pending'),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    /** The order's outlet and its organisation node (the data scope). */
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    praise: text('praise').notNull(),
    attachments: jsonb('attachments').$type<number[]>().notNull().default([]),
    amountClaimed: numeric('amount_claimed', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    amountGranted: numeric('amount_granted', { precision: 12, scale: 2, mode: 'string' }),
    checkedBy: bigint('checked_by', { mode: 'number' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkRemark: text('check_remark'),
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('wk_good_comment_apply_no_uq').on(t.tenantId, t.applyNo),
    // One live claim per order: a rejected one does not count.
    uniqueIndex('wk_good_comment_apply_order_uq').on(t.tenantId, t.orderId).where(sql`deleted_at is null and status in ('pending', 'approved')`),
    index('wk_good_comment_apply_status_idx').on(t.tenantId, t.status).where(live),
    index('wk_good_comment_apply_dept_idx').on(t.tenantId, t.deptId),
    tenantPolicy('wk_good_comment_apply'),
  ],
).enableRLS();

export const wkGoodCommentApplyHistory = pgTable(
  'wk_good_comment_apply_history',
  {
    id: id(),
    tenantId: tenantId(),
    applyId: bigint('apply_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wk_good_comment_apply_history_idx').on(t.tenantId, t.applyId, t.id), tenantPolicy('wk_good_comment_apply_history')],
).enableRLS();

/** Application numbers: HP + yyMMdd + this running number. */
export const wkGoodCommentApplyNo = pgSequence('wk_good_comment_apply_no_seq');
