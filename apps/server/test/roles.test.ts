/** /admin/role and the menus a role grants: CRUD, in-use refusal, grants that apply from the next request, tenancy. */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysMenu, sysRole, sysRoleMenu } from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';

describe('/admin/role', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const centre = await t.login('centre_north');
  const menuId = async (key: string, tenantId = 1) => (await db.select().from(sysMenu).where(and(eq(sysMenu.tenantId, tenantId), eq(sysMenu.key, key))))[0].id;
  const roleId = async (code: string, tenantId = 1) => (await db.select().from(sysRole).where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.code, code))))[0].id;

  it('pages, lists and looks roles up by name and by menu', async () => {
    const page = (await t.request({ method: 'GET', url: '/admin/role/page', query: { current: '2', size: '4' }, headers: admin })).json().data;
    expect(page).toMatchObject({ total: 10, current: 2, size: 4, pages: 3 });
    expect(page.records.map((r: { code: string }) => r.code)).toEqual(['ENGINEER', 'CUSTOMER', 'QUALITY_INSPECTOR', 'RETURN_VISITOR']);
    const list = (await t.request({ method: 'GET', url: '/admin/role/list', headers: admin })).json().data;
    expect(list).toHaveLength(10);
    const byName = (await t.request({ method: 'GET', url: '/admin/role/getRoleListByName', query: { roleName: '网点' }, headers: admin })).json().data;
    expect(byName.map((r: { code: string }) => r.code)).toEqual(['OUTLET_1', 'OUTLET_2']);
    const byMenu = (await t.request({ method: 'GET', url: '/admin/role/getRoleListByMenuId', query: { menuId: String(await menuId('dept.view')) }, headers: admin })).json().data;
    expect(byMenu.map((r: { code: string }) => r.code)).toEqual(['ROLE_ADMIN', 'CENTRE']);
    const one = (await t.request({ method: 'GET', url: `/admin/role/${await roleId('CENTRE')}`, headers: admin })).json().data;
    expect(one).toMatchObject({ code: 'CENTRE', name: '服务中心', dataScope: 'dept_and_below' });
  });

  it('creates, edits and deletes a role; a role someone holds cannot be deleted', async () => {
    const add = await t.request({ method: 'POST', url: '/admin/role', headers: admin, payload: { name: '结算员', code: 'SETTLER' } });
    expect(add.statusCode).toBe(200);
    const role = add.json().data;
    expect(role).toMatchObject({ name: '结算员', code: 'SETTLER', dataScope: 'self', description: '', tenantId: 1 });
    const edit = await t.request({ method: 'PUT', url: '/admin/role', headers: admin, payload: { id: role.id, dataScope: 'dept_and_below' } });
    expect(edit.json().data).toMatchObject({ name: '结算员', code: 'SETTLER', dataScope: 'dept_and_below' });

    const dup = await t.request({ method: 'POST', url: '/admin/role', headers: en, payload: { name: 'again', code: 'CENTRE' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('code: already exists');

    const held = await t.request({ method: 'DELETE', url: `/admin/role/${await roleId('ENGINEER')}`, headers: en });
    expect(held.statusCode).toBe(409);
    expect(held.json().msg).toBe('The record is in use and cannot be deleted');

    await t.request({ method: 'PUT', url: '/admin/role/menu', headers: admin, payload: { roleId: role.id, menuIds: String(await menuId('system.post')) } });
    expect((await t.request({ method: 'DELETE', url: `/admin/role/${role.id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/admin/role/${role.id}`, headers: admin })).statusCode).toBe(404);
    expect(await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, role.id))).toHaveLength(0);
  });

  it('replaces the menus of a role in one go, and the new permissions apply from the next request', async () => {
    const engineerRole = await roleId('ENGINEER');
    const before: number[] = (await t.request({ method: 'GET', url: `/admin/menu/tree/${engineerRole}`, headers: admin })).json().data;
    // The top menu, My Process which every role has, the engineer's own record, his work orders, one-click help,
    // repair by mail, his fee applications, his parts applications, the parts returns (to view), the knowledge base (to read)
    // and the home dashboard's figures and his day.
    const keys = ['top.platform', 'process', 'process.mine', 'network', 'network.engineer', 'engineer.view', 'workorder', 'workorder.order', 'workorder.warning', 'order.view', 'order.handle', 'workorder.help', 'help.view', 'help.ask', 'workorder.mail', 'workorder.applymoney', 'applyMoney.view', 'applyMoney.add', 'applyMoney.edit', 'parts', 'parts.apply', 'spPartsApplyHeader.view', 'spPartsApplyHeader.add', 'spPartsApplyHeader.edit', 'spPartsApplyHeader.receive', 'parts.returnNew', 'parts.returnNew.spPartsReturnHeader.view', 'parts.returnOld', 'parts.returnOld.spPartsReturnHeader.view', 'knowledge', 'knowledge.base', 'basKnowledge.read', 'report.index', 'report.indexEngineer'];
    expect(before).toEqual((await Promise.all(keys.map((key) => menuId(key)))).sort((a, b) => a - b));
    expect((await t.request({ method: 'GET', url: '/admin/post/page', headers: engineer })).statusCode).toBe(403);

    const grant = [await menuId('top.platform'), await menuId('system.post'), await menuId('post.view')];
    const res = await t.request({ method: 'PUT', url: '/admin/role/menu', headers: admin, payload: { roleId: engineerRole, menuIds: grant.join(',') } });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/admin/menu/tree/${engineerRole}`, headers: admin })).json().data).toEqual([...grant].sort((a, b) => a - b));
    // Same token, next request: the permission is there, and gone again once revoked.
    expect((await t.request({ method: 'GET', url: '/admin/post/page', headers: engineer })).statusCode).toBe(200);
    await t.request({ method: 'PUT', url: '/admin/role/menu', headers: admin, payload: { roleId: engineerRole, menuIds: String(grant[0]) } });
    expect((await t.request({ method: 'GET', url: '/admin/post/page', headers: engineer })).statusCode).toBe(403);
  });

  it('grants only menus of the tenant, and writes nothing otherwise', async () => {
    const engineerRole = await roleId('ENGINEER');
    const before = await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, engineerRole));
    for (const menuIds of [`${await menuId('system.user')},${await menuId('system.user', 2)}`, '999999']) {
      const res = await t.request({ method: 'PUT', url: '/admin/role/menu', headers: en, payload: { roleId: engineerRole, menuIds } });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('menuIds: The resource does not exist');
    }
    const malformed = await t.request({ method: 'PUT', url: '/admin/role/menu', headers: en, payload: { roleId: engineerRole, menuIds: '1,,x' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toContain('menuIds:');
    expect(await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, engineerRole))).toEqual(before);
  });

  it('rejects bad input naming the fields, and writes nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/admin/role', headers: en, payload: { name: 'R'.repeat(65), code: '', dataScope: 'galaxy' } });
    expect(res.statusCode).toBe(400);
    const msg = res.json().msg as string;
    for (const field of ['name', 'code', 'dataScope']) expect(msg).toContain(`${field}:`);
    expect(msg).toContain('length cannot exceed 64 characters');
    expect(await db.select().from(sysRole).where(eq(sysRole.code, ''))).toHaveLength(0);
  });

  it('keeps tenants apart: another tenant cannot read, list, change, delete or grant a role', async () => {
    const centreRole = await roleId('CENTRE');
    expect((await t.request({ method: 'GET', url: `/admin/role/${centreRole}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/admin/menu/tree/${centreRole}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: '/admin/role', headers: admin2, payload: { id: centreRole, name: 'hacked' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/admin/role/${centreRole}`, headers: admin2 })).statusCode).toBe(404);
    const grant = await t.request({ method: 'PUT', url: '/admin/role/menu', headers: admin2, payload: { roleId: centreRole, menuIds: String(await menuId('system.user', 2)) } });
    expect(grant.statusCode).toBe(404);
    const list = (await t.request({ method: 'GET', url: '/admin/role/list', headers: admin2 })).json().data;
    expect(list.map((r: { code: string }) => r.code)).toEqual(['ROLE_ADMIN']);
    const byMenu = (await t.request({ method: 'GET', url: '/admin/role/getRoleListByMenuId', query: { menuId: String(await menuId('dept.view')) }, headers: admin2 })).json().data;
    expect(byMenu).toEqual([]);
    const [after] = await db.select().from(sysRole).where(eq(sysRole.id, centreRole));
    expect(after).toMatchObject({ name: '服务中心', deletedAt: null });
    expect(await db.select().from(sysRoleMenu).where(and(eq(sysRoleMenu.roleId, centreRole), inArray(sysRoleMenu.tenantId, [2])))).toHaveLength(0);
  });

  it('denies callers without the permission and changes nothing', async () => {
    expect((await t.request({ method: 'GET', url: '/admin/role/list', headers: engineer })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/admin/role', headers: engineer, payload: { name: 'x', code: 'SNEAKY' } })).statusCode).toBe(403);
    // The centre manages users but may not hand out permissions.
    const centreRole = await roleId('CENTRE');
    const escalate = await t.request({ method: 'PUT', url: '/admin/role/menu', headers: centre, payload: { roleId: centreRole, menuIds: String(await menuId('role.perm')) } });
    expect(escalate.statusCode).toBe(403);
    expect(await db.select().from(sysRole).where(eq(sysRole.code, 'SNEAKY'))).toHaveLength(0);
    expect(await db.select().from(sysRoleMenu).where(and(eq(sysRoleMenu.roleId, centreRole), eq(sysRoleMenu.menuId, await menuId('role.perm'))))).toHaveLength(0);
  });
});

describe('an administrator sets up a new role and user end to end', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');

  it('creates a role with one menu, a user holding it, and that user sees exactly that menu', async () => {
    const tree = (await t.request({ method: 'GET', url: '/admin/menu/tree', headers: admin })).json().data;
    const postScreen = tree.find((m: { key: string }) => m.key === 'system').children.find((m: { key: string }) => m.key === 'system.post');
    const viewButton = postScreen.children.find((b: { permission: string }) => b.permission === 'sys_post_view');

    const role = (await t.request({ method: 'POST', url: '/admin/role', headers: admin, payload: { name: '岗位查看员', code: 'POST_VIEWER', dataScope: 'dept' } })).json().data;
    const grant = await t.request({ method: 'PUT', url: '/admin/role/menu', headers: admin, payload: { roleId: role.id, menuIds: `${postScreen.id},${viewButton.id}` } });
    expect(grant.statusCode).toBe(200);
    const user = await t.request({ method: 'POST', url: '/admin/user', headers: admin, payload: { username: 'post_viewer', password: 'secret-42', name: '岗位查看', roleIds: [role.id] } });
    expect(user.statusCode).toBe(200);

    const viewer = await t.login('post_viewer', { password: 'secret-42' });
    const menu = (await t.request({ method: 'GET', url: '/admin/menu', headers: viewer })).json().data;
    expect(menu).toEqual([expect.objectContaining({ key: 'system.post', children: [] })]);
    const info = (await t.request({ method: 'GET', url: '/admin/user/info', headers: viewer })).json().data;
    expect(info.permissions).toEqual(['sys_post_view']);
    expect(info.roles).toEqual([role.id]);
    expect((await t.request({ method: 'GET', url: '/admin/post/list', headers: viewer })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/admin/post', headers: viewer, payload: { code: 'X', name: 'x' } })).statusCode).toBe(403);
  });
});
