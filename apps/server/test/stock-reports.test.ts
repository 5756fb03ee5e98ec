/**
 * The stock reports over HTTP (issue 15): the network inventory by outlet and by part, the item barcode search and
 * a shipped document's delivery note, each within the caller's warehouses (headquarters all, a centre its region's
 * outlets, an outlet its own), refused without the permission, blind to another tenant, and bad filters refused
 * with 400 in the caller's language.
 */
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';

type Payload = Record<string, unknown>;
type Rows = Record<string, unknown>[];

describe('stock reports', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const admin = { ...(await t.login('admin')), ...EN };
  const centre = { ...(await t.login('centre_north')), ...EN };
  const chaoyang = { ...(await t.login('outlet_chaoyang')), ...EN };
  const haidian = { ...(await t.login('outlet_haidian')), ...EN };
  const engineer = { ...(await t.login('engineer_wang')), ...EN };
  const admin2 = { ...(await t.login('admin2', { tenantId: 2 })), ...EN };
  const call = (url: string, payload: unknown, headers: Record<string, string> = admin) => t.request({ method: 'POST', url, headers, payload: payload as object });
  const ok = async (url: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await call(url, payload, headers);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const list = async (url: string, body: Payload, headers: Record<string, string> = admin): Promise<Rows> => (await ok(url, { current: 1, size: 500, ...body }, headers)).records;
  const outlets = (body: Payload = {}, headers = admin) => list('/basic/networkInventory/getListPage', body, headers);
  const byPart = (body: Payload = {}, headers = admin) => list('/basic/networkInventory/getPartListPage', body, headers);
  const items = (body: Payload = {}, headers = admin) => list('/rpt/itemBarcodeSearch/getListPage', body, headers);

  const wh = new Map((await db.select({ id: s.basWarehouse.id, code: s.basWarehouse.code }).from(s.basWarehouse).where(eq(s.basWarehouse.tenantId, 1))).map((w) => [w.code, w.id]));
  const OUTLETS = ['WH-ASC-BJ-CY', 'WH-ASC-BJ-HD', 'WH-ASC-SH-PD', 'WH-ASC-SH-MH'].map((code) => wh.get(code)!);
  const [CY, HD, PD] = OUTLETS;
  /** What the outlets hold, computed here from the balance rows: per outlet and part, and per part across the outlets. */
  async function model(warehouses = OUTLETS) {
    const slots = await db
      .select({ warehouseId: s.spStockBalance.warehouseId, partsId: s.spStockBalance.partsId, partsCode: s.basParts.code, safetyStock: s.basParts.safetyStock, available: s.spStockBalance.available, reserved: s.spStockBalance.reserved, transit: s.spStockBalance.transit })
      .from(s.spStockBalance)
      .innerJoin(s.basParts, eq(s.basParts.id, s.spStockBalance.partsId))
      .where(eq(s.spStockBalance.tenantId, 1));
    const perOutlet = new Map<string, { warehouseId: number; partsId: number; partsCode: string; onHand: number; available: number; reserved: number; transit: number; belowSafety: boolean; safetyStock: number }>();
    for (const slot of slots.filter((x) => warehouses.includes(x.warehouseId))) {
      const key = `${slot.warehouseId}/${slot.partsId}`;
      const row = perOutlet.get(key) ?? { warehouseId: slot.warehouseId, partsId: slot.partsId, partsCode: slot.partsCode, onHand: 0, available: 0, reserved: 0, transit: 0, belowSafety: false, safetyStock: slot.safetyStock };
      row.available += slot.available;
      row.reserved += slot.reserved;
      row.transit += slot.transit;
      row.onHand = row.available + row.reserved;
      row.belowSafety = row.onHand < row.safetyStock;
      perOutlet.set(key, row);
    }
    const perPart = new Map<string, { partsCode: string; outlets: number; onHand: number; available: number; reserved: number; transit: number; outletsBelow: number }>();
    for (const row of perOutlet.values()) {
      const part = perPart.get(row.partsCode) ?? { partsCode: row.partsCode, outlets: 0, onHand: 0, available: 0, reserved: 0, transit: 0, outletsBelow: 0 };
      part.outlets += row.onHand > 0 ? 1 : 0;
      part.onHand += row.onHand;
      part.available += row.available;
      part.reserved += row.reserved;
      part.transit += row.transit;
      part.outletsBelow += row.belowSafety ? 1 : 0;
      perPart.set(row.partsCode, part);
    }
    const byKey = <T extends object>(rows: T[], key: (r: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
    return { outlets: byKey([...perOutlet.values()], (r) => `${r.warehouseId}/${r.partsId}`), parts: byKey([...perPart.values()], (r) => r.partsCode) };
  }
  const OUTLET_KEYS = ['warehouseId', 'partsId', 'partsCode', 'onHand', 'available', 'reserved', 'transit', 'belowSafety', 'safetyStock'];
  const PART_KEYS = ['partsCode', 'outlets', 'onHand', 'available', 'reserved', 'transit', 'outletsBelow'];
  const sorted = (rows: Rows, key: (r: Payload) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

  const docBy = async (remark: string) => (await db.select().from(s.spStockDoc).where(and(eq(s.spStockDoc.tenantId, 1), eq(s.spStockDoc.remark, remark))))[0];
  const pick = (rows: Rows, keys: string[]) => rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

  /** Runs the queued export and reads the file back as rows of cells. */
  async function exported(id: number, headers: Record<string, string>) {
    while (await t.deps.jobs.runOnce());
    const res = await call('/intf/intfDownloadRecord/download', { id }, headers);
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return book.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
  }

  describe('network inventory', () => {
    it('shows headquarters what every outlet holds, its locations summed, and what is below the safety stock', async () => {
      const rows = await outlets();
      expect(new Set(rows.map((r) => r.warehouseId))).toEqual(new Set(OUTLETS));
      // One row per outlet and part, whatever the locations, as the balance rows add up.
      expect(pick(sorted(rows, (r) => `${r.warehouseId}/${r.partsId}`), OUTLET_KEYS)).toEqual((await model()).outlets);
      expect(rows.find((r) => r.warehouseId === CY && r.partsCode === 'P-MB-35GW')).toMatchObject({ warehouseName: '北京朝阳网点仓', safetyStock: 20, belowSafety: true });
      // The compressor on its way to Chaoyang counts there as in transit.
      expect(rows.find((r) => r.warehouseId === CY && r.partsCode === 'P-COMP-35')).toMatchObject({ onHand: 0, transit: 1 });
    });

    it('shows a centre its region outlets only, and refuses outlets and engineers', async () => {
      const rows = await outlets({}, centre);
      expect(pick(sorted(rows, (r) => `${r.warehouseId}/${r.partsId}`), OUTLET_KEYS)).toEqual((await model([CY, HD])).outlets);
      expect(pick(sorted(await byPart({}, centre), (r) => String(r.partsCode)), PART_KEYS)).toEqual((await model([CY, HD])).parts);
      expect(await outlets({ filters: { warehouseId: String(PD) } }, centre)).toEqual([]);
      expect((await byPart({}, centre)).map((r) => r.partsCode)).not.toContain('P-MB-WH');
      for (const headers of [chaoyang, engineer]) {
        for (const url of ['/basic/networkInventory/getListPage', '/basic/networkInventory/getPartListPage']) {
          const res = await call(url, {}, headers);
          expect(res.statusCode, url).toBe(403);
          expect(res.json().msg).toBe('You do not have permission for this operation');
        }
      }
    });

    it('never shows another tenant the outlets of this one', async () => {
      const ids = new Set(OUTLETS);
      expect((await outlets({}, admin2)).filter((r) => ids.has(r.warehouseId as number))).toEqual([]);
      expect((await byPart({}, admin2)).map((r) => r.partsId)).not.toContain((await outlets())[0].partsId);
    });

    it('filters by outlet, part and safety stock, and sorts by a column', async () => {
      expect(pick(await outlets({ filters: { warehouseId: String(HD) } }), OUTLET_KEYS)).toEqual((await model([HD])).outlets);
      expect(new Set((await outlets({ filters: { partsCode: 'mb-wh' } })).map((r) => r.warehouseId))).toEqual(new Set([PD, wh.get('WH-ASC-SH-MH')]));
      expect((await outlets({ filters: { partsName: '主板' } })).every((r) => String(r.partsName).includes('主板'))).toBe(true);
      const below = await outlets({ filters: { belowSafety: 'true' } });
      expect(below.length).toBeGreaterThan(0);
      expect(below.every((r) => r.belowSafety === true)).toBe(true);
      expect((await outlets({ filters: { belowSafety: 'false' } })).every((r) => r.belowSafety === false)).toBe(true);
      const sorted = (await outlets({ sort: 'onHand', order: 'desc' })).map((r) => r.onHand as number);
      expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
      const paged = await ok('/basic/networkInventory/getListPage', { current: 2, size: 2 });
      expect(paged.total).toBe((await outlets()).length);
      expect(paged.records.map((r: Payload) => r.id)).toEqual((await outlets()).slice(2, 4).map((r) => r.id));
    });

    it('sums a part over the outlets: how many hold it and how many are below its safety stock', async () => {
      const parts = await byPart();
      const expected = (await model()).parts;
      expect(pick(parts, PART_KEYS)).toEqual(expected);
      // The compressor is on its way to one outlet and held by none: that outlet is below its safety stock.
      expect(parts.find((r) => r.partsCode === 'P-COMP-35')).toMatchObject({ outlets: 0, onHand: 0, transit: 1, outletsBelow: 1 });
      expect(pick(await byPart({ filters: { warehouseId: String(HD) } }), PART_KEYS)).toEqual((await model([HD])).parts);
      expect(pick(await byPart({ filters: { belowSafety: 'false' } }), PART_KEYS)).toEqual(expected.filter((p) => p.outletsBelow === 0));
      expect(pick(await byPart({ filters: { belowSafety: 'true' } }), PART_KEYS)).toEqual(expected.filter((p) => p.outletsBelow > 0));
      const page = await ok('/basic/networkInventory/getPartListPage', { current: 1, size: 1, sort: 'onHand', order: 'desc' });
      const most = Math.max(...expected.map((p) => p.onHand));
      expect(page.total).toBe(parts.length);
      expect(page.records[0].onHand).toBe(most);
    });

    it('refuses a bad filter or sort with 400 naming it, in the caller language', async () => {
      const cases: [Payload, string][] = [
        [{ filters: { belowSafety: 'maybe' } }, 'filters.belowSafety'],
        [{ filters: { warehouseId: 'abc' } }, 'filters.warehouseId'],
        [{ filters: { warehouseType: 'hq' } }, 'filters.warehouseType'],
        [{ sort: 'safetyStock' }, 'sort safetyStock'],
      ];
      for (const [body, field] of cases) {
        for (const url of ['/basic/networkInventory/getListPage', '/basic/networkInventory/getPartListPage']) {
          const res = await call(url, body);
          expect(res.statusCode, `${url} ${field}`).toBe(400);
          expect(res.json()).toMatchObject({ type: 'error', msg: expect.stringContaining(field) });
        }
      }
      const zh = await call('/basic/networkInventory/getListPage', { filters: { belowSafety: 'maybe' } }, { ...admin, 'accept-language': 'zh-CN' });
      expect(zh.json().msg).toContain('filters.belowSafety类型错误');
    });

    it('exports each view as an export task within the caller warehouses, to holders of the export permission', async () => {
      const columns = [
        { field: 'warehouseName', title: 'Outlet' },
        { field: 'partsCode', title: 'Part' },
        { field: 'onHand', title: 'On hand' },
        { field: 'belowSafety', title: 'Below' },
      ];
      const { id } = await ok('/basic/networkInventory/export', { columns, filters: { partsCode: 'P-MB-35GW' }, sort: 'warehouseName', order: 'asc' }, centre);
      const board = (await model([CY, HD])).outlets.filter((r) => r.partsCode === 'P-MB-35GW');
      const names = new Map([
        [CY, '北京朝阳网点仓'],
        [HD, '北京海淀网点仓'],
      ]);
      expect(await exported(id, centre)).toEqual([
        ['Outlet', 'Part', 'On hand', 'Below'],
        // By the outlet's name: 北京朝阳… before 北京海淀….
        ...[CY, HD].map((w) => board.find((r) => r.warehouseId === w)!).map((r) => [names.get(r.warehouseId), 'P-MB-35GW', r.onHand, r.belowSafety ? 'Yes' : 'No']),
      ]);
      const parts = await ok('/basic/networkInventory/exportPartList', { columns: [{ field: 'partsCode', title: 'Part' }, { field: 'outlets', title: 'Outlets' }], filters: { partsCode: 'P-MB' } }, admin);
      expect(await exported(parts.id, admin)).toEqual([['Part', 'Outlets'], ...(await model()).parts.filter((p) => p.partsCode.startsWith('P-MB')).map((p) => [p.partsCode, p.outlets])]);
      const storekeeper = await t.login('storekeeper_zhou');
      expect((await call('/basic/networkInventory/export', { columns }, storekeeper)).statusCode).toBe(403);
      expect((await call('/basic/networkInventory/export', { columns, filters: { belowSafety: 'x' } }, centre)).statusCode).toBe(400);
    });
  });

  describe('item barcode search', () => {
    it('shows headquarters where each serial item is now, or that it left the stock', async () => {
      expect(pick(await items({ filters: { barcode: 'SN-COMP35' } }), ['barcode', 'partsCode', 'warehouseName', 'locationCode', 'bucket', 'moveType', 'waybillNumber'])).toEqual([
        { barcode: 'SN-COMP35-0001', partsCode: 'P-COMP-35', warehouseName: '北京朝阳网点仓', locationCode: null, bucket: 'transit', moveType: 'transferOut', waybillNumber: 'JD3000000001' },
        { barcode: 'SN-COMP35-0002', partsCode: 'P-COMP-35', warehouseName: '华北中心仓', locationCode: 'N-01-01', bucket: 'available', moveType: 'transferIn', waybillNumber: 'SF2000000001' },
        { barcode: 'SN-COMP35-0003', partsCode: 'P-COMP-35', warehouseName: '总部中心仓', locationCode: 'A-02-01', bucket: 'available', moveType: 'purchaseIn', waybillNumber: null },
        { barcode: 'SN-COMP35-0004', partsCode: 'P-COMP-35', warehouseName: null, locationCode: null, bucket: null, moveType: 'issueOut', waybillNumber: 'ZT0001' },
      ]);
      const [scanned] = await items({ filters: { barcode: 'SN-COMP35-0003' } });
      expect(scanned.docNo).toMatch(/^RK\d{12}$/);
      expect((await items({ filters: { barcode: 'SN-COMP35', inStock: 'false' } })).map((r) => r.barcode)).toEqual(['SN-COMP35-0004']);
      expect((await items({ filters: { warehouseId: String(wh.get('WH-SC-N')) } })).map((r) => r.barcode)).toEqual(['SN-COMP35-0002']);
      expect((await items({ sort: 'barcode', order: 'desc', filters: { barcode: 'SN-COMP35' } })).map((r) => r.barcode)).toEqual(['SN-COMP35-0004', 'SN-COMP35-0003', 'SN-COMP35-0002', 'SN-COMP35-0001']);
    });

    it('keeps a centre and an outlet to the items whose last movement touches their warehouses', async () => {
      expect((await items({}, centre)).map((r) => r.barcode)).toEqual(['SN-COMP35-0001', 'SN-COMP35-0002']);
      expect((await items({}, chaoyang)).map((r) => r.barcode)).toEqual(['SN-COMP35-0001']);
      expect(await items({}, haidian)).toEqual([]);
      expect((await items({}, admin2)).map((r) => r.barcode)).not.toContain('SN-COMP35-0001');
      expect((await call('/rpt/itemBarcodeSearch/getListPage', {}, engineer)).statusCode).toBe(403);
    });

    it('tells every place one item has been, within the caller warehouses, oldest first', async () => {
      const steps = (await ok('/rpt/itemBarcodeSearch/getHistory', { barcode: 'SN-COMP35-0001' })) as Rows;
      expect(pick(steps, ['moveType', 'fromWarehouseName', 'fromBucket', 'toWarehouseName', 'toLocationCode', 'toBucket'])).toEqual([
        { moveType: 'purchaseIn', fromWarehouseName: null, fromBucket: null, toWarehouseName: '总部中心仓', toLocationCode: 'A-02-01', toBucket: 'available' },
        { moveType: 'reserve', fromWarehouseName: '总部中心仓', fromBucket: 'available', toWarehouseName: '总部中心仓', toLocationCode: 'A-02-01', toBucket: 'reserved' },
        { moveType: 'transferOut', fromWarehouseName: '总部中心仓', fromBucket: 'reserved', toWarehouseName: '华北中心仓', toLocationCode: null, toBucket: 'transit' },
        { moveType: 'transferIn', fromWarehouseName: '华北中心仓', fromBucket: 'transit', toWarehouseName: '华北中心仓', toLocationCode: 'N-01-01', toBucket: 'available' },
        { moveType: 'reserve', fromWarehouseName: '华北中心仓', fromBucket: 'available', toWarehouseName: '华北中心仓', toLocationCode: 'N-01-01', toBucket: 'reserved' },
        { moveType: 'transferOut', fromWarehouseName: '华北中心仓', fromBucket: 'reserved', toWarehouseName: '北京朝阳网点仓', toLocationCode: null, toBucket: 'transit' },
      ]);
      expect(steps[2]).toMatchObject({ docNo: expect.stringMatching(/^DB/), waybillNumber: 'SF2000000001', userName: '总部管理员' });
      expect((await ok('/rpt/itemBarcodeSearch/getHistory', { barcode: 'SN-COMP35-0001' }, chaoyang)).map((m: Payload) => m.moveType)).toEqual(['transferOut']);
      expect(await ok('/rpt/itemBarcodeSearch/getHistory', { barcode: 'SN-COMP35-0001' }, admin2)).toEqual([]);
      expect((await call('/rpt/itemBarcodeSearch/getHistory', { barcode: '' })).statusCode).toBe(400);
      expect((await call('/rpt/itemBarcodeSearch/getHistory', { barcode: 'SN-COMP35-0001' }, engineer)).statusCode).toBe(403);
    });

    it('exports the search (getListByExcel) and refuses a bad filter with 400 naming it', async () => {
      const columns = [
        { field: 'barcode', title: 'Barcode' },
        { field: 'warehouseName', title: 'Warehouse' },
      ];
      const { id } = await ok('/rpt/itemBarcodeSearch/getListByExcel', { columns, filters: { barcode: 'SN-COMP35' } }, centre);
      expect(await exported(id, centre)).toEqual([['Barcode', 'Warehouse'], ['SN-COMP35-0001', '北京朝阳网点仓'], ['SN-COMP35-0002', '华北中心仓']]);
      expect((await call('/rpt/itemBarcodeSearch/getListByExcel', { columns }, chaoyang)).statusCode).toBe(403);
      for (const [filters, field] of [
        [{ inStock: 'yes' }, 'filters.inStock'],
        [{ partsId: 'x' }, 'filters.partsId'],
        [{ toWarehouseId: '1' }, 'filters.toWarehouseId'],
      ] as const) {
        const res = await call('/rpt/itemBarcodeSearch/getListPage', { filters });
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toContain(field);
      }
    });
  });

  describe('delivery note', () => {
    const note = (group: string, id: number, headers = admin) => call(`/basic/${group}/getDeliveryNote`, { id }, headers);

    it('prints a shipped transfer for both sides: company, warehouses with addresses, shipping, lines and total', async () => {
      const doc = await docBy('朝阳网点压缩机');
      for (const headers of [admin, centre, chaoyang]) {
        const res = await note('spWhtowhHead', doc.id, headers);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().objx).toMatchObject({
          company: expect.any(String),
          docNo: doc.docNo,
          docKind: 'transfer',
          requestNo: null,
          carrier: '京东物流',
          waybillNumber: 'JD3000000001',
          remark: '朝阳网点压缩机',
          from: { code: 'WH-SC-N', name: '华北中心仓', address: '北京市东城区东直门南大街 5 号' },
          to: { code: 'WH-ASC-BJ-CY', name: '北京朝阳网点仓', address: '北京市朝阳区望京街 10 号' },
          lines: [{ partsCode: 'P-COMP-35', partsName: '变频压缩机', qty: 1, locationCode: 'N-01-01', barcode: 'SN-COMP35-0001' }],
          totalQty: 1,
        });
      }
      expect((await note('spWhtowhHead', doc.id)).json().objx.company).toBe((await db.select().from(s.sysTenant).where(eq(s.sysTenant.id, 1)))[0].name);
      // Outside the caller's warehouses or tenant it does not exist; without the document's permission it is refused.
      expect((await note('spWhtowhHead', doc.id, haidian)).statusCode).toBe(404);
      expect((await note('spWhtowhHead', doc.id, admin2)).statusCode).toBe(404);
      expect((await note('spWhtowhHead', doc.id, engineer)).statusCode).toBe(403);
      // A document is printed as its own kind.
      expect((await note('spPartsOutHeader', doc.id)).statusCode).toBe(404);
    });

    it('prints a shipped stock-out, and refuses a document that has not shipped in the caller language', async () => {
      const issue = await docBy('维修领用');
      const printed = (await note('spPartsOutHeader', issue.id)).json().objx;
      expect(printed).toMatchObject({ docKind: 'out', docType: 'issue', from: { code: 'WH-HQ' }, to: null, lines: [{ barcode: 'SN-COMP35-0004', locationCode: 'A-02-01' }], totalQty: 1 });
      const draft = await docBy('草稿');
      const refused = await note('spWhtowhHead', draft.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toBe('The document has not shipped yet: there is no delivery note');
      const zh = await note('spWhtowhHead', draft.id, { ...admin, 'accept-language': 'zh-CN' });
      expect(zh.json().msg).toBe('单据尚未出库，还没有送货单');
      expect((await note('spWhtowhHead', 0)).statusCode).toBe(400);
    });

    it("prints a granted request as the transfer it became, once that transfer ships", async () => {
      // The Chaoyang outlet's own requests (the demo's parts plans make requests of the centres too).
      const [outletWh] = await db.select().from(s.basWarehouse).where(and(eq(s.basWarehouse.tenantId, 1), eq(s.basWarehouse.code, 'WH-ASC-BJ-CY')));
      const requests = await db.select().from(s.spStockDoc).where(and(eq(s.spStockDoc.tenantId, 1), eq(s.spStockDoc.docKind, 'request'), eq(s.spStockDoc.toWarehouseId, outletWh.id)));
      const waiting = requests.find((r) => r.linkedDocId == null)!;
      const granted = requests.find((r) => r.linkedDocId != null)!;
      expect((await note('spStockRequest', waiting.id, chaoyang)).statusCode).toBe(409);
      expect((await note('spStockRequest', granted.id, chaoyang)).statusCode).toBe(409);
      const [transfer] = await db.select().from(s.spStockDoc).where(eq(s.spStockDoc.id, granted.linkedDocId!));
      await ok('/basic/spWhtowhHead/ship', { id: transfer.id, carrier: 'own van', waybillNumber: 'V-77' }, centre);
      const printed = (await note('spStockRequest', granted.id, chaoyang)).json().objx;
      expect(printed).toMatchObject({ docKind: 'transfer', docNo: transfer.docNo, requestNo: granted.docNo, waybillNumber: 'V-77', to: { code: 'WH-ASC-BJ-CY' }, totalQty: 3 });
      expect((await note('spStockRequest', granted.id, haidian)).statusCode).toBe(404);
    });
  });
});
