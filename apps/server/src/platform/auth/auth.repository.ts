/** SQL for clients, tokens, captchas, SMS codes, login failures and social bindings. Global tables take no tenant. */
import { and, count, desc, eq, gt, isNull, lt, max, min, ne, or, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client.ts';
import { sysTenant } from '../tenants/tenant.table.ts';
import { sysUser, sysUserTenant } from '../users/user.table.ts';
import { grantExpressions } from '../users/user.repository.ts';
import { sysCaptcha, sysLoginFailure, sysOauthClient, sysSmsCode, sysSocialBinding, sysSocialCode, sysToken } from './auth.table.ts';

export type OauthClient = typeof sysOauthClient.$inferSelect;
export type TokenRow = typeof sysToken.$inferSelect;
export type RevokeReason = 'logout' | 'refreshed' | 'elsewhere' | 'kicked' | 'locked';

export const findClient = async (db: Conn, clientId: string) =>
  (await db.select().from(sysOauthClient).where(eq(sysOauthClient.clientId, clientId)))[0];

export const insertToken = async (db: Conn, row: typeof sysToken.$inferInsert) =>
  (await db.insert(sysToken).values(row).returning())[0];

export const findTokenByAccess = async (db: Conn, accessHash: string) =>
  (await db.select().from(sysToken).where(eq(sysToken.accessHash, accessHash)))[0];

export const findTokenByRefresh = async (db: Conn, refreshHash: string) =>
  (await db.select().from(sysToken).where(eq(sysToken.refreshHash, refreshHash)))[0];

/** Revokes a live token; false when it was already revoked (a concurrent refresh lost the race). */
export async function revokeToken(db: Conn, id: number, reason: RevokeReason): Promise<boolean> {
  const rows = await db
    .update(sysToken)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sysToken.id, id), isNull(sysToken.revokedAt)))
    .returning({ id: sysToken.id });
  return rows.length === 1;
}

/** Revokes every live token of a user in a tenant but one (single-session tenants). */
export const revokeOtherTokens = (db: Conn, tenantId: number, userId: number, keepId: number, reason: RevokeReason) =>
  db
    .update(sysToken)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sysToken.tenantId, tenantId), eq(sysToken.userId, userId), ne(sysToken.id, keepId), isNull(sysToken.revokedAt)));

/** Revokes every live token of a user, in every tenant, but the one kept (the caller's own, when they change their password). */
export const revokeUserTokens = (db: Conn, userId: number, reason: RevokeReason, keepId?: number) =>
  db
    .update(sysToken)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sysToken.userId, userId), isNull(sysToken.revokedAt), keepId === undefined ? undefined : ne(sysToken.id, keepId)));

/** Revokes every live token of a user in one tenant (a member locked there). */
export const revokeMemberTokens = (db: Conn, tenantId: number, userId: number, reason: RevokeReason) =>
  db
    .update(sysToken)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sysToken.tenantId, tenantId), eq(sysToken.userId, userId), isNull(sysToken.revokedAt)));

export async function saveCaptcha(db: Conn, randomStr: string, code: string, ttlSeconds: number) {
  await db
    .insert(sysCaptcha)
    .values({ randomStr, code, expiresAt: new Date(Date.now() + ttlSeconds * 1000) })
    .onConflictDoUpdate({ target: sysCaptcha.randomStr, set: { code, expiresAt: new Date(Date.now() + ttlSeconds * 1000) } });
  await db.delete(sysCaptcha).where(sql`${sysCaptcha.expiresAt} < now() - interval '1 hour'`);
}

/** Takes a captcha once: deleted whether or not it matches, so a code cannot be guessed twice. */
export async function takeCaptcha(db: Conn, randomStr: string) {
  const rows = await db.delete(sysCaptcha).where(and(eq(sysCaptcha.randomStr, randomStr), gt(sysCaptcha.expiresAt, new Date()))).returning();
  return rows[0];
}

export const insertSmsCode = (db: Conn, row: typeof sysSmsCode.$inferInsert) => db.insert(sysSmsCode).values(row);

/** Holds a number's sending until the transaction ends. */
export const lockSmsNumber = (tx: Conn, phone: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('sysSmsCode'), hashtext(${phone}))`);

/** How many codes a number was given in the tenant since a moment, the first and the last; older codes are dropped. */
export async function smsCodesSince(tx: Conn, tenantId: number, phone: string, since: Date) {
  await tx.delete(sysSmsCode).where(and(eq(sysSmsCode.tenantId, tenantId), lt(sysSmsCode.createdAt, sql`now() - interval '1 day'`)));
  const [row] = await tx
    .select({ count: count(), first: min(sysSmsCode.createdAt), last: max(sysSmsCode.createdAt) })
    .from(sysSmsCode)
    .where(and(eq(sysSmsCode.tenantId, tenantId), eq(sysSmsCode.phone, phone), gt(sysSmsCode.createdAt, since)));
  return row;
}

/**
 * Spends a try on the number's latest code and uses it up when it matches: true only then. Each try is counted in
 * the same statement that checks it, so concurrent guesses get no more tries than sequential ones.
 */
export async function useSmsCode(db: Conn, tenantId: number, phone: string, codeHash: string, tries: number): Promise<boolean> {
  const latest = db
    .select({ id: sysSmsCode.id })
    .from(sysSmsCode)
    .where(and(eq(sysSmsCode.tenantId, tenantId), eq(sysSmsCode.phone, phone)))
    .orderBy(desc(sysSmsCode.id))
    .limit(1);
  const rows = await db
    .update(sysSmsCode)
    .set({ attempts: sql`${sysSmsCode.attempts} + 1`, usedAt: sql`case when ${sysSmsCode.codeHash} = ${codeHash} then now() end` })
    .where(and(eq(sysSmsCode.id, latest), isNull(sysSmsCode.usedAt), gt(sysSmsCode.expiresAt, new Date()), lt(sysSmsCode.attempts, tries)))
    .returning({ usedAt: sysSmsCode.usedAt });
  return Boolean(rows[0]?.usedAt);
}

/** When a user name's lock from a client address ends, while it holds. */
export const loginLockedUntil = async (db: Conn, username: string, remoteAddr: string) =>
  (
    await db
      .select({ lockedUntil: sysLoginFailure.lockedUntil })
      .from(sysLoginFailure)
      .where(and(eq(sysLoginFailure.username, username), eq(sysLoginFailure.remoteAddr, remoteAddr), gt(sysLoginFailure.lockedUntil, new Date())))
  )[0]?.lockedUntil ?? null;

/**
 * Counts a wrong password for a user name from a client address; the `max`th locks that pair until `lockUntil` and
 * the count restarts. A lock also shows on the user (sys_user.locked_until), where administrators see and lift it.
 * Failures are forgotten a day after the last one.
 */
export async function recordLoginFailure(db: Conn, who: { username: string; remoteAddr: string; userId?: number }, maxFailures: number, lockUntil: Date) {
  await db.delete(sysLoginFailure).where(and(lt(sysLoginFailure.updatedAt, sql`now() - interval '1 day'`), or(isNull(sysLoginFailure.lockedUntil), lt(sysLoginFailure.lockedUntil, new Date()))));
  const locks = sql`${sysLoginFailure.failures} + 1 >= ${maxFailures}`;
  const [row] = await db
    .insert(sysLoginFailure)
    .values({ username: who.username, remoteAddr: who.remoteAddr, failures: maxFailures <= 1 ? 0 : 1, lockedUntil: maxFailures <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: [sysLoginFailure.username, sysLoginFailure.remoteAddr],
      set: {
        failures: sql`case when ${locks} then 0 else ${sysLoginFailure.failures} + 1 end`,
        lockedUntil: sql`case when ${locks} then ${lockUntil.toISOString()}::timestamptz else ${sysLoginFailure.lockedUntil} end`,
        updatedAt: new Date(),
      },
    })
    .returning({ failures: sysLoginFailure.failures, lockedUntil: sysLoginFailure.lockedUntil });
  if (who.userId !== undefined && row.failures === 0 && row.lockedUntil) {
    await db.update(sysUser).set({ lockedUntil: sql`greatest(${sysUser.lockedUntil}, ${row.lockedUntil.toISOString()}::timestamptz)` }).where(eq(sysUser.id, who.userId));
  }
}

/** A right password clears the failures of its name and address. */
export const clearLoginFailures = (db: Conn, username: string, remoteAddr: string) =>
  db.delete(sysLoginFailure).where(and(eq(sysLoginFailure.username, username), eq(sysLoginFailure.remoteAddr, remoteAddr)));

/** An administrator's unlock: the user name's locks and failures from every address. */
export const clearLoginLocks = (db: Conn, username: string) => db.delete(sysLoginFailure).where(eq(sysLoginFailure.username, username));

export const insertSocialCode = (db: Conn, row: typeof sysSocialCode.$inferInsert) => db.insert(sysSocialCode).values(row);

/** Redeems a live code issued for this type, app and state, once. */
export async function takeSocialCode(db: Conn, issued: { code: string; type: string; appId: string; state: string }) {
  const rows = await db
    .delete(sysSocialCode)
    .where(
      and(
        eq(sysSocialCode.code, issued.code),
        eq(sysSocialCode.type, issued.type),
        eq(sysSocialCode.appId, issued.appId),
        eq(sysSocialCode.state, issued.state),
        gt(sysSocialCode.expiresAt, new Date()),
      ),
    )
    .returning();
  return rows[0];
}

export const findSocialBinding = async (db: Conn, tenantId: number, type: string, openId: string) =>
  (
    await db
      .select()
      .from(sysSocialBinding)
      .where(and(eq(sysSocialBinding.tenantId, tenantId), eq(sysSocialBinding.type, type), eq(sysSocialBinding.openId, openId)))
  )[0];

export const upsertSocialBinding = (db: Conn, tenantId: number, userId: number, type: string, openId: string) =>
  db
    .insert(sysSocialBinding)
    .values({ tenantId, userId, type, openId })
    .onConflictDoUpdate({ target: [sysSocialBinding.tenantId, sysSocialBinding.type, sysSocialBinding.openId], set: { userId, updatedAt: new Date() } });

/**
 * Everything a request needs to know about its caller, in one round trip: the token, the user, the membership of
 * the requested tenant (the token's own when none is requested), that tenant's language, roles and permissions.
 * Prepared once per database: its plan (subqueries included) is made once, not on every request.
 */
export function prepareSessionQuery(db: Db) {
  const memberTenant = sql`coalesce(${sql.placeholder('tenantId')}::bigint, ${sysToken.tenantId})`;
  const grants = grantExpressions(sysUserTenant.tenantId, sysToken.userId);
  return db
    .select({
      tokenId: sysToken.id,
      clientId: sysToken.clientId,
      userId: sysToken.userId,
      accessExpiresAt: sysToken.accessExpiresAt,
      revokedAt: sysToken.revokedAt,
      revokedReason: sysToken.revokedReason,
      username: sysUser.username,
      lockFlag: sysUser.lockFlag,
      memberTenant: sysUserTenant.tenantId,
      deptId: sysUserTenant.deptId,
      snUserId: sysUserTenant.snUserId,
      defaultLang: sysTenant.defaultLang,
      tenantStatus: sysTenant.status,
      validFrom: sysTenant.validFrom,
      validTo: sysTenant.validTo,
      expiredStatus: sysOauthClient.expiredStatus,
      roles: grants.roles,
      permissions: grants.permissions,
    })
    .from(sysToken)
    .innerJoin(sysUser, and(eq(sysUser.id, sysToken.userId), isNull(sysUser.deletedAt)))
    // A membership its tenant has locked is no membership (docs/accounts.md).
    .leftJoin(sysUserTenant, and(eq(sysUserTenant.userId, sysToken.userId), eq(sysUserTenant.tenantId, memberTenant), eq(sysUserTenant.lockFlag, '0')))
    .leftJoin(sysTenant, eq(sysTenant.id, sysUserTenant.tenantId))
    .leftJoin(sysOauthClient, eq(sysOauthClient.clientId, sysToken.clientId))
    .where(eq(sysToken.accessHash, sql.placeholder('accessHash')))
    .prepare('load_session');
}

export type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionQuery>['execute']>>[number];
