import { pgTable, text, timestamp, varchar, index } from 'drizzle-orm/pg-core';
import { id, tenantId, tenantPolicy } from '../../db/columns.ts';

/** Every SMS the product would send. The outbox provider stops here; a real provider also records its result. */
export const sysSmsOutbox = pgTable(
  'sys_sms_outbox',
  {
    id: id(),
    tenantId: tenantId(),
    phone: varchar('phone', { length: 20 }).notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    content: text('content').notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** 'recorded' by the outbox; 'queued', then 'sent' or 'failed', by the http provider. */
    status: varchar('status', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_sms_outbox_time_idx').on(t.tenantId, t.createdAt), tenantPolicy('sys_sms_outbox')],
).enableRLS();
