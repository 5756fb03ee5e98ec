/**
 * The other work-order screens over HTTP (features/order-more): historical orders and complaints/consultations
 * as filtered order grids, a consultation finished at once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp, multipart } from './helper.ts';
import { tomorrow } from './order-fixtures.ts';

type Payload = Record<string, unknown>;

describe('other work-order screens', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const centre = await t.login('centre_north');
  const visitor = await t.login('visitor_sun');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const wang = await t.login('engineer_wang');
  const call = (path: string, payload: unknown, headers = admin) => t.request({ method: 'POST', url: `/basic/${path}`, headers, payload: payload as object });
  const idOf = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0].id;
  const area = (code: string, tenantId = 1) => idOf(db.select({ id: s.basArea.id }).from(s.basArea).where(and(eq(s.basArea.tenantId, tenantId), eq(s.basArea.code, code))));
  const firstId = (table: typeof s.basServiceType | typeof s.basItemCategory, tenantId = 1) => idOf(db.select({ id: table.id }).from(table).where(eq(table.tenantId, tenantId)).limit(1));
  const orderInput = async (extra: Payload = {}): Promise<Payload> => ({
    orderType: 'repair',
    source: 'phone',
    serviceTypeId: await firstId(s.basServiceType),
    userType: '1',
    brand: '示范',
    categoryId: await firstId(s.basItemCategory),
    customerName: '李女士',
    phone: '13912340000',
    provinceId: await area('110000'),
    cityId: await area('110100'),
    districtId: await area('110105'),
    address: '朝阳区望京街 2 号',
    ...extra,
  });
  const create = async (extra: Payload = {}) => (await call('soOrder/add', await orderInput(extra))).json().objx as { id: number; orderNo: string; version: number };
  const list = async (filters: Payload, headers = admin) => {
    const res = await call('soOrder/getListPage', { size: '200', filters }, headers);
    expect(res.statusCode).toBe(200);
    return (res.json().objx.records as { id: number; status: number; orderType: string }[]).map((r) => r.id);
  };

  it('historical orders: finished and cancelled ones only, within the tenant', async () => {
    const open = await create();
    const cancelled = await create();
    expect((await call('siteOrderDeal/cancel', { id: cancelled.id, reason: '客户取消' })).json().objx.status).toBe(1260);
    const history = await list({ status: '1250,1260' });
    expect(history).toContain(cancelled.id);
    expect(history).not.toContain(open.id);
    expect(await list({ status: '1250,1260' }, admin2)).toEqual([]);
    const bad = await call('soOrder/getListPage', { filters: { status: 'done' } }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('filters.status');
  });

  it('complaints and consultations: by type, nature and object; a consultation is finished at once', async () => {
    const complaint = await create({ orderType: 'complaint', complaintNature: 'service', complaintObject: 'engineer' });
    const consult = await create({ orderType: 'consult' });
    const repair = await create();
    const both = await list({ orderType: 'complaint,consult' });
    expect(both).toEqual(expect.arrayContaining([complaint.id, consult.id]));
    expect(both).not.toContain(repair.id);
    expect(await list({ orderType: 'complaint,consult', complaintNature: 'service', complaintObject: 'engineer' })).toContain(complaint.id);
    expect(await list({ orderType: 'complaint,consult', complaintNature: 'fee' })).not.toContain(complaint.id);

    // A return visitor sees them but cannot finish one; another tenant cannot reach it.
    expect((await call('siteOrderDeal/simpleFinishOrder', { id: consult.id }, visitor)).statusCode).toBe(403);
    expect((await call('siteOrderDeal/simpleFinishOrder', { id: consult.id }, admin2)).statusCode).toBe(404);
    const finished = await call('siteOrderDeal/simpleFinishOrder', { id: consult.id, version: consult.version, resultRemark: '已电话解答' });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().objx.status).toBe(1230);
    // Finished once: again is a wrong state, the stale version a conflict.
    expect((await call('siteOrderDeal/simpleFinishOrder', { id: consult.id })).statusCode).toBe(409);
    expect((await call('siteOrderDeal/simpleFinishOrder', { id: consult.id, version: consult.version })).statusCode).toBe(409);
    expect((await call('soOrderDispatch/doOrderFinish', { id: consult.id })).json().objx.status).toBe(1250);
    expect(await list({ status: '1250,1260' })).toContain(consult.id);
  });

  it('gives the screens their menus', async () => {
    const menus = (await t.request({ method: 'POST', url: '/admin/menu/getMenus', headers: centre })).json();
    const paths = JSON.stringify(menus);
    expect(paths).toContain('/workorder/history/index');
    // The complaint menu opens complaint handling at the spec's route (features/complaint).
    expect(paths).toContain('/workorder/business/complaintHandling/index');
    expect(paths).toContain('/workorder/ecommerce/index');
    expect(paths).toContain('/workorder/exchange/index');
  });

  describe('e-commerce and shop orders imported from a spreadsheet', () => {
    const FIELDS = ['externalNo', 'source', 'orderType', 'serviceTypeId', 'userType', 'brand', 'categoryId', 'customerName', 'phone', 'provinceId', 'cityId', 'districtId', 'address'];
    const columns = FIELDS.map((field) => ({ field, title: field === 'externalNo' ? '店铺订单号' : field === 'source' ? '来源' : field }));
    const template = async (headers = admin) => t.request({ method: 'POST', url: '/basic/soOrderEBusiness/importTemplate', headers, payload: { columns } });
    const fill = async (rows: unknown[][]) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await template()).rawPayload as unknown as ArrayBuffer);
      for (const row of rows) workbook.worksheets[0].addRow(row);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const upload = (content: Buffer, headers = admin) => {
      const body = multipart({ name: 'shop.xlsx', content }, { allOrNothing: 'false' });
      return t.request({ method: 'POST', url: '/basic/soOrderEBusiness/getListByExcel', headers: { ...headers, ...body.headers }, payload: body.payload });
    };
    // References as a person types them: the service type and district by name, the category and the rest by code.
    const row = async (externalNo: string, source: string, tenantId = 1) => [
      externalNo,
      source,
      '安装',
      tenantId === 1 ? '空调安装' : 'INST-AC',
      '1',
      '示范',
      'AC',
      '王先生',
      '13800001111',
      '110000',
      '110100',
      tenantId === 1 ? '朝阳区' : '110105',
      '朝阳区电商路 8 号',
    ];
    const serviceTypeOf = (tenantId: number) => idOf(db.select({ id: s.basServiceType.id }).from(s.basServiceType).where(and(eq(s.basServiceType.tenantId, tenantId), eq(s.basServiceType.code, 'INST-AC'))));
    const ordersOf = (numbers: string[], tenantId = 1) =>
      db.select().from(s.soOrder).where(and(eq(s.soOrder.tenantId, tenantId), inArray(s.soOrder.externalNo, numbers)));

    it('creates one work order per row, once: the same file again creates nothing and says so per row', async () => {
      const file = await fill([await row('TB-1001', '电商'), await row('MD-2002', 'shop')]);
      const first = await upload(file);
      expect(first.statusCode).toBe(200);
      expect(first.json().objx).toMatchObject({ total: 2, succeeded: 2, failed: 0 });
      const created = await ordersOf(['TB-1001', 'MD-2002']);
      expect(created.map((o) => [o.externalNo, o.source, o.orderType, o.status]).sort()).toEqual([
        ['MD-2002', 'shop', 'install', 1010],
        ['TB-1001', 'ecommerce', 'install', 1010],
      ]);
      // The names and codes became the tenant's rows.
      expect(created[0]).toMatchObject({ serviceTypeId: await serviceTypeOf(1), provinceId: await area('110000'), cityId: await area('110100'), districtId: await area('110105') });
      // Listed by the order grid under their sources.
      expect(await list({ source: 'ecommerce,shop', externalNo: 'TB-1001' })).toEqual([created.find((o) => o.externalNo === 'TB-1001')?.id]);

      const again = (await upload(file)).json().objx;
      expect(again).toMatchObject({ total: 2, succeeded: 0, failed: 2 });
      expect(again.rejected).toEqual([
        { line: 3, reason: '店铺订单号已存在' },
        { line: 4, reason: '店铺订单号已存在' },
      ]);
      expect(await ordersOf(['TB-1001', 'MD-2002'])).toHaveLength(2);
    });

    it('imports a file whole or not at all, naming each bad row\'s fields', async () => {
      const file = await fill([await row('TB-3001', 'ecommerce'), await row('TB-3002', 'phone'), [null, 'ecommerce', 'install'], await row('TB-3001', 'ecommerce')]);
      const res = await upload(file, en);
      expect(res.statusCode).toBe(200);
      const result = res.json().objx;
      expect(result).toMatchObject({ total: 4, succeeded: 0, failed: 4 });
      expect(result.rejected).toHaveLength(3);
      const reasons = (result.rejected as { line: number; reason: string }[]).map((r) => `${r.line}: ${r.reason}`);
      expect(reasons[0]).toMatch(/^4: 来源.*e-commerce or shop/);
      expect(reasons[1]).toMatch(/^5: 店铺订单号.*cannot be empty/);
      expect(reasons[2]).toMatch(/^6: 店铺订单号.*already exists/);
      expect(await ordersOf(['TB-3001', 'TB-3002'])).toEqual([]);
    });

    it('says which reference of a row names nothing, or more than one row, and imports none of the file', async () => {
      const unknown = await row('TB-5001', 'ecommerce');
      unknown[3] = '上门装空调';
      const ambiguous = await row('TB-5002', 'ecommerce');
      ambiguous[10] = '北京市'; // the province and its city share the name: the code tells them apart
      const byId = await row('TB-5003', 'ecommerce');
      byId[6] = String(await firstId(s.basItemCategory)); // a number that is no code or name is still taken as the id
      const result = (await upload(await fill([unknown, ambiguous, byId]))).json().objx;
      expect(result).toMatchObject({ total: 3, succeeded: 0, failed: 3 });
      expect(result.rejected).toEqual([
        { line: 3, reason: 'serviceTypeId中没有“上门装空调”，请填写已有的编码或名称' },
        { line: 4, reason: 'cityId“北京市”对应多条记录，请填写编码' },
      ]);
      expect(await ordersOf(['TB-5001', 'TB-5002', 'TB-5003'])).toEqual([]);
      // Names are looked up in the importing tenant only.
      await db.insert(s.basServiceType).values({ tenantId: 1, code: 'ONLY-T1', name: '仅一号租户的服务', orderType: 'install' });
      const theirs = await row('TB-5004', 'ecommerce', 2);
      theirs[3] = '仅一号租户的服务';
      const refused = (await upload(await fill([theirs]), admin2)).json().objx;
      expect(refused.rejected).toEqual([{ line: 3, reason: 'serviceTypeId: nothing is called "仅一号租户的服务"; give an existing code or name' }]);
    });

    it('is refused without the import permission, to a file that is not a spreadsheet, and keeps tenants apart', async () => {
      expect((await template(wang)).statusCode).toBe(403);
      const file = await fill([await row('TB-4001', 'ecommerce')]);
      expect((await upload(file, wang)).statusCode).toBe(403);
      expect((await upload(Buffer.from('not a spreadsheet'))).statusCode).toBe(400);
      expect((await upload(file)).json().objx.succeeded).toBe(1);
      // Another tenant's numbers are its own: the same shop order number is a new order there, and neither sees the other's.
      const theirs = await upload(await fill([await row('TB-4001', 'ecommerce', 2)]), admin2);
      expect(theirs.json().objx).toMatchObject({ succeeded: 1 });
      expect(await ordersOf(['TB-4001'], 2)).toHaveLength(1);
      expect(await list({ externalNo: 'TB-4001' }, admin2)).toEqual([(await ordersOf(['TB-4001'], 2))[0].id]);
    });
  });

  describe('return and exchange applications', () => {
    const dept = (code: string) => idOf(db.select({ id: s.sysDept.id }).from(s.sysDept).where(eq(s.sysDept.code, code)));
    const site = (code: string) => idOf(db.select({ id: s.snSite.id }).from(s.snSite).where(eq(s.snSite.code, code)));
    const bill = async (extra: Payload = {}, headers = admin) =>
      call(
        'wkExchangeBill/add',
        {
          type: 'exchange',
          source: 'customer',
          reason: '压缩机损坏，无法修复',
          categoryId: await firstId(s.basItemCategory),
          serialNo: 'SN-EX-0001',
          consignee: '陈先生',
          contact: '13911112222',
          address: '朝阳区望京街 5 号',
          creditAmount: '1200.00',
          ...extra,
        },
        headers,
      );
    const cmd = (action: string, payload: Payload, headers = admin) => call(`wkExchangeBill/${action}`, payload, headers);

    it('is saved, submitted, rejected with a reason, corrected, approved; then the machines move, with history', async () => {
      const res = await bill({}, centre);
      expect(res.statusCode).toBe(200);
      const { id, billNo, status } = res.json().objx;
      expect(billNo).toMatch(/^RE\d{12}$/);
      expect(status).toBe('saved');
      expect((await cmd('submit', { id }, centre)).json().objx.status).toBe('review');
      // Under review the fields are fixed; a rejection needs a reason.
      expect((await call('wkExchangeBill/update', { id, reason: '改' }, centre)).statusCode).toBe(409);
      const noReason = await cmd('reject', { id }, en);
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().msg).toContain('reason');
      expect((await cmd('reject', { id, reason: '缺少铭牌照片' }, centre)).json().objx.status).toBe('rejected');
      expect((await call('wkExchangeBill/update', { id, namePlatePhoto: '/files/nameplate.jpg' }, centre)).statusCode).toBe(200);
      const again = (await cmd('submit', { id }, centre)).json().objx;
      expect((await cmd('approve', { id, version: again.version - 1 })).statusCode).toBe(409);
      expect((await cmd('approve', { id, version: again.version })).json().objx.status).toBe('approved');
      // Approved: no second decision, no cancellation; the old machine comes back with its tracking.
      expect((await cmd('approve', { id })).statusCode).toBe(409);
      expect((await cmd('cancel', { id, reason: '不要了' })).statusCode).toBe(409);
      expect((await cmd('oldSigned', { id })).statusCode).toBe(409);
      const untracked = await cmd('oldShipped', { id }, en);
      expect(untracked.statusCode).toBe(400);
      expect(untracked.json().msg).toContain('trackingNo');
      expect((await cmd('oldShipped', { id, logistics: '顺丰', trackingNo: 'SF1234567890' })).json().objx.oldReturn).toBe('shipped');
      expect((await cmd('oldSigned', { id })).json().objx.oldReturn).toBe('signed');
      expect((await cmd('newShipped', { id, logistics: '京东', trackingNo: 'JD0001' })).json().objx.newShip).toBe('shipped');
      const stored = (await call('wkExchangeBill/getById', { id })).json().objx;
      expect(stored).toMatchObject({ status: 'approved', oldReturn: 'signed', oldTrackingNo: 'SF1234567890', newShip: 'shipped', auditRemark: null, namePlatePhoto: '/files/nameplate.jpg' });
      expect(stored.oldSignedAt).toBeTruthy();
      const history = (await call('wkExchangeBill/getHistory', { id })).json().objx as { action: string; reason: string }[];
      expect(history.map((h) => h.action)).toEqual(['create', 'submit', 'reject', 'update', 'submit', 'approve', 'oldShipped', 'oldSigned', 'newShipped']);
      expect(history[2].reason).toBe('缺少铭牌照片');
      const listed = await call('wkExchangeBill/getListPage', { filters: { status: 'approved', billNo } });
      expect(listed.json().objx.records).toHaveLength(1);
    });

    it('is cancelled with a reason before approval, and nothing runs after', async () => {
      const { id } = (await bill()).json().objx;
      expect((await cmd('cancel', { id })).statusCode).toBe(400);
      expect((await cmd('cancel', { id, reason: '客户撤回' })).json().objx.status).toBe('cancelled');
      for (const action of ['submit', 'approve', 'reject', 'oldShipped']) expect((await cmd(action, { id, reason: 'x', logistics: 'a', trackingNo: 'b' })).statusCode).toBe(409);
    });

    it('refuses bad input naming the field, an order without replacement or return, other roles and tenants', async () => {
      const bad = await call('wkExchangeBill/add', { type: 'exchange', source: 'customer', contact: '123' }, en);
      expect(bad.statusCode).toBe(400);
      for (const field of ['reason', 'serialNo', 'consignee', 'address']) expect(bad.json().msg).toContain(field);
      const plain = await create();
      const notSub = await bill({ orderId: plain.id }, en);
      expect(notSub.statusCode).toBe(400);
      expect(notSub.json().msg).toContain('replacement or return');
      // An order in its replacement (SRA) application links the application to it.
      const order = await create();
      await call('soOrderDispatch/assignOrg', { id: order.id, centreId: await dept('SC-N') });
      await call('soOrderDispatch/assignSite', { id: order.id, siteId: await site('ASC-BJ-CY') });
      await call('siteOrderDeal/accept', { id: order.id });
      await call('siteOrderDeal/book', { id: order.id, appointAt: tomorrow() });
      await call('soOrderHandle/checkIn', { id: order.id });
      expect((await call('soOrderDispatch/creatSRAOrder', { id: order.id })).json().objx.status).toBe(1130);
      const linked = await bill({ orderId: order.id, source: 'order' });
      expect(linked.json().objx).toMatchObject({ orderId: order.id, orderNo: order.orderNo });

      const { id } = (await bill({}, centre)).json().objx;
      expect((await cmd('submit', { id }, centre)).statusCode).toBe(200);
      // An outlet cannot decide, an engineer cannot see the screen, another tenant cannot reach it.
      expect((await cmd('approve', { id }, await t.login('outlet_chaoyang'))).statusCode).toBe(403);
      expect((await call('wkExchangeBill/getListPage', {}, wang)).statusCode).toBe(403);
      expect((await cmd('approve', { id }, admin2)).statusCode).toBe(404);
      expect((await call('wkExchangeBill/getById', { id }, admin2)).statusCode).toBe(404);
      expect((await call('wkExchangeBill/getListPage', {}, admin2)).json().objx.records).toEqual([]);
    });
  });
});
