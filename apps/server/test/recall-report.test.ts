/**
 * The report centre's return-visit reports over HTTP (issue 18): /rpt/recallInfo (a row per return visit) and
 * /rpt/recallDetail (a row per call, with its verdict and the questions not confirmed), on return visits made by their
 * own commands;
 * filters, sorts and paging; bad filters and sorts refused; the export queued; the report permissions, another
 * tenant and an outlet's scope kept.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures } from './order-fixtures.ts';
import { settlementFixtures } from './settlement-fixtures.ts';

describe('recall reports', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const admin = { ...(await t.login('admin')), ...EN };
  const centre = { ...(await t.login('centre_north')), ...EN };
  const sun = { ...(await t.login('visitor_sun')), ...EN };
  const chaoyang = { ...(await t.login('outlet_chaoyang')), ...EN };
  const wang = { ...(await t.login('engineer_wang')), ...EN };
  const admin2 = { ...(await t.login('admin2', { tenantId: 2 })), ...EN };
  const { post } = orderFixtures(t);
  const { finished } = settlementFixtures(t, { admin, centre, outlet: chaoyang, engineer: wang });
  const call = (path: string, payload: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url: `/rpt/${path}`, headers, payload: payload as object });
  const ok = async (path: string, payload: unknown, headers: Record<string, string> = sun) => {
    const res = await post(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const list = async (report: string, payload: Record<string, unknown>, headers: Record<string, string> = admin) => {
    const res = await call(`${report}/getListPage`, payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().objx as { records: Record<string, unknown>[]; total: number };
  };

  // Return visits of the test's own, through the return visits' own commands: a setup drawing every repair order
  // (the demo's put aside) with two yes/no questions; three Chaoyang orders finished and drawn, screened; one call
  // unanswered, one successful and confirmed, one successful finding the fee not confirmed.
  await db.update(s.basRecallSetting).set({ enabled: false }).where(eq(s.basRecallSetting.tenantId, 1));
  const QUESTIONS = [
    { question: 'Was the work done?', answerType: 'yes_no', maxScore: 0, mandatory: true },
    { question: 'Was the fee as charged?', answerType: 'yes_no', maxScore: 0, mandatory: true },
  ];
  const setting = await ok('basRecallSetting/add', { code: 'T-REPORT', name: 'Report test', orderType: 'repair', samplingRatio: '100', delayDays: 0, maxAttempts: 3, lines: QUESTIONS }, admin);
  const lineNos = (await db.select().from(s.basRecallSettingLine).where(eq(s.basRecallSettingLine.parentId, setting.id))).sort((a, b) => a.lineNo - b.lineNo).map((l) => l.lineNo);
  const orders = [await finished(), await finished(), await finished()];
  const lines = await db.select().from(s.soRecallLine).where(inArray(s.soRecallLine.orderId, orders));
  const lineOf = (orderId: number) => lines.find((l) => l.orderId === orderId)!;
  await ok('soRecallLine/screen', { items: lines.map((l) => ({ id: l.id })) });
  const [missed, happy, unhappy] = orders.map(lineOf);
  await ok('soRecallLine/failRecall', { id: missed.id, outcome: 'noAnswer', remark: 'no answer' });
  await ok('soRecallLine/successfulRecall', { id: happy.id, answers: [{ lineNo: lineNos[0], verdict: 'confirmed' }, { lineNo: lineNos[1], verdict: 'confirmed' }], satisfaction: 'verySatisfied' });
  await ok('soRecallLine/successfulRecall', { id: unhappy.id, answers: [{ lineNo: lineNos[0], verdict: 'confirmed' }, { lineNo: lineNos[1], verdict: 'unconfirmed' }], satisfaction: 'dissatisfied' });
  const ours = (rows: Record<string, unknown>[]) => rows.filter((r) => orders.includes(Number(r.orderId)));

  it('lists every return visit with its state, attempts, outcome, satisfaction, outlet and engineer', async () => {
    const all = await list('recallInfo', { current: 1, size: 200 });
    const mine = ours(all.records);
    expect(mine).toHaveLength(3);
    for (const row of mine) expect(row).toMatchObject({ callCount: 1, siteName: '北京朝阳网点', engineerName: '王建国', source: 'ratio', orderNo: expect.stringMatching(/^SO/) });
    expect(mine.find((r) => r.id === missed.id)).toMatchObject({ status: 'second', outcome: 'noAnswer', satisfaction: null });
    expect(mine.find((r) => r.id === happy.id)).toMatchObject({ status: 'completed', outcome: 'success', verdict: 'confirmed', satisfaction: 'verySatisfied' });
    expect(mine.find((r) => r.id === unhappy.id)).toMatchObject({ status: 'completed', verdict: 'unconfirmed', satisfaction: 'dissatisfied' });
    expect(ours((await list('recallInfo', { size: 200, filters: { status: 'completed' } })).records).map((r) => r.id).sort()).toEqual([happy.id, unhappy.id].sort());
    expect(ours((await list('recallInfo', { size: 200, filters: { satisfaction: 'dissatisfied', siteName: '朝阳' } })).records).map((r) => r.id)).toEqual([unhappy.id]);
    expect((await list('recallInfo', { filters: { orderNo: happy.orderNo } })).records.map((r) => r.id)).toEqual([happy.id]);
    // Sorted and paged.
    const page1 = await list('recallInfo', { sort: 'orderNo', order: 'asc', current: 1, size: 2 });
    const page2 = await list('recallInfo', { sort: 'orderNo', order: 'asc', current: 2, size: 2 });
    expect(page1.records).toHaveLength(2);
    expect(page1.total).toBe(all.total);
    expect(String(page1.records[0].orderNo) <= String(page1.records[1].orderNo)).toBe(true);
    if (page2.records.length) expect(String(page1.records[1].orderNo) <= String(page2.records[0].orderNo)).toBe(true);
  });

  it('lists every call with its attempt, verdict and the questions the customer did not confirm', async () => {
    const calls = ours((await list('recallDetail', { size: 200 })).records);
    expect(calls).toHaveLength(3);
    for (const row of calls) expect(row).toMatchObject({ attempt: 1, userName: '孙回访', siteName: '北京朝阳网点' });
    expect(calls.find((r) => r.lineId === missed.id)).toMatchObject({ outcome: 'noAnswer', verdict: null, unconfirmed: null, remark: 'no answer' });
    expect(calls.find((r) => r.lineId === happy.id)).toMatchObject({ outcome: 'success', verdict: 'confirmed', unconfirmed: null, satisfaction: 'verySatisfied' });
    expect(calls.find((r) => r.lineId === unhappy.id)).toMatchObject({ outcome: 'success', verdict: 'unconfirmed', unconfirmed: 'Was the fee as charged?', satisfaction: 'dissatisfied' });
    expect(ours((await list('recallDetail', { size: 200, filters: { verdict: 'unconfirmed' } })).records).map((r) => r.lineId)).toEqual([unhappy.id]);
    // A second call is the second attempt.
    await ok('soRecallLine/successfulRecall', { id: missed.id, answers: [{ lineNo: lineNos[0], verdict: 'confirmed' }, { lineNo: lineNos[1], verdict: 'confirmed' }], satisfaction: 'satisfied' });
    const again = ours((await list('recallDetail', { size: 200, sort: 'createdAt', order: 'asc' })).records).filter((r) => r.lineId === missed.id);
    expect(again.map((r) => [r.attempt, r.outcome])).toEqual([
      [1, 'noAnswer'],
      [2, 'success'],
    ]);
    // The return visitor sees the same.
    expect(ours((await list('recallDetail', { size: 200 }, sun)).records)).toHaveLength(4);
  });

  it('refuses unknown filters, values and sorts, and queues the export', async () => {
    for (const [report, payload] of [
      ['recallInfo', { filters: { status: 'bogus' } }],
      ['recallInfo', { sort: 'phone' }],
      ['recallInfo', { filters: { tenantId: '2' } }],
      ['recallInfo', { filters: { createdAt: 'yesterday,today' } }],
      ['recallDetail', { filters: { verdict: 'maybe' } }],
      ['recallDetail', { size: 100_000 }],
    ] as const) {
      const res = await call(`${report}/getListPage`, payload, admin);
      expect(res.statusCode, `${report} ${JSON.stringify(payload)}`).toBe(400);
    }
    const exported = await call('recallInfo/getListByExcel', { filters: { status: 'completed' }, columns: [{ field: 'orderNo', title: 'Order' }, { field: 'satisfaction', title: 'Satisfaction' }] }, admin);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().objx.id).toEqual(expect.any(Number));
    expect((await call('recallDetail/getListByExcel', { filters: { outcome: 'nope' }, columns: [{ field: 'orderNo', title: 'Order' }] }, admin)).statusCode).toBe(400);
  });

  it('keeps to the report permissions, the tenant and the outlet', async () => {
    expect((await call('recallInfo/getListPage', {}, wang)).statusCode).toBe(403);
    expect((await call('recallDetail/getListByExcel', { columns: [{ field: 'orderNo', title: 'Order' }] }, wang)).statusCode).toBe(403);
    expect((await list('recallInfo', {}, admin2)).total).toBe(0);
    expect((await list('recallDetail', {}, admin2)).total).toBe(0);
    // The Chaoyang outlet sees its own orders' return visits (and its secondary outlet's), no other outlet's.
    const mine = await list('recallInfo', { size: 200 }, chaoyang);
    expect(ours(mine.records)).toHaveLength(3);
    for (const row of mine.records) expect(['北京朝阳网点', '北京海淀网点']).toContain(row.siteName);
  });
});
