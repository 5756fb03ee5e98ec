/**
 * Quality and accident reports over HTTP (issue 18): an outlet writes a report (the product, its serial checked in the
 * barcode library, the order by its number, facts, severity, attachments; an accident with injury and damage), edits
 * and submits it; headquarters hears of it and confirms it or returns it with a reason, the outlet edits and resubmits;
 * the quality inspector confirms too. Every command refused in the wrong state, for another tenant, without the
 * permission, outside the scope, on a stale version and on bad input (which writes nothing); each kind only on its
 * own routes.
 */
import { errorText } from '@as/shared';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { localBus, type RealtimeEvent } from '../src/platform/realtime/event-bus.ts';
import { createTestApp, multipart } from './helper.ts';

describe('quality and accident reports', async () => {
  const events = localBus();
  const heard: RealtimeEvent[] = [];
  events.subscribe((e) => heard.push(e));
  const t = await createTestApp({}, { events });
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const admin = { ...(await t.login('admin')), ...EN };
  const zhao = { ...(await t.login('inspector_zhao')), ...EN };
  const centre = { ...(await t.login('centre_north')), ...EN };
  const chaoyang = { ...(await t.login('outlet_chaoyang')), ...EN };
  const haidian = { ...(await t.login('outlet_haidian')), ...EN };
  const wang = { ...(await t.login('engineer_wang')), ...EN };
  const qian = { ...(await t.login('supervisor_qian')), ...EN };
  const admin2 = { ...(await t.login('admin2', { tenantId: 2 })), ...EN };
  const call = (group: string, path: string, payload: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url: `/basic/${group}/${path}`, headers, payload: payload as object });
  const status = async (group: string, path: string, payload: unknown, headers: Record<string, string>, code: number) => {
    const res = await call(group, path, payload, headers);
    expect(res.statusCode, `${group}/${path}: ${res.body}`).toBe(code);
    return res.json();
  };
  const Q = 'wkQualityReport';
  const A = 'wkAccidentReport';
  const ok = (group: string, path: string, payload: unknown, headers: Record<string, string> = chaoyang) => status(group, path, payload, headers, 200).then((r) => r.objx);
  const userId = async (username: string) => (await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, username)))[0].id;
  const count = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(s.wkQualityReport))[0].n) + Number((await db.select({ n: sql<number>`count(*)` }).from(s.wkQualityReportHistory))[0].n);
  const [barcode] = await db.select().from(s.basItemBarcode).where(and(eq(s.basItemBarcode.tenantId, 1), isNull(s.basItemBarcode.deletedAt))).orderBy(asc(s.basItemBarcode.id)).limit(1);
  const [otherItem] = await db.select().from(s.basItem).where(and(eq(s.basItem.tenantId, 1), ne(s.basItem.id, barcode.itemId), isNull(s.basItem.deletedAt))).limit(1);
  const orderOf = async (code: string) =>
    (
      await db
        .select({ orderNo: s.soOrder.orderNo })
        .from(s.soOrder)
        .innerJoin(s.snSite, eq(s.snSite.id, s.soOrder.siteId))
        .where(and(eq(s.soOrder.tenantId, 1), eq(s.snSite.code, code)))
        .limit(1)
    )[0]?.orderNo;
  const CY_ORDER = await orderOf('ASC-BJ-CY');
  const PD_ORDER = await orderOf('ASC-SH-PD');
  const write = (group = Q, over: Record<string, unknown> = {}, headers = chaoyang) => ok(group, 'add', { itemId: barcode.itemId, facts: 'the pump rattles', severity: 'major', ...over }, headers);
  const heardBy = (id: Promise<number>) => id.then((u) => heard.filter((e) => e.type === 'wkQualityReport' && e.userId === u).map((e) => e.data as { action: string; reportNo: string; kind: string }));

  it('writes a draft with the product, its serial, the order by number; shows it with history and the writer\'s actions', async () => {
    const made = await write(Q, { serialNo: barcode.serialNo, orderNo: CY_ORDER });
    expect(made).toMatchObject({ status: 'draft', version: 0 });
    expect(made.reportNo).toMatch(/^ZL\d{12}$/);
    const detail = await ok(Q, 'getDetail', { id: made.id });
    expect(detail).toMatchObject({ kind: 'quality', itemId: barcode.itemId, serialNo: barcode.serialNo, orderNo: CY_ORDER, facts: 'the pump rattles', severity: 'major', injury: null, reporterName: '朝阳网点经理', actions: ['update', 'submit'] });
    expect(detail.orderId).toBeTruthy();
    expect(detail.history).toEqual([expect.objectContaining({ action: 'create', fromStatus: null, toStatus: 'draft' })]);
    // The serial alone names the product.
    expect((await ok(Q, 'getDetail', { id: (await write(Q, { itemId: null, serialNo: barcode.serialNo })).id })).itemId).toBe(barcode.itemId);
    // Headquarters sees it and may not edit or submit another's; an accident number starts SG.
    expect((await ok(Q, 'getDetail', { id: made.id }, admin)).actions).toEqual([]);
    expect((await write(A, { injury: true, damage: 'a scorched wall' })).reportNo).toMatch(/^SG\d{12}$/);
  });

  it('refuses bad input with the field, in the caller\'s language, and writes nothing', async () => {
    const before = await count();
    const body = { itemId: barcode.itemId, facts: 'x', severity: 'minor' };
    expect(JSON.stringify(await status(Q, 'add', { ...body, itemId: null }, chaoyang, 400))).toContain(errorText('qualityReportProductRequired', 'en-US'));
    expect(JSON.stringify(await status(Q, 'add', { ...body, itemId: otherItem.id, serialNo: barcode.serialNo }, chaoyang, 400))).toContain('serialNo');
    expect(JSON.stringify(await status(Q, 'add', { ...body, serialNo: 'NO-SUCH-SERIAL' }, chaoyang, 400))).toContain('serialNo');
    expect(JSON.stringify(await status(Q, 'add', { ...body, orderNo: 'NO-SUCH-ORDER' }, chaoyang, 400))).toContain('orderNo');
    // Another outlet's order is not found for this one.
    if (PD_ORDER) expect(JSON.stringify(await status(Q, 'add', { ...body, orderNo: PD_ORDER }, chaoyang, 400))).toContain('orderNo');
    for (const bad of [{ facts: '  ' }, { severity: 'fatal' }, { itemId: 'x' }, { itemId: 999_999 }, { attachments: [999_999] }, { facts: 'x'.repeat(4001) }]) await status(Q, 'add', { ...body, ...bad }, chaoyang, 400);
    const zh = await t.request({ method: 'POST', url: `/basic/${Q}/add`, headers: { ...chaoyang, 'accept-language': 'zh-CN' }, payload: { ...body, itemId: null } });
    expect(zh.body).toContain('请选择产品或填写条码');
    const { id } = await write();
    const after = await count();
    await status(Q, 'update', { id, ...body, serialNo: 'NO-SUCH-SERIAL', facts: 'changed' }, chaoyang, 400);
    expect(await count()).toBe(after);
    expect((await ok(Q, 'getDetail', { id })).facts).toBe('the pump rattles');
    expect(after).toBe(before + 2);
  });

  it('walks draft → submitted → returned → edited → submitted → confirmed, headquarters told of each submission and the outlet of each answer', async () => {
    const { id, reportNo } = await write(A, { injury: true, damage: 'kitchen cabinet burnt', severity: 'critical' });
    heard.length = 0;
    await status(A, 'confirm', { id }, admin, 409);
    await status(A, 'return', { id, reason: 'x' }, admin, 409);
    expect((await status(A, 'submit', { id, version: 3 }, chaoyang, 409)).msg).toBe(errorText('qualityReportChanged', 'en-US'));
    expect(await ok(A, 'submit', { id, version: 0 })).toMatchObject({ status: 'submitted', version: 1 });
    expect(await heardBy(userId('admin'))).toEqual([expect.objectContaining({ action: 'submit', reportNo, kind: 'accident' })]);
    expect((await heardBy(userId('inspector_zhao'))).map((n) => n.action)).toEqual(['submit']);
    expect(await heardBy(userId('outlet_haidian'))).toEqual([]);
    // Submitted: nothing more for the outlet; headquarters answers.
    expect((await status(A, 'update', { id, itemId: barcode.itemId, facts: 'x', severity: 'minor' }, chaoyang, 409)).msg).toContain('Submitted');
    await status(A, 'submit', { id }, chaoyang, 409);
    expect((await ok(A, 'getDetail', { id }, admin)).actions).toEqual(['confirm', 'return']);
    await status(A, 'return', { id, version: 1, reason: '  ' }, admin, 400);
    expect(await ok(A, 'return', { id, version: 1, reason: 'add photos of the scene' }, admin)).toMatchObject({ status: 'returned', version: 2 });
    expect((await heardBy(userId('outlet_chaoyang'))).map((n) => n.action)).toEqual(['return']);
    const returned = await ok(A, 'getDetail', { id });
    expect(returned).toMatchObject({ returnReason: 'add photos of the scene', actions: ['update', 'submit'] });
    await ok(A, 'update', { id, version: 2, itemId: barcode.itemId, facts: 'kitchen cabinet burnt, photos added', severity: 'critical', injury: false, damage: 'cabinet' });
    expect(await ok(A, 'getDetail', { id })).toMatchObject({ status: 'returned', version: 3, injury: false, facts: 'kitchen cabinet burnt, photos added' });
    await ok(A, 'submit', { id, version: 3 });
    expect(await ok(A, 'confirm', { id, version: 4 }, admin)).toMatchObject({ status: 'confirmed', version: 5 });
    for (const [verb, body, who] of [['confirm', {}, admin], ['return', { reason: 'x' }, admin], ['submit', {}, chaoyang], ['update', { itemId: barcode.itemId, facts: 'x', severity: 'minor' }, chaoyang]] as const) await status(A, verb, { id, ...body }, who, 409);
    const done = await ok(A, 'getDetail', { id });
    expect(done.history.map((h: { action: string }) => h.action)).toEqual(['create', 'submit', 'return', 'update', 'submit', 'confirm']);
    expect(done.confirmedAt).toBeTruthy();
    expect(done.actions).toEqual([]);
  });

  it('keeps each verb to its role: outlets and centres write, headquarters and the inspector confirm', async () => {
    const { id } = await write();
    await ok(Q, 'submit', { id });
    await status(Q, 'confirm', { id }, chaoyang, 403);
    await status(Q, 'return', { id, reason: 'x' }, centre, 403);
    await status(Q, 'add', { itemId: barcode.itemId, facts: 'x', severity: 'minor' }, zhao, 403);
    await status(Q, 'getDetail', { id }, wang, 403);
    await status(Q, 'getDetail', { id }, qian, 403);
    expect((await ok(Q, 'getDetail', { id }, centre)).actions).toEqual([]);
    expect(await ok(Q, 'confirm', { id }, zhao)).toMatchObject({ status: 'confirmed' });
    // A centre writes its own.
    const mine = await write(Q, {}, centre);
    expect(await ok(Q, 'submit', { id: mine.id }, centre)).toMatchObject({ status: 'submitted' });
  });

  it('shows an outlet its own, a kind only on its own routes, and another tenant nothing', async () => {
    const mine = await write();
    const theirs = await write(Q, {}, haidian);
    const ids = async (group: string, headers: Record<string, string>) => ((await ok(group, 'getListPage', { size: 200 }, headers)).records as { id: number }[]).map((r) => r.id);
    expect(await ids(Q, haidian)).toContain(theirs.id);
    expect(await ids(Q, haidian)).not.toContain(mine.id);
    // Chaoyang (first level) sees its second-level outlet's too; the centre both.
    expect(await ids(Q, chaoyang)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await ids(Q, centre)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await ids(A, chaoyang)).not.toContain(mine.id);
    await status(A, 'getDetail', { id: mine.id }, chaoyang, 404);
    await status(A, 'submit', { id: mine.id }, chaoyang, 404);
    await status(Q, 'getDetail', { id: mine.id }, haidian, 404);
    await status(Q, 'submit', { id: mine.id }, haidian, 404);
    for (const [verb, body] of [['getDetail', {}], ['submit', {}], ['confirm', {}], ['return', { reason: 'x' }], ['update', { itemId: barcode.itemId, facts: 'x', severity: 'minor' }], ['getById', {}]] as const) await status(Q, verb, { id: mine.id, ...body }, admin2, 404);
    expect(await ids(Q, admin2)).toEqual([]);
    expect(await ids(A, admin2)).toEqual([]);
    // Another tenant's product is not found.
    await status(Q, 'add', { itemId: barcode.itemId, facts: 'x', severity: 'minor' }, admin2, 400);
    expect((await ok(Q, 'getDetail', { id: mine.id })).status).toBe('draft');
    // The grid filters by status and sorts; count agrees.
    const drafts = await ok(Q, 'getListPage', { filters: { status: 'draft' }, sort: 'reportNo', order: 'asc', size: 200 }, chaoyang);
    expect(drafts.records.every((r: { status: string }) => r.status === 'draft')).toBe(true);
  });

  it('takes attachments of the tenant and shows them', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const upload = async (headers: Record<string, string>) => {
      const body = multipart({ name: '现场.png', content: png });
      return (await t.request({ method: 'POST', url: '/admin/sys-file/upload', headers: { ...headers, ...body.headers }, payload: body.payload })).json().data.id as number;
    };
    const file = await upload(chaoyang);
    const foreign = await upload(admin2);
    expect(JSON.stringify(await status(A, 'add', { itemId: barcode.itemId, facts: 'x', severity: 'minor', attachments: [foreign] }, chaoyang, 400))).toContain('attachments');
    const { id } = await write(A, { attachments: [file] });
    expect((await ok(A, 'getDetail', { id })).attachments).toEqual([expect.objectContaining({ id: file, original: '现场.png' })]);
  });
});
