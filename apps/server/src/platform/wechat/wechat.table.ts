import { bigint, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, tenantPolicy } from '../../db/columns.ts';

/**
 * Every WeChat template message the product would send, to a user's bound WeChat account (sys_social_binding, type
 * WX). The outbox provider stops here; the http provider also records its result.
 */
export const sysWechatOutbox = pgTable(
  'sys_wechat_outbox',
  {
    id: id(),
    tenantId: tenantId(),
    /** The receiver's WeChat open id, and the user it is bound to. */
    openId: varchar('open_id', { length: 128 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The template: the push rule's code. */
    template: varchar('template', { length: 64 }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    content: text('content').notNull(),
    /** The page of this app the message opens (an order's detail). */
    link: varchar('link', { length: 255 }),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** 'recorded' by the outbox; 'queued', then 'sent' or 'failed', by the http provider (sms_status's values). */
    status: varchar('status', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_wechat_outbox_time_idx').on(t.tenantId, t.createdAt), tenantPolicy('sys_wechat_outbox')],
).enableRLS();
