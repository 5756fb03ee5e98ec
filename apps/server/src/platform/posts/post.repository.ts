/** SQL for posts (job titles) of a tenant. */
import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { contains, offsetOf, type Paging } from '../logs/page-query.ts';
import { sysUserPost } from '../users/user.table.ts';
import { sysPost } from './post.table.ts';

export type PostRow = typeof sysPost.$inferSelect;

export interface PostFilter {
  code?: string;
  name?: string;
}

const live = (tenantId: number) => and(eq(sysPost.tenantId, tenantId), isNull(sysPost.deletedAt));
const order = [asc(sysPost.sort), asc(sysPost.id)];

export async function pagePosts(db: Conn, tenantId: number, filter: PostFilter, paging: Paging) {
  const where = and(live(tenantId), filter.code ? contains(sysPost.code, filter.code) : undefined, filter.name ? contains(sysPost.name, filter.name) : undefined);
  const records = await db.select().from(sysPost).where(where).orderBy(...order).limit(paging.size).offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(sysPost).where(where);
  return { records, total };
}

export const listPosts = (db: Conn, tenantId: number) => db.select().from(sysPost).where(live(tenantId)).orderBy(...order);

export const findPost = async (db: Conn, tenantId: number, id: number) =>
  (await db.select().from(sysPost).where(and(live(tenantId), eq(sysPost.id, id))))[0];

/** How many of `ids` are live posts of the tenant. */
export async function countPosts(db: Conn, tenantId: number, ids: number[]) {
  if (!ids.length) return 0;
  const [{ n }] = await db.select({ n: count() }).from(sysPost).where(and(live(tenantId), inArray(sysPost.id, ids)));
  return n;
}

export const codeTaken = async (db: Conn, tenantId: number, code: string, exceptId?: number) =>
  (
    await db
      .select({ id: sysPost.id })
      .from(sysPost)
      .where(and(live(tenantId), eq(sysPost.code, code), exceptId ? ne(sysPost.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

export const insertPost = async (db: Conn, row: typeof sysPost.$inferInsert) => (await db.insert(sysPost).values(row).returning())[0];

export const updatePost = async (db: Conn, tenantId: number, id: number, patch: Partial<typeof sysPost.$inferInsert>) =>
  (
    await db
      .update(sysPost)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(live(tenantId), eq(sysPost.id, id)))
      .returning()
  )[0];

/** The post goes, and with it every user's assignment to it. */
export async function softDeletePost(db: Conn, tenantId: number, id: number, userId: number) {
  await db.delete(sysUserPost).where(and(eq(sysUserPost.tenantId, tenantId), eq(sysUserPost.postId, id)));
  return updatePost(db, tenantId, id, { deletedAt: new Date(), updatedBy: userId });
}
