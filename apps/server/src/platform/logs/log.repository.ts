import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { sysLog } from './log.table.ts';
import { contains, offsetOf, type Paging } from './page-query.ts';

export interface LogFilter {
  type?: string;
  title?: string;
  createBy?: string;
  beginTime?: Date;
  endTime?: Date;
}

/** Newest first. */
export async function pageLogs(db: Conn, tenantId: number, filter: LogFilter, paging: Paging) {
  const where = and(
    eq(sysLog.tenantId, tenantId),
    filter.type ? eq(sysLog.type, filter.type) : undefined,
    filter.title ? contains(sysLog.title, filter.title) : undefined,
    filter.createBy ? eq(sysLog.createBy, filter.createBy) : undefined,
    filter.beginTime ? gte(sysLog.createTime, filter.beginTime) : undefined,
    filter.endTime ? lte(sysLog.createTime, filter.endTime) : undefined,
  );
  const records = await db.select().from(sysLog).where(where).orderBy(desc(sysLog.createTime), desc(sysLog.id)).limit(paging.size).offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(sysLog).where(where);
  return { records, total };
}

export const insertLogs = (db: Conn, rows: (typeof sysLog.$inferInsert)[]) => db.insert(sysLog).values(rows);

/** Deletes the tenant's logs among `ids`; returns how many there were. */
export async function deleteLogs(db: Conn, tenantId: number, ids: number[]): Promise<number> {
  const rows = await db.delete(sysLog).where(and(eq(sysLog.tenantId, tenantId), inArray(sysLog.id, ids))).returning({ id: sysLog.id });
  return rows.length;
}
