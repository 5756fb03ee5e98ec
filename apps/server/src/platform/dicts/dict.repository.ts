import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { contains, offsetOf, type Paging } from '../logs/page-query.ts';
import { sysDict, sysDictItem } from './dict.table.ts';

export type DictRow = typeof sysDict.$inferSelect;
export type DictItemRow = typeof sysDictItem.$inferSelect;

export interface DictFilter {
  type?: string;
  description?: string;
  systemFlag?: string;
}

export interface ItemFilter {
  dictId?: number;
  type?: string;
  label?: string;
}

const liveDict = (tenantId: number) => and(eq(sysDict.tenantId, tenantId), isNull(sysDict.deletedAt));
const liveItem = (tenantId: number) => and(eq(sysDictItem.tenantId, tenantId), isNull(sysDictItem.deletedAt));

export async function pageDicts(db: Conn, tenantId: number, filter: DictFilter, paging: Paging) {
  const where = and(
    liveDict(tenantId),
    filter.type ? contains(sysDict.type, filter.type) : undefined,
    filter.description ? contains(sysDict.description, filter.description) : undefined,
    filter.systemFlag ? eq(sysDict.systemFlag, filter.systemFlag) : undefined,
  );
  const records = await db.select().from(sysDict).where(where).orderBy(asc(sysDict.id)).limit(paging.size).offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(sysDict).where(where);
  return { records, total };
}

export const findDict = async (db: Conn, tenantId: number, id: number) =>
  (await db.select().from(sysDict).where(and(liveDict(tenantId), eq(sysDict.id, id))))[0];

export const typeTaken = async (db: Conn, tenantId: number, type: string, exceptId = 0) =>
  (await db.select({ id: sysDict.id }).from(sysDict).where(and(liveDict(tenantId), eq(sysDict.type, type), ne(sysDict.id, exceptId))).limit(1)).length > 0;

export const insertDict = async (db: Conn, row: typeof sysDict.$inferInsert) => (await db.insert(sysDict).values(row).returning())[0];

export const updateDict = async (db: Conn, tenantId: number, id: number, patch: Partial<typeof sysDict.$inferInsert>) =>
  (
    await db
      .update(sysDict)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(liveDict(tenantId), eq(sysDict.id, id)))
      .returning()
  )[0];

/** Items carry their dictionary's type (the lookup key of GET /admin/dict/type/{type}): keep them in step. */
export const retypeItems = (db: Conn, tenantId: number, dictId: number, type: string) =>
  db.update(sysDictItem).set({ type, updatedAt: new Date() }).where(and(liveItem(tenantId), eq(sysDictItem.dictId, dictId)));

export async function softDeleteDict(db: Conn, tenantId: number, id: number, userId: number) {
  const now = new Date();
  await db.update(sysDictItem).set({ deletedAt: now, updatedBy: userId }).where(and(liveItem(tenantId), eq(sysDictItem.dictId, id)));
  await updateDict(db, tenantId, id, { deletedAt: now, updatedBy: userId });
}

export async function pageItems(db: Conn, tenantId: number, filter: ItemFilter, paging: Paging) {
  const where = and(
    liveItem(tenantId),
    filter.dictId ? eq(sysDictItem.dictId, filter.dictId) : undefined,
    filter.type ? eq(sysDictItem.type, filter.type) : undefined,
    filter.label ? contains(sysDictItem.label, filter.label) : undefined,
  );
  const records = await db
    .select()
    .from(sysDictItem)
    .where(where)
    .orderBy(asc(sysDictItem.dictId), asc(sysDictItem.sort), asc(sysDictItem.id))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(sysDictItem).where(where);
  return { records, total };
}

export const itemsOfType = (db: Conn, tenantId: number, type: string) =>
  db.select().from(sysDictItem).where(and(liveItem(tenantId), eq(sysDictItem.type, type))).orderBy(asc(sysDictItem.sort), asc(sysDictItem.id));

export const findItem = async (db: Conn, tenantId: number, id: number) =>
  (await db.select().from(sysDictItem).where(and(liveItem(tenantId), eq(sysDictItem.id, id))))[0];

export const valueTaken = async (db: Conn, tenantId: number, dictId: number, value: string, exceptId = 0) =>
  (
    await db
      .select({ id: sysDictItem.id })
      .from(sysDictItem)
      .where(and(liveItem(tenantId), eq(sysDictItem.dictId, dictId), eq(sysDictItem.value, value), ne(sysDictItem.id, exceptId)))
      .limit(1)
  ).length > 0;

export const insertItem = async (db: Conn, row: typeof sysDictItem.$inferInsert) => (await db.insert(sysDictItem).values(row).returning())[0];

export const updateItem = async (db: Conn, tenantId: number, id: number, patch: Partial<typeof sysDictItem.$inferInsert>) =>
  (
    await db
      .update(sysDictItem)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(liveItem(tenantId), eq(sysDictItem.id, id)))
      .returning()
  )[0];

/**
 * The tenant's items of some dictionary types, by type: each value, and each of its labels, maps to the value
 * (an import may name an option by its label). A dictionary field must hold one of these values.
 */
export async function dictOptions(db: Conn, tenantId: number, types: string[]): Promise<Map<string, Map<string, string>>> {
  const byType = new Map<string, Map<string, string>>();
  if (!types.length) return byType;
  const items = await db.select().from(sysDictItem).where(and(eq(sysDictItem.tenantId, tenantId), inArray(sysDictItem.type, types), isNull(sysDictItem.deletedAt)));
  for (const type of types) byType.set(type, new Map());
  for (const item of items) {
    const map = byType.get(item.type)!;
    for (const key of [item.value, item.label, item.labelEn, item.labelEs]) if (key) map.set(key, item.value);
  }
  return byType;
}
