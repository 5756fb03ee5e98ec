/**
 * Assessment sheets from a spreadsheet and from a work order, and the order's fee breakdown by role (issue 17), over
 * HTTP: the import's template, good rows raised as drafts, bad rows named with their reasons in the caller's
 * language while the file writes nothing, a file that is no template, the centre's scope, another tenant and the
 * permission; addByOrder against the outlet holding the order, in the caller's scope; the breakdown read by the
 * outlet and the centre in their scope, its override still headquarters' alone.
 */
import { errorText, type ErrorCode, type Lang } from '@as/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp, multipart } from './helper.ts';
import { parties } from './order-fixtures.ts';

const COLUMNS = [
  { field: 'siteId', title: '网点' },
  { field: 'subjectId', title: '考核项目' },
  { field: 'orderNo', title: '工单号' },
  { field: 'amount', title: '金额' },
  { field: 'remark', title: '备注' },
];

describe('assessment sheets from a spreadsheet and from an order; the fee breakdown by role', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, east, chaoyang, haidian, admin2 } = await parties(t);
  const post = (url: string, payload: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url, headers, payload: payload as object });
  const ok = async (url: string, payload: unknown, headers: Record<string, string>) => {
    const res = await post(url, payload, headers);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().objx;
  };

  const one = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;
  const site = (code: string) => one(db.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, 1), eq(s.snSite.code, code))));
  const CY = await site('ASC-BJ-CY');
  const PD = await site('ASC-SH-PD');
  const orderAt = async (siteId: number) =>
    (await db.select({ id: s.soOrder.id, orderNo: s.soOrder.orderNo }).from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), eq(s.soOrder.siteId, siteId), isNull(s.soOrder.deletedAt))).limit(1))[0];
  const cyOrder = await orderAt(CY);
  const pdOrder = await orderAt(PD);
  const sheets = async (tenantId = 1) => Number((await db.select({ n: sql<number>`count(*)` }).from(s.sfCheckBill).where(eq(s.sfCheckBill.tenantId, tenantId)))[0].n);
  const said = (lang: Lang, title: string, code: ErrorCode, params?: Record<string, string>) => errorText('validation', lang, { field: title, message: errorText(code, lang, params) });

  const template = async (headers = admin) => {
    const res = await post('/basic/sfCheckBill/importTemplate', { columns: COLUMNS }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };
  const fill = async (rows: Record<string, unknown>[], headers = admin) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template(headers)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const keys = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    for (const row of rows) sheet.addRow(keys.map((k) => row[k] ?? null));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const upload = (content: Buffer, headers: Record<string, string>) => {
    const body = multipart({ name: 'sheets.xlsx', content });
    return t.request({ method: 'POST', url: '/basic/sfCheckBill/getListByExcel', headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const good = { siteId: 'ASC-BJ-CY', subjectId: 'CK-COMPLAINT', orderNo: cyOrder.orderNo, remark: '客户投诉未穿鞋套' };

  it('offers a template of the columns a sheet is raised from: outlet, item, order number, amount, remark', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).hidden).toBe(true);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['siteId', 'subjectId', 'orderNo', 'amount', 'remark']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['网点', '考核项目', '工单号', '金额', '备注']);
    expect((await post('/basic/sfCheckBill/importTemplate', { columns: COLUMNS }, chaoyang)).statusCode).toBe(403);
  });

  it('raises every good row as a draft, by the add’s rules: the item’s type, amount and appeal days, the order’s number', async () => {
    const before = await sheets();
    const res = await upload(await fill([good, { siteId: '北京朝阳网点', subjectId: 'CK-PRAISE', amount: '35.5', remark: '客户表扬' }]), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().objx).toMatchObject({ total: 2, succeeded: 2, failed: 0, rejected: [], resultId: null });
    expect(await sheets()).toBe(before + 2);
    const made = await db.select().from(s.sfCheckBill).where(and(eq(s.sfCheckBill.tenantId, 1), inArray(s.sfCheckBill.remark, [good.remark, '客户表扬'])));
    expect(made.map((b) => [b.status, b.siteId, b.orderId, b.orderNo, b.subjectType, b.amount, b.appealDays]).sort()).toEqual(
      [
        ['draft', CY, cyOrder.id, cyOrder.orderNo, 'penalty', '200.00', 7],
        ['draft', CY, null, null, 'reward', '35.50', expect.any(Number)],
      ].sort(),
    );
    for (const bill of made) expect((await db.select().from(s.sfCheckBillHistory).where(eq(s.sfCheckBillHistory.billId, bill.id))).map((h) => h.action)).toEqual(['create']);
    expect(made.every((b) => b.billNo.startsWith('KH'))).toBe(true);
  });

  it('names every bad row with its reasons in the caller’s language, and writes nothing of the file', async () => {
    const before = await sheets();
    const rows = [
      good,
      { ...good, siteId: 'ASC-NOWHERE' },
      { ...good, orderNo: pdOrder?.orderNo ?? 'SO-NONE' },
      { ...good, orderNo: 'SO-NOT-THERE' },
      { ...good, remark: null },
      { ...good, subjectId: 'CK-QUALITY' },
      { ...good, amount: '-3' },
    ];
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const res = await upload(await fill(rows), { ...admin, 'accept-language': lang });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json().objx;
      expect(result).toMatchObject({ total: 7, succeeded: 0, failed: 7 });
      expect(result.resultId).toEqual(expect.any(Number));
      expect(result.rejected).toEqual([
        { line: 4, reason: said(lang, '网点', 'refNotFound', { value: 'ASC-NOWHERE' }) },
        { line: 5, reason: said(lang, '工单号', pdOrder ? 'checkBillOrderOfOther' : 'notFound') },
        { line: 6, reason: said(lang, '工单号', 'notFound') },
        { line: 7, reason: said(lang, '备注', 'checkBillRemarkRequired') },
        { line: 8, reason: said(lang, '考核项目', 'checkBillSubjectUnusable') },
        { line: 9, reason: said(lang, '金额', 'minValue', { n: '0.01' }) },
      ]);
    }
    expect(await sheets()).toBe(before);
    // The result file lists the rows again, with their line and reason, to correct and import again.
    const first = await upload(await fill(rows.slice(1, 2)), admin);
    const download = await t.request({ method: 'POST', url: '/intf/intfDownloadRecord/download', headers: admin, payload: { id: first.json().objx.resultId } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const row = workbook.worksheets[0].getRow(3);
    expect([1, 2, 3, 5, 6, 7].map((n) => row.getCell(n).value)).toEqual(['ASC-NOWHERE', 'CK-COMPLAINT', cyOrder.orderNo, good.remark, 3, said('zh-CN', '网点', 'refNotFound', { value: 'ASC-NOWHERE' })]);
  });

  it('refuses a file that is no spreadsheet, or not this template, writing nothing', async () => {
    const before = await sheets();
    const text = await upload(Buffer.from('siteId,subjectId\nASC-BJ-CY,CK-COMPLAINT\n'), { ...admin, ...EN });
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toBe(errorText('fileFormat', 'en-US'));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(['siteId', 'billNo']);
    sheet.addRow(['网点', '单号']);
    sheet.addRow(['ASC-BJ-CY', 'KH1']);
    const foreign = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), { ...admin, ...EN });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe(errorText('importTemplate', 'en-US'));
    expect(await sheets()).toBe(before);
  });

  it('keeps the centre to its region, another tenant to its own rows, and the outlet out', async () => {
    const before = await sheets();
    const east = await upload(await fill([{ ...good, siteId: 'ASC-SH-PD', orderNo: null }], centre), { ...centre, ...EN });
    expect(east.json().objx.rejected).toEqual([{ line: 3, reason: said('en-US', '网点', 'notFound') }]);
    expect(await sheets()).toBe(before);
    expect((await upload(await fill([{ ...good, remark: '华北中心导入' }], centre), centre)).json().objx).toMatchObject({ succeeded: 1 });
    const [raised] = await db.select().from(s.sfCheckBill).where(eq(s.sfCheckBill.remark, '华北中心导入'));
    expect(raised).toMatchObject({ siteId: CY, status: 'draft' });

    // Tenant 2 names tenant 1's outlet, item and order: none of them is its own.
    const before2 = await sheets(2);
    const other = await upload(await fill([good], admin2), { ...admin2, ...EN });
    expect(other.statusCode).toBe(200);
    expect(other.json().objx).toMatchObject({ succeeded: 0, failed: 1 });
    expect(other.json().objx.rejected[0].reason).toContain(said('en-US', '网点', 'refNotFound', { value: 'ASC-BJ-CY' }));
    expect(await sheets(2)).toBe(before2);
    expect(await sheets()).toBe(before + 1);

    const denied = await upload(await fill([good]), chaoyang);
    expect(denied.statusCode).toBe(403);
    expect(await sheets()).toBe(before + 1);
  });

  describe('addByOrder', () => {
    const subject = () => one(db.select({ id: s.basCheckSubject.id }).from(s.basCheckSubject).where(and(eq(s.basCheckSubject.tenantId, 1), eq(s.basCheckSubject.code, 'CK-LATE-RESP'))));
    const byOrder = (orderId: number, headers: Record<string, string>, over: Record<string, unknown> = {}) => subject().then((subjectId) => post('/basic/sfCheckBill/addByOrder', { orderId, subjectId, remark: '上门超时', ...over }, headers));

    it('raises a draft against the outlet that holds the order, for headquarters and the order’s centre', async () => {
      for (const headers of [admin, centre]) {
        const res = await byOrder(cyOrder.id, headers);
        expect(res.statusCode, res.body).toBe(200);
        const detail = await ok('/basic/sfCheckBill/getDetail', { id: res.json().objx.id }, headers);
        expect(detail).toMatchObject({ status: 'draft', siteId: CY, siteCode: 'ASC-BJ-CY', orderId: cyOrder.id, orderNo: cyOrder.orderNo, remark: '上门超时' });
        expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['create']);
      }
      expect((await ok('/basic/sfCheckBill/getListPage', { filters: { orderNo: cyOrder.orderNo } }, chaoyang)).records.length).toBeGreaterThan(0);
      // The centre's form lists the items it raises sheets from.
      expect((await ok('/basic/basCheckSubject/getListPage', { filters: { code: 'CK-LATE-RESP' } }, centre)).records).toHaveLength(1);
    });

    it('refuses an order outside the caller’s scope or tenant, the outlet, an order no outlet holds and a missing remark, writing nothing', async () => {
      const before = await sheets();
      expect((await byOrder(cyOrder.id, east)).statusCode).toBe(404);
      expect((await byOrder(cyOrder.id, admin2)).statusCode).toBe(404);
      expect((await byOrder(cyOrder.id, chaoyang)).statusCode).toBe(403);
      const [unassigned] = await db.select({ id: s.soOrder.id }).from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), isNull(s.soOrder.siteId), isNull(s.soOrder.deletedAt))).limit(1);
      const noSite = await byOrder(unassigned.id, { ...admin, ...EN });
      expect(noSite.statusCode).toBe(400);
      expect(noSite.json().msg).toBe(`orderId: ${errorText('checkBillOrderNoSite', 'en-US')}`);
      const noRemark = await byOrder(cyOrder.id, { ...admin, 'accept-language': 'zh-CN' }, { remark: ' ' });
      expect(noRemark.statusCode).toBe(400);
      expect(noRemark.body).toContain(errorText('checkBillRemarkRequired', 'zh-CN'));
      expect((await byOrder(cyOrder.id, admin, { amount: '1.234' })).statusCode).toBe(400);
      expect(await sheets()).toBe(before);
    });
  });

  describe('the fee breakdown', () => {
    const pricedAt = async (siteId: number) =>
      (
        await db
          .select({ id: s.soOrder.id, version: s.soOrder.version })
          .from(s.sfOrderPricing)
          .innerJoin(s.soOrder, eq(s.soOrder.id, s.sfOrderPricing.orderId))
          .where(and(eq(s.soOrder.tenantId, 1), eq(s.soOrder.siteId, siteId)))
          .limit(1)
      )[0];
    const breakdown = (orderId: number, headers: Record<string, string>) => post('/basic/sfOrderPricing/getByOrder', { orderId }, headers);

    it('is read by the outlet and the centre in their scope; others see none', async () => {
      const order = await pricedAt(CY);
      for (const headers of [admin, centre, chaoyang]) {
        const res = await breakdown(order.id, headers);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().objx).toMatchObject({ orderId: order.id, items: expect.any(Object), total: expect.any(String) });
      }
      // The second-level outlet does not see its parent's orders, nor the eastern centre the north's, nor tenant 2.
      for (const headers of [haidian, east, admin2]) expect((await breakdown(order.id, headers)).statusCode).toBe(404);
      // The engineer holds no grant.
      expect((await breakdown(order.id, await t.login('engineer_wang'))).statusCode).toBe(403);
    });

    it('stays read-only for them: override and re-price remain headquarters’', async () => {
      const order = await pricedAt(CY);
      const before = await db.select().from(s.sfOrderPricing).where(eq(s.sfOrderPricing.orderId, order.id));
      for (const headers of [centre, chaoyang]) {
        expect((await post('/basic/sfOrderPricing/override', { id: order.id, version: order.version, amount: '1.00', reason: 'x' }, headers)).statusCode).toBe(403);
        expect((await post('/basic/sfOrderPricing/reprice', { id: order.id, version: order.version }, headers)).statusCode).toBe(403);
      }
      expect(await db.select().from(s.sfOrderPricing).where(eq(s.sfOrderPricing.orderId, order.id))).toEqual(before);
    });
  });
});
