import type { IntfFailStatus } from '@as/shared';
import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';


/**
 * An outbound delivery that failed after its last attempt (intfFailRecord). It keeps the job that delivers it
 * (type and payload), so a retry queues the same delivery again; a delivery that fails again after a retry
 * reopens its record rather than adding another.
 */
export const intfFailRecord = pgTable(
  'intf_fail_record',
  {
    id: id(),
    tenantId: tenantId(),
    interfaceName: varchar('interface_name', { length: 32 }).notNull(),
    /** What failed to go out, in the interface's terms (the SMS outbox id, an order number …). */
    businessKey: varchar('business_key', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).$type<IntfFailStatus>().notNull().default('pending'),
    /** What would have been sent. */
    requestPayload: jsonb('request_payload').$type<Record<string, unknown>>().notNull(),
    jobType: varchar('job_type', { length: 32 }).notNull(),
    jobPayload: jsonb('job_payload').$type<Record<string, unknown>>().notNull(),
    lastError: text('last_error').notNull(),
    /** Every attempt that failed, over the retries. */
    attempts: integer('attempts').notNull(),
    firstFailedAt: instant('first_failed_at').notNull(),
    lastFailedAt: instant('last_failed_at').notNull(),
    /** The reason given when ignored. */
    handleRemark: varchar('handle_remark', { length: 500 }),
    handledAt: instant('handled_at'),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    index('intf_fail_record_time_idx').on(t.tenantId, t.lastFailedAt),
    index('intf_fail_record_key_idx').on(t.tenantId, t.interfaceName, t.businessKey),
    tenantPolicy('intf_fail_record'),
  ],
).enableRLS();
