import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { contains, offsetOf, type Paging } from '../logs/page-query.ts';
import { sysUser } from '../users/user.table.ts';
import { sysFile } from './file.table.ts';

export type FileRow = typeof sysFile.$inferSelect;

const live = (tenantId: number) => and(eq(sysFile.tenantId, tenantId), isNull(sysFile.deletedAt));

export const insertFile = async (db: Conn, row: typeof sysFile.$inferInsert) => (await db.insert(sysFile).values(row).returning())[0];

export const findFileByName = async (db: Conn, tenantId: number, bucketName: string, fileName: string) =>
  (
    await db
      .select()
      .from(sysFile)
      .where(and(live(tenantId), eq(sysFile.bucketName, bucketName), eq(sysFile.fileName, fileName)))
  )[0];

/** A file as the file screen lists it, with the uploader's username. */
const fileRecords = (db: Conn) =>
  db
    .select({
      id: sysFile.id,
      bucketName: sysFile.bucketName,
      fileName: sysFile.fileName,
      original: sysFile.original,
      type: sysFile.type,
      fileSize: sysFile.fileSize,
      createBy: sysUser.username,
      createTime: sysFile.createdAt,
    })
    .from(sysFile)
    .leftJoin(sysUser, eq(sysUser.id, sysFile.createdBy));

export const findFileRecord = async (db: Conn, tenantId: number, id: number) => (await fileRecords(db).where(and(live(tenantId), eq(sysFile.id, id))))[0];

/** Newest first. */
export async function pageFiles(db: Conn, tenantId: number, filter: { original?: string }, paging: Paging) {
  const where = and(live(tenantId), filter.original ? contains(sysFile.original, filter.original) : undefined);
  const records = await fileRecords(db)
    .where(where)
    .orderBy(desc(sysFile.createdAt), desc(sysFile.id))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(sysFile).where(where);
  return { records, total };
}

export const softDeleteFile = async (db: Conn, tenantId: number, id: number, userId: number) =>
  (
    await db
      .update(sysFile)
      .set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: userId })
      .where(and(live(tenantId), eq(sysFile.id, id)))
      .returning()
  )[0];

/** Renames a live file of the tenant (the name it is shown and downloaded under); its stored name stays. */
export const renameFile = async (db: Conn, tenantId: number, id: number, original: string, userId: number) =>
  (
    await db
      .update(sysFile)
      .set({ original, updatedAt: new Date(), updatedBy: userId })
      .where(and(live(tenantId), eq(sysFile.id, id)))
      .returning({ id: sysFile.id })
  )[0];
