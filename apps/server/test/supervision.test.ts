/**
 * Supervision orders over HTTP (issue 18): the supervisor opens one against an outlet or an engineer, for an order or
 * a pattern, with attachments; the outlet replies; the supervisor closes it or marks it unable to handle; each step
 * heard by the other side; every command refused in the wrong state, for another tenant, without the permission,
 * outside the scope, on a stale version and on bad input (which writes nothing); an outlet sees only its own.
 */
import { errorText } from '@as/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { localBus, type RealtimeEvent } from '../src/platform/realtime/event-bus.ts';
import { createTestApp, multipart } from './helper.ts';
import { parties } from './order-fixtures.ts';

describe('supervision orders', async () => {
  const events = localBus();
  const heard: RealtimeEvent[] = [];
  events.subscribe((e) => heard.push(e));
  const t = await createTestApp({}, { events });
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, haidian, wang, admin2 } = await parties(t, EN);
  const qian = { ...(await t.login('supervisor_qian')), ...EN };
  const call = (path: string, payload: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url: `/basic/soSupervision/${path}`, headers, payload: payload as object });
  const expectStatus = async (path: string, payload: unknown, headers: Record<string, string>, status: number) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json();
  };
  const ok = (path: string, payload: unknown, headers: Record<string, string> = qian) => expectStatus(path, payload, headers, 200).then((r) => r.objx);
  const userId = async (username: string) => (await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, username)))[0].id;
  const site = async (code: string) => (await db.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, 1), eq(s.snSite.code, code))))[0].id;
  const engineer = async (login: string) => (await db.select({ id: s.snSiteEngineer.id }).from(s.snSiteEngineer).where(and(eq(s.snSiteEngineer.tenantId, 1), eq(s.snSiteEngineer.loginAccount, login))))[0].id;
  const orderOf = async (siteId: number) => (await db.select({ id: s.soOrder.id }).from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), eq(s.soOrder.siteId, siteId))).limit(1))[0]?.id;
  const count = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(s.soSupervision))[0].n);
  const CY = await site('ASC-BJ-CY');
  const HD = await site('ASC-BJ-HD');
  const PD = await site('ASC-SH-PD');
  const WANG = await engineer('engineer_wang');
  const LIU = await engineer('engineer_liu');
  const open = (over: Record<string, unknown> = {}, headers = qian) => ok('add', { targetType: 'site', siteId: CY, reason: 'late appointments', dueDate: '2030-01-10', ...over }, headers);
  const heardBy = (username: Promise<number>) => username.then((id) => heard.filter((e) => e.type === 'soSupervision' && e.userId === id).map((e) => e.data as { action: string; supervisionNo: string }));

  it('opens a pending order against an outlet, tells its repliers (not its engineers), and shows it with history and actions', async () => {
    heard.length = 0;
    const made = await open();
    expect(made).toMatchObject({ status: 'pending', version: 0 });
    expect(made.supervisionNo).toMatch(/^DB\d{12}$/);
    expect(await heardBy(userId('outlet_chaoyang'))).toEqual([expect.objectContaining({ action: 'create', supervisionNo: made.supervisionNo })]);
    expect(await heardBy(userId('engineer_wang'))).toEqual([]);
    const detail = await ok('getDetail', { id: made.id });
    expect(detail).toMatchObject({ status: 'pending', targetType: 'site', siteCode: 'ASC-BJ-CY', reason: 'late appointments', dueDate: '2030-01-10', openerName: '钱督导', actions: ['unable'] });
    expect(detail.history).toEqual([expect.objectContaining({ action: 'create', fromStatus: null, toStatus: 'pending', userName: '钱督导' })]);
    expect((await ok('getDetail', { id: made.id }, chaoyang)).actions).toEqual(['reply']);
  });

  it('opens one against an engineer (its outlet taken from him, he is told) and for an order of the outlet', async () => {
    heard.length = 0;
    const made = await open({ targetType: 'engineer', siteId: null, engineerId: WANG });
    expect(await ok('getDetail', { id: made.id })).toMatchObject({ siteId: CY, engineerId: WANG, engineerName: '王建国' });
    expect((await heardBy(userId('engineer_wang'))).map((n) => n.action)).toEqual(['create']);
    const order = await orderOf(CY);
    expect(order).toBeDefined();
    const forOrder = await open({ orderId: order });
    expect((await ok('getDetail', { id: forOrder.id })).orderId).toBe(order);
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const before = await count();
    const mismatch = await expectStatus('add', { targetType: 'engineer', siteId: CY, engineerId: LIU, reason: 'x', dueDate: '2030-01-10' }, qian, 400);
    expect(JSON.stringify(mismatch)).toContain(errorText('supervisionTargetMismatch', 'en-US'));
    const other = await orderOf(PD);
    if (other) expect(JSON.stringify(await expectStatus('add', { targetType: 'site', siteId: CY, orderId: other, reason: 'x', dueDate: '2030-01-10' }, qian, 400))).toContain('orderId');
    expect(JSON.stringify(await expectStatus('add', { targetType: 'engineer', reason: 'x', dueDate: '2030-01-10' }, qian, 400))).toContain(errorText('supervisionTargetRequired', 'en-US'));
    expect(JSON.stringify(await expectStatus('add', { targetType: 'site', reason: 'x', dueDate: '2030-01-10' }, qian, 400))).toContain('siteId');
    for (const bad of [{ reason: '  ' }, { dueDate: '10/01/2030' }, { dueDate: undefined }, { targetType: 'centre' }, { siteId: 'x' }, { attachments: [999_999] }]) await expectStatus('add', { targetType: 'site', siteId: CY, reason: 'x', dueDate: '2030-01-10', ...bad }, qian, 400);
    const zh = await t.request({ method: 'POST', url: '/basic/soSupervision/add', headers: { ...qian, 'accept-language': 'zh-CN' }, payload: { targetType: 'engineer', reason: 'x', dueDate: '2030-01-10' } });
    expect(zh.body).toContain('请选择督办对象');
    expect(await count()).toBe(before);
  });

  it('walks reply → close with the handler recorded, each step told to the other side, and refuses what the state forbids', async () => {
    const { id } = await open();
    heard.length = 0;
    await expectStatus('close', { id }, qian, 409);
    // Stale version.
    expect((await expectStatus('reply', { id, version: 1, content: 'we fixed it' }, chaoyang, 409)).msg).toBe(errorText('supervisionChanged', 'en-US'));
    expect(await ok('reply', { id, version: 0, content: 'we fixed it' }, chaoyang)).toMatchObject({ status: 'processed', version: 1 });
    expect((await heardBy(userId('supervisor_qian'))).map((n) => n.action)).toEqual(['reply']);
    expect((await expectStatus('reply', { id, content: 'again' }, chaoyang, 409)).msg).toContain('Processed');
    const processed = await ok('getDetail', { id });
    expect(processed).toMatchObject({ handlerName: '朝阳网点经理', replyContent: 'we fixed it', actions: ['close', 'unable'] });
    expect(processed.handledAt).toBeTruthy();
    await expectStatus('close', { id, version: 0 }, qian, 409);
    expect(await ok('close', { id, version: 1 })).toMatchObject({ status: 'closed', version: 2 });
    expect((await heardBy(userId('outlet_chaoyang'))).map((n) => n.action)).toEqual(['close']);
    for (const [path, body] of [['close', {}], ['unable', { remark: 'x' }], ['reply', { content: 'x' }]] as const) await expectStatus(path, { id, ...body }, path === 'reply' ? chaoyang : qian, 409);
    const closed = await ok('getDetail', { id }, chaoyang);
    expect(closed.history.map((h: { action: string }) => h.action)).toEqual(['create', 'reply', 'close']);
    expect(closed.actions).toEqual([]);
  });

  it('marks a pending or a processed order unable to handle, with a reason', async () => {
    const pending = await open();
    await expectStatus('unable', { id: pending.id }, qian, 400);
    expect(await ok('unable', { id: pending.id, version: 0, remark: 'customer moved away' })).toMatchObject({ status: 'unable' });
    expect(await ok('getDetail', { id: pending.id })).toMatchObject({ closeRemark: 'customer moved away' });
    const processed = await open();
    await ok('reply', { id: processed.id, content: 'done' }, chaoyang);
    expect(await ok('unable', { id: processed.id, remark: 'the reply settles nothing' }, admin)).toMatchObject({ status: 'unable' });
  });

  it('keeps each verb to its role: the outlet replies, the supervisor and headquarters open and handle', async () => {
    const { id } = await open({}, admin);
    await expectStatus('add', { targetType: 'site', siteId: CY, reason: 'x', dueDate: '2030-01-10' }, chaoyang, 403);
    await expectStatus('add', { targetType: 'site', siteId: CY, reason: 'x', dueDate: '2030-01-10' }, centre, 403);
    await expectStatus('reply', { id, content: 'x' }, qian, 403);
    await expectStatus('unable', { id, remark: 'x' }, chaoyang, 403);
    await expectStatus('getDetail', { id }, wang, 403);
    expect((await ok('getDetail', { id }, centre)).actions).toEqual([]);
  });

  it('shows an outlet only its own, and another tenant nothing', async () => {
    const mine = await open();
    const theirs = await open({ siteId: HD });
    const ids = async (headers: Record<string, string>) => ((await ok('getListPage', { size: 200 }, headers)).records as { id: number; siteId: number }[]);
    expect((await ids(haidian)).every((r) => r.siteId === HD)).toBe(true);
    expect((await ids(haidian)).map((r) => r.id)).toContain(theirs.id);
    expect((await ids(haidian)).map((r) => r.id)).not.toContain(mine.id);
    await expectStatus('getDetail', { id: mine.id }, haidian, 404);
    await expectStatus('reply', { id: mine.id, content: 'not ours' }, haidian, 404);
    for (const [path, body] of [['getDetail', {}], ['reply', { content: 'x' }], ['close', {}], ['unable', { remark: 'x' }]] as const) await expectStatus(path, { id: mine.id, ...body }, admin2, 404);
    expect((await ids(admin2)).length).toBe(0);
    await expectStatus('add', { targetType: 'site', siteId: CY, reason: 'x', dueDate: '2030-01-10' }, admin2, 400);
    expect((await ok('getDetail', { id: mine.id })).status).toBe('pending');
  });

  it('takes attachments of the tenant on opening and on the reply', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const upload = async (headers: Record<string, string>) => {
      const body = multipart({ name: '现场.png', content: png });
      return (await t.request({ method: 'POST', url: '/admin/sys-file/upload', headers: { ...headers, ...body.headers }, payload: body.payload })).json().data.id as number;
    };
    const file = await upload(qian);
    const foreign = await upload(admin2);
    expect(JSON.stringify(await expectStatus('add', { targetType: 'site', siteId: CY, reason: 'x', dueDate: '2030-01-10', attachments: [foreign] }, qian, 400))).toContain('attachments');
    const { id } = await open({ attachments: [file] });
    const reply = await upload(chaoyang);
    await ok('reply', { id, content: 'photos attached', attachments: [reply] }, chaoyang);
    const detail = await ok('getDetail', { id });
    expect(detail.attachments).toEqual([expect.objectContaining({ id: file, original: '现场.png' })]);
    expect(detail.replyAttachments).toEqual([expect.objectContaining({ id: reply })]);
  });
});
