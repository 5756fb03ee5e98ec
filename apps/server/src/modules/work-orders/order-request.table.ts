/**
 * Requests against an order that the approval workflow decides (packages/shared work-orders/order-request.ts):
 * work-order appeals (so_order_appeal) and fee applications (so_apply_money), one shape built here twice. An
 * order has at most one open appeal (a partial unique index: two outlets filing at once, one wins).
 */
import { OPEN_REQUEST_STATUSES, type RequestStatus } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgSequence, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';


const OPEN = sql.raw(OPEN_REQUEST_STATUSES.map((status) => `'${status}'`).join(', '));

function requestTable(name: string, oneOpenPerOrder: boolean) {
  return pgTable(
    name,
    {
      id: id(),
      tenantId: tenantId(),
      billNo: varchar('bill_no', { length: 32 }).notNull(),
      status: varchar('status', { length: 12 }).$type<RequestStatus>().notNull().default('saved'),
      orderId: bigint('order_id', { mode: 'number' }).notNull(),
      orderNo: varchar('order_no', { length: 32 }).notNull(),
      /** The assessment item (appeal) or special-fee subject (fee application). */
      subjectId: bigint('subject_id', { mode: 'number' }),
      amount: numeric('amount', { precision: 12, scale: 2, mode: 'string' }),
      reason: text('reason').notNull(),
      /** Files of the tenant (sys_file ids), uploaded through the upload dialog. */
      attachments: jsonb('attachments').$type<number[]>().notNull().default([]),
      applicantName: varchar('applicant_name', { length: 64 }),
      submittedAt: instant('submitted_at'),
      deciderName: varchar('decider_name', { length: 64 }),
      decidedAt: instant('decided_at'),
      decisionRemark: varchar('decision_remark', { length: 500 }),
      /** Bumped by every command: a client that read version n acts only if nobody acted since. */
      version: integer('version').notNull().default(0),
      ...timestamps,
      ...audit,
      ...softDelete,
    },
    (t) => [
      uniqueIndex(`${name}_no_uq`).on(t.tenantId, t.billNo),
      oneOpenPerOrder
        ? uniqueIndex(`${name}_open_uq`).on(t.tenantId, t.orderId).where(sql`status in (${OPEN}) and deleted_at is null`)
        : index(`${name}_order_idx`).on(t.tenantId, t.orderId),
      index(`${name}_status_idx`).on(t.tenantId, t.status),
      tenantPolicy(name),
    ],
  ).enableRLS();
}

export const soOrderAppeal = requestTable('so_order_appeal', true);
export const soApplyMoney = requestTable('so_apply_money', false);

/** Running numbers: AP (appeal) and FA (fee application) + yyMMdd + this number. */
export const soOrderAppealNo = pgSequence('so_order_appeal_no_seq');
export const soApplyMoneyNo = pgSequence('so_apply_money_no_seq');

export type RequestTable = typeof soOrderAppeal;
