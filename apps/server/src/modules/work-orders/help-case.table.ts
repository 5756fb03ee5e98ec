/**
 * One-click help (soCase): a question about an order with its state (packages/shared work-orders/help-case.ts),
 * and its thread — the question, support's replies, the asker's follow-ups and the closing word, one row each.
 */
import type { HelpCaseStatus, HelpMessageKind } from '@as/shared';
import { bigint, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';


export const soCase = pgTable(
  'so_case',
  {
    id: id(),
    tenantId: tenantId(),
    caseNo: varchar('case_no', { length: 32 }).notNull(),
    status: varchar('status', { length: 12 }).$type<HelpCaseStatus>().notNull().default('open'),
    urgency: varchar('urgency', { length: 1 }).notNull().default('1'),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    question: text('question').notNull(),
    photos: jsonb('photos').$type<number[]>().notNull().default([]),
    askedBy: bigint('asked_by', { mode: 'number' }).notNull(),
    askerName: varchar('asker_name', { length: 64 }).notNull(),
    takenBy: bigint('taken_by', { mode: 'number' }),
    takerName: varchar('taker_name', { length: 64 }),
    waitingSince: instant('waiting_since'),
    answeredAt: instant('answered_at'),
    closedAt: instant('closed_at'),
    closedBy: bigint('closed_by', { mode: 'number' }),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('so_case_no_uq').on(t.tenantId, t.caseNo),
    index('so_case_order_idx').on(t.tenantId, t.orderId),
    index('so_case_queue_idx').on(t.tenantId, t.status, t.urgency),
    index('so_case_asker_idx').on(t.tenantId, t.askedBy),
    tenantPolicy('so_case'),
  ],
).enableRLS();

export const soCaseMessage = pgTable(
  'so_case_message',
  {
    id: id(),
    tenantId: tenantId(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 12 }).$type<HelpMessageKind>().notNull(),
    body: text('body').notNull().default(''),
    photos: jsonb('photos').$type<number[]>().notNull().default([]),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('so_case_message_case_idx').on(t.tenantId, t.caseId, t.id), tenantPolicy('so_case_message')],
).enableRLS();

/** Case numbers: HC + yyMMdd + this running number. */
export const soCaseNo = pgSequence('so_case_no_seq');
