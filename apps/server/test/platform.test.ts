/** Cross-cutting guarantees: declared access on every route, row-level security, menus, the operation log, site info. */
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sysLog, sysMenu, snSite, sysUserTenant } from '../src/db/schema.ts';
import { registerAccess } from '../src/http/access.ts';
import { queryRows } from '../src/db/client.ts';
import { createTestApp } from './helper.ts';

describe('access declarations', () => {
  it('refuses to start with a route that declares no access', async () => {
    const app = Fastify();
    registerAccess(app, async () => {
      throw new Error('unused');
    });
    expect(() => app.get('/admin/forgotten', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });
});

describe('row-level security, the second wall', async () => {
  const t = await createTestApp();
  const { database } = t.deps;

  /**
   * Tables keyed by tenant_id that stay outside the policies, each for a reason: a bearer token is looked up by its
   * hash before any tenant is known, and a password change ends the person's sessions in every tenant; the job queue
   * is drained by workers that serve all tenants.
   */
  const GLOBAL_TABLES = ['sys_job', 'sys_token'];

  const tenantTables = async () =>
    (
      await queryRows<{ name: string; rls: boolean; policies: number; unguarded: number }>(
        database.db,
        sql`select c.relname as name, c.relrowsecurity as rls,
                   (select count(*)::int from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname and 'app_user' = any(p.roles)) as policies,
                   (select count(*)::int from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname and 'app_user' = any(p.roles)
                       and not (coalesce(p.qual, p.with_check) is not null
                                and (p.qual is null or p.qual like '%app.tenant_id%') and (p.with_check is null or p.with_check like '%app.tenant_id%'))) as unguarded
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = current_schema() and c.relkind = 'r'
              and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
            order by 1`,
      )
    ).filter((t) => !GLOBAL_TABLES.includes(t.name));

  it('guards every table keyed by tenant_id with policies for the role tenant work runs as, each on the tenant', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) {
      expect({ table: table.name, rls: table.rls, unguarded: table.unguarded }).toEqual({ table: table.name, rls: true, unguarded: 0 });
      // One policy for all commands, or (ledgers, append-only) one to read and one to add.
      expect([1, 2], table.name).toContain(table.policies);
    }
    const [role] = await queryRows<{ super: boolean; bypass: boolean }>(database.db, sql`select rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = 'app_user'`);
    // A superuser or BYPASSRLS role would ignore the policies altogether.
    expect(role).toEqual({ super: false, bypass: false });
  });

  it('runs tenant work as app_user with the tenant set, and a query without the tenant setting sees nothing', async () => {
    const [who] = await database.withTenant(2, (tx) => queryRows<{ role: string; tenant: string }>(tx, sql`select current_user as role, current_setting('app.tenant_id') as tenant`));
    expect(who).toEqual({ role: 'app_user', tenant: '2' });
    const tables = await tenantTables();
    let seeded = 0;
    for (const { name } of tables) {
      const [owner] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
      if (owner.n > 0) seeded++;
      // The same role, the tenant setting cleared: the policy compares tenant_id with null and lets no row through.
      const [unset] = await database.withTenant(1, async (tx) => {
        await tx.execute(sql`select set_config('app.tenant_id', '', true)`);
        return queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(name)}`);
      });
      expect({ table: name, rows: unset.n }).toEqual({ table: name, rows: 0 });
    }
    // The demo data fills most tenant tables, so "nothing" is not just an empty database.
    expect(seeded).toBeGreaterThan(10);
    const insert = database.withTenant(1, async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', '', true)`);
      await tx.insert(sysMenu).values({ tenantId: 1, key: 'no.tenant', name: 'x' });
    });
    await expect(insert).rejects.toThrow();
    expect(await database.db.select().from(sysMenu).where(eq(sysMenu.key, 'no.tenant'))).toHaveLength(0);
  });

  it('keeps the tenant and the role to their transaction: a connection used after a tenant transaction, failed or not, has neither', async () => {
    await database.withTenant(2, (tx) => tx.select({ id: sysMenu.id }).from(sysMenu).limit(1));
    await expect(
      database.withTenant(2, async (tx) => {
        await tx.insert(sysMenu).values({ tenantId: 2, key: 'rolled.back', name: 'x' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    // Used one after the other, the pool hands back the connection just released.
    const [after] = await queryRows<{ role: string; tenant: string | null }>(database.db, sql`select current_user as role, current_setting('app.tenant_id', true) as tenant`);
    expect(after.role).not.toBe('app_user');
    expect(after.tenant ?? '').toBe('');
    expect(await database.db.select().from(sysMenu).where(eq(sysMenu.key, 'rolled.back'))).toHaveLength(0);
  });

  it('shows a tenant transaction only its own rows even when a query forgets the tenant filter', async () => {
    const all = await database.db.select({ tenantId: sysMenu.tenantId }).from(sysMenu);
    expect(new Set(all.map((r) => r.tenantId))).toEqual(new Set([1, 2]));
    const seen = await database.withTenant(2, (tx) => tx.select({ tenantId: sysMenu.tenantId }).from(sysMenu));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((r) => r.tenantId))).toEqual(new Set([2]));
  });

  it('refuses to write another tenant row from a tenant transaction, leaving nothing behind', async () => {
    const attempt = database.withTenant(2, (tx) => tx.insert(sysUserTenant).values({ tenantId: 1, userId: 2 }).onConflictDoNothing());
    await expect(attempt).rejects.toThrow();
    const moved = await database.withTenant(2, (tx) => tx.update(sysMenu).set({ name: 'hacked' }).where(eq(sysMenu.tenantId, 1)).returning());
    expect(moved).toHaveLength(0);
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(sysMenu).where(eq(sysMenu.name, 'hacked'));
    expect(n).toBe(0);
  });
});

describe('menus', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const engineer = await t.login('engineer_wang');
  const admin2 = await t.login('admin2', { tenantId: 2 });

  it('gives each user the menus of their roles: left tree, top menu, whole tree', async () => {
    const left = (await t.request({ method: 'GET', url: '/admin/menu', headers: admin })).json().data;
    // My Process first: every role has it, in the level-one group of order 9 (spec: that group opens My Process).
    expect(left.map((m: { key: string }) => m.key)).toEqual(['process', 'basic', 'customer', 'network', 'workorder', 'parts', 'system', 'finance', 'report', 'knowledge', 'care']);
    expect(left[0]).toMatchObject({ sort: 9, children: [{ key: 'process.mine', path: '/activti/process/index' }] });
    expect(left[6].children.map((m: { key: string }) => m.key)).toContain('system.user');
    // The report centre: the parts, order detail, barcode, complaint and return-visit reports; a primary outlet sees its returns', its orders', the barcode trace's and its return visits' reports.
    expect(left[8].children.map((m: { key: string }) => m.key)).toEqual(['report.partsApply', 'report.partsReturn', 'report.orderDetail', 'report.barcodeTrace', 'report.complaintDetail', 'report.recallInfo', 'report.recallDetail']);
    const outletLeft = (await t.request({ method: 'POST', url: '/admin/menu/getMenus', headers: await t.login('outlet_chaoyang') })).json().data;
    expect(outletLeft.find((m: { key: string }) => m.key === 'report').children.map((m: { key: string }) => m.key)).toEqual(['report.partsReturn', 'report.orderDetail', 'report.barcodeTrace', 'report.recallInfo', 'report.recallDetail']);
    const top = (await t.request({ method: 'GET', url: '/admin/menu', query: { type: 'top' }, headers: engineer })).json().data;
    expect(top.map((m: { key: string }) => m.key)).toEqual(['top.platform']);
    const engineerLeft = (await t.request({ method: 'POST', url: '/admin/menu/getMenus', headers: engineer })).json().data;
    expect(engineerLeft.map((m: { key: string }) => m.key)).toEqual(['process', 'network', 'workorder', 'parts', 'knowledge']);
    const tree = (await t.request({ method: 'GET', url: '/admin/menu/tree', headers: admin })).json().data;
    const user = tree.find((m: { key: string }) => m.key === 'system').children.find((m: { key: string }) => m.key === 'system.user');
    expect(user.children.map((b: { permission: string }) => b.permission)).toContain('sys_user_add');
    expect((await t.request({ method: 'GET', url: '/admin/menu/tree', headers: engineer })).statusCode).toBe(403);
  });

  it('creates, edits and deletes a menu with the rules of a tree', async () => {
    const add = await t.request({ method: 'POST', url: '/admin/menu', headers: admin, payload: { key: 'demo.group', name: '演示', path: '/demo' } });
    expect(add.statusCode).toBe(200);
    const group = add.json().data;
    const child = (await t.request({ method: 'POST', url: '/admin/menu', headers: admin, payload: { key: 'demo.child', name: '子菜单', parentId: group.id } })).json().data;
    const dup = await t.request({ method: 'POST', url: '/admin/menu', headers: { ...admin, 'accept-language': 'en-US' }, payload: { key: 'demo.child', name: 'again' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('key: already exists');
    const edit = await t.request({ method: 'PUT', url: '/admin/menu', headers: admin, payload: { id: child.id, name: '改名' } });
    // An edit changes only what it sends.
    expect(edit.json().data).toMatchObject({ name: '改名', parentId: group.id, key: 'demo.child' });
    expect((await t.request({ method: 'DELETE', url: `/admin/menu/${group.id}`, headers: admin })).statusCode).toBe(409);
    expect((await t.request({ method: 'DELETE', url: `/admin/menu/${child.id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/admin/menu/${child.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('rejects bad input naming the field, and writes nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/admin/menu', headers: { ...admin, 'accept-language': 'en-US' }, payload: { key: 'bad key!', name: '', type: '7', sort: 'x' } });
    expect(res.statusCode).toBe(400);
    const msg = res.json().msg as string;
    for (const field of ['key', 'name', 'type', 'sort']) expect(msg).toContain(`${field}:`);
    const rows = await t.deps.database.db.select().from(sysMenu).where(eq(sysMenu.key, 'bad key!'));
    expect(rows).toHaveLength(0);
  });

  it('keeps tenants apart: another tenant cannot read, change or delete a menu by id', async () => {
    const [menu] = await t.deps.database.db.select().from(sysMenu).where(and(eq(sysMenu.tenantId, 1), eq(sysMenu.key, 'system.user')));
    expect((await t.request({ method: 'GET', url: `/admin/menu/${menu.id}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: '/admin/menu', headers: admin2, payload: { id: menu.id, name: 'x' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/admin/menu/${menu.id}`, headers: admin2 })).statusCode).toBe(404);
    const [after] = await t.deps.database.db.select().from(sysMenu).where(eq(sysMenu.id, menu.id));
    expect(after.name).toBe(menu.name);
    expect(after.deletedAt).toBeNull();
  });

  it('denies writes without the permission and changes nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/admin/menu', headers: engineer, payload: { key: 'sneaky', name: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 1, msg: '当前操作没有权限', data: null });
    expect(await t.deps.database.db.select().from(sysMenu).where(eq(sysMenu.key, 'sneaky'))).toHaveLength(0);
  });

  it('writes an operation log row for every write: who, what, where, how long, and failures', async () => {
    await t.request({ method: 'POST', url: '/admin/menu', headers: admin, payload: { key: 'logged', name: '日志测试' } });
    // The row is there when the answer arrives.
    const logs = await t.deps.database.db.select().from(sysLog).where(eq(sysLog.title, 'add menu'));
    const row = logs.find((l) => l.params.includes('logged'));
    expect(row).toMatchObject({ tenantId: 1, type: '0', createBy: 'admin', method: 'POST', requestUri: '/admin/menu' });
    expect(row?.time).toBeGreaterThanOrEqual(0);
    const failed = await t.deps.database.db.select().from(sysLog).where(and(eq(sysLog.type, '9'), eq(sysLog.createBy, 'engineer_wang')));
    expect(failed.length).toBeGreaterThan(0);
  });

  it('leaves reads the spec sends as POST out of the operation log', async () => {
    await t.request({ method: 'POST', url: '/admin/menu/getMenus', headers: admin });
    await t.request({ method: 'POST', url: '/basic/basServiceType/getListPage', headers: admin, payload: { current: 1, size: 10 } });
    await t.request({ method: 'DELETE', url: '/admin/menu/999999', headers: admin });
    // A write's row is there when its answer arrives: the reads had their chance.
    expect(await t.deps.database.db.select().from(sysLog).where(eq(sysLog.requestUri, '/admin/menu/999999'))).toHaveLength(1);
    const reads = await t.deps.database.db.select().from(sysLog).where(sql`${sysLog.requestUri} in ('/admin/menu/getMenus', '/basic/basServiceType/getListPage')`);
    expect(reads).toHaveLength(0);
  });
});

describe('POST /basic/snUser/getById', async () => {
  const t = await createTestApp();

  it('gives a site user their site in the business envelope, and nobody else', async () => {
    const outlet = await t.login('outlet_chaoyang');
    const info = (await t.request({ method: 'GET', url: '/admin/user/info', headers: outlet })).json().data;
    const res = await t.request({ method: 'POST', url: '/basic/snUser/getById', headers: outlet, payload: { id: info.sysUser.snUserId } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'success', objx: { name: '北京朝阳网点', siteFloorLevel: 1 } });
    const [other] = await t.deps.database.db.select().from(snSite).where(eq(snSite.code, 'ASC-SH-PD'));
    const denied = await t.request({ method: 'POST', url: '/basic/snUser/getById', headers: outlet, payload: { id: other.id } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ type: 'error', msg: '当前操作没有权限' });
    const bad = await t.request({ method: 'POST', url: '/basic/snUser/getById', headers: outlet, payload: { id: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().type).toBe('error');
  });
});

describe('serving the web app', async () => {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'as-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app</title>');
  const t = await createTestApp({ WEB_DIST: web });

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('serves the app to a browser at any path, the API to API calls on the same path, and the 404 envelope', async () => {
    expect((await t.request({ method: 'GET', url: '/' })).body).toContain('<title>app</title>');
    for (const url of ['/wel/index', '/admin/dict/index', '/basic/serviceType/index']) {
      const route = await t.request({ method: 'GET', url, headers: html });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<title>app</title>');
    }
    const call = await t.request({ method: 'GET', url: '/admin/dict/index', headers: { accept: 'application/json, text/plain, */*' } });
    expect(call.statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/document/', headers: html })).body).not.toContain('<title>app</title>');
    const api = await t.request({ method: 'GET', url: '/admin/nothing-here', headers: { 'accept-language': 'en-US' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 1, msg: 'The resource does not exist', data: null });
    const biz = await t.request({ method: 'POST', url: '/basic/nothing/here' });
    expect(biz.json()).toMatchObject({ type: 'error', msg: '资源不存在' });
  });
});
