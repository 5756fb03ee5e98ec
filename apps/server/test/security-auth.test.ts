/**
 * Sign-in as an attacker tries it: social login that is off unless configured, redirects that stay on this site,
 * SMS codes that cannot be guessed or used to discover numbers, password locks that one address cannot impose on
 * everyone, unknown users that cost what real ones do, and a password change that ends the other sessions.
 */
import argon2 from 'argon2';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sysSmsCode, sysSmsOutbox, sysSocialCode, sysUser } from '../src/db/schema.ts';
import { BASIC_TEST, createTestApp, PASSWORD, type TestContext } from './helper.ts';

const form = 'application/x-www-form-urlencoded';

const tokenCall = (t: TestContext, query: Record<string, string>, opts: { remoteAddress?: string; lang?: string; tenant?: string; form?: Record<string, string> } = {}) =>
  t.request({
    method: 'POST',
    url: '/auth/oauth/token',
    remoteAddress: opts.remoteAddress,
    headers: { authorization: BASIC_TEST, 'TENANT-ID': opts.tenant ?? '1', 'accept-language': opts.lang ?? 'zh-CN', ...(opts.form ? { 'content-type': form } : {}) },
    query: { scope: 'server', ...query },
    payload: opts.form ? new URLSearchParams(opts.form).toString() : undefined,
  });

describe('social login in a normal start', async () => {
  const t = await createTestApp();

  it('serves no authorize page: a clear error and no code', async () => {
    const res = await t.request({ method: 'GET', url: '/auth/social/WX/authorize', headers: { 'accept-language': 'en-US' }, query: { appid: 'wx-app', state: 's', openId: 'engineer-open-id' } });
    expect(res.statusCode).toBe(403);
    expect(res.headers.location).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 1, msg: 'Social login is not enabled' });
    expect(await t.deps.database.db.select().from(sysSocialCode)).toHaveLength(0);
  });

  it('issues no token for a social grant, and binds nothing', async () => {
    const res = await tokenCall(t, { grant_type: 'mobile', mobile: 'WX@some-code', state: 's' }, { lang: 'es-ES' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 1, msg: 'El inicio de sesión social no está habilitado' });
    expect(res.json().access_token).toBeUndefined();
    const headers = await t.login('outlet_haidian');
    const bind = await t.request({ method: 'POST', url: '/admin/social/bind', headers, payload: { type: 'WX', code: 'some-code', state: 's' } });
    expect(bind.statusCode).toBe(403);
    expect(bind.json().msg).toBe('社交登录未开启');
  });
});

describe('the local social provider, switched on for tests', async () => {
  const t = await createTestApp({ SOCIAL_PROVIDER: 'local' });
  const authorize = (redirect: string | undefined, rawQuery = '') =>
    t.request({ method: 'GET', url: `/auth/social/WX/authorize?appid=wx-app&state=s1&openId=open-1${rawQuery}`, query: redirect === undefined ? undefined : { appid: 'wx-app', state: 's1', openId: 'open-1', redirect } });

  it('redirects to paths of this site, its own query kept', async () => {
    expect((await authorize(undefined)).headers.location).toMatch(/^\/authredirect\?type=WX&state=s1&code=[\w-]+$/);
    const withQuery = await authorize('/authredirect?tenantId=2');
    expect(withQuery.statusCode).toBe(302);
    expect(withQuery.headers.location).toMatch(/^\/authredirect\?tenantId=2&type=WX&state=s1&code=[\w-]+$/);
  });

  it('never redirects to another site, however the address is written', async () => {
    const decoded = [
      '//evil.example/steal',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      'https://evil.example',
      'http:/evil.example',
      'javascript:alert(1)',
      'evil.example',
      ' //evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%2F/evil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '%2F%2Fevil.example',
      // Resolved by the browser into '//evil.example'.
      '/a/../..//evil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
    ];
    for (const redirect of decoded) {
      const res = await authorize(redirect);
      expect(res.statusCode, JSON.stringify(redirect)).toBe(400);
      expect(res.headers.location, JSON.stringify(redirect)).toBeUndefined();
    }
    // As a browser or a script would send them, encoded in the address itself.
    for (const raw of ['&redirect=%2F%2Fevil.example', '&redirect=%2F%5Cevil.example', '&redirect=%252F%252Fevil.example', '&redirect=/%09/evil.example']) {
      const res = await authorize(undefined, raw);
      expect(res.statusCode, raw).toBe(400);
      expect(res.headers.location, raw).toBeUndefined();
    }
  });
});

describe('SMS login codes', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const send = (phone: string, lang = 'zh-CN') => t.request({ method: 'GET', url: `/admin/mobile/${phone}`, headers: { 'TENANT-ID': '1', 'accept-language': lang } });
  const smsGrant = (phone: string, code: string) => tokenCall(t, { grant_type: 'mobile', mobile: `SMS@${phone}`, code });
  const lastCode = async (phone: string) => {
    const rows = await db.select().from(sysSmsOutbox).where(eq(sysSmsOutbox.phone, phone));
    return rows.at(-1)?.content.match(/\d{6}/)?.[0] ?? '';
  };
  const wrongFor = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  /** Moves the number's codes back in time, as if the wait had passed. */
  const age = (phone: string, seconds: number) =>
    db.update(sysSmsCode).set({ createdAt: sql`${sysSmsCode.createdAt} - make_interval(secs => ${seconds})` }).where(eq(sysSmsCode.phone, phone));

  it('a code dies after five wrong tries: the right one no longer signs in', async () => {
    expect((await send('13800000005')).statusCode).toBe(200);
    const code = await lastCode('13800000005');
    for (let i = 0; i < 30; i++) expect((await smsGrant('13800000005', wrongFor(code, i))).statusCode).toBe(428);
    const late = await smsGrant('13800000005', code);
    expect(late.statusCode).toBe(428);
    expect(late.json().access_token).toBeUndefined();
  });

  it('a few wrong tries leave the code usable', async () => {
    await age('13800000006', 3600);
    expect((await send('13800000006')).statusCode).toBe(200);
    const code = await lastCode('13800000006');
    for (let i = 0; i < 4; i++) expect((await smsGrant('13800000006', wrongFor(code, i))).statusCode).toBe(428);
    const res = await smsGrant('13800000006', code);
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('engineer_liu');
  });

  it('a code dies with its lifetime', async () => {
    await age('13800000005', 3600);
    expect((await send('13800000005')).statusCode).toBe(200);
    const code = await lastCode('13800000005');
    await db.update(sysSmsCode).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sysSmsCode.phone, '13800000005'));
    expect((await smsGrant('13800000005', code)).statusCode).toBe(428);
  });

  it('answers a registered and an unknown number alike, and sends only to the registered one', async () => {
    const registered = await send('13800000007');
    const unknown = await send('13912345678');
    expect(unknown.statusCode).toBe(registered.statusCode);
    expect(unknown.body).toBe(registered.body);
    expect(registered.json()).toEqual({ code: 0, msg: null, data: true });
    expect(await lastCode('13800000007')).toMatch(/^\d{6}$/);
    expect(await db.select().from(sysSmsOutbox).where(eq(sysSmsOutbox.phone, '13912345678'))).toHaveLength(0);
    // Asked again at once: both refused, with the same words.
    const registeredAgain = await send('13800000007', 'en-US');
    const unknownAgain = await send('13912345678', 'en-US');
    expect(registeredAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(unknownAgain.json().msg.replace(/\d+/, 'N')).toBe(registeredAgain.json().msg.replace(/\d+/, 'N'));
  });

  it('sends at most one code a minute and five an hour to a number', async () => {
    const phone = '13800000008';
    expect((await send(phone)).statusCode).toBe(200);
    expect((await send(phone)).statusCode).toBe(429);
    for (let i = 0; i < 4; i++) {
      await age(phone, 61);
      expect((await send(phone)).statusCode, `send ${i + 2}`).toBe(200);
    }
    await age(phone, 61);
    const sixth = await send(phone, 'en-US');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().msg).toMatch(/^Too many codes were sent to this number; try again in \d+ minutes$/);
    expect(await db.select().from(sysSmsOutbox).where(eq(sysSmsOutbox.phone, phone))).toHaveLength(5);
    await age(phone, 3600);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('sends one code for a burst of concurrent requests', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => send('13800000009')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await db.select().from(sysSmsOutbox).where(eq(sysSmsOutbox.phone, '13800000009'))).toHaveLength(1);
    expect(await db.select().from(sysSmsCode).where(and(eq(sysSmsCode.phone, '13800000009'), eq(sysSmsCode.tenantId, 1)))).toHaveLength(1);
  });

  it('keeps the send answer of the contract: a malformed number is a 400 naming the rule', async () => {
    const res = await send('1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('手机号码长度不为11位');
  });
});

describe('wrong passwords', async () => {
  const t = await createTestApp({ LOGIN_MAX_FAILURES: 3 });
  const passwordGrant = (username: string, password: string, remoteAddress: string, lang = 'en-US') =>
    tokenCall(t, { grant_type: 'password' }, { remoteAddress, lang, form: { username, password } });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lock the account for the address they came from, not for everyone', async () => {
    for (let i = 0; i < 3; i++) expect((await passwordGrant('visitor_sun', 'wrong', '203.0.113.7')).statusCode).toBe(426);
    const locked = await passwordGrant('visitor_sun', PASSWORD, '203.0.113.7');
    expect(locked.statusCode).toBe(426);
    expect(locked.json().msg).toMatch(/^The account is locked; try again in 30 minutes/);
    expect((await passwordGrant('visitor_sun', PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    // The administrator still sees the lock and lifts it.
    const [user] = await t.deps.database.db.select().from(sysUser).where(eq(sysUser.username, 'visitor_sun'));
    expect(user.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    const admin = await t.login('admin');
    expect((await t.request({ method: 'PUT', url: '/admin/user/unlock/visitor_sun', headers: admin })).statusCode).toBe(200);
    expect((await passwordGrant('visitor_sun', PASSWORD, '203.0.113.7')).statusCode).toBe(200);
  });

  it('answer an unknown user as a real one, lock included', async () => {
    const real: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await passwordGrant('inspector_zhao', 'wrong', '192.0.2.1');
      const b = await passwordGrant('nobody_here', 'wrong', '192.0.2.1');
      real.push(a.statusCode);
      unknown.push(b.statusCode);
      expect(b.json().msg).toBe(a.json().msg);
    }
    expect(unknown).toEqual(real);
    expect(real).toEqual([426, 426, 426, 426]);
  });

  it('verify an unknown user against a hash made as real ones are, so both cost the same', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    const [real] = await t.deps.database.db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
    const params = (hash: string) => hash.split('$').slice(0, 4).join('$');
    for (const [username, tenant] of [['nobody_at_all', '1'], ['centre_north', '2']]) {
      verify.mockClear();
      const res = await tokenCall(t, { grant_type: 'password' }, { remoteAddress: '192.0.2.50', tenant, form: { username, password: 'wrong' } });
      expect(res.statusCode).toBe(426);
      expect(verify, username).toHaveBeenCalledTimes(1);
      expect(params(String(verify.mock.calls[0][0]))).toBe(params(real.passwordHash));
    }
  });

  it('take comparable time for a real user and an unknown one', async () => {
    const time = async (username: string, address: string) => {
      const start = performance.now();
      expect((await passwordGrant(username, 'wrong', address)).statusCode).toBe(426);
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
    const real: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      real.push(await time('supervisor_qian', `192.0.2.${100 + i}`));
      unknown.push(await time('no_such_user', `192.0.2.${100 + i}`));
    }
    // Before, an unknown user answered a hundred times faster; a generous bound for a busy machine.
    expect(median(unknown)).toBeGreaterThan(median(real) * 0.25);
  });
});

describe('changing one’s own password', async () => {
  const t = await createTestApp();

  it('ends the other sessions and keeps the one that made the change', async () => {
    const here = await t.login('engineer_wang');
    const elsewhere = await t.login('engineer_wang');
    const info = (headers: Record<string, string>) => t.request({ method: 'GET', url: '/admin/user/info', headers });
    expect((await info(elsewhere)).statusCode).toBe(200);
    const changed = await t.request({ method: 'PUT', url: '/admin/user/updatePassWord', headers: here, payload: { password: PASSWORD, newpassword1: 'Another#2026' } });
    expect(changed.statusCode).toBe(200);
    expect((await info(elsewhere)).statusCode).toBe(424);
    expect((await info(here)).statusCode).toBe(200);
    expect((await t.tokenFor('engineer_wang', { password: 'Another#2026' })).access_token).toBeTruthy();
  });
});
