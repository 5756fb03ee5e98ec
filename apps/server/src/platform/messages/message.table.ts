/**
 * Site messages (sys_site_message): a stored inbox per user of a tenant. What the push rules and reminders send
 * over the in-app channel lands here; the shell's bell counts the unread ones. Text only: the title and text are
 * shown as text, the link is a route of the app (never markup or an outside address).
 */
import { bigint, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, tenantPolicy } from '../../db/columns.ts';

export const sysSiteMessage = pgTable(
  'sys_site_message',
  {
    id: id(),
    tenantId: tenantId(),
    /** The receiver: the inbox it belongs to. */
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    text: text('text').notNull(),
    /** A route of the app (starting with one slash), or none. */
    link: varchar('link', { length: 255 }),
    /** What sent it: a push event (order_created …) or a reminder (supervision_due …). */
    sourceEvent: varchar('source_event', { length: 32 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_site_message_inbox_idx').on(t.tenantId, t.userId, t.createdAt), tenantPolicy('sys_site_message')],
).enableRLS();
