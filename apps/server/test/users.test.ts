/** /admin/user: members of a tenant, their roles, posts and department, locks, passwords, own profile, tenancy. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysDept, sysPost, sysRole, sysUser, sysUserRole, sysUserTenant } from '../src/db/schema.ts';
import { BASIC_TEST, createTestApp, PASSWORD } from './helper.ts';

describe('/admin/user', async () => {
  const t = await createTestApp({ LOGIN_MAX_FAILURES: 2 });
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const centre = await t.login('centre_north');
  const userId = async (username: string) => (await db.select().from(sysUser).where(eq(sysUser.username, username)))[0].id;
  const deptId = async (code: string) => (await db.select().from(sysDept).where(and(eq(sysDept.tenantId, 1), eq(sysDept.code, code))))[0].id;
  const roleId = async (code: string, tenantId = 1) => (await db.select().from(sysRole).where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.code, code))))[0].id;
  const postId = async (code: string, tenantId = 1) => (await db.select().from(sysPost).where(and(eq(sysPost.tenantId, tenantId), eq(sysPost.code, code))))[0].id;
  const grant = (username: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: BASIC_TEST, 'TENANT-ID': '1', 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' },
      query: { grant_type: 'password', scope: 'server' },
      payload: new URLSearchParams({ username, password }).toString(),
    });
  const usernames = (rows: { username: string }[]) => rows.map((u) => u.username);

  it('pages the tenant members with their department, roles and posts, never a password hash', async () => {
    const res = await t.request({ method: 'GET', url: '/admin/user/page', query: { current: '1', size: '5' }, headers: admin });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 15, size: 5, current: 1, pages: 3 });
    expect(page.records[0]).toMatchObject({ id: 1, userId: 1, username: 'admin', deptName: '总部', roleList: [{ name: '总部管理员' }], postIds: [], lockFlag: '0' });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);

    // A department filter takes the node and everything below it.
    const north = (await t.request({ method: 'GET', url: '/admin/user/page', query: { deptId: String(await deptId('SC-N')), size: '50' }, headers: admin })).json().data;
    expect(usernames(north.records).sort()).toEqual(['centre_north', 'engineer_wang', 'outlet_chaoyang', 'outlet_haidian', 'supervisor_qian']);
    const byName = (await t.request({ method: 'GET', url: '/admin/user/page', query: { username: 'ENGINEER' }, headers: admin })).json().data;
    expect(usernames(byName.records)).toEqual(['engineer_wang', 'engineer_liu']);
    const byPhone = (await t.request({ method: 'GET', url: '/admin/user/page', query: { phone: '0000011' }, headers: admin })).json().data;
    expect(usernames(byPhone.records)).toEqual(['storekeeper_zhou']);
    const locked = (await t.request({ method: 'GET', url: '/admin/user/page', query: { lockFlag: '9' }, headers: admin })).json().data;
    expect(locked.total).toBe(0);
  });

  it('gives one member with role, post and department ids, and whether another tenant shares the account (never which)', async () => {
    const res = await t.request({ method: 'GET', url: '/admin/user/1', headers: admin });
    const user = res.json().data;
    expect(user).toMatchObject({ username: 'admin', deptId: await deptId('HQ'), roleIds: [await roleId('ROLE_ADMIN')], postIds: [], accountShared: true });
    expect(user).not.toHaveProperty('tenants');
    expect(res.body).not.toContain('argon2');
  });

  it('creates a user with a hashed password who can then sign in; an outlet department makes a site user', async () => {
    const payload = {
      username: 'engineer_zhang',
      password: 'zhang-pass',
      name: '张师傅',
      phone: '13700000001',
      email: 'zhang@example.com',
      deptId: await deptId('ASC-BJ-CY'),
      roleIds: [await roleId('ENGINEER')],
      postIds: [await postId('TECHNICIAN')],
    };
    const res = await t.request({ method: 'POST', url: '/admin/user', headers: admin, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'engineer_zhang', name: '张师傅', deptName: '北京朝阳网点', roleIds: payload.roleIds, postIds: payload.postIds });
    const [row] = await db.select().from(sysUser).where(eq(sysUser.username, 'engineer_zhang'));
    expect(row.passwordHash).toMatch(/^\$argon2/);
    const zhang = await t.login('engineer_zhang', { password: 'zhang-pass' });
    const info = (await t.request({ method: 'GET', url: '/admin/user/info', headers: zhang })).json().data;
    expect(info.sysUser).toMatchObject({ username: 'engineer_zhang', deptId: payload.deptId });
    expect(info.sysUser.snUserId).toBeGreaterThan(0);
    // The name defaults to the login account.
    const bare = (await t.request({ method: 'POST', url: '/admin/user', headers: admin, payload: { username: 'bare_user', password: 'bare-pass' } })).json().data;
    expect(bare).toMatchObject({ name: 'bare_user', deptId: null, roleIds: [], phone: null });
  });

  it('answers the spec messages for a blank or taken login account, and checks phone, roles, posts and department', async () => {
    const zh = { ...admin, 'accept-language': 'zh-CN' };
    for (const username of [undefined, '', '   ']) {
      const res = await t.request({ method: 'POST', url: '/admin/user', headers: zh, payload: { username, password: 'long-enough' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('登录账号不能为空');
    }
    // Usernames are unique across the platform: admin2 lives in tenant 2 only.
    for (const username of ['centre_north', 'admin2']) {
      const res = await t.request({ method: 'POST', url: '/admin/user', headers: zh, payload: { username, password: 'long-enough' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('登录账号已存在');
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '1380000' }, 'phone: The mobile number is not 11 digits long'],
      [{ phone: '12800000000' }, 'phone: The mobile number format is incorrect'],
      [{ phone: '13800000005' }, 'phone: already exists'],
      [{ roleIds: [await roleId('ROLE_ADMIN', 2)] }, 'roleIds: The resource does not exist'],
      [{ postIds: [await postId('MANAGER', 2)] }, 'postIds: The resource does not exist'],
      [{ deptId: 999999 }, 'deptId: The resource does not exist'],
      [{ password: '12345' }, 'password: length cannot be lower than 6 characters'],
    ];
    for (const [extra, msg] of cases) {
      const res = await t.request({ method: 'POST', url: '/admin/user', headers: en, payload: { username: 'candidate', password: 'long-enough', ...extra } });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect(await db.select().from(sysUser).where(eq(sysUser.username, 'candidate'))).toHaveLength(0);
  });

  it('rejects malformed input naming the fields, and writes nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/admin/user',
      headers: en,
      payload: { username: 'u'.repeat(65), password: 7, email: 'not-an-email', roleIds: 'admin', lockFlag: 'x', avatar: 'a'.repeat(501) },
    });
    expect(res.statusCode).toBe(400);
    const msg = res.json().msg as string;
    for (const field of ['username', 'password', 'email', 'roleIds', 'lockFlag', 'avatar']) expect(msg).toContain(`${field}:`);
    expect(msg).toContain('length cannot exceed 64 characters');
    expect(await db.select().from(sysUser).where(eq(sysUser.username, 'u'.repeat(64)))).toHaveLength(0);
    expect((await t.request({ method: 'DELETE', url: '/admin/user', headers: en, payload: [] })).statusCode).toBe(400);
  });

  it('edits a member: only what is sent changes; a new password ends their sessions', async () => {
    const id = await userId('engineer_liu');
    const liu = await t.login('engineer_liu');
    const res = await t.request({
      method: 'PUT',
      url: '/admin/user',
      headers: admin,
      payload: { id, username: 'ignored', name: '刘工', postIds: [await postId('TECHNICIAN'), await postId('CLERK')], password: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'engineer_liu', name: '刘工', phone: '13800000006', roleIds: [await roleId('ENGINEER')], postIds: [await postId('TECHNICIAN'), await postId('CLERK')] });
    // An empty password leaves it unchanged and the session alive.
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: liu })).statusCode).toBe(200);

    const moved = await t.request({ method: 'PUT', url: '/admin/user', headers: admin, payload: { id, deptId: await deptId('SC-E'), roleIds: [], password: 'liu-new-pass' } });
    expect(moved.json().data).toMatchObject({ deptName: '华东服务中心', roleIds: [] });
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: liu })).statusCode).toBe(424);
    expect((await grant('engineer_liu', PASSWORD)).statusCode).toBe(426);
    expect((await grant('engineer_liu', 'liu-new-pass')).statusCode).toBe(200);
    const short = await t.request({ method: 'PUT', url: '/admin/user', headers: en, payload: { id, password: 'abc' } });
    expect(short.json().msg).toBe('password: length cannot be lower than 6 characters');
  });

  it('unlocks an account locked by repeated wrong passwords', async () => {
    for (let i = 0; i < 2; i++) expect((await grant('inspector_zhao', 'wrong')).statusCode).toBe(426);
    const locked = await grant('inspector_zhao', PASSWORD);
    expect(locked.json().msg).toMatch(/^The account is locked/);
    // Unlocking takes sys_user_lock: the centre may view users but not unlock them.
    expect((await t.request({ method: 'PUT', url: '/admin/user/unlock/inspector_zhao', headers: centre })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: '/admin/user/unlock/inspector_zhao', headers: admin2 })).statusCode).toBe(404);
    expect((await grant('inspector_zhao', PASSWORD)).statusCode).toBe(426);
    const res = await t.request({ method: 'PUT', url: '/admin/user/unlock/inspector_zhao', headers: admin });
    expect(res.json()).toEqual({ code: 0, msg: null, data: true });
    expect((await grant('inspector_zhao', PASSWORD)).statusCode).toBe(200);
  });

  it('resets a member password for an administrator, ending the member sessions', async () => {
    const sun = await t.login('visitor_sun');
    const id = await userId('visitor_sun');
    expect((await t.request({ method: 'POST', url: '/admin/user/resetPassword', headers: engineer, payload: { id, password: 'whatever-1' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/admin/user/resetPassword', headers: admin2, payload: { id, password: 'whatever-1' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: sun })).statusCode).toBe(200);
    const res = await t.request({ method: 'POST', url: '/admin/user/resetPassword', headers: admin, payload: { id, password: 'sun-reset-1' } });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: sun })).statusCode).toBe(424);
    expect((await grant('visitor_sun', 'sun-reset-1')).statusCode).toBe(200);
  });

  it('lets any user change their own password, proving the current one', async () => {
    const qian = await t.login('supervisor_qian');
    const wrong = await t.request({ method: 'PUT', url: '/admin/user/updatePassWord', headers: { ...qian, 'accept-language': 'zh-CN' }, payload: { password: 'nope', newpassword1: 'qian-new-1' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('原密码错误');
    const ok = await t.request({ method: 'PUT', url: '/admin/user/updatePassWord', headers: qian, payload: { password: PASSWORD, newpassword1: 'qian-new-1' } });
    expect(ok.statusCode).toBe(200);
    expect((await grant('supervisor_qian', 'qian-new-1')).statusCode).toBe(200);
    expect((await grant('supervisor_qian', PASSWORD)).statusCode).toBe(426);
  });

  it('lets any user edit their own profile, and nothing else', async () => {
    // Asking for more than the profile (a lock, roles) is refused whole, not half done (issue 20).
    const more = await t.request({ method: 'PUT', url: '/admin/user/edit', headers: { ...engineer, 'accept-language': 'en-US' }, payload: { nickname: '王工', lockFlag: '9', roleIds: [1] } });
    expect(more.statusCode).toBe(400);
    expect(more.json().msg).toBe('lockFlag: is not an allowed field; roleIds: is not an allowed field');
    const res = await t.request({ method: 'PUT', url: '/admin/user/edit', headers: engineer, payload: { nickname: '王工', phone: '13700000009', email: 'wang@example.com', avatar: '/admin/sys-file/b/a.png' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'engineer_wang', name: '王工', phone: '13700000009', email: 'wang@example.com', lockFlag: '0', roleIds: [await roleId('ENGINEER')] });
    const taken = await t.request({ method: 'PUT', url: '/admin/user/edit', headers: { ...engineer, 'accept-language': 'en-US' }, payload: { phone: '13800000001' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe('phone: already exists');
    const [row] = await db.select().from(sysUser).where(eq(sysUser.username, 'engineer_wang'));
    expect(row.phone).toBe('13700000009');
  });

  it('looks members up for selects: by keyword, at most 20, and by role', async () => {
    for (const url of ['/admin/user/promptData', '/admin/user/getPromptList']) {
      const found = (await t.request({ method: 'GET', url, query: { keyword: 'outlet' }, headers: admin })).json().data;
      expect(found).toEqual([
        { id: await userId('outlet_chaoyang'), username: 'outlet_chaoyang', name: '朝阳网点经理' },
        { id: await userId('outlet_haidian'), username: 'outlet_haidian', name: '海淀网点经理' },
      ]);
    }
    for (let i = 0; i < 21; i++) await db.insert(sysUser).values({ username: `bulk_${i}`, passwordHash: 'x' }).returning();
    const bulk = await db.select().from(sysUser);
    await db.insert(sysUserTenant).values(bulk.filter((u) => u.username.startsWith('bulk_')).map((u) => ({ tenantId: 1, userId: u.id })));
    expect((await t.request({ method: 'GET', url: '/admin/user/getPromptList', query: { keyword: 'bulk_' }, headers: admin })).json().data).toHaveLength(20);
    const engineers = (await t.request({ method: 'GET', url: '/admin/user/getSysUserListByRoleId', query: { roleId: String(await roleId('ENGINEER')) }, headers: admin })).json().data;
    expect(usernames(engineers)).toEqual(['engineer_wang', 'chen.xiaoyan', 'zhou.zhiqiang', 'wu.lei', 'engineer_zhang']);
  });

  it('deletes members but never the caller; someone still in another tenant stays there', async () => {
    const self = await t.request({ method: 'DELETE', url: '/admin/user', headers: en, payload: [await userId('bare_user'), 1] });
    expect(self.statusCode).toBe(400);
    expect(self.json().msg).toBe('You cannot delete the account you are signed in with');
    expect((await db.select().from(sysUser).where(eq(sysUser.username, 'bare_user')))[0].deletedAt).toBeNull();

    const res = await t.request({ method: 'DELETE', url: '/admin/user', headers: admin, payload: [await userId('bare_user'), await userId('storekeeper_zhou')] });
    expect(res.statusCode).toBe(200);
    expect((await grant('storekeeper_zhou', PASSWORD)).statusCode).toBe(426);
    expect((await t.request({ method: 'GET', url: `/admin/user/${await userId('bare_user')}`, headers: admin })).statusCode).toBe(404);
    // The login account is free again.
    expect((await t.request({ method: 'POST', url: '/admin/user', headers: admin, payload: { username: 'bare_user', password: 'bare-again' } })).statusCode).toBe(200);

    // admin belongs to tenants 1 and 2: tenant 2 removes them from tenant 2 only.
    const admin2Id = await userId('admin2');
    expect((await t.request({ method: 'DELETE', url: '/admin/user', headers: admin2, payload: [1] })).statusCode).toBe(200);
    const [adminRow] = await db.select().from(sysUser).where(eq(sysUser.id, 1));
    expect(adminRow.deletedAt).toBeNull();
    expect(await db.select().from(sysUserTenant).where(eq(sysUserTenant.userId, 1))).toEqual([expect.objectContaining({ tenantId: 1 })]);
    expect((await t.request({ method: 'GET', url: '/admin/user/page', headers: admin2 })).json().data.records.map((u: { id: number }) => u.id)).toEqual([admin2Id]);
    expect((await grant('admin', PASSWORD)).statusCode).toBe(200);
  });

  it('keeps tenants apart: another tenant cannot read, list, change or delete a member', async () => {
    const id = await userId('centre_north');
    expect((await t.request({ method: 'GET', url: `/admin/user/${id}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: '/admin/user', headers: admin2, payload: { id, name: 'hacked', password: 'hacked-1' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/admin/user', headers: admin2, payload: [id] })).statusCode).toBe(404);
    const page = (await t.request({ method: 'GET', url: '/admin/user/page', query: { username: 'centre' }, headers: admin2 })).json().data;
    expect(page.records).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/admin/user/getPromptList', query: { keyword: 'centre' }, headers: admin2 })).json().data).toEqual([]);
    const byRole = await t.request({ method: 'GET', url: '/admin/user/getSysUserListByRoleId', query: { roleId: String(await roleId('CENTRE')) }, headers: admin2 });
    expect(byRole.json().data).toEqual([]);
    const [row] = await db.select().from(sysUser).where(eq(sysUser.id, id));
    expect(row).toMatchObject({ name: '华北中心主管', deletedAt: null });
    expect((await grant('centre_north', PASSWORD)).statusCode).toBe(200);
  });

  it('denies callers without the permission and changes nothing', async () => {
    expect((await t.request({ method: 'GET', url: '/admin/user/page', headers: engineer })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/admin/user/getPromptList', headers: engineer })).statusCode).toBe(403);
    // The centre may view users but not create, edit or delete them.
    expect((await t.request({ method: 'GET', url: '/admin/user/page', headers: centre })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/admin/user', headers: centre, payload: { username: 'sneaky', password: 'sneaky-1' } })).statusCode).toBe(403);
    const id = await userId('outlet_haidian');
    expect((await t.request({ method: 'PUT', url: '/admin/user', headers: centre, payload: { id, roleIds: [await roleId('ROLE_ADMIN')] } })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: '/admin/user', headers: centre, payload: [id] })).statusCode).toBe(403);
    expect(await db.select().from(sysUser).where(eq(sysUser.username, 'sneaky'))).toHaveLength(0);
    expect(await db.select().from(sysUserRole).where(and(eq(sysUserRole.userId, id), eq(sysUserRole.roleId, await roleId('ROLE_ADMIN'))))).toHaveLength(0);
  });
});
