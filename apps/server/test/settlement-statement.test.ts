/**
 * Settlement statements over HTTP (issue 17): the pool and its hold-back reasons, a batch (one statement per outlet,
 * a line per order at its fee total, fee applications, held orders left in the pool), the lifecycle from sending
 * to paying (the orders settled by their own action), objection answered by regenerating or cancelling (the orders
 * back in the pool); every command refused in the wrong state, for another tenant, without the permission, on a
 * stale version and with bad input; an order on one live statement at most, by the database, and under two batches
 * at once; the consistency check clean at the end.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { checkStatements } from '../src/modules/settlement/statement-check.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, parties } from './order-fixtures.ts';
import { settlementFixtures } from './settlement-fixtures.ts';

type Payload = Record<string, unknown>;
type Headers = Record<string, string>;

describe('settlement statements', { timeout: 180_000 }, async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, wang, admin2 } = await parties(t, EN);
  const { site, post } = orderFixtures(t);
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
  const cySite = await site('ASC-BJ-CY');
  const today = new Date().toISOString().slice(0, 10);
  const { upload, finished } = settlementFixtures(t, { admin, centre, outlet: chaoyang, engineer: wang });
  const orderRow = async (id: number) => (await db.select().from(s.soOrder).where(eq(s.soOrder.id, id)))[0];

  const pool = (body: Payload = {}, headers: Headers = admin) => ok(B('getPoolPage'), { current: 1, size: 200, siteIds: [cySite], ...body }, headers);
  const inPool = async (id: number) => ((await pool()).records as { id: number; holdReasons: string[] }[]).find((r) => r.id === id);
  const batch = (headers: Headers = admin, body: Payload = {}) => ok(B('batchSettle'), { periodStart: today, periodEnd: today, siteIds: [cySite], ...body }, headers);
  const statementsOf = (batchNo: string) => db.select().from(s.sfStatement).where(and(eq(s.sfStatement.tenantId, 1), eq(s.sfStatement.batchNo, batchNo)));
  const detail = (id: number, headers: Headers = admin) => ok(B('getDetail'), { id }, headers);
  const liveLinesOf = async (orderId: number) =>
    (await db.execute(sql`select l.statement_id from sf_statement_line l where l.tenant_id = 1 and l.kind = 'order' and l.source_id = ${orderId} and l.live`)) as unknown as { rows: unknown[] };

  const ready = await finished();
  const noPhoto = await finished(false);
  // An open appeal on an order to be settled: filed against a rejection that headquarters then took back.
  const appealed = await finished();
  await ok('soOrderHandle/rejectSettle', { id: appealed, reason: '照片不清晰' });
  await ok('soOrderAppeal/add', { orderId: appealed, reason: '照片已补' }, chaoyang);
  await ok('soOrderHandle/resumeSettle', { id: appealed });

  it('lists the pool with the reasons that hold orders back', async () => {
    expect(await inPool(ready)).toMatchObject({ holdReasons: [], feeTotal: expect.any(String), siteId: cySite });
    expect(await inPool(noPhoto)).toMatchObject({ holdReasons: ['noPhotos'] });
    expect(await inPool(appealed)).toMatchObject({ holdReasons: ['openAppeal'] });
    const held = await pool({ held: true });
    expect(held.records.map((r: { id: number }) => r.id)).not.toContain(ready);
    // Another tenant's headquarters sees none of them; an outlet may not open the pool at all.
    expect((await pool({ siteIds: undefined }, admin2)).records).toEqual([]);
    await refused(B('getPoolPage'), { current: 1, size: 10 }, wang, 403);
    await refused(B('getPoolPage'), { current: 1, size: 0 }, admin, 400);
  });

  let statementId = 0;
  it('settles a batch: one statement per outlet, a line per ready order at its fee total; held orders stay in the pool', async () => {
    const fee = (await orderRow(ready)).feeTotal;
    const result = await batch();
    expect(result).toMatchObject({ statements: 1, batchNo: expect.stringMatching(/^SB\d{12}$/) });
    const [statement] = await statementsOf(result.batchNo);
    statementId = statement.id;
    expect(statement).toMatchObject({ siteId: cySite, status: 'generated', periodStart: today, periodEnd: today, version: 0 });
    expect(statement.statementNo).toMatch(/^ST\d{12}$/);
    const shown = await detail(statement.id);
    const orderLines = shown.lines.filter((l: { kind: string }) => l.kind === 'order');
    expect(orderLines.map((l: { orderId: number }) => l.orderId)).toContain(ready);
    expect(orderLines.find((l: { orderId: number }) => l.orderId === ready).amount).toBe(fee);
    expect(orderLines.map((l: { orderId: number }) => l.orderId)).not.toContain(noPhoto);
    expect(orderLines.map((l: { orderId: number }) => l.orderId)).not.toContain(appealed);
    // The outlet's assessment sheets that stand (the demo's upheld one) are a line each, signed by their type.
    const standing = await db.select().from(s.sfCheckBill).where(and(eq(s.sfCheckBill.tenantId, 1), eq(s.sfCheckBill.siteId, cySite), eq(s.sfCheckBill.status, 'upheld')));
    expect(standing.length).toBeGreaterThan(0);
    const sheetLines = shown.lines.filter((l: { kind: string }) => l.kind === 'sheet');
    for (const sheet of standing) expect(sheetLines.find((l: { sourceId: number }) => l.sourceId === sheet.id)?.amount).toBe(sheet.subjectType === 'penalty' ? `-${sheet.amount}` : sheet.amount);
    expect(shown.actions).toEqual(['send', 'regenerate', 'cancel']);
    expect(shown.history.map((h: { action: string }) => h.action)).toEqual(['generate']);
    expect(await inPool(ready)).toBeUndefined();
    expect(await inPool(noPhoto)).toBeDefined();
    // Nothing left to settle: a second batch makes no statement.
    expect(await batch()).toMatchObject({ statements: 0, orders: 0 });
    // The lines' grid, by statement (what the detail's Excel export reads).
    const lines = await ok('sfBatchSettleLine/getListPage', { current: 1, size: 50, filters: { statementId: String(statement.id) } });
    expect(lines.total).toBe(shown.lines.length);
  });

  it('refuses a batch with bad input, outlets out of reach, or without the permission', async () => {
    await refused(B('batchSettle'), { periodStart: today, periodEnd: '2020-01-01', siteIds: [cySite] }, admin, 400);
    await refused(B('batchSettle'), { periodStart: today, periodEnd: today, siteIds: [] }, admin, 400);
    await refused(B('batchSettle'), { periodStart: 'yesterday', periodEnd: today, siteIds: [cySite] }, admin, 400);
    await refused(B('batchSettle'), { periodStart: today, periodEnd: today, siteIds: [cySite] }, admin2, 400);
    await refused(B('batchSettle'), { periodStart: today, periodEnd: today, siteIds: [cySite] }, chaoyang, 403);
  });

  it('walks the lifecycle: sent, confirmed, invoiced (a wrong amount refused), received, paid; the orders settled', async () => {
    const before = await detail(statementId);
    // Wrong state, another tenant, permission, stale version.
    expect(await refused(B('confirm'), { id: statementId }, chaoyang, 409)).toContain('"Generated"');
    await refused(B('send'), { id: statementId }, admin2, 404);
    await refused(B('send'), { id: statementId }, chaoyang, 403);
    await refused(B('send'), { id: statementId, version: before.version + 1 }, admin, 409);
    expect(await ok(B('send'), { id: statementId, version: before.version })).toMatchObject({ status: 'toConfirm', version: before.version + 1 });
    expect((await detail(statementId, chaoyang)).actions).toEqual(['confirm', 'object']);
    await ok(B('confirm'), { id: statementId }, chaoyang);
    await refused(B('invoice'), { id: statementId, invoice: { invoiceNo: 'F1', invoiceAmount: '1.00', taxRate: '6' } }, chaoyang, 409);
    await refused(B('askInvoice'), { id: statementId }, chaoyang, 403);
    await ok(B('askInvoice'), { id: statementId });
    const total = (await detail(statementId)).totalAmount as string;
    await refused(B('invoice'), { id: statementId, invoice: { invoiceNo: 'F1', invoiceAmount: 'abc', taxRate: '6' } }, chaoyang, 400);
    await refused(B('invoice'), { id: statementId, invoice: { invoiceNo: 'F1', invoiceAmount: total, taxRate: '6', invoiceImage: 999999 } }, chaoyang, 400);
    await ok(B('invoice'), { id: statementId, invoice: { invoiceNo: 'F1', invoiceAmount: '1.00', taxRate: '6', vbeln: '90000001', kunnr: 'C100' } }, chaoyang);
    const mismatch = await refused(B('receiveInvoice'), { id: statementId }, admin, 409);
    expect(mismatch).toContain('1.00');
    expect(mismatch).toContain(total);
    await refused(B('returnInvoice'), { id: statementId, reason: ' ' }, admin, 400);
    await ok(B('returnInvoice'), { id: statementId, reason: '金额不符' });
    const image = await upload(chaoyang);
    await ok(B('invoice'), { id: statementId, invoice: { invoiceNo: 'F2', invoiceAmount: total, taxRate: '6', vbeln: '90000002', vgbel: '80000001', aubel: '70000001', name1: '朝阳网点', fkdat: today, kunnr: 'C100', invoiceImage: image } }, chaoyang);
    await ok(B('receiveInvoice'), { id: statementId });
    await refused(B('pay'), { id: statementId }, centre, 403);
    expect(await ok(B('pay'), { id: statementId })).toMatchObject({ status: 'settled' });
    expect(await orderRow(ready)).toMatchObject({ settle: 'settled' });
    // Its sheets are settled by it, once.
    const sheetIds = (await detail(statementId)).lines.filter((l: { kind: string }) => l.kind === 'sheet').map((l: { sourceId: number }) => l.sourceId);
    expect(sheetIds.length).toBeGreaterThan(0);
    const sheets = await db.select().from(s.sfCheckBill).where(and(eq(s.sfCheckBill.tenantId, 1), inArray(s.sfCheckBill.id, sheetIds)));
    expect(sheets.map((b) => [b.status, b.statementId])).toEqual(sheetIds.map(() => ['settled', statementId]));
    // The outlet's account: one flow for the statement, its total settled.
    const flows = await db.select().from(s.sfSiteFinflow).where(and(eq(s.sfSiteFinflow.tenantId, 1), eq(s.sfSiteFinflow.docType, 'statement'), eq(s.sfSiteFinflow.docId, statementId)));
    expect(flows.map((f) => [f.kind, f.amount])).toEqual([[Number(total) < 0 ? 'penalty' : 'settle', Math.abs(Number(total)).toFixed(2)]]);
    const paid = await detail(statementId);
    expect(paid).toMatchObject({ status: 'settled', invoiceNo: 'F2', vbeln: '90000002', invoiceImageUrl: expect.stringMatching(/^\/admin\/sys-file\//), actions: [] });
    expect(paid.history.map((h: { action: string }) => h.action)).toEqual(['generate', 'send', 'confirm', 'askInvoice', 'invoice', 'returnInvoice', 'invoice', 'receiveInvoice', 'pay']);
    await refused(B('cancel'), { id: statementId, reason: '晚了' }, admin, 409);
  });

  it('answers an objection by regenerating (lines recomputed) or cancelling (the orders back in the pool)', async () => {
    const a = await finished();
    const { batchNo } = await batch();
    const [statement] = await statementsOf(batchNo);
    await ok(B('send'), { id: statement.id });
    await refused(B('object'), { id: statement.id }, chaoyang, 400);
    await ok(B('object'), { id: statement.id, reason: '金额有误' }, chaoyang);
    expect((await detail(statement.id)).actions).toEqual(['regenerate', 'cancel']);
    // A fee application approved since: the regenerated statement carries it, the order's line less it.
    const order = await orderRow(a);
    const [fee] = await db
      .insert(s.soApplyMoney)
      .values({ tenantId: 1, billNo: `FA-T-${a}`, status: 'approved', orderId: a, orderNo: order.orderNo, amount: '15.00', reason: '远程费' })
      .returning();
    await ok(B('regenerate'), { id: statement.id });
    const again = await detail(statement.id);
    expect(again.status).toBe('generated');
    const lineOf = (kind: string) => again.lines.find((l: { kind: string; orderId: number }) => l.kind === kind && l.orderId === a);
    expect(lineOf('fee')).toMatchObject({ sourceId: fee.id, amount: '15.00' });
    expect(Number(lineOf('order').amount) + 15).toBeCloseTo(Number(order.feeTotal), 2);
    await ok(B('send'), { id: statement.id });
    await ok(B('object'), { id: statement.id, reason: '仍有误' }, chaoyang);
    await refused(B('cancel'), { id: statement.id }, admin, 400);
    await ok(B('cancel'), { id: statement.id, reason: '重新发起' });
    expect(await inPool(a)).toMatchObject({ holdReasons: [] });
    const next = await batch();
    expect(next.statements).toBe(1);
    const [taken] = await statementsOf(next.batchNo);
    expect((await detail(taken.id)).lines.some((l: { kind: string; sourceId: number }) => l.kind === 'fee' && l.sourceId === fee.id)).toBe(true);
    await ok(B('cancel'), { id: taken.id, reason: '测试结束' });
  });

  it('keeps an order on one live statement: the database refuses a second line', async () => {
    const [line] = await db.select().from(s.sfStatementLine).where(and(eq(s.sfStatementLine.tenantId, 1), eq(s.sfStatementLine.kind, 'order'), eq(s.sfStatementLine.sourceId, ready), eq(s.sfStatementLine.live, true)));
    await expect(db.insert(s.sfStatementLine).values({ tenantId: 1, statementId: line.statementId, kind: 'order', sourceId: ready, sourceNo: 'x', amount: '1.00' })).rejects.toThrow();
  });

  it('two batches over the same orders at once: each order lands on exactly one statement', async () => {
    const orders = [await finished(), await finished(), await finished()];
    const waiting = (await pool({ held: false })).total as number;
    const [one, two] = await Promise.all([post(B('batchSettle'), { periodStart: today, periodEnd: today, siteIds: [cySite] }, admin), post(B('batchSettle'), { periodStart: today, periodEnd: today, siteIds: [cySite] }, centre)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    for (const id of orders) expect((await liveLinesOf(id)).rows).toHaveLength(1);
    expect(one.json().objx.orders + two.json().objx.orders).toBe(waiting);
  });

  it('the data scope: an outlet sees its own statements only; the consistency check is clean', async () => {
    const haidian = { ...(await t.login('outlet_haidian')), ...EN };
    await refused(B('getDetail'), { id: statementId }, haidian, 404);
    const mine = await ok(B('getListPage'), { current: 1, size: 50 }, chaoyang);
    expect(mine.records.every((r: { siteId: number }) => r.siteId === cySite)).toBe(true);
    expect((await ok(B('getListPage'), { current: 1, size: 50 }, admin2)).records).toEqual([]);
    expect((await checkStatements(db)).problems).toEqual([]);
    expect(await ok(B('check'), {})).toMatchObject({ problems: [] });
    await refused(B('check'), {}, chaoyang, 403);
  });
});
