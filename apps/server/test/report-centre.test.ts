/**
 * The report centre's work-order reports over HTTP (issue 19): /rpt/orderDetail (a row per order with its names,
 * masked phone, turnaround and SLA verdict; filters, sorts, paging; the total row over the whole filtered list equal
 * to a direct computation over the orders; the export task's file) and the barcode trace of /rpt/itemBarcodeSearch
 * (the library entry, the orders of the appliance, the orders whose parts carry it; 'barcode not found'); an
 * outlet sees its own orders only, an engineer neither report, another tenant none of it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, parties } from './order-fixtures.ts';
import { settlementFixtures } from './settlement-fixtures.ts';

type Rows = { records: Record<string, unknown>[]; total: number; totals?: { count: number; feeTotal: string; turnaroundHours: string | null } };

describe('report centre: order detail and barcode trace', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const { admin, centre, chaoyang, haidian, wang, admin2 } = await parties(t, { 'accept-language': 'en-US' });
  const { atChaoyang, site } = orderFixtures(t);
  const { finished } = settlementFixtures(t, { admin, centre, outlet: chaoyang, engineer: wang });
  const call = (path: string, payload: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url: `/rpt/${path}`, headers, payload: payload as object });
  const list = async (path: string, payload: Record<string, unknown>, headers: Record<string, string> = admin) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().objx as Rows;
  };
  const SERIAL = `H3-TRACE-${Date.now()}`;
  // The library entry (an order's serial must be registered), an order for that appliance, and a part carrying the
  // same serial fitted by a finished order (what completion writes).
  const [{ id: itemId }] = await db.select({ id: s.basItem.id }).from(s.basItem).where(eq(s.basItem.tenantId, 1)).limit(1);
  await db.insert(s.basItemBarcode).values({ tenantId: 1, serialNo: SERIAL, itemId, productionDate: '2025-05-20', batchNo: 'L2505' });
  const done = await finished();
  const open = await atChaoyang({ admin, centre, outlet: chaoyang, engineer: wang }, { serialNo: SERIAL, itemId, phone: '13911112222' });
  const [doneNo, openNo] = await Promise.all([done, open].map(async (id) => (await db.select({ orderNo: s.soOrder.orderNo }).from(s.soOrder).where(eq(s.soOrder.id, id)))[0].orderNo));
  const chaoyangSite = await site('ASC-BJ-CY');
  await db.insert(s.soOrderPart).values({ tenantId: 1, orderId: done, lineNo: 99, code: 'P-H3', name: 'Trace part', barcode: SERIAL, quantity: 1 });

  it('lists an order with its names, masked phone, turnaround and SLA verdict, by its filters', async () => {
    const [row] = (await list('orderDetail/getListPage', { filters: { orderNo: doneNo } })).records;
    expect(row).toMatchObject({ orderNo: doneNo, status: '1250', siteName: expect.any(String), engineerName: expect.any(String), feeTotal: expect.any(String) });
    expect(row.phone).toBe('139****5678');
    expect(row.region).toContain(' ');
    const [order] = await db.select().from(s.soOrder).where(eq(s.soOrder.id, done));
    const minutes = Math.max(0, Math.round((new Date(order.completedAt!).getTime() - new Date(order.reportAt).getTime()) / 60000));
    expect(row.turnaroundHours).toBe((minutes / 60).toFixed(1));
    expect(row.slaMet).toBe(order.completeDueAt ? new Date(order.completedAt!) <= new Date(order.completeDueAt) : null);

    const openRow = (await list('orderDetail/getListPage', { filters: { orderNo: openNo } })).records[0];
    expect(openRow).toMatchObject({ phone: '139****2222', turnaroundHours: null, slaMet: null, finishedAt: null });
    const finishedOnes = await list('orderDetail/getListPage', { size: 500, filters: { status: '1250', siteId: String(chaoyangSite) } });
    expect(finishedOnes.records.map((r) => r.orderNo)).toContain(doneNo);
    expect(finishedOnes.records.map((r) => r.orderNo)).not.toContain(openNo);
    expect(finishedOnes.records.every((r) => r.status === '1250')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const received = await list('orderDetail/getListPage', { size: 500, filters: { reportAt: [`${today} 00:00:00`, ''] } });
    expect(received.records.map((r) => r.orderNo)).toEqual(expect.arrayContaining([doneNo, openNo]));
    const future = await list('orderDetail/getListPage', { filters: { finishedAt: ['2099-01-01', ''] } });
    expect(future.total).toBe(0);
    const sorted = await list('orderDetail/getListPage', { size: 20, sort: 'orderNo', order: 'asc' });
    expect(sorted.records.map((r) => String(r.orderNo))).toEqual(sorted.records.map((r) => String(r.orderNo)).sort());
    // A bad value or an undeclared filter is refused in the caller's language.
    for (const filters of [{ status: '9999' }, { slaMet: 'maybe' }, { reportAt: ['yesterday', ''] }, { phone: '139' }]) {
      const res = await call('orderDetail/getListPage', { filters }, admin);
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(res.json().type).toBe('error');
    }
  });

  it('answers a total row over the whole filtered list equal to a direct sum over the orders', async () => {
    const page = await list('orderDetail/getListPage', { size: 1 });
    const orders = await db.select().from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), isNull(s.soOrder.deletedAt)));
    expect(page.total).toBe(orders.length);
    expect(page.totals!.count).toBe(orders.length);
    const cents = orders.reduce((sum, o) => sum + Math.round(Number(o.feeTotal ?? 0) * 100), 0);
    expect(page.totals!.feeTotal).toBe((cents / 100).toFixed(2));
    const turnarounds = orders
      .filter((o) => o.status === 1250 && o.finishedAt && o.completedAt)
      .map((o) => Math.max(0, Math.round((new Date(o.completedAt!).getTime() - new Date(o.reportAt).getTime()) / 60000)));
    expect(turnarounds.length).toBeGreaterThan(0);
    const average = turnarounds.reduce((a, b) => a + b, 0) / turnarounds.length / 60;
    expect(Number(page.totals!.turnaroundHours)).toBeCloseTo(average, 1);
    // Filtered: the total row follows the filters, not the page.
    const met = await list('orderDetail/getListPage', { size: 1, filters: { slaMet: 'true' } });
    const notMet = await list('orderDetail/getListPage', { size: 1, filters: { slaMet: 'false' } });
    const slaOrders = orders.filter((o) => o.status === 1250 && o.finishedAt && o.completedAt && o.completeDueAt);
    expect(met.totals!.count + notMet.totals!.count).toBe(slaOrders.length);
  });

  it('keeps each caller to its scope: an outlet its orders, an engineer neither report, another tenant nothing', async () => {
    const mine = await list('orderDetail/getListPage', { size: 500 }, chaoyang);
    expect(mine.records.map((r) => r.orderNo)).toEqual(expect.arrayContaining([doneNo, openNo]));
    const visible = await db.select({ id: s.soOrder.id }).from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), eq(s.soOrder.siteId, chaoyangSite), isNull(s.soOrder.deletedAt)));
    expect(mine.totals!.count).toBe(visible.length);
    expect((await list('orderDetail/getListPage', { filters: { orderNo: doneNo } }, haidian)).total).toBe(0);
    expect((await list('orderDetail/getListPage', { filters: { orderNo: doneNo } }, admin2)).total).toBe(0);
    expect((await call('orderDetail/getListPage', {}, wang)).statusCode).toBe(403);
    expect((await call('itemBarcodeSearch/getTraceListPage', { filters: { barcode: SERIAL } }, wang)).statusCode).toBe(403);
    const other = await call('itemBarcodeSearch/getTraceListPage', { filters: { barcode: SERIAL } }, admin2);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ type: 'error', msg: expect.stringContaining('barcode not found') });
  });

  it('traces a serial number to the library, the orders of the appliance and the orders whose parts carry it', async () => {
    const all = await list('itemBarcodeSearch/getTraceListPage', { filters: { barcode: SERIAL } });
    expect(all.records.map((r) => [r.kind, r.orderNo ?? null]).sort()).toEqual(
      [
        ['library', null],
        ['order', openNo],
        ['partFitted', doneNo],
      ].sort(),
    );
    expect(all.records.find((r) => r.kind === 'library')).toMatchObject({ productionDate: '2025-05-20', batchNo: 'L2505', itemName: expect.any(String) });
    // Haidian sees the library entry but not Chaoyang's orders.
    expect((await list('itemBarcodeSearch/getTraceListPage', { filters: { barcode: SERIAL } }, haidian)).records.map((r) => r.kind)).toEqual(['library']);
    const missing = await call('itemBarcodeSearch/getTraceListPage', { filters: { barcode: 'NO-SUCH-SERIAL' } }, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toContain('barcode not found');
    expect((await call('itemBarcodeSearch/getTraceListPage', {}, admin)).statusCode).toBe(400);
  });

  it('exports both reports through the export tasks', async () => {
    const runUntilDone = async (id: number) => {
      for (let i = 0; i < 20; i++) {
        const [record] = await db.select().from(s.intfDownloadRecord).where(eq(s.intfDownloadRecord.id, id));
        if (record.status !== 'processing') return record;
        await t.deps.jobs.runOnce();
      }
      throw new Error('export not done');
    };
    const read = async (id: number, headers: Record<string, string>) => {
      const download = await t.request({ method: 'POST', url: '/intf/intfDownloadRecord/download', headers, payload: { id } });
      expect(download.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      return workbook.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    };
    const columns = ['orderNo', 'phone', 'status', 'siteName', 'feeTotal'].map((field) => ({ field, title: field }));
    const res = await call('orderDetail/getListByExcel', { filters: { orderNo: doneNo }, columns }, chaoyang);
    expect(res.statusCode, res.body).toBe(200);
    const record = await runUntilDone(res.json().objx.id);
    expect(record).toMatchObject({ status: 'pending_download', rowCount: 1 });
    const [header, line] = await read(record.id, chaoyang);
    expect(header).toEqual(['orderNo', 'phone', 'status', 'siteName', 'feeTotal']);
    expect(line.slice(0, 3)).toEqual([doneNo, '139****5678', 'Finished']);
    expect((await call('orderDetail/getListByExcel', { filters: { status: 'x' }, columns }, admin)).statusCode).toBe(400);

    const trace = await call('itemBarcodeSearch/getTraceListByExcel', { filters: { barcode: SERIAL }, columns: ['kind', 'orderNo'].map((field) => ({ field, title: field })) }, admin);
    expect(trace.statusCode, trace.body).toBe(200);
    const traced = await runUntilDone(trace.json().objx.id);
    expect(traced).toMatchObject({ status: 'pending_download', rowCount: 3 });
    expect((await read(traced.id, admin)).slice(1).map((r) => r[0]).sort()).toEqual(['Barcode library', 'Order appliance', 'Part fitted by order']);
    expect((await call('itemBarcodeSearch/getTraceListByExcel', { filters: { barcode: 'NO-SUCH-SERIAL' }, columns: [{ field: 'kind', title: 'k' }] }, admin)).statusCode).toBe(404);
  });
});
