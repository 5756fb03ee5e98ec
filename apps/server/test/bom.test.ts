/**
 * Parts BOMs over HTTP: BOM groups with part lines (CRUD, references), the change records their saves and deletes
 * write (never by hand), parts and models in a BOM kept from deletion, tenant isolation, permission denial, bad input.
 */
import { errorText } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';

describe('parts BOM', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const db = t.deps.database.db;
  const bom = (verb: string, payload: object, headers = admin) => t.request({ method: 'POST', url: `/basic/basPartsBom/${verb}`, headers, payload });
  const changes = (verb: string, payload: object, headers = admin) => t.request({ method: 'POST', url: `/basic/basPartsBomChange/${verb}`, headers, payload });
  const idOf = async (table: typeof s.basItem | typeof s.basParts, tenantId: number, code: string) =>
    (await db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.code, code))))[0].id;
  const model = await idOf(s.basItem, 1, 'KFR-72LW-B2');
  const board = await idOf(s.basParts, 1, 'P-MB-35GW');
  const sensor = await idOf(s.basParts, 1, 'P-TS-NTC10K');
  const valve = await idOf(s.basParts, 1, 'P-EEV-01');
  const foreignPart = await idOf(s.basParts, 2, 'P-COMP-35');
  const recordsOf = async (bomId: number) =>
    (await changes('getListPage', { current: '1', size: '100', filters: { bomId: String(bomId) }, sort: 'id', order: 'asc' })).json().objx.records as Record<string, unknown>[];

  it('shows the demo BOMs with the history their saves wrote', async () => {
    const list = (await bom('getListPage', { current: '1', size: '20', filters: { code: 'BOM-KFR35-IN' } })).json().objx.records;
    expect(list).toHaveLength(1);
    const got = (await bom('getById', { id: list[0].id })).json().objx;
    expect(got.lines).toHaveLength(7);
    // A listed BOM carries its lines too: the edit dialog opens on the listed row.
    expect(list[0].lines).toEqual(got.lines);
    const history = await recordsOf(list[0].id);
    expect(history.map((r) => r.changeType)).toEqual(['add', 'add', 'add', 'add', 'add', 'add', 'update', 'add']);
    expect(history[6]).toMatchObject({ partsId: sensor, fromQuantity: 1, toQuantity: 2, changedBy: 'admin', reason: expect.stringContaining('ECN-2025-031') });
  });

  it('records each line of a new BOM, each change of a save with its reason, and the lines of a deleted BOM', async () => {
    const added = await bom('add', { code: 'T-BOM', name: '3匹柜机内机', itemId: model, lines: [{ partsId: board, quantity: 1, position: '电控盒' }, { partsId: sensor, quantity: 2 }] });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json().objx;
    expect((await recordsOf(id)).map((r) => [r.changeType, r.partsId, r.toQuantity, r.changedBy])).toEqual([
      ['add', board, 1, 'admin'],
      ['add', sensor, 2, 'admin'],
    ]);

    // A save that leaves the lines alone writes nothing.
    expect((await bom('update', { id, name: '3匹柜机室内机' })).statusCode).toBe(200);
    expect(await recordsOf(id)).toHaveLength(2);

    const changed = await bom('update', {
      id,
      changeReason: '传感器改为 1 个，增加膨胀阀',
      lines: [{ partsId: sensor, quantity: 1, position: '回风口' }, { partsId: valve, quantity: 1 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await recordsOf(id)).slice(2);
    expect(after.map((r) => [r.changeType, r.partsId, r.fromQuantity, r.toQuantity, r.fromPosition, r.toPosition])).toEqual([
      ['update', sensor, 2, 1, null, '回风口'],
      ['add', valve, null, 1, null, null],
      ['remove', board, 1, null, '电控盒', null],
    ]);
    expect(after.every((r) => r.reason === '传感器改为 1 个，增加膨胀阀' && r.itemId === model)).toBe(true);

    expect((await bom('delete', { id })).statusCode).toBe(200);
    expect((await recordsOf(id)).slice(5).map((r) => [r.changeType, r.partsId])).toEqual([
      ['remove', sensor],
      ['remove', valve],
    ]);
  });

  it('needs a reason to change the lines of an existing BOM, and writes nothing without one', async () => {
    const { id } = (await bom('add', { code: 'T-BOM2', name: 'x', itemId: model, lines: [{ partsId: board, quantity: 1 }] })).json().objx;
    const res = await bom('update', { id, changeReason: '', lines: [{ partsId: board, quantity: 3 }] }, en);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`changeReason: ${errorText('required', 'en-US')}`);
    expect((await bom('getById', { id })).json().objx.lines).toMatchObject([{ partsId: board, quantity: 1 }]);
    expect(await recordsOf(id)).toHaveLength(1);
  });

  it('refuses lines naming a missing or another tenant\'s part, a part twice, and no lines', async () => {
    const bad = await bom('add', { code: 'T-BOM3', name: 'x', itemId: model, lines: [{ partsId: foreignPart, quantity: 1 }, { partsId: 999999, quantity: 1 }] }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(`lines[0].partsId: ${errorText('notFound', 'en-US')}; lines[1].partsId: ${errorText('notFound', 'en-US')}`);
    const twice = await bom('add', { code: 'T-BOM3', name: 'x', itemId: model, lines: [{ partsId: board, quantity: 1 }, { partsId: board, quantity: 2 }, { partsId: sensor, quantity: 0 }] }, en);
    expect(twice.json().msg).toContain(`lines[1].partsId: ${errorText('duplicate', 'en-US')}`);
    expect(twice.json().msg).toContain(`lines[2].quantity: ${errorText('minValue', 'en-US', { n: 1 })}`);
    const none = await bom('add', { code: 'T-BOM3', name: 'x', itemId: model, lines: [] }, en);
    expect(none.json().msg).toContain(`lines: ${errorText('minValue', 'en-US', { n: 1 })}`);
    expect(await db.select().from(s.basPartsBom).where(eq(s.basPartsBom.code, 'T-BOM3'))).toEqual([]);
  });

  it('keeps a part in a live BOM and a model with a BOM from being deleted', async () => {
    const part = await t.request({ method: 'POST', url: '/basic/basParts/delete', headers: en, payload: { id: board } });
    expect(part.statusCode).toBe(409);
    expect(part.json().msg).toBe(errorText('inUse', 'en-US'));
    const item = await t.request({ method: 'POST', url: '/basic/basItem/delete', headers: en, payload: { id: model } });
    expect(item.statusCode).toBe(409);
  });

  it('has no hand-written change records: the records can be listed and exported only', async () => {
    for (const verb of ['add', 'update', 'delete', 'saveOrUpdate', 'getListByExcel']) expect((await changes(verb, { id: 1 })).statusCode, verb).toBe(404);
    const exported = await changes('export', { columns: [{ field: 'changeType', title: 'Change' }] });
    expect(exported.statusCode).toBe(200);
  });

  it('keeps tenants apart', async () => {
    const [one] = await db.select().from(s.basPartsBom).where(and(eq(s.basPartsBom.tenantId, 1), eq(s.basPartsBom.code, 'BOM-DSZF60')));
    expect((await bom('getById', { id: one.id }, admin2)).statusCode).toBe(404);
    expect((await bom('update', { id: one.id, name: 'x' }, admin2)).statusCode).toBe(404);
    expect((await bom('delete', { id: one.id }, admin2)).statusCode).toBe(404);
    const theirs = (await changes('getListPage', { current: '1', size: '200' }, admin2)).json().objx.records;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((r: { bomId: number }) => r.bomId === one.id)).toBe(false);
    expect((await db.select().from(s.basPartsBom).where(eq(s.basPartsBom.id, one.id)))[0]).toMatchObject({ name: one.name, deletedAt: null });
  });

  it('answers 403 to a user without the permissions, writing nothing', async () => {
    const before = (await db.select().from(s.basPartsBom)).length;
    expect((await bom('getListPage', {}, engineer)).statusCode).toBe(403);
    expect((await bom('add', { code: 'E-BOM', name: 'x', itemId: model, lines: [{ partsId: board, quantity: 1 }] }, engineer)).statusCode).toBe(403);
    expect((await changes('getListPage', {}, engineer)).statusCode).toBe(403);
    expect((await db.select().from(s.basPartsBom)).length).toBe(before);
  });
});
