/**
 * Good-comment applications over HTTP (issue 18): an outlet claims a reward for a praised order (by its number, the
 * praise, evidence, the amount); headquarters hears of it and checks it: approved with the amount granted (at most the
 * claim), which becomes the order's reward fee and total in the same transaction, or rejected with a reason. One live
 * claim per order; every command refused in the wrong state, for another tenant, without the permission, outside the
 * scope, on a stale version and on bad input (which writes nothing).
 */
import { errorText } from '@as/shared';
import { and, asc, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { localBus, type RealtimeEvent } from '../src/platform/realtime/event-bus.ts';
import { createTestApp } from './helper.ts';

describe('good-comment applications', async () => {
  const events = localBus();
  const heard: RealtimeEvent[] = [];
  events.subscribe((e) => heard.push(e));
  const t = await createTestApp({}, { events });
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const admin = { ...(await t.login('admin')), ...EN };
  const centre = { ...(await t.login('centre_north')), ...EN };
  const chaoyang = { ...(await t.login('outlet_chaoyang')), ...EN };
  const zhao = { ...(await t.login('inspector_zhao')), ...EN };
  const admin2 = { ...(await t.login('admin2', { tenantId: 2 })), ...EN };
  const call = (path: string, payload: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url: `/basic/wkGoodCommentApply/${path}`, headers, payload: payload as object });
  const status = async (path: string, payload: unknown, headers: Record<string, string>, code: number) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(code);
    return res.json();
  };
  const ok = (path: string, payload: unknown, headers: Record<string, string> = chaoyang) => status(path, payload, headers, 200).then((r) => r.objx);
  const userId = async (username: string) => (await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, username)))[0].id;
  const count = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(s.wkGoodCommentApply))[0].n);
  const claimed = (await db.select({ id: s.wkGoodCommentApply.orderId }).from(s.wkGoodCommentApply)).map((r) => r.id);
  /** Orders of an outlet with no claim yet that a reward can still be added to. */
  const ordersOf = async (code: string) =>
    db
      .select({ id: s.soOrder.id, orderNo: s.soOrder.orderNo })
      .from(s.soOrder)
      .innerJoin(s.snSite, eq(s.snSite.id, s.soOrder.siteId))
      .where(and(eq(s.soOrder.tenantId, 1), eq(s.snSite.code, code), ne(s.soOrder.status, 1260), ne(s.soOrder.settle, 'settled'), isNull(s.soOrder.deletedAt), claimed.length ? notInArray(s.soOrder.id, claimed) : undefined))
      .orderBy(asc(s.soOrder.id));
  const CY = await ordersOf('ASC-BJ-CY');
  const PD = await ordersOf('ASC-SH-PD');
  const order = async (id: number) => (await db.select().from(s.soOrder).where(eq(s.soOrder.id, id)))[0];
  const heardBy = (id: Promise<number>) => id.then((u) => heard.filter((e) => e.type === 'wkGoodCommentApply' && e.userId === u).map((e) => e.data as { action: string; applyNo: string }));
  const claim = (orderNo: string, over: Record<string, unknown> = {}, headers = chaoyang) => ok('add', { orderNo, praise: 'the customer praised Wang', amountClaimed: '50.00', ...over }, headers);

  it('has Chaoyang orders to claim for', () => {
    expect(CY.length).toBeGreaterThanOrEqual(5);
  });

  it('claims for an order, tells headquarters, and approves a part of it as the order\'s reward in the same step', async () => {
    const target = CY[0];
    const before = await order(target.id);
    heard.length = 0;
    const made = await claim(target.orderNo, { amountClaimed: 50.5 });
    expect(made).toMatchObject({ status: 'pending', version: 0, amountGranted: null });
    expect(made.applyNo).toMatch(/^HP\d{12}$/);
    expect(await heardBy(userId('admin'))).toEqual([expect.objectContaining({ action: 'create', applyNo: made.applyNo })]);
    const detail = await ok('getDetail', { id: made.id });
    expect(detail).toMatchObject({ orderNo: target.orderNo, amountClaimed: '50.50', praise: 'the customer praised Wang', claimantName: '朝阳网点经理', actions: [] });
    expect((await ok('getDetail', { id: made.id }, admin)).actions).toEqual(['approve', 'reject']);
    // Over the claim, zero, or stale: refused, nothing changes.
    expect(JSON.stringify(await status('check', { id: made.id, action: 'approve', amountGranted: '50.51' }, admin, 400))).toContain(errorText('goodCommentGrantTooHigh', 'en-US', { claimed: '50.50' }));
    await status('check', { id: made.id, action: 'approve', amountGranted: '0' }, admin, 400);
    await status('check', { id: made.id, action: 'approve', amountGranted: '1.234' }, admin, 400);
    expect((await status('check', { id: made.id, version: 5, action: 'approve' }, admin, 409)).msg).toBe(errorText('goodCommentChanged', 'en-US'));
    expect((await order(target.id)).feeReward).toBe(before.feeReward);
    heard.length = 0;
    expect(await ok('check', { id: made.id, version: 0, action: 'approve', amountGranted: '40.25', remark: 'by the standard' }, admin)).toMatchObject({ status: 'approved', version: 1, amountGranted: '40.25' });
    expect((await heardBy(userId('outlet_chaoyang'))).map((n) => n.action)).toEqual(['approve']);
    const after = await order(target.id);
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(after.feeReward) - cents(before.feeReward)).toBe(4025);
    expect(cents(after.feeTotal) - cents(before.feeTotal)).toBe(4025);
    expect(after.version).toBe(before.version + 1);
    const history = await db.select().from(s.soOrderHistory).where(and(eq(s.soOrderHistory.orderId, target.id), eq(s.soOrderHistory.action, 'goodComment')));
    expect(history).toHaveLength(1);
    const done = await ok('getDetail', { id: made.id });
    expect(done).toMatchObject({ status: 'approved', amountGranted: '40.25', checkRemark: 'by the standard', actions: [] });
    expect(done.history.map((h: { action: string }) => h.action)).toEqual(['create', 'approve']);
    // Answered: no second answer, no second claim.
    await status('check', { id: made.id, action: 'reject', remark: 'x' }, admin, 409);
    expect((await status('add', { orderNo: target.orderNo, praise: 'again', amountClaimed: '1' }, chaoyang, 409)).msg).toBe(errorText('goodCommentTaken', 'en-US', { applyNo: made.applyNo }));
  });

  it('grants the whole claim when no amount is given; a rejection with a reason leaves the order alone and frees it for a new claim', async () => {
    const whole = await claim(CY[1].orderNo, { amountClaimed: '30' });
    expect(await ok('check', { id: whole.id, action: 'approve' }, admin)).toMatchObject({ amountGranted: '30.00' });
    const target = CY[2];
    const before = await order(target.id);
    const made = await claim(target.orderNo);
    await status('add', { orderNo: target.orderNo, praise: 'twice', amountClaimed: '5' }, chaoyang, 409);
    await status('check', { id: made.id, action: 'reject' }, admin, 400);
    expect(await ok('check', { id: made.id, action: 'reject', remark: 'the screenshot is of another order' }, admin)).toMatchObject({ status: 'rejected', amountGranted: null });
    const after = await order(target.id);
    expect([after.feeReward, after.version]).toEqual([before.feeReward, before.version]);
    expect((await claim(target.orderNo)).status).toBe('pending');
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const before = await count();
    expect(JSON.stringify(await status('add', { orderNo: 'NO-SUCH', praise: 'x', amountClaimed: '1' }, chaoyang, 400))).toContain('orderNo');
    if (PD[0]) expect(JSON.stringify(await status('add', { orderNo: PD[0].orderNo, praise: 'x', amountClaimed: '1' }, chaoyang, 400))).toContain('orderNo');
    for (const bad of [{ praise: ' ' }, { amountClaimed: '-1' }, { amountClaimed: '0' }, { amountClaimed: '1.001' }, { amountClaimed: 'many' }, { orderNo: '' }, { attachments: [999_999] }]) await status('add', { orderNo: CY[3].orderNo, praise: 'x', amountClaimed: '1', ...bad }, chaoyang, 400);
    await status('check', { id: 1, action: 'maybe' }, admin, 400);
    expect(await count()).toBe(before);
  });

  it('refuses a claim for a settled order, and an approval once the order was settled meanwhile', async () => {
    const target = CY[3];
    const made = await claim(target.orderNo);
    await db.update(s.soOrder).set({ settle: 'settled' }).where(eq(s.soOrder.id, target.id));
    try {
      expect((await status('check', { id: made.id, action: 'approve' }, admin, 409)).msg).toBe(errorText('goodCommentOrderClosed', 'en-US'));
      expect((await ok('getDetail', { id: made.id })).status).toBe('pending');
      await ok('check', { id: made.id, action: 'reject', remark: 'settled' }, admin);
      await status('add', { orderNo: target.orderNo, praise: 'x', amountClaimed: '1' }, chaoyang, 409);
    } finally {
      await db.update(s.soOrder).set({ settle: 'none' }).where(eq(s.soOrder.id, target.id));
    }
  });

  it('keeps each verb to its role and an outlet to its orders, another tenant to nothing', async () => {
    const made = await claim(CY[4].orderNo, {}, admin);
    await status('check', { id: made.id, action: 'approve' }, chaoyang, 403);
    await status('check', { id: made.id, action: 'approve' }, centre, 403);
    await status('add', { orderNo: CY[0].orderNo, praise: 'x', amountClaimed: '1' }, centre, 403);
    await status('getDetail', { id: made.id }, zhao, 403);
    expect((await ok('getDetail', { id: made.id }, centre)).actions).toEqual([]);
    const haidian = { ...(await t.login('outlet_haidian')), ...EN };
    await status('getDetail', { id: made.id }, haidian, 404);
    for (const [verb, body] of [['getDetail', {}], ['check', { action: 'approve' }], ['getById', {}]] as const) await status(verb, { id: made.id, ...body }, admin2, 404);
    expect((await ok('getListPage', { size: 200 }, admin2)).records).toEqual([]);
    await status('add', { orderNo: CY[0].orderNo, praise: 'x', amountClaimed: '1' }, admin2, 400);
    const list = (await ok('getListPage', { filters: { status: 'pending' }, sort: 'amountClaimed', order: 'desc', size: 200 }, haidian)).records as { id: number }[];
    expect(list.map((r) => r.id)).not.toContain(made.id);
    expect((await ok('getDetail', { id: made.id }, admin)).status).toBe('pending');
  });
});
