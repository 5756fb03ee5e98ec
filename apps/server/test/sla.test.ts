/**
 * Work-order SLA over HTTP: the rule and deadlines a new order gets, the order's SLA records, the warning list and
 * the reminder counts in the caller's data scope (times fixed by writing the due columns), tenant isolation and
 * permission denial, and the scheduled scan pushing each reminder once over the WebSocket to whoever holds the order.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { scanSla } from '../src/modules/work-orders/sla.service.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, type Payload } from './order-fixtures.ts';
import { connect, listen, session } from './ws-client.ts';

const MINUTE = 60_000;

describe('work-order SLA', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const haidian = await t.login('outlet_haidian');
  const wang = await t.login('engineer_wang');
  const liu = await t.login('engineer_liu');
  const customer = await t.login('customer_li');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const { idOf, dept, site, engineer, orderInput, post } = orderFixtures(t);
  const call = (path: string, payload: unknown, headers = admin) => post(path, payload, headers);
  const rule = (name: string) => idOf(db.select({ id: s.basSla.id }).from(s.basSla).where(and(eq(s.basSla.tenantId, 1), eq(s.basSla.name, name))));

  const create = async (extra: Payload = {}) => {
    const res = await call(
      'soOrder/add',
      await orderInput({ ...(extra.orderType === 'complaint' ? { complaintNature: 'timeliness', complaintObject: 'outlet' } : {}), ...extra }),
    );
    expect(res.statusCode).toBe(200);
    return res.json().objx as { id: number; orderNo: string; reportAt: string; slaId: number | null } & Record<string, string | null>;
  };
  /** An order dispatched down to the Chaoyang outlet, accepted there and given to engineer Wang. */
  const atChaoyang = async (extra: Payload = {}) => {
    const order = await create(extra);
    await call('soOrderDispatch/assignOrg', { id: order.id, centreId: await dept('SC-N') });
    await call('soOrderDispatch/assignSite', { id: order.id, siteId: await site('ASC-BJ-CY') }, centre);
    expect((await call('siteOrderDeal/accept', { id: order.id }, chaoyang)).statusCode).toBe(200);
    expect((await call('siteOrderDeal/assign', { id: order.id, engineerId: await engineer('E1001') }, chaoyang)).statusCode).toBe(200);
    return order;
  };
  const minutesFromNow = (n: number) => new Date(Date.now() + n * MINUTE).toISOString();
  const setDue = (id: number, due: Partial<Record<'responseDueAt' | 'appointDueAt' | 'arriveDueAt' | 'completeDueAt', string | null>>) => db.update(s.soOrder).set(due).where(eq(s.soOrder.id, id));
  const warnings = async (filter: Payload = {}, headers = admin) => {
    const res = await call('soOrder/getWarningPage', { size: 500, ...filter }, headers);
    expect(res.statusCode).toBe(200);
    return res.json().objx as { total: number; records: { id: number; clock: string; state: string; minutesLeft: number; siteName: string | null; engineerName: string | null }[] };
  };
  const counts = async (headers = admin) => {
    const res = await t.request({ method: 'POST', url: '/basic/soOrder/getNumberOfReminderOrders', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as { serviceOrderSum: number; complaintOrderSum: number };
  };

  it('gives a new order the enabled matching rule of highest priority and its deadlines from the report time', async () => {
    const urgent = await create({ urgency: '3' });
    expect(urgent.slaId).toBe(await rule('特急维修'));
    const reportAt = new Date(urgent.reportAt).getTime();
    const minutesAfterReport = (value: string | null) => (value === null ? null : Math.round((new Date(value).getTime() - reportAt) / MINUTE));
    expect([minutesAfterReport(urgent.responseDueAt), minutesAfterReport(urgent.appointDueAt), minutesAfterReport(urgent.arriveDueAt), minutesAfterReport(urgent.completeDueAt)]).toEqual([15, 60, 240, 1440]);
    // An empty condition matches any order: a consultation falls to the default rule, which has no appointment or arrival clock.
    const consult = await create({ orderType: 'consult' });
    expect(consult.slaId).toBe(await rule('默认'));
    expect([minutesAfterReport(consult.appointDueAt), minutesAfterReport(consult.arriveDueAt), minutesAfterReport(consult.completeDueAt)]).toEqual([null, null, 10080]);
    // A disabled rule is passed over.
    await db.update(s.basSla).set({ enabled: false }).where(eq(s.basSla.id, await rule('特急维修')));
    try {
      expect((await create({ urgency: '3' })).slaId).toBe(await rule('普通维修'));
    } finally {
      await db.update(s.basSla).set({ enabled: true }).where(eq(s.basSla.id, await rule('特急维修')));
    }
  });

  it("shows the order's SLA records: each clock with deadline, met time and state", async () => {
    const order = await create();
    // 普通维修: response 30/20 (reminder 10 min before), appointment 120/90 (30 min before), arrival, completion.
    await setDue(order.id, { responseDueAt: minutesFromNow(-5), appointDueAt: minutesFromNow(20), arriveDueAt: minutesFromNow(600), completeDueAt: null });
    const sla = (await call('soOrder/getSla', { id: order.id })).json().objx;
    expect(sla).toMatchObject({ slaId: await rule('普通维修'), slaName: '普通维修' });
    expect(sla.records.map((r: Payload) => [r.clock, r.state, r.metAt])).toEqual([
      ['response', 'overdue', null],
      ['appointment', 'reminder', null],
      ['arrival', 'running', null],
    ]);
    expect(sla.records[0].minutesLeft).toBeLessThanOrEqual(-5);
    // Accepting stops the response clock, late.
    await call('soOrderDispatch/assignOrg', { id: order.id, centreId: await dept('SC-N') });
    await call('soOrderDispatch/assignSite', { id: order.id, siteId: await site('ASC-BJ-CY') }, centre);
    await call('siteOrderDeal/accept', { id: order.id }, chaoyang);
    expect((await call('soOrder/getSla', { id: order.id }, chaoyang)).json().objx.records[0]).toMatchObject({ clock: 'response', state: 'metLate', metAt: expect.any(String) });
    // Not in the caller's scope, another tenant's, or no permission: refused.
    expect((await call('soOrder/getSla', { id: order.id }, haidian)).statusCode).toBe(404);
    expect((await call('soOrder/getSla', { id: order.id }, admin2)).statusCode).toBe(404);
    expect((await call('soOrder/getSla', { id: order.id }, customer)).statusCode).toBe(403);
    const bad = await call('soOrder/getSla', { id: 'x' }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('id');
  });

  it('lists the orders at risk by clock in the caller\'s scope, filtered by clock and state, the nearest deadline first', async () => {
    const order = await atChaoyang();
    await setDue(order.id, { appointDueAt: minutesFromNow(10), arriveDueAt: minutesFromNow(-30), completeDueAt: minutesFromNow(5000) });
    const mine = (await warnings()).records.filter((r) => r.id === order.id);
    expect(mine.map((r) => [r.clock, r.state])).toEqual([
      ['arrival', 'overdue'],
      ['appointment', 'reminder'],
    ]);
    expect(mine[0]).toMatchObject({ siteName: expect.any(String), engineerName: '王建国' });
    expect(mine[0].minutesLeft).toBeLessThanOrEqual(-30);
    expect((await warnings({ clock: 'arrival' })).records.every((r) => r.clock === 'arrival')).toBe(true);
    expect((await warnings({ state: 'reminder' })).records.filter((r) => r.id === order.id).map((r) => r.clock)).toEqual(['appointment']);
    expect((await warnings({ orderNo: order.orderNo })).total).toBe(2);
    // The outlet, its engineer and its centre see it; another outlet, another outlet's engineer and another tenant do not.
    for (const headers of [chaoyang, wang, centre]) expect((await warnings({ orderNo: order.orderNo }, headers)).total).toBe(2);
    for (const headers of [haidian, liu, admin2]) expect((await warnings({ orderNo: order.orderNo }, headers)).total).toBe(0);
    // A suspended order's clocks wait; the page leaves it out.
    await db.update(s.soOrder).set({ suspended: true }).where(eq(s.soOrder.id, order.id));
    expect((await warnings({ orderNo: order.orderNo })).total).toBe(0);
    await db.update(s.soOrder).set({ suspended: false }).where(eq(s.soOrder.id, order.id));
    // Paging.
    const first = await call('soOrder/getWarningPage', { current: 1, size: 1, orderNo: order.orderNo });
    expect(first.json().objx).toMatchObject({ total: 2, size: 1, current: 1, pages: 2, records: [{ clock: 'arrival' }] });
    // Bad input names the field; no permission is refused.
    const bad = await call('soOrder/getWarningPage', { clock: 'teleport' }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('clock');
    expect((await call('soOrder/getWarningPage', {}, customer)).statusCode).toBe(403);
  });

  // Complaint-type orders are orders like any other here; complaintOrderSum counts the complaints (so_complaint: complaint.test.ts).
  it('counts open orders, complaint-type ones among them, with a reminder due or a clock overdue for the badge, in the caller\'s scope', async () => {
    // No earlier order (the demo's, whose reminders fall due during a slow run) changes the counts while this test runs.
    await db.update(s.soOrder).set({ responseDueAt: null, appointDueAt: null, arriveDueAt: null, completeDueAt: null });
    const before = { admin: await counts(), chaoyang: await counts(chaoyang), haidian: await counts(haidian), admin2: await counts(admin2) };
    const repair = await atChaoyang();
    const complaint = await atChaoyang({ orderType: 'complaint' });
    // Fresh orders are far from their reminders.
    expect(await counts(chaoyang)).toEqual(before.chaoyang);
    await setDue(repair.id, { arriveDueAt: minutesFromNow(-1), completeDueAt: minutesFromNow(1) });
    await setDue(complaint.id, { completeDueAt: minutesFromNow(-1) });
    // One order counts once, however many of its clocks warn.
    expect(await counts()).toEqual({ serviceOrderSum: before.admin.serviceOrderSum + 2, complaintOrderSum: before.admin.complaintOrderSum });
    expect(await counts(chaoyang)).toEqual({ serviceOrderSum: before.chaoyang.serviceOrderSum + 2, complaintOrderSum: before.chaoyang.complaintOrderSum });
    expect(await counts(haidian)).toEqual(before.haidian);
    expect(await counts(admin2)).toEqual(before.admin2);
    expect(await counts(customer)).toEqual({ serviceOrderSum: 0, complaintOrderSum: 0 });
    // A met clock, a cancelled order and a suspended order no longer count.
    await db.update(s.soOrder).set({ checkInAt: new Date().toISOString(), completeDueAt: minutesFromNow(5000) }).where(eq(s.soOrder.id, repair.id));
    await db.update(s.soOrder).set({ suspended: true }).where(eq(s.soOrder.id, complaint.id));
    expect(await counts(chaoyang)).toEqual(before.chaoyang);
  });

  it('moves the running clocks on by the time a suspended order waited, once it is resumed', async () => {
    const order = await atChaoyang();
    const before = (await db.select().from(s.soOrder).where(eq(s.soOrder.id, order.id)))[0];
    expect((await call('soOrderHandle/suspend', { id: order.id, reason: '客户出差' }, chaoyang)).statusCode).toBe(200);
    // The customer's pause began 90 minutes ago.
    await db
      .update(s.soOrderHistory)
      .set({ createdAt: new Date(Date.now() - 90 * MINUTE) })
      .where(and(eq(s.soOrderHistory.orderId, order.id), eq(s.soOrderHistory.action, 'suspend')));
    expect((await call('soOrderHandle/resume', { id: order.id }, chaoyang)).statusCode).toBe(200);
    const after = (await db.select().from(s.soOrder).where(eq(s.soOrder.id, order.id)))[0];
    const shift = (field: 'responseDueAt' | 'appointDueAt' | 'arriveDueAt' | 'completeDueAt') => Math.round((new Date(after[field]!).getTime() - new Date(before[field]!).getTime()) / MINUTE);
    // Accepted already: the response clock stays; the others wait as long as the customer did.
    expect([shift('responseDueAt'), shift('appointDueAt'), shift('arriveDueAt'), shift('completeDueAt')]).toEqual([0, 90, 90, 90]);
    expect((await call('soOrder/getDetail', { id: order.id })).json().objx.history.at(-1)).toMatchObject({ action: 'resume', detail: { pausedMinutes: 90 } });
  });

  it('pushes each reminder once, over the WebSocket, to the outlet, its engineer and its centre only', async () => {
    const base = await listen(t);
    const [cySocket, wangSocket, centreSocket, hdSocket, liuSocket, adminT2Socket] = await Promise.all(
      [
        await session(t, 'outlet_chaoyang'),
        await session(t, 'engineer_wang'),
        await session(t, 'centre_north'),
        await session(t, 'outlet_haidian'),
        await session(t, 'engineer_liu'),
        await session(t, 'admin2', 2),
      ].map((s) => connect(base, s)),
    );
    const order = await atChaoyang();
    const ofOrder = (client: typeof cySocket) => client.received.filter((m) => m.type === 'sla' && (m.data as Payload).orderId === order.id).map((m) => m.data as Payload);

    await setDue(order.id, { appointDueAt: minutesFromNow(10) });
    expect(await scanSla(t.deps.database, t.deps.events)).toBeGreaterThanOrEqual(1);
    for (const client of [cySocket, wangSocket, centreSocket]) {
      await client.waitFor((m) => m.type === 'sla' && (m.data as Payload).orderId === order.id);
      expect(ofOrder(client)).toEqual([{ orderId: order.id, orderNo: order.orderNo, clock: 'appointment', state: 'reminder', dueAt: expect.any(String) }]);
    }
    // The next scan sends nothing new; once the deadline passes, the overdue reminder goes out once.
    await scanSla(t.deps.database, t.deps.events);
    await setDue(order.id, { appointDueAt: minutesFromNow(-1) });
    await scanSla(t.deps.database, t.deps.events);
    await scanSla(t.deps.database, t.deps.events);
    for (const client of [cySocket, wangSocket, centreSocket]) {
      await client.waitFor((m) => m.type === 'sla' && (m.data as Payload).state === 'overdue' && (m.data as Payload).orderId === order.id);
      await client.roundTrip();
      expect(ofOrder(client).map((n) => n.state)).toEqual(['reminder', 'overdue']);
    }
    for (const client of [hdSocket, liuSocket, adminT2Socket]) {
      await client.roundTrip();
      expect(ofOrder(client)).toEqual([]);
    }
    const notices = await db.select().from(s.soOrderSlaNotice).where(eq(s.soOrderSlaNotice.orderId, order.id));
    expect(notices.map((n) => [n.clock, n.state])).toEqual([
      ['appointment', 'reminder'],
      ['appointment', 'overdue'],
    ]);
    for (const client of [cySocket, wangSocket, centreSocket, hdSocket, liuSocket, adminT2Socket]) client.close();
  });

  it('runs the scan as a recurring job that queues its next run', async () => {
    const order = await atChaoyang();
    await setDue(order.id, { arriveDueAt: minutesFromNow(-1) });
    const runs = async () => db.select().from(s.sysJob).where(eq(s.sysJob.type, 'slaScan'));
    t.deps.jobs.start(60_000);
    await t.deps.jobs.stop();
    expect((await runs()).length).toBeGreaterThanOrEqual(1);
    await db.update(s.sysJob).set({ runAfter: new Date(0) }).where(eq(s.sysJob.type, 'slaScan'));
    while (await t.deps.jobs.runOnce()) {
      // drain
    }
    const jobs = await runs();
    expect(jobs.filter((j) => j.status === 'done').length).toBeGreaterThanOrEqual(1);
    expect(jobs.filter((j) => j.status === 'queued')).toHaveLength(1);
    expect(await db.select().from(s.soOrderSlaNotice).where(eq(s.soOrderSlaNotice.orderId, order.id))).toMatchObject([{ clock: 'arrival', state: 'overdue' }]);
  });
});
