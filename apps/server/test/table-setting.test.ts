import { describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';

describe('grid column settings', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const save = (headers: Record<string, string>, json: unknown, tableName = 'basServiceType') =>
    t.request({ method: 'POST', url: '/basic/tableSetting/save', headers, payload: { tableName, json } });
  const load = (headers: Record<string, string>, tableName = 'basServiceType') =>
    t.request({ method: 'POST', url: '/basic/tableSetting/get', headers, payload: { tableName } });
  const columns = [
    { field: 'code', title: '编码', visible: true, width: 120 },
    { field: 'remark', title: '备注', visible: false },
  ];

  it('saves per user and table (the JSON string the spec client sends) and loads objx.data', async () => {
    expect((await load(admin)).json()).toEqual({ type: 'success', msg: null, objx: { data: null } });
    expect((await save(admin, JSON.stringify(columns))).statusCode).toBe(200);
    expect((await load(admin)).json().objx.data).toEqual([columns[0], { ...columns[1], title: '备注' }]);
    await save(admin, [{ field: 'code', title: '编码', visible: false }]);
    expect((await load(admin)).json().objx.data).toEqual([{ field: 'code', title: '编码', visible: false }]);
  });

  it('keeps each user and each tenant to their own settings', async () => {
    const centre = await t.login('centre_north');
    expect((await load(centre)).json().objx.data).toBeNull();
    const inTenant2 = { ...admin, 'TENANT-ID': '2' };
    expect((await load(inTenant2)).json().objx.data).toBeNull();
  });

  it('refuses malformed settings with a clear error and keeps the old ones', async () => {
    const before = (await load(admin)).json().objx.data;
    for (const bad of ['not json', JSON.stringify([{ field: '', visible: 'yes' }]), JSON.stringify({ a: 1 })]) {
      const res = await save({ ...admin, 'accept-language': 'en-US' }, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe('error');
    }
    expect((await save(admin, columns, 'bad name!')).statusCode).toBe(400);
    expect((await load(admin)).json().objx.data).toEqual(before);
    expect((await t.request({ method: 'POST', url: '/basic/tableSetting/get', payload: { tableName: 'x' } })).statusCode).toBe(401);
  });
});
