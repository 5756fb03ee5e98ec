/**
 * The evaluation SMS over HTTP (issue 18): a finished order's SMS scheduled after the tenant's delay and sent by the
 * job queue through the outbox; the customer's reply recorded on the outbox screen or by the provider's callback as
 * the rating (the order rated once its return visit allows it); wrong state, stale version, bad input (which writes
 * nothing), wrong role, another outlet and another tenant refused; the callback refused without its token.
 */
import { EVALUATION_SMS_DELAY_MINUTES, errorText } from '@as/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, type Payload } from './order-fixtures.ts';
import { settlementFixtures } from './settlement-fixtures.ts';

describe('evaluation SMS', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const admin = { ...(await t.login('admin')), ...EN };
  const centre = { ...(await t.login('centre_north')), ...EN };
  const chaoyang = { ...(await t.login('outlet_chaoyang')), ...EN };
  const haidian = { ...(await t.login('outlet_haidian')), ...EN };
  const wang = { ...(await t.login('engineer_wang')), ...EN };
  const admin2 = { ...(await t.login('admin2', { tenantId: 2 })), ...EN };
  const { orderInput, post } = orderFixtures(t);
  const { finished } = settlementFixtures(t, { admin, centre, outlet: chaoyang, engineer: wang });

  const expectStatus = async (path: string, payload: unknown, headers: Record<string, string>, status: number) => {
    const res = await post(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json();
  };
  const ok = (path: string, payload: unknown, headers: Record<string, string> = admin) => expectStatus(path, payload, headers, 200).then((r) => r.objx);
  const setDelay = (minutes: string) => db.update(s.sysParam).set({ publicValue: minutes }).where(and(eq(s.sysParam.tenantId, 1), eq(s.sysParam.publicKey, 'EVALUATION_SMS_DELAY')));
  /** A consultation headquarters answers and finishes at once (1250), to this number. */
  const finishedConsult = async (phone: string) => {
    const { id } = await ok('soOrder/add', await orderInput({ orderType: 'consult', phone } as Payload));
    await ok('siteOrderDeal/simpleFinishOrder', { id, resultRemark: 'answered' });
    await ok('soOrderDispatch/doOrderFinish', { id });
    return id as number;
  };
  const evaluationOf = async (orderId: number) => (await db.select().from(s.soEvaluation).where(eq(s.soEvaluation.orderId, orderId)))[0];
  const historyOf = async (id: number) => db.select().from(s.soEvaluationHistory).where(eq(s.soEvaluationHistory.evaluationId, id)).orderBy(asc(s.soEvaluationHistory.id));
  const runJobs = async () => {
    while (await t.deps.jobs.runOnce()) {
      // every due job
    }
  };
  const outbox = async (id: number) => (await db.select().from(s.sysSmsOutbox).where(eq(s.sysSmsOutbox.id, id)))[0];
  const orderRow = async (id: number) => (await db.select().from(s.soOrder).where(eq(s.soOrder.id, id)))[0];

  it('schedules the SMS after the tenant delay when an order finishes, and sends nothing before it is due', async () => {
    const before = Date.now();
    const id = await finishedConsult('13911110001');
    const row = await evaluationOf(id);
    expect(row).toMatchObject({ status: 'scheduled', phone: '13911110001', smsId: null, version: 0 });
    const delay = row.scheduledAt.getTime() - before;
    expect(delay).toBeGreaterThanOrEqual(EVALUATION_SMS_DELAY_MINUTES * 60_000 - 1000);
    expect(delay).toBeLessThan(EVALUATION_SMS_DELAY_MINUTES * 60_000 + 60_000);
    await runJobs();
    expect((await evaluationOf(id)).status).toBe('scheduled');
    expect((await historyOf(row.id)).map((h) => [h.action, h.toStatus])).toEqual([['schedule', 'scheduled']]);
    // The order's detail shows it in the order's scope: headquarters, not another tenant.
    expect(await ok('soEvaluation/getByOrder', { orderId: id })).toMatchObject({ status: 'scheduled', phone: '13911110001', answer: null });
    await expectStatus('soEvaluation/getByOrder', { orderId: id }, admin2, 404);
  });

  it('sends a due one through the outbox, and records the reply an operator enters as the rating', async () => {
    await setDelay('0');
    const id = await finishedConsult('13911110002');
    await runJobs();
    const sent = await evaluationOf(id);
    expect(sent).toMatchObject({ status: 'sent', version: 1 });
    expect(sent.sentAt).not.toBeNull();
    const sms = await outbox(sent.smsId as number);
    expect(sms).toMatchObject({ tenantId: 1, phone: '13911110002', template: 'evaluation', status: 'recorded' });
    expect(sms.content).toContain(sent.orderNo);
    // A job run again (a retry) sends nothing twice.
    await runJobs();
    expect((await db.select().from(s.sysSmsOutbox).where(and(eq(s.sysSmsOutbox.phone, '13911110002'), eq(s.sysSmsOutbox.template, 'evaluation')))).length).toBe(1);

    expect(await ok('soEvaluation/getBySms', { smsId: sent.smsId })).toMatchObject({ orderId: id, status: 'sent', version: 1 });
    const answered = await ok('soEvaluation/answer', { smsId: sent.smsId, reply: ' 4 ', version: 1 });
    expect(answered).toMatchObject({ status: 'answered', satisfaction: 'satisfied', score: 4, version: 2 });
    expect(await ok('soEvaluation/getByOrder', { orderId: id })).toMatchObject({ status: 'answered', answer: '4', score: 4, satisfaction: 'satisfied' });
    const steps = await historyOf(sent.id);
    expect(steps.map((h) => [h.action, h.fromStatus, h.toStatus, h.remark])).toEqual([
      ['schedule', null, 'scheduled', ''],
      ['send', 'scheduled', 'sent', ''],
      ['answer', 'sent', 'answered', '4'],
    ]);
    expect(steps[1].userId).toBeNull();
    expect(steps[2].userId).not.toBeNull();
    // Not visited yet: the rating stands on the evaluation, the order's return visit is unchanged; the return visit rates it.
    expect((await orderRow(id)).visit).toBe('notVisited');
    await ok('soOrderHandle/visit', { id });
    expect((await orderRow(id)).visit).toBe('rated');
    // Answered once: again is a wrong state.
    const again = await expectStatus('soEvaluation/answer', { smsId: sent.smsId, reply: '1' }, admin, 409);
    expect(again.msg).toBe(errorText('evaluationActionRefused', 'en-US', { status: 'Rated', action: 'Record the reply' }));
  });

  it('rates the order (lifecycle action rate) when its return visit is done', async () => {
    const id = await finishedConsult('13911110003');
    await runJobs();
    await ok('soOrderHandle/visit', { id });
    const { smsId } = await evaluationOf(id);
    await ok('soEvaluation/answer', { smsId, reply: '５分，师傅很好' });
    expect(await evaluationOf(id)).toMatchObject({ status: 'answered', score: 5, satisfaction: 'verySatisfied' });
    const order = await orderRow(id);
    expect(order.visit).toBe('rated');
    const history = await db.select().from(s.soOrderHistory).where(eq(s.soOrderHistory.orderId, id)).orderBy(asc(s.soOrderHistory.id));
    expect(history.at(-1)).toMatchObject({ action: 'rate' });
  });

  it('refuses a reply without a score, a stale version, the wrong role and another tenant, writing nothing', async () => {
    const id = await finishedConsult('13911110004');
    await runJobs();
    const { smsId } = await evaluationOf(id);
    const bad = await expectStatus('soEvaluation/answer', { smsId, reply: 'very good' }, admin, 400);
    expect(JSON.stringify(bad)).toContain(errorText('evaluationReplyInvalid', 'en-US'));
    for (const payload of [{ smsId, reply: '' }, { smsId, reply: '6 stars' }, { smsId: 'x', reply: '5' }, { reply: '5' }, { smsId, reply: 'x'.repeat(501) }]) await expectStatus('soEvaluation/answer', payload, admin, 400);
    const stale = await expectStatus('soEvaluation/answer', { smsId, reply: '5', version: 0 }, admin, 409);
    expect(stale.msg).toBe(errorText('evaluationChanged', 'en-US'));
    await expectStatus('soEvaluation/answer', { smsId, reply: '5' }, chaoyang, 403);
    await expectStatus('soEvaluation/answer', { smsId, reply: '5' }, wang, 403);
    await expectStatus('soEvaluation/getBySms', { smsId }, centre, 403);
    await expectStatus('soEvaluation/answer', { smsId, reply: '5' }, admin2, 404);
    await expectStatus('soEvaluation/getBySms', { smsId }, admin2, 404);
    expect(await evaluationOf(id)).toMatchObject({ status: 'sent', answer: null, version: 1 });
    expect((await historyOf((await evaluationOf(id)).id)).length).toBe(2);
  });

  it("keeps to the order's scope: its outlet sees an order's evaluation, another outlet does not", async () => {
    const id = await finished();
    expect(await ok('soEvaluation/getByOrder', { orderId: id }, chaoyang)).toMatchObject({ orderId: id, status: 'scheduled' });
    await expectStatus('soEvaluation/getByOrder', { orderId: id }, haidian, 404);
    await expectStatus('soEvaluation/getByOrder', { orderId: id }, admin2, 404);
    // An order without an evaluation yet: none.
    const { id: open } = await ok('soOrder/add', await orderInput());
    expect(await ok('soEvaluation/getByOrder', { orderId: open })).toBeNull();
  });

  it("takes the provider's reply with its token only, by the number it came from, in its tenant", async () => {
    const id = await finishedConsult('13911110005');
    await runJobs();
    const reply = (payload: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url: '/intf/sms/reply', headers: { ...EN, ...headers }, payload: payload as object });
    const body = { phone: '13911110005', content: '2 来得太晚' };
    // No token configured: refused.
    expect((await reply(body, { authorization: 'Bearer x', 'TENANT-ID': '1' })).statusCode).toBe(401);
    const token = 'provider-token-0123456789';
    t.deps.config.SMS_INBOUND_TOKEN = token;
    try {
      expect((await reply(body, { 'TENANT-ID': '1' })).statusCode).toBe(401);
      expect((await reply(body, { authorization: 'Bearer provider-token-012345678X', 'TENANT-ID': '1' })).statusCode).toBe(401);
      const auth = { authorization: `Bearer ${token}` };
      // Another tenant has no evaluation sent to this number; a number none was sent to neither.
      expect((await reply(body, { ...auth, 'TENANT-ID': '2' })).statusCode).toBe(404);
      expect((await reply({ ...body, phone: '13900000000' }, { ...auth, 'TENANT-ID': '1' })).statusCode).toBe(404);
      expect((await reply({ ...body, content: 'ok' }, { ...auth, 'TENANT-ID': '1' })).statusCode).toBe(400);
      expect((await reply({ phone: 'abc', content: '5' }, { ...auth, 'TENANT-ID': '1' })).statusCode).toBe(400);
      expect((await evaluationOf(id)).status).toBe('sent');
      const res = await reply(body, { ...auth, 'TENANT-ID': '1' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().objx).toMatchObject({ status: 'answered', satisfaction: 'dissatisfied' });
      const row = await evaluationOf(id);
      expect(row).toMatchObject({ answer: '2 来得太晚', score: 2 });
      expect((await historyOf(row.id)).at(-1)).toMatchObject({ action: 'answer', userId: null });
      // A second reply finds no evaluation waiting for one.
      expect((await reply(body, { ...auth, 'TENANT-ID': '1' })).statusCode).toBe(404);
    } finally {
      t.deps.config.SMS_INBOUND_TOKEN = undefined;
    }
  });

  it('schedules nothing for an order finished by a command that fails', async () => {
    const { id } = await ok('soOrder/add', await orderInput({ orderType: 'consult', phone: '13911110006' } as Payload));
    await ok('siteOrderDeal/simpleFinishOrder', { id, resultRemark: 'answered' });
    await expectStatus('soOrderDispatch/doOrderFinish', { id, version: 0 }, admin, 409);
    expect(await evaluationOf(id)).toBeUndefined();
  });
});
