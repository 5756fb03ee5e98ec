/**
 * Picture review over HTTP (issue 18): the inspector queues finished orders (a sample, or all of an outlet's), passes
 * or rejects each with a reason; a rejection holds the order back in the settlement pool and tells the outlet over
 * the event bus; the outlet adds photos and resubmits (the inspector told), the inspector passes and the hold
 * clears. Every command refused in the wrong state, on a stale version, without the permission, out of scope and
 * for another tenant; bad input writes nothing. Headquarters assigns pending reviews to an inspector (batchAssign),
 * all or none, whose queue lists them first.
 */
import { errorText, PIC_CHECK_EVENT } from '@as/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { localBus, type RealtimeEvent } from '../src/platform/realtime/event-bus.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, parties } from './order-fixtures.ts';
import { settlementFixtures } from './settlement-fixtures.ts';

type Headers = Record<string, string>;

describe('picture review', { timeout: 180_000 }, async () => {
  const events = localBus();
  const heard: RealtimeEvent[] = [];
  events.subscribe((e) => heard.push(e));
  const t = await createTestApp({}, { events });
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, haidian, wang, admin2 } = await parties(t, EN);
  const zhao = { ...(await t.login('inspector_zhao')), ...EN };
  const { site, post } = orderFixtures(t);
  const cySite = await site('ASC-BJ-CY');
  const { upload, finished } = settlementFixtures(t, { admin, centre, outlet: chaoyang, engineer: wang });
  const call = async (path: string, payload: unknown, headers: Headers, status: number) => {
    const res = await post(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json();
  };
  const ok = async (verb: string, payload: unknown, headers: Headers = zhao) => (await call(`picCheck/${verb}`, payload, headers, 200)).objx;
  const refused = async (verb: string, payload: unknown, headers: Headers, status: number) => (await call(`picCheck/${verb}`, payload, headers, status)).msg as string;
  const checkOf = async (orderId: number) => (await db.select().from(s.soPicCheck).where(and(eq(s.soPicCheck.tenantId, 1), eq(s.soPicCheck.orderId, orderId))))[0];
  const holdsOf = async (orderId: number) =>
    ((await call('sfBatchSettle/getPoolPage', { current: 1, size: 500, siteIds: [cySite] }, admin, 200)).objx.records as { id: number; holdReasons: string[] }[]).find((r) => r.id === orderId)?.holdReasons;
  const count = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(s.soPicCheck))[0].n);
  const userId = async (username: string) => (await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, username)))[0].id;

  const orders = [await finished(), await finished(), await finished()];
  const [rejectedOne, passedOne, batchOne] = orders;

  it('queues all of an outlet\'s finished orders once, and a sample by percentage', async () => {
    expect(await ok('allocation', { source: 'outlet', siteId: cySite })).toMatchObject({ queued: expect.any(Number) });
    for (const id of orders) expect(await checkOf(id)).toMatchObject({ status: 'pending', source: 'outlet', siteId: cySite, version: 0 });
    // Nothing is queued twice.
    expect(await ok('allocation', { source: 'outlet', siteId: cySite })).toEqual({ found: 0, queued: 0 });
    const another = await finished();
    expect(await ok('allocation', { source: 'sample', percent: 100 })).toMatchObject({ found: 1, queued: 1 });
    expect(await checkOf(another)).toMatchObject({ status: 'pending', source: 'sample' });
    const grid = await ok('getListPage', { current: 1, size: 100, filters: { status: ['pending'] } });
    expect(grid.records.map((r: { orderId?: number; orderNo: string }) => r.orderNo)).toContain((await checkOf(rejectedOne)).orderNo);
  });

  it('refuses an allocation with bad input or without the permission, queueing nothing', async () => {
    const before = await count();
    await refused('allocation', { source: 'sample' }, zhao, 400);
    await refused('allocation', { source: 'sample', percent: 101 }, zhao, 400);
    await refused('allocation', { source: 'outlet' }, zhao, 400);
    expect(await refused('allocation', { source: 'outlet', siteId: 999999 }, zhao, 400)).toContain('siteId');
    await refused('allocation', { source: 'sample', percent: 50, finishedFrom: '2026-02-01', finishedTo: '2026-01-01' }, zhao, 400);
    await refused('allocation', { source: 'sample', percent: 50 }, chaoyang, 403);
    await refused('allocation', { source: 'sample', percent: 50 }, wang, 403);
    // Another tenant's headquarters finds none of tenant 1's orders, and its outlet id is none of its own.
    expect(await ok('allocation', { source: 'sample', percent: 100 }, admin2)).toEqual({ found: 0, queued: 0 });
    expect(await refused('allocation', { source: 'outlet', siteId: cySite }, admin2, 400)).toContain('siteId');
    expect(await count()).toBe(before);
  });

  it('rejects with a reason: the order is held in the pool and the outlet is told; the outlet resubmits with photos, the inspector passes, the hold clears', async () => {
    const check = await checkOf(rejectedOne);
    expect(await holdsOf(rejectedOne)).toEqual([]);
    await refused('reject', { id: check.id, version: 0 }, zhao, 400);
    await refused('reject', { id: check.id, version: 0, reason: '  ' }, zhao, 400);
    heard.length = 0;
    expect(await ok('reject', { id: check.id, version: 0, reason: '照片看不清铭牌' })).toMatchObject({ status: 'rejected', version: 1 });
    expect(await holdsOf(rejectedOne)).toEqual(['picRejected']);
    const cyUser = await userId('outlet_chaoyang');
    expect(heard).toContainEqual(expect.objectContaining({ type: PIC_CHECK_EVENT, userId: cyUser, data: expect.objectContaining({ orderNo: check.orderNo, status: 'rejected', reason: '照片看不清铭牌' }) }));
    // A batch leaves it in the pool.
    const today = new Date().toISOString().slice(0, 10);
    await call('sfBatchSettle/batchSettle', { periodStart: today, periodEnd: today, siteIds: [cySite] }, admin, 200);
    expect(await holdsOf(rejectedOne)).toEqual(['picRejected']);

    // The outlet resubmits: photos required, its own orders only, the inspector may not.
    const [{ photos: photosBefore, version: orderVersion }] = await db.select({ photos: s.soOrder.photos, version: s.soOrder.version }).from(s.soOrder).where(eq(s.soOrder.id, rejectedOne));
    const photo = await upload(chaoyang);
    expect(await refused('resubmit', { id: check.id, version: 1, photos: [] }, chaoyang, 400)).toBeTruthy();
    expect(await refused('resubmit', { id: check.id, version: 1, photos: [999999] }, chaoyang, 400)).toContain('photos');
    await refused('resubmit', { id: check.id, version: 1, photos: [photo] }, zhao, 403);
    await refused('resubmit', { id: check.id, version: 1, photos: [photo] }, haidian, 404);
    await refused('resubmit', { id: check.id, version: 1, photos: [photo] }, admin2, 404);
    expect(await refused('resubmit', { id: check.id, version: 0, photos: [photo] }, chaoyang, 409)).toBe(errorText('picCheckChanged', 'en-US'));
    heard.length = 0;
    expect(await ok('resubmit', { id: check.id, version: 1, photos: [photo] }, chaoyang)).toMatchObject({ status: 'resubmitted', version: 2 });
    expect((await db.select({ photos: s.soOrder.photos }).from(s.soOrder).where(eq(s.soOrder.id, rejectedOne)))[0].photos).toEqual([...photosBefore, photo]);
    const orderSteps = await db.select().from(s.soOrderHistory).where(and(eq(s.soOrderHistory.tenantId, 1), eq(s.soOrderHistory.orderId, rejectedOne)));
    expect((await db.select({ version: s.soOrder.version }).from(s.soOrder).where(eq(s.soOrder.id, rejectedOne)))[0].version).toBe(orderVersion + 1);
    expect(orderSteps.at(-1)).toMatchObject({ action: 'picResubmit', detail: { photos: [photo] } });
    expect(heard).toContainEqual(expect.objectContaining({ type: PIC_CHECK_EVENT, userId: await userId('inspector_zhao'), data: expect.objectContaining({ status: 'resubmitted' }) }));
    expect(await holdsOf(rejectedOne)).toEqual(['picRejected']);
    expect(await refused('resubmit', { id: check.id, photos: [photo] }, chaoyang, 409)).toContain('Resubmitted');

    // The inspector sees the added photo and passes it: the hold clears.
    const detail = await ok('getDetail', { id: check.id });
    expect(detail).toMatchObject({ status: 'resubmitted', actions: ['pass', 'reject'], reason: '照片看不清铭牌' });
    expect(detail.photos.map((p: { id: number }) => p.id)).toContain(photo);
    expect(await ok('pass', { id: check.id, version: 2 })).toMatchObject({ status: 'passed', version: 3 });
    expect(await holdsOf(rejectedOne)).toEqual([]);
    const after = await ok('getDetail', { id: check.id });
    expect(after.history.map((h: { action: string }) => h.action)).toEqual(['allocation', 'reject', 'resubmit', 'pass']);
    expect(after.history[1]).toMatchObject({ fromStatus: 'pending', toStatus: 'rejected', remark: '照片看不清铭牌', userName: '赵质检' });
    expect(after.history[2].photos).toEqual([photo]);
    expect(after).toMatchObject({ rounds: 2, actions: [] });
    // The outlet sees its review (no actions of the inspector's), another outlet and another tenant do not.
    expect((await ok('getDetail', { id: check.id }, chaoyang)).actions).toEqual([]);
    await refused('getDetail', { id: check.id }, haidian, 404);
    await refused('getDetail', { id: check.id }, admin2, 404);
    await refused('getDetail', { id: check.id }, wang, 403);
  });

  it('passes once: a passed review refused again, a stale version refused, no permission, another tenant', async () => {
    const check = await checkOf(passedOne);
    await refused('pass', { id: check.id, version: 0 }, chaoyang, 403);
    await refused('pass', { id: check.id, version: 0 }, wang, 403);
    await refused('pass', { id: check.id, version: 0 }, admin2, 404);
    await refused('reject', { id: check.id, version: 0, reason: 'x' }, admin2, 404);
    expect(await refused('pass', { id: check.id, version: 5 }, zhao, 409)).toBe(errorText('picCheckChanged', 'en-US'));
    expect(await ok('pass', { id: check.id, version: 0 }, admin)).toMatchObject({ status: 'passed' });
    expect(await refused('pass', { id: check.id }, zhao, 409)).toContain('Passed');
    expect(await refused('reject', { id: check.id, reason: 'x' }, zhao, 409)).toContain('Passed');
    expect(await refused('resubmit', { id: check.id, photos: [await upload(chaoyang)] }, chaoyang, 409)).toContain('Passed');
    expect((await ok('getListPage', { current: 1, size: 100 }, admin2)).records).toEqual([]);
    await refused('getListPage', { current: 1, size: 10 }, wang, 403);
  });

  it('passes a batch all or none', async () => {
    const ids = [(await checkOf(batchOne)).id, (await checkOf(passedOne)).id];
    expect(await refused('batchPass', { ids }, zhao, 409)).toContain('Passed');
    expect((await checkOf(batchOne)).status).toBe('pending');
    await refused('batchPass', { ids: [] }, zhao, 400);
    await refused('batchPass', { ids: [ids[0]] }, chaoyang, 403);
    expect(await ok('batchPass', { ids: [ids[0]] })).toEqual([expect.objectContaining({ status: 'passed' })]);
    const steps = await db.select().from(s.soPicCheckHistory).where(and(eq(s.soPicCheckHistory.tenantId, 1), inArray(s.soPicCheckHistory.checkId, [ids[0]])));
    expect(steps.map((h) => h.action)).toEqual(['allocation', 'pass']);
  });

  it('assigns chosen reviews to an inspector all or none, each in its history; the inspector sees them first and filters his own', async () => {
    const fresh = [await finished(), await finished()];
    await ok('allocation', { source: 'outlet', siteId: cySite });
    const ids = await Promise.all(fresh.map(async (o) => (await checkOf(o)).id));
    const zhaoId = await userId('inspector_zhao');
    const passed = (await checkOf(passedOne)).id;
    const assigned = async () => (await db.select().from(s.soPicCheck).where(and(eq(s.soPicCheck.tenantId, 1), inArray(s.soPicCheck.id, [...ids, passed])))).filter((c) => c.assigneeId !== null);
    // A review no longer to review refuses the batch; nothing is assigned.
    expect(await refused('batchAssign', { ids: [...ids, passed], assigneeId: zhaoId }, admin, 409)).toContain('Passed');
    // Only headquarters assigns; only to a user who reviews pictures in the tenant.
    await refused('batchAssign', { ids, assigneeId: zhaoId }, zhao, 403);
    await refused('batchAssign', { ids, assigneeId: zhaoId }, chaoyang, 403);
    expect(await refused('batchAssign', { ids, assigneeId: await userId('engineer_wang') }, admin, 400)).toContain(errorText('picCheckNotInspector', 'en-US'));
    expect(await refused('batchAssign', { ids, assigneeId: await userId('admin2') }, admin, 400)).toContain('assigneeId');
    // Another tenant's headquarters finds none of them, even naming its own inspector.
    await refused('batchAssign', { ids, assigneeId: await userId('admin2') }, admin2, 404);
    await refused('batchAssign', { ids: [], assigneeId: zhaoId }, admin, 400);
    expect(await assigned()).toEqual([]);
    expect((await ok('getInspectors', {}, admin)).map((u: { username: string }) => u.username)).toContain('inspector_zhao');
    expect((await ok('getInspectors', {}, admin)).map((u: { username: string }) => u.username)).not.toContain('engineer_wang');

    expect(await ok('batchAssign', { ids, assigneeId: zhaoId }, admin)).toEqual(ids.map((id) => expect.objectContaining({ id, status: 'pending', version: 1 })));
    expect((await assigned()).map((c) => c.assigneeId)).toEqual([zhaoId, zhaoId]);
    const steps = await db.select().from(s.soPicCheckHistory).where(and(eq(s.soPicCheckHistory.tenantId, 1), eq(s.soPicCheckHistory.checkId, ids[0])));
    expect(steps.map((h) => [h.action, h.fromStatus, h.toStatus, h.remark])).toEqual([
      ['allocation', null, 'pending', 'outlet'],
      ['assign', 'pending', 'pending', '赵质检'],
    ]);
    const detail = await ok('getDetail', { id: ids[0] }, admin);
    expect(detail).toMatchObject({ assigneeId: zhaoId, assigneeName: '赵质检' });
    expect(detail.actions).not.toContain('assign');
    // His queue lists them first (before older pending ones); "mine" lists only them.
    const queue = (await ok('getListPage', { current: 1, size: 100, filters: { status: 'pending' } })).records.map((r: { id: number }) => r.id);
    expect(queue.slice(0, 2).sort()).toEqual([...ids].sort());
    expect(queue.length).toBeGreaterThan(2);
    const mine = (await ok('getListPage', { current: 1, size: 100, filters: { assigneeId: String(zhaoId) } })).records.map((r: { id: number }) => r.id);
    expect(mine.sort()).toEqual([...ids].sort());
    // Headquarters' own queue keeps its order: the assigned ones are not its.
    const hq = (await ok('getListPage', { current: 1, size: 100, filters: { status: 'pending' } }, admin)).records.map((r: { id: number }) => r.id);
    expect(hq.slice(0, 2).sort()).not.toEqual([...ids].sort());
  });
});
