/** The OAuth2 grants of the pig contract: password, refresh_token, mobile (SMS@phone) and social (type@code). */
import argon2 from 'argon2';
import { checkMobile, type ErrorCode } from '@as/shared';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Conn } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { sysTenant } from '../tenants/tenant.table.ts';
import {
  clearLoginFailures,
  findMembership,
  findUserById,
  findUserByPhone,
  findUserByUsername,
  grantsOf,
  recordLoginFailure,
  type UserRow,
} from '../users/user.repository.ts';
import { assertTokenLive } from './session.ts';
import * as repo from './auth.repository.ts';
import { decryptPassword, randomToken, sameSecret, sha256 } from './crypto.ts';

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
const SMS_RESEND_S = 60;

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
    const authorities = [...grants.roleIds.map((id) => `ROLE_${id}`), ...grants.permissions].map((authority) => ({ authority }));
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

  /** A user may sign in to a tenant only as a member of it; locks are checked before the password. */
  async function assertCanSignIn(user: UserRow | undefined, tenantId: number): Promise<UserRow> {
    if (!user || !(await findMembership(db, tenantId, user.id))) throw invalid();
    if (user.lockFlag === '9') throw invalid('accountDisabled');
    if (user.lockedUntil && user.lockedUntil > new Date()) {
      throw invalid('accountLocked', { minutes: Math.ceil((user.lockedUntil.getTime() - Date.now()) / 60_000) });
    }
    return user;
  }

  async function passwordGrant(client: repo.OauthClient, input: GrantInput, meta: RequestMeta) {
    if (client.captchaFlag) {
      const captcha = input.randomStr ? await repo.takeCaptcha(db, input.randomStr) : undefined;
      if (!captcha || !input.code || captcha.code.toLowerCase() !== input.code.toLowerCase()) throw new AppError('badCaptcha');
    }
    if (!input.username || !input.password) throw invalid();
    const user = await assertCanSignIn(await findUserByUsername(db, input.username), meta.tenantId);
    const password = client.encFlag ? decryptPassword(input.password, client.aesKey, client.aesMode) : input.password;
    if (password === null || !(await argon2.verify(user.passwordHash, password))) {
      await recordLoginFailure(db, user.id, config.LOGIN_MAX_FAILURES, new Date(Date.now() + config.LOGIN_LOCK_MINUTES * 60_000));
      throw invalid();
    }
    await clearLoginFailures(db, user.id);
    return issue(client, user, meta, 'password');
  }

  async function refreshGrant(client: repo.OauthClient, input: GrantInput, meta: RequestMeta) {
    const token = input.refresh_token ? await repo.findTokenByRefresh(db, sha256(input.refresh_token)) : undefined;
    if (!token || token.clientId !== client.clientId || token.refreshExpiresAt <= new Date()) throw new AppError('badRefreshToken');
    if (token.revokedReason === 'elsewhere') throw new AppError('loggedInElsewhere');
    // Rotation: the old pair stops working; of two concurrent refreshes exactly one wins.
    if (token.revokedAt || !(await repo.revokeToken(db, token.id, 'refreshed'))) throw new AppError('badRefreshToken');
    const user = await assertCanSignIn(await findUserById(db, token.userId), token.tenantId);
    return issue(client, user, { ...meta, tenantId: token.tenantId }, 'refresh_token');
  }

  async function smsGrant(client: repo.OauthClient, phone: string, code: string | undefined, meta: RequestMeta) {
    const saved = await repo.latestSmsCode(db, meta.tenantId, phone);
    if (!saved || !code || saved.codeHash !== sha256(code) || !(await repo.useSmsCode(db, saved.id))) throw new AppError('badSmsCode');
    const user = await assertCanSignIn(await findUserByPhone(db, phone), meta.tenantId);
    return issue(client, user, meta, 'mobile');
  }

  async function socialGrant(client: repo.OauthClient, type: string, code: string, state: string | undefined, meta: RequestMeta) {
    const openId = state ? await deps.social.exchange(db, type, code, state) : null;
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

    /** Sends a login code to a registered mobile number, at most once a minute. */
    async sendSmsCode(tenantId: number, phone: string) {
      const problem = checkMobile(phone);
      if (problem) throw new AppError(problem);
      const user = await findUserByPhone(db, phone);
      if (!user || !(await findMembership(db, tenantId, user.id))) throw new AppError('mobileNotRegistered');
      const last = await repo.latestSmsCode(db, tenantId, phone);
      const waited = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
      if (waited < SMS_RESEND_S) throw new AppError('smsTooSoon', { seconds: Math.ceil(SMS_RESEND_S - waited) });
      const code = String(Math.floor(100000 + Math.random() * 900000));
      await database.withTenant(tenantId, async (tx) => {
        await repo.insertSmsCode(tx, { tenantId, phone, codeHash: sha256(code), expiresAt: new Date(Date.now() + SMS_CODE_TTL_S * 1000) });
        await deps.sms.send(tx, { tenantId, phone, template: 'login_code', content: `验证码 ${code}，${SMS_CODE_TTL_S / 60} 分钟内有效。Your code is ${code}.` });
      });
    },

    async checkToken(credentials: ClientCredentials | null, raw: string) {
      const client = await authenticateClient(db, credentials);
      const token = await repo.findTokenByAccess(db, sha256(raw));
      assertTokenLive(token);
        const user = await findUserById(db, token.userId);
      const grants = await grantsOf(db, token.tenantId, token.userId);
      return {
        active: true,
        exp: Math.floor(token.accessExpiresAt.getTime() / 1000),
        user_name: user?.username ?? '',
        username: user?.username ?? '',
        authorities: [...grants.roleIds.map((id) => `ROLE_${id}`), ...grants.permissions],
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
