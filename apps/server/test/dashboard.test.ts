/**
 * The home dashboard's figures (issue 19, /rpt/rptIndexCollection/indexMsg): summed from the daily facts, they equal
 * the direct computation over the orders each caller may see (headquarters all, an outlet its own, an engineer his
 * own, another tenant none of these); finishing an order moves them; filters keep within the scope; bad ranges are
 * refused in the caller's language; the customer has no dashboard.
 */
import { dayIn, type KpiOrder, kpiFigures, sumOrders } from '@as/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
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
  /** The direct computation over the tenant's orders that pass `where`. */
  const direct = async (where?: ReturnType<typeof sql>) => {
    const orders = (await db.select().from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), where))) as KpiOrder[];
    return kpiFigures(sumOrders(orders, range.from, range.to, FACTS_TIME_ZONE));
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
    const orders = (await db.select().from(s.soOrder).where(eq(s.soOrder.tenantId, 2))) as KpiOrder[];
    expect(other.figures).toEqual(kpiFigures(sumOrders(orders, range.from, range.to, FACTS_TIME_ZONE)));
    expect(other.figures.finished).not.toBe((await figures(as.admin)).figures.finished);
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
