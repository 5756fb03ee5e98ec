/**
 * Complaints (packages/shared care/complaint.ts): what a customer complained of about one work order, its nature and
 * object, the deadlines the SLA rules give it, who handles it and how it was resolved; and the history of every
 * command on it.
 */
import type { ComplaintEscalation, ComplaintStatus } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const live = sql`deleted_at is null`;

export const soComplaint = pgTable(
  'so_complaint',
  {
    id: id(),
    tenantId: tenantId(),
    complaintNo: varchar('complaint_no', { length: 32 }).notNull(),
    status: varchar('status', { length: 12 }).$type<ComplaintStatus>().notNull().default('registered'),
    /** The order it is about, its number, customer and phone as they were when it was registered. */
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    customerName: varchar('customer_name', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    /** The order's outlet (none before dispatch) and its scope organisation: who sees the complaint. */
    siteId: bigint('site_id', { mode: 'number' }),
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    complaintNature: varchar('complaint_nature', { length: 16 }).notNull(),
    complaintObject: varchar('complaint_object', { length: 16 }).notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<number[]>().notNull().default([]),
    /** The SLA rule matched and its deadlines: the first response (acceptance) and the resolution, each with its reminder time. */
    slaId: bigint('sla_id', { mode: 'number' }),
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
    responseRemindAt: timestamp('response_remind_at', { withTimezone: true }),
    resolveDueAt: timestamp('resolve_due_at', { withTimezone: true }),
    resolveRemindAt: timestamp('resolve_remind_at', { withTimezone: true }),
    /** Who took it (accepted, or resolved it last) and when it was first accepted. */
    handlerId: bigint('handler_id', { mode: 'number' }),
    handlerName: varchar('handler_name', { length: 64 }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    escalatedTo: varchar('escalated_to', { length: 8 }).$type<ComplaintEscalation>(),
    escalateReason: text('escalate_reason'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The customer's answer when called back: satisfied (confirmed) or not (reopened); null until asked. */
    satisfied: boolean('satisfied'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('so_complaint_no_uq').on(t.tenantId, t.complaintNo),
    index('so_complaint_status_idx').on(t.tenantId, t.status, t.resolveDueAt).where(live),
    index('so_complaint_dept_idx').on(t.tenantId, t.deptId),
    index('so_complaint_order_idx').on(t.tenantId, t.orderId),
    tenantPolicy('so_complaint'),
  ],
).enableRLS();

/** Every command on a complaint: who, when, from which state to which, what was said. */
export const soComplaintHistory = pgTable(
  'so_complaint_history',
  {
    id: id(),
    tenantId: tenantId(),
    complaintId: bigint('complaint_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('so_complaint_history_idx').on(t.tenantId, t.complaintId, t.id), tenantPolicy('so_complaint_history')],
).enableRLS();

/** Complaint numbers: TS + yyMMdd + this running number. */
export const soComplaintNo = pgSequence('so_complaint_no_seq');
