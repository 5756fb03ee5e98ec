/**
 * The orders' daily facts (issue 19; packages/shared kpi/kpi.ts, docs/kpis.md): per tenant, day, scope organisation,
 * outlet, engineer and product category, the KPI counters of the orders' events that day. Kept in each order step's transaction
 * (order-facts.ts); the dashboards sum them instead of scanning the orders.
 */
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../db/columns.ts';

const count = (name: string) => integer(name).notNull().default(0);
const minutes = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const rptOrderFact = pgTable(
  'rpt_order_fact',
  {
    tenantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The organisation whose subtree sees the orders (so_order.scope_dept_id; 0: headquarters only): the data scope. */
    scopeDeptId: bigint('scope_dept_id', { mode: 'number' }).notNull().default(0),
    /** 0: no outlet or engineer yet. */
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    engineerId: bigint('engineer_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    received: count('received'),
    finished: count('finished'),
    cancelled: count('cancelled'),
    /** Received orders an outlet refused at least once. */
    rejected: count('rejected'),
    slaCounted: count('sla_counted'),
    slaMet: count('sla_met'),
    turnaroundCount: count('turnaround_count'),
    turnaroundMinutes: minutes('turnaround_minutes'),
    /** Per bucket of TURNAROUND_BUCKETS_H, then the open bucket. */
    turnaroundBuckets: integer('turnaround_buckets').array().notNull().default(sql`'{}'::integer[]`),
    firstAppointCount: count('first_appoint_count'),
    firstAppointMinutes: minutes('first_appoint_minutes'),
    repairsFinished: count('repairs_finished'),
    firstTimeFix: count('first_time_fix'),
    repeats: count('repeats'),
  },
  (t) => [
    primaryKey({ name: 'rpt_order_fact_key', columns: [t.tenantId, t.day, t.scopeDeptId, t.siteId, t.engineerId, t.categoryId] }),
    // A centre's or an outlet's facts of a range (scope_dept_id in its subtree's ids): the key's day-first prefix
    // reads every fact of the range.
    index('rpt_order_fact_scope_idx').on(t.tenantId, t.scopeDeptId, t.day),
    tenantPolicy('rpt_order_fact'),
  ],
).enableRLS();
