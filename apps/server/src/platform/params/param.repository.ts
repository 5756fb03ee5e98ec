import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { contains, offsetOf, type Paging } from '../logs/page-query.ts';
import { sysParam } from './param.table.ts';

export type ParamRow = typeof sysParam.$inferSelect;

export interface ParamFilter {
  publicKey?: string;
  name?: string;
  status?: string;
  systemFlag?: string;
}

const live = (tenantId: number) => and(eq(sysParam.tenantId, tenantId), isNull(sysParam.deletedAt));

export async function pageParams(db: Conn, tenantId: number, filter: ParamFilter, paging: Paging) {
  const where = and(
    live(tenantId),
    filter.publicKey ? contains(sysParam.publicKey, filter.publicKey) : undefined,
    filter.name ? contains(sysParam.name, filter.name) : undefined,
    filter.status ? eq(sysParam.status, filter.status) : undefined,
    filter.systemFlag ? eq(sysParam.systemFlag, filter.systemFlag) : undefined,
  );
  const records = await db.select().from(sysParam).where(where).orderBy(asc(sysParam.id)).limit(paging.size).offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(sysParam).where(where);
  return { records, total };
}

export const findParam = async (db: Conn, tenantId: number, id: number) =>
  (await db.select().from(sysParam).where(and(live(tenantId), eq(sysParam.id, id))))[0];

/** The value of an enabled parameter, or undefined. */
export const enabledValue = async (db: Conn, tenantId: number, publicKey: string) =>
  (
    await db
      .select({ value: sysParam.publicValue })
      .from(sysParam)
      .where(and(live(tenantId), eq(sysParam.publicKey, publicKey), eq(sysParam.status, '0')))
  )[0]?.value;

export const keyTaken = async (db: Conn, tenantId: number, publicKey: string, exceptId = 0) =>
  (await db.select({ id: sysParam.id }).from(sysParam).where(and(live(tenantId), eq(sysParam.publicKey, publicKey), ne(sysParam.id, exceptId))).limit(1)).length > 0;

export const insertParam = async (db: Conn, row: typeof sysParam.$inferInsert) => (await db.insert(sysParam).values(row).returning())[0];

export const updateParam = async (db: Conn, tenantId: number, id: number, patch: Partial<typeof sysParam.$inferInsert>) =>
  (
    await db
      .update(sysParam)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(live(tenantId), eq(sysParam.id, id)))
      .returning()
  )[0];
