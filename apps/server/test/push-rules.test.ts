/**
 * Push rules that run (issue 18): an order's event fires the tenant's enabled rules whose conditions match, after
 * the command commits (the queued job), with the template's placeholders filled from the order, to the target over
 * the channel (an SMS in the outbox, a site message to each of the target's users, heard over the WebSocket); a
 * disabled or non-matching rule sends nothing; what cannot be sent (no phone, no user, no WeChat account: wechat-push.test.ts) is logged as
 * failed and never fails the order's command; an overdue order fires once even when the scan runs twice or on two
 * servers at once; the push log's grid keeps to the tenant.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { scanPushes } from '../src/modules/rules/push.service.ts';
import { scanSla } from '../src/modules/work-orders/sla.service.ts';
import { localBus, type RealtimeEvent } from '../src/platform/realtime/event-bus.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures } from './order-fixtures.ts';

describe('push rules', async () => {
  const events = localBus();
  const heard: RealtimeEvent[] = [];
  events.subscribe((e) => heard.push(e));
  const t = await createTestApp({}, { events });
  const db = t.deps.database.db;
  const f = orderFixtures(t);
  const EN = { 'accept-language': 'en-US' };
  const admin = { ...(await t.login('admin')), ...EN };
  const centre = { ...(await t.login('centre_north')), ...EN };
  const outlet = { ...(await t.login('outlet_chaoyang')), ...EN };
  const engineer = { ...(await t.login('engineer_wang')), ...EN };
  const admin2 = { ...(await t.login('admin2', { tenantId: 2 })), ...EN };
  const ok = async (path: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await f.post(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const drain = async () => {
    while (await t.deps.jobs.runOnce()) {
      // every queued job, ours first
    }
  };
  const userId = async (username: string) => (await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, username)))[0].id;
  const logsOf = (orderId: number) => db.select().from(s.basPushLog).where(and(eq(s.basPushLog.tenantId, 1), eq(s.basPushLog.orderId, orderId))).orderBy(s.basPushLog.id);
  const rule = (code: string, over: Record<string, unknown>) => ok('basPushRule/add', { code, name: code, target: 'customer', channel: 'sms', enabled: true, ...over });

  // The demo's rules stay out of the way: only this file's rules run.
  await db.update(s.basPushRule).set({ deletedAt: new Date() }).where(eq(s.basPushRule.tenantId, 1));
  await rule('T-NEW-SMS', { event: 'order_created', template: '{customerName}，工单{orderNo}（{brand}，{address}）已受理' });
  await rule('T-NEW-OFF', { event: 'order_created', target: 'outlet', enabled: false, template: 'never {orderNo}' });
  await rule('T-NEW-INSTALL', { event: 'order_created', target: 'engineer', orderType: 'install', template: 'never {orderNo}' });
  await rule('T-NEW-URGENT', { event: 'order_created', target: 'centre', channel: 'in_app', urgency: '3', template: 'never {orderNo}' });
  await rule('T-NEW-APP', { event: 'order_created', channel: 'in_app', template: 'no user {orderNo}' });
  await rule('T-NEW-ENG', { event: 'order_created', target: 'engineer', template: 'no phone {orderNo}' });
  await rule('T-NEW-WX', { event: 'order_created', channel: 'wechat', template: 'no WeChat {orderNo}' });
  await rule('T-DISPATCH-ENG', { event: 'dispatched', target: 'engineer', channel: 'in_app', template: '派工{orderNo}' });
  await rule('T-DISPATCH', { event: 'dispatched', target: 'outlet', channel: 'in_app', template: '新工单{orderNo}：{customerName} {customerPhone}，{address}，工程师{engineerName}' });
  await rule('T-BOOK', { event: 'appointed', target: 'customer', template: '{engineerName}（{engineerPhone}）将于{appointmentTime}上门，工单{orderNo}' });
  await rule('T-OVERDUE', { event: 'overdue', target: 'outlet', channel: 'in_app', template: '工单{orderNo}已超时，截止{deadline}' });

  it('fires the enabled matching rules of a new order after it commits, fills the placeholders, and logs what failed', async () => {
    const order = await ok('soOrder/add', await f.orderInput({ customerName: '周女士', phone: '13911112222' }));
    // Queued with the command, sent once it has committed and the job ran.
    expect(await logsOf(order.id)).toEqual([]);
    await drain();
    const logs = await logsOf(order.id);
    expect(logs.map((l) => [l.ruleCode, l.status, l.error])).toEqual([
      ['T-NEW-APP', 'failed', 'noUser'],
      ['T-NEW-ENG', 'failed', 'noPhone'],
      ['T-NEW-SMS', 'sent', null],
      ['T-NEW-WX', 'failed', 'noWechat'],
    ]);
    const sms = logs.find((l) => l.ruleCode === 'T-NEW-SMS')!;
    expect(sms).toMatchObject({ event: 'order_created', target: 'customer', channel: 'sms', recipient: '13911112222', orderNo: order.orderNo });
    const [outbox] = await db.select().from(s.sysSmsOutbox).where(eq(s.sysSmsOutbox.id, sms.smsId!));
    expect(outbox).toMatchObject({ tenantId: 1, phone: '13911112222', template: 'T-NEW-SMS', content: `周女士，工单${order.orderNo}（示范，朝阳区望京街 1 号）已受理` });
    // The failures are in the log only: the order was made.
    expect((await db.select({ status: s.soOrder.status }).from(s.soOrder).where(eq(s.soOrder.id, order.id)))[0].status).toBe(1010);
  });

  it('a rule switched off or not matching the order sends nothing; switched on it does', async () => {
    const urgent = await ok('soOrder/add', await f.orderInput({ urgency: '3' }));
    await drain();
    const codes = (await logsOf(urgent.id)).map((l) => l.ruleCode);
    expect(codes).toContain('T-NEW-URGENT');
    expect(codes).not.toContain('T-NEW-OFF');
    expect(codes).not.toContain('T-NEW-INSTALL');
    const normal = await ok('soOrder/add', await f.orderInput({ urgency: '1' }));
    await drain();
    expect((await logsOf(normal.id)).map((l) => l.ruleCode)).not.toContain('T-NEW-URGENT');
  });

  it('a command that fails queues nothing', async () => {
    const before = Number((await db.select({ n: sql<number>`count(*)` }).from(s.sysJob).where(eq(s.sysJob.type, 'pushRules')))[0].n);
    const res = await f.post('soOrder/add', { ...(await f.orderInput()), phone: 'bad' }, admin);
    expect(res.json().type).not.toBe('success');
    expect(Number((await db.select({ n: sql<number>`count(*)` }).from(s.sysJob).where(eq(s.sysJob.type, 'pushRules')))[0].n)).toBe(before);
  });

  it('sends site messages to the outlet users on dispatch and an SMS on the booking, each heard and listed by its receiver only', async () => {
    heard.length = 0;
    const id = await f.atChaoyang({ admin, centre, outlet, engineer }, { customerName: '吴先生', phone: '13911113333' });
    await drain();
    const logs = await logsOf(id);
    const dispatch = logs.filter((l) => l.ruleCode === 'T-DISPATCH');
    // Dispatched to the outlet: its staff hear of it (its engineer is not the outlet); assigned to the engineer: he does, once each.
    expect(dispatch.map((l) => [l.status, l.recipient])).toEqual([['sent', '朝阳网点经理']]);
    expect(logs.filter((l) => l.ruleCode === 'T-DISPATCH-ENG').map((l) => [l.status, l.recipient, l.userId])).toEqual([['sent', '王建国', await userId('engineer_wang')]]);
    const booked = logs.find((l) => l.ruleCode === 'T-BOOK')!;
    expect(booked.status).toBe('sent');
    expect(booked.content).toMatch(/^王建国（1\d{10}）将于\d{4}-\d{2}-\d{2} \d{2}:\d{2}上门，工单/);
    const cy = await userId('outlet_chaoyang');
    const messages = heard.filter((e) => e.type === 'siteMessage' && e.userId === cy);
    expect(messages).toHaveLength(1);
    expect(heard.filter((e) => e.type === 'siteMessage' && e.userId === (0 as number))).toEqual([]);
    const inbox = (await t.request({ method: 'GET', url: '/admin/siteMessage/page', headers: outlet, query: { size: '5' } })).json().data;
    expect(inbox.records[0]).toMatchObject({ title: 'T-DISPATCH', link: `/workorder/order/detail/${id}`, sourceEvent: 'dispatched', readAt: null });
    expect(inbox.records[0].text).toContain('吴先生 13911113333');
    expect(inbox.records[0].text).toContain('工程师王建国');
    // Another user, another tenant: not theirs.
    const mid = dispatch[0].messageId!;
    expect((await t.request({ method: 'POST', url: '/admin/siteMessage/read', headers: engineer, payload: { id: mid } })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/admin/siteMessage/read', headers: admin2, payload: { id: mid } })).statusCode).toBe(404);
  });

  it('fires an overdue order once, however often and on however many servers the scan runs', async () => {
    const id = await f.atChaoyang({ admin, centre, outlet, engineer });
    await drain();
    await db.update(s.soOrder).set({ completeDueAt: new Date(Date.now() - 3600_000).toISOString() }).where(eq(s.soOrder.id, id));
    await scanSla(t.deps.database, events);
    const deps = { ...t.deps, events };
    await Promise.all([scanPushes(deps), scanPushes(deps)]);
    await scanPushes(deps);
    const overdue = (await logsOf(id)).filter((l) => l.event === 'overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]).toMatchObject({ ruleCode: 'T-OVERDUE', status: 'sent', recipient: '朝阳网点经理' });
    expect(overdue[0].content).toMatch(/已超时，截止\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const fired = await db.select().from(s.basPushEvent).where(and(eq(s.basPushEvent.subject, 'order'), eq(s.basPushEvent.subjectId, id), eq(s.basPushEvent.event, 'overdue')));
    expect(fired).toHaveLength(1);
  });

  it('lists the push log with filters, paging and export in the tenant only', async () => {
    const list = async (filters: Record<string, unknown>, headers = admin) => (await ok('basPushLog/getListPage', { current: 1, size: 5, filters }, headers)) as { records: Record<string, unknown>[]; total: number };
    const failed = await list({ status: ['failed'] });
    expect(failed.total).toBeGreaterThanOrEqual(3);
    expect(failed.records.every((r) => r.status === 'failed')).toBe(true);
    expect((await list({ error: ['noWechat'], event: ['order_created'] })).records.every((r) => r.channel === 'wechat')).toBe(true);
    expect((await list({}, admin2)).total).toBe(0);
    // Rows the server writes: no add.
    expect((await f.post('basPushLog/add', { event: 'order_created' }, admin)).statusCode).toBe(404);
    const exported = await f.post('basPushLog/export', { filters: { status: ['sent'] }, columns: [{ field: 'orderNo', title: 'No' }, { field: 'content', title: 'Text' }] }, admin);
    expect(exported.statusCode).toBe(200);
    // The outlet has no push-log permission.
    expect((await f.post('basPushLog/getListPage', { current: 1, size: 5 }, outlet)).json().type).not.toBe('success');
  });
});
