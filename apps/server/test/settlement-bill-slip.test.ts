/**
 * Billing slips over HTTP (issue 17): a slip is made for a paid statement only (one live slip per statement, by the
 * service and by the database), with the outlet's bank data as the payee's and the actual amount the amount less the
 * handling fee; it goes through its approval process (decided on the slip or from My processes), is rejected,
 * corrected and submitted again, withdrawn and cancelled, and closed by the money's arrival. Every command is refused
 * in the wrong state, for another tenant, without the permission and on a stale version; bad input writes nothing;
 * the slip posts no flow of its own, so the account and statement checks stay clean.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { checkAccounts, checkStatements } from '../src/modules/settlement/index.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, parties } from './order-fixtures.ts';
import { settlementFixtures } from './settlement-fixtures.ts';

type Headers = Record<string, string>;
type Payload = Record<string, unknown>;

describe('billing slips', { timeout: 240_000 }, async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, haidian, wang, admin2 } = await parties(t, EN);
  const { idOf, site, post } = orderFixtures(t);
  const { upload, finished } = settlementFixtures(t, { admin, centre, outlet: chaoyang, engineer: wang });
  const ok = async (path: string, payload: unknown, headers: Headers = admin) => {
    const res = await post(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const refused = async (path: string, payload: unknown, headers: Headers, status: number) => {
    const res = await post(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json().msg as string;
  };
  const B = (verb: string) => `sfBatchSettle/${verb}`;
  const S = (verb: string) => `sfBillSlip/${verb}`;
  const today = new Date().toISOString().slice(0, 10);
  const cySite = await site('ASC-BJ-CY');
  const subject = await idOf(db.select({ id: s.basFinSubject.id }).from(s.basFinSubject).where(and(eq(s.basFinSubject.tenantId, 1), eq(s.basFinSubject.code, 'FIN-LABOUR'))));
  const payer = { payerName: '示范电器有限公司', payerBank: '招商银行杭州钱塘支行', payerAccount: '571908765432101' };
  const detail = (id: number, headers: Headers = admin) => ok(S('getDetail'), { id }, headers);
  const slipCount = async () => (await db.select({ id: s.sfBillSlip.id }).from(s.sfBillSlip)).length;

  /** A statement of the Chaoyang outlet taken as far as `until` (paid by default): a new finished order settled in a batch. */
  async function statement(until: 'generated' | 'settled' = 'settled'): Promise<{ id: number; statementNo: string; totalAmount: string }> {
    await finished();
    const { batchNo } = await ok(B('batchSettle'), { periodStart: today, periodEnd: today, siteIds: [cySite] });
    const [row] = await db.select().from(s.sfStatement).where(and(eq(s.sfStatement.tenantId, 1), eq(s.sfStatement.batchNo, batchNo)));
    if (until === 'settled') {
      await ok(B('send'), { id: row.id });
      await ok(B('confirm'), { id: row.id }, chaoyang);
      await ok(B('askInvoice'), { id: row.id });
      await ok(B('invoice'), { id: row.id, invoice: { invoiceNo: `F${row.id}`, invoiceAmount: row.totalAmount, taxRate: '6' } }, chaoyang);
      await ok(B('receiveInvoice'), { id: row.id });
      await ok(B('pay'), { id: row.id });
    }
    return (await db.select().from(s.sfStatement).where(eq(s.sfStatement.id, row.id)))[0];
  }
  const slipFor = (statementId: number, extra: Payload = {}, headers: Headers = admin) => ok(S('add'), { statementId, postingSubjectId: subject, handlingFee: '5.50', estimatedArrivalDate: today, ...payer, ...extra }, headers);

  // The first statement also takes the demo's standing sheets and old-part deductions, which outweigh its order.
  const negative = await statement();
  const paid = await statement();
  const flowsOf = (statementId: number) => db.select().from(s.sfSiteFinflow).where(and(eq(s.sfSiteFinflow.tenantId, 1), eq(s.sfSiteFinflow.docType, 'statement'), eq(s.sfSiteFinflow.docId, statementId)));

  it('offers the paid statements with the outlet’s bank data as the payee’s, in the caller’s scope only', async () => {
    expect(Number(paid.totalAmount)).toBeGreaterThan(0);
    const postable = await ok(S('getPostable'), {});
    // A statement that paid the outlet nothing (deductions outweighed its orders) has nothing to record.
    expect(Number(negative.totalAmount)).toBeLessThanOrEqual(0);
    expect(postable.map((p: { id: number }) => p.id)).not.toContain(negative.id);
    expect(await refused(S('add'), { statementId: negative.id, postingSubjectId: subject, ...payer }, admin, 409)).toContain(`${negative.statementNo} totals ${negative.totalAmount}`);
    expect(postable.find((p: { id: number }) => p.id === paid.id)).toMatchObject({ statementNo: paid.statementNo, totalAmount: paid.totalAmount, payeeBank: '中国工商银行北京望京支行', payeeAccount: '0200123409000123456' });
    expect(await ok(S('getPostable'), {}, admin2)).toEqual([]);
    await refused(S('getPostable'), {}, chaoyang, 403);
    await refused(S('getPostable'), {}, centre, 403);
  });

  it('refuses a slip for an unpaid statement, another tenant’s, bad input or without the permission, writing nothing', async () => {
    const generated = await statement('generated');
    const before = await slipCount();
    expect(await refused(S('add'), { statementId: generated.id, postingSubjectId: subject, ...payer }, admin, 409)).toContain(`${generated.statementNo} is not paid yet (Generated)`);
    await refused(S('add'), { statementId: paid.id, postingSubjectId: subject, ...payer }, admin2, 400);
    await refused(S('add'), { statementId: paid.id, postingSubjectId: subject, ...payer }, chaoyang, 403);
    await refused(S('add'), { statementId: paid.id, postingSubjectId: subject, ...payer, handlingFee: 'abc' }, admin, 400);
    await refused(S('add'), { statementId: paid.id, postingSubjectId: subject, ...payer, yearMonth: '2026-13' }, admin, 400);
    await refused(S('add'), { statementId: paid.id, postingSubjectId: subject }, admin, 400);
    expect(await refused(S('add'), { statementId: paid.id, postingSubjectId: subject, ...payer, handlingFee: paid.totalAmount }, admin, 400)).toContain('handlingFee: the handling fee must be less than the amount');
    expect(await refused(S('add'), { statementId: paid.id, postingSubjectId: subject, ...payer, estimatedArrivalDate: '2020-01-01' }, admin, 400)).toContain('estimatedArrivalDate: cannot be before the payment date');
    await refused(S('add'), { statementId: paid.id, postingSubjectId: 999999, ...payer }, admin, 400);
    await refused(S('add'), { statementId: paid.id, postingSubjectId: subject, ...payer, image: 999999 }, admin, 400);
    expect(await refused(S('add'), { statementId: paid.id, postingSubjectId: subject, ...payer, handlingFee: paid.totalAmount }, { ...admin, 'accept-language': 'zh-CN' }, 400)).toContain('手续费须小于金额');
    expect(await slipCount()).toBe(before);
  });

  let slipId = 0;
  it('makes a slip pending approval: the actual amount is the amount less the fee, no flow of its own, its process in My processes', async () => {
    const image = await upload(admin);
    const made = await slipFor(paid.id, { image, remark: '网银转账' });
    slipId = made.id;
    expect(made).toMatchObject({ status: 'pendingApproval', slipNo: expect.stringMatching(/^RZ\d{12}$/), actualAmount: (Number(paid.totalAmount) - 5.5).toFixed(2), version: 0 });
    const shown = await detail(slipId);
    expect(shown).toMatchObject({
      billNo: paid.statementNo,
      amount: paid.totalAmount,
      handlingFee: '5.50',
      siteId: cySite,
      yearMonth: today.slice(0, 7),
      paymentDate: today,
      payeeName: expect.any(String),
      payeeBank: '中国工商银行北京望京支行',
      payeeAccount: '0200123409000123456',
      payerAccount: '571908765432101',
      subjectCode: 'FIN-LABOUR',
      imageUrl: expect.stringMatching(/^\/admin\/sys-file\//),
      actions: ['approve', 'reject', 'withdraw'],
    });
    expect(shown.history.map((h: { action: string }) => h.action)).toEqual(['create']);
    // The outlet and the centre see it, act on nothing yet; another outlet and another tenant do not see it.
    expect((await detail(slipId, chaoyang)).actions).toEqual([]);
    expect((await detail(slipId, centre)).actions).toEqual([]);
    await refused(S('getDetail'), { id: slipId }, haidian, 404);
    await refused(S('getDetail'), { id: slipId }, admin2, 404);
    // The statement's detail links its slip, for whoever sees it; none on a statement without one.
    expect((await ok(B('getDetail'), { id: paid.id })).billSlip).toEqual({ id: slipId, slipNo: made.slipNo, status: 'pendingApproval' });
    expect((await ok(B('getDetail'), { id: paid.id }, chaoyang)).billSlip).toMatchObject({ id: slipId });
    expect((await ok(B('getDetail'), { id: negative.id })).billSlip).toBeNull();
    const list = async (headers: Headers) => (await ok(S('getListPage'), { current: 1, size: 50 }, headers)).records.map((r: { id: number }) => r.id);
    expect(await list(centre)).toContain(slipId);
    expect(await list(chaoyang)).toContain(slipId);
    expect(await list(haidian)).not.toContain(slipId);
    expect(await list(admin2)).toEqual([]);
    // Paying posted the statement once; the slip adds nothing to the account.
    expect((await flowsOf(paid.id)).map((f) => [f.kind, f.amount])).toEqual([['settle', paid.totalAmount]]);
    // One live slip per statement: refused by the service, and by the database beneath it.
    expect(await refused(S('add'), { statementId: paid.id, postingSubjectId: subject, ...payer }, admin, 409)).toContain(made.slipNo);
    expect((await ok(S('getPostable'), {})).map((p: { id: number }) => p.id)).not.toContain(paid.id);
    const [row] = await db.select().from(s.sfBillSlip).where(eq(s.sfBillSlip.id, slipId));
    const { id: _, ...copy } = row;
    await expect(db.insert(s.sfBillSlip).values({ ...copy, slipNo: `${row.slipNo}X` })).rejects.toThrow();
    // The database holds the actual amount to the amount less the fee.
    await expect(db.execute(sql`update sf_bill_slip set actual_amount = actual_amount + 1 where id = ${slipId}`)).rejects.toThrow();
    const wf = (url: string, payload: object, headers: Headers) => t.request({ method: 'POST', url: `/act/wf/${url}`, headers, payload });
    const pending = (await wf('getProcessListPage', { type: 'pending', filters: { definitionKey: 'sfBillSlip' } }, admin)).json().data.records;
    expect(pending.find((p: { businessId: number }) => p.businessId === slipId)).toMatchObject({ status: 'running', currentStepKey: 'hqFinance' });
  });

  it('is rejected with a reason, corrected and submitted again, then approved; each refused in the wrong state, stale, elsewhere, without the permission', async () => {
    const shown = await detail(slipId);
    await refused(S('reject'), { id: slipId, reason: ' ' }, admin, 400);
    await refused(S('reject'), { id: slipId, reason: '金额不符' }, centre, 403);
    await refused(S('reject'), { id: slipId, reason: '金额不符' }, admin2, 404);
    await refused(S('reject'), { id: slipId, version: shown.version + 1, reason: '金额不符' }, admin, 409);
    expect(await refused(S('arrive'), { id: slipId, actualArrivalDate: today }, chaoyang, 409)).toContain('"Pending approval"');
    expect(await refused(S('update'), { id: slipId, handlingFee: '1.00' }, admin, 409)).toContain('"Pending approval"');
    expect(await ok(S('reject'), { id: slipId, version: shown.version, reason: '手续费有误' })).toMatchObject({ status: 'rejected', version: shown.version + 1 });
    const rejected = await detail(slipId);
    expect(rejected).toMatchObject({ approvalRemark: '手续费有误', actions: ['update', 'submit', 'cancel'] });
    await refused(S('approve'), { id: slipId }, admin, 409);
    // Corrected: the actual amount follows the fee.
    await refused(S('update'), { id: slipId, handlingFee: '2.00' }, chaoyang, 403);
    await refused(S('update'), { id: slipId, handlingFee: '2.00' }, admin2, 404);
    await refused(S('update'), { id: slipId, version: rejected.version + 1, handlingFee: '2.00' }, admin, 409);
    await refused(S('update'), { id: slipId, handlingFee: '-1' }, admin, 400);
    expect(await ok(S('update'), { id: slipId, version: rejected.version, handlingFee: '2.00', payeeAccount: '0200123409000999999' })).toMatchObject({ actualAmount: (Number(paid.totalAmount) - 2).toFixed(2) });
    await refused(S('submit'), { id: slipId }, chaoyang, 403);
    await refused(S('submit'), { id: slipId, version: 0 }, admin, 409);
    expect(await ok(S('submit'), { id: slipId })).toMatchObject({ status: 'pendingApproval' });
    await refused(S('submit'), { id: slipId }, admin, 409);
    await refused(S('approve'), { id: slipId }, centre, 403);
    expect(await ok(S('approve'), { id: slipId, remark: '同意' })).toMatchObject({ status: 'approved' });
    const approved = await detail(slipId);
    expect(approved).toMatchObject({ status: 'approved', handlingFee: '2.00', payeeAccount: '0200123409000999999', approvalRemark: '同意', actions: ['arrive'] });
    expect(approved.history.map((h: { action: string }) => h.action)).toEqual(['create', 'reject', 'update', 'submit', 'approve']);
    expect((await detail(slipId, chaoyang)).actions).toEqual(['arrive']);
  });

  it('is closed by the money’s arrival, which the outlet confirms (not before the payment date)', async () => {
    const approved = await detail(slipId);
    await refused(S('arrive'), { id: slipId, actualArrivalDate: 'tomorrow' }, chaoyang, 400);
    expect(await refused(S('arrive'), { id: slipId, actualArrivalDate: '2020-01-01' }, chaoyang, 400)).toContain('actualArrivalDate: cannot be before the payment date');
    await refused(S('arrive'), { id: slipId, actualArrivalDate: today }, centre, 403);
    await refused(S('arrive'), { id: slipId, actualArrivalDate: today }, haidian, 404);
    await refused(S('arrive'), { id: slipId, actualArrivalDate: today }, admin2, 404);
    await refused(S('arrive'), { id: slipId, version: approved.version + 1, actualArrivalDate: today }, chaoyang, 409);
    expect(await ok(S('arrive'), { id: slipId, version: approved.version, actualArrivalDate: today }, chaoyang)).toMatchObject({ status: 'arrived' });
    expect(await detail(slipId)).toMatchObject({ status: 'arrived', actualArrivalDate: today, actions: [] });
    await refused(S('arrive'), { id: slipId, actualArrivalDate: today }, chaoyang, 409);
    await refused(S('cancel'), { id: slipId, reason: '重复' }, admin, 409);
    expect((await flowsOf(paid.id)).length).toBe(1);
  });

  it('is withdrawn by its maker or rejected from My processes, and cancelled: its statement may then have another slip', async () => {
    const second = await statement();
    const slip = await slipFor(second.id, { handlingFee: '0' });
    expect(slip.actualAmount).toBe(second.totalAmount);
    await refused(S('cancelApproval'), { id: slip.id, reason: '录错' }, chaoyang, 403);
    await refused(S('cancelApproval'), { id: slip.id }, admin, 400);
    await refused(S('cancel'), { id: slip.id, reason: '录错' }, admin, 409);
    expect(await ok(S('cancelApproval'), { id: slip.id, reason: '录错账户' })).toMatchObject({ status: 'rejected' });
    // Submitted again and rejected from My processes: the slip follows its process.
    await ok(S('submit'), { id: slip.id });
    const wf = (url: string, payload: object, headers: Headers) => t.request({ method: 'POST', url: `/act/wf/${url}`, headers, payload });
    const running = (await wf('getProcessListPage', { type: 'initiated', filters: { status: 'running', definitionKey: 'sfBillSlip' } }, admin)).json().data.records;
    const instance = running.find((p: { businessId: number }) => p.businessId === slip.id);
    const taskId = (await wf('getById', { id: instance.id }, admin)).json().data.myTaskId;
    expect((await wf('reject', { taskId, toStep: 0, reason: '付款账户有误' }, admin)).json().data.status).toBe('rejected');
    const rejected = await detail(slip.id);
    expect(rejected).toMatchObject({ status: 'rejected', approvalRemark: '付款账户有误' });
    await refused(S('cancel'), { id: slip.id, reason: '作废' }, chaoyang, 403);
    await refused(S('cancel'), { id: slip.id, reason: '作废' }, admin2, 404);
    await refused(S('cancel'), { id: slip.id, version: rejected.version + 1, reason: '作废' }, admin, 409);
    await refused(S('cancel'), { id: slip.id, reason: '' }, admin, 400);
    expect(await ok(S('cancel'), { id: slip.id, version: rejected.version, reason: '改由新单据入账' })).toMatchObject({ status: 'cancelled' });
    expect((await detail(slip.id)).history.map((h: { action: string }) => h.action)).toEqual(['create', 'withdraw', 'submit', 'reject', 'cancel']);
    expect((await ok(S('getPostable'), {})).map((p: { id: number }) => p.id)).toContain(second.id);
    expect(await slipFor(second.id)).toMatchObject({ status: 'pendingApproval' });
  });

  it('lists the demo slips of the Minhang outlet in several states for the tabs, each statement paid once', async () => {
    const mh = await site('ASC-SH-MH');
    const demo = (await ok(S('getListPage'), { current: 1, size: 50, filters: { siteId: String(mh) } })).records as { status: string; billNo: string; amount: string; actualAmount: string }[];
    expect(demo.map((r) => r.status).sort()).toEqual(['approved', 'arrived', 'pendingApproval', 'rejected']);
    expect((await ok(S('getListPage'), { current: 1, size: 50, filters: { status: 'arrived' } })).records.every((r: { status: string }) => r.status === 'arrived')).toBe(true);
    for (const slip of demo) {
      const [statement] = await db.select().from(s.sfStatement).where(and(eq(s.sfStatement.tenantId, 1), eq(s.sfStatement.statementNo, slip.billNo)));
      expect(statement).toMatchObject({ status: 'settled', totalAmount: slip.amount });
      expect((await flowsOf(statement.id)).map((f) => [f.kind, f.amount])).toEqual([['settle', slip.amount]]);
    }
  });

  it('leaves the accounts and statements consistent: one flow per paid statement', async () => {
    expect((await checkAccounts(db)).differences).toEqual([]);
    expect((await checkStatements(db)).problems).toEqual([]);
  });
});
