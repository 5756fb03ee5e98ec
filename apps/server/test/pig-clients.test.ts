/**
 * pig's terminal (OAuth client) and social account screens, the status an ended session answers per client, and a
 * tenant's period (issue 20), written from pig's documented shapes: SysOauthClientDetails (clientId, clientSecret,
 * scope, authorizedGrantTypes, webServerRedirectUri, authorities, accessTokenValidity, refreshTokenValidity,
 * additionalInformation with pigx's enc_flag / captcha_flag, autoapprove), SysSocialDetails (type, appId, appSecret,
 * redirectUrl, remark) and SysTenant (startTime, endTime), as pigx-ui 3.10's avue screens send and read them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sysLog, sysOauthClient, sysSocialDetails, sysTenant } from '../src/db/schema.ts';
import { createTestApp, multipart, PASSWORD } from './helper.ts';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const NATIVE = { 'x-client-shape': 'native' };

describe('pig clients: terminal management (/admin/client)', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const signIn = (clientId: string, secret: string, username = 'centre_north', tenantId = 1) =>
    t.request({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { ...form, authorization: basic(clientId, secret), 'TENANT-ID': String(tenantId) },
      query: { grant_type: 'password', scope: 'server' },
      payload: new URLSearchParams({ username, password: PASSWORD }).toString(),
    });

  it('pages clients as SysOauthClientDetails, never with the secret', async () => {
    const res = await t.request({ method: 'GET', url: '/admin/client/page', query: { current: '1', size: '10' }, headers: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ current: 1, size: 10, total: expect.any(Number), records: expect.any(Array) });
    const pig = data.records.find((c: { clientId: string }) => c.clientId === 'pig');
    expect(pig).toMatchObject({ clientId: 'pig', clientSecret: '******', scope: 'server', authorizedGrantTypes: 'password,refresh_token,mobile', accessTokenValidity: 43200, refreshTokenValidity: 2592000 });
    expect(JSON.parse(pig.additionalInformation)).toEqual({ enc_flag: '1', captcha_flag: '0', expired_status: '424' });
    expect(pig.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(JSON.stringify(data)).not.toMatch(/secretHash|secret_hash/);
    const filtered = (await t.request({ method: 'GET', url: '/admin/client/page', query: { clientId: 'tes' }, headers: admin })).json().data;
    expect(filtered.records.map((c: { clientId: string }) => c.clientId)).toEqual(['test']);
  });

  it('adds a client with pig names (trailing slash), signs in with its secret, reads it by clientId', async () => {
    const add = await t.request({
      method: 'POST',
      url: '/admin/client/',
      headers: admin,
      payload: {
        clientId: 'pigx',
        clientSecret: 'pigx-secret',
        scope: 'server',
        authorizedGrantTypes: 'password,refresh_token',
        webServerRedirectUri: 'https://pigx.example/callback',
        authorities: '',
        accessTokenValidity: 3600,
        refreshTokenValidity: 7200,
        additionalInformation: '{"enc_flag":"0","captcha_flag":"0","expired_status":"401"}',
        autoapprove: 'true',
        $autoapprove: '是',
      },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().data).toMatchObject({ clientId: 'pigx', clientSecret: '******', webServerRedirectUri: 'https://pigx.example/callback', autoapprove: 'true', accessTokenValidity: 3600 });
    expect(JSON.parse(add.json().data.additionalInformation)).toEqual({ enc_flag: '0', captcha_flag: '0', expired_status: '401' });
    // Stored hashed, as the token grant checks it.
    const [row] = await db.select().from(sysOauthClient).where(eq(sysOauthClient.clientId, 'pigx'));
    expect(row.secretHash).not.toContain('pigx-secret');
    const token = await signIn('pigx', 'pigx-secret');
    expect(token.statusCode).toBe(200);
    expect(token.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600, scope: 'server' });
    expect((await signIn('pigx', 'wrong')).statusCode).toBe(401);
    // The mobile grant was not given to this client.
    const mobile = await t.request({ method: 'POST', url: '/auth/oauth/token', headers: { ...form, authorization: basic('pigx', 'pigx-secret') }, query: { grant_type: 'mobile', mobile: 'SMS@13800000001', code: '1234' } });
    expect(mobile.statusCode).toBe(400);

    const one = (await t.request({ method: 'GET', url: '/admin/client/pigx', headers: admin })).json();
    expect(one).toMatchObject({ code: 0, data: { clientId: 'pigx', clientSecret: '******', authorizedGrantTypes: 'password,refresh_token' } });
    expect((await t.request({ method: 'GET', url: '/admin/client/nobody', headers: admin })).statusCode).toBe(404);
  });

  it('edits from the row read back: the shown mask keeps the secret, a new one replaces it', async () => {
    const row = (await t.request({ method: 'GET', url: '/admin/client/pigx', headers: admin })).json().data;
    const edit = await t.request({ method: 'PUT', url: '/admin/client', headers: admin, payload: { ...row, accessTokenValidity: 1800, $autoapprove: '是' } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ accessTokenValidity: 1800, clientSecret: '******' });
    expect((await signIn('pigx', 'pigx-secret')).json().expires_in).toBe(1800);

    const renew = await t.request({ method: 'PUT', url: '/admin/client', headers: admin, payload: { ...row, clientSecret: 'renewed-secret' } });
    expect(renew.statusCode).toBe(200);
    expect((await signIn('pigx', 'pigx-secret')).statusCode).toBe(401);
    expect((await signIn('pigx', 'renewed-secret')).statusCode).toBe(200);

    // The clientId names the client's tokens: it does not change.
    const rename = await t.request({ method: 'PUT', url: '/admin/client', headers: en, payload: { ...row, clientId: 'pigy' } });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().msg).toBe('clientId: cannot be changed: tokens are issued under it');
  });

  it('refuses what it does not do, by field, in the caller\'s language', async () => {
    const row = (await t.request({ method: 'GET', url: '/admin/client/pigx', headers: admin })).json().data;
    // pigx's online_quantity is not a setting of ours: refused, not silently dropped.
    const online = await t.request({ method: 'PUT', url: '/admin/client', headers: en, payload: { ...row, additionalInformation: '{"enc_flag":"0","online_quantity":"1"}' } });
    expect(online.statusCode).toBe(400);
    expect(online.json().msg).toBe('additionalInformation.online_quantity: is not an allowed field');
    const garbage = await t.request({ method: 'PUT', url: '/admin/client', headers: en, payload: { ...row, additionalInformation: '{enc_flag' } });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().msg).toMatch(/^additionalInformation: /);
    const grant = await t.request({ method: 'POST', url: '/admin/client', headers: en, payload: { clientId: 'code_client', clientSecret: 'x1', authorizedGrantTypes: 'authorization_code' } });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().msg).toMatch(/^grantTypes: /);
    const status = await t.request({ method: 'PUT', url: '/admin/client', headers: en, payload: { ...row, additionalInformation: '{"expired_status":"500"}' } });
    expect(status.statusCode).toBe(400);
    expect(status.json().msg).toMatch(/^expiredStatus: /);
    const noSecret = await t.request({ method: 'POST', url: '/admin/client', headers: { ...admin, 'accept-language': 'zh-CN' }, payload: { clientId: 'no_secret', clientSecret: '******' } });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().msg).toBe('secret请输入密钥');
    const dup = await t.request({ method: 'POST', url: '/admin/client', headers: en, payload: { clientId: 'pig', clientSecret: 'another' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toMatch(/^clientId: /);
    expect((await t.request({ method: 'GET', url: '/admin/client/pig', headers: admin })).json().data.clientId).toBe('pig');
  });

  it('speaks our names to our web app: secret never answered, flags as fields', async () => {
    const add = await t.request({
      method: 'POST',
      url: '/admin/client',
      headers: { ...admin, ...NATIVE },
      payload: { clientId: 'web2', secret: 'web2-secret', grantTypes: 'password,refresh_token', encFlag: false, expiredStatus: 424 },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().data).toMatchObject({ clientId: 'web2', secret: null, encFlag: false, captchaFlag: false, expiredStatus: 424, accessValiditySeconds: 43200 });
    expect(add.json().data.clientSecret).toBeUndefined();
    const edit = await t.request({ method: 'PUT', url: '/admin/client', headers: { ...admin, ...NATIVE }, payload: { ...add.json().data, captchaFlag: true } });
    expect(edit.json().data).toMatchObject({ captchaFlag: true, secret: null });
    expect((await signIn('web2', 'web2-secret')).statusCode).toBe(428);
  });

  it('is the platform administrator\'s: another tenant\'s administrator neither reads nor changes clients', async () => {
    expect((await t.request({ method: 'GET', url: '/admin/client/page', headers: admin2 })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/admin/client/pigx', headers: admin2 })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/admin/client', headers: admin2, payload: { clientId: 'evil', clientSecret: 'evil1' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: '/admin/client/pigx', headers: admin2 })).statusCode).toBe(403);
    // Without the permission, not even in the platform tenant.
    expect((await t.request({ method: 'GET', url: '/admin/client/page', headers: await t.login('engineer_wang') })).statusCode).toBe(403);
  });

  it('deletes by clientId, ending its sessions; never the client the caller signed in with', async () => {
    // web2 asks for a captcha since the previous test: off again, to sign in.
    await t.request({ method: 'PUT', url: '/admin/client', headers: { ...admin, ...NATIVE }, payload: { id: (await db.select().from(sysOauthClient).where(eq(sysOauthClient.clientId, 'web2')))[0].id, captchaFlag: false } });
    const live = (await signIn('web2', 'web2-secret')).json();
    const del = await t.request({ method: 'DELETE', url: '/admin/client/web2', headers: admin });
    expect(del.json()).toMatchObject({ code: 0, data: true });
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: { authorization: `Bearer ${live.access_token}` } })).statusCode).toBe(424);
    expect((await signIn('web2', 'web2-secret')).statusCode).toBe(401);
    // admin signed in as the test client (the helper's).
    const own = await t.request({ method: 'DELETE', url: '/admin/client/test', headers: en });
    expect(own.statusCode).toBe(409);
    expect(own.json().msg).toBe('The client you are signed in with cannot be deleted');
  });
});

describe('pig clients: an ended session answers its client\'s status (424 or 401)', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const token = async (clientId: string, secret: string) =>
    (
      await t.request({
        method: 'POST',
        url: '/auth/oauth/token',
        headers: { ...form, authorization: basic(clientId, secret) },
        query: { grant_type: 'password', scope: 'server' },
        payload: `username=centre_north&password=${PASSWORD}`,
      })
    ).json();
  // pigx-ui signs out on 401 only: its client says so.
  await t.request({ method: 'POST', url: '/admin/client', headers: admin, payload: { clientId: 'pigxui', clientSecret: 'pigxui', authorizedGrantTypes: 'password,refresh_token', additionalInformation: '{"enc_flag":"0","expired_status":"401"}' } });
  const kick = async (access: string) => expect((await t.request({ method: 'DELETE', url: `/admin/token/${access}`, headers: admin })).json().data).toBe(true);

  it('answers 401 to a kicked pigx-ui session and 424 to our spec\'s client, the message the same', async () => {
    const pigx = await token('pigxui', 'pigxui');
    expect(pigx.access_token).toEqual(expect.any(String));
    await kick(pigx.access_token);
    const gone = await t.request({ method: 'GET', url: '/admin/user/info', headers: { authorization: `Bearer ${pigx.access_token}`, 'accept-language': 'en-US' } });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ code: 1, msg: 'token expired, click to log in again', data: null });

    // The test client (plain passwords) stands for our spec's client here: the default, 424.
    const spec = await token('test', 'test');
    await kick(spec.access_token);
    const gone424 = await t.request({ method: 'GET', url: '/admin/user/info', headers: { authorization: `Bearer ${spec.access_token}` } });
    expect(gone424.statusCode).toBe(424);
  });

  it('answers check_token for an ended token with its client\'s status', async () => {
    const pigx = await token('pigxui', 'pigxui');
    const live = await t.request({ method: 'GET', url: '/auth/oauth/check_token', query: { token: pigx.access_token }, headers: { authorization: basic('pigxui', 'pigxui') } });
    expect(live.json()).toMatchObject({ active: true, client_id: 'pigxui' });
    await kick(pigx.access_token);
    const ended = await t.request({ method: 'GET', url: '/auth/oauth/check_token', query: { token: pigx.access_token }, headers: { authorization: basic('pigxui', 'pigxui') } });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe(1);
  });

  it('switches a client back to 424, for its sessions from then on', async () => {
    const pigx = await token('pigxui', 'pigxui');
    const row = (await t.request({ method: 'GET', url: '/admin/client/pigxui', headers: admin })).json().data;
    await t.request({ method: 'PUT', url: '/admin/client', headers: admin, payload: { ...row, additionalInformation: '{"enc_flag":"0","expired_status":"424"}' } });
    await kick(pigx.access_token);
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: { authorization: `Bearer ${pigx.access_token}` } })).statusCode).toBe(424);
    // A token nobody issued is still 401, whatever the client.
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: { authorization: 'Bearer not-a-token-at-all' } })).statusCode).toBe(401);
  });
});

describe('pig clients: social accounts (/admin/social)', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });

  it('adds, pages, reads, edits and deletes a social app with SysSocialDetails names, the secret sealed and never answered', async () => {
    const add = await t.request({
      method: 'POST',
      url: '/admin/social/',
      headers: admin,
      payload: { id: '', type: 'WX', appId: 'wx0123456789abcdef', appSecret: 'wechat-app-secret', redirectUrl: 'https://service.example/authredirect', remark: '公众号', $type: '微信' },
    });
    expect(add.statusCode).toBe(200);
    const app = add.json().data;
    expect(app).toMatchObject({ id: expect.any(Number), type: 'WX', appId: 'wx0123456789abcdef', appSecret: '******', redirectUrl: 'https://service.example/authredirect', remark: '公众号' });
    expect(app.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const [row] = await db.select().from(sysSocialDetails).where(eq(sysSocialDetails.id, app.id));
    expect(row.appSecret).not.toContain('wechat-app-secret');
    expect(t.deps.secrets.open(row.appSecret)).toBe('wechat-app-secret');

    const page = (await t.request({ method: 'GET', url: '/admin/social/page', query: { current: '1', size: '10', type: 'WX' }, headers: admin })).json().data;
    expect(page).toMatchObject({ total: 1, records: [expect.objectContaining({ id: app.id, appSecret: '******' })] });
    expect(JSON.stringify(page)).not.toContain('wechat-app-secret');
    expect((await t.request({ method: 'GET', url: `/admin/social/${app.id}`, headers: admin })).json().data).toMatchObject({ appId: 'wx0123456789abcdef', appSecret: '******' });

    // The row sent back with the mask keeps the secret; a new one is sealed in its place.
    const edit = await t.request({ method: 'PUT', url: '/admin/social', headers: admin, payload: { ...app, remark: '服务号' } });
    expect(edit.json().data).toMatchObject({ remark: '服务号', appSecret: '******' });
    expect(t.deps.secrets.open((await db.select().from(sysSocialDetails).where(eq(sysSocialDetails.id, app.id)))[0].appSecret)).toBe('wechat-app-secret');
    await t.request({ method: 'PUT', url: '/admin/social', headers: admin, payload: { ...app, appSecret: 'rotated' } });
    expect(t.deps.secrets.open((await db.select().from(sysSocialDetails).where(eq(sysSocialDetails.id, app.id)))[0].appSecret)).toBe('rotated');

    // Our web app's names: the secret is null, never the sealed text.
    const ours = (await t.request({ method: 'GET', url: `/admin/social/${app.id}`, headers: { ...admin, ...NATIVE } })).json().data;
    expect(ours.appSecret).toBeNull();

    expect((await t.request({ method: 'DELETE', url: `/admin/social/${app.id}`, headers: admin })).json()).toMatchObject({ code: 0, data: true });
    expect((await t.request({ method: 'GET', url: `/admin/social/${app.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('takes a type of the social_type dictionary, once, and refuses by field in the caller\'s language', async () => {
    expect((await t.request({ method: 'POST', url: '/admin/social', headers: admin, payload: { type: 'QQ', appId: 'qq-app', appSecret: 's1' } })).statusCode).toBe(200);
    const dup = await t.request({ method: 'POST', url: '/admin/social', headers: en, payload: { type: 'QQ', appId: 'qq-app-2', appSecret: 's2' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toMatch(/^type: /);
    const unknown = await t.request({ method: 'POST', url: '/admin/social', headers: en, payload: { type: 'MYSPACE', appId: 'x', appSecret: 's' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toMatch(/^type: /);
    const noSecret = await t.request({ method: 'POST', url: '/admin/social', headers: en, payload: { type: 'GITEE', appId: 'x' } });
    expect(noSecret.json().msg).toBe('appSecret: enter the secret');
    const url = await t.request({ method: 'POST', url: '/admin/social', headers: en, payload: { type: 'GITEE', appId: 'x', appSecret: 's', redirectUrl: 'javascript:alert(1)' } });
    expect(url.json().msg).toMatch(/^redirectUrl: /);
    const extra = await t.request({ method: 'POST', url: '/admin/social', headers: en, payload: { type: 'GITEE', appId: 'x', appSecret: 's', scope: 'snsapi_login' } });
    expect(extra.json().msg).toBe('scope: is not an allowed field');
  });

  it('keeps each tenant\'s apps to itself', async () => {
    const qq = (await t.request({ method: 'GET', url: '/admin/social/page', query: { type: 'QQ' }, headers: admin })).json().data.records[0];
    expect((await t.request({ method: 'GET', url: '/admin/social/page', headers: admin2 })).json().data.total).toBe(0);
    expect((await t.request({ method: 'GET', url: `/admin/social/${qq.id}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: '/admin/social', headers: admin2, payload: { id: qq.id, appId: 'stolen' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/admin/social/${qq.id}`, headers: admin2 })).statusCode).toBe(404);
    // Tenant 2 configures the same type for itself.
    expect((await t.request({ method: 'POST', url: '/admin/social', headers: admin2, payload: { type: 'QQ', appId: 'qq-t2', appSecret: 's' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/admin/social/${qq.id}`, headers: admin })).json().data.appId).toBe('qq-app');
    expect((await t.request({ method: 'GET', url: '/admin/social/page', headers: await t.login('engineer_wang') })).statusCode).toBe(403);
  });
});

describe('pig clients: a tenant\'s period (startTime, endTime)', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const signIn2 = () =>
    t.request({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { ...form, authorization: basic('test', 'test'), 'TENANT-ID': '2', 'accept-language': 'en-US' },
      query: { grant_type: 'password', scope: 'server' },
      payload: `username=admin2&password=${PASSWORD}`,
    });

  it('saves startTime and endTime from pig\'s tenant form and answers them', async () => {
    const row = (await t.request({ method: 'GET', url: '/admin/tenant/2', headers: admin })).json().data;
    expect(row).toMatchObject({ id: 2, startTime: null, endTime: null });
    const edit = await t.request({ method: 'PUT', url: '/admin/tenant', headers: admin, payload: { ...row, startTime: '2020-01-01 00:00:00', endTime: '2099-12-31 23:59:59' } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ startTime: '2020-01-01 00:00:00', endTime: '2099-12-31 23:59:59', validFrom: '2020-01-01 00:00:00' });
    const page = (await t.request({ method: 'GET', url: '/admin/tenant/page', query: { code: 'T2' }, headers: admin })).json().data;
    expect(page.records[0]).toMatchObject({ startTime: '2020-01-01 00:00:00', endTime: '2099-12-31 23:59:59' });
    expect((await signIn2()).statusCode).toBe(200);
  });

  it('refuses sign-in outside the period, with why, and no longer offers the tenant', async () => {
    const live = await t.tokenFor('admin2', { tenantId: 2 });
    await db.update(sysTenant).set({ validTo: new Date(Date.now() - 60_000) }).where(eq(sysTenant.id, 2));
    const ended = await signIn2();
    expect(ended.statusCode).toBe(426);
    expect(ended.json().msg).toMatch(/^This tenant's period ended on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d; ask the platform administrator$/);
    // A session already open ends with it (its client's status), and the tenant is off the login list.
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: { authorization: `Bearer ${live.access_token}`, 'TENANT-ID': '2' } })).statusCode).toBe(424);
    const list = (await t.request({ method: 'GET', url: '/admin/tenant/list' })).json().data;
    expect(list.map((x: { id: number }) => x.id)).not.toContain(2);
    // The refresh is a sign-in too.
    const refresh = await t.request({ method: 'POST', url: '/auth/oauth/token', headers: { ...form, authorization: basic('test', 'test') }, query: { grant_type: 'refresh_token', refresh_token: live.refresh_token } });
    expect(refresh.statusCode).toBe(426);

    await db.update(sysTenant).set({ validFrom: new Date(Date.now() + 86_400_000), validTo: null }).where(eq(sysTenant.id, 2));
    const early = await signIn2();
    expect(early.statusCode).toBe(426);
    expect(early.json().msg).toMatch(/^This tenant is not in service yet: sign-in opens on \d{4}-/);
    // A wrong password says only that.
    const wrong = await t.request({ method: 'POST', url: '/auth/oauth/token', headers: { ...form, authorization: basic('test', 'test'), 'TENANT-ID': '2', 'accept-language': 'en-US' }, query: { grant_type: 'password' }, payload: 'username=admin2&password=nope' });
    expect(wrong.json().msg).toBe('The username does not exist or the password is wrong');

    await db.update(sysTenant).set({ validFrom: null }).where(eq(sysTenant.id, 2));
    expect((await signIn2()).statusCode).toBe(200);
  });

  it('checks a period by field, and gives the platform tenant none', async () => {
    const order = await t.request({ method: 'PUT', url: '/admin/tenant', headers: en, payload: { id: 2, startTime: '2030-01-01 00:00:00', endTime: '2029-01-01 00:00:00' } });
    expect(order.statusCode).toBe(400);
    expect(order.json().msg).toBe('validTo: cannot be earlier than the effective-from date');
    const bad = await t.request({ method: 'PUT', url: '/admin/tenant', headers: en, payload: { id: 2, endTime: 'soon' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^validTo: /);
    const platform = await t.request({ method: 'PUT', url: '/admin/tenant', headers: en, payload: { id: 1, endTime: '2099-01-01 00:00:00' } });
    expect(platform.statusCode).toBe(409);
    expect(platform.json().msg).toBe('The platform tenant is always in service: it takes no period');
    // Our web app's names, and a cleared date.
    const ours = await t.request({ method: 'PUT', url: '/admin/tenant', headers: { ...admin, ...NATIVE }, payload: { id: 2, validFrom: '2021-06-01T00:00:00.000Z', validTo: '' } });
    expect(ours.statusCode).toBe(200);
    expect(ours.json().data).toMatchObject({ validTo: null });
    expect(ours.json().data.startTime).toBeUndefined();
    const add = await t.request({ method: 'POST', url: '/admin/tenant', headers: admin, payload: { name: 'Third', code: 'T3', startTime: '2024-01-01 00:00:00', endTime: '' } });
    expect(add.json().data).toMatchObject({ code: 'T3', startTime: '2024-01-01 00:00:00', endTime: null });
  });
});

describe('pig clients: a frozen tenant (sys_tenant status 9)', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const grant = (query: Record<string, string>, lang: string, payload = '') =>
    t.request({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { ...form, authorization: basic('test', 'test'), 'TENANT-ID': '2', 'accept-language': lang },
      query: { scope: 'server', ...query },
      payload,
    });
  const password2 = (lang = 'en-US') => grant({ grant_type: 'password' }, lang, `username=admin2&password=${PASSWORD}`);
  const setStatus = async (status: '0' | '9') => {
    // As pig's tenant screen saves it: the row read back with its status changed.
    const row = (await t.request({ method: 'GET', url: '/admin/tenant/2', headers: admin })).json().data;
    const res = await t.request({ method: 'PUT', url: '/admin/tenant', headers: admin, payload: { ...row, status } });
    expect(res.json()).toMatchObject({ code: 0, data: { id: 2, status } });
  };
  const sendCode = async () => expect((await t.request({ method: 'GET', url: '/admin/mobile/13900000001', headers: { 'TENANT-ID': '2' } })).statusCode).toBe(200);
  const lastCode = async () => {
    const records = (await t.request({ method: 'GET', url: '/admin/sms/page', query: { phone: '13900000001' }, headers: admin2 })).json().data.records;
    return /验证码 (\d+)/.exec(records[0].content)?.[1] ?? '';
  };

  it('refuses every sign-in to a frozen tenant with 426 and why, in the caller\'s language', async () => {
    const live = await t.tokenFor('admin2', { tenantId: 2 });
    await sendCode();
    const smsCode = await lastCode();
    await setStatus('9');

    const password = await password2();
    expect(password.statusCode).toBe(426);
    expect(password.json()).toEqual({ code: 1, msg: 'This tenant is frozen; ask the platform administrator', data: 'invalid_exception' });
    expect((await password2('zh-CN')).json().msg).toBe('租户已冻结，请联系平台管理员');
    expect((await password2('es-ES')).json().msg).toBe('Este inquilino está congelado; consulte al administrador de la plataforma');
    expect(password.json().access_token).toBeUndefined();
    // Only once the password has passed: a wrong one says only that.
    const wrong = await grant({ grant_type: 'password' }, 'en-US', 'username=admin2&password=nope');
    expect(wrong.json().msg).toBe('The username does not exist or the password is wrong');

    const refresh = await grant({ grant_type: 'refresh_token', refresh_token: live.refresh_token }, 'en-US');
    expect(refresh.statusCode).toBe(426);
    expect(refresh.json().msg).toBe('This tenant is frozen; ask the platform administrator');

    const sms = await t.request({
      method: 'POST',
      url: '/auth/mobile/token/sms',
      headers: { authorization: basic('test', 'test'), 'TENANT-ID': '2', 'accept-language': 'en-US', ...form },
      query: { mobile: 'SMS@13900000001', code: smsCode },
      payload: '',
    });
    expect(sms.statusCode).toBe(426);
    expect(sms.json().msg).toBe('This tenant is frozen; ask the platform administrator');
  });

  it('ends the sessions open in it (the client\'s status, the reason\'s message), and leaves other tenants alone', async () => {
    const session = await t.request({ method: 'GET', url: '/admin/user/info', headers: { ...admin2, 'accept-language': 'en-US' } });
    expect(session.statusCode).toBe(424);
    expect(session.json()).toEqual({ code: 1, msg: 'This tenant is frozen; ask the platform administrator', data: null });
    const check = await t.request({ method: 'GET', url: '/auth/oauth/check_token', query: { token: admin2.authorization.slice(7) }, headers: { authorization: basic('test', 'test') } });
    expect(check.statusCode).toBe(424);
    expect(check.json().active).toBeUndefined();
    // admin is a member of tenant 2 as well: acting there with the tenant-1 token is refused too.
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: { ...admin, 'TENANT-ID': '2' } })).statusCode).toBe(424);
    // Tenant 1 works as before, and the frozen tenant is off the login list.
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: admin })).json().data.sysUser.username).toBe('admin');
    expect((await t.tokenFor('admin')).access_token).toEqual(expect.any(String));
    const list = (await t.request({ method: 'GET', url: '/admin/tenant/list' })).json().data;
    expect(list.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([1]));
    expect(list.map((x: { id: number }) => x.id)).not.toContain(2);
  });

  it('opens again once unfrozen: sign-in, and the session open before, within its lifetime', async () => {
    await setStatus('0');
    expect((await password2()).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: admin2 })).json().data.sysUser.username).toBe('admin2');
    expect((await t.request({ method: 'GET', url: '/admin/tenant/list' })).json().data.map((x: { id: number }) => x.id)).toContain(2);
  });

  it('is the platform administrator\'s to freeze: never the platform tenant, never by another tenant', async () => {
    const own = await t.request({ method: 'PUT', url: '/admin/tenant', headers: admin2, payload: { id: 2, status: '9' } });
    expect(own.statusCode).toBe(403);
    const platform = await t.request({ method: 'PUT', url: '/admin/tenant', headers: admin, payload: { id: 1, status: '9' } });
    expect(platform.statusCode).not.toBe(200);
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: admin2 })).statusCode).toBe(200);
  });
});

describe('pig clients: editing a file (PUT /admin/sys-file, sys_file_edit)', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
  const body = multipart({ name: '保修卡.pdf', content: PDF });
  const uploaded = (await t.request({ method: 'POST', url: '/admin/sys-file/upload', headers: { ...admin, ...body.headers }, payload: body.payload })).json().data;
  // The row as pigx-ui's file grid holds it (SysFile, with avue's copies) and its edit dialog sends it back.
  const listed = async () => (await t.request({ method: 'GET', url: '/admin/sys-file/page', query: { original: '' }, headers: admin })).json().data.records.find((f: { id: number }) => f.id === uploaded.id);
  const edit = (headers: Record<string, string>, payload: object) => t.request({ method: 'PUT', url: '/admin/sys-file', headers, payload });

  it('gives the edit button to who holds sys_file_edit', async () => {
    const info = (await t.request({ method: 'GET', url: '/admin/user/info', headers: admin })).json().data;
    expect(info.permissions).toEqual(expect.arrayContaining(['sys_file_add', 'sys_file_edit', 'sys_file_del']));
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: await t.login('engineer_wang') })).json().data.permissions).not.toContain('sys_file_edit');
  });

  it('renames the file from the row sent back: listed and downloaded under the new name, stored where it was, logged', async () => {
    const row = await listed();
    expect(row).toMatchObject({ original: '保修卡.pdf', bucketName: '1', type: 'application/pdf', fileSize: PDF.length, createUser: 'admin', createTime: expect.stringMatching(/^\d{4}-/) });
    const res = await edit(admin, { ...row, original: '保修卡-2024.pdf', $type: 'PDF' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { id: row.id, original: '保修卡-2024.pdf', fileName: row.fileName, createUser: 'admin', url: `/admin/sys-file/1/${row.fileName}` } });
    expect((await listed()).original).toBe('保修卡-2024.pdf');
    const download = await t.request({ method: 'GET', url: `/admin/sys-file/1/${row.fileName}`, headers: admin });
    expect(download.rawPayload).toEqual(PDF);
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('保修卡-2024.pdf')}`);
    const [log] = await db.select().from(sysLog).where(eq(sysLog.title, 'edit file'));
    expect(log).toMatchObject({ type: '0', createBy: 'admin', method: 'PUT', requestUri: '/admin/sys-file' });
    expect(JSON.parse(log.params)).toMatchObject({ id: row.id, original: '保修卡-2024.pdf' });
  });

  it('refuses by field what it does not do, in the caller\'s language, and changes nothing', async () => {
    const row = await listed();
    const moved = await edit(en, { ...row, fileName: 'elsewhere.pdf', bucketName: '2' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().msg).toBe('bucketName: cannot be changed; fileName: cannot be changed');
    const kind = await edit(en, { ...row, original: '保修卡.exe' });
    expect(kind.json().msg).toBe("original: must keep the file's extension (.pdf)");
    expect((await edit({ ...admin, 'accept-language': 'zh-CN' }, { ...row, original: '保修卡.png' })).json().msg).toBe('original须保留文件扩展名（.pdf）');
    expect((await edit(en, { ...row, original: '../etc/passwd.pdf' })).json().msg).toMatch(/^original: /);
    expect((await edit(en, { ...row, original: '' })).json().msg).toMatch(/^original: /);
    // pigx's file groups are not ours: refused, not ignored.
    expect((await edit(en, { ...row, groupId: 3 })).json().msg).toBe('groupId: is not an allowed field');
    expect((await listed()).original).toBe('保修卡-2024.pdf');
    expect((await edit(en, { id: 999999, original: 'x.pdf' })).statusCode).toBe(404);
  });

  it('keeps each tenant\'s files to itself, and needs sys_file_edit', async () => {
    const other = await edit(admin2, { id: uploaded.id, original: 'stolen.pdf' });
    expect(other.statusCode).toBe(404);
    expect((await edit(await t.login('engineer_wang'), { id: uploaded.id, original: 'x.pdf' })).statusCode).toBe(403);
    expect((await listed()).original).toBe('保修卡-2024.pdf');
  });

  it('answers our web app in our names', async () => {
    const res = await edit({ ...admin, 'x-client-shape': 'native' }, { id: uploaded.id, original: 'warranty.pdf' });
    expect(res.json().data).toMatchObject({ original: 'warranty.pdf', createBy: 'admin' });
    expect(res.json().data.createUser).toBeUndefined();
  });
});

/** pigx-ui's social login: POST /auth/mobile/token/social with mobile=<type>@<code> and the state it sent. */
const socialLogin = (t: Awaited<ReturnType<typeof createTestApp>>, tenantId: number, mobile: string, state: string, lang = 'en-US') =>
  t.request({
    method: 'POST',
    url: '/auth/mobile/token/social',
    headers: { ...form, authorization: basic('test', 'test'), 'TENANT-ID': String(tenantId), 'accept-language': lang },
    query: { mobile, state },
    payload: '',
  });

describe('pig clients: social sign-in asks with the tenant\'s app (local provider)', async () => {
  const t = await createTestApp({ SOCIAL_PROVIDER: 'local' });
  const admin = await t.login('admin');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const haidian = await t.login('outlet_haidian');
  const addApp = async (headers: Record<string, string>, payload: object) => {
    const res = await t.request({ method: 'POST', url: '/admin/social', headers, payload });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  // The provider's authorize page, asked with an app's id: its code is for that app only.
  const codeFor = async (appid: string, openId: string, state: string) => {
    const res = await t.request({ method: 'GET', url: '/auth/social/WX/authorize', query: { appid, openId, state } });
    return new URL(res.headers.location as string, 'http://x').searchParams.get('code')!;
  };
  const wx1 = await addApp(admin, { type: 'WX', appId: 'wx-tenant-1', appSecret: 's1', redirectUrl: 'https://t1.example/authredirect' });
  await addApp(admin2, { type: 'WX', appId: 'wx-tenant-2', appSecret: 's2' });
  await addApp(admin2, { type: 'QQ', appId: 'qq-tenant-2', appSecret: 's3' });

  it('signs in with a code issued to the tenant\'s own app, after binding with one', async () => {
    const bind = await t.request({ method: 'POST', url: '/admin/social/bind', headers: haidian, payload: { type: 'WX', code: await codeFor('wx-tenant-1', 'oid-haidian', 'b1'), state: 'b1' } });
    expect(bind.statusCode).toBe(200);
    const res = await socialLogin(t, 1, `WX@${await codeFor('wx-tenant-1', 'oid-haidian', 'l1')}`, 'l1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'outlet_haidian', tenant_id: 1 });
  });

  it('never redeems a code issued to another tenant\'s app, nor uses another tenant\'s settings', async () => {
    const otherApps = await socialLogin(t, 1, `WX@${await codeFor('wx-tenant-2', 'oid-haidian', 'x1')}`, 'x1');
    expect(otherApps.statusCode).toBe(426);
    expect(otherApps.json().access_token).toBeUndefined();
    // Tenant 2 has a QQ app, tenant 1 none: refused by name, in the caller's language.
    const missing = await socialLogin(t, 1, 'QQ@any-code', 'x2');
    expect(missing.statusCode).toBe(403);
    expect(missing.json().msg).toBe('Social login with QQ is not set up for this tenant; ask an administrator');
    expect((await socialLogin(t, 1, 'QQ@any-code', 'x2', 'zh-CN')).json().msg).toBe('本租户未配置 QQ 社交登录，请联系管理员');
    const bind = await t.request({ method: 'POST', url: '/admin/social/bind', headers: { ...haidian, 'accept-language': 'es-ES' }, payload: { type: 'QQ', code: 'c', state: 's' } });
    expect(bind.statusCode).toBe(403);
    expect(bind.json().msg).toBe('El inicio de sesión social con QQ no está configurado para este inquilino; consulte a un administrador');
  });

  it('refuses a type switched off in the tenant, keeping its app, until it is on again', async () => {
    const off = await t.request({ method: 'PUT', url: '/admin/social', headers: admin, payload: { ...wx1, enabled: false } });
    expect(off.json().data).toMatchObject({ enabled: false, appId: 'wx-tenant-1' });
    const refused = await socialLogin(t, 1, `WX@${await codeFor('wx-tenant-1', 'oid-haidian', 'd1')}`, 'd1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Social login with WX is disabled for this tenant');
    // Tenant 2's own WX app is not touched by tenant 1's switch.
    expect((await socialLogin(t, 2, `WX@${await codeFor('wx-tenant-2', 'oid-nobody', 'd2')}`, 'd2')).statusCode).toBe(417);
    await t.request({ method: 'PUT', url: '/admin/social', headers: admin, payload: { id: wx1.id, enabled: true } });
    expect((await socialLogin(t, 1, `WX@${await codeFor('wx-tenant-1', 'oid-haidian', 'd3')}`, 'd3')).statusCode).toBe(200);
  });
});

describe('pig clients: social sign-in through the http provider (a gateway to the real one)', async () => {
  const received: Record<string, unknown>[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { openId: 'oid-real' } };
  const gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ ...JSON.parse(body), auth: req.headers.authorization });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/social`;
  const t = await createTestApp({ SOCIAL_PROVIDER: 'http', SOCIAL_HTTP_URL: url, SOCIAL_HTTP_TOKEN: 'to-gateway' });
  await t.request({ method: 'POST', url: '/admin/social', headers: await t.login('admin'), payload: { type: 'WX', appId: 'wx-real-1', appSecret: 'secret-1', redirectUrl: 'https://t1.example/authredirect' } });
  await t.request({ method: 'POST', url: '/admin/social', headers: await t.login('admin2', { tenantId: 2 }), payload: { type: 'WX', appId: 'wx-real-2', appSecret: 'secret-2' } });

  it('asks the gateway with the tenant\'s app id, secret and redirect, and signs in the bound user', async () => {
    const bind = await t.request({ method: 'POST', url: '/admin/social/bind', headers: await t.login('outlet_haidian'), payload: { type: 'WX', code: 'code-bind', state: 'b' } });
    expect(bind.statusCode).toBe(200);
    const res = await socialLogin(t, 1, 'WX@code-login', 'st-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('outlet_haidian');
    expect(received.at(-1)).toEqual({ type: 'WX', appId: 'wx-real-1', appSecret: 'secret-1', redirectUrl: 'https://t1.example/authredirect', code: 'code-login', state: 'st-1', auth: 'Bearer to-gateway' });
  });

  it('asks with the other tenant\'s own app there, where the open id is bound to nobody', async () => {
    const res = await socialLogin(t, 2, 'WX@code-t2', 'st-2');
    expect(res.statusCode).toBe(417);
    expect(received.at(-1)).toMatchObject({ appId: 'wx-real-2', appSecret: 'secret-2', redirectUrl: '', code: 'code-t2' });
  });

  it('refuses a code the provider refuses, and says when the provider does not answer', async () => {
    answer = { status: 400, body: { errcode: 40029, errmsg: 'invalid code' } };
    expect((await socialLogin(t, 1, 'WX@bad-code', 'st-3')).statusCode).toBe(426);
    answer = { status: 500, body: {} };
    const down = await socialLogin(t, 1, 'WX@code', 'st-4');
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 1, msg: 'The social login provider did not answer; try again later' });
    answer = { status: 200, body: { unexpected: true } };
    expect((await socialLogin(t, 1, 'WX@code', 'st-5')).statusCode).toBe(502);
    const asked = received.length;
    expect((await socialLogin(t, 1, 'QQ@code', 'st-6')).statusCode).toBe(403);
    expect(received).toHaveLength(asked);
  });
});
