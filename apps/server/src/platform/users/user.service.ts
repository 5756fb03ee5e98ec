/** Rules for users: registration, administration of a tenant's members, password changes, own profile. */
import argon2 from 'argon2';
import { checkMobile, type FieldError, PASSWORD_MIN } from '@as/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { findDept, siteOfDept } from '../depts/dept.repository.ts';
import type { Paging } from '../logs/page-query.ts';
import { countPosts } from '../posts/post.repository.ts';
import { countRoles } from '../roles/role.repository.ts';
import { sysRole } from '../roles/role.table.ts';
import {
  countMembers,
  findMember,
  findMemberByUsername,
  findUserById,
  findUserByPhone,
  findUserByUsername,
  grantsOfMembers,
  insertMembership,
  insertUser,
  type MemberRow,
  pageMembers,
  patchUser,
  removeMemberships,
  replaceUserPosts,
  replaceUserRoles,
  sharedAccounts,
  softDeleteUsers,
  type UserFilter,
  updateMembership,
} from './user.repository.ts';
import { sysUser, sysUserRole, sysUserTenant } from './user.table.ts';
import { decryptPassword } from '../auth/crypto.ts';
import { clearLoginLocks, findClient, revokeMemberTokens, revokeUserTokens } from '../auth/auth.repository.ts';
import { sysParam } from '../params/param.table.ts';

export const hashPassword = (plain: string) => argon2.hash(plain);

/** Self-registration (POST /admin/register/user) when the tenant's REGISTER_USER parameter is on: a customer account. */
export async function registerUser(deps: Deps, tenantId: number, input: { username: string; password: string; phone?: string; name?: string }) {
  const { database } = deps;
  return database.withTenant(tenantId, async (tx) => {
    const [flag] = await tx
      .select({ value: sysParam.publicValue })
      .from(sysParam)
      .where(and(eq(sysParam.tenantId, tenantId), eq(sysParam.publicKey, 'REGISTER_USER'), isNull(sysParam.deletedAt), eq(sysParam.status, '0')));
    if (flag?.value !== 'true') throw new AppError('registerClosed');
    // pig clients encrypt the password here as on the login page, with the default client's settings.
    const client = await findClient(tx, 'pig');
    const password = client?.encFlag ? decryptPassword(input.password, client.aesKey, client.aesMode) : input.password;
    if (!password) throw new AppError('validation', { field: 'password', message: 'format error' });
    if (await findUserByUsername(tx, input.username)) throw new AppError('loginAccountExists');
    if (input.phone && (await findUserByPhone(tx, input.phone))) throw new FieldErrors([{ field: 'phone', code: 'duplicate' }]);
    const [role] = await tx.select({ id: sysRole.id }).from(sysRole).where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.code, 'CUSTOMER'), isNull(sysRole.deletedAt)));
    const [user] = await tx
      .insert(sysUser)
      .values({ username: input.username, passwordHash: await hashPassword(password), phone: input.phone || null, name: input.name ?? input.username })
      .returning({ id: sysUser.id, username: sysUser.username });
    await tx.insert(sysUserTenant).values({ tenantId, userId: user.id });
    if (role) await tx.insert(sysUserRole).values({ tenantId, userId: user.id, roleId: role.id });
    return user;
  });
}

export interface UserInput {
  name?: string;
  phone?: string | null;
  email?: string | null;
  avatar?: string;
  lockFlag?: '0' | '9';
  deptId?: number | null;
  roleIds?: number[];
  postIds?: number[];
}


/** Members with the roles and posts they hold in the tenant (ids for forms, id+name lists for grids). */
async function withGrants(tx: Tx, tenantId: number, users: MemberRow[]) {
  const { roles, posts } = await grantsOfMembers(tx, tenantId, users.map((u) => u.id));
  const of = (rows: { userId: number; id: number; name: string }[], userId: number) => rows.filter((r) => r.userId === userId).map(({ id, name }) => ({ id, name }));
  return users.map((user) => {
    const roleList = of(roles, user.id);
    const postList = of(posts, user.id);
    return { ...user, userId: user.id, roleIds: roleList.map((r) => r.id), postIds: postList.map((p) => p.id), roleList, postList };
  });
}

async function memberOrThrow(tx: Tx, tenantId: number, id: number) {
  const member = await findMember(tx, tenantId, id);
  if (!member) throw new AppError('notFound');
  return member;
}

/** A phone, when given, is a valid mobile number no other user has. */
async function assertPhone(tx: Tx, phone: string | null | undefined, userId?: number) {
  if (!phone) return;
  const problem = checkMobile(phone);
  if (problem) throw new FieldErrors([{ field: 'phone', code: problem }]);
  const owner = await findUserByPhone(tx, phone);
  if (owner && owner.id !== userId) throw new FieldErrors([{ field: 'phone', code: 'duplicate' }]);
}

/** Department, roles and posts must be the tenant's own. */
async function assertRefs(tx: Tx, tenantId: number, input: UserInput) {
  const errors: FieldError[] = [];
  if (input.deptId && !(await findDept(tx, tenantId, input.deptId))) errors.push({ field: 'deptId', code: 'notFound' });
  const roleIds = [...new Set(input.roleIds ?? [])];
  if ((await countRoles(tx, tenantId, roleIds)) !== roleIds.length) errors.push({ field: 'roleIds', code: 'notFound' });
  const postIds = [...new Set(input.postIds ?? [])];
  if ((await countPosts(tx, tenantId, postIds)) !== postIds.length) errors.push({ field: 'postIds', code: 'notFound' });
  if (errors.length) throw new FieldErrors(errors);
}

/** A new password (edit, reset, own change): long enough, hashed. */
async function newPasswordHash(field: string, plain: string) {
  if (plain.length < PASSWORD_MIN) throw new FieldErrors([{ field, code: 'minLength', params: { n: PASSWORD_MIN } }]);
  return hashPassword(plain);
}

/** The account's own fields, shared by every tenant it belongs to, that a tenant administrator may write. */
export type AccountPatch = Pick<Partial<typeof sysUser.$inferInsert>, 'username' | 'name' | 'phone' | 'email' | 'avatar' | 'passwordHash'>;

async function assertAccountOwnedByTenant(tx: Tx, tenantId: number, userId: number) {
  if ((await sharedAccounts(tx, tenantId, [userId])).size) throw new AppError('accountShared');
}

/**
 * Every administrator's write to an account goes through here (docs/accounts.md): it writes what differs from the
 * account, and refuses it all with accountShared when the account also belongs to another tenant; only its holder
 * changes a shared account. A new password ends the holder's sessions everywhere.
 */
export async function writeAccount(tx: Tx, auth: AuthContext, userId: number, patch: AccountPatch) {
  const account = await findUserById(tx, userId);
  if (!account) throw new AppError('notFound');
  const changes: AccountPatch = Object.fromEntries(
    Object.entries(patch).filter(([field, value]) => value !== undefined && (field === 'passwordHash' || value !== account[field as keyof AccountPatch])),
  );
  if (!Object.keys(changes).length) return;
  await assertAccountOwnedByTenant(tx, auth.tenantId, userId);
  await patchUser(tx, userId, { ...changes, updatedBy: auth.userId });
  if (changes.passwordHash) await revokeUserTokens(tx, userId, 'kicked');
}

/**
 * The tenant's lock on a member: the membership in this tenant, whoever else the account belongs to. Locking ends
 * the member's sessions in this tenant; the session query and sign-in refuse a locked membership.
 */
export async function lockMember(tx: Tx, tenantId: number, userId: number, lockFlag: '0' | '9') {
  await updateMembership(tx, tenantId, userId, { lockFlag });
  if (lockFlag === '9') await revokeMemberTokens(tx, tenantId, userId, 'locked');
}

/** Department, roles, posts and lock of a member, each only when given; a department with a service site makes a site user. */
async function writeMembership(tx: Tx, tenantId: number, userId: number, input: UserInput) {
  if (input.deptId !== undefined) {
    const deptId = input.deptId;
    await updateMembership(tx, tenantId, userId, { deptId, snUserId: deptId ? await siteOfDept(tx, tenantId, deptId) : null });
  }
  if (input.roleIds) await replaceUserRoles(tx, tenantId, userId, [...new Set(input.roleIds)]);
  if (input.postIds) await replaceUserPosts(tx, tenantId, userId, [...new Set(input.postIds)]);
  if (input.lockFlag) await lockMember(tx, tenantId, userId, input.lockFlag);
}

const profileOf = (input: UserInput) => ({
  name: input.name,
  phone: input.phone === undefined ? undefined : input.phone || null,
  email: input.email === undefined ? undefined : input.email || null,
  avatar: input.avatar,
});

export async function pageUsers(deps: Deps, auth: AuthContext, filter: UserFilter, paging: Paging) {
  return deps.database.withTenant(auth.tenantId, async (tx) => {
    const { records, total } = await pageMembers(tx, auth.tenantId, filter, paging);
    return { records: await withGrants(tx, auth.tenantId, records), total };
  });
}

/** One member with roles, posts and department in the caller's tenant. */
export async function getUser(deps: Deps, auth: AuthContext, id: number) {
  return deps.database.withTenant(auth.tenantId, async (tx) => (await withGrants(tx, auth.tenantId, [await memberOrThrow(tx, auth.tenantId, id)]))[0]);
}

/** The member of that username; null when no account has it; only `{ username }` when an account of another tenant has it. */
export async function userByUsername(deps: Deps, auth: AuthContext, username: string) {
  return deps.database.withTenant(auth.tenantId, async (tx) => {
    const member = await findMemberByUsername(tx, auth.tenantId, username);
    if (member) return (await withGrants(tx, auth.tenantId, [member]))[0];
    return (await findUserByUsername(tx, username)) ? { username } : null;
  });
}

/** A new login account (globally unique username) and its membership of the caller's tenant. */
export async function createUser(deps: Deps, auth: AuthContext, input: UserInput & { username?: string; password: string }) {
  const username = input.username?.trim();
  if (!username) throw new AppError('loginAccountBlank');
  const passwordHash = await newPasswordHash('password', input.password);
  return deps.database.withTenant(auth.tenantId, async (tx) => {
    if (await findUserByUsername(tx, username)) throw new AppError('loginAccountExists');
    await assertPhone(tx, input.phone);
    await assertRefs(tx, auth.tenantId, input);
    const { id } = await insertUser(tx, { ...profileOf(input), name: input.name || username, username, passwordHash, createdBy: auth.userId });
    await insertMembership(tx, { tenantId: auth.tenantId, userId: id });
    await writeMembership(tx, auth.tenantId, id, { deptId: null, roleIds: [], postIds: [], ...input });
    return (await withGrants(tx, auth.tenantId, [await memberOrThrow(tx, auth.tenantId, id)]))[0];
  });
}

/** Edits a member: the membership, and the account as writeAccount allows (a new password ends the person's sessions). */
export async function updateUser(deps: Deps, auth: AuthContext, id: number, input: UserInput & { password?: string }) {
  const passwordHash = input.password ? await newPasswordHash('password', input.password) : undefined;
  return deps.database.withTenant(auth.tenantId, async (tx) => {
    await memberOrThrow(tx, auth.tenantId, id);
    await assertPhone(tx, input.phone, id);
    await assertRefs(tx, auth.tenantId, input);
    await writeAccount(tx, auth, id, { ...profileOf(input), passwordHash });
    await writeMembership(tx, auth.tenantId, id, input);
    return (await withGrants(tx, auth.tenantId, [await memberOrThrow(tx, auth.tenantId, id)]))[0];
  });
}

/** Takes the users out of the caller's tenant; an account of this tenant alone is deleted with its membership. */
export async function deleteUsers(deps: Deps, auth: AuthContext, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.includes(auth.userId)) throw new AppError('deleteSelf');
  await deps.database.withTenant(auth.tenantId, async (tx) => {
    if ((await countMembers(tx, auth.tenantId, unique)) !== unique.length) throw new AppError('notFound');
    const shared = await sharedAccounts(tx, auth.tenantId, unique);
    await removeMemberships(tx, auth.tenantId, unique);
    const gone = unique.filter((id) => !shared.has(id));
    if (gone.length) await softDeleteUsers(tx, gone);
  });
}

/**
 * Lifts the tenant's lock on the member and, for an account of this tenant alone, the account's own locks too (an
 * account lock, repeated wrong passwords). A shared account's own locks are not this tenant's to lift.
 */
export async function unlockUser(deps: Deps, auth: AuthContext, username: string) {
  await deps.database.withTenant(auth.tenantId, async (tx) => {
    const member = await findMemberByUsername(tx, auth.tenantId, username);
    if (!member) throw new AppError('notFound');
    await lockMember(tx, auth.tenantId, member.id, '0');
    if (member.accountShared) return;
    await patchUser(tx, member.id, { failedLogins: 0, lockedUntil: null, lockFlag: '0', updatedBy: auth.userId });
    await clearLoginLocks(tx, member.username);
  });
}

/** An administrator sets a member's password, as writeAccount allows; the member's sessions end. */
export async function resetPassword(deps: Deps, auth: AuthContext, id: number, password: string) {
  const passwordHash = await newPasswordHash('password', password);
  await deps.database.withTenant(auth.tenantId, async (tx) => {
    await memberOrThrow(tx, auth.tenantId, id);
    await writeAccount(tx, auth, id, { passwordHash });
  });
}

/** The caller changes their own password, proving the current one. */
export async function changeOwnPassword(deps: Deps, auth: AuthContext, oldPassword: string, newPassword: string) {
  const passwordHash = await newPasswordHash('newpassword1', newPassword);
  await deps.database.withTenant(auth.tenantId, async (tx) => {
    const user = await findUserById(tx, auth.userId);
    if (!user || !(await argon2.verify(user.passwordHash, oldPassword))) throw new AppError('wrongOldPassword');
    await patchUser(tx, auth.userId, { passwordHash, updatedBy: auth.userId });
    await revokeUserTokens(tx, auth.userId, 'kicked', auth.tokenId);
  });
}

/** The caller edits their own name, phone, email and avatar. */
export async function editOwnProfile(deps: Deps, auth: AuthContext, input: Pick<UserInput, 'name' | 'phone' | 'email' | 'avatar'>) {
  return deps.database.withTenant(auth.tenantId, async (tx) => {
    await assertPhone(tx, input.phone, auth.userId);
    await patchUser(tx, auth.userId, { ...profileOf(input), updatedBy: auth.userId });
    return (await withGrants(tx, auth.tenantId, [await memberOrThrow(tx, auth.tenantId, auth.userId)]))[0];
  });
}
