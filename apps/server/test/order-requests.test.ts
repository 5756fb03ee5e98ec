/**
 * Work-order appeals (soOrderAppeal) and fee applications (soApplyMoney) over HTTP: filed by the outlet or
 * engineer, decided through the approval workflow (the centre's step, then headquarters), reaching the order's
 * settlement and fees; wrong state, out of the appeal period, over the cap, another tenant, a role without the
 * permission.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, type Payload, tomorrow } from './order-fixtures.ts';

describe('work-order appeals and fee applications', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const chaoyangEn = { ...chaoyang, 'accept-language': 'en-US' };
  const wang = await t.login('engineer_wang');
  const visitor = await t.login('visitor_sun');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const { idOf, dept, site, engineer, orderInput, post } = orderFixtures(t);
  const call = (path: string, payload: unknown, headers = admin) => post(path, payload, headers);
  const ok = async (path: string, payload: unknown, headers = admin) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const code = (table: typeof s.basCheckSubject | typeof s.sfSpecialFeeSubject, value: string) => idOf(db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, 1), eq(table.code, value))));
  const orderRow = async (id: number) => (await db.select().from(s.soOrder).where(eq(s.soOrder.id, id)))[0];
  const historyOf = async (id: number) => (await db.select().from(s.soOrderHistory).where(eq(s.soOrderHistory.orderId, id)).orderBy(s.soOrderHistory.id)).map((h) => h.action);

  /** An order dispatched to the chaoyang outlet through the north centre, with engineer Wang appointed. */
  async function withEngineer() {
    const { id } = await ok('soOrder/add', await orderInput());
    await ok('soOrderDispatch/assignOrg', { id, centreId: await dept('SC-N') });
    await ok('soOrderDispatch/assignSite', { id, siteId: await site('ASC-BJ-CY') }, centre);
    await ok('siteOrderDeal/accept', { id }, chaoyang);
    await ok('siteOrderDeal/assign', { id, engineerId: await engineer('E1001') }, chaoyang);
    await ok('siteOrderDeal/book', { id, appointAt: tomorrow() }, wang);
    return id as number;
  }

  /** A finished order whose settlement headquarters rejected (the decision an appeal answers). */
  async function settlementRejected() {
    const id = await withEngineer();
    await ok('soOrderHandle/checkIn', { id }, wang);
    const faultTree = {
      faultSymptomId: await idOf(db.select({ id: s.basFaultSymptom.id }).from(s.basFaultSymptom).where(and(eq(s.basFaultSymptom.tenantId, 1), eq(s.basFaultSymptom.code, 'FS-NOPOWER')))),
      faultReasonId: await idOf(db.select({ id: s.basFaultReason.id }).from(s.basFaultReason).where(and(eq(s.basFaultReason.tenantId, 1), eq(s.basFaultReason.code, 'FR-SOCKET')))),
      fixMethodId: await idOf(db.select({ id: s.basFixMethod.id }).from(s.basFixMethod).where(and(eq(s.basFixMethod.tenantId, 1), eq(s.basFixMethod.code, 'FM-SOCKET')))),
    };
    await ok('soOrderHandle/complete', { id, ...faultTree, feeService: '60.00' }, wang);
    await ok('soOrderHandle/networkConfirm', { id }, chaoyang);
    await ok('soOrderHandle/centreAudit', { id }, centre);
    await ok('soOrderDispatch/doOrderFinish', { id });
    await ok('soOrderHandle/rejectSettle', { id, reason: '照片不清晰' });
    return id;
  }

  /** Moves the order's settlement rejection `days` into the past. */
  const rejectedDaysAgo = (orderId: number, days: number) =>
    db
      .update(s.soOrderHistory)
      .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
      .where(and(eq(s.soOrderHistory.orderId, orderId), eq(s.soOrderHistory.action, 'rejectSettle')));

  const appeal = (payload: Payload, headers = chaoyang) => call('soOrderAppeal/add', payload, headers);

  it('an outlet appeals a rejected settlement; the centre then headquarters approve; the order is back to be settled', async () => {
    const orderId = await settlementRejected();
    const complaint = await code(s.basCheckSubject, 'CK-COMPLAINT');
    const filed = await ok('soOrderAppeal/add', { orderId, subjectId: complaint, amount: '200.00', reason: '客户投诉不属实，有通话录音' }, chaoyang);
    expect(filed).toMatchObject({ status: 'saved', version: 0 });
    expect(filed.billNo).toMatch(/^AP\d{12}$/);

    // One appeal open per order.
    const again = await appeal({ orderId, reason: '再次申诉' }, chaoyangEn);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain(`already under appeal (${filed.billNo})`);

    expect(await ok('soOrderAppeal/submit', { id: filed.id, version: 0 }, chaoyang)).toMatchObject({ status: 'review', version: 1 });
    // The item asks for the branch's appeal: the order's centre decides first, then headquarters.
    const [instance] = await db.select().from(s.wfInstance).where(and(eq(s.wfInstance.businessType, 'soOrderAppeal'), eq(s.wfInstance.businessId, filed.id)));
    expect(instance).toMatchObject({ definitionKey: 'soOrderAppealBranch', status: 'running', currentStep: 1 });
    expect((await call('soOrderAppeal/approve', { id: filed.id }, chaoyang)).statusCode).toBe(403);
    expect((await call('soOrderAppeal/approve', { id: filed.id })).json().msg).toBeTruthy(); // headquarters is not the centre's approver
    expect(await ok('soOrderAppeal/approve', { id: filed.id, remark: '情况属实' }, centre)).toMatchObject({ status: 'review' });
    expect((await orderRow(orderId)).settle).toBe('rejected');
    expect(await ok('soOrderAppeal/approve', { id: filed.id, remark: '同意重新结算' })).toMatchObject({ status: 'approved' });

    const order = await orderRow(orderId);
    expect(order.settle).toBe('toSettle');
    expect((await historyOf(orderId)).slice(-2)).toEqual(['rejectSettle', 'appealApproved']);
    const detail = await ok('soOrderAppeal/getDetail', { id: filed.id }, chaoyang);
    expect(detail).toMatchObject({ status: 'approved', deciderName: 'admin', decisionRemark: '同意重新结算', applicantName: 'outlet_chaoyang', orderNo: order.orderNo });
    // Settled again, it can be appealed no more.
    const closed = await appeal({ orderId, reason: '再次申诉' }, chaoyangEn);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().msg).toContain('only a finished order whose settlement was rejected');
  });

  it('keeps to the appeal period: the item\'s days, else the company\'s', async () => {
    const orderId = await settlementRejected();
    const late = await code(s.basCheckSubject, 'CK-LATE-RESP'); // 3 days
    await rejectedDaysAgo(orderId, 4);
    const out = await appeal({ orderId, subjectId: late, reason: '超时非网点原因' }, chaoyangEn);
    expect(out.statusCode).toBe(409);
    expect(out.json().msg).toContain('The appeal period (3 days');
    // No item: the company's 7 days.
    const inTime = await appeal({ orderId, reason: '超时非网点原因' });
    expect(inTime.statusCode).toBe(200);
    await rejectedDaysAgo(orderId, 8);
    const submitLate = await call('soOrderAppeal/submit', { id: inTime.json().objx.id }, chaoyangEn);
    expect(submitLate.statusCode).toBe(409);
    expect(submitLate.json().msg).toContain('(7 days');
    expect((await db.select().from(s.soOrderAppeal).where(eq(s.soOrderAppeal.id, inTime.json().objx.id)))[0].status).toBe('saved');
  });

  it('gives an appeal up: the order\'s settlement is suspended; rejected and cancelled appeals; wrong states refused', async () => {
    const orderId = await settlementRejected();
    const filed = await ok('soOrderAppeal/add', { orderId, reason: '结算金额有误' }, chaoyang);
    await ok('soOrderAppeal/submit', { id: filed.id }, chaoyang);
    // No item: headquarters alone.
    const [instance] = await db.select().from(s.wfInstance).where(and(eq(s.wfInstance.businessType, 'soOrderAppeal'), eq(s.wfInstance.businessId, filed.id)));
    expect(instance.definitionKey).toBe('soOrderAppeal');
    // Under approval it cannot be given up; a rejection needs its reason.
    expect((await call('soOrderAppeal/giveUp', { id: filed.id }, chaoyang)).statusCode).toBe(409);
    expect((await call('soOrderAppeal/reject', { id: filed.id, reason: ' ' })).statusCode).toBe(400);
    expect(await ok('soOrderAppeal/reject', { id: filed.id, reason: '证据不足' })).toMatchObject({ status: 'rejected' });
    expect((await orderRow(orderId)).settle).toBe('rejected');

    const order = await orderRow(orderId);
    expect(await ok('soOrderAppeal/giveUp', { id: filed.id }, chaoyang)).toMatchObject({ status: 'givenUp' });
    const after = await orderRow(orderId);
    expect(after).toMatchObject({ settle: 'suspended', version: order.version + 1 });
    expect((await historyOf(orderId)).at(-1)).toBe('appealGivenUp');
    expect((await call('soOrderAppeal/submit', { id: filed.id }, chaoyang)).statusCode).toBe(409);
    // The suspended settlement is no longer appealable; an order still to be settled never was.
    expect((await appeal({ orderId, reason: 'x' })).statusCode).toBe(409);

    const other = await settlementRejected();
    const second = await ok('soOrderAppeal/add', { orderId: other, reason: '结算金额有误' }, chaoyang);
    expect((await call('soOrderAppeal/cancel', { id: second.id }, chaoyang)).statusCode).toBe(400);
    expect(await ok('soOrderAppeal/cancel', { id: second.id, reason: '已与中心沟通' }, chaoyang)).toMatchObject({ status: 'cancelled' });
    expect((await orderRow(other)).settle).toBe('rejected');
    // Cancelled, the order may be appealed again.
    expect((await appeal({ orderId: other, reason: '补充材料后再申诉' })).statusCode).toBe(200);
  });

  it('keeps appeals to their tenant, their data scope and the roles that hold the permission', async () => {
    const orderId = await settlementRejected();
    const filed = await ok('soOrderAppeal/add', { orderId, reason: '结算金额有误' }, chaoyang);
    expect((await call('soOrderAppeal/getById', { id: filed.id }, admin2)).statusCode).toBe(404);
    expect((await call('soOrderAppeal/submit', { id: filed.id }, admin2)).statusCode).toBe(404);
    expect((await ok('soOrderAppeal/getListPage', { size: '100' }, admin2)).records).toEqual([]);
    expect((await call('soOrderAppeal/getListPage', {}, visitor)).statusCode).toBe(403);
    expect((await call('soOrderAppeal/add', { orderId, reason: 'x' }, wang)).statusCode).toBe(403);
    // Another tenant's admin cannot file on this order either: it does not exist for them.
    expect((await call('soOrderAppeal/add', { orderId, reason: 'x' }, admin2)).statusCode).toBe(404);
    // Headquarters sees it, the outlet sees its own order's; only the applicant submits it.
    expect((await ok('soOrderAppeal/getListPage', { size: '100', filters: { orderId: String(orderId) } })).records.map((r: { id: number }) => r.id)).toEqual([filed.id]);
    expect((await ok('soOrderAppeal/getListPage', { size: '100', filters: { orderId: String(orderId) } }, chaoyang)).records).toHaveLength(1);
    expect((await call('soOrderAppeal/submit', { id: filed.id }, centre)).statusCode).toBe(403);
    // Bad input: a localised message, nothing written.
    const bad = await call('soOrderAppeal/add', { orderId, amount: 'abc' }, chaoyangEn);
    expect(bad.statusCode).toBe(400);
  });

  it('an engineer applies for an ad hoc fee; the centre and headquarters approve; the order\'s fees grow', async () => {
    const orderId = await withEngineer();
    const bracket = await code(s.sfSpecialFeeSubject, 'SF-BRACKET'); // cap 150.00, no attachment needed
    const parking = await code(s.sfSpecialFeeSubject, 'SF-PARKING'); // cap 50.00, attachment needed
    const over = await call('soApplyMoney/add', { orderId, subjectId: bracket, amount: '150.01', reason: '加装支架' }, { ...wang, 'accept-language': 'en-US' });
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toContain("above the subject's cap per claim of 150.00");
    const noPhoto = await call('soApplyMoney/add', { orderId, subjectId: parking, amount: '20.00', reason: '停车' }, { ...wang, 'accept-language': 'en-US' });
    expect(noPhoto.json().msg).toContain('needs an attachment');
    expect((await call('soApplyMoney/add', { orderId, amount: '20.00', reason: '停车' }, wang)).statusCode).toBe(400);

    const before = await orderRow(orderId);
    const applied = await ok('soApplyMoney/add', { orderId, subjectId: bracket, amount: '120.50', reason: '加装支架' }, wang);
    expect(applied.billNo).toMatch(/^FA\d{12}$/);
    await ok('soApplyMoney/submit', { id: applied.id }, wang);
    expect((await call('soApplyMoney/reject', { id: applied.id }, centre)).statusCode).toBe(400);
    await ok('soApplyMoney/approve', { id: applied.id }, centre);
    expect((await orderRow(orderId)).feeAdhoc).toBe(before.feeAdhoc);
    expect(await ok('soApplyMoney/approve', { id: applied.id })).toMatchObject({ status: 'approved' });

    const after = await orderRow(orderId);
    expect(after.feeAdhoc).toBe('120.50');
    expect(after.feeTotal).toBe((Number(before.feeTotal) + 120.5).toFixed(2));
    expect(after.version).toBe(before.version + 1);
    expect((await historyOf(orderId)).at(-1)).toBe('applyMoney');
    // The order's page lists its applications.
    const listed = await ok('soApplyMoney/getListPage', { filters: { orderId: String(orderId) } }, wang);
    expect(listed.records.map((r: { billNo: string; status: string }) => [r.billNo, r.status])).toEqual([[applied.billNo, 'approved']]);

    // A second one, rejected with a reason back to the engineer: nothing reaches the order.
    const second = await ok('soApplyMoney/add', { orderId, subjectId: bracket, amount: '30.00', reason: '再加一个支架' }, wang);
    await ok('soApplyMoney/submit', { id: second.id }, wang);
    expect(await ok('soApplyMoney/reject', { id: second.id, reason: '一个支架足够' }, centre)).toMatchObject({ status: 'rejected' });
    expect((await orderRow(orderId)).feeAdhoc).toBe('120.50');
    expect((await call('soApplyMoney/giveUp', { id: second.id }, wang)).statusCode).toBe(404);
    // Another tenant and a role without the permission are refused.
    expect((await call('soApplyMoney/getById', { id: applied.id }, admin2)).statusCode).toBe(404);
    expect((await call('soApplyMoney/getListPage', {}, visitor)).statusCode).toBe(403);
    expect((await call('soApplyMoney/approve', { id: second.id }, wang)).statusCode).toBe(403);
  });
});
