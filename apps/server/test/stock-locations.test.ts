/**
 * Warehouse locations in stock documents (issue 15): a line chooses its location among the enabled locations of its
 * warehouse, listed for the warehouses the caller sees (never another tenant's); the server refuses a location of
 * another warehouse; the detail, the balance and the movements name locations by code (and a name that says more).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';

type Payload = Record<string, unknown>;

describe('warehouse locations', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const admin = { ...(await t.login('admin')), ...EN };
  const centre = { ...(await t.login('centre_north')), ...EN };
  const storekeeper = { ...(await t.login('storekeeper_zhou')), ...EN };
  const chaoyang = { ...(await t.login('outlet_chaoyang')), ...EN };
  const engineer = { ...(await t.login('engineer_wang')), ...EN };
  const admin2 = { ...(await t.login('admin2', { tenantId: 2 })), ...EN };
  const call = (path: string, payload: unknown, headers: Record<string, string> = admin) => t.request({ method: 'POST', url: `/basic/${path}`, headers, payload: payload as object });
  const ok = async (path: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const codesAt = async (warehouseId: number, headers: Record<string, string>) => ((await ok('basWarehouseLocation/getList', { warehouseId }, headers)) as { code: string }[]).map((l) => l.code);

  const warehouses = async (tenantId: number) => new Map((await db.select({ id: s.basWarehouse.id, code: s.basWarehouse.code }).from(s.basWarehouse).where(eq(s.basWarehouse.tenantId, tenantId))).map((w) => [w.code, w.id]));
  const wh = await warehouses(1);
  const wh2 = await warehouses(2);
  const HQ = wh.get('WH-HQ')!;
  const NORTH = wh.get('WH-SC-N')!;
  const EAST = wh.get('WH-SC-E')!;
  const CY = wh.get('WH-ASC-BJ-CY')!;
  const loc = async (warehouseId: number, code: string) =>
    (await db.select({ id: s.basWarehouseLocation.id }).from(s.basWarehouseLocation).where(and(eq(s.basWarehouseLocation.parentId, warehouseId), eq(s.basWarehouseLocation.code, code))))[0].id;
  const [heater] = await db.select({ id: s.basParts.id }).from(s.basParts).where(and(eq(s.basParts.tenantId, 1), eq(s.basParts.code, 'P-MB-WH')));
  const HEATER = heater.id;

  // A shelf whose name says more than its code, and one taken out of use.
  await db.update(s.basWarehouseLocation).set({ name: 'Shelf two' }).where(eq(s.basWarehouseLocation.id, await loc(NORTH, 'N-01-02')));
  await db.insert(s.basWarehouseLocation).values({ tenantId: 1, parentId: NORTH, lineNo: 9, code: 'N-09-09', name: 'N-09-09', enabled: false });

  it('lists the enabled locations of a warehouse in its order, named by code and by a name that says more', async () => {
    expect(await ok('basWarehouseLocation/getList', { warehouseId: NORTH })).toEqual([
      { id: await loc(NORTH, 'N-01-01'), code: 'N-01-01', name: null },
      { id: await loc(NORTH, 'N-01-02'), code: 'N-01-02', name: 'Shelf two' },
    ]);
  });

  it('lists the locations of the warehouses the caller sees, and none of the others', async () => {
    expect(await codesAt(NORTH, centre)).toEqual(['N-01-01', 'N-01-02']);
    expect(await codesAt(CY, centre)).toEqual(['CY-01']);
    expect(await codesAt(EAST, centre)).toEqual([]);
    expect(await codesAt(EAST, storekeeper)).toEqual(['E-01-01', 'E-01-02']);
    expect(await codesAt(NORTH, storekeeper)).toEqual([]);
    expect(await codesAt(CY, chaoyang)).toEqual(['CY-01']);
    expect(await codesAt(HQ, chaoyang)).toEqual([]);
  });

  it("never lists another tenant's locations", async () => {
    expect(await codesAt(wh2.get('WH-SC-N')!, admin2)).toEqual(['N-01-01', 'N-01-02']);
    expect(await codesAt(NORTH, admin2)).toEqual([]);
    expect(await codesAt(wh2.get('WH-SC-N')!, admin)).toEqual([]);
  });

  it('asks for the permission to read warehouses, and for a warehouse', async () => {
    expect((await call('basWarehouseLocation/getList', { warehouseId: CY }, engineer)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/basic/basWarehouseLocation/getList', payload: { warehouseId: CY } })).statusCode).toBe(401);
    expect((await call('basWarehouseLocation/getList', {})).statusCode).toBe(400);
  });

  it("refuses a line's location that is not one of its warehouse's, also when only the header changes", async () => {
    const foreign = await call('spWhtowhHead/add', { docType: 'transfer', fromWarehouseId: HQ, toWarehouseId: NORTH, lines: [{ partsId: HEATER, qty: 1, fromLocationId: await loc(NORTH, 'N-01-01') }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().objx.map((e: { field: string }) => e.field)).toEqual(['lines[0].fromLocationId']);
    const otherTenant = await call('spPartsInHeader/add', { docType: 'purchase', toWarehouseId: HQ, lines: [{ partsId: HEATER, qty: 1, toLocationId: await loc(wh2.get('WH-HQ')!, 'A-02-01') }] });
    expect(otherTenant.statusCode).toBe(400);
    expect(otherTenant.json().objx.map((e: { field: string }) => e.field)).toEqual(['lines[0].toLocationId']);

    const doc = await ok('spWhtowhHead/add', { docType: 'transfer', fromWarehouseId: HQ, toWarehouseId: NORTH, lines: [{ partsId: HEATER, qty: 1, fromLocationId: await loc(HQ, 'A-02-01') }] });
    // Moving the draft to another warehouse leaves its line on a shelf of the first: refused, nothing changed.
    const moved = await call('spWhtowhHead/update', { id: doc.id, fromWarehouseId: EAST });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().objx.map((e: { field: string }) => e.field)).toEqual(['lines[0].fromLocationId']);
    expect(await ok('spWhtowhHead/getDetail', { id: doc.id })).toMatchObject({ fromWarehouseId: HQ, version: 0 });
    await ok('spWhtowhHead/cancel', { id: doc.id, reason: 'test over' });
  });

  it("takes only its kind's document types", async () => {
    const wrong = await call('spWhtowhHead/add', { docType: 'purchase', fromWarehouseId: HQ, toWarehouseId: NORTH, lines: [{ partsId: HEATER, qty: 1 }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().objx).toEqual([{ field: 'docType', message: 'is not one of its options' }]);
    expect((await call('spPartsInHeader/add', { docType: 'issue', toWarehouseId: HQ, lines: [{ partsId: HEATER, qty: 1 }] })).json().objx).toEqual([{ field: 'docType', message: 'is not one of its options' }]);
  });

  it('names locations by code in the detail, the balance and the movements, and none (0) by nothing', async () => {
    const shelf = await loc(HQ, 'A-02-01');
    const doc = await ok('spWhtowhHead/add', {
      docType: 'transfer',
      fromWarehouseId: HQ,
      toWarehouseId: NORTH,
      lines: [{ partsId: HEATER, qty: 1, fromLocationId: shelf, toLocationId: await loc(NORTH, 'N-01-02') }],
    });
    const detail = await ok('spWhtowhHead/getDetail', { id: doc.id });
    expect(detail.refLabels).toMatchObject({ fromWarehouseId: expect.stringContaining('WH-HQ'), toWarehouseId: expect.stringContaining('WH-SC-N') });
    expect(detail.lines[0].refLabels).toEqual({ partsId: expect.stringContaining('P-MB-WH'), fromLocationId: 'A-02-01', toLocationId: 'N-01-02 Shelf two' });
    // The generic read the form edits from names them alike.
    expect((await ok('spWhtowhHead/getById', { id: doc.id })).lines[0].refLabels).toMatchObject({ fromLocationId: 'A-02-01', toLocationId: 'N-01-02 Shelf two' });

    await ok('spWhtowhHead/submit', { id: doc.id });
    await ok('spWhtowhHead/ship', { id: doc.id, carrier: 'SF', waybillNumber: 'SF-LOC-1' });
    // Newest first: the shipment into the centre's transit, which has no location (0), then the reservation.
    const moves = (await ok('spStockMove/getListPage', { filters: { docId: String(doc.id) } })).records as Payload[];
    expect(moves.map((m) => [m.moveType, m.toLocationId, m.refLabels])).toEqual([
      ['transferOut', 0, { partsId: expect.stringContaining('P-MB-WH'), fromWarehouseId: expect.stringContaining('WH-HQ'), fromLocationId: 'A-02-01', toWarehouseId: expect.stringContaining('WH-SC-N') }],
      ['reserve', shelf, { partsId: expect.stringContaining('P-MB-WH'), fromWarehouseId: expect.stringContaining('WH-HQ'), fromLocationId: 'A-02-01', toWarehouseId: expect.stringContaining('WH-HQ'), toLocationId: 'A-02-01' }],
    ]);

    const balance = (await ok('partsBalance/getListPage', { filters: { warehouseId: String(HQ), partsCode: 'P-MB-WH' } })).records as Payload[];
    expect(balance.find((b) => b.locationId === shelf)?.refLabels).toEqual({ locationId: 'A-02-01' });
    const transit = (await ok('partsBalance/getListPage', { filters: { warehouseId: String(NORTH), partsCode: 'P-MB-WH' } })).records as Payload[];
    expect(transit.map((b) => [b.locationId, b.transit, b.refLabels])).toEqual([[0, 1, {}]]);
  });
});
