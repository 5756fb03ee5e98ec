/**
 * Work orders over HTTP: creation with the spec's messages, the whole path from the call to the closed order by
 * the users of each role, wrong-state, wrong-role and wrong-tenant attempts, data scope, and the history.
 */
import { formatDateTime, listedFieldsOf, orderResource } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, type Payload } from './order-fixtures.ts';

describe('work orders', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const wang = await t.login('engineer_wang');
  const liu = await t.login('engineer_liu');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const { idOf, dept, site, engineer, orderInput, post } = orderFixtures(t);
  const call = (path: string, payload: unknown, headers = admin) => post(path, payload, headers);
  const create = async (extra: Payload = {}, headers = admin) => call('soOrder/add', await orderInput(extra), headers);
  const act = (group: string, action: string, payload: Payload, headers = admin) => call(`${group}/${action}`, payload, headers);
  const detail = async (id: number, headers = admin) => (await call('soOrder/getDetail', { id }, headers)).json().objx;
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 16).replace('T', ' ');

  it('refuses an order without its required fields, with the spec\'s messages, and writes nothing', async () => {
    const before = (await db.select().from(s.soOrder)).length;
    const res = await call('soOrder/add', { orderType: 'complaint', phone: '12345' }, en);
    expect(res.statusCode).toBe(400);
    const msg = res.json().msg as string;
    for (const text of ['Please select source', 'Please select service type', 'Please select user type', 'Brand missing', 'Major product category required', 'select province/city/district', 'The mobile number is not 11 digits long']) {
      expect(msg).toContain(text);
    }
    const complaint = await call('soOrder/add', await orderInput({ orderType: 'complaint' }), en);
    expect(complaint.json().msg).toContain('Complaint nature required');
    expect(complaint.json().msg).toContain('Complaint object required');
    expect((await db.select().from(s.soOrder)).length).toBe(before);
  });

  it('walks the whole path: call, dispatch to centre, outlet and engineer, appointment, check-in, completion, three audits', async () => {
    const created = await create();
    expect(created.statusCode).toBe(200);
    const order = created.json().objx;
    expect(order).toMatchObject({ status: 1010, holder: 'hq', orderNo: expect.stringMatching(/^SO\d{12}$/) });
    const id = order.id;

    expect((await act('soOrderDispatch', 'assignOrg', { id, centreId: await dept('SC-N') })).json().objx).toMatchObject({ status: 1010, holder: 'centre' });
    expect((await act('soOrderDispatch', 'assignSite', { id, siteId: await site('ASC-BJ-CY') }, centre)).json().objx).toMatchObject({ status: 1020, holder: 'outlet' });
    // The outlet sees it now; the engineer does not yet.
    expect((await detail(id, chaoyang)).actions).toEqual(expect.arrayContaining(['accept', 'doOrderReject']));
    expect((await call('soOrder/getDetail', { id }, wang)).statusCode).toBe(404);
    expect((await act('siteOrderDeal', 'accept', { id }, chaoyang)).json().objx.status).toBe(1030);
    expect((await act('siteOrderDeal', 'assign', { id, engineerId: await engineer('E1001') }, chaoyang)).json().objx.holder).toBe('engineer');
    // Another engineer may not act on it: not his to see (the locked row decides an engineer's scope by itself).
    expect((await act('siteOrderDeal', 'book', { id, appointAt: tomorrow() }, liu)).statusCode).toBe(404);
    expect((await act('siteOrderDeal', 'book', { id, appointAt: tomorrow() }, wang)).json().objx.status).toBe(1040);
    expect((await act('soOrderHandle', 'checkIn', { id }, wang)).statusCode).toBe(200);
    // The company configuration asks for the whole fault tree at completion (completion.test.ts covers the form).
    const faultTree = {
      faultSymptomId: await idOf(db.select({ id: s.basFaultSymptom.id }).from(s.basFaultSymptom).where(and(eq(s.basFaultSymptom.tenantId, 1), eq(s.basFaultSymptom.code, 'FS-NOPOWER')))),
      faultReasonId: await idOf(db.select({ id: s.basFaultReason.id }).from(s.basFaultReason).where(and(eq(s.basFaultReason.tenantId, 1), eq(s.basFaultReason.code, 'FR-SOCKET')))),
      fixMethodId: await idOf(db.select({ id: s.basFixMethod.id }).from(s.basFixMethod).where(and(eq(s.basFixMethod.tenantId, 1), eq(s.basFixMethod.code, 'FM-SOCKET')))),
    };
    expect((await act('soOrderHandle', 'complete', { id, ...faultTree }, wang)).json().objx.status).toBe(1110);
    expect((await act('soOrderHandle', 'networkConfirm', { id }, chaoyang)).json().objx.status).toBe(1230);
    expect((await act('soOrderHandle', 'centreAudit', { id }, centre)).json().objx.status).toBe(1230);
    expect((await act('soOrderDispatch', 'doOrderFinish', { id })).json().objx.status).toBe(1250);

    const done = await detail(id);
    expect(done.order).toMatchObject({ status: 1250, audit: 'passed', settle: 'toSettle', engineerId: await engineer('E1001') });
    expect(done.history.map((h: { action: string }) => h.action)).toEqual(['create', 'assignOrg', 'assignSite', 'accept', 'assign', 'book', 'checkIn', 'complete', 'networkConfirm', 'centreAudit', 'doOrderFinish']);
    expect(done.history[2]).toMatchObject({ fromStatus: 1010, toStatus: 1020, fromHolder: 'centre', toHolder: 'outlet', userName: '华北中心主管' });
    // Its moments go out as the contract writes dates, in the server's time zone; the appointment as it was booked.
    const contractDate = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
    for (const field of ['reportAt', 'acceptedAt', 'checkInAt', 'completedAt', 'finishedAt', 'completeDueAt']) expect(done.order[field], field).toMatch(contractDate);
    expect(done.order.appointAt).toBe(formatDateTime(new Date(tomorrow())));
  });

  it('refuses wrong-state and wrong-role attempts and a stale version, changing nothing', async () => {
    const { id, version } = (await create()).json().objx;
    const accept = await act('siteOrderDeal', 'accept', { id }, en);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().msg).toContain('refresh');
    // An outlet cannot dispatch to headquarters' level; an engineer cannot assign an outlet.
    expect((await act('soOrderDispatch', 'assignOrg', { id, centreId: await dept('SC-N') }, chaoyang)).statusCode).toBe(403);
    expect((await act('soOrderDispatch', 'doOrderFinish', { id }, centre)).statusCode).toBe(403);
    await act('soOrderDispatch', 'assignOrg', { id, centreId: await dept('SC-N') });
    const stale = await act('soOrderDispatch', 'assignSite', { id, version, siteId: await site('ASC-BJ-CY') }, centre);
    expect(stale.statusCode).toBe(409);
    const rejected = await act('soOrderDispatch', 'assignSite', { id, siteId: await site('ASC-SH-PD') }, centre);
    expect(rejected.statusCode).toBe(400);
    expect((await detail(id)).order).toMatchObject({ status: 1010, holder: 'centre', siteId: null });
  });

  it('an outlet rejects with a reason only; the order goes back to its centre', async () => {
    const { id } = (await create()).json().objx;
    await act('soOrderDispatch', 'assignOrg', { id, centreId: await dept('SC-N') });
    await act('soOrderDispatch', 'assignSite', { id, siteId: await site('ASC-BJ-CY') }, centre);
    expect((await act('soOrderDispatch', 'doOrderReject', { id }, { ...chaoyang, 'accept-language': 'en-US' })).json().msg).toContain('A rejection needs a reason in the remark');
    const res = await act('soOrderDispatch', 'doOrderReject', { id, reason: '超出服务范围' }, chaoyang);
    expect(res.json().objx).toMatchObject({ status: 1025, holder: 'centre' });
    expect((await call('soOrder/getDetail', { id }, chaoyang)).statusCode).toBe(404);
    expect((await detail(id, centre)).history.at(-1)).toMatchObject({ action: 'doOrderReject', reason: '超出服务范围' });
  });

  it('belongs to the profile the operator picked, which must be one of the tenant\'s', async () => {
    const [profile] = await db.select({ id: s.basCustProfile.id }).from(s.basCustProfile).where(eq(s.basCustProfile.tenantId, 1)).limit(1);
    expect((await create({ custId: profile.id })).json().objx.custId).toBe(profile.id);
    const [foreign] = await db.select({ id: s.basCustProfile.id }).from(s.basCustProfile).where(eq(s.basCustProfile.tenantId, 2)).limit(1);
    const refused = await create({ custId: foreign?.id ?? 999_999 }, en);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('custId');
  });

  it('finds orders by a whole phone number or a fragment of one', async () => {
    const { orderNo } = (await create({ phone: '13611112222' })).json().objx;
    const numbers = async (phone: string) => (await call('soOrder/getListPage', { size: 200, filters: { phone } })).json().objx.records.map((r: { orderNo: string }) => r.orderNo);
    expect(await numbers('13611112222')).toEqual([orderNo]);
    expect(await numbers('1111222')).toEqual([orderNo]);
    expect(await numbers('13611112223')).toEqual([]);
    // Four digits or more come from the trigram index through the search view: the last four, with the count; three
    // digits from the grid's own index. Another tenant finds none of them.
    const page = async (phone: string, headers = admin) => (await call('soOrder/getListPage', { size: 200, filters: { phone } }, headers)).json().objx;
    expect(await numbers('2222')).toContain(orderNo);
    expect((await page('12222')).total).toBe((await page('12222')).records.length);
    expect(await numbers('361')).toContain(orderNo);
    expect((await page('2222', admin2)).records).toEqual([]);
    expect((await page('1111222', admin2)).total).toBe(0);
    // The grid's status and date filters narrow the lookup and keep to what they say; a bad one is refused by name.
    const filtered = async (filters: Record<string, unknown>, headers = admin) => call('soOrder/getListPage', { size: 200, filters: { phone: '1112222', ...filters } }, headers);
    const { status, reportAt } = (await filtered({})).json().objx.records.find((r: { orderNo: string }) => r.orderNo === orderNo);
    const day = String(reportAt).slice(0, 10);
    const listed = async (filters: Record<string, unknown>) => (await filtered(filters)).json().objx.records.map((r: { orderNo: string }) => r.orderNo);
    expect(await listed({ status: [String(status)], reportAt: [`${day} 00:00:00`, `${day} 23:59:59`] })).toEqual([orderNo]);
    expect(await listed({ status: ['1250'] })).not.toContain(orderNo);
    expect(await listed({ reportAt: ['2000-01-01 00:00:00', '2000-12-31 23:59:59'] })).toEqual([]);
    const bad = await filtered({ status: ['x'] }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('status');
  });

  it('lists orders with the fields a grid asks for, the id and the version; the whole order without them', async () => {
    await create({ phone: '13611113333', faultDesc: '不制冷' });
    const rows = async (body: Payload) => (await call('soOrder/getListPage', { size: 200, filters: { phone: '13611113333' }, ...body })).json().objx.records;
    const listed = listedFieldsOf(orderResource);
    const [slim] = await rows({ fields: listed });
    expect(Object.keys(slim).sort()).toEqual(['id', 'version', 'refLabels', ...listed].sort());
    expect((await rows({})).at(0)).toMatchObject({ faultDesc: '不制冷', version: 0 });
    const bad = await call('soOrder/getListPage', { fields: ['orderNo', 'tenantId'] }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('tenantId');
  });

  it('keeps tenants apart and engineers to their own orders', async () => {
    const { id } = (await create()).json().objx;
    expect((await call('soOrder/getDetail', { id }, admin2)).statusCode).toBe(404);
    expect((await act('soOrderDispatch', 'assignOrg', { id, centreId: await dept('SC-N') }, admin2)).statusCode).toBe(404);
    expect((await call('soOrder/getListPage', { size: 200 }, admin2)).json().objx.records).toEqual([]);
    const mine = (await call('soOrder/getListPage', { size: 200 }, liu)).json().objx.records;
    expect(mine).toEqual([]);
    expect((await call('soOrder/add', await orderInput(), wang)).statusCode).toBe(403);
  });
});
