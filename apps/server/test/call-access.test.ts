/**
 * Call access over HTTP: the caller's profiles, appliances (warranty today) and orders by phone or second contact;
 * the service history of a serial number and of a customer; the order form's serial check; repeat repairs flagged
 * within the company's window and not outside it; tenants, data scope, permissions and bad input.
 */
import { WARRANTY_TYPE, warrantyStatus } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, type Payload } from './order-fixtures.ts';

type Line = { id: number; orderNo: string; serialNo: string | null; repeatOfOrderNo: string | null };

describe('call access', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const haidian = await t.login('outlet_haidian');
  const customer = await t.login('customer_li');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const { idOf, dept, site, orderInput: baseInput, post } = orderFixtures(t);
  const call = (path: string, payload: unknown, headers = admin) => post(path, payload, headers);
  const profile = (phone: string) => idOf(db.select({ id: s.basCustProfile.id }).from(s.basCustProfile).where(and(eq(s.basCustProfile.tenantId, 1), eq(s.basCustProfile.phone, phone))));

  // The demo caller 张伟 of 13911110001 (a profile with an appliance in the seed).
  const orderInput = (extra: Payload = {}) =>
    baseInput({ urgency: '1', customerName: '张伟', phone: '13911110001', address: '北京市朝阳区望京西园三区 312 号楼 1 单元 502', ...extra });
  const create = async (extra: Payload = {}) => {
    const res = await call('soOrder/add', await orderInput(extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().objx as Line & Payload;
  };
  const toOutlet = async (id: number, code = 'ASC-BJ-CY') => {
    expect((await call('soOrderDispatch/assignOrg', { id, centreId: await dept('SC-N') })).statusCode).toBe(200);
    expect((await call('soOrderDispatch/assignSite', { id, siteId: await site(code) }, centre)).statusCode).toBe(200);
  };
  const caller = async (phone: string, headers = admin) => {
    const res = await call('soOrder/getCallerInfo', { phone }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().objx;
  };

  it("answers the caller's profiles, appliances with today's warranty and orders, newest first", async () => {
    const first = await create({ serialNo: 'SN60E5202208200017' });
    const second = await create({ serialNo: 'SN35GWA1202403150001', orderType: 'install' });
    const info = await caller('13911110001');
    expect(info.profiles.map((p: Payload) => p.userFirstName)).toEqual(['伟']);
    const assets = new Map<unknown, Payload>(info.assets.map((a: Payload) => [a.serialNo, a]));
    // The warranty runs from the purchase date for the asset's months (KFR-35GW-A1: 36), judged today.
    const today = new Date().toISOString().slice(0, 10);
    const status = warrantyStatus({ purchaseDate: '2024-03-15', warrantyMonths: 36 }, today);
    expect(assets.get('SN35GWA1202403150001')).toMatchObject({ itemName: '1.5匹变频壁挂式空调', warrantyMonths: 36, warranty: status, warrantyType: WARRANTY_TYPE[status], warrantyEnd: '2027-03-15' });
    expect(assets.get('SN60E5202208200017')).toMatchObject({ recentRepair: { id: first.id, orderNo: first.orderNo } });
    expect(info.orders.slice(0, 2).map((o: Line) => o.id)).toEqual([second.id, first.id]);
    // The order took the appliance's customer and warranty.
    expect(info.orders[1]).toMatchObject({ custId: await profile('13911110001'), warrantyType: assets.get('SN60E5202208200017')?.warrantyType, serialNo: 'SN60E5202208200017' });
  });

  it('finds a caller by the second contact, and an unknown number with nothing', async () => {
    const info = await caller('13611110003');
    expect(info.profiles).toHaveLength(1);
    expect(info.profiles[0]).toMatchObject({ phone: '13911110003', userLastName: '李' });
    expect(info.assets.map((a: Payload) => a.serialNo)).toEqual(['SNXQG100D1202311110008']);
    expect(await caller('13000000000')).toMatchObject({ profiles: [], assets: [], orders: [] });
  });

  it('flags a repair of the same serial number within the repeat-repair window, not outside it nor for other order types', async () => {
    const serialNo = 'SN72LWB2202506010042';
    // The demo data may already hold orders of this customer (of her other appliances).
    const customerHistory = async () => (await call('soOrder/getCustomerHistory', { custId: await profile('13911110002') })).json().objx.orders as Line[];
    const earlier = (await customerHistory()).length;
    const a = await create({ serialNo, phone: '13911110002', customerName: '王芳' });
    expect(a.repeatOfOrderNo).toBeNull();
    const b = await create({ serialNo, phone: '13911110002', customerName: '王芳' });
    expect(b).toMatchObject({ repeatOfOrderId: a.id, repeatOfOrderNo: a.orderNo });
    expect((await create({ serialNo, orderType: 'consult', phone: '13911110002', customerName: '王芳' })).repeatOfOrderNo).toBeNull();
    // Both earlier repairs moved to 31 days ago: outside the default 30-day window.
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await db.update(s.soOrder).set({ createdAt: longAgo }).where(and(eq(s.soOrder.serialNo, serialNo), eq(s.soOrder.orderType, 'repair')));
    const c = await create({ serialNo, phone: '13911110002', customerName: '王芳' });
    expect(c.repeatOfOrderNo).toBeNull();
    expect((await call('soOrder/getDetail', { id: c.id })).json().objx.order).toMatchObject({ repeatOfOrderId: null });
    // A repair created long ago but finished 10 days ago counts; the window follows the company configuration.
    await db.update(s.soOrder).set({ createdAt: longAgo, finishedAt: new Date(Date.now() - 10 * 86_400_000).toISOString() }).where(eq(s.soOrder.id, c.id));
    const d = await create({ serialNo, phone: '13911110002', customerName: '王芳' });
    expect(d).toMatchObject({ repeatOfOrderId: c.id, repeatOfOrderNo: c.orderNo });
    expect((await call('basCompanyConfig/update', { repeatRepairDays: 5 })).statusCode).toBe(200);
    await db.update(s.soOrder).set({ createdAt: longAgo }).where(eq(s.soOrder.id, d.id));
    expect((await create({ serialNo, phone: '13911110002', customerName: '王芳' })).repeatOfOrderNo).toBeNull();
    expect((await call('basCompanyConfig/update', { repeatRepairDays: 30 })).statusCode).toBe(200);

    const history = (await call('soOrder/getSerialHistory', { serialNo })).json().objx;
    expect(history.asset).toMatchObject({ serialNo, custId: await profile('13911110002') });
    expect(history.orders).toHaveLength(6);
    expect(history.orders.find((o: Line) => o.id === d.id)).toMatchObject({ repeatOfOrderNo: c.orderNo });
    expect(await customerHistory()).toHaveLength(earlier + 6);
  });

  it('checks the serial number of the order form against the barcode library when the configuration asks', async () => {
    // The demo company checks serial numbers (barcodeCheck); a customer's appliance passes as registered before.
    const known = (await call('soOrder/checkSerial', { serialNo: 'SN35GWA1202403150001' })).json().objx;
    expect(known).toMatchObject({ asset: { serialNo: 'SN35GWA1202403150001', warrantyEnd: '2027-03-15' } });
    const registered = (await db.select().from(s.basItemBarcode).where(eq(s.basItemBarcode.tenantId, 1)).limit(1))[0];
    expect((await call('soOrder/checkSerial', { serialNo: registered.serialNo })).json().objx).toMatchObject({ registered: true, item: { id: registered.itemId }, asset: null });
    const refused = await call('soOrder/checkSerial', { serialNo: 'NOT-IN-LIBRARY' }, en);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('serialNo: Serial code not registered');
    const before = (await db.select({ id: s.soOrder.id }).from(s.soOrder)).length;
    const res = await call('soOrder/add', { ...(await orderInput()), serialNo: 'NOT-IN-LIBRARY' }, en);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('Serial code not registered');
    expect((await db.select({ id: s.soOrder.id }).from(s.soOrder)).length).toBe(before);
    await create({ serialNo: registered.serialNo, orderType: 'install' });
    expect((await call('basCompanyConfig/update', { barcodeCheck: false })).statusCode).toBe(200);
    try {
      expect((await call('soOrder/checkSerial', { serialNo: 'NOT-IN-LIBRARY' })).json().objx).toMatchObject({ registered: false, item: null, asset: null });
      await create({ serialNo: 'NOT-IN-LIBRARY', orderType: 'install' });
    } finally {
      await call('basCompanyConfig/update', { barcodeCheck: true });
    }
  });

  it('shows an outlet only the customers it registered or served and the orders that reached it', async () => {
    // 张伟 was registered by the Chaoyang outlet; 吴刚 by headquarters.
    const own = await caller('13911110001', chaoyang);
    expect(own.profiles).toHaveLength(1);
    // Of 张伟's orders (the demo data has some), the outlet sees those that reached it or its subordinate outlet.
    const reached = await db
      .select({ id: s.soOrder.id })
      .from(s.soOrder)
      .where(and(eq(s.soOrder.phone, '13911110001'), inArray(s.soOrder.scopeDeptId, [await dept('ASC-BJ-CY'), await dept('ASC-BJ-HD')])));
    expect(own.orders.map((o: Line) => o.id).sort()).toEqual(reached.map((r) => r.id).sort());
    expect(await caller('13911110001', haidian)).toMatchObject({ profiles: [], assets: [], orders: [] });
    expect(await caller('13911110010', chaoyang)).toMatchObject({ profiles: [], orders: [] });
    const wu = await profile('13911110010');
    expect((await call('soOrder/getCustomerHistory', { custId: wu }, chaoyang)).statusCode).toBe(404);

    const served = await create({ customerName: '吴刚', phone: '13911110010', serialNo: 'SN35GWA1202605050219' });
    await toOutlet(served.id);
    const now = await caller('13911110010', chaoyang);
    expect(now.profiles.map((p: Payload) => p.id)).toEqual([wu]);
    expect(now.assets[0]).toMatchObject({ serialNo: 'SN35GWA1202605050219', warranty: 'in', warrantyType: '1' });
    expect(now.orders.map((o: Line) => o.id)).toEqual([served.id]);
    expect((await call('soOrder/getCustomerHistory', { custId: wu }, chaoyang)).json().objx.orders.map((o: Line) => o.id)).toEqual([served.id]);
    expect((await call('soOrder/getSerialHistory', { serialNo: 'SN35GWA1202605050219' }, chaoyang)).json().objx.orders.map((o: Line) => o.id)).toEqual([served.id]);
    // Haidian still sees neither.
    expect(await caller('13911110010', haidian)).toMatchObject({ profiles: [], orders: [] });
    expect((await call('soOrder/getSerialHistory', { serialNo: 'SN35GWA1202605050219' }, haidian)).json().objx).toMatchObject({ asset: null, orders: [] });
  });

  it('registers the caller of an unknown number as a customer with the order, and links a known number to its profile', async () => {
    const profiles = (phone: string, tenantId = 1) =>
      db.select().from(s.basCustProfile).where(and(eq(s.basCustProfile.tenantId, tenantId), eq(s.basCustProfile.phone, phone)));
    expect(await profiles('13055550001')).toEqual([]);
    const order = await create({ phone: '13055550001', secondPhone: '010-88886666', customerName: '赵敏', address: '北京市朝阳区酒仙桥路 10 号', lat: '39.970000', lng: '116.490000' });
    const [registered] = await profiles('13055550001');
    // The demo company reviews new profiles by hand (custProfileReview): this one waits like any other.
    expect(registered).toMatchObject({ userFirstName: '赵敏', userLastName: null, secondPhone: '010-88886666', address: '北京市朝阳区酒仙桥路 10 号', lat: '39.970000', deptId: await dept('HQ'), reviewStatus: 'pending' });
    expect(order.custId).toBe(registered.id);
    // The caller now comes up as a customer (客户档案), with the order in the profile's history.
    expect((await caller('13055550001')).profiles.map((p: Payload) => p.id)).toEqual([registered.id]);
    expect((await call('basCustProfile/getListPage', { current: 1, size: 10, filters: { keyword: '13055550001' } })).json().objx.records.map((p: Payload) => p.id)).toEqual([registered.id]);
    expect((await call('soOrder/getCustomerHistory', { custId: registered.id })).json().objx.orders.map((o: Line) => o.id)).toEqual([order.id]);
    // A second call from the number is linked to the same profile, not a second one.
    expect((await create({ phone: '13055550001', customerName: '赵敏' })).custId).toBe(registered.id);
    expect(await profiles('13055550001')).toHaveLength(1);
  });

  it('registers nothing when the order is refused; a centre registers its callers in its own scope', async () => {
    const count = async () => (await db.select({ id: s.basCustProfile.id }).from(s.basCustProfile).where(eq(s.basCustProfile.phone, '13055550002'))).length;
    const refused = await call('soOrder/add', { ...(await orderInput({ phone: '13055550002' })), categoryId: undefined });
    expect(refused.statusCode).toBe(400);
    expect(await count()).toBe(0);
    expect((await call('basCompanyConfig/update', { custProfileReview: false })).statusCode).toBe(200);
    try {
      const res = await call('soOrder/add', await orderInput({ phone: '13055550002', customerName: 'María José Fernández de la Peña Montenegro' }), centre);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await call('basCompanyConfig/update', { custProfileReview: true });
    }
    const [registered] = await db.select().from(s.basCustProfile).where(eq(s.basCustProfile.phone, '13055550002'));
    // A name longer than a profile's first name goes in whole: the last word is the surname.
    expect(registered).toMatchObject({ userLastName: 'Montenegro', userFirstName: 'María José Fernández de la Peña', deptId: await dept('SC-N'), reviewStatus: 'approved' });
    expect((await caller('13055550002', centre)).profiles.map((p: Payload) => p.id)).toEqual([registered.id]);
  });

  it('keeps tenants apart', async () => {
    expect(await caller('13911110001', admin2)).toMatchObject({ profiles: [], assets: [], orders: [] });
    expect((await call('soOrder/getCustomerHistory', { custId: await profile('13911110001') }, admin2)).statusCode).toBe(404);
    expect((await call('soOrder/getSerialHistory', { serialNo: 'SN35GWA1202403150001' }, admin2)).json().objx).toMatchObject({ asset: null, orders: [] });
    expect((await call('soOrder/checkSerial', { serialNo: 'SN35GWA1202403150001' }, admin2)).json().objx).toMatchObject({ asset: null, recentRepair: null });
    // Tenant 2's own caller.
    expect((await caller('13722220001', admin2)).profiles).toHaveLength(1);
  });

  it("registers a caller in the tenant of the order: another tenant's profile of the number is neither linked nor seen", async () => {
    const tenant1 = await profile('13911110001');
    // The same call taken by tenant 2, with tenant 2's own references.
    const area = (code: string) => idOf(db.select({ id: s.basArea.id }).from(s.basArea).where(and(eq(s.basArea.tenantId, 2), eq(s.basArea.code, code))));
    const first = (table: typeof s.basServiceType | typeof s.basItemCategory) => idOf(db.select({ id: table.id }).from(table).where(eq(table.tenantId, 2)).limit(1));
    const input = {
      ...(await orderInput()),
      serviceTypeId: await first(s.basServiceType),
      categoryId: await first(s.basItemCategory),
      provinceId: await area('110000'),
      cityId: await area('110100'),
      districtId: await area('110105'),
    };
    const res = await call('soOrder/add', input, admin2);
    expect(res.statusCode, res.body).toBe(200);
    const own = await db.select().from(s.basCustProfile).where(and(eq(s.basCustProfile.tenantId, 2), eq(s.basCustProfile.phone, '13911110001')));
    expect(own).toHaveLength(1);
    expect(res.json().objx.custId).toBe(own[0].id);
    expect(own[0].id).not.toBe(tenant1);
    expect((await caller('13911110001', admin2)).profiles.map((p: Payload) => p.id)).toEqual([own[0].id]);
    expect((await caller('13911110001')).profiles.map((p: Payload) => p.id)).toEqual([tenant1]);
  });

  it('lets whoever takes calls read what the order form offers', async () => {
    const visitor = await t.login('visitor_sun');
    for (const headers of [centre, visitor]) {
      for (const resource of ['basArea', 'basItemCategory', 'basItem', 'basServiceType', 'basBuyChannel', 'basBuyShop']) {
        expect((await call(`${resource}/getListPage`, { current: 1, size: 10 }, headers)).statusCode, resource).toBe(200);
      }
    }
  });

  it('refuses users without the order permissions (403) and bad input (400 naming the field)', async () => {
    for (const [path, body] of [
      ['soOrder/getCallerInfo', { phone: '13911110001' }],
      ['soOrder/getSerialHistory', { serialNo: 'SN35GWA1202403150001' }],
      ['soOrder/getCustomerHistory', { custId: 1 }],
      ['soOrder/checkSerial', { serialNo: 'SN35GWA1202403150001' }],
    ] as const) {
      expect((await call(path, body, customer)).statusCode, path).toBe(403);
    }
    // An outlet looks up but does not take orders.
    expect((await call('soOrder/checkSerial', { serialNo: 'X' }, chaoyang)).statusCode).toBe(403);
    for (const [path, body, field] of [
      ['soOrder/getCallerInfo', { phone: 'abc' }, 'phone'],
      ['soOrder/getCallerInfo', {}, 'phone'],
      ['soOrder/getSerialHistory', { serialNo: '' }, 'serialNo'],
      ['soOrder/getCustomerHistory', { custId: 'x' }, 'custId'],
    ] as const) {
      const res = await call(path, body, en);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().msg).toContain(field);
    }
  });
});
