/**
 * The WeChat adapter and the complaint events (issue 18): a push rule over WeChat reaches the users of its target who
 * bound a WeChat account (the WeChat outbox has the message, the push log names it), an unbound user or a customer is
 * logged as failed with noWechat; the http provider delivers to a local gateway and, when it keeps failing, records
 * an interface failure; the WeChat outbox keeps to its tenant and its permission. A complaint's registration,
 * escalation, resolution and closing fire their rules as events of its order, with the complaint's placeholders; a
 * command that fails fires nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { WECHAT_DELIVER_JOB } from '../src/platform/wechat/wechat.adapter.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { orderFixtures, parties } from './order-fixtures.ts';

const EN = { 'accept-language': 'en-US' };

/** The tenant's demo rules out of the way, and these instead. */
async function rules(t: TestContext, admin: Record<string, string>, list: Record<string, unknown>[]) {
  const db = t.deps.database.db;
  await db.update(s.basPushRule).set({ deletedAt: new Date() }).where(eq(s.basPushRule.tenantId, 1));
  for (const rule of list) {
    const res = await t.request({ method: 'POST', url: '/basic/basPushRule/add', headers: admin, payload: { name: rule.code, target: 'customer', channel: 'wechat', enabled: true, ...rule } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const drain = async (t: TestContext) => {
  for (let i = 0; i < 200; i++) {
    await t.deps.database.db.execute(sql`update sys_job set run_after = now() where status = 'queued' and type = ${WECHAT_DELIVER_JOB}`);
    if (!(await t.deps.jobs.runOnce())) return;
  }
  throw new Error('jobs kept coming');
};

describe('WeChat pushes through the outbox provider', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const f = orderFixtures(t);
  const p = await parties(t, EN);
  const userId = async (username: string) => (await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, username)))[0].id;
  const logsOf = (orderId: number) => db.select().from(s.basPushLog).where(and(eq(s.basPushLog.tenantId, 1), eq(s.basPushLog.orderId, orderId))).orderBy(s.basPushLog.id);
  await rules(t, p.admin, [
    { code: 'W-ENG', event: 'dispatched', target: 'engineer', template: '派工{orderNo}，{address}' },
    { code: 'W-OUTLET', event: 'dispatched', target: 'outlet', template: '新工单{orderNo}' },
    { code: 'W-CUST', event: 'dispatched', target: 'customer', template: '您的工单{orderNo}' },
    { code: 'W-C-REG', event: 'complaint_registered', target: 'outlet', channel: 'in_app', template: '工单{orderNo}收到投诉{complaintNo}（{complaintNature}，{complaintObject}）' },
    { code: 'W-C-ESC', event: 'complaint_escalated', target: 'centre', channel: 'in_app', template: '投诉{complaintNo}已升级' },
    { code: 'W-C-RES', event: 'complaint_resolved', target: 'engineer', template: '投诉{complaintNo}已解决' },
    { code: 'W-C-CLOSE', event: 'complaint_closed', target: 'outlet', channel: 'in_app', template: '投诉{complaintNo}已关闭' },
  ]);

  it("sends to the engineer's bound WeChat account, and logs the unbound outlet and the customer as failed", async () => {
    const id = await f.atChaoyang(p);
    await drain(t);
    const logs = await logsOf(id);
    const wang = await userId('engineer_wang');
    const eng = logs.filter((l) => l.ruleCode === 'W-ENG');
    expect(eng.map((l) => [l.status, l.recipient, l.userId, l.error])).toEqual([['sent', '王建国', wang, null]]);
    const [message] = await db.select().from(s.sysWechatOutbox).where(eq(s.sysWechatOutbox.id, eng[0].wechatId!));
    // The demo binds 王建国's WeChat account (seed push.ts).
    const [binding] = await db.select().from(s.sysSocialBinding).where(and(eq(s.sysSocialBinding.userId, wang), eq(s.sysSocialBinding.type, 'WX')));
    expect(message).toMatchObject({ tenantId: 1, openId: binding.openId, userId: wang, template: 'W-ENG', title: 'W-ENG', link: `/workorder/order/detail/${id}`, provider: 'outbox', status: 'recorded' });
    expect(message.content).toMatch(/^派工SO\d+，朝阳区望京街 1 号$/);
    expect(logs.filter((l) => l.ruleCode === 'W-OUTLET').map((l) => [l.status, l.error])).toEqual([['failed', 'noWechat']]);
    expect(logs.filter((l) => l.ruleCode === 'W-CUST').map((l) => [l.status, l.error])).toEqual([['failed', 'noWechat']]);
  });

  it('reaches an outlet user once he has bound WeChat, and nobody once the engineer unbound it', async () => {
    const manager = await userId('outlet_chaoyang');
    await db.insert(s.sysSocialBinding).values({ tenantId: 1, userId: manager, type: 'WX', openId: 'o-chaoyang-manager' });
    await db.delete(s.sysSocialBinding).where(and(eq(s.sysSocialBinding.userId, await userId('engineer_wang')), eq(s.sysSocialBinding.type, 'WX')));
    const id = await f.atChaoyang(p);
    await drain(t);
    const logs = await logsOf(id);
    expect(logs.filter((l) => l.ruleCode === 'W-OUTLET').map((l) => [l.status, l.recipient, l.userId])).toEqual([['sent', '朝阳网点经理', manager]]);
    expect(logs.filter((l) => l.ruleCode === 'W-ENG').map((l) => [l.status, l.error])).toEqual([['failed', 'noWechat']]);
    const sent = logs.find((l) => l.ruleCode === 'W-OUTLET')!;
    expect((await db.select().from(s.sysWechatOutbox).where(eq(s.sysWechatOutbox.id, sent.wechatId!)))[0].openId).toBe('o-chaoyang-manager');
  });

  it('lists the WeChat outbox to whoever may see it, in the tenant only', async () => {
    const page = async (headers: Record<string, string>, query: Record<string, string> = {}) => t.request({ method: 'GET', url: '/admin/wechat/page', headers, query });
    const mine = (await page(p.admin, { template: 'W-OUTLET' })).json().data;
    expect(mine.total).toBeGreaterThanOrEqual(1);
    expect(mine.records[0]).toMatchObject({ openId: 'o-chaoyang-manager', userName: '朝阳网点经理', template: 'W-OUTLET', status: 'recorded', provider: 'outbox' });
    expect((await page(p.admin, { openId: 'chaoyang-man' })).json().data.total).toBe(mine.total);
    expect((await page(p.admin2)).json().data.total).toBe(0);
    expect((await page(p.chaoyang)).statusCode).toBe(403);
    expect((await page(p.admin, { status: 'lost' })).statusCode).toBe(400);
  });

  it("fires a complaint's registration, escalation, resolution and closing as its order's events, and nothing for a refused command", async () => {
    const orderId = await f.atChaoyang(p);
    await drain(t);
    const complaint = (path: string, payload: Record<string, unknown>, headers = p.centre) => t.request({ method: 'POST', url: `/basic/soComplaint/${path}`, headers, payload });
    const done = async (path: string, payload: Record<string, unknown>) => {
      const res = await complaint(path, payload);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      return res.json().objx;
    };
    const complaintLogs = async () => (await logsOf(orderId)).filter((l) => l.event.startsWith('complaint_'));
    // Refused (no nature) or in the wrong state: rolled back, nothing queued.
    const jobs = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(s.sysJob).where(eq(s.sysJob.type, 'pushRules')))[0].n);
    const before = await jobs();
    expect((await complaint('add', { orderId, complaintObject: 'engineer', content: 'late' })).statusCode).toBe(400);
    expect(await jobs()).toBe(before);

    const { id, complaintNo } = await done('add', { orderId, complaintNature: 'service', complaintObject: 'engineer', content: 'The engineer came late' });
    expect((await complaint('close', { id })).statusCode).toBe(409);
    expect(await jobs()).toBe(before + 1);
    expect(await complaintLogs()).toEqual([]);
    await drain(t);
    const [registered] = await complaintLogs();
    expect(registered).toMatchObject({ event: 'complaint_registered', ruleCode: 'W-C-REG', status: 'sent', recipient: '朝阳网点经理' });
    const labels = await db.select({ type: s.sysDictItem.type, label: s.sysDictItem.label }).from(s.sysDictItem).where(and(eq(s.sysDictItem.tenantId, 1), sql`(type, value) in (('complaint_nature', 'service'), ('complaint_object', 'engineer'))`));
    const label = (type: string) => labels.find((l) => l.type === type)!.label;
    expect(registered.content).toBe(`工单${registered.orderNo}收到投诉${complaintNo}（${label('complaint_nature')}，${label('complaint_object')}）`);

    await done('accept', { id });
    await done('escalate', { id, escalatedTo: 'hq', text: 'needs an exchange' });
    await done('resolve', { id, text: 'exchanged' });
    await done('confirm', { id, satisfied: true });
    await done('close', { id });
    await drain(t);
    const logs = await complaintLogs();
    // Once each, to each user of the target: the outlet's manager, the northern centre's users, the engineer (unbound).
    const byEvent = (event: string) => logs.filter((l) => l.event === event);
    expect([...new Set(logs.map((l) => l.event))]).toEqual(['complaint_registered', 'complaint_escalated', 'complaint_resolved', 'complaint_closed']);
    expect(byEvent('complaint_registered')).toHaveLength(1);
    const escalated = byEvent('complaint_escalated');
    expect(escalated.map((l) => l.recipient)).toContain('华北中心主管');
    expect(escalated.every((l) => l.status === 'sent' && l.content === `投诉${complaintNo}已升级`)).toBe(true);
    expect(byEvent('complaint_resolved').map((l) => [l.status, l.error])).toEqual([['failed', 'noWechat']]);
    expect(byEvent('complaint_closed').map((l) => [l.status, l.recipient, l.content])).toEqual([['sent', '朝阳网点经理', `投诉${complaintNo}已关闭`]]);
  });
});

describe('WeChat through the http provider', async () => {
  // The provider's gateway: answers with the status of the moment, and keeps what it was sent.
  let status = 200;
  const received: Record<string, unknown>[] = [];
  const gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ ...JSON.parse(body), auth: req.headers.authorization });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/wechat`;
  const t = await createTestApp({ WECHAT_PROVIDER: 'http', WECHAT_HTTP_URL: url, WECHAT_HTTP_TOKEN: 'wx-secret', WECHAT_HTTP_TIMEOUT_MS: 5000 });
  const db = t.deps.database.db;
  const f = orderFixtures(t);
  const p = await parties(t, EN);
  await rules(t, p.admin, [{ code: 'H-ENG', event: 'dispatched', target: 'engineer', template: '派工{orderNo}' }]);
  const wechatOf = async (orderId: number) => {
    const [log] = await db.select().from(s.basPushLog).where(and(eq(s.basPushLog.orderId, orderId), eq(s.basPushLog.ruleCode, 'H-ENG')));
    return (await db.select().from(s.sysWechatOutbox).where(eq(s.sysWechatOutbox.id, log.wechatId!)))[0];
  };

  it('queues the message with its push and delivers it to the gateway once', async () => {
    const id = await f.atChaoyang(p);
    // Run the push job only: the message is queued, not yet delivered.
    while ((await db.select().from(s.sysJob).where(and(eq(s.sysJob.type, 'pushRules'), eq(s.sysJob.status, 'queued')))).length) await t.deps.jobs.runOnce();
    const queued = await wechatOf(id);
    expect(queued).toMatchObject({ provider: 'http', status: 'queued' });
    await drain(t);
    expect((await wechatOf(id)).status).toBe('sent');
    const sent = received.filter((r) => r.id === queued.id);
    expect(sent).toEqual([{ id: queued.id, tenantId: 1, openId: queued.openId, template: 'H-ENG', title: 'H-ENG', content: queued.content, link: `/workorder/order/detail/${id}`, auth: 'Bearer wx-secret' }]);
  });

  it('records an interface failure once the last attempt has failed, which a retry delivers', async () => {
    status = 503;
    const id = await f.atChaoyang(p);
    await drain(t);
    const message = await wechatOf(id);
    expect(message.status).toBe('failed');
    expect(received.filter((r) => r.id === message.id)).toHaveLength(3);
    const call = (verb: string, payload: Record<string, unknown>, headers = p.admin) => t.request({ method: 'POST', url: `/basic/intfFailRecord/${verb}`, headers, payload });
    const page = (await call('getListPage', { current: 1, size: 10, filters: { interfaceName: ['wechat'] } })).json().objx;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ interfaceName: 'wechat', businessKey: String(message.id), status: 'pending', attempts: 3 });
    expect(page.records[0].lastError).toMatch(/HTTP 503/);
    expect(page.records[0].requestPayload).toMatchObject({ openId: message.openId, template: 'H-ENG' });
    // Another tenant sees none of it.
    expect((await call('getListPage', { current: 1, size: 10 }, p.admin2)).json().objx.total).toBe(0);
    status = 200;
    expect((await call('retry', { id: page.records[0].id })).statusCode).toBe(200);
    await drain(t);
    expect((await wechatOf(id)).status).toBe('sent');
  });
});
