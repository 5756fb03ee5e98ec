import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const live = sql`deleted_at is null`;

/** An engineer (snSiteEngineer) of an outlet, with the login account (sys_user) created with it. */
export const snSiteEngineer = pgTable(
  'sn_site_engineer',
  {
    id: id(),
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The outlet (organisation node) the engineer works for. */
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    jobNo: varchar('job_no', { length: 32 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    loginAccount: varchar('login_account', { length: 64 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    engineerType: varchar('engineer_type', { length: 16 }).notNull(),
    postStat: varchar('post_stat', { length: 16 }).notNull().default('on_job'),
    level: varchar('level', { length: 16 }).notNull().default('novice'),
    education: varchar('education', { length: 16 }),
    sex: varchar('sex', { length: 1 }),
    dailyCapacity: integer('daily_capacity').notNull().default(10),
    idNumber: varchar('id_number', { length: 18 }),
    insuranceCompany: varchar('insurance_company', { length: 64 }),
    insurancePolicyNo: varchar('insurance_policy_no', { length: 64 }),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lng: numeric('lng', { precision: 9, scale: 6 }),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sn_site_engineer_job_no_uq').on(t.tenantId, t.jobNo).where(live),
    uniqueIndex('sn_site_engineer_login_uq').on(t.tenantId, t.loginAccount).where(live),
    uniqueIndex('sn_site_engineer_user_uq').on(t.tenantId, t.userId).where(live),
    index('sn_site_engineer_dept_idx').on(t.tenantId, t.deptId),
    tenantPolicy('sn_site_engineer'),
  ],
).enableRLS();

/** One row per promotion: from which level to which, on which day, why, by whom. */
export const snEngineerPromotion = pgTable(
  'sn_engineer_promotion',
  {
    id: id(),
    tenantId: tenantId(),
    engineerId: bigint('engineer_id', { mode: 'number' }).notNull(),
    fromLevel: varchar('from_level', { length: 16 }).notNull(),
    toLevel: varchar('to_level', { length: 16 }).notNull(),
    promotedOn: date('promoted_on', { mode: 'string' }).notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sn_engineer_promotion_engineer_idx').on(t.tenantId, t.engineerId), tenantPolicy('sn_engineer_promotion')],
).enableRLS();

/** The history of an engineer's on-job status: who changed it, when, from what, to what, why. */
export const snEngineerPostLog = pgTable(
  'sn_engineer_post_log',
  {
    id: id(),
    tenantId: tenantId(),
    engineerId: bigint('engineer_id', { mode: 'number' }).notNull(),
    fromStat: varchar('from_stat', { length: 16 }).notNull(),
    toStat: varchar('to_stat', { length: 16 }).notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sn_engineer_post_log_engineer_idx').on(t.tenantId, t.engineerId), tenantPolicy('sn_engineer_post_log')],
).enableRLS();

/** Inspections of an engineer's work (snSiteEngineer inspection): day, result, score, remark, inspector. */
export const snEngineerInspection = pgTable(
  'sn_engineer_inspection',
  {
    id: id(),
    tenantId: tenantId(),
    engineerId: bigint('engineer_id', { mode: 'number' }).notNull(),
    inspectedOn: date('inspected_on', { mode: 'string' }).notNull(),
    result: varchar('result', { length: 16 }).notNull(),
    score: integer('score'),
    remark: text('remark'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sn_engineer_inspection_engineer_idx').on(t.tenantId, t.engineerId), tenantPolicy('sn_engineer_inspection')],
).enableRLS();

export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** A change an outlet asks for (snEngineerChange): old and new value per field, decided by its centre or headquarters. */
export const snEngineerChange = pgTable(
  'sn_engineer_change',
  {
    id: id(),
    tenantId: tenantId(),
    engineerId: bigint('engineer_id', { mode: 'number' }).notNull(),
    /** The engineer's outlet when asked: whose data scope the request falls in. */
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
    reason: text('reason'),
    rejectReason: text('reject_reason'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...audit,
    ...timestamps,
  },
  (t) => [
    // At most one request awaiting review per engineer.
    uniqueIndex('sn_engineer_change_pending_uq').on(t.tenantId, t.engineerId).where(sql`status = 'pending'`),
    index('sn_engineer_change_dept_idx').on(t.tenantId, t.deptId),
    tenantPolicy('sn_engineer_change'),
  ],
).enableRLS();
