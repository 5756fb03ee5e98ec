/**
 * Quality and accident reports (packages/shared quality/quality-report.ts): one table for both kinds, what the
 * reporter wrote (the product, its serial, the order, the facts, the severity, for an accident the injury and the
 * damage, attachments), where it stands, and the history of every command on it.
 */
import type { QualityReportKind, QualityReportStatus, QualitySeverity } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const live = sql`deleted_at is null`;

export const wkQualityReport = pgTable(
  'wk_quality_report',
  {
    id: id(),
    tenantId: tenantId(),
    kind: varchar('kind', { length: 12 }).$type<QualityReportKind>().notNull(),
    reportNo: varchar('report_no', { length: 32 }).notNull(),
    status: varchar('status', { length: 12 }).$type<QualityReportStatus>().notNull().default('draft'),
    /** The reporter's organisation node (an outlet's or a centre's): whose report it is (its data scope). */
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    /** The reporting outlet, when the reporter is one. */
    siteId: bigint('site_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    /** The model as it was when reported (the product may be renamed later). */
    model: varchar('model', { length: 64 }).notNull(),
    /** Checked against the barcode library when given. */
    serialNo: varchar('serial_no', { length: 64 }),
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: varchar('order_no', { length: 32 }),
    facts: text('facts').notNull(),
    severity: varchar('severity', { length: 12 }).$type<QualitySeverity>().notNull(),
    /** Accidents: was anybody hurt, and what was damaged. */
    injury: boolean('injury'),
    damage: text('damage'),
    attachments: jsonb('attachments').$type<number[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Headquarters' answer: who confirmed or returned it, when, and why it was returned. */
    confirmedBy: bigint('confirmed_by', { mode: 'number' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    returnReason: text('return_reason'),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('wk_quality_report_no_uq').on(t.tenantId, t.reportNo),
    index('wk_quality_report_status_idx').on(t.tenantId, t.kind, t.status).where(live),
    index('wk_quality_report_dept_idx').on(t.tenantId, t.deptId),
    index('wk_quality_report_order_idx').on(t.tenantId, t.orderId),
    tenantPolicy('wk_quality_report'),
  ],
).enableRLS();

/** Every command on a report: who, when, from which state to which, what was said. */
export const wkQualityReportHistory = pgTable(
  'wk_quality_report_history',
  {
    id: id(),
    tenantId: tenantId(),
    reportId: bigint('report_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wk_quality_report_history_idx').on(t.tenantId, t.reportId, t.id), tenantPolicy('wk_quality_report_history')],
).enableRLS();

/** Report numbers: ZL or SG + yyMMdd + this running number. */
export const wkQualityReportNo = pgSequence('wk_quality_report_no_seq');
