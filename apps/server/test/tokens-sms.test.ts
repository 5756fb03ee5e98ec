/** The token screen (live sessions, kick-out) and the SMS outbox screen. */
import { beforeAll, describe, expect, it } from 'vitest';
import { BASIC_TEST, createTestApp } from './helper.ts';

describe('tokens', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const engineer = await t.login('engineer_wang');
  const admin2 = await t.login('admin2', { tenantId: 2 });

  const tokenPage = (headers: Record<string, string>, query: Record<string, string> = {}) => t.request({ method: 'GET', url: '/admin/token/page', headers, query });
  const kick = (headers: Record<string, string>, id: number | string) => t.request({ method: 'DELETE', url: `/admin/token/${id}`, headers });
  /** A fresh session; the token answer names its id (token_id), as the token page does. */
  const signIn = async (username: string) => (await t.tokenFor(username)) as { access_token: string; refresh_token: string; token_id: number };
  const bearer = (token: { access_token: string }, tenantId = 1) => ({ authorization: `Bearer ${token.access_token}`, 'TENANT-ID': String(tenantId) });
  const userInfo = (headers: Record<string, string>) => t.request({ method: 'GET', url: '/admin/user/info', headers });
  const refresh = (token: { refresh_token: string }) =>
    t.request({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: BASIC_TEST, 'TENANT-ID': '1' },
      query: { grant_type: 'refresh_token', refresh_token: token.refresh_token, scope: 'server' },
    });

  it("lists the tenant's live sessions with user, client and times, never a token or its hash", async () => {
    const session = await signIn('customer_li');
    const res = await tokenPage(admin, { username: 'customer_li' });
    expect(res.statusCode).toBe(200);
    const { records, total } = res.json().data;
    expect(total).toBe(1);
    expect(records[0]).toMatchObject({ username: 'customer_li', clientId: 'test', grantType: 'password', current: false });
    expect(records[0].issuedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(records[0].expiresAt > records[0].issuedAt).toBe(true);
    expect(Object.keys(records[0]).some((key) => /hash/i.test(key))).toBe(false);
    const all = await tokenPage(admin, { size: '500' });
    expect(all.body).not.toContain(session.access_token);
    expect(all.body).not.toContain(session.refresh_token);
    const mine = all.json().data.records.filter((r: { current: boolean }) => r.current);
    expect(mine).toHaveLength(1);
    expect(mine[0].username).toBe('admin');
  });

  it('kicks a session out: its next request and its refresh fail, other sessions go on', async () => {
    const victim = await signIn('engineer_liu');
    const other = await signIn('engineer_liu');
    expect((await userInfo(bearer(victim))).statusCode).toBe(200);
    const res = await kick(admin, victim.token_id);
    expect(res.json()).toEqual({ code: 0, msg: null, data: true });
    const after = await userInfo(bearer(victim));
    expect(after.statusCode).toBe(424);
    expect(after.json().code).toBe(1);
    expect((await refresh(victim)).statusCode).toBe(424);
    expect((await userInfo(bearer(other))).statusCode).toBe(200);
    const listed = (await tokenPage(admin, { username: 'engineer_liu' })).json().data;
    expect(listed.total).toBe(1);
    expect((await kick(admin, victim.token_id)).statusCode).toBe(404);
  });

  it("keeps tenants apart: another tenant's administrator neither sees nor kicks the sessions", async () => {
    const session = await signIn('inspector_zhao');
    expect((await tokenPage(admin2, { username: 'inspector_zhao' })).json().data.total).toBe(0);
    const usernames = (await tokenPage(admin2, { size: '500' })).json().data.records.map((r: { username: string }) => r.username);
    expect(usernames).toContain('admin2');
    expect(usernames).not.toContain('engineer_wang');
    expect((await tokenPage({ ...admin, 'TENANT-ID': '2' }, { username: 'inspector_zhao' })).json().data.total).toBe(0);
    expect((await tokenPage({ ...admin2, 'TENANT-ID': '1' })).statusCode).toBe(403);
    expect((await kick(admin2, session.token_id)).statusCode).toBe(404);
    expect((await kick({ ...admin, 'TENANT-ID': '2' }, session.token_id)).statusCode).toBe(404);
    expect((await userInfo(bearer(session))).statusCode).toBe(200);
  });

  it('refuses the token screen to users without its permissions', async () => {
    const session = await signIn('visitor_sun');
    expect((await tokenPage(engineer)).statusCode).toBe(403);
    expect((await kick(engineer, session.token_id)).statusCode).toBe(403);
    expect((await userInfo(bearer(session))).statusCode).toBe(200);
  });

  it('rejects bad input with 400', async () => {
    const queries: Record<string, string>[] = [{ size: '0' }, { size: '9999' }, { current: '-1' }, { username: 'x'.repeat(65) }];
    for (const query of queries) expect((await tokenPage(admin, query)).statusCode, JSON.stringify(query)).toBe(400);
    expect((await kick(admin, 'abc')).statusCode).toBe(400);
    expect((await kick(admin, 0)).statusCode).toBe(400);
    expect((await userInfo(engineer)).statusCode).toBe(200);
  });
});

describe('SMS outbox', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const engineer = await t.login('engineer_wang');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const smsPage = (headers: Record<string, string>, query: Record<string, string> = {}) => t.request({ method: 'GET', url: '/admin/sms/page', headers, query });

  // Login codes land in the outbox of the tenant they were asked for.
  beforeAll(async () => {
    for (const [phone, tenantId] of [['13800000005', '1'], ['13800000006', '1'], ['13900000001', '2']]) {
      expect((await t.request({ method: 'GET', url: `/admin/mobile/${phone}`, headers: { 'TENANT-ID': tenantId } })).statusCode).toBe(200);
    }
  });

  it('shows what was sent in the tenant, newest first, filtered by phone', async () => {
    // The login codes asked above (the demo has sent other messages too).
    const res = await smsPage(admin, { template: 'login_code' });
    expect(res.statusCode).toBe(200);
    const { records, total } = res.json().data;
    expect(total).toBe(2);
    expect(records.map((r: { phone: string }) => r.phone)).toEqual(['13800000006', '13800000005']);
    expect(records[0]).toMatchObject({ template: 'login_code', provider: 'outbox', status: 'recorded' });
    expect(records[0].content).toMatch(/验证码 \d{6}/);
    expect(records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const filtered = (await smsPage(admin, { phone: '0005', status: 'recorded', template: 'login_code' })).json().data;
    expect(filtered.records.map((r: { phone: string }) => r.phone)).toEqual(['13800000005']);
    expect((await smsPage(admin, { status: 'failed' })).json().data.total).toBe(0);
  });

  it("keeps tenants apart: each administrator sees only the own tenant's messages", async () => {
    const second = (await smsPage(admin2)).json().data;
    expect(second.records.map((r: { phone: string }) => r.phone)).toEqual(['13900000001']);
    expect((await smsPage(admin2, { phone: '13800000005' })).json().data.total).toBe(0);
    expect((await smsPage({ ...admin, 'TENANT-ID': '2' })).json().data.total).toBe(1);
    expect((await smsPage({ ...admin2, 'TENANT-ID': '1' })).statusCode).toBe(403);
  });

  it('refuses the outbox to users without sys_sms_view and rejects bad input', async () => {
    expect((await smsPage(engineer)).statusCode).toBe(403);
    expect((await smsPage({ 'TENANT-ID': '1' })).statusCode).toBe(401);
    const queries: Record<string, string>[] = [{ size: '0' }, { phone: '1'.repeat(21) }, { status: 'lost' }, { current: 'first' }];
    for (const query of queries) expect((await smsPage(admin, query)).statusCode, JSON.stringify(query)).toBe(400);
  });
});
