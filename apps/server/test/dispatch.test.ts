/**
 * Dispatch over HTTP: engineers' daily capacity, batch assignment all or nothing, reassignment to another engineer
 * or outlet, automatic dispatch and acceptance by the rules and flags, the recommendation's ranking, the board,
 * and wrong-tenant and wrong-role attempts.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, type Payload, tomorrow } from './order-fixtures.ts';


describe('dispatch', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const wang = await t.login('engineer_wang');
  const visitor = await t.login('visitor_sun');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const { dept, site, area, category, engineer, orderInput, post } = orderFixtures(t);
  const call = (path: string, payload: unknown, headers = admin) => post(path, payload, headers);
  const capacity = (jobNo: string, dailyCapacity: number) => db.update(s.snSiteEngineer).set({ dailyCapacity }).where(eq(s.snSiteEngineer.jobNo, jobNo));
  const autoDispatch = (on: boolean) => db.update(s.basCompanyConfig).set({ autoDispatch: on }).where(eq(s.basCompanyConfig.tenantId, 1));
  const wangId = await engineer('E1001');

  const beijing = async (district = '110105', extra: Payload = {}): Promise<Payload> =>
    orderInput({ urgency: '1', categoryId: await category('AC'), districtId: await area(district), lat: '39.990000', lng: '116.470000', ...extra });
  const create = async (input?: Payload, headers = admin) => (await call('soOrder/add', input ?? (await beijing()), headers)).json().objx;
  const act = (group: string, action: string, payload: Payload, headers = admin) => call(`${group}/${action}`, payload, headers);
  const detail = async (id: number) => (await call('soOrder/getDetail', { id })).json().objx;
  const actions = async (id: number) => (await detail(id)).history.map((h: { action: string }) => h.action);
  /** A Beijing order accepted by the Chaoyang outlet, waiting for an engineer. */
  const accepted = async () => {
    const { id } = await create();
    await act('soOrderDispatch', 'assignSite', { id, siteId: await site('ASC-BJ-CY') });
    await act('siteOrderDeal', 'accept', { id }, chaoyang);
    return id as number;
  };

  beforeEach(async () => {
    await autoDispatch(false);
    await capacity('E1001', 8);
    // Each test starts with Wang's day empty.
    await db.update(s.soOrder).set({ engineerId: null, engineerUserId: null }).where(eq(s.soOrder.engineerId, wangId));
  });

  it('refuses an engineer whose day is full, counting appointments on their own day', async () => {
    await capacity('E1001', 1);
    const first = await accepted();
    expect((await act('siteOrderDeal', 'assign', { id: first, engineerId: wangId }, chaoyang)).statusCode).toBe(200);
    const second = await accepted();
    const full = await act('siteOrderDeal', 'assign', { id: second, engineerId: wangId }, { ...chaoyang, 'accept-language': 'en-US' });
    expect(full.statusCode).toBe(409);
    expect(full.json().msg).toBe('王建国 is fully booked for the day (1 orders)');
    expect((await detail(second)).order).toMatchObject({ engineerId: null, holder: 'outlet' });
    // Booked for tomorrow, the first order no longer takes today's place.
    expect((await act('siteOrderDeal', 'book', { id: first, appointAt: tomorrow() }, wang)).statusCode).toBe(200);
    expect((await act('siteOrderDeal', 'assign', { id: second, engineerId: wangId }, chaoyang)).statusCode).toBe(200);
  });

  it('batch assigns all selected orders or none, and asks to select records first', async () => {
    const empty = await call('siteOrderDeal/batchAssign', { ids: [], engineerId: wangId }, { ...chaoyang, 'accept-language': 'en-US' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('Please select records first');
    await capacity('E1001', 2);
    const ids = [await accepted(), await accepted(), await accepted()];
    const refused = await call('siteOrderDeal/batchAssign', { ids, engineerId: wangId }, chaoyang);
    expect(refused.statusCode).toBe(409);
    for (const id of ids) {
      expect((await detail(id)).order.engineerId).toBeNull();
      expect(await actions(id)).not.toContain('assign');
    }
    const done = await call('siteOrderDeal/batchAssign', { ids: ids.slice(0, 2), engineerId: wangId }, chaoyang);
    expect(done.statusCode).toBe(200);
    expect(done.json().objx).toEqual(ids.slice(0, 2).map((id) => expect.objectContaining({ id, holder: 'engineer', status: 1030 })));
    expect(await actions(ids[0])).toEqual(['create', 'assignSite', 'accept', 'assign']);
    // Headquarters batch-dispatches to a centre through the same call.
    const fresh = [(await create()).id, (await create()).id];
    const toCentre = await call('siteOrderDeal/batchAssign', { ids: fresh, centreId: await dept('SC-N') });
    expect(toCentre.json().objx.map((o: Payload) => o.holder)).toEqual(['centre', 'centre']);
  });

  it('reassigns to another engineer, or to another outlet: handed back and dispatched again after acceptance', async () => {
    const id = await accepted();
    await act('siteOrderDeal', 'assign', { id, engineerId: wangId }, chaoyang);
    const same = await call('siteOrderDeal/reAssign', { id, engineerId: wangId }, { ...chaoyang, 'accept-language': 'en-US' });
    expect(same.statusCode).toBe(400);
    expect(same.json().msg).toContain('engineerId');

    // Shanghai: the Pudong outlet's engineer, then one of its subordinate Minhang outlet.
    const { id: sh } = await create({ ...(await beijing()), provinceId: await area('310000'), cityId: await area('310100'), districtId: await area('310115'), lat: null, lng: null });
    await act('soOrderDispatch', 'assignSite', { id: sh, siteId: await site('ASC-SH-PD') });
    await act('siteOrderDeal', 'accept', { id: sh });
    await act('siteOrderDeal', 'assign', { id: sh, engineerId: await engineer('E2001') });
    const moved = await call('siteOrderDeal/reAssign', { id: sh, engineerId: await engineer('E2101') });
    expect(moved.statusCode).toBe(200);
    expect((await detail(sh)).order.engineerId).toBe(await engineer('E2101'));

    // The centre moves an accepted order of Chaoyang to Haidian: a reason is needed; two steps in the history.
    const other = await accepted();
    const noReason = await call('siteOrderDeal/reAssign', { id: other, siteId: await site('ASC-BJ-HD') }, { ...centre, 'accept-language': 'en-US' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain('A rejection needs a reason in the remark');
    const res = await call('siteOrderDeal/reAssign', { id: other, siteId: await site('ASC-BJ-HD'), reason: '客户改约海淀' }, centre);
    expect(res.statusCode).toBe(200);
    expect(res.json().objx).toMatchObject({ status: 1020, holder: 'outlet' });
    const after = await detail(other);
    expect(after.order.siteId).toBe(await site('ASC-BJ-HD'));
    expect(after.history.slice(-2)).toMatchObject([
      { action: 'backOrder', fromStatus: 1030, toStatus: 1025, reason: '客户改约海淀', userName: '华北中心主管' },
      { action: 'assignSite', fromStatus: 1025, toStatus: 1020 },
    ]);
    // Before acceptance it is one new dispatch.
    const back = await call('siteOrderDeal/reAssign', { id: other, siteId: await site('ASC-BJ-CY') }, centre);
    expect(back.json().objx).toMatchObject({ status: 1020 });
    expect((await actions(other)).at(-1)).toBe('assignSite');
    // An engineer cannot move orders between outlets.
    expect((await call('siteOrderDeal/reAssign', { id: sh, siteId: await site('ASC-SH-MH') }, wang)).statusCode).toBe(403);
  });

  it('dispatches a new order automatically by the rules and flags, recorded as done by the system', async () => {
    await autoDispatch(true);
    // Chaoyang (rule for 110105) accepts and dispatches automatically: to Wang, its engineer with room.
    const cy = await create();
    expect(cy).toMatchObject({ status: 1030, holder: 'engineer', engineerId: wangId, siteId: await site('ASC-BJ-CY') });
    const history = (await detail(cy.id)).history;
    expect(history.map((h: Payload) => h.action)).toEqual(['create', 'assignSite', 'accept', 'assign']);
    expect(history[0].userName).toBe('总部管理员');
    for (const step of history.slice(1)) expect(step).toMatchObject({ userId: null, detail: expect.objectContaining({ auto: true }) });
    // Haidian (rule for 110108) dispatches automatically but does not accept automatically.
    const hd = await create(await beijing('110108'));
    expect(hd).toMatchObject({ status: 1020, holder: 'outlet', siteId: await site('ASC-BJ-HD') });
    // In Haidian, water heaters go to Chaoyang by a higher-priority rule.
    const wh = await create(await beijing('110108', { categoryId: await category('WH') }));
    expect(wh.siteId).toBe(await site('ASC-BJ-CY'));
    // Wang's day full: accepted, but left with the outlet.
    await capacity('E1001', 0);
    expect(await create()).toMatchObject({ status: 1030, holder: 'outlet', engineerId: null });
    // A centre's order stays with the centre's own outlets: no rule of North China covers Shanghai.
    const sh = await create({ ...(await beijing()), provinceId: await area('310000'), cityId: await area('310100'), districtId: await area('310115') }, centre);
    expect(sh).toMatchObject({ status: 1010, holder: 'centre' });
    await autoDispatch(false);
    expect(await create()).toMatchObject({ status: 1010, holder: 'hq' });
  });

  it('recommends outlets, then engineers, with their reasons, best first', async () => {
    await accepted();
    const { id } = await create();
    const forHq = (await call('soOrderDispatch/recommend', { id })).json().objx;
    expect(forHq.level).toBe('site');
    // Chaoyang's load: its open orders; its capacity: Wang's 8 a day. Haidian has no engineer of its own.
    const open = (await db.select({ id: s.soOrder.id }).from(s.soOrder).where(and(eq(s.soOrder.siteId, await site('ASC-BJ-CY')), notInArray(s.soOrder.status, [1250, 1260])))).length;
    expect(open).toBeGreaterThan(0);
    expect(forHq.candidates[0]).toMatchObject({ code: 'ASC-BJ-CY', ruleRank: 1, full: false, capacity: 8, load: open });
    expect(forHq.candidates.find((c: Payload) => c.code === 'ASC-BJ-HD')).toMatchObject({ capacity: 0, full: false });
    expect(forHq.candidates[0].distanceKm).toBeLessThan(2);
    const pudong = forHq.candidates.find((c: Payload) => c.code === 'ASC-SH-PD');
    expect(pudong).toMatchObject({ ruleRank: null, parentName: '华东服务中心' });
    expect(pudong.distanceKm).toBeGreaterThan(1000);
    expect(pudong.score).toBeLessThan(forHq.candidates[0].score);
    // The centre sees only its own outlets.
    await act('soOrderDispatch', 'assignOrg', { id, centreId: await dept('SC-N') });
    expect((await call('soOrderDispatch/recommend', { id }, centre)).json().objx.candidates.map((c: Payload) => c.code).sort()).toEqual(['ASC-BJ-CY', 'ASC-BJ-HD']);
    await act('soOrderDispatch', 'assignSite', { id, siteId: await site('ASC-BJ-CY') }, centre);
    await act('siteOrderDeal', 'accept', { id }, chaoyang);
    const forOutlet = (await call('soOrderDispatch/recommend', { id }, chaoyang)).json().objx;
    expect(forOutlet.level).toBe('engineer');
    expect(forOutlet.candidates).toEqual([expect.objectContaining({ id: wangId, level: 'senior', capacity: 8, load: 0 })]);
    // A deadline already past is a high SLA risk.
    await db.update(s.soOrder).set({ completeDueAt: new Date(Date.now() - 3_600_000).toISOString() }).where(eq(s.soOrder.id, id));
    expect((await call('soOrderDispatch/recommend', { id }, chaoyang)).json().objx.candidates[0].slaRisk).toBe('high');
  });

  it('shows each level the orders waiting for it on the board', async () => {
    const { id } = await create();
    const hq = (await call('soOrderDispatch/board', {})).json().objx;
    expect(hq.level).toBe('hq');
    expect(hq.orders.map((o: Payload) => o.id)).toContain(id);
    expect(hq.places.map((p: Payload) => p.code)).toEqual(expect.arrayContaining(['ASC-BJ-CY', 'ASC-SH-PD']));
    expect((await call('soOrderDispatch/board', {}, centre)).json().objx.orders.map((o: Payload) => o.id)).not.toContain(id);
    const waiting = await accepted();
    const outlet = (await call('soOrderDispatch/board', {}, chaoyang)).json().objx;
    expect(outlet).toMatchObject({ level: 'outlet', places: [expect.objectContaining({ id: wangId })] });
    expect(outlet.orders.map((o: Payload) => o.id)).toContain(waiting);
    // Accepted orders are the centre's to move to another outlet: other outlets are recommended for them.
    const movable = (await call('soOrderDispatch/board', { mode: 'reassign' }, centre)).json().objx;
    expect(movable.orders.map((o: Payload) => o.id)).toContain(waiting);
    const others = (await call('soOrderDispatch/recommend', { id: waiting, level: 'site' }, centre)).json().objx;
    expect(others).toMatchObject({ level: 'site', candidates: [expect.objectContaining({ code: 'ASC-BJ-HD' })] });
  });

  it('keeps other tenants and roles out', async () => {
    const { id } = await create();
    const waiting = await accepted();
    expect((await call('soOrderDispatch/recommend', { id }, admin2)).statusCode).toBe(404);
    expect((await call('siteOrderDeal/reAssign', { id: waiting, siteId: await site('ASC-BJ-HD'), reason: 'x' }, admin2)).statusCode).toBe(404);
    expect((await call('siteOrderDeal/batchAssign', { ids: [id], centreId: await dept('SC-N') }, admin2)).statusCode).toBe(404);
    expect((await call('soOrderDispatch/board', {}, admin2)).json().objx.orders).toEqual([]);
    expect((await call('siteOrderDeal/batchAssign', { ids: [waiting], engineerId: wangId }, visitor)).statusCode).toBe(403);
    expect((await call('siteOrderDeal/batchAssign', { ids: [id], centreId: await dept('SC-N') }, centre)).statusCode).toBe(403);
    const bad = await call('siteOrderDeal/batchAssign', { ids: ['x'], engineerId: wangId }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('ids');
    expect((await detail(id)).order).toMatchObject({ status: 1010, holder: 'hq' });
  });
});
