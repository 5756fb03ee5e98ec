/**
 * Accounts shared by tenants (docs/accounts.md): a tenant administrator changes only what is the tenant's, the
 * membership (roles, department, posts, the lock in this tenant); the account (password, profile, its own locks)
 * only when it belongs to that tenant alone, or the holder changes it. The demo `admin` is a member of tenants 1
 * and 2; `admin2` administers tenant 2 only.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { BASIC_TEST, createTestApp, PASSWORD } from './helper.ts';

type Headers = Record<string, string>;

describe('accounts shared by tenants', async () => {
  const t = await createTestApp({ LOGIN_MAX_FAILURES: 2 });
  const db = t.deps.database.db;
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const zh2 = { ...admin2, 'accept-language': 'zh-CN' };
  const en2 = { ...admin2, 'accept-language': 'en-US' };
  const es2 = { ...admin2, 'accept-language': 'es-ES' };
  const admin1 = await t.login('admin');
  const account = async (username: string) => (await db.select().from(s.sysUser).where(eq(s.sysUser.username, username)))[0];
  const grant = (username: string, password: string, tenantId: number) =>
    t.request({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: BASIC_TEST, 'TENANT-ID': String(tenantId), 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'zh-CN' },
      query: { grant_type: 'password', scope: 'server' },
      payload: new URLSearchParams({ username, password }).toString(),
    });
  const put = (headers: Headers, payload: object) => t.request({ method: 'PUT', url: '/admin/user', headers, payload });
  const info = (headers: Headers) => t.request({ method: 'GET', url: '/admin/user/info', headers });
  const orders = (headers: Headers) => t.request({ method: 'POST', url: '/basic/soOrder/getListPage', headers, payload: { current: 1, size: 1 } });
  const roleId = async (tenantId: number, code: string) =>
    (await db.select().from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), eq(s.sysRole.code, code))))[0].id;
  const SHARED_ZH = '该账号同时属于其他租户：密码、姓名、手机号、邮箱和头像只能由本人在个人信息中修改；本租户可修改其角色、部门、岗位和在本租户的锁定';

  it('shows a shared account to another tenant without that tenant: no tenant names or ids, no roles or departments there', async () => {
    const one = await t.request({ method: 'GET', url: '/admin/user/1', headers: admin2 });
    expect(one.statusCode).toBe(200);
    const user = one.json().data;
    expect(user).toMatchObject({ username: 'admin', accountShared: true, deptName: 'Second Brand HQ', roleList: [{ id: await roleId(2, 'ROLE_ADMIN') }] });
    expect(user).not.toHaveProperty('tenants');
    const page = await t.request({ method: 'GET', url: '/admin/user/page', headers: admin2 });
    const rows = page.json().data.records;
    expect(rows.map((u: { username: string; accountShared: boolean }) => [u.username, u.accountShared])).toEqual([
      ['admin', true],
      ['admin2', false],
    ]);
    expect(rows[0]).toMatchObject({ deptId: user.deptId, roleIds: [await roleId(2, 'ROLE_ADMIN')] });
    for (const body of [one.body, page.body]) expect(body).not.toMatch(/示范电器|"tenantId"|"tenants"|"tenantName"/);
  });

  it('refuses another tenant a password reset of a shared account, in three languages, and the password still works', async () => {
    const before = await account('admin');
    const zh = await t.request({ method: 'POST', url: '/admin/user/resetPassword', headers: zh2, payload: { id: 1, password: 'taken-over-1' } });
    expect(zh.statusCode).toBe(403);
    expect(zh.json()).toEqual({ code: 1, msg: SHARED_ZH, data: null });
    const en = await t.request({ method: 'POST', url: '/admin/user/resetPassword', headers: en2, payload: { id: 1, password: 'taken-over-1' } });
    expect(en.json().msg).toBe(
      'This account also belongs to another tenant: only its holder may change its password, name, mobile, email and avatar, from their personal page; this tenant may change its roles, department, posts and its lock in this tenant',
    );
    const es = await t.request({ method: 'POST', url: '/admin/user/resetPassword', headers: es2, payload: { id: 1, password: 'taken-over-1' } });
    expect(es.json().msg).toMatch(/^Esta cuenta también pertenece a otro inquilino/);

    expect((await grant('admin', 'taken-over-1', 1)).statusCode).toBe(426);
    const signedIn = await grant('admin', PASSWORD, 1);
    expect(signedIn.statusCode).toBe(200);
    expect((await orders({ authorization: `Bearer ${signedIn.json().access_token}`, 'TENANT-ID': '1' })).statusCode).toBe(200);
    // The holder's sessions live on: a refused reset ends nothing.
    expect((await info(admin1)).statusCode).toBe(200);
    expect(await account('admin')).toEqual(before);
  });

  it('refuses another tenant every change to a shared account (name, email, phone, avatar, password) and writes nothing', async () => {
    const before = await account('admin');
    const roles2 = [await roleId(2, 'ROLE_ADMIN')];
    const attempts: object[] = [
      { name: 'hijacked', email: 'evil@example.com' },
      { name: 'hijacked', roleIds: [] },
      { phone: '13999999999' },
      { email: 'evil@example.com' },
      { avatar: '/admin/sys-file/b/evil.png' },
      { password: 'taken-over-2', roleIds: roles2 },
    ];
    for (const change of attempts) {
      const res = await put(zh2, { id: 1, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json().msg).toBe(SHARED_ZH);
    }
    expect(await account('admin')).toEqual(before);
    // Nothing of the membership moved either: the refused edit above also asked to drop the roles.
    expect((await t.request({ method: 'GET', url: '/admin/user/1', headers: admin2 })).json().data.roleIds).toEqual(roles2);
    expect((await grant('admin', 'taken-over-2', 1)).statusCode).toBe(426);
    expect((await info(admin1)).json().data.sysUser).toMatchObject({ name: '总部管理员', email: null, phone: '13800000001' });
  });

  it('lets another tenant change the membership of a shared account; what it sends unchanged of the account passes', async () => {
    const [dept] = await db.insert(s.sysDept).values({ tenantId: 2, code: 'T2-SALES', name: 'Sales', kind: 'hq' }).returning();
    const [post] = await db.insert(s.sysPost).values({ tenantId: 2, code: 'T2-CLERK', name: 'Clerk' }).returning();
    const current = (await t.request({ method: 'GET', url: '/admin/user/1', headers: admin2 })).json().data;
    // The editor sends the whole form: the account's own values come back as they were.
    const res = await put(admin2, { id: 1, name: current.name, phone: current.phone, email: '', avatar: current.avatar, deptId: dept.id, postIds: [post.id], roleIds: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ deptName: 'Sales', postIds: [post.id], roleIds: [], accountShared: true });
    // Tenant 1 is untouched: admin keeps its department and every permission there.
    const there = (await info(admin1)).json().data;
    expect(there.sysUser.deptId).not.toBe(dept.id);
    expect(there.permissions).toContain('sys_user_edit');
    const roles2 = [await roleId(2, 'ROLE_ADMIN')];
    expect((await put(admin2, { id: 1, roleIds: roles2 })).json().data.roleIds).toEqual(roles2);
  });

  it('locks a shared account out of the tenant whose administrator locked it, and out of no other', async () => {
    const admin1in2 = await t.login('admin', { tenantId: 2 });
    const admin1switched = { ...admin1, 'TENANT-ID': '2' };
    expect((await info(admin1switched)).statusCode).toBe(200);
    const res = await put(admin2, { id: 1, lockFlag: '9' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lockFlag).toBe('9');
    expect((await t.request({ method: 'GET', url: '/admin/user/page', query: { lockFlag: '9' }, headers: admin2 })).json().data.records).toEqual([
      expect.objectContaining({ username: 'admin', lockFlag: '9' }),
    ]);

    // Out of tenant 2: its session there ends, a tenant-1 token cannot act there, signing in there is refused.
    expect((await info(admin1in2)).statusCode).toBe(424);
    expect((await info(admin1switched)).statusCode).toBe(403);
    const refused = await grant('admin', PASSWORD, 2);
    expect(refused.statusCode).toBe(426);
    expect(refused.json().msg).toBe('账号已停用');
    // Tenant 1 knows nothing of it; only tenant 2 drops out of the tenants the holder may switch to.
    expect((await info(admin1)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/admin/tenant/mine', headers: admin1 })).json().data.map((x: { id: number }) => x.id)).toEqual([1]);
    expect((await grant('admin', PASSWORD, 1)).statusCode).toBe(200);
    expect((await account('admin')).lockFlag).toBe('0');
    const inTenant1 = (await t.request({ method: 'GET', url: '/admin/user/1', headers: admin1 })).json().data;
    expect(inTenant1.lockFlag).toBe('0');

    expect((await put(admin2, { id: 1, lockFlag: '0' })).statusCode).toBe(200);
    expect((await grant('admin', PASSWORD, 2)).statusCode).toBe(200);
  });

  it('unlocks a shared account in the tenant only: the account locks stay for its other tenants', async () => {
    // Two wrong passwords in tenant 1 lock the account (LOGIN_MAX_FAILURES is 2 here).
    for (let i = 0; i < 2; i++) expect((await grant('admin', 'wrong-password', 1)).statusCode).toBe(426);
    expect((await grant('admin', PASSWORD, 1)).json().msg).toMatch(/^账号已锁定/);
    await put(admin2, { id: 1, lockFlag: '9' });
    const res = await t.request({ method: 'PUT', url: '/admin/user/unlock/admin', headers: admin2 });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/admin/user/1', headers: admin2 })).json().data.lockFlag).toBe('0');
    expect((await grant('admin', PASSWORD, 1)).json().msg).toMatch(/^账号已锁定/);
    // The account's own lock (an operator's) is not tenant 2's to lift either. (The failed-login lock runs out.)
    await db.delete(s.sysLoginFailure).where(eq(s.sysLoginFailure.username, 'admin'));
    await db.update(s.sysUser).set({ lockedUntil: null, failedLogins: 0, lockFlag: '9' }).where(eq(s.sysUser.id, 1));
    expect((await t.request({ method: 'PUT', url: '/admin/user/unlock/admin', headers: admin2 })).statusCode).toBe(200);
    expect((await grant('admin', PASSWORD, 1)).json().msg).toBe('账号已停用');
    await db.update(s.sysUser).set({ lockFlag: '0' }).where(eq(s.sysUser.id, 1));
    expect((await grant('admin', PASSWORD, 1)).statusCode).toBe(200);
  });

  it('leaves an account of one tenant alone wholly to that tenant: profile, password, lock and unlock', async () => {
    const created = await t.request({ method: 'POST', url: '/admin/user', headers: admin2, payload: { username: 't2_clerk', password: 'clerk-pass-1', name: 'Clerk' } });
    expect(created.json().data).toMatchObject({ accountShared: false });
    const { id } = created.json().data;
    const edited = await put(admin2, { id, name: 'Clerk Two', email: 'clerk@example.com', phone: '13900000077', avatar: '/a.png' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Clerk Two', email: 'clerk@example.com', phone: '13900000077' });
    expect((await t.request({ method: 'POST', url: '/admin/user/resetPassword', headers: admin2, payload: { id, password: 'clerk-pass-2' } })).statusCode).toBe(200);
    expect((await grant('t2_clerk', 'clerk-pass-2', 2)).statusCode).toBe(200);
    expect((await put(admin2, { id, lockFlag: '9' })).statusCode).toBe(200);
    expect((await grant('t2_clerk', 'clerk-pass-2', 2)).json().msg).toBe('账号已停用');
    // Its failed-login lock is the tenant's to lift too.
    expect((await t.request({ method: 'PUT', url: '/admin/user/unlock/t2_clerk', headers: admin2 })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await grant('t2_clerk', 'wrong-password', 2);
    expect((await grant('t2_clerk', 'clerk-pass-2', 2)).json().msg).toMatch(/^账号已锁定/);
    expect((await t.request({ method: 'PUT', url: '/admin/user/unlock/t2_clerk', headers: admin2 })).statusCode).toBe(200);
    expect((await grant('t2_clerk', 'clerk-pass-2', 2)).statusCode).toBe(200);
  });

  it('applies the same rule to an engineer whose login another tenant shares', async () => {
    const wang = await account('engineer_wang');
    await db.insert(s.sysUserTenant).values({ tenantId: 2, userId: wang.id });
    const eng = (verb: string, payload: object, headers: Headers = admin1) => t.request({ method: 'POST', url: `/basic/snSiteEngineer/${verb}`, headers, payload });
    const record = (await eng('getListPage', { filters: { jobNo: 'E1001' } })).json().objx.records[0];
    for (const change of [{ mobile: '13999990000' }, { loginAccount: 'wang.renamed' }, { password: 'wang-pass-9' }, { name: '王改名' }]) {
      const res = await eng('update', { id: record.id, ...change }, { ...admin1, 'accept-language': 'zh-CN' });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json().msg).toBe(SHARED_ZH);
    }
    expect(await account('engineer_wang')).toEqual(wang);
    expect((await eng('update', { id: record.id, dailyCapacity: 9 })).statusCode).toBe(200);

    // Departure locks the login out of this tenant only.
    expect((await eng('batchDepart', { ids: [record.id], reason: '离职' })).statusCode).toBe(200);
    expect((await grant('engineer_wang', PASSWORD, 1)).json().msg).toBe('账号已停用');
    expect((await grant('engineer_wang', PASSWORD, 2)).statusCode).toBe(200);
    expect((await eng('updatePostStat', { id: record.id, postStat: 'on_job', reason: '返聘' })).statusCode).toBe(200);
    expect((await grant('engineer_wang', PASSWORD, 1)).statusCode).toBe(200);
  });
  it('lets the holder of a shared account change its profile and password from any of its tenants', async () => {
    const admin1in2 = await t.login('admin', { tenantId: 2 });
    const edited = await t.request({ method: 'PUT', url: '/admin/user/edit', headers: admin1in2, payload: { name: 'Admin Both', email: 'admin@example.com' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await info(admin1)).json().data.sysUser).toMatchObject({ name: 'Admin Both', email: 'admin@example.com' });
    const changed = await t.request({ method: 'PUT', url: '/admin/user/updatePassWord', headers: admin1in2, payload: { password: PASSWORD, newpassword1: 'admin-new-1' } });
    expect(changed.statusCode).toBe(200);
    expect((await grant('admin', 'admin-new-1', 1)).statusCode).toBe(200);
    // Through the administration screen the holder is one more administrator: the account is changed from the personal page.
    const again = await t.login('admin', { password: 'admin-new-1' });
    expect((await put({ ...again, 'accept-language': 'zh-CN' }, { id: 1, name: 'Admin Again' })).json().msg).toBe(SHARED_ZH);
  });

});
