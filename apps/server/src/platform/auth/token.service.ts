/** The OAuth2 grants of the pig contract: password, refresh_token, mobile (SMS@phone) and social (type@code). */
import { randomInt } from 'node:crypto';
import { checkMobile, type ErrorCode, formatDateTime } from '@as/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Conn } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { withPigNames } from '../../http/pig-edge.ts';
import { sysParam } from '../params/param.table.ts';
import { TENANT_ACTIVE } from '../tenants/tenant.repository.ts';
import { sysTenant } from '../tenants/tenant.table.ts';
import { findMembership, findUserById, findUserByPhone, findUserByUsername, grantsOf, type UserRow } from '../users/user.repository.ts';
import { assertTenantOpen, assertTokenLive, inPeriod, SessionEnded } from './session.ts';
import { socialOpenId } from './social.adapter.ts';
import { passedKey, SLIDER_RANDOM_STR } from './captcha.ts';
import * as repo from './auth.repository.ts';
import { decryptPassword, randomToken, sameSecret, sha256, verifyPassword } from './crypto.ts';

export interface ClientCredentials {
  clientId: string;
  secret: string;
}

export interface GrantInput {
  grant_type: string;
  username?: string;
  password?: string;
  refresh_token?: string;
  mobile?: string;
  code?: string;
  state?: string;
  randomStr?: string;
  scope?: string;
}

export interface RequestMeta {
  tenantId: number;
  remoteAddr: string;
  userAgent: string;
}

const SMS_CODE_TTL_S = 300;
/**
 * Digits of a login code: the tenant's SMS_CODE_LENGTH parameter (enabled) from 4 to 8 (pigx-ui's mobile login
 * accepts 4), else 6, our default.
 */
export const SMS_CODE_LENGTH_PARAM = 'SMS_CODE_LENGTH';
async function smsCodeLength(db: Conn, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ value: sysParam.publicValue })
    .from(sysParam)
    .where(and(eq(sysParam.tenantId, tenantId), eq(sysParam.publicKey, SMS_CODE_LENGTH_PARAM), eq(sysParam.status, '0'), isNull(sysParam.deletedAt)));
  const length = Number(row?.value);
  return Number.isInteger(length) && length >= 4 && length <= 8 ? length : 6;
}
/** Tries a code allows, the right one included. */
const SMS_CODE_TRIES = 5;
/** Codes a number may be sent: one a minute, five an hour. */
const SMS_RESEND_S = 60;
const SMS_PER_HOUR = 5;

export function parseBasic(header: string | undefined): ClientCredentials | null {
  if (!header?.toLowerCase().startsWith('basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export async function authenticateClient(db: Conn, credentials: ClientCredentials | null): Promise<repo.OauthClient> {
  const client = credentials && (await repo.findClient(db, credentials.clientId));
  if (!client || !credentials || !sameSecret(credentials.secret, client.secretHash)) throw new AppError('badClient');
  return client;
}

const invalid = (code: ErrorCode = 'badCredentials', params?: Record<string, string | number>) =>
  new AppError(code, params, 'invalid_exception');

export function createTokenService(deps: Deps) {
  const { database, config } = deps;
  const db = database.db;

  async function issue(client: repo.OauthClient, user: UserRow, meta: RequestMeta, grantType: string) {
    const access = randomToken();
    const refresh = randomToken();
    const now = Date.now();
    const token = await db.transaction(async (tx) => {
      const row = await repo.insertToken(tx, {
        accessHash: sha256(access),
        refreshHash: sha256(refresh),
        userId: user.id,
        tenantId: meta.tenantId,
        clientId: client.clientId,
        grantType,
        accessExpiresAt: new Date(now + client.accessValiditySeconds * 1000),
        refreshExpiresAt: new Date(now + client.refreshValiditySeconds * 1000),
        remoteAddr: meta.remoteAddr,
        userAgent: meta.userAgent.slice(0, 500),
      });
      const [tenant] = await tx.select({ single: sysTenant.singleSession }).from(sysTenant).where(eq(sysTenant.id, meta.tenantId));
      if (tenant?.single) await repo.revokeOtherTokens(tx, meta.tenantId, user.id, row.id, 'elsewhere');
      return row;
    });
    const membership = await findMembership(db, meta.tenantId, user.id);
    const grants = await grantsOf(db, meta.tenantId, user.id);
    const authorities = [...grants.roleIds.map((id) => `ROLE_${id}`), ...withPigNames(grants.permissions)].map((authority) => ({ authority }));
    return {
      access_token: access,
      token_type: 'bearer',
      refresh_token: refresh,
      expires_in: client.accessValiditySeconds,
      scope: client.scope,
      license: 'after-sales',
      active: true,
      user_id: user.id,
      username: user.username,
      dept_id: membership?.deptId ?? null,
      tenant_id: meta.tenantId,
      token_id: token.id,
      user_info: {
        id: user.id,
        username: user.username,
        deptId: membership?.deptId ?? null,
        tenantId: meta.tenantId,
        phone: user.phone ?? '',
        avatar: user.avatar,
        authorities,
        enabled: true,
        accountNonLocked: user.lockFlag !== '9',
      },
    };
  }

  /** What decides whether a tenant is open: frozen or not, and its period. */
  const tenantState = async (tenantId: number) =>
    (await db.select({ status: sysTenant.status, validFrom: sysTenant.validFrom, validTo: sysTenant.validTo }).from(sysTenant).where(eq(sysTenant.id, tenantId)))[0];

  /**
   * A user may sign in to a tenant only as a member of it, not while an administrator has locked the account, and
   * only while the tenant is not frozen and within its period (said only to its members, once their password or
   * code has passed).
   */
  async function assertCanSignIn(user: UserRow | undefined, tenantId: number): Promise<UserRow> {
    const membership = user && (await findMembership(db, tenantId, user.id));
    if (!user || !membership) throw invalid();
    if (user.lockFlag === '9' || membership.lockFlag === '9') throw invalid('accountDisabled');
    const tenant = await tenantState(tenantId);
    if (tenant && tenant.status !== TENANT_ACTIVE) throw invalid('tenantFrozen');
    if (tenant && !inPeriod(tenant)) {
      if (tenant.validFrom && tenant.validFrom > new Date()) throw invalid('tenantNotStarted', { from: formatDateTime(tenant.validFrom) ?? '' });
      throw invalid('tenantEnded', { to: formatDateTime(tenant.validTo) ?? '' });
    }
    return user;
  }

  /**
   * Wrong passwords lock the user name for the client address they came from (sys_login_failure), checked before
   * the password. An unknown name, or a user of another tenant, goes through the same steps: the same lock, and a
   * password check against a hash of the same cost, so neither the answer nor its time tells who exists.
   */
  async function passwordGrant(client: repo.OauthClient, input: GrantInput, meta: RequestMeta) {
    if (client.captchaFlag) {
      // A slider's verification (pig clients send randomStr blockPuzzle), else an image's text under its randomStr.
      if (input.randomStr === SLIDER_RANDOM_STR) {
        if (!input.code || !(await repo.takeCaptcha(db, passedKey(input.code)))) throw new AppError('badCaptcha');
      } else {
        const captcha = input.randomStr ? await repo.takeCaptcha(db, input.randomStr) : undefined;
        if (!captcha || !input.code || captcha.code.toLowerCase() !== input.code.toLowerCase()) throw new AppError('badCaptcha');
      }
    }
    const { username } = input;
    if (!username || !input.password) throw invalid();
    const lockedUntil = await repo.loginLockedUntil(db, username, meta.remoteAddr);
    if (lockedUntil) throw invalid('accountLocked', { minutes: Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000) });
    const user = await findUserByUsername(db, username);
    const member = user && (await findMembership(db, meta.tenantId, user.id)) ? user : undefined;
    const password = client.encFlag ? decryptPassword(input.password, client.aesKey, client.aesMode) : input.password;
    if (!(await verifyPassword(member?.passwordHash, password))) {
      const lockUntil = new Date(Date.now() + config.LOGIN_LOCK_MINUTES * 60_000);
      await repo.recordLoginFailure(db, { username, remoteAddr: meta.remoteAddr, userId: user?.id }, config.LOGIN_MAX_FAILURES, lockUntil);
      throw invalid();
    }
    await repo.clearLoginFailures(db, username, meta.remoteAddr);
    return issue(client, await assertCanSignIn(member, meta.tenantId), meta, 'password');
  }

  async function refreshGrant(client: repo.OauthClient, input: GrantInput, meta: RequestMeta) {
    const token = input.refresh_token ? await repo.findTokenByRefresh(db, sha256(input.refresh_token)) : undefined;
    if (!token || token.clientId !== client.clientId || token.refreshExpiresAt <= new Date()) throw new AppError('badRefreshToken');
    if (token.revokedReason === 'elsewhere') throw new SessionEnded('loggedInElsewhere', client.expiredStatus);
    // Rotation: the old pair stops working; of two concurrent refreshes exactly one wins.
    if (token.revokedAt || !(await repo.revokeToken(db, token.id, 'refreshed'))) throw new AppError('badRefreshToken');
    const user = await assertCanSignIn(await findUserById(db, token.userId), token.tenantId);
    return issue(client, user, { ...meta, tenantId: token.tenantId }, 'refresh_token');
  }

  async function smsGrant(client: repo.OauthClient, phone: string, code: string | undefined, meta: RequestMeta) {
    if (!code || !(await repo.useSmsCode(db, meta.tenantId, phone, sha256(code), SMS_CODE_TRIES))) throw new AppError('badSmsCode');
    const user = await assertCanSignIn(await findUserByPhone(db, phone), meta.tenantId);
    return issue(client, user, meta, 'mobile');
  }

  async function socialGrant(client: repo.OauthClient, type: string, code: string, state: string | undefined, meta: RequestMeta) {
    if (!state) throw invalid();
    const openId = await socialOpenId(deps, meta.tenantId, type, code, state);
    if (!openId) throw invalid();
    const binding = await repo.findSocialBinding(db, meta.tenantId, type, openId);
    if (!binding) throw new AppError('socialNotBound');
    const user = await assertCanSignIn(await findUserById(db, binding.userId), meta.tenantId);
    return issue(client, user, meta, 'social');
  }

  return {
    async token(credentials: ClientCredentials | null, input: GrantInput, meta: RequestMeta) {
      const client = await authenticateClient(db, credentials);
      if (!client.grantTypes.split(',').includes(input.grant_type)) throw new AppError('unsupportedGrant');
      switch (input.grant_type) {
        case 'password':
          return passwordGrant(client, input, meta);
        case 'refresh_token':
          return refreshGrant(client, input, meta);
        case 'mobile': {
          const [prefix, ...rest] = (input.mobile ?? '').split('@');
          const value = rest.join('@');
          if (prefix === 'SMS') return smsGrant(client, value, input.code, meta);
          if (!prefix || !value) throw invalid();
          return socialGrant(client, prefix, value, input.state, meta);
        }
        default:
          throw new AppError('unsupportedGrant');
      }
    },

    /**
     * Sends a login code to a member's mobile number. Any other number gets the same answer and the same limits,
     * and a code that is recorded but sent to nobody: the answer does not tell whether a number is registered.
     */
    async sendSmsCode(tenantId: number, phone: string) {
      const problem = checkMobile(phone);
      if (problem) throw new AppError(problem);
      const user = await findUserByPhone(db, phone);
      const member = user !== undefined && (await findMembership(db, tenantId, user.id)) !== undefined;
      await database.withTenant(tenantId, async (tx) => {
        const length = await smsCodeLength(tx, tenantId);
        const code = String(randomInt(10 ** (length - 1), 10 ** length));
        // One request at a time per number, so that a burst of them cannot get past the limits together.
        await repo.lockSmsNumber(tx, phone);
        const now = Date.now();
        const recent = await repo.smsCodesSince(tx, tenantId, phone, new Date(now - 3600_000));
        if (recent.last && now - recent.last.getTime() < SMS_RESEND_S * 1000) {
          throw new AppError('smsTooSoon', { seconds: Math.ceil(SMS_RESEND_S - (now - recent.last.getTime()) / 1000) });
        }
        if (recent.first && recent.count >= SMS_PER_HOUR) {
          throw new AppError('smsHourlyLimit', { minutes: Math.ceil((recent.first.getTime() + 3600_000 - now) / 60_000) });
        }
        await repo.insertSmsCode(tx, { tenantId, phone, codeHash: sha256(code), expiresAt: new Date(now + SMS_CODE_TTL_S * 1000) });
        if (member) await deps.sms.send(tx, { tenantId, phone, template: 'login_code', content: `验证码 ${code}，${SMS_CODE_TTL_S / 60} 分钟内有效。Your code is ${code}.` });
      });
    },

    async checkToken(credentials: ClientCredentials | null, raw: string) {
      const client = await authenticateClient(db, credentials);
      const token = await repo.findTokenByAccess(db, sha256(raw));
      // The status the token's own client waits for (the caller may be another client, a resource server).
      const expiredStatus = token && (await repo.findClient(db, token.clientId))?.expiredStatus;
      assertTokenLive(token, expiredStatus);
      // A session of a frozen tenant, or one out of its period, has ended as the requests say.
      const tenant = await tenantState(token.tenantId);
      if (tenant) assertTenantOpen(tenant, expiredStatus);
      const user = await findUserById(db, token.userId);
      const grants = await grantsOf(db, token.tenantId, token.userId);
      return {
        active: true,
        exp: Math.floor(token.accessExpiresAt.getTime() / 1000),
        user_name: user?.username ?? '',
        username: user?.username ?? '',
        authorities: [...grants.roleIds.map((id) => `ROLE_${id}`), ...withPigNames(grants.permissions)],
        client_id: client.clientId,
        scope: [client.scope],
        user_id: token.userId,
        tenant_id: token.tenantId,
      };
    },

    logout: (tokenId: number) => repo.revokeToken(db, tokenId, 'logout'),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
