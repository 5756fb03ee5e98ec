/**
 * Stock documents over HTTP (issue 15): every command moves the document and the ledger together or not at all,
 * guarded on state and version, for the roles that own it and within their warehouses; the ledger stays sound.
 */
import { STOCK_DOC_ACTION_NAMES, STOCK_DOC_GROUPS, STOCK_DOC_KINDS, STOCK_DOC_STATUSES, type StockDocKind, stockDocAction } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import ExcelJS from 'exceljs';
import { createTestApp, multipart } from './helper.ts';

type Payload = Record<string, unknown>;

describe('stock documents', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const admin = { ...(await t.login('admin')), ...EN };
  const centre = { ...(await t.login('centre_north')), ...EN };
  const chaoyang = { ...(await t.login('outlet_chaoyang')), ...EN };
  const haidian = { ...(await t.login('outlet_haidian')), ...EN };
  const engineer = { ...(await t.login('engineer_wang')), ...EN };
  const storekeeper = { ...(await t.login('storekeeper_zhou')), ...EN };
  const admin2 = { ...(await t.login('admin2', { tenantId: 2 })), ...EN };
  const call = (path: string, payload: unknown, headers: Record<string, string> = admin) => t.request({ method: 'POST', url: `/basic/${path}`, headers, payload: payload as object });
  const ok = async (path: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };

  const wh = new Map((await db.select({ id: s.basWarehouse.id, code: s.basWarehouse.code }).from(s.basWarehouse).where(eq(s.basWarehouse.tenantId, 1))).map((w) => [w.code, w.id]));
  const part = new Map((await db.select({ id: s.basParts.id, code: s.basParts.code }).from(s.basParts).where(eq(s.basParts.tenantId, 1))).map((p) => [p.code, p.id]));
  const locations = await db.select({ id: s.basWarehouseLocation.id, parentId: s.basWarehouseLocation.parentId, code: s.basWarehouseLocation.code }).from(s.basWarehouseLocation).where(eq(s.basWarehouseLocation.tenantId, 1));
  const loc = (code: string) => locations.find((l) => l.code === code)!.id;
  const HQ = wh.get('WH-HQ')!;
  const NORTH = wh.get('WH-SC-N')!;
  const EAST = wh.get('WH-SC-E')!;
  const CY = wh.get('WH-ASC-BJ-CY')!;
  const HD = wh.get('WH-ASC-BJ-HD')!;
  const FRIDGE = part.get('P-MB-RF')!;
  const HEATER = part.get('P-MB-WH')!;
  const BOARD = part.get('P-MB-35GW')!;

  const balance = async (warehouseId: number, partsId: number, locationId = 0) =>
    (
      await db
        .select({ available: s.spStockBalance.available, reserved: s.spStockBalance.reserved, transit: s.spStockBalance.transit })
        .from(s.spStockBalance)
        .where(and(eq(s.spStockBalance.tenantId, 1), eq(s.spStockBalance.warehouseId, warehouseId), eq(s.spStockBalance.partsId, partsId), eq(s.spStockBalance.locationId, locationId)))
    )[0] ?? { available: 0, reserved: 0, transit: 0 };
  const historyOf = (docId: number) => db.select().from(s.spStockDocHistory).where(eq(s.spStockDocHistory.docId, docId));
  const transfer = (lines: Payload[], from = HQ, to = NORTH, headers = admin) => ok('spWhtowhHead/add', { docType: 'transfer', fromWarehouseId: from, toWarehouseId: to, lines }, headers);

  afterAll(async () => {
    // After everything this file did, the tenant's ledger is sound.
    const check = await ok('partsBalance/checkLedger', {});
    expect(check.differences).toEqual([]);
  });

  it('starts from demo data with a document in each status and a sound ledger', async () => {
    const statuses = new Set((await db.select({ status: s.spStockDoc.status }).from(s.spStockDoc).where(eq(s.spStockDoc.tenantId, 1))).map((d) => d.status));
    expect([...statuses].sort()).toEqual([...STOCK_DOC_STATUSES].sort());
    expect((await ok('partsBalance/checkLedger', {})).differences).toEqual([]);
    // Every outlet keeps stock of its own.
    expect([CY, HD, wh.get('WH-ASC-SH-PD'), wh.get('WH-ASC-SH-MH')].every(Boolean)).toBe(true);
  });

  it('lets one of several clients acting on a document at once succeed, and posts its reservation once', async () => {
    const at = loc('A-02-01');
    const start = await balance(HQ, HEATER, at);
    const doc = await transfer([{ partsId: HEATER, qty: 1, fromLocationId: at }]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('spWhtowhHead/submit', { id: doc.id, version: 0 })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balance(HQ, HEATER, at)).toEqual({ ...start, available: start.available - 1, reserved: start.reserved + 1 });
    await ok('spWhtowhHead/cancel', { id: doc.id, reason: 'race over' });
  });

  it('moves a part from headquarters to a centre to an outlet, with partial receipts and the difference reported', async () => {
    const before = await balance(HQ, FRIDGE, loc('B-01-01'));
    const doc = await transfer([{ partsId: FRIDGE, qty: 3, fromLocationId: loc('B-01-01'), toLocationId: loc('N-01-01') }]);
    expect(doc).toMatchObject({ status: 'draft', receipt: 'none', version: 0 });
    expect(doc.docNo).toMatch(/^DB\d{12}$/);
    expect((await ok('spWhtowhHead/submit', { id: doc.id, version: 0 })).status).toBe('audit');
    expect(await balance(HQ, FRIDGE, loc('B-01-01'))).toEqual({ ...before, available: before.available - 3, reserved: before.reserved + 3 });
    // Shipping names the carrier and the waybill.
    const missing = await call('spWhtowhHead/ship', { id: doc.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().objx.map((e: { field: string }) => e.field)).toEqual(['carrier', 'waybillNumber']);
    expect(await ok('spWhtowhHead/ship', { id: doc.id, carrier: 'SF Express', waybillNumber: 'SF123' })).toMatchObject({ status: 'outbound', receipt: 'pending' });
    expect(await balance(HQ, FRIDGE, loc('B-01-01'))).toEqual({ ...before, available: before.available - 3 });
    expect((await balance(NORTH, FRIDGE)).transit).toBe(3);

    const [line] = (await ok('spWhtowhHead/getDetail', { id: doc.id })).lines;
    const partial = await ok('spWhtowhHead/receive', { id: doc.id, lines: [{ id: line.id, qty: 2 }] }, centre);
    expect(partial).toMatchObject({ status: 'inbound', receipt: 'partial' });
    expect(await balance(NORTH, FRIDGE, loc('N-01-01'))).toMatchObject({ available: 2 });
    // More than is still in transit is refused on its line, naming what is left.
    const over = await call('spWhtowhHead/receive', { id: doc.id, lines: [{ id: line.id, qty: 2 }] }, centre);
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toContain('lines[0].qty: cannot exceed the 1 still to be received');
    let detail = await ok('spWhtowhHead/getDetail', { id: doc.id }, centre);
    expect(detail.lines[0]).toMatchObject({ qty: 3, receivedQty: 2, difference: 1 });
    expect(await ok('spWhtowhHead/receive', { id: doc.id, lines: [{ id: line.id, qty: 1 }] }, centre)).toMatchObject({ status: 'inbound', receipt: 'full' });
    expect(await balance(NORTH, FRIDGE)).toMatchObject({ transit: 0 });
    detail = await ok('spWhtowhHead/getDetail', { id: doc.id }, centre);
    expect(detail.lines[0].difference).toBe(0);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['create', 'submit', 'ship', 'receive', 'receive']);
    expect(detail.history[2]).toMatchObject({ fromStatus: 'audit', toStatus: 'outbound', detail: { carrier: 'SF Express', waybillNumber: 'SF123' } });
    // Received in full: nothing more to do.
    expect((await call('spWhtowhHead/receive', { id: doc.id, lines: [{ id: line.id, qty: 1 }] }, centre)).statusCode).toBe(409);

    // The centre passes two on to its outlet, which receives one so far.
    const onward = await transfer([{ partsId: FRIDGE, qty: 2, fromLocationId: loc('N-01-01'), toLocationId: loc('CY-01') }], NORTH, CY, centre);
    await ok('spWhtowhHead/submit', { id: onward.id }, centre);
    await ok('spWhtowhHead/ship', { id: onward.id, carrier: 'own van', waybillNumber: 'V-1' }, centre);
    const [onwardLine] = (await ok('spWhtowhHead/getDetail', { id: onward.id }, chaoyang)).lines;
    expect(await ok('spWhtowhHead/receive', { id: onward.id, lines: [{ id: onwardLine.id, qty: 1 }] }, chaoyang)).toMatchObject({ receipt: 'partial' });
    expect(await balance(CY, FRIDGE, loc('CY-01'))).toMatchObject({ available: 1 });
    expect(await balance(CY, FRIDGE)).toMatchObject({ transit: 1 });
  });

  it('follows a serial-numbered item by its barcode through a transfer, one at a time', async () => {
    const received = await ok('spPartsInHeader/add', { docType: 'goods', toWarehouseId: HQ, lines: [{ partsId: FRIDGE, qty: 1, barcode: 'SN-RF-0001' }, { partsId: FRIDGE, qty: 1, barcode: 'SN-RF-0002' }] });
    await ok('spPartsInHeader/submit', { id: received.id });
    await ok('spPartsInHeader/approve', { id: received.id });
    await ok('spPartsInHeader/receive', { id: received.id, lines: received.lines.map((l: Payload) => ({ id: l.id, qty: 1 })) });
    const where = async (barcode: string, headers: Record<string, string> = admin) => ok('spStockMove/getBarcodeWhere', { barcode }, headers);
    expect(await where('SN-RF-0001')).toMatchObject({ warehouseId: HQ, locationId: 0, bucket: 'available', moveType: 'goodsIn' });
    // Two of one serial on a line are refused on the line's quantity.
    const two = await call('spWhtowhHead/add', { docType: 'transfer', fromWarehouseId: HQ, toWarehouseId: NORTH, lines: [{ partsId: FRIDGE, qty: 2, barcode: 'SN-RF-0001' }] });
    expect(two.json().objx).toEqual([{ field: 'lines[0].qty', message: 'must be 1 for an item with a serial barcode' }]);
    const doc = await transfer([{ partsId: FRIDGE, qty: 1, barcode: 'SN-RF-0001', toLocationId: loc('N-01-02') }]);
    await ok('spWhtowhHead/submit', { id: doc.id });
    await ok('spWhtowhHead/ship', { id: doc.id, carrier: 'c', waybillNumber: 'SN-W' });
    expect(await where('SN-RF-0001')).toMatchObject({ warehouseId: NORTH, bucket: 'transit', moveType: 'transferOut' });
    await ok('spWhtowhHead/receive', { id: doc.id, lines: [{ id: doc.lines[0].id, qty: 1 }] }, centre);
    expect(await where('SN-RF-0001', centre)).toMatchObject({ warehouseId: NORTH, locationId: loc('N-01-02'), bucket: 'available', moveType: 'transferIn' });
    const path = (await ok('spStockMove/getListPage', { filters: { barcode: 'SN-RF-0001' } })).records as Payload[];
    expect(path.map((m) => m.moveType)).toEqual(['transferIn', 'transferOut', 'reserve', 'goodsIn']);
    // An item is in one place: it cannot come in again while in stock, nor leave where it is not.
    const again = await ok('spPartsInHeader/add', { docType: 'goods', toWarehouseId: EAST, lines: [{ partsId: FRIDGE, qty: 1, barcode: 'SN-RF-0002' }] });
    await ok('spPartsInHeader/submit', { id: again.id });
    await ok('spPartsInHeader/approve', { id: again.id });
    const twice = await call('spPartsInHeader/receive', { id: again.id, lines: [{ id: again.lines[0].id, qty: 1 }] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('Item SN-RF-0002 is already in stock in 总部中心仓');
    const elsewhere = await transfer([{ partsId: FRIDGE, qty: 1, barcode: 'SN-RF-0002', fromLocationId: loc('N-01-01') }], NORTH, EAST, centre);
    const notThere = await call('spWhtowhHead/submit', { id: elsewhere.id }, centre);
    expect(notThere.json().msg).toBe('Item SN-RF-0002 is not in 华北中心仓');
    expect((await ok('spWhtowhHead/getById', { id: elsewhere.id }, centre)).status).toBe('draft');
    // Its twin stayed at headquarters; an outlet finds neither.
    expect(await where('SN-RF-0002')).toMatchObject({ warehouseId: HQ });
    expect((await call('spStockMove/getBarcodeWhere', { barcode: 'SN-RF-0002' }, chaoyang)).statusCode).toBe(404);
  });

  it('reads a document’s lines from a spreadsheet by part and location code, naming each refused row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('lines');
    sheet.addRow(['partsCode', 'qty', 'locationCode', 'barcode']);
    sheet.addRow(['备件编码', '数量', '库位', '条码']);
    sheet.addRow(['P-MB-RF', 2, 'A-01-02', null]);
    sheet.addRow(['P-NOPE', 1, 'A-01-02', null]);
    sheet.addRow(['P-MB-WH', 0, 'N-01-01', null]);
    sheet.addRow(['P-MB-WH', 1, null, 'SN-X-1']);
    const form = multipart({ name: 'lines.xlsx', content: Buffer.from(await workbook.xlsx.writeBuffer()) }, { warehouseId: String(HQ) });
    const res = await t.request({ method: 'POST', url: '/basic/spWhtowhHead/importLines', headers: { ...admin, ...form.headers, 'accept-language': 'zh-CN' }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(200);
    const { lines, rejected } = res.json().objx;
    expect(lines).toEqual([
      { partsId: FRIDGE, qty: 2, fromLocationId: loc('A-01-02') },
      { partsId: HEATER, qty: 1, barcode: 'SN-X-1' },
    ]);
    expect(rejected).toEqual([
      { line: 4, reason: '备件编码资源不存在' },
      { line: 5, reason: '库位资源不存在; 数量不能小于1' },
    ]);
    // Only those who may edit the kind's documents read lines for them; nothing was written.
    const denied = await t.request({ method: 'POST', url: '/basic/spWhtowhHead/importLines', headers: { ...engineer, ...form.headers }, payload: form.payload });
    expect(denied.statusCode).toBe(403);
    const notXlsx = multipart({ name: 'lines.xlsx', content: Buffer.from('not a spreadsheet') });
    expect((await t.request({ method: 'POST', url: '/basic/spWhtowhHead/importLines', headers: { ...admin, ...notXlsx.headers }, payload: notXlsx.payload })).statusCode).toBe(400);
  });

  it('refuses an action the state does not allow, a stale version, another tenant and a role without the permission', async () => {
    const doc = await transfer([{ partsId: HEATER, qty: 1, fromLocationId: loc('A-02-01') }]);
    const wrongState = await call('spWhtowhHead/ship', { id: doc.id, carrier: 'x', waybillNumber: 'y' });
    expect(wrongState.statusCode).toBe(409);
    expect(wrongState.json().msg).toBe('The document is now "Draft" and "Ship" is not possible; refresh to see where it stands');
    const zh = await call('spWhtowhHead/receive', { id: doc.id, lines: [] }, { ...admin, 'accept-language': 'zh-CN' });
    expect(zh.json().msg).toBe('单据当前状态（草稿）不能执行“入库”，请刷新后查看');
    // A kind without the action has no such verb.
    expect((await call('spWhtowhHead/approve', { id: doc.id })).statusCode).toBe(404);
    const stale = await call('spWhtowhHead/submit', { id: doc.id, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('Someone else has just acted on this document; refresh and try again');
    // Another tenant finds nothing; the document is untouched.
    for (const verb of ['getById', 'getDetail', 'submit', 'update']) expect((await call(`spWhtowhHead/${verb}`, { id: doc.id }, admin2)).statusCode, verb).toBe(404);
    // Another tenant cannot name this tenant's warehouses or parts in a document of its own.
    const foreign = await call('spWhtowhHead/add', { docType: 'transfer', fromWarehouseId: HQ, toWarehouseId: NORTH, lines: [{ partsId: HEATER, qty: 1 }] }, admin2);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().objx.map((e: { field: string }) => e.field)).toEqual(['fromWarehouseId']);
    // A document of one kind is not reachable through another kind's verbs.
    expect((await call('spPartsOutHeader/submit', { id: doc.id })).statusCode).toBe(404);
    // Roles without the permission.
    expect((await call('spWhtowhHead/submit', { id: doc.id }, engineer)).statusCode).toBe(403);
    expect((await call('spWhtowhHead/add', { docType: 'transfer' }, engineer)).statusCode).toBe(403);
    expect((await call('spWhtowhHead/ship', { id: doc.id }, chaoyang)).statusCode).toBe(403);
    expect((await call('partsBalance/checkLedger', {}, centre)).statusCode).toBe(403);
    expect(await historyOf(doc.id)).toHaveLength(1);
    expect((await ok('spWhtowhHead/getById', { id: doc.id })).status).toBe('draft');
  });

  it('refuses every command of every kind on another tenant, to a role without it, on a stale version and in a state that forbids it', async () => {
    const inputs: Record<StockDocKind, Payload> = {
      in: { docType: 'purchase', toWarehouseId: HQ, lines: [{ partsId: FRIDGE, qty: 1 }] },
      out: { docType: 'issue', fromWarehouseId: HQ, lines: [{ partsId: HEATER, qty: 1, fromLocationId: loc('A-02-01') }] },
      transfer: { docType: 'transfer', fromWarehouseId: HQ, toWarehouseId: EAST, lines: [{ partsId: HEATER, qty: 1, fromLocationId: loc('A-02-01') }] },
      count: { docType: 'count', fromWarehouseId: HQ, lines: [{ partsId: HEATER, fromLocationId: loc('A-02-01') }] },
      request: { docType: 'request', toWarehouseId: CY, lines: [{ partsId: BOARD, qty: 1 }] },
    };
    for (const kind of STOCK_DOC_KINDS) {
      const group = STOCK_DOC_GROUPS[kind].name;
      const doc = await ok(`${group}/add`, inputs[kind]);
      await ok(`${group}/cancel`, { id: doc.id, reason: 'sweep' });
      for (const action of STOCK_DOC_ACTION_NAMES.filter((a) => stockDocAction(kind, a))) {
        const where = `${kind} ${action}`;
        const body = { id: doc.id, reason: 'r', carrier: 'c', waybillNumber: 'w', lines: [{ id: doc.lines[0].id, qty: 1 }] };
        expect((await call(`${group}/${action}`, body, admin2)).statusCode, where).toBe(404);
        expect((await call(`${group}/${action}`, body, engineer)).statusCode, where).toBe(403);
        const stale = await call(`${group}/${action}`, { ...body, version: 0 });
        expect(stale.json().msg, where).toBe('Someone else has just acted on this document; refresh and try again');
        const refused = await call(`${group}/${action}`, body);
        expect(refused.statusCode, where).toBe(409);
        expect(refused.json().msg, where).toMatch(/^The document is now "Cancelled" and "[A-Za-z]+" is not possible/);
      }
      expect((await historyOf(doc.id)).map((h) => h.action), kind).toEqual(['create', 'cancel']);
    }
  });

  it('lets only the side a step belongs to take it: the sending warehouse ships, the receiving one receives', async () => {
    const doc = await transfer([{ partsId: HEATER, qty: 1, fromLocationId: loc('A-02-01'), toLocationId: loc('E-01-02') }], HQ, EAST);
    // The East China storekeeper sees the transfer coming, and cannot submit or ship it for headquarters.
    expect((await ok('spWhtowhHead/getById', { id: doc.id }, storekeeper)).id).toBe(doc.id);
    expect((await call('spWhtowhHead/submit', { id: doc.id }, storekeeper)).statusCode).toBe(403);
    expect((await call('spWhtowhHead/update', { id: doc.id, remark: 'mine' }, storekeeper)).statusCode).toBe(403);
    await ok('spWhtowhHead/submit', { id: doc.id });
    expect((await call('spWhtowhHead/ship', { id: doc.id, carrier: 'c', waybillNumber: 'w' }, storekeeper)).statusCode).toBe(403);
    await ok('spWhtowhHead/ship', { id: doc.id, carrier: 'c', waybillNumber: 'w' });
    expect(await ok('spWhtowhHead/receive', { id: doc.id, lines: [{ id: doc.lines[0].id, qty: 1 }] }, storekeeper)).toMatchObject({ receipt: 'full' });
    // An outlet's request is decided by its supplier, not by the outlet.
    const req = await ok('spStockRequest/add', { docType: 'request', toWarehouseId: HD, lines: [{ partsId: BOARD, qty: 1 }] }, haidian);
    expect(req.fromWarehouseId).toBe(CY);
    await ok('spStockRequest/submit', { id: req.id }, haidian);
    expect((await call('spStockRequest/reject', { id: req.id, reason: 'no' }, storekeeper)).statusCode).toBe(404);
    expect(await ok('spStockRequest/reject', { id: req.id, reason: 'no' }, centre)).toMatchObject({ status: 'rejected' });
  });

  it('edits only a draft or a rejected document, replacing its lines, and names each bad field in the caller language', async () => {
    const doc = await transfer([{ partsId: HEATER, qty: 1, fromLocationId: loc('A-02-01') }]);
    const bad = await call('spWhtowhHead/update', { id: doc.id, lines: [{ qty: 0 }, { partsId: 999999, qty: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().objx.map((e: { field: string }) => e.field)).toEqual(['lines[0].partsId', 'lines[0].qty']);
    const unknown = await call('spWhtowhHead/update', { id: doc.id, lines: [{ partsId: 999999, qty: 1 }] });
    expect(unknown.json().objx).toEqual([{ field: 'lines[0].partsId', message: 'The resource does not exist' }]);
    expect((await call('spWhtowhHead/update', { id: doc.id, toWarehouseId: HQ })).json().objx[0].field).toBe('toWarehouseId');
    // A location of another warehouse.
    expect((await call('spWhtowhHead/update', { id: doc.id, lines: [{ partsId: HEATER, qty: 1, fromLocationId: loc('N-01-01') }] })).json().objx[0].field).toBe('lines[0].fromLocationId');
    const updated = await ok('spWhtowhHead/update', { id: doc.id, version: 0, lines: [{ partsId: HEATER, qty: 2, fromLocationId: loc('A-02-01') }, { partsId: BOARD, qty: 1, fromLocationId: loc('A-01-01') }] });
    expect(updated.lines.map((l: Payload) => [l.partsId, l.qty])).toEqual([
      [HEATER, 2],
      [BOARD, 1],
    ]);
    expect(updated.version).toBe(1);
    await ok('spWhtowhHead/submit', { id: doc.id });
    const locked = await call('spWhtowhHead/update', { id: doc.id, remark: 'late' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().msg).toBe('The document is "Awaiting audit" and can no longer be changed');
    await ok('spWhtowhHead/cancel', { id: doc.id, reason: 'test done' });
  });

  it('releases what a submission reserved on rejection and cancellation, and rolls back a submission short of stock', async () => {
    const at = loc('A-02-01');
    const start = await balance(HQ, HEATER, at);
    const doc = await transfer([{ partsId: HEATER, qty: 4, fromLocationId: at }]);
    await ok('spWhtowhHead/submit', { id: doc.id });
    expect(await balance(HQ, HEATER, at)).toEqual({ ...start, available: start.available - 4, reserved: start.reserved + 4 });
    const noReason = await call('spWhtowhHead/reject', { id: doc.id });
    expect(noReason.statusCode).toBe(400);
    expect(await ok('spWhtowhHead/reject', { id: doc.id, reason: 'wrong part' })).toMatchObject({ status: 'rejected' });
    expect(await balance(HQ, HEATER, at)).toEqual(start);
    await ok('spWhtowhHead/submit', { id: doc.id });
    expect(await ok('spWhtowhHead/cancel', { id: doc.id, reason: 'not needed' })).toMatchObject({ status: 'cancelled' });
    expect(await balance(HQ, HEATER, at)).toEqual(start);
    // A draft cancelled had reserved nothing and releases nothing.
    const draft = await transfer([{ partsId: HEATER, qty: 1, fromLocationId: at }]);
    await ok('spWhtowhHead/cancel', { id: draft.id, reason: 'typo' });
    expect(await balance(HQ, HEATER, at)).toEqual(start);

    const greedy = await transfer([{ partsId: HEATER, qty: start.available + 1, fromLocationId: at }]);
    const short = await call('spWhtowhHead/submit', { id: greedy.id });
    expect(short.statusCode).toBe(409);
    expect(short.json().msg).toContain(`${start.available} there, ${start.available + 1} needed`);
    expect((await ok('spWhtowhHead/getById', { id: greedy.id })).status).toBe('draft');
    expect(await historyOf(greedy.id)).toHaveLength(1);
    expect(await balance(HQ, HEATER, at)).toEqual(start);
  });

  it('receives a purchase partly, then fully, and issues a stock-out from what its submission reserved', async () => {
    const at = loc('A-01-02');
    const start = await balance(HQ, FRIDGE, at);
    const doc = await ok('spPartsInHeader/add', { docType: 'purchase', toWarehouseId: HQ, lines: [{ partsId: FRIDGE, qty: 5, toLocationId: at, unitCost: '80.5' }] });
    expect(doc.docNo).toMatch(/^RK/);
    expect((await call('spPartsInHeader/receive', { id: doc.id, lines: [{ id: doc.lines[0].id, qty: 1 }] })).statusCode).toBe(409);
    await ok('spPartsInHeader/submit', { id: doc.id });
    expect(await ok('spPartsInHeader/approve', { id: doc.id })).toMatchObject({ status: 'inbound', receipt: 'pending' });
    expect(await ok('spPartsInHeader/receive', { id: doc.id, lines: [{ id: doc.lines[0].id, qty: 3 }] })).toMatchObject({ receipt: 'partial' });
    expect(await ok('spPartsInHeader/receive', { id: doc.id, lines: [{ id: doc.lines[0].id, qty: 2 }] })).toMatchObject({ receipt: 'full' });
    expect(await balance(HQ, FRIDGE, at)).toEqual({ ...start, available: start.available + 5 });
    const [move] = await db.select().from(s.spStockMove).where(and(eq(s.spStockMove.docId, doc.id), eq(s.spStockMove.moveType, 'purchaseIn'))).limit(1);
    expect(move.unitCost).toBe('80.5000');

    const out = await ok('spPartsOutHeader/add', { docType: 'scrap', fromWarehouseId: HQ, lines: [{ partsId: FRIDGE, qty: 2, fromLocationId: at }] });
    await ok('spPartsOutHeader/submit', { id: out.id });
    expect(await ok('spPartsOutHeader/ship', { id: out.id })).toMatchObject({ status: 'outbound' });
    expect(await balance(HQ, FRIDGE, at)).toEqual({ ...start, available: start.available + 3 });
    expect((await db.select().from(s.spStockMove).where(eq(s.spStockMove.docId, out.id))).map((m) => m.moveType).sort()).toEqual(['reserve', 'scrapOut']);
    // A stock-out type is one of its kind's.
    expect((await call('spPartsOutHeader/add', { docType: 'purchase', fromWarehouseId: HQ, lines: [{ partsId: FRIDGE, qty: 1 }] })).json().objx[0].field).toBe('docType');
  });

  it('freezes a count’s book, and posts counted minus book as gains and losses on approval by someone other than who counted', async () => {
    const e1 = loc('E-01-01');
    const book = (await balance(EAST, BOARD, e1)).available;
    const doc = await ok('spPartsInv/add', { docType: 'count', fromWarehouseId: EAST, lines: [{ partsId: BOARD, fromLocationId: e1 }, { partsId: FRIDGE, fromLocationId: e1 }] }, storekeeper);
    expect(doc.lines.map((l: Payload) => l.bookQty)).toEqual([book, 0]);
    // Every line needs its count before submission.
    const uncounted = await call('spPartsInv/submit', { id: doc.id }, storekeeper);
    expect(uncounted.json().objx.map((e: { field: string }) => e.field)).toEqual(['lines[0].countedQty', 'lines[1].countedQty']);
    const counted = await ok('spPartsInv/update', { id: doc.id, lines: [{ partsId: BOARD, fromLocationId: e1, countedQty: book - 2 }, { partsId: FRIDGE, fromLocationId: e1, countedQty: 1 }] }, storekeeper);
    expect(counted.lines.map((l: Payload) => l.bookQty)).toEqual([book, 0]);
    await ok('spPartsInv/submit', { id: doc.id }, storekeeper);
    expect(await ok('spPartsInv/reject', { id: doc.id, reason: 'recount' })).toMatchObject({ status: 'rejected' });
    await ok('spPartsInv/submit', { id: doc.id }, storekeeper);
    // Four eyes: whoever counted may not post the variance, and is not offered to.
    expect((await ok('spPartsInv/getDetail', { id: doc.id }, storekeeper)).actions).not.toContain('approve');
    const own = await call('spPartsInv/approve', { id: doc.id }, storekeeper);
    expect([own.statusCode, own.json().msg]).toEqual([403, 'A count must be approved by someone other than the person who made it']);
    expect((await ok('spPartsInv/getDetail', { id: doc.id })).actions).toContain('approve');
    expect(await ok('spPartsInv/approve', { id: doc.id })).toMatchObject({ status: 'posted' });
    expect((await balance(EAST, BOARD, e1)).available).toBe(book - 2);
    expect((await balance(EAST, FRIDGE, e1)).available).toBe(1);
    const moves = await db.select().from(s.spStockMove).where(eq(s.spStockMove.docId, doc.id));
    expect(moves.map((m) => [m.moveType, m.qty]).sort()).toEqual([
      ['countGain', 1],
      ['countLoss', 2],
    ]);
    // A count without chosen lines takes every part the warehouse holds.
    const whole = await ok('spPartsInv/add', { docType: 'count', fromWarehouseId: EAST, lines: [] });
    expect(whole.lines.length).toBeGreaterThanOrEqual(3);
    await ok('spPartsInv/cancel', { id: whole.id, reason: 'test' });
  });

  it('turns an outlet’s approved request into a transfer from its centre, reserving there', async () => {
    const req = await ok('spStockRequest/add', { docType: 'request', toWarehouseId: CY, lines: [{ partsId: BOARD, qty: 2, toLocationId: loc('CY-01') }] }, chaoyang);
    expect(req.fromWarehouseId).toBe(NORTH);
    await ok('spStockRequest/submit', { id: req.id }, chaoyang);
    // The outlet cannot grant its own request.
    expect((await call('spStockRequest/approve', { id: req.id }, chaoyang)).statusCode).toBe(403);
    const before = await balance(NORTH, BOARD, loc('N-01-01'));
    const approved = await ok('spStockRequest/approve', { id: req.id }, centre);
    expect(approved.status).toBe('approved');
    const made = await ok('spWhtowhHead/getDetail', { id: approved.linkedDocId }, chaoyang);
    expect(made).toMatchObject({ status: 'audit', fromWarehouseId: NORTH, toWarehouseId: CY, linkedDocId: req.id });
    expect(made.lines[0]).toMatchObject({ partsId: BOARD, qty: 2, fromLocationId: loc('N-01-01'), toLocationId: loc('CY-01') });
    // Each names the other by its number; each side is offered only what it may do: the centre ships, the outlet waits.
    expect(made.refLabels.linkedDocId).toBe(req.docNo);
    expect((await ok('spStockRequest/getDetail', { id: req.id }, chaoyang)).refLabels.linkedDocId).toBe(made.docNo);
    expect(made.actions).toEqual([]);
    expect((await ok('spWhtowhHead/getDetail', { id: made.id }, centre)).actions).toEqual(['reject', 'cancel', 'ship']);
    expect(await balance(NORTH, BOARD, loc('N-01-01'))).toEqual({ ...before, available: before.available - 2, reserved: before.reserved + 2 });
    // A request is rejected with a reason and may be submitted again.
    const other = await ok('spStockRequest/add', { docType: 'request', toWarehouseId: CY, lines: [{ partsId: BOARD, qty: 1 }] }, chaoyang);
    await ok('spStockRequest/submit', { id: other.id }, chaoyang);
    expect((await call('spStockRequest/reject', { id: other.id }, centre)).statusCode).toBe(400);
    expect(await ok('spStockRequest/reject', { id: other.id, reason: 'enough stock' }, centre)).toMatchObject({ status: 'rejected' });
    // An outlet cannot ask on behalf of a warehouse it does not see.
    expect((await call('spStockRequest/add', { docType: 'request', toWarehouseId: EAST, lines: [{ partsId: BOARD, qty: 1 }] }, chaoyang)).json().objx[0].field).toBe('toWarehouseId');
  });

  it('shows each caller only the documents, balances and movements of the warehouses in their organisation scope', async () => {
    const list = async (path: string, headers: Record<string, string>, body: Payload = {}) => (await ok(path, { current: 1, size: 500, ...body }, headers)).records as Payload[];
    const touches = (rows: Payload[], ids: number[]) => rows.every((r) => ids.includes(Number(r.fromWarehouseId)) || ids.includes(Number(r.toWarehouseId)));
    const toEast = await transfer([{ partsId: HEATER, qty: 1, fromLocationId: loc('A-02-01') }], HQ, EAST);
    const all = await list('spWhtowhHead/getListPage', admin);
    const ofHaidian = await list('spWhtowhHead/getListPage', haidian);
    const ofChaoyang = await list('spWhtowhHead/getListPage', chaoyang);
    const ofCentre = await list('spWhtowhHead/getListPage', centre);
    expect(touches(ofHaidian, [HD])).toBe(true);
    expect(ofChaoyang.length).toBeGreaterThan(0);
    expect(touches(ofChaoyang, [CY, HD])).toBe(true);
    expect(ofCentre.length).toBeGreaterThan(ofChaoyang.length);
    expect(touches(ofCentre, [NORTH, CY, HD])).toBe(true);
    expect(all.map((r) => r.id)).toContain(toEast.id);
    expect(ofCentre.map((r) => r.id)).not.toContain(toEast.id);
    // A status tab and a warehouse filter.
    const inAudit = await list('spWhtowhHead/getListPage', admin, { filters: { status: 'audit' } });
    expect(inAudit.length).toBeGreaterThan(0);
    expect(inAudit.every((r) => r.status === 'audit')).toBe(true);
    const toCy = await list('spWhtowhHead/getListPage', admin, { filters: { toWarehouseId: String(CY) } });
    expect(toCy.every((r) => r.toWarehouseId === CY)).toBe(true);
    // A number and a date range.
    expect((await list('spWhtowhHead/getListPage', admin, { filters: { docNo: toEast.docNo } })).map((r) => r.id)).toEqual([toEast.id]);
    expect(await list('spWhtowhHead/getListPage', admin, { filters: { createdAt: '2000-01-01 00:00:00,2000-12-31 23:59:59' } })).toEqual([]);
    expect((await list('spWhtowhHead/getListPage', admin, { filters: { createdAt: '2000-01-01 00:00:00,2999-12-31 23:59:59' } })).length).toBe(all.length);
    const badDate = await call('spWhtowhHead/getListPage', { filters: { shippedAt: 'yesterday,today' } });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().msg).toContain('filters.shippedAt');
    // The balance and the movements refuse a filter that is not a number or a date the same way, naming it.
    for (const [path, filters, field] of [
      ['partsBalance/getListPage', { warehouseId: 'abc' }, 'filters.warehouseId'],
      ['spStockMove/getListPage', { partsId: '1x' }, 'filters.partsId'],
      ['spStockMove/getListPage', { createdAt: 'yesterday,today' }, 'filters.createdAt'],
    ] as const) {
      const bad = await call(path, { filters });
      expect(bad.statusCode, path).toBe(400);
      expect(bad.json().msg, path).toContain(field);
    }
    // Another kind's documents are not in this kind's grid.
    expect((await list('spPartsInHeader/getListPage', admin)).every((r) => String(r.docNo).startsWith('RK'))).toBe(true);
    // The outlet sees a transfer of the centre's it is not part of as missing.
    const centreOnly = all.find((r) => r.fromWarehouseId === HQ && r.toWarehouseId === NORTH)!;
    expect((await call('spWhtowhHead/getById', { id: centreOnly.id }, chaoyang)).statusCode).toBe(404);

    const balances = await list('partsBalance/getListPage', chaoyang);
    expect(balances.length).toBeGreaterThan(0);
    expect(balances.every((b) => [CY, HD].includes(Number(b.warehouseId)))).toBe(true);
    expect(balances[0]).toHaveProperty('onHand');
    const everywhere = await list('partsBalance/getListPage', admin, { filters: { partsCode: 'P-MB-RF' } });
    expect(new Set(everywhere.map((b) => b.partsCode))).toEqual(new Set(['P-MB-RF']));
    // The network inventory: what every outlet holds, for the centre those of its region.
    const network = await list('partsBalance/getListPage', centre, { filters: { warehouseType: 'asc' } });
    expect(new Set(network.map((b) => Number(b.warehouseId)))).toEqual(new Set([CY, HD]));
    const fullest = await list('partsBalance/getListPage', admin, { sort: 'onHand', order: 'desc' });
    expect(fullest.map((b) => Number(b.onHand))).toEqual(fullest.map((b) => Number(b.onHand)).sort((a, b) => b - a));
    const low = await list('partsBalance/getListPage', admin, { filters: { belowSafety: 'true' } });
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((b) => b.belowSafety === true && Number(b.onHand) < Number(b.safetyStock))).toBe(true);

    // Another tenant sees none of this tenant's stock, movements or items.
    expect(await list('partsBalance/getListPage', admin2)).toEqual([]);
    expect(await list('spStockMove/getListPage', admin2)).toEqual([]);
    expect(await list('spWhtowhHead/getListPage', admin2)).toEqual([]);
    const moves = await list('spStockMove/getListPage', haidian, { filters: { partsId: String(BOARD) } });
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.partsId === BOARD && (m.fromWarehouseId === HD || m.toWarehouseId === HD))).toBe(true);
    const newestFirst = await list('spStockMove/getListPage', admin, { filters: { warehouseId: String(HQ) } });
    expect(newestFirst.map((m) => Number(m.id))).toEqual(newestFirst.map((m) => Number(m.id)).sort((a, b) => b - a));
  });
});
