/** SQL for users and their tenant memberships, roles, posts and permissions. */
import { type AnyColumn, and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '@as/shared';
import { type Conn, queryRows } from '../../db/client.ts';
import { subtreeIds } from '../depts/dept.repository.ts';
import { sysDept } from '../depts/dept.table.ts';
import { contains, offsetOf, type Paging } from '../logs/page-query.ts';
import { sysPost } from '../posts/post.table.ts';
import { sysRole } from '../roles/role.table.ts';
import { sysUser, sysUserPost, sysUserRole, sysUserTenant } from './user.table.ts';

export type UserRow = typeof sysUser.$inferSelect;

export const findUserByUsername = async (db: Conn, username: string) =>
  (await db.select().from(sysUser).where(and(eq(sysUser.username, username), isNull(sysUser.deletedAt))))[0];

export const findUserByPhone = async (db: Conn, phone: string) =>
  (await db.select().from(sysUser).where(and(eq(sysUser.phone, phone), isNull(sysUser.deletedAt))))[0];

export const findUserById = async (db: Conn, id: number) =>
  (await db.select().from(sysUser).where(and(eq(sysUser.id, id), isNull(sysUser.deletedAt))))[0];

export const findMembership = async (db: Conn, tenantId: number, userId: number) =>
  (await db.select().from(sysUserTenant).where(and(eq(sysUserTenant.tenantId, tenantId), eq(sysUserTenant.userId, userId))))[0];

export interface Grants {
  roleIds: number[];
  roleCodes: string[];
  dataScope: DataScope;
  permissions: string[];
}

const SCOPE_ORDER: DataScope[] = ['self', 'dept', 'dept_and_below', 'all'];

/** The widest data scope among a user's roles. */
export const widestScope = (scopes: DataScope[]): DataScope =>
  scopes.reduce<DataScope>((widest, s) => (SCOPE_ORDER.indexOf(s) > SCOPE_ORDER.indexOf(widest) ? s : widest), 'self');

/**
 * The roles a user holds in a tenant (json list of {id, code, scope}) and the permissions their menus carry
 * (text[]), as SQL expressions over the given tenant and user: one definition for grantsOf and the session query.
 */
export const grantExpressions = (tenant: SQL | AnyColumn, user: SQL | AnyColumn) => ({
  roles: sql<GrantRow['roles']>`coalesce((
    select json_agg(json_build_object('id', r.id, 'code', r.code, 'scope', r.data_scope) order by r.id)
    from sys_user_role ur
    join sys_role r on r.id = ur.role_id and r.tenant_id = ur.tenant_id and r.deleted_at is null
    where ur.tenant_id = ${tenant} and ur.user_id = ${user}
  ), '[]'::json)`,
  permissions: sql<GrantRow['permissions']>`coalesce((
    select array_agg(distinct mn.permission)
    from sys_user_role ur
    join sys_role r on r.id = ur.role_id and r.tenant_id = ur.tenant_id and r.deleted_at is null
    join sys_role_menu rm on rm.tenant_id = ur.tenant_id and rm.role_id = ur.role_id
    join sys_menu mn on mn.id = rm.menu_id and mn.tenant_id = rm.tenant_id and mn.deleted_at is null and mn.permission is not null
    where ur.tenant_id = ${tenant} and ur.user_id = ${user}
  ), '{}'::text[])`,
});

export interface GrantRow {
  roles: { id: number | string; code: string; scope: DataScope }[] | string;
  permissions: string[] | string | null;
}

/** Both drivers: json may arrive parsed or as text, text[] as an array or as a '{a,b}' literal. */
export function toGrants(row: GrantRow): Grants {
  const roles = typeof row.roles === 'string' ? (JSON.parse(row.roles) as Exclude<GrantRow['roles'], string>) : row.roles;
  const perms = Array.isArray(row.permissions)
    ? row.permissions
    : row.permissions && row.permissions !== '{}'
      ? row.permissions.slice(1, -1).split(',')
      : [];
  return {
    roleIds: roles.map((r) => Number(r.id)),
    roleCodes: roles.map((r) => r.code),
    dataScope: widestScope(roles.map((r) => r.scope)),
    permissions: perms,
  };
}

/** A user's roles in a tenant, the widest data scope among them, and the permissions their menus carry. */
export async function grantsOf(db: Conn, tenantId: number, userId: number): Promise<Grants> {
  const g = grantExpressions(sql`${tenantId}::bigint`, sql`${userId}::bigint`);
  const [row] = await queryRows<GrantRow>(db, sql`select ${g.roles} as roles, ${g.permissions} as permissions`);
  return toGrants(row);
}

/** Whether the account also belongs to a tenant other than `tenantId` (migration 0033: visible from a tenant transaction). */
const accountSharedSql = (userId: AnyColumn, tenantId: number) => sql<boolean>`account_shared(${userId}, ${tenantId}::bigint)`;

/**
 * What an administrator sees of a member of their tenant: never the password hash, nothing of other tenants but
 * whether there are any (accountShared: the account is then not this tenant's to change, docs/accounts.md).
 */
const memberColumns = (tenantId: number) => ({
  id: sysUser.id,
  username: sysUser.username,
  name: sysUser.name,
  phone: sysUser.phone,
  email: sysUser.email,
  avatar: sysUser.avatar,
  lockFlag: sysUserTenant.lockFlag,
  lockedUntil: sysUser.lockedUntil,
  createdAt: sysUser.createdAt,
  updatedAt: sysUser.updatedAt,
  deptId: sysUserTenant.deptId,
  deptName: sysDept.name,
  accountShared: accountSharedSql(sysUser.id, tenantId),
});

const membersOf = (db: Conn, tenantId: number, where?: SQL) =>
  db
    .select(memberColumns(tenantId))
    .from(sysUser)
    .innerJoin(sysUserTenant, and(eq(sysUserTenant.userId, sysUser.id), eq(sysUserTenant.tenantId, tenantId)))
    .leftJoin(sysDept, and(eq(sysDept.tenantId, sysUserTenant.tenantId), eq(sysDept.id, sysUserTenant.deptId)))
    .where(and(isNull(sysUser.deletedAt), where))
    .$dynamic();

export interface UserFilter {
  username?: string;
  phone?: string;
  /** The node and everything below it. */
  deptId?: number;
  lockFlag?: string;
}

export async function pageMembers(db: Conn, tenantId: number, filter: UserFilter, paging: Paging) {
  const where = and(
    filter.username ? contains(sysUser.username, filter.username) : undefined,
    filter.phone ? contains(sysUser.phone, filter.phone) : undefined,
    filter.deptId ? sql`${sysUserTenant.deptId} in ${subtreeIds(tenantId, filter.deptId)}` : undefined,
    filter.lockFlag ? eq(sysUserTenant.lockFlag, filter.lockFlag) : undefined,
  );
  const records = await membersOf(db, tenantId, where).orderBy(asc(sysUser.id)).limit(paging.size).offset(offsetOf(paging));
  const [{ total }] = await db
    .select({ total: count() })
    .from(sysUser)
    .innerJoin(sysUserTenant, and(eq(sysUserTenant.userId, sysUser.id), eq(sysUserTenant.tenantId, tenantId)))
    .where(and(isNull(sysUser.deletedAt), where));
  return { records, total };
}

export const findMember = async (db: Conn, tenantId: number, id: number) => (await membersOf(db, tenantId, eq(sysUser.id, id)))[0];
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export const findMemberByUsername = async (db: Conn, tenantId: number, username: string) =>
  (await membersOf(db, tenantId, eq(sysUser.username, username)))[0];

/** How many of `ids` are (not deleted) members of the tenant. */
export async function countMembers(db: Conn, tenantId: number, ids: number[]) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sysUser)
    .innerJoin(sysUserTenant, and(eq(sysUserTenant.userId, sysUser.id), eq(sysUserTenant.tenantId, tenantId)))
    .where(and(isNull(sysUser.deletedAt), inArray(sysUser.id, ids)));
  return n;
}

export const membersWithRole = (db: Conn, tenantId: number, roleId: number) =>
  membersOf(
    db,
    tenantId,
    sql`exists (select 1 from ${sysUserRole} where ${sysUserRole.tenantId} = ${tenantId} and ${sysUserRole.userId} = ${sysUser.id} and ${sysUserRole.roleId} = ${roleId})`,
  ).orderBy(asc(sysUser.id));

/** Lookup for selects: members whose username, name or phone contains the keyword. */
export const promptMembers = (db: Conn, tenantId: number, keyword: string | undefined, limit: number) =>
  db
    .select({ id: sysUser.id, username: sysUser.username, name: sysUser.name })
    .from(sysUser)
    .innerJoin(sysUserTenant, and(eq(sysUserTenant.userId, sysUser.id), eq(sysUserTenant.tenantId, tenantId)))
    .where(
      and(
        isNull(sysUser.deletedAt),
        keyword ? or(contains(sysUser.username, keyword), contains(sysUser.name, keyword), contains(sysUser.phone, keyword)) : undefined,
      ),
    )
    .orderBy(asc(sysUser.username))
    .limit(limit);

/** The roles and posts the users hold in the tenant, as {userId, id, name} rows. */
export async function grantsOfMembers(db: Conn, tenantId: number, userIds: number[]) {
  if (!userIds.length) return { roles: [], posts: [] };
  const roles = await db
    .select({ userId: sysUserRole.userId, id: sysRole.id, name: sysRole.name })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId), isNull(sysRole.deletedAt)))
    .where(and(eq(sysUserRole.tenantId, tenantId), inArray(sysUserRole.userId, userIds)))
    .orderBy(asc(sysRole.id));
  const posts = await db
    .select({ userId: sysUserPost.userId, id: sysPost.id, name: sysPost.name })
    .from(sysUserPost)
    .innerJoin(sysPost, and(eq(sysPost.tenantId, sysUserPost.tenantId), eq(sysPost.id, sysUserPost.postId), isNull(sysPost.deletedAt)))
    .where(and(eq(sysUserPost.tenantId, tenantId), inArray(sysUserPost.userId, userIds)))
    .orderBy(asc(sysPost.sort), asc(sysPost.id));
  return { roles, posts };
}

/** Which of the accounts also belong to a tenant other than `tenantId`. */
export async function sharedAccounts(db: Conn, tenantId: number, userIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.id, userIds), accountSharedSql(sysUser.id, tenantId)));
  return new Set(rows.map((r) => r.id));
}

export const insertUser = async (db: Conn, row: typeof sysUser.$inferInsert) => (await db.insert(sysUser).values(row).returning({ id: sysUser.id }))[0];

export const patchUser = (db: Conn, id: number, patch: Partial<typeof sysUser.$inferInsert>) =>
  db
    .update(sysUser)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(sysUser.id, id), isNull(sysUser.deletedAt)));

export const softDeleteUsers = (db: Conn, ids: number[]) => db.update(sysUser).set({ deletedAt: new Date() }).where(inArray(sysUser.id, ids));

export const insertMembership = (db: Conn, row: typeof sysUserTenant.$inferInsert) => db.insert(sysUserTenant).values(row);

export const updateMembership = (db: Conn, tenantId: number, userId: number, patch: Partial<Pick<typeof sysUserTenant.$inferInsert, 'deptId' | 'snUserId' | 'lockFlag'>>) =>
  db
    .update(sysUserTenant)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(sysUserTenant.tenantId, tenantId), eq(sysUserTenant.userId, userId)));

export async function replaceUserRoles(db: Conn, tenantId: number, userId: number, roleIds: number[]) {
  await db.delete(sysUserRole).where(and(eq(sysUserRole.tenantId, tenantId), eq(sysUserRole.userId, userId)));
  if (roleIds.length) await db.insert(sysUserRole).values(roleIds.map((roleId) => ({ tenantId, userId, roleId })));
}

export async function replaceUserPosts(db: Conn, tenantId: number, userId: number, postIds: number[]) {
  await db.delete(sysUserPost).where(and(eq(sysUserPost.tenantId, tenantId), eq(sysUserPost.userId, userId)));
  if (postIds.length) await db.insert(sysUserPost).values(postIds.map((postId) => ({ tenantId, userId, postId })));
}

/** Takes the users out of the tenant: membership, roles and posts there. */
export async function removeMemberships(db: Conn, tenantId: number, userIds: number[]) {
  await db.delete(sysUserRole).where(and(eq(sysUserRole.tenantId, tenantId), inArray(sysUserRole.userId, userIds)));
  await db.delete(sysUserPost).where(and(eq(sysUserPost.tenantId, tenantId), inArray(sysUserPost.userId, userIds)));
  await db.delete(sysUserTenant).where(and(eq(sysUserTenant.tenantId, tenantId), inArray(sysUserTenant.userId, userIds)));
}
