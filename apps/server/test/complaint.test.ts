/**
 * Complaints over HTTP (issue 18): registered about an order the caller sees (nature and object required with the
 * spec's messages), deadlines from the SLA rules; accepted, escalated, resolved, confirmed or reopened by the
 * customer's answer, closed; the outlet's note; every command refused in the wrong state, for another tenant, without
 * the permission, outside the scope, on a stale version and on bad input (which writes nothing); the reminder badge's
 * complaintOrderSum and the report centre's complaint detail.
 */
import { errorText } from '@as/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp, multipart } from './helper.ts';

describe('complaints', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const admin = { ...(await t.login('admin')), ...EN };
  const centre = { ...(await t.login('centre_north')), ...EN };
  const chaoyang = { ...(await t.login('outlet_chaoyang')), ...EN };
  const haidian = { ...(await t.login('outlet_haidian')), ...EN };
  const visitor = { ...(await t.login('visitor_sun')), ...EN };
  const qian = { ...(await t.login('supervisor_qian')), ...EN };
  const wang = { ...(await t.login('engineer_wang')), ...EN };
  const admin2 = { ...(await t.login('admin2', { tenantId: 2 })), ...EN };
  type Headers = Record<string, string>;
  const call = (path: string, payload: unknown, headers: Headers) => t.request({ method: 'POST', url: `/basic/soComplaint/${path}`, headers, payload: payload as object });
  const expectStatus = async (path: string, payload: unknown, headers: Headers, status: number) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json();
  };
  const ok = (path: string, payload: unknown, headers: Headers = centre) => expectStatus(path, payload, headers, 200).then((r) => r.objx);
  const site = async (code: string) => (await db.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, 1), eq(s.snSite.code, code))))[0].id;
  const orderOf = async (siteId: number) =>
    (await db.select().from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), eq(s.soOrder.siteId, siteId), isNotNull(s.soOrder.scopeDeptId))).limit(1))[0];
  const count = async () => ({
    complaints: Number((await db.select({ n: sql<number>`count(*)` }).from(s.soComplaint))[0].n),
    history: Number((await db.select({ n: sql<number>`count(*)` }).from(s.soComplaintHistory))[0].n),
  });
  const CY = await site('ASC-BJ-CY');
  const HD = await site('ASC-BJ-HD');
  const cyOrder = await orderOf(CY);
  const hdOrder = await orderOf(HD);
  const body = (over: Record<string, unknown> = {}) => ({ orderId: cyOrder.id, complaintNature: 'service', complaintObject: 'engineer', content: 'The engineer came late', ...over });
  const register = (over: Record<string, unknown> = {}, headers: Headers = centre) => ok('add', body(over), headers);

  it('registers a complaint about an order: its customer and phone, the SLA deadlines, the history and the actions of each side', async () => {
    const made = await register();
    expect(made).toMatchObject({ status: 'registered', version: 0 });
    expect(made.complaintNo).toMatch(/^TS\d{12}$/);
    const detail = await ok('getDetail', { id: made.id });
    expect(detail).toMatchObject({ orderId: cyOrder.id, orderNo: cyOrder.orderNo, customerName: cyOrder.customerName, phone: cyOrder.phone, siteId: CY, complaintNature: 'service', complaintObject: 'engineer', registrarName: '华北中心主管' });
    // No rule names complaints: the default rule's clocks (response 120 minutes, completion 10,080) from the registration.
    const minutes = (at: string) => Math.round((new Date(at).getTime() - new Date(detail.createdAt).getTime()) / 60_000);
    expect([minutes(detail.responseDueAt), minutes(detail.resolveDueAt), minutes(detail.responseRemindAt), minutes(detail.resolveRemindAt)]).toEqual([120, 10080, 90, 8640]);
    expect(detail.history).toEqual([expect.objectContaining({ action: 'create', fromStatus: null, toStatus: 'registered', userName: '华北中心主管', remark: 'The engineer came late' })]);
    expect(detail.actions).toEqual(['accept']);
    expect((await ok('getDetail', { id: made.id }, chaoyang)).actions).toEqual(['note']);
    expect((await ok('getDetail', { id: made.id }, qian)).actions).toEqual([]);
    expect((await ok('getByOrder', { orderId: cyOrder.id }, chaoyang)).map((c: { id: number }) => c.id)).toContain(made.id);
  });

  it('requires the nature and the object with the spec messages, and the order; bad input writes nothing', async () => {
    const before = await count();
    const nature = await expectStatus('add', body({ complaintNature: undefined }), centre, 400);
    expect(JSON.stringify(nature)).toContain(errorText('complaintNatureRequired', 'en-US'));
    const object = await expectStatus('add', body({ complaintObject: '' }), centre, 400);
    expect(JSON.stringify(object)).toContain(errorText('complaintObjectRequired', 'en-US'));
    const zh = await t.request({ method: 'POST', url: '/basic/soComplaint/add', headers: { ...centre, 'accept-language': 'zh-CN' }, payload: body({ complaintNature: null, complaintObject: null }) });
    expect(zh.statusCode).toBe(400);
    expect(zh.body).toContain('投诉性质不能为空');
    expect(zh.body).toContain('投诉对象不能为空');
    expect(JSON.stringify(await expectStatus('add', body({ orderId: undefined }), centre, 400))).toContain(errorText('complaintOrderRequired', 'en-US'));
    expect(JSON.stringify(await expectStatus('add', body({ complaintNature: 'rude' }), centre, 400))).toContain(errorText('notAnOption', 'en-US'));
    for (const bad of [{ content: '  ' }, { orderId: 'x' }, { orderId: 999_999 }, { attachments: [999_999] }, { content: 'x'.repeat(2001) }]) await expectStatus('add', body(bad), centre, 400);
    // An order the caller cannot see is not found, as is another tenant's.
    if (hdOrder) await expectStatus('add', body({ orderId: hdOrder.id }), chaoyang, 403);
    expect(JSON.stringify(await expectStatus('add', body(), admin2, 400))).toContain('orderId');
    expect(await count()).toEqual(before);
  });

  it('walks accept → escalate → resolve → not satisfied → resolve → satisfied → close, refusing what the state forbids and stale versions', async () => {
    const { id } = await register();
    for (const [path, extra] of [['resolve', { text: 'x' }], ['escalate', { escalatedTo: 'hq', text: 'x' }], ['confirm', { satisfied: true }], ['close', {}]] as const) {
      const refused = await expectStatus(path, { id, ...extra }, centre, 409);
      expect(refused.msg).toContain('Registered');
    }
    expect((await expectStatus('accept', { id, version: 3 }, centre, 409)).msg).toBe(errorText('complaintChanged', 'en-US'));
    expect(await ok('accept', { id, version: 0 })).toMatchObject({ status: 'accepted', version: 1 });
    expect(await ok('getDetail', { id })).toMatchObject({ handlerName: '华北中心主管', actions: ['escalate', 'resolve'] });
    await expectStatus('escalate', { id, escalatedTo: 'hq' }, centre, 400);
    await expectStatus('escalate', { id, escalatedTo: 'moon', text: 'x' }, centre, 400);
    expect(await ok('escalate', { id, version: 1, escalatedTo: 'hq', text: 'needs an exchange' })).toMatchObject({ status: 'escalated', version: 2 });
    await expectStatus('escalate', { id, escalatedTo: 'hq', text: 'again' }, centre, 409);
    await expectStatus('resolve', { id, text: ' ' }, admin, 400);
    expect(await ok('resolve', { id, version: 2, text: 'exchanged the unit' }, admin)).toMatchObject({ status: 'resolved' });
    expect(await ok('getDetail', { id })).toMatchObject({ escalatedTo: 'hq', escalateReason: 'needs an exchange', resolution: 'exchanged the unit', handlerName: '总部管理员', actions: ['confirm', 'reopen'] });
    await expectStatus('confirm', { id }, centre, 400);
    expect(await ok('confirm', { id, satisfied: false, text: 'still leaking' })).toMatchObject({ status: 'accepted' });
    expect(await ok('getDetail', { id })).toMatchObject({ satisfied: false, resolvedAt: null });
    await expectStatus('close', { id }, centre, 409);
    await ok('resolve', { id, text: 'fixed the drain' });
    expect(await ok('confirm', { id, satisfied: true })).toMatchObject({ status: 'confirmed' });
    expect(await ok('close', { id, version: 6 })).toMatchObject({ status: 'closed', version: 7 });
    for (const [path, extra] of [['accept', {}], ['resolve', { text: 'x' }], ['confirm', { satisfied: true }], ['close', {}]] as const) await expectStatus(path, { id, ...extra }, centre, 409);
    await expectStatus('note', { id, text: 'late note' }, chaoyang, 409);
    const closed = await ok('getDetail', { id }, chaoyang);
    expect(closed.history.map((h: { action: string }) => h.action)).toEqual(['create', 'accept', 'escalate', 'resolve', 'reopen', 'resolve', 'confirm', 'close']);
    expect(closed.history[2]).toMatchObject({ fromStatus: 'accepted', toStatus: 'escalated', remark: 'hq: needs an exchange' });
    expect(closed).toMatchObject({ satisfied: true, actions: [] });
  });

  it('lets the outlet add a note (the state unchanged, the version bumped) but neither handle nor close', async () => {
    const { id } = await register();
    await expectStatus('note', { id, text: '' }, chaoyang, 400);
    expect(await ok('note', { id, version: 0, text: 'we called the customer' }, chaoyang)).toMatchObject({ status: 'registered', version: 1 });
    await expectStatus('note', { id, version: 0, text: 'stale' }, chaoyang, 409);
    for (const [path, extra] of [['accept', {}], ['escalate', { escalatedTo: 'centre', text: 'x' }], ['resolve', { text: 'x' }], ['confirm', { satisfied: true }], ['close', {}]] as const)
      await expectStatus(path, { id, ...extra }, chaoyang, 403);
    await expectStatus('add', body(), chaoyang, 403);
    await expectStatus('note', { id, text: 'x' }, centre, 403);
    await expectStatus('accept', { id }, visitor, 403);
    await expectStatus('accept', { id }, qian, 403);
    await expectStatus('getDetail', { id }, wang, 403);
    expect(await register({}, visitor)).toMatchObject({ status: 'registered' });
    const detail = await ok('getDetail', { id });
    expect(detail.history.at(-1)).toMatchObject({ action: 'note', fromStatus: 'registered', toStatus: 'registered', userName: '朝阳网点经理', remark: 'we called the customer' });
  });

  it("shows an outlet only its orders' complaints, and another tenant nothing", async () => {
    const mine = await register();
    const ids = async (headers: Headers) => (await ok('getListPage', { size: 200 }, headers)).records as { id: number; siteId: number }[];
    expect((await ids(haidian)).every((r) => r.siteId === HD)).toBe(true);
    expect((await ids(haidian)).map((r) => r.id)).not.toContain(mine.id);
    expect((await ids(chaoyang)).map((r) => r.id)).toContain(mine.id);
    await expectStatus('getDetail', { id: mine.id }, haidian, 404);
    await expectStatus('note', { id: mine.id, text: 'not ours' }, haidian, 404);
    expect(await ok('getByOrder', { orderId: cyOrder.id }, haidian)).toEqual([]);
    for (const [path, extra] of [['getDetail', {}], ['accept', {}], ['escalate', { escalatedTo: 'hq', text: 'x' }], ['resolve', { text: 'x' }], ['confirm', { satisfied: true }], ['close', {}], ['note', { text: 'x' }]] as const)
      await expectStatus(path, { id: mine.id, ...extra }, admin2, 404);
    expect((await ids(admin2)).length).toBe(0);
    expect((await ok('getDetail', { id: mine.id })).status).toBe('registered');
  });

  it('counts open complaints near or past their deadline in the badge, in the caller scope', async () => {
    const counts = async (headers: Headers) => (await t.request({ method: 'POST', url: '/basic/soOrder/getNumberOfReminderOrders', headers })).json().data as { serviceOrderSum: number; complaintOrderSum: number };
    const before = { admin: await counts(admin), chaoyang: await counts(chaoyang), haidian: await counts(haidian) };
    const { id } = await register();
    expect((await counts(admin)).complaintOrderSum).toBe(before.admin.complaintOrderSum);
    const past = new Date(Date.now() - 60_000);
    await db.update(s.soComplaint).set({ resolveRemindAt: past }).where(eq(s.soComplaint.id, id));
    expect((await counts(admin)).complaintOrderSum).toBe(before.admin.complaintOrderSum + 1);
    expect((await counts(chaoyang)).complaintOrderSum).toBe(before.chaoyang.complaintOrderSum + 1);
    expect((await counts(haidian)).complaintOrderSum).toBe(before.haidian.complaintOrderSum);
    expect((await counts(wang)).complaintOrderSum).toBe(0);
    await ok('accept', { id });
    await ok('resolve', { id, text: 'done' });
    expect((await counts(admin)).complaintOrderSum).toBe(before.admin.complaintOrderSum);
  });

  it('reports each complaint with its outlet, times and timeliness, filtered and exported, for the roles that see reports', async () => {
    const late = await register({ complaintNature: 'fee' });
    await db.update(s.soComplaint).set({ resolveDueAt: new Date(Date.now() - 60_000) }).where(eq(s.soComplaint.id, late.id));
    const onTime = await register({ complaintNature: 'fee' });
    await ok('accept', { id: onTime.id });
    await ok('resolve', { id: onTime.id, text: 'done' });
    const report = (payload: unknown, headers: Headers = centre) => t.request({ method: 'POST', url: '/rpt/complaintDetail/getListPage', headers, payload: payload as object });
    const res = await report({ size: 200, filters: { complaintNature: 'fee' } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().objx.records as { id: number; timeliness: string; siteName: string; status: string }[];
    expect(rows.find((r) => r.id === late.id)).toMatchObject({ timeliness: 'late', siteName: expect.any(String), status: 'registered' });
    expect(rows.find((r) => r.id === onTime.id)).toMatchObject({ timeliness: 'onTime', status: 'resolved' });
    const lateOnly = (await report({ size: 200, filters: { timeliness: 'late' } })).json().objx.records as { id: number }[];
    expect(lateOnly.map((r) => r.id)).toContain(late.id);
    expect(lateOnly.map((r) => r.id)).not.toContain(onTime.id);
    expect((await report({ filters: { timeliness: 'soon' } })).statusCode).toBe(400);
    expect((await report({}, chaoyang)).statusCode).toBe(403);
    expect((await report({}, admin2)).json().objx.records).toEqual([]);
    const exported = await t.request({ method: 'POST', url: '/rpt/complaintDetail/getListByExcel', headers: centre, payload: { filters: { complaintNature: 'fee' }, columns: [{ field: 'complaintNo', title: 'No' }] } });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().objx.id).toEqual(expect.any(Number));
  });

  it('takes attachments of the tenant only', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const upload = async (headers: Headers) => {
      const form = multipart({ name: '录音.png', content: png });
      return (await t.request({ method: 'POST', url: '/admin/sys-file/upload', headers: { ...headers, ...form.headers }, payload: form.payload })).json().data.id as number;
    };
    const foreign = await upload(admin2);
    expect(JSON.stringify(await expectStatus('add', body({ attachments: [foreign] }), centre, 400))).toContain('attachments');
    const file = await upload(centre);
    const { id } = await register({ attachments: [file] });
    expect((await ok('getDetail', { id })).attachments).toEqual([expect.objectContaining({ id: file, original: '录音.png' })]);
  });
});
