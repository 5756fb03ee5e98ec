import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, tenantPolicy } from '../../db/columns.ts';

/** Operation logs of every write ('0'), failed writes ('9') and front-end error logs ('1'). */
export const sysLog = pgTable(
  'sys_log',
  {
    id: id(),
    tenantId: tenantId(),
    type: varchar('type', { length: 1 }).notNull(),
    title: varchar('title', { length: 255 }).notNull().default(''),
    serviceId: varchar('service_id', { length: 32 }).notNull().default(''),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    userId: bigint('user_id', { mode: 'number' }),
    remoteAddr: varchar('remote_addr', { length: 64 }).notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    requestUri: text('request_uri').notNull().default(''),
    method: varchar('method', { length: 10 }).notNull().default(''),
    params: text('params').notNull().default(''),
    /** Milliseconds taken. */
    time: integer('time').notNull().default(0),
    exception: text('exception').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_log_time_idx').on(t.tenantId, t.createTime), tenantPolicy('sys_log')],
).enableRLS();
