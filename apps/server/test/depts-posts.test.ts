/** /admin/dept (organisation tree) and /admin/post: tree rules, uniqueness, in-use refusals, tenancy, permissions. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysDept, sysPost, sysUserPost } from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';

interface DeptNode {
  id: number;
  code: string;
  children: DeptNode[];
}

describe('/admin/dept', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const centre = await t.login('centre_north');
  const deptId = async (code: string) => (await db.select().from(sysDept).where(and(eq(sysDept.tenantId, 1), eq(sysDept.code, code))))[0].id;

  it('gives the tenant its organisation tree, nested, and flat lists for selects', async () => {
    const tree: DeptNode[] = (await t.request({ method: 'GET', url: '/admin/dept/tree', headers: admin })).json().data;
    expect(tree.map((d) => d.code)).toEqual(['HQ']);
    expect(tree[0].children.map((d) => d.code)).toEqual(['SC-N', 'SC-E']);
    expect(tree[0].children[0].children[0]).toMatchObject({ code: 'ASC-BJ-CY', kind: 'outlet' });
    expect(tree[0].children[0].children[0].children.map((d) => d.code)).toEqual(['ASC-BJ-HD']);
    for (const url of ['/admin/dept/getData', '/admin/dept/getDeptDatas']) {
      const all = (await t.request({ method: 'GET', url, headers: admin })).json().data;
      expect(all).toHaveLength(7);
      const outlets = (await t.request({ method: 'GET', url, query: { kind: 'outlet', name: '北京' }, headers: admin })).json().data;
      expect(outlets.map((d: { code: string }) => d.code)).toEqual(['ASC-BJ-CY', 'ASC-BJ-HD']);
    }
    // The centre role may view departments too.
    expect((await t.request({ method: 'GET', url: '/admin/dept/tree', headers: centre })).statusCode).toBe(200);
  });

  it('says of each node of a level whether it has live children, so a grid offers to open only those', async () => {
    const level = async (parentId: number) =>
      Object.fromEntries(
        ((await t.request({ method: 'GET', url: '/admin/dept/getData', query: { parentId: String(parentId) }, headers: admin })).json().data as { code: string; hasChildren: boolean }[]).map((d) => [d.code, d.hasChildren]),
      );
    expect(await level(-1)).toEqual({ HQ: true });
    expect(await level(await deptId('HQ'))).toEqual({ 'SC-N': true, 'SC-E': true });
    expect(await level(await deptId('ASC-BJ-CY'))).toEqual({ 'ASC-BJ-HD': false });
    const leaf = (await t.request({ method: 'POST', url: '/admin/dept', headers: admin, payload: { code: 'ASC-BJ-TMP', name: '临时网点', kind: 'outlet', parentId: await deptId('ASC-BJ-HD') } })).json().data;
    expect(await level(await deptId('ASC-BJ-CY'))).toEqual({ 'ASC-BJ-HD': true });
    expect((await t.request({ method: 'DELETE', url: `/admin/dept/${leaf.id}`, headers: admin })).statusCode).toBe(200);
    expect(await level(await deptId('ASC-BJ-CY'))).toEqual({ 'ASC-BJ-HD': false });
  });

  it('creates, edits, moves and deletes a node with the rules of a tree', async () => {
    const hq = await deptId('HQ');
    const add = await t.request({ method: 'POST', url: '/admin/dept', headers: admin, payload: { code: 'SC-S', name: '华南服务中心', kind: 'centre', parentId: hq } });
    expect(add.statusCode).toBe(200);
    const south = add.json().data;
    expect(south).toMatchObject({ code: 'SC-S', parentId: hq, status: '0', tenantId: 1 });
    const child = (await t.request({ method: 'POST', url: '/admin/dept', headers: admin, payload: { code: 'ASC-GZ', name: '广州网点', kind: 'outlet', parentId: south.id } })).json().data;

    const dup = await t.request({ method: 'POST', url: '/admin/dept', headers: en, payload: { code: 'SC-S', name: 'again', kind: 'centre' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('code: already exists');

    // A node cannot move under itself or under one of its descendants.
    for (const parentId of [south.id, child.id]) {
      const cycle = await t.request({ method: 'PUT', url: '/admin/dept', headers: en, payload: { id: south.id, parentId } });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().msg).toBe('parentId: cannot be the node itself or one of its descendants');
    }
    const missingParent = await t.request({ method: 'PUT', url: '/admin/dept', headers: en, payload: { id: south.id, parentId: 999999 } });
    expect(missingParent.statusCode).toBe(400);
    expect(missingParent.json().msg).toBe('parentId: The resource does not exist');

    const moved = await t.request({ method: 'PUT', url: '/admin/dept', headers: admin, payload: { id: child.id, parentId: await deptId('SC-E'), phone: '020-1234' } });
    expect(moved.json().data).toMatchObject({ parentId: await deptId('SC-E'), phone: '020-1234', name: '广州网点', code: 'ASC-GZ' });
    expect((await t.request({ method: 'GET', url: `/admin/dept/${child.id}`, headers: admin })).json().data.parentId).toBe(await deptId('SC-E'));

    expect((await t.request({ method: 'DELETE', url: `/admin/dept/${south.id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/admin/dept/${south.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('refuses to delete a node that has children, members or a service site', async () => {
    for (const code of ['SC-N', 'HQ', 'ASC-BJ-HD']) {
      const res = await t.request({ method: 'DELETE', url: `/admin/dept/${await deptId(code)}`, headers: en });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('The record is in use and cannot be deleted');
    }
    const [row] = await db.select().from(sysDept).where(eq(sysDept.code, 'ASC-BJ-HD'));
    expect(row.deletedAt).toBeNull();
  });

  it('rejects bad input naming the fields, and writes nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/admin/dept', headers: en, payload: { code: 'X'.repeat(33), name: '', kind: 'planet', sort: 'x' } });
    expect(res.statusCode).toBe(400);
    const msg = res.json().msg as string;
    for (const field of ['code', 'name', 'kind', 'sort']) expect(msg).toContain(`${field}:`);
    expect(msg).toContain('length cannot exceed 32 characters');
    expect(await db.select().from(sysDept).where(eq(sysDept.name, ''))).toHaveLength(0);
    // No code is one made up (pig clients have none: pig-contract.test.ts), a blank one is refused.
    expect((await t.request({ method: 'POST', url: '/admin/dept', headers: en, payload: { code: ' ', name: 'blank code', kind: 'hq' } })).json().msg).toBe('code: cannot be empty');
  });

  it('keeps tenants apart: another tenant cannot read, list, change, delete or hang a node under tenant 1', async () => {
    const north = await deptId('SC-N');
    expect((await t.request({ method: 'GET', url: `/admin/dept/${north}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: '/admin/dept', headers: admin2, payload: { id: north, name: 'hacked' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/admin/dept/${north}`, headers: admin2 })).statusCode).toBe(404);
    const tree: DeptNode[] = (await t.request({ method: 'GET', url: '/admin/dept/tree', headers: admin2 })).json().data;
    expect(tree.map((d) => d.code)).toEqual(['T2-HQ']);
    const filtered = (await t.request({ method: 'GET', url: '/admin/dept/getData', query: { parentId: String(await deptId('HQ')) }, headers: admin2 })).json().data;
    expect(filtered).toEqual([]);
    const under = await t.request({ method: 'POST', url: '/admin/dept', headers: admin2, payload: { code: 'T2-X', name: 'x', kind: 'centre', parentId: north } });
    expect(under.statusCode).toBe(400);
    // A tenant 1 token asking for tenant 2 by header is refused outright.
    const centre2 = await t.request({ method: 'GET', url: '/admin/dept/tree', headers: { ...centre, 'TENANT-ID': '2' } });
    expect(centre2.statusCode).toBe(403);
    const [row] = await db.select().from(sysDept).where(eq(sysDept.id, north));
    expect(row.name).toBe('华北服务中心');
  });

  it('denies callers without the permission and changes nothing', async () => {
    expect((await t.request({ method: 'GET', url: '/admin/dept/tree', headers: engineer })).statusCode).toBe(403);
    const res = await t.request({ method: 'POST', url: '/admin/dept', headers: centre, payload: { code: 'SNEAKY', name: 'x', kind: 'outlet' } });
    expect(res.statusCode).toBe(403);
    expect(await db.select().from(sysDept).where(eq(sysDept.code, 'SNEAKY'))).toHaveLength(0);
  });
});

describe('/admin/post', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');

  it('pages, lists, gets, creates, edits and deletes posts', async () => {
    const first = (await t.request({ method: 'GET', url: '/admin/post/page', query: { current: '1', size: '3' }, headers: admin })).json().data;
    expect(first).toMatchObject({ total: 4, size: 3, current: 1, pages: 2 });
    expect(first.records.map((p: { code: string }) => p.code)).toEqual(['MANAGER', 'DISPATCHER', 'TECHNICIAN']);
    const filtered = (await t.request({ method: 'GET', url: '/admin/post/page', query: { name: '技师' }, headers: admin })).json().data;
    expect(filtered.records.map((p: { code: string }) => p.code)).toEqual(['TECHNICIAN']);

    const add = await t.request({ method: 'POST', url: '/admin/post', headers: admin, payload: { code: 'AUDITOR', name: '审核员', sort: 9 } });
    expect(add.statusCode).toBe(200);
    const post = add.json().data;
    expect(post).toMatchObject({ code: 'AUDITOR', name: '审核员', sort: 9, remark: '', tenantId: 1 });
    const edit = await t.request({ method: 'PUT', url: '/admin/post', headers: admin, payload: { id: post.id, remark: '负责结算审核' } });
    expect(edit.json().data).toMatchObject({ code: 'AUDITOR', name: '审核员', sort: 9, remark: '负责结算审核' });
    expect((await t.request({ method: 'GET', url: `/admin/post/${post.id}`, headers: admin })).json().data.remark).toBe('负责结算审核');
    const list = (await t.request({ method: 'GET', url: '/admin/post/list', headers: admin })).json().data;
    expect(list.map((p: { code: string }) => p.code)).toEqual(['MANAGER', 'DISPATCHER', 'TECHNICIAN', 'CLERK', 'AUDITOR']);

    // Deleting a post takes it off the users who held it.
    await db.insert(sysUserPost).values({ tenantId: 1, userId: 2, postId: post.id });
    expect((await t.request({ method: 'DELETE', url: `/admin/post/${post.id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/admin/post/${post.id}`, headers: admin })).statusCode).toBe(404);
    expect(await db.select().from(sysUserPost).where(eq(sysUserPost.postId, post.id))).toHaveLength(0);
    // Its code is free again.
    expect((await t.request({ method: 'POST', url: '/admin/post', headers: admin, payload: { code: 'AUDITOR', name: '审核员' } })).statusCode).toBe(200);
  });

  it('keeps codes unique per tenant', async () => {
    const dup = await t.request({ method: 'POST', url: '/admin/post', headers: en, payload: { code: 'MANAGER', name: 'again' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('code: already exists');
    const [clerk] = await db.select().from(sysPost).where(and(eq(sysPost.tenantId, 1), eq(sysPost.code, 'CLERK')));
    const rename = await t.request({ method: 'PUT', url: '/admin/post', headers: en, payload: { id: clerk.id, code: 'MANAGER' } });
    expect(rename.statusCode).toBe(400);
    // Tenant 2 has its own MANAGER; the same code in another tenant is no clash.
    expect((await t.request({ method: 'POST', url: '/admin/post', headers: admin2, payload: { code: 'AUDITOR', name: 'Auditor' } })).statusCode).toBe(200);
  });

  it('rejects bad input naming the fields, and writes nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/admin/post', headers: en, payload: { code: '', name: 'N'.repeat(65), sort: -1, remark: 5 } });
    expect(res.statusCode).toBe(400);
    const msg = res.json().msg as string;
    for (const field of ['code', 'name', 'sort', 'remark']) expect(msg).toContain(`${field}:`);
    expect(await db.select().from(sysPost).where(eq(sysPost.code, ''))).toHaveLength(0);
  });

  it('keeps tenants apart: another tenant cannot read, list, change or delete a post', async () => {
    const [manager] = await db.select().from(sysPost).where(and(eq(sysPost.tenantId, 1), eq(sysPost.code, 'MANAGER')));
    expect((await t.request({ method: 'GET', url: `/admin/post/${manager.id}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: '/admin/post', headers: admin2, payload: { id: manager.id, name: 'hacked' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/admin/post/${manager.id}`, headers: admin2 })).statusCode).toBe(404);
    const page = (await t.request({ method: 'GET', url: '/admin/post/page', query: { code: 'MANAGER' }, headers: admin2 })).json().data;
    expect(page.records.every((p: { tenantId: number }) => p.tenantId === 2)).toBe(true);
    const [after] = await db.select().from(sysPost).where(eq(sysPost.id, manager.id));
    expect(after).toMatchObject({ name: '经理', deletedAt: null });
  });

  it('denies callers without the permission and changes nothing', async () => {
    expect((await t.request({ method: 'GET', url: '/admin/post/page', headers: engineer })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/admin/post', headers: engineer, payload: { code: 'SNEAKY', name: 'x' } })).statusCode).toBe(403);
    expect(await db.select().from(sysPost).where(eq(sysPost.code, 'SNEAKY'))).toHaveLength(0);
  });
});
