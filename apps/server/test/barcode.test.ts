/**
 * Serial codes over HTTP: the barcode library (CRUD, import, references, uniqueness), the serial code generator
 * (numbering, one transaction, its batches listed and exported), checkSerial with the spec's two errors, tenant
 * isolation, permission denial and bad input.
 */
import { errorText, serialStem } from '@as/shared';
import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { checkSerial } from '../src/modules/master-data/index.ts';
import { createTestApp, multipart } from './helper.ts';

describe('serial codes', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const db = t.deps.database.db;
  const library = (verb: string, payload: object, headers = admin) => t.request({ method: 'POST', url: `/basic/basItemBarcode/${verb}`, headers, payload });
  const generator = (verb: string, payload: object, headers = admin) => t.request({ method: 'POST', url: `/basic/basCompanyBarcodeGenerate/${verb}`, headers, payload });
  const itemOf = async (tenantId: number, code: string) =>
    (await db.select({ id: s.basItem.id }).from(s.basItem).where(and(eq(s.basItem.tenantId, tenantId), eq(s.basItem.code, code))))[0].id;
  const item = await itemOf(1, 'KFR-26GW-A1');
  const item2 = await itemOf(2, 'KFR-26GW-A1');
  const barcodes = (tenantId: number) => db.select().from(s.basItemBarcode).where(eq(s.basItemBarcode.tenantId, tenantId));
  const check = (tenantId: number, serial: string) => t.deps.database.withTenant(tenantId, (tx) => checkSerial(tx, tenantId, serial));

  describe('barcode library', () => {
    it('registers a serial code, finds it by its filters, changes its status and deletes it softly', async () => {
      const added = await library('add', { serialNo: 'T-SN-0001', itemId: item, productionDate: '2025-05-20', batchNo: 'L2505' });
      expect(added.statusCode, added.body).toBe(200);
      const row = added.json().objx;
      expect(row).toMatchObject({ serialNo: 'T-SN-0001', itemId: item, source: 'imported', status: 'normal' });
      const list = (await library('getListPage', { current: '1', size: '20', filters: { serialNo: 'T-SN', itemId: String(item), source: 'imported' } })).json().objx;
      expect(list.records.map((r: { id: number }) => r.id)).toEqual([row.id]);
      expect((await library('update', { id: row.id, status: 'frozen' })).json().objx).toMatchObject({ status: 'frozen' });
      expect((await library('delete', { id: row.id })).statusCode).toBe(200);
      expect((await library('getById', { id: row.id })).statusCode).toBe(404);
    });

    it('refuses a serial code twice, a missing or another tenant\'s model, a client-chosen source and a status outside its dictionary', async () => {
      const res = await library('add', { serialNo: 'BCD452W24120017', itemId: item2, source: 'generated', status: 'lost' }, en);
      expect(res.statusCode).toBe(400);
      const msg = res.json().msg;
      expect(msg).toContain(`source: ${errorText('unknownField', 'en-US')}`);
      const again = await library('add', { serialNo: 'BCD452W24120017', itemId: item2, status: 'lost' }, en);
      expect(again.json().msg).toContain(`serialNo: ${errorText('duplicate', 'en-US')}`);
      const other = await library('add', { serialNo: 'T-SN-0002', itemId: item2 }, en);
      expect(other.json().msg).toContain(`itemId: ${errorText('notFound', 'en-US')}`);
      const status = await library('add', { serialNo: 'T-SN-0002', itemId: item, status: 'lost' }, en);
      expect(status.json().msg).toContain(`status: ${errorText('notAnOption', 'en-US')}`);
      expect((await barcodes(1)).filter((b) => b.serialNo === 'T-SN-0002')).toEqual([]);
    });

    it('imports serial codes from its template, each checked like an add and registered as imported', async () => {
      const columns = ['serialNo', 'itemId', 'productionDate', 'batchNo'];
      const template = await library('importTemplate', { columns: columns.map((field) => ({ field, title: field })) });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
      for (const row of [
        ['IMP-SN-01', item, '2025-06-01', 'L2506'],
        ['IMP-SN-01', item, '2025-06-01', 'L2506'],
        ['IMP-SN-02', 999999, '2025-06-01', 'L2506'],
        ['IMP-SN-03', item, new Date(Date.UTC(2025, 5, 2)), null],
      ])
        workbook.worksheets[0].addRow(row);
      const body = multipart({ name: 'barcodes.xlsx', content: Buffer.from(await workbook.xlsx.writeBuffer()) });
      const res = await t.request({ method: 'POST', url: '/basic/basItemBarcode/getListByExcel', headers: { ...admin, ...body.headers }, payload: body.payload });
      expect(res.json().objx, res.body).toMatchObject({ total: 4, succeeded: 2, failed: 2 });
      const imported = (await barcodes(1)).filter((b) => b.serialNo.startsWith('IMP-SN-'));
      expect(imported.map((b) => [b.serialNo, b.source, b.productionDate])).toEqual([
        ['IMP-SN-01', 'imported', '2025-06-01'],
        ['IMP-SN-03', 'imported', '2025-06-02'],
      ]);
    });

    it('keeps a model with serial codes from being deleted', async () => {
      const res = await t.request({ method: 'POST', url: '/basic/basItem/delete', headers: en, payload: { id: await itemOf(1, 'BCD-452W') } });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe(errorText('inUse', 'en-US'));
    });
  });

  describe('serial code generator', () => {
    it('generates N codes for a model in one batch: prefix + model code + date + running number, all registered as generated', async () => {
      const res = await generator('generate', { itemId: item, quantity: 25, prefix: 'sn', productionDate: '2025-07-01', remark: '七月批次' });
      expect(res.statusCode, res.body).toBe(200);
      const batch = res.json().objx;
      expect(batch).toMatchObject({ itemId: item, prefix: 'SN', quantity: 25, productionDate: '2025-07-01', firstSerial: 'SNKFR26GWA125070100001', lastSerial: 'SNKFR26GWA125070100025' });
      expect(batch.batchNo).toMatch(/^GB\d{6}\d{3}$/);
      const codes = (await barcodes(1)).filter((b) => b.batchNo === batch.batchNo);
      expect(codes).toHaveLength(25);
      expect(codes.every((c) => c.source === 'generated' && c.itemId === item && c.productionDate === '2025-07-01' && c.status === 'normal')).toBe(true);

      // The next batch of the same model and day continues the running numbers, after codes registered from outside too.
      await library('add', { serialNo: 'SNKFR26GWA125070100040', itemId: item });
      const next = (await generator('generate', { itemId: item, quantity: 2, prefix: 'SN', productionDate: '2025-07-01' })).json().objx;
      expect(next).toMatchObject({ firstSerial: 'SNKFR26GWA125070100041', lastSerial: 'SNKFR26GWA125070100042' });
      expect(next.batchNo).not.toBe(batch.batchNo);

      const list = (await generator('getListPage', { current: '1', size: '50', filters: { itemId: String(item) } })).json().objx;
      expect(list.records.map((r: { batchNo: string }) => r.batchNo)).toEqual([next.batchNo, batch.batchNo]);
      const exported = await generator('export', { columns: [{ field: 'batchNo', title: 'Batch' }, { field: 'firstSerial', title: 'First' }], filters: { itemId: String(item) } });
      expect(exported.statusCode).toBe(200);
      expect(await t.deps.jobs.runOnce()).toBe(true);
    });

    it('refuses what cannot be generated, writing nothing', async () => {
      const before = (await barcodes(1)).length;
      const batches = (await db.select().from(s.basBarcodeGenerate)).length;
      const bad = await generator('generate', { quantity: 0, prefix: 'S N', productionDate: '2025-02-30' }, en);
      expect(bad.statusCode).toBe(400);
      const msg = bad.json().msg;
      expect(msg).toContain(`itemId: ${errorText('required', 'en-US')}`);
      expect(msg).toContain(`quantity: ${errorText('minValue', 'en-US', { n: 1 })}`);
      expect(msg).toContain(`prefix: ${errorText('formatError', 'en-US')}`);
      expect(msg).toContain(`productionDate: ${errorText('formatError', 'en-US')}`);
      expect((await generator('generate', { itemId: item, quantity: 10001, productionDate: '2025-07-02' }, en)).json().msg).toContain(`quantity: ${errorText('maxValue', 'en-US', { n: 10000 })}`);
      expect((await generator('generate', { itemId: item2, quantity: 1, productionDate: '2025-07-02' }, en)).json().msg).toContain(`itemId: ${errorText('notFound', 'en-US')}`);
      // The day's running numbers are nearly used up: what is left is said.
      const stem = serialStem('X', 'KFR-26GW-A1', '2025-08-01');
      await library('add', { serialNo: `${stem}99990`, itemId: item });
      const full = await generator('generate', { itemId: item, quantity: 10, prefix: 'X', productionDate: '2025-08-01' }, en);
      expect(full.statusCode).toBe(400);
      expect(full.json().msg).toContain(`quantity: ${errorText('maxValue', 'en-US', { n: 9 })}`);
      expect((await barcodes(1)).length).toBe(before + 1);
      expect((await db.select().from(s.basBarcodeGenerate)).length).toBe(batches);
      // Its batches are the server's: nothing adds, changes or deletes them by hand.
      for (const verb of ['add', 'update', 'delete', 'getListByExcel']) expect((await generator(verb, { id: 1 })).statusCode, verb).toBe(404);
    });
  });

  describe('checkSerial', () => {
    it('gives the registered code with its model', async () => {
      const found = await check(1, ' XQG100D1A24110001 ');
      expect(found).toMatchObject({ serialNo: 'XQG100D1A24110001', item: { code: 'XQG100-D1' } });
    });

    it('says "serial code not registered" for an unknown, deleted or other tenant\'s code', async () => {
      await expect(check(1, 'NO-SUCH-SERIAL')).rejects.toMatchObject({ code: 'serialNotRegistered' });
      await expect(check(2, 'SNKFR26GWA125070100001')).rejects.toMatchObject({ code: 'serialNotRegistered' });
      expect(errorText('serialNotRegistered', 'en-US')).toBe('Serial code not registered');
    });

    it('says "product for serial code not found" when the model is gone', async () => {
      const [barcode] = await db.select().from(s.basItemBarcode).where(and(eq(s.basItemBarcode.tenantId, 2), eq(s.basItemBarcode.serialNo, 'JSQ2513G25010042'), isNull(s.basItemBarcode.deletedAt)));
      await db.update(s.basItem).set({ deletedAt: new Date() }).where(eq(s.basItem.id, barcode.itemId));
      await expect(check(2, 'JSQ2513G25010042')).rejects.toMatchObject({ code: 'serialProductNotFound' });
      expect(errorText('serialProductNotFound', 'en-US')).toBe('Product for serial code not found');
    });
  });

  it('keeps tenants apart: tenant 2 neither sees, changes nor deletes tenant 1\'s codes and batches', async () => {
    const [code] = (await barcodes(1)).filter((b) => b.serialNo === 'XQG100D1A24110002');
    const list = (await library('getListPage', { current: '1', size: '500' }, admin2)).json().objx;
    expect(list.records.some((r: { serialNo: string }) => r.serialNo === 'SNKFR26GWA125070100001')).toBe(false);
    expect((await library('getById', { id: code.id }, admin2)).statusCode).toBe(404);
    expect((await library('update', { id: code.id, status: 'scrapped' }, admin2)).statusCode).toBe(404);
    expect((await library('delete', { id: code.id }, admin2)).statusCode).toBe(404);
    expect((await barcodes(1)).find((b) => b.id === code.id)).toMatchObject({ status: 'normal', deletedAt: null });
    const batches = (await generator('getListPage', { current: '1', size: '50' }, admin2)).json().objx.records;
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.every((b: { itemId: number }) => b.itemId !== item)).toBe(true);
  });

  it('answers 403 to a user without the permissions, writing nothing', async () => {
    const before = (await barcodes(1)).length;
    for (const [call, verb, payload] of [
      [library, 'getListPage', {}],
      [library, 'add', { serialNo: 'ENG-1', itemId: item }],
      [generator, 'getListPage', {}],
      [generator, 'generate', { itemId: item, quantity: 1, productionDate: '2025-07-03' }],
      [generator, 'export', { columns: [{ field: 'batchNo', title: 'b' }] }],
    ] as const) {
      const res = await call(verb, payload, engineer);
      expect(res.statusCode, verb).toBe(403);
    }
    expect((await barcodes(1)).length).toBe(before);
  });
});
