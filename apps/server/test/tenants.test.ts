/** Tenants: the login list, switching organisation, platform-only management, company information. */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysDict, sysParam, sysTenant } from '../src/db/schema.ts';
import { BASIC_TEST, createTestApp } from './helper.ts';

describe('tenants', async () => {
  const t = await createTestApp();
  const { database } = t.deps;
  const { db } = database;
  const admin = await t.login('admin');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const en = { ...admin, 'accept-language': 'en-US' };
  const tenantByCode = async (code: string) => (await db.select().from(sysTenant).where(eq(sysTenant.code, code)))[0];

  it('offers a login screen the active tenants, ids and names only, without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/admin/tenant/list' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      msg: null,
      data: [
        { id: 1, name: '示范电器有限公司' },
        { id: 2, name: 'Second Brand Appliances' },
      ],
    });
  });

  it('lists the tenants a user may switch to, and switching is the TENANT-ID header on the same token', async () => {
    const mine = async (headers: Record<string, string>) =>
      (await t.request({ method: 'GET', url: '/admin/tenant/mine', headers })).json().data.map((x: { id: number }) => x.id);
    expect(await mine(admin)).toEqual([1, 2]);
    expect(await mine(engineer)).toEqual([1]);
    expect(await mine(admin2)).toEqual([2]);
    expect((await t.request({ method: 'GET', url: '/admin/tenant/mine' })).statusCode).toBe(401);

    const info = async (headers: Record<string, string>) => t.request({ method: 'GET', url: '/admin/user/info', headers });
    const company = async (headers: Record<string, string>) => (await t.request({ method: 'GET', url: '/admin/fwpttenant/getCurrentCompanyInfo', headers })).json().data;
    // admin's token was issued for tenant 1; naming tenant 2 acts there, with tenant 2's roles and data.
    const switched = { ...admin, 'TENANT-ID': '2' };
    expect((await info(switched)).json().data.sysUser.tenantId).toBe(2);
    expect(await company(switched)).toMatchObject({ id: 2, tenantId: 2, name: 'Second Brand Appliances', companyShotName: 'Second Brand' });
    expect(await company(admin)).toMatchObject({ id: 1, code: 'T1' });
    // With no header, the token's own tenant.
    const { 'TENANT-ID': _, ...noHeader } = admin;
    expect(await company(noHeader)).toMatchObject({ id: 1 });
    // A tenant the user is not a member of is refused.
    const refused = await info({ ...engineer, 'TENANT-ID': '2' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('无权访问该租户');
    // A refreshed token keeps working for every tenant of the user.
    const token = await t.tokenFor('admin');
    const refresh = await t.request({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: BASIC_TEST, 'TENANT-ID': '2' },
      query: { grant_type: 'refresh_token', refresh_token: token.refresh_token, scope: 'server' },
    });
    expect(refresh.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${refresh.json().access_token}`, 'TENANT-ID': '2' };
    expect(await company(fresh)).toMatchObject({ id: 2 });
  });

  it('answers the caller\'s company information on both spec calls, GET or POST', async () => {
    for (const url of ['/admin/fwpttenant/getCurrentCompanyInfo', '/admin/fwpttenant/getCompanyMsg']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.request({ method, url, headers: admin2 });
        expect(res.statusCode, `${method} ${url}`).toBe(200);
        expect(res.json().data).toEqual({
          id: 2,
          tenantId: 2,
          name: 'Second Brand Appliances',
          code: 'T2',
          shortName: 'Second Brand',
          companyShotName: 'Second Brand',
          defaultLang: 'en-US',
          domain: '',
          status: '0',
        });
      }
    }
    expect((await t.request({ method: 'GET', url: '/admin/fwpttenant/getCompanyMsg' })).statusCode).toBe(401);
  });

  it('lets the platform administrator page, add, edit, freeze and delete tenants', async () => {
    const list = (await t.request({ method: 'GET', url: '/admin/tenant/page', headers: admin, query: { code: 't2' } })).json().data;
    expect(list).toMatchObject({ total: 1, current: 1, records: [{ id: 2, code: 'T2' }] });
    const add = await t.request({ method: 'POST', url: '/admin/tenant', headers: admin, payload: { name: '第三品牌', code: 'T3', defaultLang: 'es-ES' } });
    expect(add.statusCode).toBe(200);
    const tenant = add.json().data;
    expect(tenant).toMatchObject({ name: '第三品牌', code: 'T3', status: '0', shortName: '', singleSession: false, defaultLang: 'es-ES' });
    // The new tenant starts with the built-in dictionaries and parameters, in its own rows.
    const [dicts] = await db.select({ n: count() }).from(sysDict).where(and(eq(sysDict.tenantId, tenant.id), eq(sysDict.systemFlag, '1')));
    const [tenant1Dicts] = await db.select({ n: count() }).from(sysDict).where(and(eq(sysDict.tenantId, 1), eq(sysDict.systemFlag, '1')));
    expect(dicts.n).toBe(tenant1Dicts.n);
    const [flag] = await db.select().from(sysParam).where(and(eq(sysParam.tenantId, tenant.id), eq(sysParam.publicKey, 'REGISTER_USER')));
    expect(flag).toMatchObject({ publicValue: 'true', systemFlag: '1' });

    expect((await t.request({ method: 'GET', url: `/admin/tenant/${tenant.id}`, headers: admin })).json().data.code).toBe('T3');
    const edit = await t.request({ method: 'PUT', url: '/admin/tenant', headers: admin, payload: { id: tenant.id, shortName: '三牌', singleSession: true } });
    // An edit changes only what it sends.
    expect(edit.json().data).toMatchObject({ name: '第三品牌', shortName: '三牌', singleSession: true, defaultLang: 'es-ES' });
    const offered = async () => (await t.request({ method: 'GET', url: '/admin/tenant/list' })).json().data.map((x: { id: number }) => x.id);
    expect(await offered()).toEqual([1, 2, tenant.id]);
    await t.request({ method: 'PUT', url: '/admin/tenant', headers: admin, payload: { id: tenant.id, status: '9' } });
    expect(await offered()).toEqual([1, 2]);
    expect((await t.request({ method: 'GET', url: '/admin/tenant/page', headers: admin, query: { status: '9' } })).json().data.total).toBe(1);

    expect((await t.request({ method: 'DELETE', url: `/admin/tenant/${tenant.id}`, headers: admin })).json().data).toBe(true);
    expect((await t.request({ method: 'GET', url: `/admin/tenant/${tenant.id}`, headers: admin })).statusCode).toBe(404);
    // A deleted tenant's code stays taken: its rows still carry it.
    const reuse = await t.request({ method: 'POST', url: '/admin/tenant', headers: en, payload: { name: 'again', code: 'T3' } });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().msg).toBe('code: already exists');
  });

  it('refuses duplicate codes, and never freezes or deletes the platform tenant', async () => {
    const dup = await t.request({ method: 'POST', url: '/admin/tenant', headers: en, payload: { name: 'copy', code: 'T2' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('code: already exists');
    const recode = await t.request({ method: 'PUT', url: '/admin/tenant', headers: en, payload: { id: 2, code: 'T1' } });
    expect(recode.json().msg).toBe('code: already exists');
    const freeze = await t.request({ method: 'PUT', url: '/admin/tenant', headers: en, payload: { id: 1, status: '9' } });
    expect(freeze.statusCode).toBe(409);
    expect((await t.request({ method: 'DELETE', url: '/admin/tenant/1', headers: admin })).statusCode).toBe(409);
    expect(await tenantByCode('T1')).toMatchObject({ status: '0', deletedAt: null });
    expect(await tenantByCode('T2')).toMatchObject({ status: '0', deletedAt: null });
  });

  it('keeps management to the platform tenant: another tenant\'s administrator gets 403 and changes nothing', async () => {
    const as = (headers: Record<string, string>) => [
      t.request({ method: 'GET', url: '/admin/tenant/page', headers }),
      t.request({ method: 'GET', url: '/admin/tenant/1', headers }),
      t.request({ method: 'POST', url: '/admin/tenant', headers, payload: { name: 'sneaky', code: 'SNEAKY' } }),
      t.request({ method: 'PUT', url: '/admin/tenant', headers, payload: { id: 1, name: 'hacked' } }),
      t.request({ method: 'PUT', url: '/admin/tenant', headers, payload: { id: 2, name: 'hacked' } }),
      t.request({ method: 'DELETE', url: '/admin/tenant/2', headers }),
    ];
    // admin2 holds sys_tenant_* in tenant 2; admin acting in tenant 2 likewise; engineer_wang holds none.
    for (const headers of [admin2, { ...admin, 'TENANT-ID': '2' }, engineer]) {
      for (const res of await Promise.all(as({ ...headers, 'accept-language': 'zh-CN' }))) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 1, msg: '当前操作没有权限', data: null });
      }
    }
    expect(await tenantByCode('SNEAKY')).toBeUndefined();
    expect(await tenantByCode('T1')).toMatchObject({ name: '示范电器有限公司', deletedAt: null });
    expect(await tenantByCode('T2')).toMatchObject({ name: 'Second Brand Appliances', deletedAt: null });
  });

  it('rejects bad input naming the field and the rule, and writes nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/admin/tenant', headers: en, payload: { code: 'BAD CODE', defaultLang: 'fr-FR', singleSession: 'maybe', shortName: 's'.repeat(33) } });
    expect(res.statusCode).toBe(400);
    for (const part of ['name: cannot be empty', 'code: format error', 'defaultLang:', 'singleSession:', 'shortName: length cannot exceed 32 characters']) {
      expect(res.json().msg).toContain(part);
    }
    const long = await t.request({ method: 'POST', url: '/admin/tenant', headers: en, payload: { name: 'n'.repeat(65), code: 'LONG' } });
    expect(long.json().msg).toBe('name: length cannot exceed 64 characters');
    const badStatus = await t.request({ method: 'PUT', url: '/admin/tenant', headers: en, payload: { id: 2, status: '1' } });
    expect(badStatus.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/admin/tenant/x', headers: en })).statusCode).toBe(400);
    expect(await tenantByCode('BAD CODE')).toBeUndefined();
    expect(await tenantByCode('LONG')).toBeUndefined();
    expect(await tenantByCode('T2')).toMatchObject({ status: '0' });
  });
});
