/**
 * The outlet's home (/rpt/rptIndexCollection/siteIndexMsg) and the engineer's day (engineerDay), issue 19: every
 * number equals a direct computation over the orders (an outlet is its organisation's subtree; its region the outlets
 * with the same superior), another outlet's and another tenant's orders never count, an outlet sees no other outlet,
 * an engineer only his own orders; bad input is refused in the caller's language.
 */
import { blockingDimension, dayIn, type KpiOrder, kpiFigures, ORDER_ACTIONS, orderStateOf, standingOf, sumOrders } from '@as/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { rebuildOrderFacts, todayBounds } from '../src/modules/work-orders/index.ts';
import { FACTS_TIME_ZONE } from '../src/modules/work-orders/order-facts.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, parties } from './order-fixtures.ts';
import { settlementFixtures } from './settlement-fixtures.ts';

type Order = typeof s.soOrder.$inferSelect;

describe('the outlet home and the engineer day', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const as = await parties(t);
  const { dept, atChaoyang } = orderFixtures(t);
  const { finished } = settlementFixtures(t, as);
  const range = { from: dayIn(new Date(Date.now() - 30 * 86_400_000), FACTS_TIME_ZONE), to: dayIn(new Date(), FACTS_TIME_ZONE) };
  const call = (name: string, headers: Record<string, string>, body?: object) => t.request({ method: 'POST', url: `/rpt/rptIndexCollection/${name}`, headers, payload: body });
  const answer = async (name: string, headers: Record<string, string>, body?: object) => {
    const res = await call(name, headers, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().objx;
  };
  const subtree = async (deptId: number) =>
    sql`${s.soOrder.scopeDeptId} in (with recursive t(id) as (select ${deptId}::bigint union select d.id from sys_dept d join t on d.parent_id = t.id where d.tenant_id = 1) select id from t)`;
  const ordersIn = async (deptId: number) => db.select().from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), await subtree(deptId)));
  const isOpen = (o: Order) => o.status !== 1250 && o.status !== 1260 && !o.deletedAt;
  const today = todayBounds();
  const inToday = (v: string | null) => v !== null && new Date(v) >= new Date(today.start) && new Date(v) < new Date(today.end);
  const figuresOf = (orders: Order[]) => {
    const k = kpiFigures(sumOrders(orders as KpiOrder[], range.from, range.to, FACTS_TIME_ZONE));
    return { received: k.received, finished: k.finished, slaCompliance: k.slaCompliance, turnaroundAvgMinutes: k.turnaroundAvgMinutes, turnaroundP90Hours: k.turnaroundP90Hours, firstAppointAvgMinutes: k.firstAppointAvgMinutes, firstTimeFixRate: k.firstTimeFixRate };
  };

  // Hand-made orders of the Chaoyang outlet: two finished, one on site, one booked, appointed today and overdue.
  await finished();
  await finished();
  const onSite = await atChaoyang(as, {}, { checkIn: true });
  const booked = await atChaoyang(as);
  await db.update(s.soOrder).set({ appointAt: new Date().toISOString(), completeDueAt: new Date(Date.now() - 3_600_000).toISOString() }).where(eq(s.soOrder.id, booked));
  // Due by the end of today: SLA due today whatever the hour.
  await db.update(s.soOrder).set({ completeDueAt: new Date(todayBounds().end.getTime() - 60_000).toISOString() }).where(eq(s.soOrder.id, onSite));
  // A second outlet in the northern centre's region, with one of the finished orders moved to it (facts made anew).
  const north = await dept('SC-N');
  const [nextDept] = await db.insert(s.sysDept).values({ tenantId: 1, parentId: north, code: 'ASC-BJ-TZ', name: '北京通州网点', kind: 'outlet' }).returning();
  await db.insert(s.snSite).values({ tenantId: 1, deptId: nextDept.id, superiorDeptId: north, code: 'ASC-BJ-TZ', name: '北京通州网点' });
  const [moved] = await db.select().from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), eq(s.soOrder.status, 1250), await subtree(await dept('ASC-BJ-CY')))).limit(1);
  const [tongzhou] = await db.select().from(s.snSite).where(eq(s.snSite.deptId, nextDept.id));
  await db.update(s.soOrder).set({ scopeDeptId: nextDept.id, siteId: tongzhou.id }).where(eq(s.soOrder.id, moved.id));
  // Another tenant's order keyed by Chaoyang's organisation id never counts for Chaoyang.
  const [template] = await db.select().from(s.soOrder).where(eq(s.soOrder.id, booked));
  const { id: _id, ...copy } = template;
  await db.insert(s.soOrder).values({ ...copy, tenantId: 2, orderNo: `T2${template.orderNo}`, scopeDeptId: await dept('ASC-BJ-CY') });
  await db.transaction(async (tx) => {
    await rebuildOrderFacts(tx, 1);
    await rebuildOrderFacts(tx, 2);
  });

  it('show an outlet its open orders by status, what is due today and its figures, equal to the direct computation', async () => {
    const chaoyang = await dept('ASC-BJ-CY');
    const home = await answer('siteIndexMsg', as.chaoyang, range);
    const orders = await ordersIn(chaoyang);
    const open = orders.filter(isOpen);
    expect(home.site).toMatchObject({ deptId: chaoyang, name: '北京朝阳网点' });
    const byStatus = new Map<number, number>();
    for (const o of open) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    expect(home.byStatus).toEqual([...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => ({ status, count })));
    expect(home.now).toEqual({
      open: open.length,
      appointedToday: open.filter((o) => inToday(o.appointAt)).length,
      slaDueToday: open.filter((o) => inToday(o.completeDueAt)).length,
      overdue: open.filter((o) => o.completeDueAt !== null && new Date(o.completeDueAt) < new Date()).length,
    });
    expect(home.now.appointedToday).toBeGreaterThan(0);
    expect(home.now.overdue).toBeGreaterThan(0);
    expect(home.now.slaDueToday).toBeGreaterThan(0);
    // Each figure of what stands now opens as many orders in the work-order list (the screen's links: kpi and the outlet's subtree).
    const listed = async (kpi: string, headers = as.chaoyang) => {
      const res = await t.request({ method: 'POST', url: '/basic/soOrder/getCount', headers, payload: { filters: { kpi, deptTree: String(chaoyang) } } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().objx;
    };
    expect({ open: await listed('open'), appointedToday: await listed('dueToday'), slaDueToday: await listed('slaDueToday'), overdue: await listed('overdue') }).toEqual(home.now);
    expect(await listed('slaDueToday', as.admin2)).toBe(0);
    expect(home.figures).toEqual(figuresOf(orders));
    expect(home.figures.finished).toBeGreaterThan(0);
    // The order moved to Tongzhou is no longer Chaoyang's.
    expect(orders.some((o) => o.id === moved.id)).toBe(false);
    // Its headquarters' and its centre's orders elsewhere never count: another outlet's home is its own.
    const haidian = await answer('siteIndexMsg', as.haidian, range);
    expect(haidian.figures).toEqual(figuresOf(await ordersIn(await dept('ASC-BJ-HD'))));
    expect(haidian.now.open).toBe((await ordersIn(await dept('ASC-BJ-HD'))).filter(isOpen).length);
  });

  it('rank an outlet among the outlets of its region by SLA compliance and first-time fix', async () => {
    const home = await answer('siteIndexMsg', as.chaoyang, range);
    const region = [figuresOf(await ordersIn(await dept('ASC-BJ-CY'))), figuresOf(await ordersIn(nextDept.id))];
    expect(region[1].finished).toBe(1);
    expect(home.ranking).toEqual({
      slaCompliance: standingOf(region[0].slaCompliance, region.map((r) => r.slaCompliance)),
      firstTimeFixRate: standingOf(region[0].firstTimeFixRate, region.map((r) => r.firstTimeFixRate)),
    });
    expect(home.ranking.firstTimeFixRate.of).toBe(2);
    // The product category narrows the figures the same way.
    const categoryId = moved.categoryId;
    const narrowed = await answer('siteIndexMsg', as.chaoyang, { ...range, categoryId });
    expect(narrowed.figures).toEqual(figuresOf((await ordersIn(await dept('ASC-BJ-CY'))).filter((o) => o.categoryId === categoryId)));
  });

  it('refuse another outlet, what is no outlet, another tenant and whoever lacks the view, in the caller language', async () => {
    const EN = { 'accept-language': 'en-US' };
    expect((await call('siteIndexMsg', { ...as.haidian, ...EN }, { ...range, deptId: await dept('ASC-BJ-CY') })).statusCode).toBe(403);
    expect((await call('siteIndexMsg', { ...as.chaoyang, ...EN }, { ...range, deptId: await dept('ASC-SH-PD') })).statusCode).toBe(403);
    const notOutlet = await call('siteIndexMsg', { ...as.chaoyang, ...EN }, { ...range, deptId: await dept('SC-N') });
    expect(notOutlet.statusCode).toBe(400);
    expect(notOutlet.json().msg).toContain('not an outlet');
    // An outlet names a secondary outlet below it.
    expect((await answer('siteIndexMsg', as.chaoyang, { ...range, deptId: await dept('ASC-BJ-HD') })).site.name).toBe('北京海淀网点');
    const long = await call('siteIndexMsg', { ...as.chaoyang, ...EN }, { from: '2020-01-01', to: '2022-01-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('366 days');
    expect((await call('siteIndexMsg', as.chaoyang, { from: 'today', to: range.to })).statusCode).toBe(400);
    // Headquarters has no outlet of its own, and sees any outlet's home; another tenant's headquarters none of tenant 1's.
    expect((await call('siteIndexMsg', { ...as.admin, ...EN }, range)).json().msg).toContain('not an outlet');
    expect((await answer('siteIndexMsg', as.admin, { ...range, deptId: await dept('ASC-BJ-CY') })).figures).toEqual((await answer('siteIndexMsg', as.chaoyang, range)).figures);
    expect((await call('siteIndexMsg', as.admin2, { ...range, deptId: await dept('ASC-BJ-CY') })).statusCode).toBe(400);
    expect(await answer('engineerDay', as.admin2)).toEqual({ appointments: [], onSite: [], toComplete: [] });
    // Neither view without its button: an engineer has no outlet home, an outlet no engineer's day.
    expect((await call('siteIndexMsg', as.wang, range)).statusCode).toBe(403);
    expect((await call('engineerDay', as.chaoyang)).statusCode).toBe(403);
  });

  it('give an engineer his day: appointed today, on site, completion still to submit, his own orders only', async () => {
    const [wang] = await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, 'engineer_wang'));
    const day = await answer('engineerDay', as.wang);
    const mine = (await db.select().from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), eq(s.soOrder.engineerUserId, wang.id)))).filter(isOpen);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    expect(ids(day.appointments)).toEqual(ids(mine.filter((o) => inToday(o.appointAt))));
    expect(ids(day.onSite)).toEqual(ids(mine.filter((o) => o.checkedIn)));
    expect(ids(day.toComplete)).toEqual(ids(mine.filter((o) => blockingDimension(orderStateOf(o), ORDER_ACTIONS.complete) === null)));
    expect(ids(day.appointments)).toContain(booked);
    expect(ids(day.onSite)).toContain(onSite);
    expect(ids(day.toComplete)).toContain(onSite);
    expect(day.appointments.find((o: { id: number }) => o.id === booked)).toMatchObject({ orderNo: expect.any(String), customerName: '张先生', address: '朝阳区望京街 1 号' });
    // Another engineer sees none of them.
    const liu = await answer('engineerDay', await t.login('engineer_liu'));
    expect([...liu.appointments, ...liu.onSite, ...liu.toComplete].map((o: { id: number }) => o.id)).not.toContain(onSite);
  });
});
