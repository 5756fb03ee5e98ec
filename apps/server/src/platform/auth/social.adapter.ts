/**
 * Social login providers turn an authorization code into the provider's open id, asked with the tenant's app for
 * the provider named (sys_social_details: app id, secret, redirect URL; social accounts screen). SOCIAL_PROVIDER
 * chooses one. "off" (the default) refuses social login. "local" stands in for WeChat and the like without an outside
 * service: its authorize page (/auth/social/{type}/authorize?appid=..) issues single-use codes for any open id it is
 * asked for, each redeemable only with the app it was issued to, so anyone can sign in as any user who bound one: for
 * tests and demos only. "http" POSTs {type, appId, appSecret, redirectUrl, code, state} to SOCIAL_HTTP_URL, a gateway
 * that makes the provider's code exchange (WeChat's sns/oauth2/access_token and the like) and answers {openId}; a 4xx
 * is the provider refusing the code.
 */
import type { Config } from '../../config/config.ts';
import type { Conn, Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { insertSocialCode, takeSocialCode } from './auth.repository.ts';
import { randomToken } from './crypto.ts';
import { findSocialApp } from './social-details.service.ts';

/** A tenant's app at a provider, its secret opened. */
export interface SocialApp {
  type: string;
  appId: string;
  appSecret: string;
  redirectUrl: string;
}

export interface SocialProvider {
  readonly name: 'off' | 'local' | 'http';
  /** The open id for a code, or null when the provider refuses it (unknown, used, expired, another app's). Absent: social login is off. */
  exchange?(db: Conn, app: SocialApp, code: string, state: string): Promise<string | null>;
  /** A code for an open id, from this server's own authorize page: the local provider only. */
  issue?(db: Conn, type: string, appId: string, openId: string, state: string): Promise<string>;
}

export const noSocial: SocialProvider = { name: 'off' };

export const localSocial: SocialProvider = {
  name: 'local',
  async exchange(db, app, code, state) {
    return (await takeSocialCode(db, { code, type: app.type, appId: app.appId, state }))?.openId ?? null;
  },
  async issue(db, type, appId, openId, state) {
    const code = randomToken();
    await insertSocialCode(db, { code, type, appId, openId, state, expiresAt: new Date(Date.now() + 5 * 60_000) });
    return code;
  },
};

export function httpSocial(config: Pick<Config, 'SOCIAL_HTTP_URL' | 'SOCIAL_HTTP_TOKEN' | 'SOCIAL_HTTP_TIMEOUT_MS'>): SocialProvider {
  return {
    name: 'http',
    async exchange(_db, app, code, state) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.SOCIAL_HTTP_TOKEN) headers.authorization = `Bearer ${config.SOCIAL_HTTP_TOKEN}`;
      const body = JSON.stringify({ type: app.type, appId: app.appId, appSecret: app.appSecret, redirectUrl: app.redirectUrl, code, state });
      const res = await fetch(config.SOCIAL_HTTP_URL!, { method: 'POST', headers, body, signal: AbortSignal.timeout(config.SOCIAL_HTTP_TIMEOUT_MS) }).catch(() => null);
      if (res && res.status >= 400 && res.status < 500) return null;
      const openId = res?.ok ? ((await res.json().catch(() => null)) as { openId?: unknown } | null)?.openId : undefined;
      if (typeof openId !== 'string' || !openId || openId.length > 128) throw new AppError('socialProviderFailed');
      return openId;
    },
  };
}

export function socialProvider(config: Pick<Config, 'SOCIAL_PROVIDER' | 'SOCIAL_HTTP_URL' | 'SOCIAL_HTTP_TOKEN' | 'SOCIAL_HTTP_TIMEOUT_MS'>): SocialProvider {
  if (config.SOCIAL_PROVIDER === 'local') return localSocial;
  return config.SOCIAL_PROVIDER === 'http' ? httpSocial(config) : noSocial;
}

/**
 * The open id a code stands for, asked of the provider with the tenant's own app for the type: none configured, or
 * one switched off, is refused by name; social login off is said first.
 */
export async function socialOpenId(
  deps: { database: Database; secrets: SecretBox; social: SocialProvider },
  tenantId: number,
  type: string,
  code: string,
  state: string,
): Promise<string | null> {
  const { exchange } = deps.social;
  if (!exchange) throw new AppError('socialLoginOff');
  const app = await deps.database.withTenant(tenantId, (tx) => findSocialApp(tx, tenantId, type));
  if (!app) throw new AppError('socialAppMissing', { type });
  if (!app.enabled) throw new AppError('socialAppDisabled', { type });
  return exchange(deps.database.db, { type: app.type, appId: app.appId, appSecret: deps.secrets.open(app.appSecret), redirectUrl: app.redirectUrl }, code, state);
}

/** Said at start-up when the local provider is on. */
export const LOCAL_SOCIAL_WARNING =
  'SOCIAL_PROVIDER=local: the local social provider hands anyone a sign-in code for any open id, so anyone can sign in as any user who bound a social account. For tests and demos only: never on a server people use.';
