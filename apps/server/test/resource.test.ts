/** The generic resource routes, on a flat resource (service types) and a tree (areas). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { basArea, basServiceType } from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';

describe('a flat resource: /basic/basServiceType', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const call = (verb: string, payload: unknown, headers = admin) => t.request({ method: 'POST', url: `/basic/basServiceType/${verb}`, headers, payload: payload as object });

  it('lists with filters, sort and paging in the business envelope', async () => {
    const res = await call('getListPage', { current: '1', size: '3', sort: 'code', order: 'descending', filters: { orderType: 'install,repair' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.type).toBe('success');
    expect(body.objx.total).toBe(3);
    expect(body.objx.records.map((r: { code: string }) => r.code)).toEqual(['RPR-HOME', 'INST-WH', 'INST-AC']);
    expect(body.objx.records[0]).not.toHaveProperty('tenantId');
    expect(body.objx.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const page2 = (await call('getListPage', { current: 2, size: 5, searchCount: 'false' })).json().objx;
    expect(page2.records).toHaveLength(3);
    expect(page2).toMatchObject({ total: 0, searchCount: false, current: 2, size: 5 });
    // A page with rows that is not full gives the total (the rows before it and its own); a full page and a page past
    // the end count; an empty first page is none.
    const all = (await call('getListPage', { size: 200 })).json().objx;
    expect(all.total).toBe(all.records.length);
    expect(all.total).toBeGreaterThan(5);
    expect((await call('getListPage', { current: 1, size: 2 })).json().objx).toMatchObject({ total: all.total, records: [expect.any(Object), expect.any(Object)] });
    const last = Math.ceil(all.total / 5);
    expect((await call('getListPage', { current: last, size: 5 })).json().objx).toMatchObject({ total: all.total, records: all.records.slice((last - 1) * 5) });
    expect((await call('getListPage', { current: 99, size: 5 })).json().objx).toMatchObject({ total: all.total, records: [] });
    expect((await call('getListPage', { filters: { code: 'NO-SUCH' } })).json().objx).toMatchObject({ total: 0, records: [] });
    const like = (await call('getListPage', { filters: { name: '安装' } })).json().objx;
    expect(like.records.map((r: { code: string }) => r.code).sort()).toEqual(['INST-AC', 'INST-WH']);
    expect((await call('getCount', { filters: { orderType: 'repair' } })).json().objx).toBe(1);
  });

  it('treats % and _ in a search as literal characters', async () => {
    expect((await call('getListPage', { filters: { name: '%' } })).json().objx.total).toBe(0);
  });

  it('refuses undeclared filter and sort fields, naming them', async () => {
    const sort = await call('getListPage', { sort: 'tenantId' }, en);
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toEqual({ type: 'error', msg: 'sort tenantId: is not an allowed field', objx: null });
    const filter = await call('getListPage', { filters: { remark: 'x' } }, en);
    expect(filter.json().msg).toBe('filters.remark: is not an allowed field');
    expect((await call('getListPage', { size: '0' })).statusCode).toBe(400);
  });

  it('adds with every validation problem reported at once, and writes nothing when one fails', async () => {
    const bad = await call('add', { code: 'bad code', name: '', orderType: 'x'.repeat(20), sort: -1, tenantId: 2 }, en);
    expect(bad.statusCode).toBe(400);
    const msg = bad.json().msg;
    for (const part of ['tenantId: is not an allowed field', 'code: format error', 'name: cannot be empty', 'orderType: length cannot exceed 16 characters', 'sort: cannot be less than 0']) {
      expect(msg).toContain(part);
    }
    expect(await t.deps.database.db.select().from(basServiceType).where(eq(basServiceType.code, 'bad code'))).toHaveLength(0);
    const ok = await call('add', { code: 'NEW-1', name: '新服务', orderType: 'repair', sort: 50 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().objx).toMatchObject({ code: 'NEW-1', name: '新服务', enabled: true, createdBy: 1 });
    const dup = await call('add', { code: 'NEW-1', name: 'again', orderType: 'repair' }, en);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('code: already exists');
  });

  it('takes only values its dictionary has for a dictionary field, on add and on update', async () => {
    const bad = await call('add', { code: 'OPT-1', name: '无此类型', orderType: 'teleport' }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('orderType: is not one of its options');
    expect((await call('getListPage', { filters: { code: 'OPT-1' } })).json().objx.total).toBe(0);
    const created = (await call('add', { code: 'OPT-1', name: '有此类型', orderType: 'repair' })).json().objx;
    expect((await call('update', { id: created.id, orderType: 'teleport' }, en)).json().msg).toBe('orderType: is not one of its options');
    expect((await call('getById', { id: created.id })).json().objx.orderType).toBe('repair');
  });

  it('updates only what it is sent, and deletes softly so the code can be used again', async () => {
    const created = (await call('add', { code: 'UPD-1', name: '待改', orderType: 'consult', sort: 7, remark: 'keep me' })).json().objx;
    const updated = (await call('update', { id: created.id, name: '已改' })).json().objx;
    expect(updated).toMatchObject({ name: '已改', code: 'UPD-1', sort: 7, remark: 'keep me', updatedBy: 1 });
    expect((await call('update', { id: 999999, name: 'x' })).statusCode).toBe(404);
    expect((await call('delete', { ids: [created.id, 999999] })).statusCode).toBe(404);
    expect((await call('getById', { id: created.id })).statusCode).toBe(200);
    expect((await call('delete', { id: created.id })).json().objx).toBe(1);
    expect((await call('getById', { id: created.id })).statusCode).toBe(404);
    expect((await call('add', { code: 'UPD-1', name: '重用', orderType: 'consult' })).statusCode).toBe(200);
  });

  it('keeps tenants apart: tenant 2 cannot see, change or delete tenant 1 rows', async () => {
    const admin2 = await t.login('admin2', { tenantId: 2 });
    const [row] = await t.deps.database.db.select().from(basServiceType).where(and(eq(basServiceType.tenantId, 1), eq(basServiceType.code, 'INST-AC')));
    const other = (verb: string, payload: unknown) => call(verb, payload, admin2);
    expect((await other('getById', { id: row.id })).statusCode).toBe(404);
    expect((await other('update', { id: row.id, name: 'hacked' })).statusCode).toBe(404);
    expect((await other('delete', { id: row.id })).statusCode).toBe(404);
    const list = (await other('getListPage', { filters: { code: 'INST-AC' } })).json().objx;
    expect(list.records.every((r: { id: number }) => r.id !== row.id)).toBe(true);
    const [after] = await t.deps.database.db.select().from(basServiceType).where(eq(basServiceType.id, row.id));
    expect(after).toMatchObject({ name: row.name, deletedAt: null });
  });

  it('denies every verb without the permission, changing nothing', async () => {
    const engineer = await t.login('engineer_wang');
    for (const [verb, payload] of [
      ['getListPage', {}],
      ['getCount', {}],
      ['getById', { id: 1 }],
      ['add', { code: 'X', name: 'x', orderType: 'repair' }],
      ['update', { id: 1, name: 'x' }],
      ['delete', { id: 1 }],
    ] as const) {
      const res = await call(verb, payload, engineer);
      expect(res.statusCode, verb).toBe(403);
      expect(res.json().type).toBe('error');
    }
    expect(await t.deps.database.db.select().from(basServiceType).where(eq(basServiceType.code, 'X'))).toHaveLength(0);
  });
});

describe('a tree resource: /basic/basArea', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const call = (verb: string, payload: unknown) => t.request({ method: 'POST', url: `/basic/basArea/${verb}`, headers: admin, payload: payload as object });
  const nodes = async (parentId?: number) => (await call('getTreeNodes', parentId === undefined ? {} : { parentId })).json().objx as { id: number; name: string; hasChildren: boolean }[];

  it('loads lazily: roots, then the children of a node, each saying whether it has children', async () => {
    const roots = await nodes();
    expect(roots.map((n) => n.name)).toEqual(['北京市', '上海市', '广东省']);
    expect(roots.every((n) => n.hasChildren)).toBe(true);
    const guangdong = roots[2];
    const cities = await nodes(guangdong.id);
    expect(cities.map((n) => n.name)).toEqual(['广州市', '深圳市']);
    const districts = await nodes(cities[0].id);
    expect(districts).toEqual([expect.objectContaining({ name: '天河区', hasChildren: false, level: '3' })]);
    // The grid's list says it too, so only nodes with children can be opened.
    const listed = (await call('getListPage', { filters: { name: '广州市,天河区' } })).json().objx.records as { name: string; hasChildren: boolean }[];
    expect(Object.fromEntries(listed.map((r) => [r.name, r.hasChildren]))).toEqual({ 广州市: true, 天河区: false });
  });

  it('keeps levels consistent with the parent and refuses to delete a node with children', async () => {
    const [guangdong] = (await nodes()).filter((n) => n.name === '广东省');
    const wrongLevel = await call('add', { parentId: guangdong.id, code: '440400', name: '珠海市', level: '3' });
    expect(wrongLevel.statusCode).toBe(400);
    const city = await call('add', { parentId: guangdong.id, code: '440400', name: '珠海市', level: '2', postalCode: '519000' });
    expect(city.statusCode).toBe(200);
    expect((await call('delete', { id: guangdong.id })).statusCode).toBe(409);
    expect((await call('delete', { id: city.json().objx.id })).statusCode).toBe(200);
    const [stillThere] = await t.deps.database.db.select().from(basArea).where(eq(basArea.id, guangdong.id));
    expect(stillThere.deletedAt).toBeNull();
  });
});

describe('a resource with child lines: /basic/basSla', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const call = (verb: string, payload: unknown, headers = admin) => t.request({ method: 'POST', url: `/basic/basSla/${verb}`, headers, payload: payload as object });
  const clocks = [
    { stage: 'response', standardMinutes: 30, reminderMinutes: 20 },
    { stage: 'completion', standardMinutes: 2880, reminderMinutes: 2400 },
  ];

  it('saves a header with its lines in one command and returns them in order', async () => {
    const res = await call('saveOrUpdate', { name: '测试规则', orderType: 'consult', lines: clocks });
    expect(res.statusCode).toBe(200);
    const sla = res.json().objx;
    expect(sla.lines.map((l: { stage: string; lineNo: number }) => [l.stage, l.lineNo])).toEqual([
      ['response', 0],
      ['completion', 1],
    ]);
    const got = (await call('getById', { id: sla.id })).json().objx;
    expect(got).toMatchObject({ name: '测试规则', orderType: 'consult', lines: [{ stage: 'response', standardMinutes: 30, reminderMinutes: 20 }, { stage: 'completion' }] });
  });

  it('replaces the lines when they are sent, and keeps them when only the header changes', async () => {
    const { id } = (await call('add', { name: '替换规则', lines: clocks })).json().objx;
    const renamed = (await call('saveOrUpdate', { id, name: '已改名' })).json().objx;
    expect(renamed.lines).toHaveLength(2);
    const replaced = (await call('update', { id, lines: [{ stage: 'arrival', standardMinutes: 240, reminderMinutes: 200 }] })).json().objx;
    expect(replaced).toMatchObject({ name: '已改名', lines: [{ stage: 'arrival', lineNo: 0 }] });
  });

  it('refuses bad lines with the line and field named, and writes neither header nor lines', async () => {
    const res = await call(
      'add',
      { name: '坏规则', lines: [{ stage: 'response', standardMinutes: 30, reminderMinutes: 30 }, { stage: 'response', standardMinutes: 10, reminderMinutes: 5 }, { stage: 'arrival' }] },
      en,
    );
    expect(res.statusCode).toBe(400);
    const msg = res.json().msg;
    expect(msg).toContain('lines[1].stage: already exists');
    expect(msg).toContain('lines[2].standardMinutes: cannot be empty');
    const noLines = await call('add', { name: '无时钟' }, en);
    expect(noLines.json().msg).toBe('lines: has the wrong type');
    const unknownStage = await call('add', { name: '未知阶段', lines: [{ stage: 'teleport', standardMinutes: 30, reminderMinutes: 10 }] }, en);
    expect(unknownStage.json().msg).toBe('lines[0].stage: is not one of its options');
    const late = await call('add', { name: '提醒过晚', lines: [{ stage: 'response', standardMinutes: 30, reminderMinutes: 30 }] }, en);
    expect(late.json().msg).toBe('lines[0].reminderMinutes: cannot be greater than 29');
    const list = (await call('getListPage', { filters: { name: '坏规则,无时钟,未知阶段,提醒过晚' } })).json().objx;
    expect(list.total).toBe(0);
  });

  it('checks the permission of what saveOrUpdate does, and keeps tenants apart', async () => {
    const engineer = await t.login('engineer_wang');
    expect((await call('saveOrUpdate', { name: 'x', lines: clocks }, engineer)).statusCode).toBe(403);
    const [first] = (await call('getListPage', {})).json().objx.records;
    const admin2 = await t.login('admin2', { tenantId: 2 });
    expect((await call('getById', { id: first.id }, admin2)).statusCode).toBe(404);
    expect((await call('saveOrUpdate', { id: first.id, name: 'hacked' }, admin2)).statusCode).toBe(404);
    expect((await call('getById', { id: first.id })).json().objx.name).toBe(first.name);
    // Import is offered only for resources without lines.
    expect((await call('importTemplate', { columns: [{ field: 'name', title: 'n' }] })).statusCode).toBe(404);
  });
});
