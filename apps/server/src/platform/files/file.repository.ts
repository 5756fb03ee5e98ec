import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { contains, offsetOf, type Paging } from '../logs/page-query.ts';
import { sysUser } from '../users/user.table.ts';
import { sysFile } from './file.table.ts';

export type FileRow = typeof sysFile.$inferSelect;

export const insertFile = async (db: Conn, row: typeof sysFile.$inferInsert) => (await db.insert(sysFile).values(row).returning())[0];

export const findFileByName = async (db: Conn, tenantId: number, bucketName: string, fileName: string) =>
  (
    await db
      .select()
      .from(sysFile)
      .where(and(eq(sysFile.tenantId, tenantId), eq(sysFile.bucketName, bucketName), eq(sysFile.fileName, fileName), isNull(sysFile.deletedAt)))
  )[0];

/** Newest first, with the uploader's username. */
export async function pageFiles(db: Conn, tenantId: number, filter: { original?: string }, paging: Paging) {
  const where = and(eq(sysFile.tenantId, tenantId), isNull(sysFile.deletedAt), filter.original ? contains(sysFile.original, filter.original) : undefined);
  const records = await db
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
    .leftJoin(sysUser, eq(sysUser.id, sysFile.createdBy))
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
      .where(and(eq(sysFile.tenantId, tenantId), eq(sysFile.id, id), isNull(sysFile.deletedAt)))
      .returning()
  )[0];
