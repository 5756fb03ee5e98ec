import { bigint, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

export const sysFile = pgTable(
  'sys_file',
  {
    id: id(),
    tenantId: tenantId(),
    bucketName: varchar('bucket_name', { length: 64 }).notNull(),
    fileName: varchar('file_name', { length: 128 }).notNull(),
    original: varchar('original', { length: 255 }).notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sys_file_name_uq').on(t.tenantId, t.bucketName, t.fileName).where(sql`deleted_at is null`),
    index('sys_file_time_idx').on(t.tenantId, t.createdAt),
    tenantPolicy('sys_file'),
  ],
).enableRLS();
