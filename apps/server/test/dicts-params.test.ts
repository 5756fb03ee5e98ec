/** Dictionaries (/admin/dict) and system parameters (/admin/param): CRUD, localised items, cache, tenancy, access. */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysDict, sysDictItem, sysParam } from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';

describe('dictionaries', async () => {
  const t = await createTestApp();
  const { db } = t.deps.database;
  const admin = await t.login('admin');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const en = { ...admin, 'accept-language': 'en-US' };

  const typeItems = async (type: string, headers: Record<string, string>) => {
    const res = await t.request({ method: 'GET', url: `/admin/dict/type/${type}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as { value: string; label: string }[];
  };
  const labels = async (type: string, headers: Record<string, string>) => (await typeItems(type, headers)).map((i) => `${i.value}=${i.label}`);

  /** A business dictionary of tenant 1 with three items, through the API. */
  async function makeDict(type: string) {
    const dict = (await t.request({ method: 'POST', url: '/admin/dict', headers: admin, payload: { type, description: '维修等级' } })).json().data;
    const items = [
      { value: 'A', label: '一级', labelEn: 'First', labelEs: 'Primero', sort: 2 },
      { value: 'B', label: '二级', labelEn: 'Second', labelEs: '', sort: 1 },
      { value: 'C', label: '三级', sort: 3 },
    ];
    for (const item of items) {
      const res = await t.request({ method: 'POST', url: '/admin/dict/item', headers: admin, payload: { dictId: dict.id, ...item } });
      expect(res.statusCode).toBe(200);
    }
    return dict as { id: number; type: string };
  }

  it('pages dictionaries with filters, also through the spec\'s getListPage and getById', async () => {
    const res = await t.request({ method: 'GET', url: '/admin/dict/page', headers: admin, query: { current: '1', size: '5' } });
    expect(res.statusCode).toBe(200);
    const first = res.json().data;
    expect(first).toMatchObject({ current: 1, size: 5 });
    expect(first.records).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(15);
    const filtered = (await t.request({ method: 'GET', url: '/admin/dict/page', headers: admin, query: { type: 'LOG_t' } })).json().data;
    expect(filtered.records.map((d: { type: string }) => d.type)).toEqual(['log_type']);
    const alias = (await t.request({ method: 'POST', url: '/admin/dict/getListPage', headers: admin, payload: { type: 'lock_flag' } })).json().data;
    expect(alias.records).toHaveLength(1);
    expect((await t.request({ method: 'POST', url: '/admin/dict/getListPage', headers: admin })).json().data.total).toBe(first.total);
    const byId = await t.request({ method: 'POST', url: '/admin/dict/getById', headers: admin, payload: { id: alias.records[0].id } });
    expect(byId.json().data).toMatchObject({ type: 'lock_flag', systemFlag: '1' });
    const items = (await t.request({ method: 'GET', url: '/admin/dict/item/page', headers: admin, query: { type: 'lock_flag' } })).json().data;
    expect(items.records.map((i: { value: string }) => i.value)).toEqual(['0', '9']);
    const viaAlias = (await t.request({ method: 'POST', url: '/admin/dict/getItemListPage', headers: admin, payload: { dictId: alias.records[0].id } })).json().data;
    expect(viaAlias.total).toBe(2);
  });

  it('answers the items of a type with labels in the caller\'s language, in pig\'s shape', async () => {
    await makeDict('repair_level');
    const zh = await typeItems('repair_level', { ...admin, 'accept-language': 'zh-CN' });
    expect(zh[0]).toEqual({ id: expect.any(Number), dictId: expect.any(Number), type: 'repair_level', value: 'B', label: '二级', description: '', sort: 1, remark: '' });
    expect(zh.map((i) => i.label)).toEqual(['二级', '一级', '三级']);
    // A missing translation falls back to the zh-CN label.
    expect(await labels('repair_level', en)).toEqual(['B=Second', 'A=First', 'C=三级']);
    expect(await labels('repair_level', { ...admin, 'accept-language': 'es-ES' })).toEqual(['B=二级', 'A=Primero', 'C=三级']);
    // Without Accept-Language, the tenant's default language (tenant 2: en-US).
    const { 'TENANT-ID': _, ...noLang } = admin2;
    expect(await labels('sex', noLang)).toEqual(['1=Male', '2=Female']);
    expect(await typeItems('no_such_type', admin)).toEqual([]);
    // Any signed-in user may read them.
    expect(await labels('sex', { ...engineer, 'accept-language': 'es-ES' })).toEqual(['1=Hombre', '2=Mujer']);
  });

  it('serves a type from cache, dropped by every dictionary write and by sync', async () => {
    const dict = await makeDict('cached_level');
    expect(await labels('cached_level', admin)).toEqual(['B=二级', 'A=一级', 'C=三级']);
    // A change behind the API's back is not seen until sync: the answer comes from the cache.
    await db.execute(sql`update sys_dict_item set label = '后台改' where type = 'cached_level' and value = 'A'`);
    expect(await labels('cached_level', admin)).toContain('A=一级');
    expect((await t.request({ method: 'PUT', url: '/admin/dict/sync', headers: admin })).statusCode).toBe(200);
    expect(await labels('cached_level', admin)).toContain('A=后台改');
    // Every write through the API shows at once: item edit, add, delete, dictionary retype.
    const [itemC] = await db.select().from(sysDictItem).where(and(eq(sysDictItem.type, 'cached_level'), eq(sysDictItem.value, 'C')));
    await t.request({ method: 'PUT', url: '/admin/dict/item', headers: admin, payload: { id: itemC.id, label: '三级改', sort: 0 } });
    expect(await labels('cached_level', admin)).toEqual(['C=三级改', 'B=二级', 'A=后台改']);
    await t.request({ method: 'POST', url: '/admin/dict/item/', headers: admin, payload: { dictId: dict.id, value: 'D', label: '四级', sort: 9 } });
    await t.request({ method: 'DELETE', url: `/admin/dict/item/${itemC.id}`, headers: admin });
    expect(await labels('cached_level', admin)).toEqual(['B=二级', 'A=后台改', 'D=四级']);
    const retyped = await t.request({ method: 'PUT', url: '/admin/dict', headers: admin, payload: { id: dict.id, type: 'cached_grade' } });
    expect(retyped.json().data).toMatchObject({ type: 'cached_grade', description: '维修等级' });
    expect(await typeItems('cached_level', admin)).toEqual([]);
    expect(await labels('cached_grade', admin)).toEqual(['B=二级', 'A=后台改', 'D=四级']);
  });

  it('keeps the cache per tenant: one tenant\'s entries and writes never reach another', async () => {
    expect(await labels('urgency', admin)).toContain('2=紧急');
    expect(await labels('urgency', { ...admin2, 'accept-language': 'zh-CN' })).toContain('2=紧急');
    const [item] = await db.select().from(sysDictItem).where(and(eq(sysDictItem.tenantId, 1), eq(sysDictItem.type, 'urgency'), eq(sysDictItem.value, '2')));
    await t.request({ method: 'PUT', url: '/admin/dict/item', headers: admin, payload: { id: item.id, label: '加急' } });
    expect(await labels('urgency', admin)).toContain('2=加急');
    expect(await labels('urgency', { ...admin2, 'accept-language': 'zh-CN' })).toContain('2=紧急');
    // Tenant 1's own dictionary does not exist for tenant 2, cached or not.
    expect(await labels('repair_level', admin)).toHaveLength(3);
    expect(await typeItems('repair_level', admin2)).toEqual([]);
  });

  it('adds, edits and deletes a dictionary with its items in one go; add and update aliases work', async () => {
    const add = await t.request({ method: 'POST', url: '/admin/dict/add', headers: admin, payload: { type: 'temp_kind', remark: 'r' } });
    expect(add.statusCode).toBe(200);
    const dict = add.json().data;
    expect(dict).toMatchObject({ type: 'temp_kind', description: '', systemFlag: '0', tenantId: 1 });
    const upd = await t.request({ method: 'POST', url: '/admin/dict/update', headers: admin, payload: { id: dict.id, description: '临时' } });
    // An edit changes only what it sends.
    expect(upd.json().data).toMatchObject({ type: 'temp_kind', description: '临时', remark: 'r' });
    const item = (await t.request({ method: 'POST', url: '/admin/dict/item', headers: admin, payload: { dictId: dict.id, value: 'x', label: '甲' } })).json().data;
    expect((await t.request({ method: 'GET', url: `/admin/dict/item/${item.id}`, headers: admin })).json().data).toMatchObject({ type: 'temp_kind', value: 'x', label: '甲', labelEn: '' });
    const del = await t.request({ method: 'DELETE', url: `/admin/dict/${dict.id}`, headers: admin });
    expect(del.json()).toEqual({ code: 0, msg: null, data: true });
    expect((await t.request({ method: 'GET', url: `/admin/dict/${dict.id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/admin/dict/item/${item.id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/admin/dict/item/page', headers: admin, query: { dictId: String(dict.id) } })).json().data.total).toBe(0);
    const [gone] = await db.select().from(sysDictItem).where(eq(sysDictItem.id, item.id));
    expect(gone.deletedAt).not.toBeNull();
    // The type is free again once its dictionary is deleted.
    expect((await t.request({ method: 'POST', url: '/admin/dict/', headers: admin, payload: { type: 'temp_kind' } })).statusCode).toBe(200);
  });

  it('refuses duplicates naming the field', async () => {
    const dup = await t.request({ method: 'POST', url: '/admin/dict', headers: en, payload: { type: 'log_type' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('type: already exists');
    const [dict] = await db.select().from(sysDict).where(and(eq(sysDict.tenantId, 1), eq(sysDict.type, 'repair_level')));
    const dupValue = await t.request({ method: 'POST', url: '/admin/dict/item', headers: en, payload: { dictId: dict.id, value: 'A', label: 'again' } });
    expect(dupValue.statusCode).toBe(400);
    expect(dupValue.json().msg).toBe('value: already exists');
    const [itemB] = await db.select().from(sysDictItem).where(and(eq(sysDictItem.dictId, dict.id), eq(sysDictItem.value, 'B')));
    const renameTo = await t.request({ method: 'PUT', url: '/admin/dict/item', headers: en, payload: { id: itemB.id, value: 'A' } });
    expect(renameTo.json().msg).toBe('value: already exists');
    const retype = await t.request({ method: 'PUT', url: '/admin/dict', headers: en, payload: { id: dict.id, type: 'sex' } });
    expect(retype.json().msg).toBe('type: already exists');
  });

  it('protects system dictionaries: no delete, no retype, items keep their values; labels stay editable', async () => {
    const [dict] = await db.select().from(sysDict).where(and(eq(sysDict.tenantId, 1), eq(sysDict.type, 'yes_no')));
    const [item] = await db.select().from(sysDictItem).where(and(eq(sysDictItem.dictId, dict.id), eq(sysDictItem.value, '1')));
    const del = await t.request({ method: 'DELETE', url: `/admin/dict/${dict.id}`, headers: en });
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toBe('Built-in system data cannot be deleted or have its code changed');
    expect((await t.request({ method: 'PUT', url: '/admin/dict', headers: admin, payload: { id: dict.id, type: 'yes_or_no' } })).statusCode).toBe(409);
    expect((await t.request({ method: 'DELETE', url: `/admin/dict/item/${item.id}`, headers: admin })).statusCode).toBe(409);
    expect((await t.request({ method: 'PUT', url: '/admin/dict/item', headers: admin, payload: { id: item.id, value: 'Y' } })).statusCode).toBe(409);
    const relabel = await t.request({ method: 'PUT', url: '/admin/dict/item', headers: admin, payload: { id: item.id, labelEs: 'Sí, claro', description: 'd' } });
    expect(relabel.json().data).toMatchObject({ value: '1', label: '是', labelEs: 'Sí, claro', description: 'd' });
    expect((await t.request({ method: 'PUT', url: '/admin/dict', headers: admin, payload: { id: dict.id, description: '是/否' } })).statusCode).toBe(200);
    const [after] = await db.select().from(sysDict).where(eq(sysDict.id, dict.id));
    expect(after).toMatchObject({ type: 'yes_no', deletedAt: null });
  });

  it('keeps tenants apart: tenant 2 cannot read, list, change or delete tenant 1 dictionaries', async () => {
    const [dict] = await db.select().from(sysDict).where(and(eq(sysDict.tenantId, 1), eq(sysDict.type, 'repair_level')));
    const [item] = await db.select().from(sysDictItem).where(and(eq(sysDictItem.dictId, dict.id), eq(sysDictItem.value, 'A')));
    const as2 = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.request({ method, url, headers: admin2, payload });
    expect((await as2('GET', `/admin/dict/${dict.id}`)).statusCode).toBe(404);
    expect((await as2('POST', '/admin/dict/getById', { id: dict.id })).statusCode).toBe(404);
    expect((await as2('PUT', '/admin/dict', { id: dict.id, description: 'hacked' })).statusCode).toBe(404);
    expect((await as2('DELETE', `/admin/dict/${dict.id}`)).statusCode).toBe(404);
    expect((await as2('GET', `/admin/dict/item/${item.id}`)).statusCode).toBe(404);
    expect((await as2('PUT', '/admin/dict/item', { id: item.id, label: 'hacked' })).statusCode).toBe(404);
    expect((await as2('DELETE', `/admin/dict/item/${item.id}`)).statusCode).toBe(404);
    expect((await as2('POST', '/admin/dict/item', { dictId: dict.id, value: 'Z', label: 'planted' })).statusCode).toBe(404);
    const listed = await t.request({ method: 'GET', url: '/admin/dict/item/page', headers: admin2, query: { dictId: String(dict.id) } });
    expect(listed.json().data.total).toBe(0);
    expect((await t.request({ method: 'GET', url: '/admin/dict/page', headers: admin2, query: { type: 'repair_level' } })).json().data.total).toBe(0);
    // Naming tenant 1 in the header does not help a user who is not a member of it.
    const header = await t.request({ method: 'GET', url: `/admin/dict/${dict.id}`, headers: { ...admin2, 'TENANT-ID': '1' } });
    expect(header.statusCode).toBe(403);
    const [dictAfter] = await db.select().from(sysDict).where(eq(sysDict.id, dict.id));
    const items = await db.select().from(sysDictItem).where(eq(sysDictItem.dictId, dict.id));
    expect(dictAfter).toMatchObject({ description: '维修等级', deletedAt: null });
    expect(items.map((i) => `${i.value}=${i.label}:${i.deletedAt}`).sort()).toEqual(['A=一级:null', 'B=二级:null', 'C=三级:null']);
  });

  it('denies management without the permission (engineer_wang) and changes nothing', async () => {
    const [dict] = await db.select().from(sysDict).where(and(eq(sysDict.tenantId, 1), eq(sysDict.type, 'repair_level')));
    const calls = [
      { method: 'GET', url: '/admin/dict/page' },
      { method: 'GET', url: `/admin/dict/${dict.id}` },
      { method: 'GET', url: '/admin/dict/item/page' },
      { method: 'POST', url: '/admin/dict', payload: { type: 'sneaky' } },
      { method: 'PUT', url: '/admin/dict', payload: { id: dict.id, description: 'sneaky' } },
      { method: 'DELETE', url: `/admin/dict/${dict.id}` },
      { method: 'POST', url: '/admin/dict/item', payload: { dictId: dict.id, value: 'S', label: 'sneaky' } },
      { method: 'PUT', url: '/admin/dict/sync' },
    ] as const;
    for (const call of calls) {
      const res = await t.request({ ...call, headers: engineer });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json()).toEqual({ code: 1, msg: '当前操作没有权限', data: null });
    }
    expect(await db.select().from(sysDict).where(eq(sysDict.type, 'sneaky'))).toHaveLength(0);
    expect(await db.select().from(sysDictItem).where(eq(sysDictItem.value, 'S'))).toHaveLength(0);
    const [after] = await db.select().from(sysDict).where(eq(sysDict.id, dict.id));
    expect(after).toMatchObject({ description: '维修等级', deletedAt: null });
  });

  it('rejects bad input naming the field and the rule, and writes nothing', async () => {
    const [dict] = await db.select().from(sysDict).where(and(eq(sysDict.tenantId, 1), eq(sysDict.type, 'repair_level')));
    const noType = await t.request({ method: 'POST', url: '/admin/dict', headers: en, payload: { description: 'x'.repeat(129) } });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().msg).toContain('type: cannot be empty');
    expect(noType.json().msg).toContain('description: length cannot exceed 128 characters');
    const longType = await t.request({ method: 'POST', url: '/admin/dict', headers: en, payload: { type: 't'.repeat(65) } });
    expect(longType.json().msg).toBe('type: length cannot exceed 64 characters');
    const badItem = await t.request({ method: 'POST', url: '/admin/dict/item', headers: en, payload: { dictId: dict.id, value: 'Q', label: '', sort: 'x', labelEn: 'e'.repeat(129) } });
    expect(badItem.statusCode).toBe(400);
    for (const part of ['label: cannot be empty', 'sort:', 'labelEn: length cannot exceed 128 characters']) expect(badItem.json().msg).toContain(part);
    const noDict = await t.request({ method: 'POST', url: '/admin/dict/item', headers: en, payload: { dictId: 'abc', value: 'Q', label: 'q' } });
    expect(noDict.statusCode).toBe(400);
    expect(noDict.json().msg).toContain('dictId:');
    const badPage = await t.request({ method: 'GET', url: '/admin/dict/page', headers: en, query: { size: '100000' } });
    expect(badPage.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/admin/dict/abc', headers: en })).statusCode).toBe(400);
    expect((await t.request({ method: 'PUT', url: '/admin/dict', headers: en, payload: { description: 'no id' } })).statusCode).toBe(400);
    expect(await db.select().from(sysDict).where(eq(sysDict.type, 't'.repeat(65)))).toHaveLength(0);
    expect(await db.select().from(sysDictItem).where(eq(sysDictItem.value, 'Q'))).toHaveLength(0);
  });
});

describe('system parameters', async () => {
  const t = await createTestApp();
  const { db } = t.deps.database;
  const admin = await t.login('admin');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const en = { ...admin, 'accept-language': 'en-US' };
  const publicValue = async (key: string, tenant = '1') =>
    (await t.request({ method: 'GET', url: `/admin/param/publicValue/${key}`, headers: { 'TENANT-ID': tenant } })).json().data;
  const paramOf = async (tenantId: number, publicKey: string) =>
    (await db.select().from(sysParam).where(and(eq(sysParam.tenantId, tenantId), eq(sysParam.publicKey, publicKey))))[0];

  it('pages, gets, adds, edits and deletes a parameter', async () => {
    const list = (await t.request({ method: 'GET', url: '/admin/param/page', headers: admin, query: { publicKey: 'map_' } })).json().data;
    expect(list.records.map((p: { publicKey: string }) => p.publicKey)).toEqual(['MAP_TILE_URL', 'MAP_CENTER']);
    const add = await t.request({ method: 'POST', url: '/admin/param', headers: admin, payload: { publicKey: 'SLA_WARN', name: 'SLA 预警', publicValue: '30' } });
    expect(add.statusCode).toBe(200);
    const param = add.json().data;
    expect(param).toMatchObject({ publicKey: 'SLA_WARN', publicValue: '30', status: '0', systemFlag: '0', tenantId: 1 });
    expect((await t.request({ method: 'GET', url: `/admin/param/${param.id}`, headers: admin })).json().data.name).toBe('SLA 预警');
    const edit = await t.request({ method: 'PUT', url: '/admin/param', headers: admin, payload: { id: param.id, publicValue: '45' } });
    expect(edit.json().data).toMatchObject({ publicKey: 'SLA_WARN', publicValue: '45', name: 'SLA 预警' });
    expect((await t.request({ method: 'GET', url: '/admin/param/page', headers: admin, query: { status: '0', systemFlag: '0' } })).json().data.total).toBe(1);
    const dup = await t.request({ method: 'POST', url: '/admin/param', headers: en, payload: { publicKey: 'SLA_WARN', name: 'again' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('publicKey: already exists');
    const rekey = await t.request({ method: 'PUT', url: '/admin/param', headers: en, payload: { id: param.id, publicKey: 'MAP_CENTER' } });
    expect(rekey.json().msg).toBe('publicKey: already exists');
    expect((await t.request({ method: 'DELETE', url: `/admin/param/${param.id}`, headers: admin })).json().data).toBe(true);
    expect((await t.request({ method: 'GET', url: `/admin/param/${param.id}`, headers: admin })).statusCode).toBe(404);
    // The key is free again.
    expect((await t.request({ method: 'POST', url: '/admin/param', headers: admin, payload: { publicKey: 'SLA_WARN', name: 'again' } })).statusCode).toBe(200);
  });

  it('answers the public value of an enabled parameter to anyone, per TENANT-ID', async () => {
    expect(await publicValue('MAP_CENTER')).toBe('116.397428,39.90923,12');
    expect(await publicValue('NO_SUCH_KEY')).toBeNull();
    const created = (await t.request({ method: 'POST', url: '/admin/param', headers: admin, payload: { publicKey: 'T1_ONLY', name: 'x', publicValue: 'v1' } })).json().data;
    expect(await publicValue('T1_ONLY')).toBe('v1');
    expect(await publicValue('T1_ONLY', '2')).toBeNull();
    await t.request({ method: 'PUT', url: '/admin/param', headers: admin, payload: { id: created.id, status: '1' } });
    expect(await publicValue('T1_ONLY')).toBeNull();
  });

  it('protects built-in parameters: no delete, no new key; their value takes effect at once (REGISTER_USER)', async () => {
    const flag = await paramOf(1, 'REGISTER_USER');
    const del = await t.request({ method: 'DELETE', url: `/admin/param/${flag.id}`, headers: en });
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toBe('Built-in system data cannot be deleted or have its code changed');
    expect((await t.request({ method: 'PUT', url: '/admin/param', headers: admin, payload: { id: flag.id, publicKey: 'REGISTER' } })).statusCode).toBe(409);
    const register = (username: string) =>
      t.request({ method: 'POST', url: '/admin/register/user', headers: { 'TENANT-ID': '1' }, payload: { username, password: 'rKu1/348LvKp0rsVC06eCA==' } });
    expect((await t.request({ method: 'PUT', url: '/admin/param', headers: admin, payload: { id: flag.id, publicValue: 'false' } })).statusCode).toBe(200);
    expect((await register('reg_closed')).statusCode).toBe(403);
    await t.request({ method: 'PUT', url: '/admin/param', headers: admin, payload: { id: flag.id, publicValue: 'true' } });
    expect((await register('reg_open')).statusCode).toBe(200);
    expect(await paramOf(1, 'REGISTER_USER')).toMatchObject({ publicKey: 'REGISTER_USER', deletedAt: null, systemFlag: '1' });
  });

  it('keeps tenants apart: tenant 2 cannot read, list, change or delete tenant 1 parameters', async () => {
    const param = await paramOf(1, 'MAP_TILE_URL');
    expect((await t.request({ method: 'GET', url: `/admin/param/${param.id}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: '/admin/param', headers: admin2, payload: { id: param.id, publicValue: 'http://evil' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/admin/param/${param.id}`, headers: admin2 })).statusCode).toBe(404);
    const page2 = (await t.request({ method: 'GET', url: '/admin/param/page', headers: admin2, query: { publicKey: 'T1_ONLY' } })).json().data;
    expect(page2.total).toBe(0);
    const own = (await t.request({ method: 'GET', url: '/admin/param/page', headers: admin2, query: { size: '100' } })).json().data.records;
    expect(new Set(own.map((p: { tenantId: number }) => p.tenantId))).toEqual(new Set([2]));
    expect((await t.request({ method: 'GET', url: '/admin/param/page', headers: { ...admin2, 'TENANT-ID': '1' } })).statusCode).toBe(403);
    // Tenant 2 may use a key tenant 1 has: keys are unique per tenant.
    expect((await t.request({ method: 'POST', url: '/admin/param', headers: admin2, payload: { publicKey: 'T1_ONLY', name: 'own', publicValue: 'v2' } })).statusCode).toBe(200);
    expect(await publicValue('T1_ONLY', '2')).toBe('v2');
    expect(await paramOf(1, 'MAP_TILE_URL')).toMatchObject({ publicValue: param.publicValue, deletedAt: null });
  });

  it('denies management without the permission (engineer_wang) and changes nothing', async () => {
    const param = await paramOf(1, 'MAP_TILE_URL');
    const calls = [
      { method: 'GET', url: '/admin/param/page' },
      { method: 'GET', url: `/admin/param/${param.id}` },
      { method: 'POST', url: '/admin/param', payload: { publicKey: 'SNEAKY', name: 'x' } },
      { method: 'PUT', url: '/admin/param', payload: { id: param.id, publicValue: 'sneaky' } },
      { method: 'DELETE', url: `/admin/param/${param.id}` },
    ] as const;
    for (const call of calls) expect((await t.request({ ...call, headers: engineer })).statusCode, `${call.method} ${call.url}`).toBe(403);
    expect(await paramOf(1, 'SNEAKY')).toBeUndefined();
    expect(await paramOf(1, 'MAP_TILE_URL')).toMatchObject({ publicValue: param.publicValue });
  });

  it('rejects bad input naming the field and the rule, and writes nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/admin/param', headers: en, payload: { publicKey: 'BAD KEY', publicValue: 'v'.repeat(2001), status: '7' } });
    expect(res.statusCode).toBe(400);
    for (const part of ['publicKey: format error', 'publicValue: length cannot exceed 2000 characters', 'name: cannot be empty', 'status:']) expect(res.json().msg).toContain(part);
    const long = await t.request({ method: 'POST', url: '/admin/param', headers: en, payload: { publicKey: 'K'.repeat(65), name: 'n' } });
    expect(long.json().msg).toBe('publicKey: length cannot exceed 64 characters');
    const param = await paramOf(1, 'MAP_CENTER');
    const badEdit = await t.request({ method: 'PUT', url: '/admin/param', headers: en, payload: { id: param.id, name: '' } });
    expect(badEdit.statusCode).toBe(400);
    expect(await paramOf(1, 'BAD KEY')).toBeUndefined();
    expect(await paramOf(1, 'K'.repeat(65))).toBeUndefined();
    expect((await paramOf(1, 'MAP_CENTER')).name).toBe(param.name);
  });
});
