import { bigint, boolean, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, tenantPolicy } from '../../db/columns.ts';

/** Export tasks (spec: /intf/intfDownloadRecord): file name, size, status, created and file-deleted times. */
export const intfDownloadRecord = pgTable(
  'intf_download_record',
  {
    id: id(),
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    resource: varchar('resource', { length: 64 }).notNull(),
    fileName: varchar('file_name', { length: 128 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    rowCount: bigint('row_count', { mode: 'number' }),
    /** processing, pending_download, downloaded, failed, aborted */
    status: varchar('status', { length: 20 }).notNull().default('processing'),
    fileDeleted: boolean('file_deleted').notNull().default(false),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    deleteTime: timestamp('delete_time', { withTimezone: true }),
  },
  (t) => [index('intf_download_record_user_idx').on(t.tenantId, t.userId, t.createdAt), tenantPolicy('intf_download_record')],
).enableRLS();
