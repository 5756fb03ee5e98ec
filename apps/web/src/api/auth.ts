/** Sign-in, session upkeep and sign-out calls (pig contract). */
import AES from 'crypto-js/aes';
import Latin1 from 'crypto-js/enc-latin1';
import ZeroPadding from 'crypto-js/pad-zeropadding';
import { SITE } from '../app/config.ts';
import { r, request } from './request.ts';
import type { TokenResponse, UserInfo } from './session.ts';

const BASIC = `Basic ${btoa(`${SITE.clientId}:${SITE.clientSecret}`)}`;

/** pigx-ui's password obfuscation: AES CBC, zero padding, key and IV the Latin-1 key, Base64 out. */
export function encryptPassword(plain: string, key: string = SITE.aesKey): string {
  const k = Latin1.parse(key);
  return AES.encrypt(plain, k, { iv: k, padding: ZeroPadding }).toString();
}

const tokenCall = (tenantId: number, params: Record<string, string>, form?: Record<string, string>) =>
  request<TokenResponse>('/auth/oauth/token', {
    method: 'POST',
    anonymous: true,
    silent: true,
    tenantId,
    headers: { Authorization: BASIC },
    params: { scope: 'server', ...params },
    data: form ? new URLSearchParams(form) : undefined,
  });

export function loginByPassword(input: { username: string; password: string; tenantId: number; randomStr?: string; code?: string }) {
  const password = SITE.passwordEnc ? encryptPassword(input.password) : input.password;
  const params: Record<string, string> = { grant_type: 'password' };
  if (input.randomStr) Object.assign(params, { randomStr: input.randomStr, code: input.code ?? '' });
  return tokenCall(input.tenantId, params, { username: input.username, password });
}

export const loginByMobile = (input: { mobile: string; code: string; tenantId: number }) =>
  tokenCall(input.tenantId, { grant_type: 'mobile', mobile: `SMS@${input.mobile}`, code: input.code });

export const loginBySocial = (input: { type: string; code: string; state: string; tenantId: number }) =>
  tokenCall(input.tenantId, { grant_type: 'mobile', mobile: `${input.type}@${input.code}`, state: input.state });

export const refreshToken = (refresh: string, tenantId: number) => tokenCall(tenantId, { grant_type: 'refresh_token', refresh_token: refresh });

export const sendSmsCode = (mobile: string, tenantId: number) => r<boolean>(`/admin/mobile/${encodeURIComponent(mobile)}`, { anonymous: true, tenantId });

export const checkToken = (token: string) =>
  request<{ active: boolean; exp: number }>('/auth/oauth/check_token', { anonymous: true, silent: true, headers: { Authorization: BASIC }, params: { token } });

export const fetchUserInfo = () => r<UserInfo>('/admin/user/info');

export const logout = () => r<boolean>('/auth/token/logout', { method: 'DELETE', silent: true });

/** What the login page needs to know about this client: whether the captcha is on. */
export const loginSettings = () => r<{ captcha: boolean }>(`/auth/oauth/client/${SITE.clientId}/settings`, { anonymous: true, silent: true });

export const captchaUrl = (randomStr: string) => `/code?randomStr=${encodeURIComponent(randomStr)}`;
