/**
 * Customer profiles and assets over HTTP: data scope (headquarters all, a centre its outlets', an outlet its own),
 * tenant isolation and permission denial for every route; fuzzy search by phone and name; possible duplicates by
 * phone; the province/city/district chain; asset references, the model's warranty as default, and warranty status.
 */
import { custAssetResource, custProfileResource, type ResourceDef } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';

type Row = Record<string, unknown>;

describe('customers', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const haidian = await t.login('outlet_haidian');
  const engineer = await t.login('engineer_wang');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const db = t.deps.database.db;
  const call = (def: ResourceDef, verb: string, payload: unknown, headers = admin) =>
    t.request({ method: 'POST', url: `/basic/${def.name}/${verb}`, headers, payload: payload as object });
  const ok = async (def: ResourceDef, verb: string, payload: unknown, headers = admin) => {
    const res = await call(def, verb, payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().objx;
  };
  const names = async (headers: Record<string, string>, filters: Row = {}) =>
    ((await ok(custProfileResource, 'getListPage', { size: 200, filters }, headers)).records as Row[]).map((r) => `${r.userLastName ?? ''}${r.userFirstName}`).sort();
  const codeId = async (table: typeof s.basArea | typeof s.basItem | typeof s.basBuyChannel | typeof s.basBuyShop | typeof s.sysDept, code: string, tenantId = 1) =>
    Number((await db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.code, code))))[0].id);
  const profileId = async (phone: string) => Number((await db.select({ id: s.basCustProfile.id }).from(s.basCustProfile).where(eq(s.basCustProfile.phone, phone)))[0].id);
  const area = { bj: await codeId(s.basArea, '110000'), bjCity: await codeId(s.basArea, '110100'), haidian: await codeId(s.basArea, '110108'), sh: await codeId(s.basArea, '310000'), shCity: await codeId(s.basArea, '310100') };
  const zhangWei = await profileId('13911110001');

  describe('data scope', () => {
    it('shows headquarters every profile, a centre those of its organisation and outlets, an outlet its own and its sub-outlets\'', async () => {
      // Every profile of the demo: its customers and those its orders registered (by headquarters).
      expect(await names(admin)).toHaveLength(16);
      expect(await names(centre)).toEqual(['刘洋', '张伟', '李娜', '王芳', '陈静'].sort());
      expect(await names(chaoyang)).toEqual(['刘洋', '张伟', '李娜', '王芳'].sort());
      expect(await names(haidian)).toEqual(['刘洋', '李娜'].sort());
      expect(await ok(custProfileResource, 'getCount', {}, haidian)).toBe(2);
    });

    it('keeps an outlet from reading, changing or deleting another outlet\'s profile and its assets', async () => {
      expect((await call(custProfileResource, 'getById', { id: zhangWei }, haidian)).statusCode).toBe(404);
      expect((await call(custProfileResource, 'update', { id: zhangWei, remark: 'x' }, haidian)).statusCode).toBe(404);
      expect((await call(custProfileResource, 'delete', { id: zhangWei }, haidian)).statusCode).toBe(404);
      const assets = (await ok(custAssetResource, 'getListPage', { filters: { custId: String(zhangWei) } }, haidian)).records as Row[];
      expect(assets).toEqual([]);
      const [asset] = await db.select({ id: s.basCustAsset.id }).from(s.basCustAsset).where(eq(s.basCustAsset.custId, zhangWei));
      expect((await call(custAssetResource, 'getById', { id: asset.id }, haidian)).statusCode).toBe(404);
      expect((await call(custAssetResource, 'getWarranty', { id: asset.id }, haidian)).statusCode).toBe(404);
      const item = await codeId(s.basItem, 'XQB80-T3');
      const res = await call(custAssetResource, 'add', { custId: zhangWei, serialNo: 'SN-SCOPE-1', itemId: item }, haidian);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('custId');
      expect(await ok(custProfileResource, 'getById', { id: zhangWei }, chaoyang)).toMatchObject({ userFirstName: '伟' });
    });

    it('gives a new profile to the organisation that registered it: seen by it and the organisations above', async () => {
      const row = await ok(custProfileResource, 'add', { userLastName: '孙', userFirstName: '悦', phone: '13911119901', provinceId: area.bj, cityId: area.bjCity, districtId: area.haidian }, haidian);
      expect(row.deptId).toBe(await codeId(s.sysDept, 'ASC-BJ-HD'));
      // The demo company reviews profiles by hand.
      expect(row.reviewStatus).toBe('pending');
      expect(await names(haidian)).toContain('孙悦');
      expect(await names(centre)).toContain('孙悦');
      const east = await t.login('storekeeper_zhou');
      expect((await call(custProfileResource, 'getListPage', {}, east)).statusCode).toBe(403);
      await ok(custProfileResource, 'delete', { id: row.id }, haidian);
    });
  });

  it('keeps tenants apart: tenant 2 sees only its own profiles and cannot reach tenant 1\'s', async () => {
    expect(await names(admin2)).toEqual(['BrownEmily', 'GarcíaMaría', 'SmithJohn']);
    expect((await call(custProfileResource, 'getById', { id: zhangWei }, admin2)).statusCode).toBe(404);
    expect((await call(custProfileResource, 'update', { id: zhangWei, remark: 'x' }, admin2)).statusCode).toBe(404);
    expect((await call(custProfileResource, 'delete', { id: zhangWei }, admin2)).statusCode).toBe(404);
    const dup = await ok(custProfileResource, 'getDuplicates', { phone: '13911110001' }, admin2);
    expect(dup).toEqual([]);
    const [asset] = await db.select({ id: s.basCustAsset.id }).from(s.basCustAsset).where(eq(s.basCustAsset.custId, zhangWei));
    expect((await call(custAssetResource, 'getWarranty', { id: asset.id }, admin2)).statusCode).toBe(404);
  });

  it('answers 403 to a user without the customer permissions on every route, changing nothing', async () => {
    const before = await db.$count(s.basCustProfile);
    for (const [def, verb, payload] of [
      [custProfileResource, 'getListPage', {}],
      [custProfileResource, 'getCount', {}],
      [custProfileResource, 'getById', { id: zhangWei }],
      [custProfileResource, 'add', { userFirstName: '某', phone: '13911119902' }],
      [custProfileResource, 'update', { id: zhangWei, remark: 'x' }],
      [custProfileResource, 'saveOrUpdate', { userFirstName: '某', phone: '13911119902' }],
      [custProfileResource, 'delete', { id: zhangWei }],
      [custProfileResource, 'export', { columns: [{ field: 'phone', title: 'phone' }] }],
      [custProfileResource, 'importTemplate', { columns: [{ field: 'phone', title: 'phone' }] }],
      [custProfileResource, 'getDuplicates', { phone: '13911110001' }],
      [custProfileResource, 'approve', { ids: [zhangWei] }],
      [custProfileResource, 'reject', { id: zhangWei, reason: 'x' }],
      [custAssetResource, 'getListPage', {}],
      [custAssetResource, 'getById', { id: 1 }],
      [custAssetResource, 'add', { custId: zhangWei, serialNo: 'X1', itemId: 1 }],
      [custAssetResource, 'delete', { id: 1 }],
      [custAssetResource, 'getWarranty', { id: 1 }],
    ] as [ResourceDef, string, Row][]) {
      const res = await call(def, verb, payload, engineer);
      expect(res.statusCode, `${def.name}/${verb}`).toBe(403);
    }
    expect(await db.$count(s.basCustProfile)).toBe(before);
  });

  describe('search', () => {
    it('finds profiles by any part of the phone or second contact, and by name in either order', async () => {
      expect(await names(admin, { keyword: '1111000' })).toHaveLength(9);
      expect(await names(admin, { keyword: '8451-2233' })).toEqual(['张伟']);
      expect(await names(admin, { keyword: '张伟' })).toEqual(['张伟']);
      expect(await names(admin2, { keyword: 'John Smith' })).toEqual(['SmithJohn']);
      expect(await names(admin2, { keyword: 'smith' })).toEqual(['SmithJohn']);
      expect(await names(haidian, { keyword: '张伟' })).toEqual([]);
    });

    it('finds the names that begin with a keyword of one or two characters (surname first, any case)', async () => {
      expect(await names(admin, { keyword: '张' })).toEqual(['张伟']);
      expect(await names(admin, { keyword: '张伟' })).toEqual(['张伟']);
      expect(await names(centre, { keyword: '王' })).toEqual(['王芳']);
      expect(await names(haidian, { keyword: '王' })).toEqual([]);
      expect(await names(admin2, { keyword: 'sM' })).toEqual(['SmithJohn']);
      expect(await names(admin2, { keyword: 'g' })).toEqual(['GarcíaMaría']);
      // Too short to be looked up inside a name: a given name of one character is found with its surname.
      expect(await names(admin, { keyword: '伟' })).toEqual([]);
    });

    it('takes % and _ literally', async () => {
      expect(await names(admin, { keyword: '1391111000_' })).toEqual([]);
      expect(await names(admin, { keyword: '%' })).toEqual([]);
      expect(await names(admin, { keyword: '_' })).toEqual([]);
    });
  });

  describe('possible duplicates', () => {
    it('lists the profiles with the number as phone or second contact, saying which the caller may open', async () => {
      const [seen] = await ok(custProfileResource, 'getDuplicates', { phone: '13911110001' });
      expect(seen).toMatchObject({ id: zhangWei, userLastName: '张', userFirstName: '伟', visible: true });
      // Outside the caller's scope: only that a profile exists, the number masked; no id, name, second phone or address.
      const [hidden] = await ok(custProfileResource, 'getDuplicates', { phone: '13911110001' }, haidian);
      expect(hidden).toEqual({ visible: false, phone: '139****0001' });
      const bySecond = await ok(custProfileResource, 'getDuplicates', { phone: '13611110003' });
      expect(bySecond.map((r: Row) => r.userFirstName)).toEqual(['娜']);
      expect(await ok(custProfileResource, 'getDuplicates', { phone: '13911110001', id: zhangWei })).toEqual([]);
      const bad = await t.request({ method: 'POST', url: '/basic/basCustProfile/getDuplicates', headers: { ...admin, 'accept-language': 'en-US' }, payload: { phone: '1234' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toBe('phone: The mobile number is not 11 digits long');
    });
  });

  describe('profile rules', () => {
    it('keeps province, city and district a chain down the area tree', async () => {
      const en = { ...admin, 'accept-language': 'en-US' };
      const noCity = await call(custProfileResource, 'add', { userFirstName: 'A', phone: '13911119903', provinceId: area.bj, districtId: area.haidian }, en);
      expect(noCity.json().msg).toBe('cityId: select province/city/district');
      const wrongCity = await call(custProfileResource, 'add', { userFirstName: 'A', phone: '13911119903', provinceId: area.bj, cityId: area.shCity }, en);
      expect(wrongCity.json().msg).toBe('cityId: select province/city/district');
      const cityAsProvince = await call(custProfileResource, 'add', { userFirstName: 'A', phone: '13911119903', provinceId: area.bjCity }, en);
      expect(cityAsProvince.json().msg).toBe('provinceId: select province/city/district');
      const other = await codeId(s.basArea, '110000', 2);
      expect((await call(custProfileResource, 'add', { userFirstName: 'A', phone: '13911119903', provinceId: other }, en)).json().msg).toBe('provinceId: The resource does not exist');
      const ok1 = await ok(custProfileResource, 'add', { userFirstName: 'A', phone: '13911119903', provinceId: area.sh, cityId: area.shCity }, en);
      expect((await call(custProfileResource, 'update', { id: ok1.id, provinceId: area.bj }, en)).json().msg).toBe('cityId: select province/city/district');
      await ok(custProfileResource, 'delete', { id: ok1.id });
    });

    it('checks the phone, e-mail, user type and file number, and refuses what the server sets', async () => {
      const en = { ...admin, 'accept-language': 'en-US' };
      const res = await call(custProfileResource, 'add', { userFirstName: 'A', phone: '23911119903', eMail: 'nope', userType: '9', fileNo: 'KH000001', deptId: 1, reviewStatus: 'approved' }, en);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('deptId: is not an allowed field');
      expect(res.json().msg).toContain('reviewStatus: is not an allowed field');
      expect(res.json().msg).toContain('phone: The mobile number format is incorrect');
      expect(res.json().msg).toContain('eMail: format error');
      const dup = await call(custProfileResource, 'add', { userFirstName: 'A', phone: '13911119903', userType: '9', fileNo: 'KH000001' }, en);
      expect(dup.json().msg).toBe('fileNo: already exists');
      const option = await call(custProfileResource, 'add', { userFirstName: 'A', phone: '13911119903', userType: '9' }, en);
      expect(option.json().msg).toBe('userType: is not one of its options');
    });

    it('refuses to delete a profile that still has assets', async () => {
      expect((await call(custProfileResource, 'delete', { id: zhangWei })).statusCode).toBe(409);
    });
  });

  describe('review', () => {
    const setStatus = (phones: string[], reviewStatus: string) =>
      Promise.all(phones.map((phone) => db.update(s.basCustProfile).set({ reviewStatus }).where(eq(s.basCustProfile.phone, phone))));

    it('lets a centre approve or reject (with a reason) the pending profiles of its outlets, once', async () => {
      await setStatus(['13911110003', '13911110004', '13911110006'], 'pending');
      const pending = (await ok(custProfileResource, 'getListPage', { filters: { reviewStatus: 'pending' } }, centre)).records as Row[];
      expect(pending.map((r) => r.phone).sort()).toEqual(['13911110003', '13911110004']);
      const [liNa, liuYang] = [await profileId('13911110003'), await profileId('13911110004')];
      const en = { ...centre, 'accept-language': 'en-US' };
      expect((await call(custProfileResource, 'reject', { id: liNa }, en)).json().msg).toBe('A rejection needs a reason in the remark');
      expect(await ok(custProfileResource, 'reject', { id: liNa, reason: '地址不详' }, centre)).toBe(1);
      expect(await ok(custProfileResource, 'getById', { id: liNa }, centre)).toMatchObject({ reviewStatus: 'rejected', reviewRemark: '地址不详' });
      // All or none: one of the ids is no longer pending.
      const twice = await call(custProfileResource, 'approve', { ids: [liNa, liuYang] }, en);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().msg).toBe('Only profiles pending review can be reviewed');
      expect(await ok(custProfileResource, 'getById', { id: liuYang }, centre)).toMatchObject({ reviewStatus: 'pending' });
      expect(await ok(custProfileResource, 'approve', { ids: [liuYang] }, centre)).toBe(1);
      // Outside the centre's organisation: not found for it, so not reviewed.
      const yangLei = await profileId('13911110006');
      expect((await call(custProfileResource, 'approve', { ids: [yangLei] }, centre)).statusCode).toBe(409);
      expect((await call(custProfileResource, 'approve', { ids: [yangLei] }, chaoyang)).statusCode).toBe(403);
      expect((await call(custProfileResource, 'approve', { ids: [yangLei] }, admin2)).statusCode).toBe(409);
      expect(await ok(custProfileResource, 'approve', { ids: [yangLei] })).toBe(1);
      await setStatus(['13911110003'], 'approved');
    });
  });

  it('sends new profiles, and rejected ones once corrected, to review only when the company asks for it', async () => {
    const config = (body: Row) => t.request({ method: 'POST', url: '/basic/basCompanyConfig/update', headers: admin, payload: body });
    const row = await ok(custProfileResource, 'add', { userLastName: '郑', userFirstName: '爽', phone: '13911119904' }, haidian);
    expect(row.reviewStatus).toBe('pending');
    expect(await ok(custProfileResource, 'reject', { id: row.id, reason: '姓名有误' }, centre)).toBe(1);
    expect(await ok(custProfileResource, 'update', { id: row.id, userFirstName: '双' }, haidian)).toMatchObject({ reviewStatus: 'pending' });
    expect(await ok(custProfileResource, 'approve', { ids: [row.id] }, centre)).toBe(1);
    expect(await ok(custProfileResource, 'update', { id: row.id, remark: '已核实' }, haidian)).toMatchObject({ reviewStatus: 'approved' });
    await ok(custProfileResource, 'delete', { id: row.id });
    expect((await config({ custProfileReview: false })).statusCode).toBe(200);
    try {
      const unreviewed = await ok(custProfileResource, 'add', { userLastName: '郑', userFirstName: '爽', phone: '13911119904' }, haidian);
      expect(unreviewed.reviewStatus).toBe('approved');
      await ok(custProfileResource, 'delete', { id: unreviewed.id });
    } finally {
      await config({ custProfileReview: true });
    }
  });

  describe('assets', () => {
    const item = () => codeId(s.basItem, 'KFR-72LW-B2');
    const config = (body: Row) => t.request({ method: 'POST', url: '/basic/basCompanyConfig/update', headers: admin, payload: body });
    // The demo company checks serial numbers against the barcode library: these tests use numbers of their own.
    beforeAll(() => config({ barcodeCheck: false }));
    afterAll(() => config({ barcodeCheck: true }));

    it('checks serial numbers against the barcode library, and keeps one asset per serial number, as the company configuration says', async () => {
      const en = { ...admin, 'accept-language': 'en-US' };
      const add = (serialNo: string, itemId: number) => call(custAssetResource, 'add', { custId: zhangWei, serialNo, itemId }, en);
      const washer = await codeId(s.basItem, 'XQG100-D1');
      const fridge = await codeId(s.basItem, 'BCD-452W');
      expect((await config({ barcodeCheck: true })).statusCode).toBe(200);
      try {
        expect((await add('NOT-REGISTERED-1', washer)).json().msg).toBe('Serial code not registered');
        expect((await add('XQG100D1A24110001', fridge)).json().msg).toBe('itemId: is not one of its options');
        const heater = await codeId(s.basItem, 'JSQ25-13G');
        await db.update(s.basItem).set({ deletedAt: new Date() }).where(eq(s.basItem.id, heater));
        expect((await add('JSQ2513G25010042', washer)).json().msg).toBe('Product for serial code not found');
        await db.update(s.basItem).set({ deletedAt: null }).where(eq(s.basItem.id, heater));
        const first = await ok(custAssetResource, 'add', { custId: zhangWei, serialNo: 'XQG100D1A24110001', itemId: washer });
        expect((await add('XQG100D1A24110001', washer)).json().msg).toBe('serialNo: already exists');
        expect((await config({ barcodeUnique: false })).statusCode).toBe(200);
        const second = await ok(custAssetResource, 'add', { custId: zhangWei, serialNo: 'XQG100D1A24110001', itemId: washer });
        await ok(custAssetResource, 'delete', { ids: [first.id, second.id] });
      } finally {
        await config({ barcodeCheck: false, barcodeUnique: true });
      }
    });

    it('takes the model\'s warranty when none is given, the channel from the shop, and refuses a shop of another channel', async () => {
      const shop = await codeId(s.basBuyShop, 'TM-FLAG');
      const row = await ok(custAssetResource, 'add', { custId: zhangWei, serialNo: 'SN-T-0001', itemId: await item(), purchaseDate: '2025-02-01', shopId: shop });
      expect(row).toMatchObject({ warrantyMonths: 36, channelId: await codeId(s.basBuyChannel, 'TMALL') });
      const given = await ok(custAssetResource, 'add', { custId: zhangWei, serialNo: 'SN-T-0002', itemId: await item(), warrantyMonths: 6 });
      expect(given.warrantyMonths).toBe(6);
      const mismatch = await call(custAssetResource, 'add', { custId: zhangWei, serialNo: 'SN-T-0003', itemId: await item(), channelId: await codeId(s.basBuyChannel, 'JD'), shopId: shop }, { ...admin, 'accept-language': 'en-US' });
      expect(mismatch.json().msg).toBe('shopId: is not one of its options');
      const again = await call(custAssetResource, 'add', { custId: zhangWei, serialNo: 'SN-T-0001', itemId: await item() }, { ...admin, 'accept-language': 'en-US' });
      expect(again.json().msg).toBe('serialNo: already exists');
      await ok(custAssetResource, 'delete', { ids: [row.id, given.id] });
    });

    it('says whether an asset is in warranty on a day, with the work order\'s warranty type', async () => {
      const row = await ok(custAssetResource, 'add', { custId: zhangWei, serialNo: 'SN-T-0004', itemId: await item(), purchaseDate: '2024-03-15', warrantyMonths: 12 });
      expect(await ok(custAssetResource, 'getWarranty', { id: row.id, date: '2025-03-14' })).toEqual({ date: '2025-03-14', status: 'in', warrantyType: '1', start: '2024-03-15', end: '2025-03-15' });
      expect(await ok(custAssetResource, 'getWarranty', { id: row.id, date: '2025-03-15' })).toMatchObject({ status: 'out', warrantyType: '2' });
      const unknown = await ok(custAssetResource, 'add', { custId: zhangWei, serialNo: 'SN-T-0005', itemId: await item() });
      expect(await ok(custAssetResource, 'getWarranty', { id: unknown.id })).toMatchObject({ status: 'unknown', warrantyType: '3', start: null });
      await ok(custAssetResource, 'delete', { ids: [row.id, unknown.id] });
    });
  });

  it('seeds each tenant\'s customers in its language with their appliances', async () => {
    const assets = (await ok(custAssetResource, 'getListPage', { size: 200 }, admin2)).records as Row[];
    expect(assets.map((a) => a.serialNo).sort()).toEqual(['SN35GWA1202501100901', 'SNBCD452W202509090903', 'SNXQG100D1202204040902']);
    expect((await ok(custAssetResource, 'getListPage', { size: 200 })).total).toBe(9);
  });
});
