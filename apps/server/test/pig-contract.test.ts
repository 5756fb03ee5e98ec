/**
 * The pig-family admin client's calls (issue 20), written from pig's documented shapes (reference/pig-contract.md,
 * pig's SysUser/UserDTO/SysRole/SysMenu/SysDept), not from our own answers: what a pigx-ui 3.10 screen sends and reads.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysMenu, sysRole } from '../src/db/schema.ts';
import { createTestApp, multipart, PASSWORD } from './helper.ts';

describe('pig clients: transport, users', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const roleId = async (code: string, tenantId = 1) => (await db.select().from(sysRole).where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.code, code))))[0].id;

  it('matches a trailing slash on every route', async () => {
    const res = await t.request({ method: 'GET', url: '/admin/user/page/', query: { current: '1', size: '2' }, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { size: 2, current: 1 } });
  });

  it('checks a username on the user form: the member, null when free, nothing of another tenant', async () => {
    const own = (await t.request({ method: 'GET', url: '/admin/user/details/centre_north', headers: admin })).json();
    expect(own).toMatchObject({ code: 0, data: { username: 'centre_north', userId: expect.any(Number) } });
    const free = (await t.request({ method: 'GET', url: '/admin/user/details/nobody_here', headers: admin })).json();
    expect(free).toEqual({ code: 0, msg: null, data: null });
    // admin2 exists in tenant 2 only: tenant 1 learns the name is taken, not whose it is.
    const other = (await t.request({ method: 'GET', url: '/admin/user/details/admin2', headers: admin })).json();
    expect(other.data).toEqual({ username: 'admin2' });
    expect((await t.request({ method: 'GET', url: '/admin/user/details/admin2', headers: await t.login('engineer_wang') })).statusCode).toBe(403);
  });

  it('offers roles as roleId/roleName and saves a user with role:[ids], reading roleList and createTime back', async () => {
    const roles = (await t.request({ method: 'GET', url: '/admin/role/list', headers: admin })).json().data;
    const centre = roles.find((r: { roleCode: string }) => r.roleCode === 'CENTRE');
    expect(centre).toMatchObject({ roleId: expect.any(Number), roleName: '服务中心', roleCode: 'CENTRE' });
    const outlet = roles.find((r: { roleCode: string }) => r.roleCode === 'OUTLET_1');

    // UserDTO as pigx-ui's user form posts it (userId empty on add, avue's $ copies of select labels).
    const add = await t.request({
      method: 'POST',
      url: '/admin/user',
      headers: admin,
      payload: { userId: '', username: 'pig_user', password: 'secret1', phone: '13711112222', role: [centre.roleId], deptId: null, lockFlag: '0', $lockFlag: '有效' },
    });
    expect(add.statusCode).toBe(200);
    const user = add.json().data;
    expect(user).toMatchObject({ userId: expect.any(Number), username: 'pig_user', createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(user.roleList).toEqual([expect.objectContaining({ roleId: centre.roleId, roleName: '服务中心' })]);

    // The edit sends the row it read back (UserVO) with the roles changed.
    const edit = await t.request({ method: 'PUT', url: '/admin/user', headers: admin, payload: { ...user, role: [outlet.roleId], password: '' } });
    expect(edit.json().msg).toBeNull();
    expect(edit.json().data.roleList.map((r: { roleId: number }) => r.roleId)).toEqual([outlet.roleId]);
    const page = (await t.request({ method: 'GET', url: '/admin/user/page', query: { username: 'pig_user' }, headers: admin })).json().data;
    expect(page.records[0]).toMatchObject({ userId: user.userId, createTime: user.createTime, roleList: [expect.objectContaining({ roleId: outlet.roleId })] });

    // Another tenant's role is not granted.
    const foreign = await t.request({ method: 'PUT', url: '/admin/user', headers: en, payload: { userId: user.userId, role: [await roleId('ROLE_ADMIN', 2)] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('roleIds: The resource does not exist');

    // Our web app's edit (its own names, the row sent back with its display columns) still works.
    const ours = await t.request({ method: 'PUT', url: '/admin/user', headers: { ...admin, 'x-client-shape': 'native' }, payload: { ...edit.json().data, roleNames: 'x', postNames: '', roleIds: [centre.roleId] } });
    expect(ours.statusCode).toBe(200);
    expect(ours.json().data.roleIds).toEqual([centre.roleId]);
    expect(ours.json().data.roleList[0].roleId).toBeUndefined();
  });

  it('refuses a field it does not know instead of ignoring it', async () => {
    const res = await t.request({ method: 'PUT', url: '/admin/user', headers: en, payload: { userId: (await t.request({ method: 'GET', url: '/admin/user/details/centre_north', headers: admin })).json().data.userId, wxOpenid: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('wxOpenid: is not an allowed field');
  });

  it('deletes one user by id in the path, only of the caller tenant', async () => {
    const add = (await t.request({ method: 'POST', url: '/admin/user', headers: admin, payload: { username: 'pig_gone', password: 'secret1' } })).json().data;
    expect((await t.request({ method: 'DELETE', url: `/admin/user/${add.userId}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/admin/user/${add.userId}`, headers: admin })).json()).toMatchObject({ code: 0, data: true });
    expect((await t.request({ method: 'GET', url: '/admin/user/details/pig_gone', headers: admin })).json().data).toBeNull();
  });

  it('changes the own password from the profile form only with the current one, or refuses', async () => {
    const me = await t.login('centre_north');
    const meEn = { ...me, 'accept-language': 'en-US' };
    const form = { username: 'centre_north', phone: '13800000002' };
    const wrong = await t.request({ method: 'PUT', url: '/admin/user/edit', headers: meEn, payload: { ...form, password: 'nope00', newpassword1: 'newpass1', newpassword2: 'newpass1' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('The current password is wrong');
    const differ = await t.request({ method: 'PUT', url: '/admin/user/edit', headers: meEn, payload: { ...form, password: PASSWORD, newpassword1: 'newpass1', newpassword2: 'newpass2' } });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().msg).toBe('newpassword2: does not match the new password');
    const noNew = await t.request({ method: 'PUT', url: '/admin/user/edit', headers: meEn, payload: { ...form, password: PASSWORD } });
    expect(noNew.statusCode).toBe(400);
    const otherName = await t.request({ method: 'PUT', url: '/admin/user/edit', headers: meEn, payload: { username: 'admin' } });
    expect(otherName.statusCode).toBe(400);
    // Nothing changed so far: the old password still signs in.
    await t.tokenFor('centre_north');

    const done = await t.request({ method: 'PUT', url: '/admin/user/edit', headers: me, payload: { ...form, password: PASSWORD, newpassword1: 'newpass1', newpassword2: 'newpass1' } });
    expect(done.statusCode).toBe(200);
    await expect(t.tokenFor('centre_north')).rejects.toThrow(/426/);
    await t.tokenFor('centre_north', { password: 'newpass1' });
  });
});

describe('pig clients: roles', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const menuId = async (key: string) => (await db.select().from(sysMenu).where(and(eq(sysMenu.tenantId, 1), eq(sysMenu.key, key))))[0].id;

  it('pages roles with SysRole names', async () => {
    const page = (await t.request({ method: 'GET', url: '/admin/role/page', query: { current: '1', size: '20', roleName: '服务' }, headers: admin })).json().data;
    expect(page.records[0]).toMatchObject({ roleId: expect.any(Number), roleName: '服务中心', roleCode: 'CENTRE', roleDesc: expect.any(String), dsType: '2', dsScope: '', createTime: expect.stringMatching(/^\d{4}-/) });
  });

  it('adds, edits, grants with a trailing comma and deletes a role with pig names', async () => {
    const add = await t.request({ method: 'POST', url: '/admin/role', headers: admin, payload: { roleName: '结算员', roleCode: 'PIG_SETTLER', roleDesc: '结算', dsType: '3', dsScope: '' } });
    expect(add.statusCode).toBe(200);
    const role = add.json().data;
    expect(role).toMatchObject({ roleId: expect.any(Number), roleName: '结算员', roleCode: 'PIG_SETTLER', roleDesc: '结算', dsType: '3' });

    const edit = await t.request({ method: 'PUT', url: '/admin/role', headers: admin, payload: { ...role, roleDesc: '结算员', dsType: '0', $dsType: '全部' } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ roleDesc: '结算员', dsType: '0' });

    // Custom department lists are not a scope we offer: refused, not saved as something else.
    const custom = await t.request({ method: 'PUT', url: '/admin/role', headers: en, payload: { roleId: role.roleId, dsType: '1', dsScope: '3,4' } });
    expect(custom.statusCode).toBe(400);

    const menus = [await menuId('system.post'), await menuId('system.user')];
    const grant = await t.request({ method: 'PUT', url: '/admin/role/menu', headers: admin, payload: { roleId: role.roleId, menuIds: `${menus.join(',')},` } });
    expect(grant.json()).toMatchObject({ code: 0, data: true });
    const tree = (await t.request({ method: 'GET', url: `/admin/menu/tree/${role.roleId}`, headers: admin })).json().data;
    expect(tree).toEqual(menus.sort((a, b) => a - b));
    expect((await t.request({ method: 'GET', url: `/admin/menu/tree/${role.roleId}`, headers: admin2 })).statusCode).toBe(404);

    expect((await t.request({ method: 'DELETE', url: `/admin/role/${role.roleId}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/admin/role/${role.roleId}`, headers: admin })).json()).toMatchObject({ code: 0, data: true });
  });
});

describe('pig clients: menus, departments, tokens', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const admin2 = await t.login('admin2', { tenantId: 2 });

  it('adds a menu without a key and edits it by menuId, never turning the edit into an add', async () => {
    const tree = (await t.request({ method: 'GET', url: '/admin/menu/tree', headers: admin })).json().data;
    expect(tree[0]).toMatchObject({ menuId: tree[0].id, parentId: expect.any(Number) });
    expect(tree.find((n: { children: unknown[] }) => n.children.length).children[0]).toHaveProperty('menuId');
    const parentId = tree[0].menuId;
    // SysMenu as pig's menu form posts it.
    const add = await t.request({ method: 'POST', url: '/admin/menu', headers: admin, payload: { menuId: '', name: '猪菜单', permission: '', path: '/pig/menu', parentId, icon: 'icon-x', sort: 5, type: '0', keepAlive: '0' } });
    expect(add.statusCode).toBe(200);
    const menu = add.json().data;
    expect(menu).toMatchObject({ menuId: expect.any(Number), name: '猪菜单', parentId });
    expect(menu.key).toMatch(/^pig\.menu-[0-9a-f]{8}$/);
    const button = await t.request({ method: 'POST', url: '/admin/menu/', headers: admin, payload: { name: '按钮', permission: 'pig_menu_add', parentId: menu.menuId, type: '1' } });
    expect(button.json().data.key).toMatch(/^pig_menu_add-/);

    const edit = await t.request({ method: 'PUT', url: '/admin/menu', headers: admin, payload: { ...menu, menuId: menu.menuId, name: '猪菜单2', label: '猪菜单' } });
    expect(edit.json()).toMatchObject({ code: 0, data: { menuId: menu.menuId, name: '猪菜单2' } });
    expect((await t.request({ method: 'PUT', url: '/admin/menu', headers: admin2, payload: { menuId: menu.menuId, name: 'x' } })).statusCode).toBe(404);
  });

  it('adds departments with a trailing slash and no code or kind, reading deptId', async () => {
    const tree = (await t.request({ method: 'GET', url: '/admin/dept/tree', headers: admin })).json().data;
    const hq = tree[0];
    expect(hq).toMatchObject({ deptId: hq.id, name: expect.any(String) });
    // SysDept as pig's form posts it.
    const add = await t.request({ method: 'POST', url: '/admin/dept/', headers: admin, payload: { deptId: '', name: '猪部门', parentId: hq.deptId, sortOrder: 3 } });
    expect(add.statusCode).toBe(200);
    const dept = add.json().data;
    expect(dept).toMatchObject({ deptId: expect.any(Number), name: '猪部门', parentId: hq.deptId, sortOrder: 3, kind: hq.kind, code: expect.stringMatching(/^dept-/) });
    const root = (await t.request({ method: 'POST', url: '/admin/dept/', headers: admin, payload: { name: '猪根', parentId: -1 } })).json().data;
    expect(root.kind).toBe('hq');

    const edit = await t.request({ method: 'PUT', url: '/admin/dept/', headers: admin, payload: { ...dept, name: '猪部门2', sortOrder: 4 } });
    expect(edit.json().data).toMatchObject({ deptId: dept.deptId, name: '猪部门2', sortOrder: 4 });
    expect((await t.request({ method: 'PUT', url: '/admin/dept/', headers: admin2, payload: { deptId: dept.deptId, name: 'x' } })).statusCode).toBe(404);
  });

  it('grants pig\'s permission names for the same users as ours', async () => {
    const pigNames = ['admin_systenant_add', 'admin_systenant_edit', 'admin_systenant_del', 'admin_syspublicparam_add', 'admin_syspublicparam_edit', 'admin_syspublicparam_del', 'sys_file_add'];
    const info = (await t.request({ method: 'GET', url: '/admin/user/info', headers: admin })).json().data;
    expect(info.permissions).toEqual(expect.arrayContaining(pigNames));
    const token = (
      await t.request({ method: 'POST', url: '/auth/oauth/token', headers: { authorization: `Basic ${Buffer.from('test:test').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' }, query: { grant_type: 'password', scope: 'server' }, payload: 'username=admin&password=123456' })
    ).json();
    expect(token.user_info.authorities).toEqual(expect.arrayContaining(pigNames.map((authority) => ({ authority }))));
    const check = (await t.request({ method: 'GET', url: '/auth/oauth/check_token', query: { token: token.access_token }, headers: { authorization: `Basic ${Buffer.from('test:test').toString('base64')}` } })).json();
    expect(check.authorities).toEqual(expect.arrayContaining(pigNames));
    // Without ours, not pig's either: the engineer manages neither tenants, parameters nor files.
    const engineer = (await t.request({ method: 'GET', url: '/admin/user/info', headers: await t.login('engineer_wang') })).json().data;
    for (const name of pigNames) expect(engineer.permissions).not.toContain(name);
  });

  it('shows sessions as pig\'s token screen reads them and revokes one by the value shown', async () => {
    const other = await t.tokenFor('centre_north');
    const page = (await t.request({ method: 'GET', url: '/admin/token/page', query: { username: 'centre_north' }, headers: admin })).json().data;
    const row = page.records[0];
    expect(row).toMatchObject({ access_token: expect.any(String), token_type: 'bearer', expires_in: expect.any(Number), user_info: { id: expect.any(Number), username: 'centre_north' } });
    expect(row.expires_in).toBeGreaterThan(0);
    // The secret itself is never shown.
    expect(JSON.stringify(page)).not.toContain(other.access_token);
    expect((await t.request({ method: 'DELETE', url: `/admin/token/${row.access_token}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/admin/token/${row.access_token}`, headers: admin })).json()).toMatchObject({ code: 0, data: true });
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: { authorization: `Bearer ${other.access_token}` } })).statusCode).toBe(424);

    // A token's own value revokes it too.
    const third = await t.tokenFor('centre_north');
    expect((await t.request({ method: 'DELETE', url: `/admin/token/${third.access_token}`, headers: admin })).json()).toMatchObject({ code: 0, data: true });
    expect((await t.request({ method: 'GET', url: '/admin/user/info', headers: { authorization: `Bearer ${third.access_token}` } })).statusCode).toBe(424);
  });
});

describe('pig clients: dictionaries, parameters, files', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };

  it('keeps remarks on dictionaries and their items and answers system and createTime', async () => {
    // SysDict and SysDictItem as pig's dictionary screens post them.
    const add = await t.request({ method: 'POST', url: '/admin/dict/', headers: admin, payload: { type: 'pig_colour', description: '颜色', system: '0', remarks: '猪的备注' } });
    expect(add.statusCode).toBe(200);
    const dict = add.json().data;
    expect(dict).toMatchObject({ id: expect.any(Number), type: 'pig_colour', remarks: '猪的备注', system: '0', createTime: expect.stringMatching(/^\d{4}-/) });
    const edit = await t.request({ method: 'PUT', url: '/admin/dict/', headers: admin, payload: { ...dict, remarks: '改过' } });
    expect(edit.json().data).toMatchObject({ remarks: '改过', system: '0' });
    const item = await t.request({ method: 'POST', url: '/admin/dict/item/', headers: admin, payload: { dictId: dict.id, type: 'pig_colour', value: 'red', label: '红', description: '红色', sort: 1, remarks: '项备注' } });
    expect(item.statusCode).toBe(200);
    expect(item.json().data).toMatchObject({ value: 'red', remarks: '项备注' });
    const page = (await t.request({ method: 'GET', url: '/admin/dict/item/page', query: { dictId: String(dict.id) }, headers: admin })).json().data;
    expect(page.records[0]).toMatchObject({ value: 'red', remarks: '项备注', createTime: expect.any(String) });
    const dicts = (await t.request({ method: 'GET', url: '/admin/dict/page', query: { type: 'log_type' }, headers: admin })).json().data;
    expect(dicts.records[0]).toMatchObject({ type: 'log_type', system: '1' });
  });

  it('has the dictionaries pig screens read: status_type, param_type, grant_types, social_type', async () => {
    const values = async (type: string) => (await t.request({ method: 'GET', url: `/admin/dict/type/${type}`, headers: admin })).json().data.map((i: { value: string }) => i.value);
    expect(await values('status_type')).toEqual(['0', '9']);
    expect(await values('param_type')).toEqual(['0', '1', '2', '3', '4', '5', '6', '9']);
    expect(await values('grant_types')).toEqual(['password', 'refresh_token', 'mobile']);
    expect(await values('social_type')).toEqual(['WX', 'QQ', 'GITEE', 'OSC']);
  });

  it('answers parameters with publicId, publicName and system, and saves them from those names', async () => {
    // SysPublicParam as pig's parameter form posts it.
    const add = await t.request({ method: 'POST', url: '/admin/param', headers: admin, payload: { publicName: '猪参数', publicKey: 'PIG_PARAM', publicValue: '1', status: '0', system: '0', publicType: '1', validateCode: '' } });
    expect(add.statusCode).toBe(200);
    const param = add.json().data;
    expect(param).toMatchObject({ publicId: expect.any(Number), publicName: '猪参数', publicKey: 'PIG_PARAM', publicValue: '1', system: '0', publicType: '1', validateCode: '' });
    const edit = await t.request({ method: 'PUT', url: '/admin/param', headers: admin, payload: { ...param, publicName: '猪参数2', publicValue: '2', publicType: '9', validateCode: 'v1' } });
    expect(edit.json().data).toMatchObject({ publicId: param.publicId, publicName: '猪参数2', publicValue: '2', publicType: '9', validateCode: 'v1' });
    const page = (await t.request({ method: 'GET', url: '/admin/param/page', query: { publicKey: 'PIG_PARAM' }, headers: admin })).json().data;
    expect(page.records[0]).toMatchObject({ publicId: param.publicId, publicName: '猪参数2', publicType: '9', system: '0', createTime: expect.any(String) });
    // What we do not keep is refused, not dropped.
    const unknown = await t.request({ method: 'PUT', url: '/admin/param', headers: en, payload: { publicId: param.publicId, publicScope: 'all' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('publicScope: is not an allowed field');
  });

  it('names who uploaded a file as createUser', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const upload = multipart({ name: 'pig.png', content: png, type: 'image/png' });
    expect((await t.request({ method: 'POST', url: '/admin/sys-file/upload', headers: { ...admin, ...upload.headers }, payload: upload.payload })).statusCode).toBe(200);
    const page = (await t.request({ method: 'GET', url: '/admin/sys-file/page', headers: admin })).json().data;
    expect(page.records[0]).toMatchObject({ original: 'pig.png', createUser: 'admin', createBy: 'admin' });
  });
});
