/** The pig token contract: every grant, the failure statuses, locks, rotation, single session, logout. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysCaptcha, sysLoginFailure, sysOauthClient, sysSmsOutbox, sysTenant, sysToken, sysUser } from '../src/db/schema.ts';
import { BASIC_PIG, BASIC_TEST, createTestApp, PASSWORD } from './helper.ts';

const form = 'application/x-www-form-urlencoded';

describe('POST /auth/oauth/token', async () => {
  const t = await createTestApp({ LOGIN_MAX_FAILURES: 3 });
  const db = t.deps.database.db;

  const passwordGrant = (username: string, password: string, opts: { basic?: string; tenant?: string; lang?: string; query?: Record<string, string> } = {}) =>
    t.request({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: opts.basic ?? BASIC_TEST, 'TENANT-ID': opts.tenant ?? '1', 'content-type': form, 'accept-language': opts.lang ?? 'zh-CN' },
      query: { grant_type: 'password', scope: 'server', ...opts.query },
      payload: new URLSearchParams({ username, password }).toString(),
    });

  it('accepts the pig client password encrypted with AES CBC/ZeroPadding and answers the contract body', async () => {
    const res = await passwordGrant('admin', 'rKu1/348LvKp0rsVC06eCA==', { basic: BASIC_PIG });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', scope: 'server', active: true, user_id: 1, username: 'admin', tenant_id: 1, expires_in: 43200 });
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body.user_info.authorities).toContainEqual({ authority: 'sys_user_add' });
    expect(JSON.stringify(body)).not.toContain('argon2');
    // Tokens are stored hashed, never in clear.
    const rows = await db.select().from(sysToken).where(eq(sysToken.userId, 1));
    expect(rows.some((r) => r.accessHash === body.access_token)).toBe(false);
  });

  it('takes the username and password from the query as well', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: BASIC_TEST, 'TENANT-ID': '1' },
      query: { grant_type: 'password', username: 'centre_north', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 426 with the catalogue text in the caller language for a wrong password or unknown user', async () => {
    const wrong = await passwordGrant('inspector_zhao', 'nope');
    expect(wrong.statusCode).toBe(426);
    expect(wrong.json()).toEqual({ code: 1, msg: '用户名不存在或密码错误', data: 'invalid_exception' });
    const unknown = await passwordGrant('nobody', PASSWORD, { lang: 'en-US,en;q=0.9' });
    expect(unknown.statusCode).toBe(426);
    expect(unknown.json().msg).toBe('The username does not exist or the password is wrong');
    const plainToEncryptingClient = await passwordGrant('admin', PASSWORD, { basic: BASIC_PIG, lang: 'es-ES' });
    expect(plainToEncryptingClient.statusCode).toBe(426);
    expect(plainToEncryptingClient.json().msg).toBe('El usuario no existe o la contraseña es incorrecta');
  });

  it('refuses a wrong client secret and an unsupported grant', async () => {
    const badClient = await passwordGrant('admin', PASSWORD, { basic: `Basic ${Buffer.from('test:nope').toString('base64')}` });
    expect(badClient.statusCode).toBe(401);
    const noClient = await passwordGrant('admin', PASSWORD, { basic: '' });
    expect(noClient.statusCode).toBe(401);
    const grant = await passwordGrant('admin', PASSWORD, { query: { grant_type: 'client_credentials' } });
    expect(grant.statusCode).toBe(400);
  });

  it('signs in only to tenants the user belongs to', async () => {
    expect((await passwordGrant('centre_north', PASSWORD, { tenant: '2' })).statusCode).toBe(426);
    const res = await passwordGrant('admin', PASSWORD, { tenant: '2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().tenant_id).toBe(2);
  });

  it('locks the account after repeated failures, until the lock expires', async () => {
    for (let i = 0; i < 3; i++) expect((await passwordGrant('visitor_sun', 'wrong')).statusCode).toBe(426);
    const locked = await passwordGrant('visitor_sun', PASSWORD, { lang: 'en-US' });
    expect(locked.statusCode).toBe(426);
    expect(locked.json().msg).toMatch(/^The account is locked; try again in 30 minutes/);
    await db.update(sysLoginFailure).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(sysLoginFailure.username, 'visitor_sun'));
    expect((await passwordGrant('visitor_sun', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an account locked by an administrator', async () => {
    await db.update(sysUser).set({ lockFlag: '9' }).where(eq(sysUser.username, 'storekeeper_zhou'));
    const res = await passwordGrant('storekeeper_zhou', PASSWORD);
    expect(res.statusCode).toBe(426);
    expect(res.json().msg).toBe('账号已停用');
    await db.update(sysUser).set({ lockFlag: '0' }).where(eq(sysUser.username, 'storekeeper_zhou'));
  });

  it('asks for the captcha when the client has it on: 428 without it, single use', async () => {
    const settings = async () => (await t.request({ method: 'GET', url: '/auth/oauth/client/test/settings' })).json().data;
    expect(await settings()).toEqual({ captcha: false });
    await db.update(sysOauthClient).set({ captchaFlag: true }).where(eq(sysOauthClient.clientId, 'test'));
    try {
      expect(await settings()).toEqual({ captcha: true });
      expect((await t.request({ method: 'GET', url: '/auth/oauth/client/nobody/settings' })).statusCode).toBe(404);
      expect((await passwordGrant('admin', PASSWORD)).statusCode).toBe(428);
      const image = await t.request({ method: 'GET', url: '/code', query: { randomStr: 'r-1' } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      const [captcha] = await db.select().from(sysCaptcha).where(eq(sysCaptcha.randomStr, 'r-1'));
      const wrong = await passwordGrant('admin', PASSWORD, { query: { randomStr: 'r-1', code: 'zzzz' } });
      expect(wrong.statusCode).toBe(428);
      expect(wrong.json().msg).toBe('验证码错误,请重新输入');
      // A wrong try spends the captcha: the right code no longer works either.
      expect((await passwordGrant('admin', PASSWORD, { query: { randomStr: 'r-1', code: captcha.code } })).statusCode).toBe(428);
      await t.request({ method: 'GET', url: '/code', query: { randomStr: 'r-2' } });
      const [fresh] = await db.select().from(sysCaptcha).where(eq(sysCaptcha.randomStr, 'r-2'));
      expect((await passwordGrant('admin', PASSWORD, { query: { randomStr: 'r-2', code: fresh.code } })).statusCode).toBe(200);
    } finally {
      await db.update(sysOauthClient).set({ captchaFlag: false }).where(eq(sysOauthClient.clientId, 'test'));
    }
  });
});

describe('tokens in use', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const info = (token: string, extra: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/admin/user/info', headers: { authorization: `Bearer ${token}`, ...extra } });
  const refresh = (token: string) =>
    t.request({ method: 'POST', url: '/auth/oauth/token', headers: { authorization: BASIC_TEST, 'TENANT-ID': '1' }, query: { grant_type: 'refresh_token', refresh_token: token, scope: 'server' } });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await t.request({ method: 'GET', url: '/admin/user/info' })).statusCode).toBe(401);
    const res = await info('not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 1, msg: '当前操作没有权限' });
  });

  it('gives user info without any password hash', async () => {
    const { access_token } = await t.tokenFor('outlet_chaoyang');
    const res = await info(access_token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.sysUser).toMatchObject({ username: 'outlet_chaoyang', tenantId: 1 });
    expect(data.sysUser.snUserId).toBeGreaterThan(0);
    expect(data.companyShotName).toBe('示范电器');
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it('rotates refresh tokens: the old pair stops working', async () => {
    const first = await t.tokenFor('engineer_wang');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.access_token).not.toBe(first.access_token);
    expect((await refresh(first.refresh_token)).statusCode).toBe(424);
    expect((await info(first.access_token)).statusCode).toBe(424);
    expect((await info(second.access_token)).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent refreshes win', async () => {
    const { refresh_token } = await t.tokenFor('engineer_liu');
    const results = await Promise.all([refresh(refresh_token), refresh(refresh_token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 424]);
  });

  it('answers 424 for an expired token', async () => {
    const { access_token } = await t.tokenFor('supervisor_qian');
    await db.execute(sql`update sys_token set access_expires_at = now() - interval '1 second' where user_id = (select id from sys_user where username = 'supervisor_qian')`);
    const res = await info(access_token);
    expect(res.statusCode).toBe(424);
    expect(res.json().msg).toBe('token expired, click to log in again');
  });

  it('logs out: the token stops working and check_token says so', async () => {
    const { access_token } = await t.tokenFor('customer_li');
    const check = await t.request({ method: 'GET', url: '/auth/oauth/check_token', query: { token: access_token }, headers: { authorization: BASIC_TEST } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ active: true, username: 'customer_li', user_name: 'customer_li', client_id: 'test', tenant_id: 1 });
    expect(check.json().exp).toBeGreaterThan(Date.now() / 1000);
    const out = await t.request({ method: 'DELETE', url: '/auth/token/logout', headers: { authorization: `Bearer ${access_token}` } });
    expect(out.json()).toEqual({ code: 0, msg: null, data: true });
    expect((await info(access_token)).statusCode).toBe(424);
    const after = await t.request({ method: 'GET', url: '/auth/oauth/check_token', query: { token: access_token }, headers: { authorization: BASIC_TEST } });
    expect(after.statusCode).toBe(424);
    expect(after.json().code).toBe(1);
  });

  it('kicks the older session out in a single-session tenant with the other-device message', async () => {
    await db.update(sysTenant).set({ singleSession: true }).where(eq(sysTenant.id, 1));
    try {
      const older = await t.tokenFor('inspector_zhao');
      const newer = await t.tokenFor('inspector_zhao');
      const res = await info(older.access_token);
      expect(res.statusCode).toBe(424);
      expect(res.json().msg).toBe('当前用户已经在另外设备登录，请退出重新登录!');
      expect((await refresh(older.refresh_token)).statusCode).toBe(424);
      expect((await info(newer.access_token)).statusCode).toBe(200);
    } finally {
      await db.update(sysTenant).set({ singleSession: false }).where(eq(sysTenant.id, 1));
    }
  });

  it('acts in another tenant only for its members (TENANT-ID header)', async () => {
    const admin = await t.tokenFor('admin');
    const res = await info(admin.access_token, { 'TENANT-ID': '2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sysUser.tenantId).toBe(2);
    expect(res.json().data.companyShotName).toBe('Second Brand');
    const centre = await t.tokenFor('centre_north');
    const denied = await info(centre.access_token, { 'TENANT-ID': '2', 'accept-language': 'en-US' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe('You may not act in this tenant');
  });
});

describe('mobile and social grants, registration', async () => {
  const t = await createTestApp({ SOCIAL_PROVIDER: 'local' });
  const db = t.deps.database.db;
  const mobileGrant = (mobile: string, code: string, state?: string) =>
    t.request({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: BASIC_TEST, 'TENANT-ID': '1' },
      query: { grant_type: 'mobile', mobile, code, ...(state ? { state } : {}) },
    });
  const lastCode = async (phone: string) => {
    const rows = await db.select().from(sysSmsOutbox).where(eq(sysSmsOutbox.phone, phone));
    return rows.at(-1)?.content.match(/\d{6}/)?.[0] ?? '';
  };

  it('sends an SMS code to the outbox and signs in with SMS@phone once', async () => {
    const sent = await t.request({ method: 'GET', url: '/admin/mobile/13800000005', headers: { 'TENANT-ID': '1' } });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode('13800000005');
    expect(code).toMatch(/^\d{6}$/);
    expect((await mobileGrant('SMS@13800000005', code === '000000' ? '111111' : '000000')).statusCode).toBe(428);
    const ok = await mobileGrant('SMS@13800000005', code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().username).toBe('engineer_wang');
    expect((await mobileGrant('SMS@13800000005', code)).statusCode).toBe(428);
  });

  it('refuses to resend within a minute, and malformed numbers', async () => {
    expect((await t.request({ method: 'GET', url: '/admin/mobile/13800000006' })).statusCode).toBe(200);
    const again = await t.request({ method: 'GET', url: '/admin/mobile/13800000006' });
    expect(again.statusCode).toBe(429);
    const malformed = await t.request({ method: 'GET', url: '/admin/mobile/1234' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toBe('手机号码长度不为11位');
  });

  it('signs in with a bound social account and answers 417 for an unbound one', async () => {
    // The tenant's app at the provider (social accounts), whose id the provider's authorize page is asked with.
    const app = await t.request({ method: 'POST', url: '/admin/social', headers: await t.login('admin'), payload: { type: 'GITEE', appId: 'gitee-app-1', appSecret: 'gitee-secret' } });
    expect(app.statusCode).toBe(200);
    const authorize = (openId: string, state: string) =>
      t.request({ method: 'GET', url: '/auth/social/GITEE/authorize', query: { appid: 'gitee-app-1', state, openId } });
    const codeOf = (res: Awaited<ReturnType<typeof authorize>>) => new URL(res.headers.location as string, 'http://x').searchParams.get('code')!;
    const first = await authorize('open-42', 's1');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toMatch(/^\/authredirect\?type=GITEE&state=s1&code=/);
    const unbound = await mobileGrant(`GITEE@${codeOf(first)}`, '', 's1');
    expect(unbound.statusCode).toBe(417);
    expect(unbound.json().msg).toBe('未绑定登录账号，请使用密码登录后绑定');

    const headers = await t.login('outlet_haidian');
    const bindCode = codeOf(await authorize('open-42', 's2'));
    const bind = await t.request({ method: 'POST', url: '/admin/social/bind', headers, payload: { type: 'GITEE', code: bindCode, state: 's2' } });
    expect(bind.statusCode).toBe(200);

    const signIn = await mobileGrant(`GITEE@${codeOf(await authorize('open-42', 's3'))}`, '', 's3');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().username).toBe('outlet_haidian');
    // A code is single use and bound to its state.
    const reused = codeOf(await authorize('open-42', 's4'));
    expect((await mobileGrant(`GITEE@${reused}`, '', 'other-state')).statusCode).toBe(426);
  });

  it('registers a customer with an encrypted password when registration is on', async () => {
    const payload = { username: 'new_customer', password: 'rKu1/348LvKp0rsVC06eCA==', phone: '13711112222' };
    const res = await t.request({ method: 'POST', url: '/admin/register/user', headers: { 'TENANT-ID': '1' }, payload });
    expect(res.statusCode).toBe(200);
    const login = await t.tokenFor('new_customer');
    expect(login.access_token).toBeTruthy();
    const again = await t.request({ method: 'POST', url: '/admin/register/user', payload });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('登录账号已存在');
    await db.execute(sql`update sys_param set public_value = 'false' where public_key = 'REGISTER_USER' and tenant_id = 1`);
    const closed = await t.request({ method: 'POST', url: '/admin/register/user', payload: { ...payload, username: 'other', phone: undefined } });
    expect(closed.statusCode).toBe(403);
    expect(await db.select().from(sysUser).where(eq(sysUser.username, 'other'))).toHaveLength(0);
  });

  it('rejects bad input with a message naming the field, and writes nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/admin/register/user', headers: { 'accept-language': 'en-US' }, payload: { username: 'x'.repeat(65), password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('username: length cannot exceed 64 characters');
    expect(res.json().msg).toContain('password: cannot be empty');
    const rows = await db.select().from(sysUser).where(eq(sysUser.username, 'x'.repeat(65)));
    expect(rows).toHaveLength(0);
  });
});
