/**
 * Knowledge base and bulletins over HTTP (issue 18): articles written, published, withdrawn with history and refused
 * in the wrong state, on a stale version, without the permission and for another tenant; search by words in Chinese,
 * English and Spanish, visible by role; an order's related articles; bulletins published to all or to chosen
 * organisations and roles, their receivers told over the event bus, read receipts once per user and counted; one
 * published to begin later told when it begins (its job, once), not at publication, and not once revoked.
 */
import { BULLETIN_EVENT, errorText } from '@as/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { BULLETIN_START_JOB } from '../src/modules/knowledge/bulletin.service.ts';
import { enqueue } from '../src/platform/jobs/job-queue.ts';
import { localBus, type RealtimeEvent } from '../src/platform/realtime/event-bus.ts';
import { createTestApp, multipart } from './helper.ts';
import { parties } from './order-fixtures.ts';

describe('knowledge base and bulletins', async () => {
  const events = localBus();
  const heard: RealtimeEvent[] = [];
  events.subscribe((e) => heard.push(e));
  const t = await createTestApp({}, { events });
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, wang, chaoyang, admin2 } = await parties(t, EN);
  const pudongEngineer = { ...(await t.login('engineer_liu')), ...EN };
  const call = (group: string, path: string, payload: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url: `/basic/${group}/${path}`, headers, payload: payload as object });
  const expectStatus = async (group: string, path: string, payload: unknown, headers: Record<string, string>, status: number) => {
    const res = await call(group, path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json();
  };
  const ok = (path: string, payload: unknown, headers: Record<string, string> = admin) => expectStatus('basKnowledge', path, payload, headers, 200).then((r) => r.objx);
  const bOk = (path: string, payload: unknown, headers: Record<string, string> = admin) => expectStatus('basBulletin', path, payload, headers, 200).then((r) => r.objx);
  const idOf = async (table: typeof s.basKnowledgeType | typeof s.basItemCategory | typeof s.basFaultSymptom | typeof s.sysDept, code: string, tenantId = 1) =>
    (await db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.code, code))))[0].id;
  const roleId = async (code: string) => (await db.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, 1), eq(s.sysRole.code, code))))[0].id;
  const REPAIR = await idOf(s.basKnowledgeType, 'KT-REPAIR');
  const AC = await idOf(s.basItemCategory, 'AC');
  const SPLIT = await idOf(s.basItemCategory, 'AC-SPLIT');
  const NOCOOL = await idOf(s.basFaultSymptom, 'FS-NOCOOL');
  const count = async (table: typeof s.basKnowledge | typeof s.basBulletin) => Number((await db.select({ n: sql<number>`count(*)` }).from(table))[0].n);
  const write = (over: Record<string, unknown> = {}, headers: Record<string, string> = admin) =>
    ok('add', { title: '空调不制冷的排查 Air conditioner does not cool', typeId: REPAIR, categoryId: AC, faultSymptomId: NOCOOL, keywords: 'refrigerante reparación', body: '## 步骤\n检查冷媒压力。\n- 外机风扇', ...over }, headers);
  const search = async (keyword: string, headers: Record<string, string> = admin) => ((await ok('search', { keyword }, headers)).records as { id: number }[]).map((r) => r.id);

  it('writes a draft, publishes it and withdraws it with history; the state and the version guard each step', async () => {
    const draft = await write();
    expect(draft.articleNo).toMatch(/^ZS\d{12}$/);
    let detail = await ok('getDetail', { id: draft.id });
    expect(detail).toMatchObject({ status: 'draft', version: 0, typeName: '维修手册', categoryName: '空调', faultSymptomName: '不制冷', actions: ['update', 'publish'] });
    expect(detail).not.toHaveProperty('keyword');
    expect((await ok('update', { id: draft.id, version: 0, title: '空调不制冷', typeId: REPAIR, body: '检查冷媒。' })).version).toBe(1);
    const stale = await expectStatus('basKnowledge', 'publish', { id: draft.id, version: 0 }, admin, 409);
    expect(stale.msg).toBe(errorText('knowledgeChanged', 'en-US'));
    expect(await ok('publish', { id: draft.id, version: 1 })).toMatchObject({ status: 'published', version: 2 });
    expect((await expectStatus('basKnowledge', 'publish', { id: draft.id }, admin, 409)).msg).toContain('Published');
    await expectStatus('basKnowledge', 'update', { id: draft.id, title: 'x', typeId: REPAIR, body: 'y' }, admin, 409);
    await expectStatus('basKnowledge', 'withdraw', { id: draft.id, version: 2 }, admin, 400);
    expect(await ok('withdraw', { id: draft.id, version: 2, reason: '待更新' })).toMatchObject({ status: 'withdrawn' });
    detail = await ok('getDetail', { id: draft.id });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['create', 'update', 'publish', 'withdraw']);
    expect(detail.history[3]).toMatchObject({ fromStatus: 'published', toStatus: 'withdrawn', remark: '待更新' });
    expect(detail.actions).toEqual(['update', 'publish']);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await count(s.basKnowledge);
    for (const bad of [{ title: ' ' }, { typeId: 'x' }, { body: '' }, { images: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21] }]) await expectStatus('basKnowledge', 'add', { title: 't', typeId: REPAIR, body: 'b', ...bad }, admin, 400);
    for (const [field, bad] of [['typeId', { typeId: 999999 }], ['categoryId', { categoryId: 999999 }], ['roleIds', { roleIds: [999999] }], ['images', { images: [999999] }]] as const) {
      expect((await expectStatus('basKnowledge', 'add', { title: 't', typeId: REPAIR, body: 'b', ...bad }, admin, 400)).msg).toContain(field);
    }
    // Another tenant's knowledge type is no type here.
    const otherType = await idOf(s.basKnowledgeType, 'KT-REPAIR', 2);
    expect((await expectStatus('basKnowledge', 'add', { title: 't', typeId: otherType, body: 'b' }, admin, 400)).msg).toContain('typeId');
    expect(await count(s.basKnowledge)).toBe(before);
  });

  it('keeps writing to headquarters and articles to their tenant', async () => {
    const { id } = await write();
    await expectStatus('basKnowledge', 'add', { title: 't', typeId: REPAIR, body: 'b' }, wang, 403);
    await expectStatus('basKnowledge', 'publish', { id }, centre, 403);
    await expectStatus('basKnowledge', 'getDetail', { id }, wang, 403);
    for (const path of ['getDetail', 'publish', 'read']) await expectStatus('basKnowledge', path, { id }, admin2, 404);
    await expectStatus('basKnowledge', 'update', { id, title: 'x', typeId: REPAIR, body: 'y' }, admin2, 404);
    expect((await ok('search', { keyword: '不制冷' }, admin2)).total).toBe(0);
    expect((await ok('getListPage', { filters: { keyword: '不制冷' } }, admin2)).records).toEqual([]);
  });

  it('finds published articles by words in Chinese, English and Spanish, for the roles they address', async () => {
    const mine = await write({ title: '压缩机不启动 Compressor will not start', keywords: 'arranque compresor', body: '检查启动电容与接线。Check the start capacitor.', faultSymptomId: null });
    const forOutlets = await write({ title: '网点专用：压缩机更换流程', body: '更换压缩机需先回收冷媒。', faultSymptomId: null, roleIds: [await roleId('OUTLET_1')] });
    expect(await search('压缩机', wang)).not.toContain(mine.id);
    await ok('publish', { id: mine.id });
    await ok('publish', { id: forOutlets.id });
    for (const words of ['压缩机', '启动电容', 'compressor', 'COMPRES', 'capacitor start', 'compresor arranque', 'árranque']) expect(await search(words, wang), words).toContain(mine.id);
    for (const words of ['压缩机 电视', 'television', '缩压']) expect(await search(words, wang), words).not.toContain(mine.id);
    // Addressed to primary outlets: the outlet finds and reads it, the engineer neither.
    expect(await search('压缩机', chaoyang)).toEqual(expect.arrayContaining([mine.id, forOutlets.id]));
    expect(await search('压缩机', wang)).not.toContain(forOutlets.id);
    await expectStatus('basKnowledge', 'read', { id: forOutlets.id }, wang, 404);
    expect((await ok('read', { id: forOutlets.id }, chaoyang)).title).toBe('网点专用：压缩机更换流程');
    // The grid's keyword filter uses the same index, for every state.
    const draft = await write({ title: '草稿：压缩机过热' });
    const grid = (await ok('getListPage', { filters: { keyword: '压缩机' }, size: 100 })).records.map((r: { id: number }) => r.id);
    expect(grid).toEqual(expect.arrayContaining([mine.id, forOutlets.id, draft.id]));
    await expectStatus('basKnowledge', 'read', { id: draft.id }, wang, 404);
  });

  it('gives an order the articles of its fault and of its category or one above, not of another fault', async () => {
    const [order] = await db.select({ id: s.soOrder.id, categoryId: s.soOrder.categoryId, siteId: s.soOrder.siteId }).from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), eq(s.soOrder.categoryId, SPLIT))).limit(1);
    expect(order).toBeDefined();
    await db.update(s.soOrder).set({ faultSymptomId: NOCOOL }).where(eq(s.soOrder.id, order.id));
    const ofFault = await write({ title: '不制冷：冷媒不足', categoryId: null });
    const ofSplit = await write({ title: '壁挂机通用检查', categoryId: SPLIT, faultSymptomId: null });
    const otherFault = await write({ title: '漏水', categoryId: AC, faultSymptomId: await idOf(s.basFaultSymptom, 'FS-ACLEAK') });
    for (const a of [ofFault, ofSplit, otherFault]) await ok('publish', { id: a.id });
    const related = (await ok('related', { orderId: order.id })).map((r: { id: number }) => r.id);
    expect(related.indexOf(ofFault.id)).toBeGreaterThanOrEqual(0);
    expect(related).not.toContain(otherFault.id);
    expect(related.length).toBeLessThanOrEqual(5);
    // The fault being chosen on the completion form, before the order records it: its articles come first.
    const leak = await idOf(s.basFaultSymptom, 'FS-ACLEAK');
    const whileChoosing = (await ok('related', { orderId: order.id, faultSymptomId: leak })).map((r: { id: number }) => r.id);
    expect(whileChoosing[0]).toBe(otherFault.id);
    expect(whileChoosing).not.toContain(ofFault.id);
    await expectStatus('basKnowledge', 'related', { orderId: order.id }, admin2, 404);
    await expectStatus('basKnowledge', 'related', { orderId: 'x' }, admin, 400);
  });

  it('keeps an article\'s images to files of the tenant and shows them with their addresses', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const upload = async (headers: Record<string, string>) => {
      const body = multipart({ name: '示意图.png', content: png });
      return (await t.request({ method: 'POST', url: '/admin/sys-file/upload', headers: { ...headers, ...body.headers }, payload: body.payload })).json().data.id as number;
    };
    const file = await upload(admin);
    const foreign = await upload(admin2);
    expect((await expectStatus('basKnowledge', 'add', { title: 't', typeId: REPAIR, body: 'b', images: [foreign] }, admin, 400)).msg).toContain('images');
    const { id } = await write({ images: [file], attachments: [file] });
    const detail = await ok('getDetail', { id });
    expect(detail.images).toEqual([expect.objectContaining({ id: file, original: '示意图.png', url: expect.stringMatching(/^\/admin\/sys-file\//) })]);
  });

  const bulletin = (over: Record<string, unknown> = {}) => bOk('add', { title: '通知', body: '内容', audience: 'all', validFrom: new Date(Date.now() - 60_000).toISOString(), ...over });
  const mine = async (headers: Record<string, string>, unread = true) => ((await bOk('mine', { unread }, headers)).records as { id: number; read: boolean }[]).map((r) => r.id);

  it('publishes a bulletin to everybody: the tenant hears of it, each reader\'s first reading is counted once', async () => {
    const { id } = await bulletin({ title: '全员通知' });
    expect(await mine(wang)).not.toContain(id);
    heard.length = 0;
    expect(await bOk('publish', { id, version: 0 })).toMatchObject({ status: 'published', version: 1 });
    expect(heard).toEqual([{ tenantId: 1, type: BULLETIN_EVENT, data: expect.objectContaining({ id, title: '全员通知' }) }]);
    expect(await mine(wang)).toContain(id);
    expect(await mine(chaoyang)).toContain(id);
    expect((await bOk('read', { id }, wang)).title).toBe('全员通知');
    await bOk('read', { id }, wang);
    expect(await mine(wang)).not.toContain(id);
    expect(await mine(wang, false)).toContain(id);
    const all = (await bOk('mine', { unread: false }, wang)).records as { id: number; read: boolean }[];
    expect(all.find((b) => b.id === id)?.read).toBe(true);
    expect((await bOk('mine', { unread: false }, chaoyang)).records.find((b: { id: number }) => b.id === id)?.read).toBe(false);
    const detail = await bOk('getDetail', { id });
    expect(detail.readers).toBe(1);
    expect(detail.receivers).toBeGreaterThan(10);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['create', 'publish']);
    // Another tenant neither sees nor reads it.
    expect(await mine(admin2, false)).not.toContain(id);
    await expectStatus('basBulletin', 'read', { id }, admin2, 404);
    await expectStatus('basBulletin', 'getDetail', { id }, admin2, 404);
  });

  it('publishes to chosen organisations and roles: only their members hear of it and see it', async () => {
    const north = await idOf(s.sysDept, 'SC-N');
    const { id } = await bulletin({ title: '华北工程师', audience: 'chosen', deptIds: [north], roleIds: [await roleId('ENGINEER')] });
    heard.length = 0;
    await bOk('publish', { id });
    const wangId = (await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, 'engineer_wang')))[0].id;
    expect(heard.map((e) => e.userId)).toEqual([wangId]);
    expect(await mine(wang)).toContain(id);
    // Liu is an engineer of the eastern centre's outlet; Chaoyang's manager is of the north, but no engineer.
    expect(await mine(pudongEngineer)).not.toContain(id);
    expect(await mine(chaoyang)).not.toContain(id);
    await expectStatus('basBulletin', 'read', { id }, chaoyang, 404);
    expect((await bOk('getDetail', { id })).receivers).toBe(1);
  });

  it('refuses a bulletin without its audience or with a period that ends before it begins, and keeps to the validity', async () => {
    const before = await count(s.basBulletin);
    expect((await expectStatus('basBulletin', 'add', { title: 't', body: 'b', audience: 'chosen', validFrom: new Date().toISOString() }, admin, 400)).msg).toBe(`deptIds: ${errorText('bulletinAudienceRequired', 'en-US')}`);
    expect((await expectStatus('basBulletin', 'add', { title: 't', body: 'b', audience: 'all', validFrom: '2026-02-01', validTo: '2026-01-01' }, admin, 400)).msg).toContain('validTo');
    await expectStatus('basBulletin', 'add', { title: 't', body: 'b', audience: 'all', validFrom: 'soon' }, admin, 400);
    await expectStatus('basBulletin', 'add', { title: 't', body: 'b', audience: 'chosen', deptIds: [await idOf(s.sysDept, 'T2-HQ', 2)], validFrom: new Date().toISOString() }, admin, 400);
    expect(await count(s.basBulletin)).toBe(before);
    const later = await bulletin({ validFrom: new Date(Date.now() + 86_400_000).toISOString() });
    await bOk('publish', { id: later.id });
    expect(await mine(wang)).not.toContain(later.id);
    await expectStatus('basBulletin', 'read', { id: later.id }, wang, 404);
  });

  it('announces a bulletin published to begin later when it begins, once, to its receivers; not one revoked before', async () => {
    const wangId = (await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, 'engineer_wang')))[0].id;
    const begins = new Date(Date.now() + 3_600_000);
    const everybody = await bulletin({ title: '明日生效', validFrom: begins.toISOString() });
    const engineers = await bulletin({ title: '华北工程师明日', audience: 'chosen', deptIds: [await idOf(s.sysDept, 'SC-N')], roleIds: [await roleId('ENGINEER')], validFrom: begins.toISOString() });
    const revoked = await bulletin({ title: '明日作废', validFrom: begins.toISOString() });
    const over = await bulletin({ title: '已过期', validFrom: new Date(Date.now() - 7_200_000).toISOString(), validTo: new Date(Date.now() - 3_600_000).toISOString() });
    const ours = [everybody.id, engineers.id, revoked.id, over.id];
    const told = () => heard.filter((e) => e.type === BULLETIN_EVENT);
    const jobs = () => db.select().from(s.sysJob).where(and(eq(s.sysJob.type, BULLETIN_START_JOB), inArray(sql`(${s.sysJob.payload}->>'bulletinId')::bigint`, ours)));
    const runJobs = async () => {
      while (await t.deps.jobs.runOnce()) {
        // every due job
      }
    };
    heard.length = 0;
    for (const id of ours) await bOk('publish', { id });
    // Not in force: nobody is told, no home page shows it; each future one's announcement is queued for when it begins.
    expect(told()).toEqual([]);
    expect(await mine(wang)).not.toContain(everybody.id);
    const queued = await jobs();
    expect(queued.map((j) => [Number(j.payload.bulletinId), j.tenantId, j.status, j.runAfter.getTime()]).sort()).toEqual(
      [everybody.id, engineers.id, revoked.id].map((id) => [id, 1, 'queued', begins.getTime()]).sort(),
    );
    // Not due: the queue runs nothing of them.
    await runJobs();
    expect(told()).toEqual([]);
    expect((await jobs()).every((j) => j.status === 'queued')).toBe(true);
    await bOk('revoke', { id: revoked.id, reason: '取消' });

    // The validity begins (the clock moved on), and the announcement is due; a second job for the same bulletin (a
    // retry, another server's) and another tenant's job naming it change nothing.
    await db.update(s.basBulletin).set({ validFrom: new Date(Date.now() - 1000) }).where(inArray(s.basBulletin.id, [everybody.id, engineers.id, revoked.id]));
    await db.update(s.sysJob).set({ runAfter: new Date(Date.now() - 1000) }).where(eq(s.sysJob.type, BULLETIN_START_JOB));
    await enqueue(db, { tenantId: 1, type: BULLETIN_START_JOB, payload: { bulletinId: everybody.id } });
    await enqueue(db, { tenantId: 2, type: BULLETIN_START_JOB, payload: { bulletinId: engineers.id } });
    await runJobs();
    expect(told()).toEqual([
      { tenantId: 1, type: BULLETIN_EVENT, data: expect.objectContaining({ id: everybody.id, title: '明日生效' }) },
      { tenantId: 1, userId: wangId, type: BULLETIN_EVENT, data: expect.objectContaining({ id: engineers.id }) },
    ]);
    expect((await jobs()).every((j) => j.status === 'done')).toBe(true);
    expect(await mine(wang)).toEqual(expect.arrayContaining([everybody.id, engineers.id]));
    expect(await mine(wang)).not.toContain(revoked.id);
    expect(await mine(admin2, false)).not.toContain(everybody.id);
    const steps = async (id: number) => ((await bOk('getDetail', { id })).history as { action: string; userName: string | null }[]).map((h) => [h.action, h.userName]);
    expect(await steps(everybody.id)).toEqual([['create', expect.any(String)], ['publish', expect.any(String)], ['announce', null]]);
    expect((await steps(revoked.id)).map(([action]) => action)).toEqual(['create', 'publish', 'revoke']);
    expect((await steps(over.id)).map(([action]) => action)).toEqual(['create', 'publish']);
    // Run again later, nothing more.
    await enqueue(db, { tenantId: 1, type: BULLETIN_START_JOB, payload: { bulletinId: engineers.id } });
    heard.length = 0;
    await runJobs();
    expect(told()).toEqual([]);
  });

  it('refuses commands in the wrong state, on a stale version, without the permission and for another tenant', async () => {
    const { id } = await bulletin();
    await expectStatus('basBulletin', 'add', { title: 't', body: 'b', audience: 'all', validFrom: new Date().toISOString() }, centre, 403);
    await expectStatus('basBulletin', 'publish', { id }, wang, 403);
    await expectStatus('basBulletin', 'getListPage', {}, wang, 403);
    await expectStatus('basBulletin', 'publish', { id }, admin2, 404);
    await expectStatus('basBulletin', 'revoke', { id, reason: 'x' }, admin, 409);
    expect((await bOk('update', { id, version: 0, title: '改', body: '内容', audience: 'all', validFrom: new Date(Date.now() - 1000).toISOString() })).version).toBe(1);
    expect((await expectStatus('basBulletin', 'publish', { id, version: 0 }, admin, 409)).msg).toBe(errorText('bulletinChanged', 'en-US'));
    await bOk('publish', { id, version: 1 });
    await expectStatus('basBulletin', 'update', { id, title: 'x', body: 'y', audience: 'all', validFrom: new Date().toISOString() }, admin, 409);
    expect(await bOk('revoke', { id, reason: '发错了' })).toMatchObject({ status: 'revoked' });
    expect(await mine(wang, false)).not.toContain(id);
    expect((await expectStatus('basBulletin', 'publish', { id }, admin, 409)).msg).toContain('Revoked');
  });

  it('shows the demo: published articles to every role, bulletins on the home page', async () => {
    expect((await ok('search', { keyword: '漏水' }, wang)).total).toBeGreaterThanOrEqual(2);
    expect((await ok('search', { keyword: 'leak' }, wang)).total).toBeGreaterThanOrEqual(1);
    expect((await bOk('mine', {}, wang)).records.length).toBeGreaterThanOrEqual(1);
  });
});
