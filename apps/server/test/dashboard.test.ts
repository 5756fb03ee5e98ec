/**
 * The home dashboard's figures (issue 19, /rpt/rptIndexCollection/indexMsg): summed from the daily facts, they equal
 * the direct computation over the orders each caller may see (headquarters all, an outlet its own, an engineer his
 * own, another tenant none of these), satisfaction and return-visit success that over the return visits and the
 * evaluation replies; finishing an order moves them; filters keep within the scope; each figure's link (the work-order
 * list's kpi filter) lists as many orders as the figure counts; bad ranges and bad links are refused in the caller's
 * language; the customer has no dashboard.
 */
import { careFigures, dayIn, KPI_NOW_LINKS, type KpiLink, type KpiOrder, kpiFigures, sumCare, sumOrders } from '@as/shared';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { rebuildOrderFacts } from '../src/modules/work-orders/index.ts';
import { FACTS_TIME_ZONE } from '../src/modules/work-orders/order-facts.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, type OrderParties } from './order-fixtures.ts';
import { settlementFixtures } from './settlement-fixtures.ts';

describe('home dashboard', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const as: OrderParties = { admin: await t.login('admin'), centre: await t.login('centre_north'), outlet: await t.login('outlet_chaoyang'), engineer: await t.login('engineer_wang') };
  const { dept } = orderFixtures(t);
  const { finished } = settlementFixtures(t, as);
  const today = dayIn(new Date(), FACTS_TIME_ZONE);
  const range = { from: dayIn(new Date(Date.now() - 30 * 86_400_000), FACTS_TIME_ZONE), to: today };
  const indexMsg = (body: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url: '/rpt/rptIndexCollection/indexMsg', headers, payload: body as object });
  const figures = async (headers: Record<string, string>, body: Record<string, unknown> = {}) => {
    const res = await indexMsg({ ...range, ...body }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().objx;
  };
  /** The direct computation's counters over the tenant's orders that pass `where`: the orders', and the return visits' and evaluation replies' of those not deleted. */
  const directCounters = async (where?: SQL, tenantId = 1) => {
    const orders = (await db.select().from(s.soOrder).where(and(eq(s.soOrder.tenantId, tenantId), where))) as KpiOrder[];
    const visible = and(eq(s.soOrder.tenantId, tenantId), isNull(s.soOrder.deletedAt), where);
    const l = s.soRecallLine;
    const followUps = await db
      .select({ orderId: l.orderId, completedAt: l.completedAt, outcome: l.outcome, satisfaction: l.satisfaction })
      .from(l)
      .innerJoin(s.soOrder, eq(s.soOrder.id, l.orderId))
      .where(and(visible, eq(l.status, 'completed'), isNull(l.deletedAt)));
    const e = s.soEvaluation;
    const evaluations = await db
      .select({ orderId: e.orderId, answeredAt: e.answeredAt, satisfaction: e.satisfaction })
      .from(e)
      .innerJoin(s.soOrder, eq(s.soOrder.id, e.orderId))
      .where(and(visible, eq(e.status, 'answered')));
    return { orders: sumOrders(orders, range.from, range.to, FACTS_TIME_ZONE), care: sumCare(followUps, evaluations, range.from, range.to, FACTS_TIME_ZONE) };
  };
  /** The direct computation of the figures over the tenant's orders that pass `where`. */
  const direct = async (where?: SQL, tenantId = 1) => {
    const { orders, care } = await directCounters(where, tenantId);
    return { ...kpiFigures(orders), ...careFigures(care) };
  };
  const subtree = async (code: string) => sql`${s.soOrder.scopeDeptId} in (with recursive t(id) as (select ${await dept(code)}::bigint union select d.id from sys_dept d join t on d.parent_id = t.id where d.tenant_id = 1) select id from t)`;

  it('show headquarters the figures of every order, equal to the direct computation, and move when an order finishes', async () => {
    await finished();
    const before = await figures(as.admin);
    expect(before.figures).toEqual(await direct());
    expect(before.figures.finished).toBeGreaterThan(0);
    expect(before.trend).toHaveLength(31);
    expect(before.trend[0]).toEqual({ day: range.from, received: expect.any(Number), finished: expect.any(Number), cancelled: expect.any(Number) });
    expect(before.trend.at(-1)).toMatchObject({ day: today });
    expect(before.trend.reduce((n: number, d: { received: number }) => n + d.received, 0)).toBe(before.figures.received);
    expect(before.outlets[0]).toMatchObject({ name: expect.any(String), finished: expect.any(Number) });
    expect(before.now).toMatchObject({ open: expect.any(Number), overdue: expect.any(Number), partsWaiting: expect.any(Number), dueToday: expect.any(Number) });
    await finished();
    const after = await figures(as.admin);
    expect(after.figures.finished).toBe(before.figures.finished + 1);
    expect(after.figures.received).toBe(before.figures.received + 1);
    expect(after.figures).toEqual(await direct());
  });

  it('show an outlet only its own orders, and a centre its region', async () => {
    const outlet = await figures(as.outlet);
    expect(outlet.figures).toEqual(await direct(await subtree('ASC-BJ-CY')));
    expect(outlet.outlets.every((o: { name: string }) => o.name.includes('朝阳'))).toBe(true);
    // An organisation names a part of its scope: another region's gives nothing, headquarters' no more than its own.
    expect((await figures(as.outlet, { deptId: await dept('SC-E') })).figures.received).toBe(0);
    expect((await figures(as.outlet, { deptId: await dept('HQ') })).figures).toEqual(outlet.figures);
    const centre = await figures(as.centre);
    expect(centre.figures).toEqual(await direct(await subtree('SC-N')));
    expect(centre.figures.received).toBeGreaterThanOrEqual(outlet.figures.received);
    expect((await figures(as.admin, { deptId: await dept('SC-N') })).figures).toEqual(centre.figures);
  });

  it('show an engineer his own orders', async () => {
    const [wang] = await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, 'engineer_wang'));
    const mine = await figures(as.engineer);
    expect(mine.figures).toEqual(await direct(eq(s.soOrder.engineerUserId, wang.id)));
    expect(mine.figures.finished).toBeGreaterThan(0);
  });

  it('filter by product category with those below it', async () => {
    const [order] = await db.select({ categoryId: s.soOrder.categoryId }).from(s.soOrder).where(eq(s.soOrder.tenantId, 1)).limit(1);
    const byCategory = await figures(as.admin, { categoryId: order.categoryId });
    expect(byCategory.figures).toEqual(await direct(eq(s.soOrder.categoryId, order.categoryId)));
  });

  it('keep each tenant to its own orders', async () => {
    const other = await figures(await t.login('admin2', { tenantId: 2 }));
    expect(other.figures).toEqual(await direct(undefined, 2));
    expect(other.figures.finished).not.toBe((await figures(as.admin)).figures.finished);
  });

  it('move the rejection, satisfaction and return-visit figures through the real commands, and open the orders behind every figure', async () => {
    const { post, orderInput, site } = orderFixtures(t);
    const ok = async (path: string, payload: unknown, headers: Record<string, string>) => {
      const res = await post(path, payload, headers);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      return res.json().objx;
    };
    const before = (await figures(as.admin)).figures;
    // An outlet refuses an order (twice over two orders, one of them twice: an order counts once).
    for (const times of [1, 2]) {
      const { id } = await ok('soOrder/add', await orderInput(), as.admin);
      for (let i = 0; i < times; i++) {
        await ok('soOrderDispatch/assignOrg', { id, centreId: await dept('SC-N') }, as.admin);
        await ok('soOrderDispatch/assignSite', { id, siteId: await site('ASC-BJ-CY') }, as.centre);
        await ok('soOrderDispatch/doOrderReject', { id, reason: '超出服务范围' }, as.outlet);
      }
    }
    // The return visitor's open follow-ups end refused (a failed follow-up, completed with no result).
    const sun = await t.login('visitor_sun');
    const open = await db.select().from(s.soRecallLine).where(and(eq(s.soRecallLine.tenantId, 1), inArray(s.soRecallLine.status, ['pending', 'second'])));
    for (const line of open) await ok('soRecallLine/failRecall', { id: line.id, outcome: 'refused' }, sun);
    // Two customers answer the evaluation SMS of their finished consultations: one dissatisfied, one very satisfied.
    await db.update(s.sysParam).set({ publicValue: '0' }).where(and(eq(s.sysParam.tenantId, 1), eq(s.sysParam.publicKey, 'EVALUATION_SMS_DELAY')));
    const consulted = [];
    for (const phone of ['13911119001', '13911119002']) {
      const { id } = await ok('soOrder/add', await orderInput({ orderType: 'consult', phone }), as.admin);
      await ok('siteOrderDeal/simpleFinishOrder', { id, resultRemark: 'answered' }, as.admin);
      await ok('soOrderDispatch/doOrderFinish', { id }, as.admin);
      consulted.push(id as number);
    }
    while (await t.deps.jobs.runOnce()) {
      // every due job: the evaluation SMS go out
    }
    const sent = await db.select().from(s.soEvaluation).where(inArray(s.soEvaluation.orderId, consulted));
    expect(sent.map((e) => e.status)).toEqual(['sent', 'sent']);
    for (const [i, e] of sent.entries()) await ok('soEvaluation/answer', { smsId: e.smsId, reply: i ? '5' : '2' }, as.admin);

    const after = (await figures(as.admin)).figures;
    const { orders, care } = await directCounters();
    expect(after).toEqual({ ...kpiFigures(orders), ...careFigures(care) });
    expect(orders.rejected).toBeGreaterThanOrEqual(2);
    expect(after.rejectionRate).toBeGreaterThan(before.rejectionRate ?? 0);
    expect(care.followUps).toBeGreaterThan(care.followUpsSucceeded);
    expect(after.recallSuccessRate).toBeLessThan(1);
    expect(care.rated).toBeGreaterThanOrEqual(2);

    /** How many orders the work-order list shows for a figure's link (with the dashboard's filters as the list's). */
    const listed = async (headers: Record<string, string>, link: KpiLink, more: Record<string, string> = {}) => {
      const kpi = KPI_NOW_LINKS.includes(link) ? link : `${link},${range.from},${range.to}`;
      return ok('soOrder/getCount', { filters: { kpi, ...more } }, headers) as Promise<number>;
    };
    const [category] = await db.select({ categoryId: s.soOrder.categoryId }).from(s.soOrder).where(eq(s.soOrder.tenantId, 1)).limit(1);
    const cases: [string, Record<string, string>, SQL | undefined, Record<string, number>, Record<string, string>][] = [
      ['headquarters', as.admin, undefined, {}, {}],
      ['an outlet', as.outlet, await subtree('ASC-BJ-CY'), {}, {}],
      ['headquarters, one region', as.admin, await subtree('SC-N'), { deptId: await dept('SC-N') }, { deptTree: String(await dept('SC-N')) }],
      ['headquarters, one category', as.admin, eq(s.soOrder.categoryId, category.categoryId), { categoryId: category.categoryId }, { categoryTree: String(category.categoryId) }],
    ];
    for (const [who, headers, where, body, filters] of cases) {
      const got = await figures(headers, body);
      const { orders: c, care: v } = await directCounters(where);
      expect(got.figures, who).toEqual({ ...kpiFigures(c), ...careFigures(v) });
      // Every link but the outlet's home's own (slaDueToday: home-views.test.ts).
      const expected: Record<Exclude<KpiLink, 'slaDueToday'>, number> = {
        received: c.received,
        finished: c.finished,
        cancelled: c.cancelled,
        rejected: c.rejected,
        slaMissed: c.slaCounted - c.slaMet,
        turnaround: c.turnaroundCount,
        firstAppoint: c.firstAppointCount,
        notFirstTimeFix: c.repairsFinished - c.firstTimeFix,
        repeats: c.repeats,
        notSatisfied: v.rated - v.satisfied,
        recallFailed: v.followUps - v.followUpsSucceeded,
        ...got.now,
      };
      for (const [link, n] of Object.entries(expected) as [KpiLink, number][]) expect(await listed(headers, link, filters), `${who}: ${link}`).toBe(n);
    }
    // A ranking's row: an outlet's finished orders.
    const [top] = (await figures(as.admin)).outlets;
    expect(await listed(as.admin, 'finished', { siteId: String(top.id) })).toBe(top.finished);
    // Another tenant's headquarters lists none of tenant 1's.
    expect(await listed(await t.login('admin2', { tenantId: 2 }), 'rejected')).toBe(0);
  });

  it('sum the turnaround histogram bucket by bucket: the 90th percentile equals the direct computation, for headquarters and an outlet', async () => {
    await finished();
    await finished();
    const done = await db.select({ id: s.soOrder.id, reportAt: s.soOrder.reportAt }).from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), eq(s.soOrder.status, 1250), isNotNull(s.soOrder.completedAt)));
    // Completed 1, 3, 7, 13 ... hours after the call: the finished orders spread over the histogram's buckets.
    for (const [i, o] of done.entries()) {
      await db.update(s.soOrder).set({ completedAt: new Date(new Date(o.reportAt).getTime() + (1 + i * (i + 1)) * 3_600_000).toISOString() }).where(eq(s.soOrder.id, o.id));
    }
    await db.transaction((tx) => rebuildOrderFacts(tx, 1));
    const hq = (await figures(as.admin)).figures;
    expect(hq).toEqual(await direct());
    expect(hq.turnaroundP90Hours).toBeGreaterThan(2);
    const outlet = (await figures(as.outlet)).figures;
    expect(outlet).toEqual(await direct(await subtree('ASC-BJ-CY')));
    const site = await t.request({ method: 'POST', url: '/rpt/rptIndexCollection/siteIndexMsg', headers: as.outlet, payload: range });
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json().objx.figures.turnaroundP90Hours).toBe(outlet.turnaroundP90Hours);
  });

  it('refuse a bad link of the work-order list in the caller language', async () => {
    const EN = { ...as.admin, 'accept-language': 'en-US' };
    for (const kpi of ['nonsense', 'finished', `finished,${today}`, `finished,${today},2020-01-01`, 'open,2020-01-01,2020-01-02,x', `received,${today},31/12/2026`]) {
      const res = await t.request({ method: 'POST', url: '/basic/soOrder/getCount', headers: EN, payload: { filters: { kpi } } });
      expect(res.statusCode, kpi).toBe(400);
      expect(res.json().msg, kpi).toMatch(/kpi/);
      // The message says what is wrong in the caller's language, not the value sent.
      expect(res.json().msg, kpi).not.toContain(kpi);
    }
    const zh = await t.request({ method: 'POST', url: '/basic/soOrder/getCount', headers: as.admin, payload: { filters: { kpi: 'nonsense' } } });
    expect(zh.json().msg).toMatch(/^filters\.kpi[^a-z]/);
    const res = await t.request({ method: 'POST', url: '/basic/soOrder/getCount', headers: EN, payload: { filters: { deptTree: 'x' } } });
    expect(res.statusCode).toBe(400);
  });

  it('check the tenant facts against its orders for headquarters only', async () => {
    const res = await t.request({ method: 'POST', url: '/rpt/rptIndexCollection/checkFacts', headers: as.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().objx).toMatchObject({ keys: expect.any(Number), differences: [] });
    expect((await t.request({ method: 'POST', url: '/rpt/rptIndexCollection/checkFacts', headers: as.outlet })).statusCode).toBe(403);
  });

  it('refuse a bad range in the caller language, and the customer', async () => {
    const EN = { ...as.admin, 'accept-language': 'en-US' };
    const backwards = await indexMsg({ from: today, to: '2020-01-01' }, EN);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().msg).toContain(`cannot be less than ${today}`);
    const long = await indexMsg({ from: '2020-01-01', to: '2022-01-01' }, EN);
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('366 days');
    expect((await indexMsg({ from: 'yesterday', to: today }, EN)).statusCode).toBe(400);
    expect((await indexMsg(range, await t.login('customer_li'))).statusCode).toBe(403);
  });
});
