/**
 * Completion consumes the parts (issue 16) over HTTP: an order whose application was received is completed with the
 * part on its parts lines and the outlet's shelf gives it up (a consume movement of the order); a part no
 * application brought is not consumed; a completion refused at audit and redone with fewer parts gives the
 * difference back (unconsume); an outlet that no longer holds the parts refuses the completion and nothing is
 * written. The ledger stays sound.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { postMoves } from '../src/modules/stock/ledger.service.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, parties, tomorrow } from './order-fixtures.ts';

type Payload = Record<string, unknown>;

describe('completion consumes the parts', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const everyone = await parties(t, EN);
  const { admin, centre, chaoyang, wang } = everyone;
  const call = (path: string, payload: unknown, headers: typeof admin = admin) => t.request({ method: 'POST', url: `/basic/${path}`, headers, payload: payload as object });
  const ok = async (path: string, payload: unknown, headers: typeof admin = admin) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const A = (verb: string) => `spPartsApplyHeader/${verb}`;
  const { atChaoyang } = orderFixtures(t);

  const one = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;
  const code = (table: typeof s.basParts | typeof s.basWarehouse | typeof s.basFaultSymptom | typeof s.basFaultReason | typeof s.basFixMethod, c: string) =>
    one(db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, 1), eq(table.code, c))));
  const BOARD = await code(s.basParts, 'P-MB-35GW');
  const OUT = await code(s.basParts, 'P-MB-OUT');
  const HEATER = await code(s.basParts, 'P-MB-WH');
  const CY = await code(s.basWarehouse, 'WH-ASC-BJ-CY');
  const boardTree = { faultSymptomId: await code(s.basFaultSymptom, 'FS-NOPOWER'), faultReasonId: await code(s.basFaultReason, 'FR-BOARD'), fixMethodId: await code(s.basFixMethod, 'FM-BOARD') };
  const firstId = (table: typeof s.basServiceType | typeof s.basItemCategory) => one(db.select({ id: table.id }).from(table).where(eq(table.tenantId, 1)).limit(1));

  /** What the outlet's shelf (location 0) holds of a part. */
  const shelf = async (partsId: number) => {
    const [row] = await db
      .select({ available: sql<number>`coalesce(sum(available), 0)::int` })
      .from(s.spStockBalance)
      .where(and(eq(s.spStockBalance.tenantId, 1), eq(s.spStockBalance.warehouseId, CY), eq(s.spStockBalance.locationId, 0), eq(s.spStockBalance.partsId, partsId)));
    return row.available;
  };
  const orderMoves = (orderId: number) =>
    db
      .select({ moveType: s.spStockMove.moveType, partsId: s.spStockMove.partsId, qty: s.spStockMove.qty, from: s.spStockMove.fromWarehouseId, to: s.spStockMove.toWarehouseId })
      .from(s.spStockMove)
      .where(and(eq(s.spStockMove.tenantId, 1), eq(s.spStockMove.docType, 'order'), eq(s.spStockMove.docId, orderId)))
      .orderBy(s.spStockMove.id);
  const status = async (id: number) => (await db.select({ status: s.soOrder.status }).from(s.soOrder).where(eq(s.soOrder.id, id)))[0].status;

  /**
   * An order of the Chaoyang outlet with engineer Wang whose application of these lines was approved, shipped (the
   * first line under these barcodes, when given) and received, booked again (1100).
   */
  async function partsArrived(lines: Payload[], barcodes?: string[]): Promise<number> {
    const id = await atChaoyang(everyone, { urgency: '1', customerName: '李女士', phone: '13912345679', address: '朝阳区望京街 2 号' });
    const row = await ok(A('add'), { orderId: id, lines }, wang);
    await ok(A('submit'), { id: row.id }, wang);
    await ok(A('approve'), { id: row.id }, centre);
    await ok(A('approve'), { id: row.id }, admin);
    const serial = barcodes && { lines: [{ id: (await ok(A('getDetail'), { id: row.id }, centre)).lines[0].id, qty: barcodes.length, barcodes }] };
    await ok(A('ship'), { id: row.id, carrier: 'SF', waybillNumber: `SF-C${row.id}`, ...serial }, centre);
    expect(await ok(A('receive'), { id: row.id }, wang)).toMatchObject({ status: 'received' });
    await ok('siteOrderDeal/book', { id, appointAt: tomorrow() }, wang);
    expect(await status(id)).toBe(1100);
    return id;
  }

  afterAll(async () => {
    expect((await ok('partsBalance/checkLedger', {})).differences).toEqual([]);
  });

  it('consumes what was received and is on the parts lines, not a part no application brought, and gives back what a redone completion no longer uses', async () => {
    const id = await partsArrived([
      { partsId: BOARD, qty: 1 },
      { partsId: OUT, qty: 1 },
    ]);
    const before = { board: await shelf(BOARD), out: await shelf(OUT), heater: await shelf(HEATER) };
    // Two boards on the lines, one received: one is consumed; the heater came from elsewhere and stays put.
    const done = await ok('soOrderHandle/complete', { id, ...boardTree, parts: [{ partsId: BOARD, quantity: 2 }, { partsId: OUT, quantity: 1 }, { partsId: HEATER, quantity: 1 }] }, wang);
    expect(done.status).toBe(1110);
    expect(await shelf(BOARD)).toBe(before.board - 1);
    expect(await shelf(OUT)).toBe(before.out - 1);
    expect(await shelf(HEATER)).toBe(before.heater);
    const consumed = [
      { moveType: 'consume', partsId: BOARD, qty: 1, from: CY, to: null },
      { moveType: 'consume', partsId: OUT, qty: 1, from: CY, to: null },
    ];
    expect(await orderMoves(id)).toEqual(consumed);

    // The outlet's confirmation refuses it: the work reopens (1100) and nothing moves until it is completed again,
    // now without the outdoor board, which goes back on the shelf.
    expect(await ok('soOrderHandle/auditReject', { id, reason: '换件不对' }, chaoyang)).toMatchObject({ status: 1100 });
    expect(await shelf(OUT)).toBe(before.out - 1);
    await ok('soOrderHandle/complete', { id, ...boardTree, parts: [{ partsId: BOARD, quantity: 1 }] }, wang);
    expect(await shelf(BOARD)).toBe(before.board - 1);
    expect(await shelf(OUT)).toBe(before.out);
    expect(await orderMoves(id)).toEqual([...consumed, { moveType: 'unconsume', partsId: OUT, qty: 1, from: null, to: CY }]);
    // Completed again with the same parts: nothing more moves.
    await ok('soOrderHandle/auditReject', { id, reason: '再核对' }, chaoyang);
    await ok('soOrderHandle/complete', { id, ...boardTree, parts: [{ partsId: BOARD, quantity: 1 }] }, wang);
    expect(await orderMoves(id)).toHaveLength(3);
    expect((await ok('partsBalance/checkLedger', {})).differences).toEqual([]);
  });

  it('consumes the saved parts lines on a simple completion too', async () => {
    const id = await partsArrived([{ partsId: BOARD, qty: 1 }]);
    const before = await shelf(BOARD);
    await ok('soOrderHandle/saveResult', { id, ...boardTree, parts: [{ partsId: BOARD, quantity: 1 }] }, wang);
    expect(await shelf(BOARD)).toBe(before);
    expect((await ok('siteOrderDeal/simpleFinishOrder', { id, resultRemark: '更换主板' }, wang)).status).toBe(1110);
    expect(await shelf(BOARD)).toBe(before - 1);
    expect(await orderMoves(id)).toEqual([{ moveType: 'consume', partsId: BOARD, qty: 1, from: CY, to: null }]);
  });

  it("fits a serial part the application shipped only under a barcode its shipment moved, refusing any other on the line's barcode; the item leaves the shelf under its barcode and comes back under it when no longer fitted", async () => {
    const NORTH = await code(s.basWarehouse, 'WH-SC-N');
    const serials = ['SN-OUT-C1', 'SN-OUT-C2', 'SN-OUT-C3'];
    // Registered in the barcode library (the demo company checks barcodes), received at the centre under their barcodes.
    const itemId = await firstId(s.basItemCategory);
    await db.insert(s.basItemBarcode).values(serials.map((serialNo) => ({ tenantId: 1, serialNo, itemId })));
    const centreShelf = { warehouseId: NORTH, locationId: 0, bucket: 'available' as const };
    await t.deps.database.withTenant(1, (tx) => postMoves(tx, 1, null, serials.map((barcode) => ({ moveType: 'purchaseIn' as const, partsId: OUT, qty: 1, barcode, from: null, to: centreShelf, docType: 'test' }))));
    const id = await partsArrived([{ partsId: OUT, qty: 1 }], [serials[0]]);
    const before = await shelf(OUT);
    const complete = (parts: Payload[]) => call('soOrderHandle/complete', { id, ...boardTree, parts }, wang);
    // Another serial of the part (in stock at the centre, never shipped for this order), and no barcode at all.
    const wrong = await complete([
      { partsId: BOARD, quantity: 1 },
      { partsId: OUT, quantity: 1, barcode: serials[2] },
    ]);
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().objx).toEqual([{ field: 'parts.1.barcode', message: `must be a barcode the order's parts applications shipped: ${serials[0]}` }]);
    const none = await call('soOrderHandle/complete', { id, ...boardTree, parts: [{ partsId: OUT, quantity: 1 }] }, { ...wang, 'accept-language': 'zh-CN' });
    expect(none.statusCode).toBe(400);
    expect(none.json().objx).toEqual([{ field: 'parts.0.barcode', message: `须为本工单备件申请发出的条码：${serials[0]}` }]);
    expect(await status(id)).toBe(1100);
    expect(await orderMoves(id)).toEqual([]);
    expect(await shelf(OUT)).toBe(before);
    // The one shipped: completed, and consumed under its barcode (the item is no longer in stock).
    const right = await complete([{ partsId: OUT, quantity: 1, barcode: serials[0] }]);
    expect(right.statusCode, right.body).toBe(200);
    expect(await shelf(OUT)).toBe(before - 1);
    const lastOf = async (barcode: string) =>
      (await db.select({ moveType: s.spStockMove.moveType, to: s.spStockMove.toWarehouseId }).from(s.spStockMove).where(eq(s.spStockMove.barcode, barcode)).orderBy(desc(s.spStockMove.id)).limit(1))[0];
    expect(await lastOf(serials[0])).toEqual({ moveType: 'consume', to: null });
    // Refused at the outlet's confirmation and completed again without it: the item comes back under its barcode.
    await ok('soOrderHandle/auditReject', { id, reason: '换件不对' }, chaoyang);
    await ok('soOrderHandle/complete', { id, ...boardTree, parts: [{ partsId: BOARD, quantity: 1 }] }, wang);
    expect(await lastOf(serials[0])).toEqual({ moveType: 'unconsume', to: CY });
    expect(await shelf(OUT)).toBe(before);
    // A simple completion checks the saved lines the same way.
    const other = await partsArrived([{ partsId: OUT, qty: 1 }], [serials[1]]);
    await ok('soOrderHandle/saveResult', { id: other, ...boardTree, parts: [{ partsId: OUT, quantity: 1, barcode: serials[2] }] }, wang);
    const simple = await call('siteOrderDeal/simpleFinishOrder', { id: other, resultRemark: '更换外机主板' }, wang);
    expect(simple.statusCode, simple.body).toBe(400);
    expect(simple.json().objx).toEqual([{ field: 'parts.0.barcode', message: `must be a barcode the order's parts applications shipped: ${serials[1]}` }]);
    expect(await status(other)).toBe(1100);
  });

  it('refuses the completion when the outlet no longer holds the parts, and writes nothing', async () => {
    const id = await partsArrived([{ partsId: BOARD, qty: 1 }]);
    const held = await shelf(BOARD);
    const shelfSlot = { warehouseId: CY, locationId: 0, bucket: 'available' as const };
    const post = (moveType: 'countLoss' | 'countGain', qty: number) =>
      t.deps.database.withTenant(1, (tx) => postMoves(tx, 1, null, [{ moveType, partsId: BOARD, qty, from: moveType === 'countLoss' ? shelfSlot : null, to: moveType === 'countGain' ? shelfSlot : null }]));
    await post('countLoss', held);
    try {
      const res = await call('soOrderHandle/complete', { id, ...boardTree, parts: [{ partsId: BOARD, quantity: 1 }] }, wang);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().msg).toBe('Not enough P-MB-35GW 空调内机主板 available in 北京朝阳网点仓: 0 there, 1 needed');
      expect(await status(id)).toBe(1100);
      expect(await db.select({ id: s.soOrderPart.id }).from(s.soOrderPart).where(eq(s.soOrderPart.orderId, id))).toEqual([]);
      expect(await orderMoves(id)).toEqual([]);
    } finally {
      await post('countGain', held);
    }
    await ok('soOrderHandle/complete', { id, ...boardTree, parts: [{ partsId: BOARD, quantity: 1 }] }, wang);
    expect(await shelf(BOARD)).toBe(held - 1);
  });
});
