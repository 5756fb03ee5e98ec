import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';

/**
 * Background jobs, stored so they survive a restart. Global (claimed by any instance before a tenant is known);
 * each job carries its tenant and runs inside that tenant's transaction scope.
 */
export const sysJob = pgTable(
  'sys_job',
  {
    id: id(),
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    type: varchar('type', { length: 32 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** queued, running, done, failed */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** A running job whose lock has lapsed (its instance died) is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_job_claim_idx').on(t.status, t.runAfter)],
);
