/**
 * One-click help (soCase) and repair by mail over HTTP: every verb of a help case with its wrong-state,
 * wrong-tenant and wrong-role attempts and the reply pushed to the asker over the WebSocket; the shipping-repair
 * steps with their logistics, the customer's signature and the completion that waits for it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, type Payload, tomorrow } from './order-fixtures.ts';
import { connect, listen, session } from './ws-client.ts';

describe('one-click help and repair by mail', async () => {
  const t = await createTestApp();
  const { db, dept, site, engineer, orderInput, post } = orderFixtures(t);
  const admin = await t.login('admin');
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const wang = await t.login('engineer_wang');
  const liu = await t.login('engineer_liu');
  const visitor = await t.login('visitor_sun');
  const storekeeper = await t.login('storekeeper_zhou');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const en = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en-US' });
  const wangId = (await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, 'engineer_wang')))[0].id;
  const ok = async (path: string, payload: Payload, headers: Record<string, string>) => {
    const res = await post(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };

  /** An order of the Chaoyang outlet with engineer Wang, checked in on site (1040). */
  async function onSite() {
    const { id } = await ok('soOrder/add', await orderInput(), admin);
    await ok('soOrderDispatch/assignOrg', { id, centreId: await dept('SC-N') }, admin);
    await ok('soOrderDispatch/assignSite', { id, siteId: await site('ASC-BJ-CY') }, centre);
    await ok('siteOrderDeal/accept', { id }, chaoyang);
    await ok('siteOrderDeal/assign', { id, engineerId: await engineer('E1001') }, chaoyang);
    await ok('siteOrderDeal/book', { id, appointAt: tomorrow() }, wang);
    await ok('soOrderHandle/checkIn', { id }, wang);
    return id as number;
  }

  describe('help cases', () => {
    it('runs a case from the question to the close: take, reply, follow-up, reply, close, each moving its thread', async () => {
      const orderId = await onSite();
      const asked = await ok('soCase/add', { orderId, question: '压缩机不启动，电容已换，下一步查什么？', urgency: '3' }, wang);
      expect(asked).toMatchObject({ status: 'open', orderId, urgency: '3', askedBy: wangId, askerName: '王建国' });
      expect(asked.caseNo).toMatch(/^HC\d{12}$/);
      expect(asked.waitingSince).toBeTruthy();

      // The queue: support sees it, most urgent first; another engineer does not.
      const queue = (await ok('soCase/getListPage', { filters: { status: 'open,taken' } }, admin)).records as Payload[];
      expect(queue[0]).toMatchObject({ id: asked.id, urgency: '3' });
      expect((await ok('soCase/getListPage', {}, liu)).records.map((r: Payload) => r.id)).not.toContain(asked.id);

      const taken = await ok('soCase/take', { id: asked.id, version: asked.version }, admin);
      expect(taken.status).toBe('taken');
      const replied = await ok('soCase/reply', { id: asked.id, message: '检查启动继电器与过载保护器' }, admin);
      expect(replied.status).toBe('answered');
      expect(await ok('soCase/getById', { id: asked.id }, wang)).toMatchObject({ status: 'answered', takerName: '总部管理员', waitingSince: null });
      expect((await ok('soCase/followUp', { id: asked.id, message: '继电器正常，过载保护器发烫' }, wang)).status).toBe('taken');
      expect((await ok('soCase/reply', { id: asked.id, message: '更换过载保护器' }, admin)).status).toBe('answered');
      expect((await ok('soCase/close', { id: asked.id, message: '已解决' }, wang)).status).toBe('closed');

      const thread = (await ok('soCase/getMessages', { id: asked.id }, wang)) as Payload[];
      expect(thread.map((m) => [m.kind, m.body])).toEqual([
        ['question', '压缩机不启动，电容已换，下一步查什么？'],
        ['reply', '检查启动继电器与过载保护器'],
        ['followUp', '继电器正常，过载保护器发烫'],
        ['reply', '更换过载保护器'],
        ['close', '已解决'],
      ]);
      // The order's detail lists its cases.
      expect((await ok('soCase/getListPage', { filters: { orderId: String(orderId) } }, wang)).records.map((r: Payload) => r.id)).toEqual([asked.id]);
    });

    it('refuses what the state does not allow, a stale version, and a message left out, writing nothing', async () => {
      const orderId = await onSite();
      const { id, version } = await ok('soCase/add', { orderId, question: '显示 E4' }, wang);
      const refused = await post('soCase/reply', { id, message: '先接手' }, en(admin));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toContain("The help case's state does not allow this now");
      await ok('soCase/take', { id }, admin);
      expect((await post('soCase/take', { id }, admin)).statusCode).toBe(409);
      const stale = await post('soCase/reply', { id, version, message: 'x' }, en(admin));
      expect(stale.statusCode).toBe(409);
      expect(stale.json().msg).toContain('Someone else has just acted on this help case');
      const empty = await post('soCase/reply', { id, message: '  ' }, en(admin));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().msg).toContain('cannot be empty');
      await ok('soCase/close', { id }, admin);
      for (const action of ['take', 'reply', 'followUp', 'close']) {
        expect((await post(`soCase/${action}`, { id, message: 'x' }, action === 'followUp' || action === 'close' ? wang : admin)).statusCode, action).toBe(409);
      }
      const messages = await db.select().from(s.soCaseMessage).where(eq(s.soCaseMessage.caseId, id));
      expect(messages.map((m) => m.kind)).toEqual(['question', 'close']);
    });

    it('checks the question: an order the caller sees and that is still open, a text, known photos', async () => {
      const orderId = await onSite();
      const noText = await post('soCase/add', { orderId, question: '' }, en(wang));
      expect(noText.statusCode).toBe(400);
      expect(noText.json().msg).toContain('question');
      // Engineer Liu (Shanghai) does not see Wang's order; nor does another tenant.
      expect((await post('soCase/add', { orderId, question: '?' }, liu)).statusCode).toBe(400);
      expect((await post('soCase/add', { orderId, question: '?' }, admin2)).statusCode).toBe(400);
      expect((await post('soCase/add', { orderId, question: '?', photos: [987654] }, wang)).statusCode).toBe(400);
      const cancelled = (await ok('soOrder/add', await orderInput(), admin)).id;
      await ok('siteOrderDeal/cancel', { id: cancelled, reason: '客户取消' }, admin);
      const closed = await post('soCase/add', { orderId: cancelled, question: '?' }, en(admin));
      expect(closed.statusCode).toBe(409);
      expect(closed.json().msg).toContain('cannot ask for help');
      expect(await db.select().from(s.soCase).where(eq(s.soCase.orderId, cancelled))).toEqual([]);
    });

    it('keeps each side to its part: only the asker follows up, only support takes and replies, another tenant sees nothing', async () => {
      const orderId = await onSite();
      const { id } = await ok('soCase/add', { orderId, question: '需要图纸' }, wang);
      // The outlet sees its engineer's case (its subtree) but may only ask, not answer.
      expect((await ok('soCase/getById', { id }, chaoyang)).id).toBe(id);
      expect((await post('soCase/take', { id }, chaoyang)).statusCode).toBe(403);
      const notAsker = await post('soCase/followUp', { id, message: '补充' }, en(chaoyang));
      expect(notAsker.statusCode).toBe(403);
      expect(notAsker.json().msg).toContain('Only the person who asked');
      // The centre supports the orders of its region; a role without the help permissions is refused.
      expect((await ok('soCase/take', { id }, centre)).status).toBe('taken');
      expect((await post('soCase/getListPage', {}, visitor)).statusCode).toBe(403);
      expect((await post('soCase/close', { id }, storekeeper)).statusCode).toBe(403);
      // Another tenant: not found, nothing changed.
      for (const path of ['soCase/getById', 'soCase/getMessages']) expect((await post(path, { id }, admin2)).statusCode, path).toBe(404);
      for (const action of ['take', 'reply', 'close']) expect((await post(`soCase/${action}`, { id, message: 'x' }, admin2)).statusCode, action).toBe(404);
      expect((await ok('soCase/getListPage', {}, admin2)).records).toEqual([]);
      expect((await ok('soCase/getById', { id }, admin)).status).toBe('taken');
    });

    it('pushes the reply to the asker over the WebSocket, and the follow-up to whoever took the case', async () => {
      const base = await listen(t);
      const [wangSocket, adminSocket, liuSocket] = await Promise.all([await session(t, 'engineer_wang'), await session(t, 'admin'), await session(t, 'engineer_liu')].map((x) => connect(base, x)));
      const orderId = await onSite();
      const { id, caseNo } = await ok('soCase/add', { orderId, question: '漏电保护跳闸' }, wang);
      await ok('soCase/take', { id }, admin);
      await ok('soCase/reply', { id, message: '检查加热管绝缘' }, admin);
      const notice = await wangSocket.waitFor((m) => m.type === 'soCase' && (m.data as Payload).caseId === id && (m.data as Payload).action === 'reply');
      expect(notice.data).toMatchObject({ caseId: id, caseNo, action: 'reply', status: 'answered', by: '总部管理员' });
      await ok('soCase/followUp', { id, message: '绝缘正常' }, wang);
      expect((await adminSocket.waitFor((m) => m.type === 'soCase' && (m.data as Payload).action === 'followUp')).data).toMatchObject({ caseId: id, status: 'taken' });
      await liuSocket.roundTrip();
      expect(liuSocket.received.filter((m) => m.type === 'soCase')).toEqual([]);
    });
  });

  describe('repair by mail', () => {
    it('sends the unit to the centre and back with both legs tracked, and completes once the customer signed', async () => {
      const id = await onSite();
      await ok('soOrderDispatch/creatInternalOrder', { id }, wang);
      const noTracking = await post('soOrderHandle/sendToCentre', { id }, en(wang));
      expect(noTracking.statusCode).toBe(400);
      expect(noTracking.json().msg).toMatch(/sendLogistics.*cannot be empty/);
      await ok('soOrderHandle/sendToCentre', { id, sendLogistics: '顺丰速运', sendTrackingNo: 'SF1234567890' }, wang);
      // The centre's steps are the centre's (and the storekeeper's): the engineer may not receive his own unit.
      expect((await post('soOrderHandle/receiveAtCentre', { id }, wang)).statusCode).toBe(403);
      await ok('soOrderHandle/receiveAtCentre', { id }, centre);
      const early = await post('soOrderHandle/deliverFromCentre', { id, returnLogistics: '顺丰速运', returnTrackingNo: 'SF0987654321' }, centre);
      expect(early.statusCode).toBe(409);
      await ok('soOrderHandle/repairAtCentre', { id }, centre);
      expect((await post('soOrderHandle/deliverFromCentre', { id, returnLogistics: '顺丰速运' }, centre)).statusCode).toBe(400);
      await ok('soOrderHandle/deliverFromCentre', { id, returnLogistics: '顺丰速运', returnTrackingNo: 'SF0987654321' }, centre);
      // Not completed before the customer signs for it.
      expect((await post('siteOrderDeal/simpleFinishOrder', { id, resultRemark: '寄修完成' }, wang)).statusCode).toBe(409);
      await ok('soOrderHandle/customerSign', { id }, centre);
      await ok('siteOrderDeal/simpleFinishOrder', { id, resultRemark: '寄修完成' }, wang);

      const { order, history } = await ok('soOrder/getDetail', { id }, wang);
      expect(order).toMatchObject({ ship: 'signed', sendLogistics: '顺丰速运', sendTrackingNo: 'SF1234567890', returnLogistics: '顺丰速运', returnTrackingNo: 'SF0987654321' });
      expect(order.customerSignedAt).toBeTruthy();
      expect(order.shipAt).toBe(order.customerSignedAt);
      expect((history as Payload[]).find((h) => h.action === 'sendToCentre')?.detail).toEqual({ sendLogistics: '顺丰速运', sendTrackingNo: 'SF1234567890' });
      // The screen's tabs: the grid filtered by the shipping-repair step, another tenant sees none of it.
      expect((await ok('soOrder/getListPage', { filters: { ship: 'signed' } }, centre)).records.map((r: Payload) => r.id)).toContain(id);
      expect((await ok('soOrder/getCount', { filters: { ship: 'signed' } }, admin2))).toBe(0);
      expect((await post('soOrderHandle/customerSign', { id }, admin2)).statusCode).toBe(404);
    });
  });
});
