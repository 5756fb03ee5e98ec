/**
 * Parts applications over HTTP (issue 16): the path order → application → approval (reserve) → shipments → receipt,
 * with the order's parts steps moving along and the ledger sound; each submission rule's refusal; every command
 * refused in the wrong state, for another tenant, without the permission and on a stale version; the data scope.
 */
import { PARTS_APPLY_STATUSES } from '@as/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import type { RealtimeEvent } from '../src/platform/realtime/event-bus.ts';
import { localBus } from '../src/platform/realtime/event-bus.ts';
import { accountOf, checkAccounts, postFlows } from '../src/modules/settlement/index.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, parties } from './order-fixtures.ts';

type Payload = Record<string, unknown>;

describe('parts applications', async () => {
  const events = localBus();
  const heard: RealtimeEvent[] = [];
  events.subscribe((e) => heard.push(e));
  const t = await createTestApp({}, { events });
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const everyone = await parties(t, EN);
  const { admin, centre, chaoyang, haidian, wang, admin2 } = everyone;
  const storekeeper = { ...(await t.login('storekeeper_zhou')), ...EN };
  const call = (path: string, payload: unknown, headers: Record<string, string> = admin) => t.request({ method: 'POST', url: `/basic/${path}`, headers, payload: payload as object });
  const ok = async (path: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const refused = async (path: string, payload: unknown, headers: Record<string, string>, status: number) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json().msg as string;
  };
  const A = (verb: string) => `spPartsApplyHeader/${verb}`;
  const { atChaoyang } = orderFixtures(t);

  const one = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;
  const part = (code: string) => one(db.select({ id: s.basParts.id }).from(s.basParts).where(and(eq(s.basParts.tenantId, 1), eq(s.basParts.code, code))));
  const warehouse = (code: string) => one(db.select({ id: s.basWarehouse.id }).from(s.basWarehouse).where(and(eq(s.basWarehouse.tenantId, 1), eq(s.basWarehouse.code, code))));
  const BOARD = await part('P-MB-35GW');
  const OUT = await part('P-MB-OUT');
  const HEATER = await part('P-MB-WH');
  const NORTH = await warehouse('WH-SC-N');
  const CY = await warehouse('WH-ASC-BJ-CY');
  const siteId = await one(db.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, 1), eq(s.snSite.code, 'ASC-BJ-CY'))));

  /** Where a part is in a warehouse, over all its locations. */
  const stock = async (warehouseId: number, partsId: number) => {
    const [row] = await db
      .select({ available: sql<number>`coalesce(sum(available), 0)::int`, reserved: sql<number>`coalesce(sum(reserved), 0)::int`, transit: sql<number>`coalesce(sum(transit), 0)::int` })
      .from(s.spStockBalance)
      .where(and(eq(s.spStockBalance.tenantId, 1), eq(s.spStockBalance.warehouseId, warehouseId), eq(s.spStockBalance.partsId, partsId)));
    return row;
  };
  const order = async (id: number) => (await db.select({ status: s.soOrder.status, parts: s.soOrder.parts, version: s.soOrder.version }).from(s.soOrder).where(eq(s.soOrder.id, id)))[0];
  const detail = (id: number, headers = admin) => ok(A('getDetail'), { id }, headers);

  /** An order of the Chaoyang outlet with engineer Wang, booked (status 1040, on site). */
  async function onSite(): Promise<number> {
    const id = await atChaoyang(everyone, { urgency: '1', customerName: '李女士', phone: '13912345679', address: '朝阳区望京街 2 号' });
    return id;
  }
  const apply = (lines: Payload[], extra: Payload = {}, headers = wang) => ok(A('add'), { lines, ...extra }, headers);
  /** Submitted by the engineer and approved by the centre, then headquarters. */
  const approved = async (orderId: number, lines: Payload[]) => {
    const row = await apply(lines, { orderId });
    await ok(A('submit'), { id: row.id }, wang);
    await ok(A('approve'), { id: row.id }, centre);
    await ok(A('approve'), { id: row.id }, admin);
    return row;
  };

  afterAll(async () => {
    // After everything this file did, the tenant's ledger is sound.
    expect((await ok('partsBalance/checkLedger', {})).differences).toEqual([]);
  });

  it('starts from demo applications in every status but settled, one order waiting for its parts, and a sound ledger', async () => {
    const rows = await db.select({ status: s.spPartsApply.status, delivery: s.spPartsApply.delivery, orderId: s.spPartsApply.orderId }).from(s.spPartsApply).where(eq(s.spPartsApply.tenantId, 1));
    expect([...new Set(rows.map((r) => r.status))].sort()).toEqual(PARTS_APPLY_STATUSES.filter((x) => x !== 'settled').sort());
    const partial = rows.find((r) => r.delivery === 'partial')!;
    expect(await order(partial.orderId!)).toMatchObject({ status: 1080, parts: 'delivering' });
    expect((await ok('partsBalance/checkLedger', {})).differences).toEqual([]);
  });

  it('walks an order through its parts: applied 1050, audited 1060 with the stock reserved, shipped in two parts 1080, received 1090', async () => {
    const orderId = await onSite();
    const before = { board: await stock(NORTH, BOARD), out: await stock(NORTH, OUT) };
    const row = await apply([
      { partsId: BOARD, qty: 1, fault: 'no power' },
      { partsId: OUT, qty: 1 },
    ], { orderId });
    expect(row).toMatchObject({ status: 'draft', delivery: 'undelivered', version: 0 });
    expect(row.applyNo).toMatch(/^SA\d{12}$/);
    let d = await detail(row.id, wang);
    expect(d).toMatchObject({ orderNo: expect.stringMatching(/^SO/), warehouseId: CY, supplyWarehouseId: NORTH, amount: '0.00' });

    expect(await ok(A('submit'), { id: row.id, version: 0 }, wang)).toMatchObject({ status: 'applied' });
    expect(await order(orderId)).toMatchObject({ status: 1050, parts: 'requested' });
    d = await detail(row.id, wang);
    // A primary outlet pays level 1 prices (180.00 and 210.00), copied at submission.
    expect(d).toMatchObject({ applyType: 'sales', priceLevel: 'level1', amount: '390.00' });
    expect(d.lines.map((l: Payload) => [l.partsCode, l.unitPrice, l.amount])).toEqual([
      ['P-MB-35GW', '180.00', '180.00'],
      ['P-MB-OUT', '210.00', '210.00'],
    ]);

    // The centre's approval is the process's first step: the application waits for headquarters'.
    expect(await ok(A('approve'), { id: row.id }, centre)).toMatchObject({ status: 'applied' });
    expect(await ok(A('approve'), { id: row.id }, admin)).toMatchObject({ status: 'audited' });
    expect(await order(orderId)).toMatchObject({ status: 1060, parts: 'evaluating' });
    expect(await stock(NORTH, BOARD)).toEqual({ ...before.board, available: before.board.available - 1, reserved: before.board.reserved + 1 });
    d = await detail(row.id);
    expect(d.lines.map((l: Payload) => [l.reservedQty, l.purchaseNeed])).toEqual([
      [1, 0],
      [1, 0],
    ]);

    // Shipping names the carrier and waybill; a line ships at most what is left of it.
    expect(await refused(A('ship'), { id: row.id }, centre, 400)).toContain('carrier');
    const [boardLine, outLine] = d.lines;
    expect(await refused(A('ship'), { id: row.id, carrier: 'SF', waybillNumber: 'SF1', lines: [{ id: boardLine.id, qty: 2 }] }, centre, 400)).toContain('cannot exceed the 1 reserved and not yet shipped');
    expect(await ok(A('ship'), { id: row.id, carrier: 'SF', waybillNumber: 'SF1', lines: [{ id: boardLine.id, qty: 1 }] }, centre)).toMatchObject({ status: 'shipped', delivery: 'partial' });
    expect(await order(orderId)).toMatchObject({ status: 1080, parts: 'delivering' });
    expect(await stock(NORTH, BOARD)).toEqual({ ...before.board, available: before.board.available - 1 });
    expect((await stock(CY, BOARD)).transit).toBeGreaterThanOrEqual(1);

    // The engineer receives what came; the rest ships; then everything is received.
    const cyBefore = await stock(CY, BOARD);
    expect(await ok(A('receive'), { id: row.id, lines: [{ id: boardLine.id, qty: 1 }] }, wang)).toMatchObject({ status: 'shipped', delivery: 'partial' });
    expect(await stock(CY, BOARD)).toEqual({ ...cyBefore, available: cyBefore.available + 1, transit: cyBefore.transit - 1 });
    expect(await refused(A('receive'), { id: row.id, lines: [{ id: outLine.id, qty: 1 }] }, wang, 400)).toContain('cannot exceed the 0 shipped and not yet received');
    expect(await ok(A('ship'), { id: row.id, carrier: 'SF', waybillNumber: 'SF2' }, centre)).toMatchObject({ status: 'shipped', delivery: 'full' });
    expect(await order(orderId)).toMatchObject({ status: 1080 });
    heard.length = 0;
    expect(await ok(A('receive'), { id: row.id }, wang)).toMatchObject({ status: 'received', delivery: 'full' });
    expect(await order(orderId)).toMatchObject({ status: 1090, parts: 'received' });
    expect(await stock(NORTH, OUT)).toEqual({ ...before.out, available: before.out.available - 1 });
    // The order's engineer hears that his parts arrived.
    const wangId = await one(db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, 'engineer_wang')));
    expect(heard.filter((e) => e.type === 'partsApply').map((e) => [e.userId, (e.data as Payload).applyNo])).toEqual([[wangId, row.applyNo]]);

    d = await detail(row.id, wang);
    expect(d.history.map((h: Payload) => h.action)).toEqual(['create', 'submit', 'approve', 'ship', 'receive', 'ship', 'receive']);
    expect(d.actions).toEqual([]);
    expect((await ok(A('getByOrder'), { orderId }, wang)).map((a: Payload) => a.id)).toEqual([row.id]);
    expect((await ok('partsBalance/checkLedger', {})).differences).toEqual([]);
  });

  it('offers each caller only the buttons it may press: the applicant edits and withdraws, the current approver decides, the supplier ships', async () => {
    const orderId = await onSite();
    const row = await apply([{ partsId: BOARD, qty: 1 }], { orderId });
    const actions = async (headers: typeof wang) => ((await detail(row.id, headers)).actions as string[]).sort();
    expect(await actions(wang)).toEqual(['cancel', 'submit']);
    expect(await actions(centre)).toEqual([]);
    await ok(A('submit'), { id: row.id }, wang);
    // Under approval: the centre's step first; the initiator may withdraw it, the outlet (not its initiator) may not.
    expect(await actions(wang)).toEqual(['cancel']);
    expect(await actions(chaoyang)).toEqual([]);
    expect(await actions(centre)).toEqual(['approve', 'reject']);
    expect(await actions(admin)).toEqual([]);
    await ok(A('approve'), { id: row.id }, centre);
    expect(await actions(centre)).toEqual([]);
    expect(await actions(admin)).toEqual(['approve', 'reject']);
    await ok(A('approve'), { id: row.id }, admin);
    // Approved: the supplier's side ships, the applicant may still cancel.
    expect(await actions(centre)).toEqual(['ship']);
    expect(await actions(wang)).toEqual(['cancel']);
    await ok(A('cancel'), { id: row.id, reason: 'no longer needed' }, wang);
  });

  it('keeps the order\'s parts steps off its own endpoints', async () => {
    for (const action of ['requestParts', 'evaluateParts', 'deliverParts', 'rejectParts', 'receiveParts']) expect((await call(`soOrderHandle/${action}`, { id: 1 })).statusCode, action).toBe(404);
  });

  it('approves what the supplier has and leaves the rest a purchase need, reserved when stock arrives before shipping', async () => {
    const orderId = await onSite();
    // The northern centre holds no water-heater board.
    expect((await stock(NORTH, HEATER)).available).toBe(0);
    const row = await approved(orderId, [{ partsId: HEATER, qty: 1 }]);
    const [line] = (await detail(row.id)).lines;
    expect(line).toMatchObject({ reservedQty: 0, purchaseNeed: 1 });
    expect(await refused(A('ship'), { id: row.id, carrier: 'SF', waybillNumber: 'SF3', lines: [{ id: line.id, qty: 1 }] }, centre, 409)).toContain('Not enough');
    // Stock arrives at the centre: shipping reserves it first.
    const arrived = await ok('spPartsInHeader/add', { docType: 'purchase', toWarehouseId: NORTH, lines: [{ partsId: HEATER, qty: 1 }] });
    await ok('spPartsInHeader/submit', { id: arrived.id });
    await ok('spPartsInHeader/approve', { id: arrived.id });
    const [inLine] = (await ok('spPartsInHeader/getDetail', { id: arrived.id })).lines;
    await ok('spPartsInHeader/receive', { id: arrived.id, lines: [{ id: inLine.id, qty: 1 }] });
    expect(await ok(A('ship'), { id: row.id, carrier: 'SF', waybillNumber: 'SF3', lines: [{ id: line.id, qty: 1 }] }, centre)).toMatchObject({ delivery: 'full' });
    expect(await stock(NORTH, HEATER)).toMatchObject({ available: 0, reserved: 0 });
  });

  /** Serial-numbered items of a part received into a warehouse by a purchase stock-in, one line each. */
  const purchased = async (warehouseId: number, partsId: number, barcodes: string[]) => {
    const doc = await ok('spPartsInHeader/add', { docType: 'purchase', toWarehouseId: warehouseId, lines: barcodes.map((barcode) => ({ partsId, qty: 1, barcode })) });
    await ok('spPartsInHeader/submit', { id: doc.id });
    await ok('spPartsInHeader/approve', { id: doc.id });
    const { lines } = await ok('spPartsInHeader/getDetail', { id: doc.id });
    await ok('spPartsInHeader/receive', { id: doc.id, lines: lines.map((l: Payload) => ({ id: l.id, qty: 1 })) });
  };
  /** Where the ledger has a serial item now: its last movement's type, warehouse and bucket. */
  const itemAt = async (barcode: string) => {
    const [last] = await db
      .select({ moveType: s.spStockMove.moveType, warehouseId: s.spStockMove.toWarehouseId, bucket: s.spStockMove.toBucket, docType: s.spStockMove.docType })
      .from(s.spStockMove)
      .where(and(eq(s.spStockMove.tenantId, 1), eq(s.spStockMove.barcode, barcode)))
      .orderBy(sql`${s.spStockMove.id} desc`)
      .limit(1);
    return last;
  };

  it('ships a part the supplier holds under barcodes one barcode per unit, refusing a wrong count, a repeat and an item not on its free shelf; the items arrive under their barcodes', async () => {
    const HQ = await warehouse('WH-HQ');
    const [a, b, c, d, e] = ['SN-OUT-A', 'SN-OUT-B', 'SN-OUT-C', 'SN-OUT-D', 'SN-OUT-E'];
    await purchased(NORTH, OUT, [a, b, c, e]);
    await purchased(HQ, OUT, [d]);
    // The outlet's own application (the outdoor board is replaced once per order), above its minimum order amount.
    const row = await apply([{ partsId: OUT, qty: 3 }], {}, chaoyang);
    await ok(A('submit'), { id: row.id }, chaoyang);
    await ok(A('approve'), { id: row.id }, centre);
    await ok(A('approve'), { id: row.id }, admin);
    const before = await stock(NORTH, OUT);
    // The shipper is offered the items on the supplier's free shelf; the applicant, who does not ship, is not.
    let [line] = (await detail(row.id, centre)).lines;
    expect(line.stockBarcodes).toEqual([a, b, c, e]);
    expect(line.barcodes).toEqual([]);
    expect((await detail(row.id, chaoyang)).lines[0].stockBarcodes).toEqual([]);

    const { version } = await detail(row.id);
    const shipAt = (lines: Payload[], headers = centre) => call(A('ship'), { id: row.id, version, carrier: 'SF', waybillNumber: 'SF-SN1', ...(lines.length ? { lines } : {}) }, headers);
    const errorsOf = async (lines: Payload[], headers = centre) => {
      const res = await shipAt(lines, headers);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().objx;
    };
    // Everything reserved by default, or the line as a quantity: the part is serial at the supplier, so one barcode per unit.
    expect(await errorsOf([])).toEqual([{ field: 'lines[0].barcodes', message: 'needs one barcode per unit shipped: 3' }]);
    expect(await errorsOf([{ id: line.id, qty: 3, barcodes: [a] }])).toEqual([{ field: 'lines[0].barcodes', message: 'needs one barcode per unit shipped: 3' }]);
    expect(await errorsOf([{ id: line.id, qty: 3, barcodes: [a, a, b] }])).toEqual([{ field: 'lines[0].barcodes[1]', message: 'barcode SN-OUT-A is given twice' }]);
    expect(await errorsOf([{ id: line.id, qty: 3, barcodes: [a, b, 'SN-NOWHERE'] }])).toEqual([{ field: 'lines[0].barcodes[2]', message: 'item SN-NOWHERE is not in stock' }]);
    // A compressor of the demo at the centre; an indoor board in stock at headquarters; one already on its way to the outlet.
    expect(await errorsOf([{ id: line.id, qty: 3, barcodes: ['SN-COMP35-0002', d, a] }])).toEqual([
      { field: 'lines[0].barcodes[0]', message: 'item SN-COMP35-0002 is part P-COMP-35 变频压缩机' },
      { field: 'lines[0].barcodes[1]', message: 'item SN-OUT-D is in 总部中心仓 (available), not available at 华北中心仓' },
    ]);
    expect(await errorsOf([{ id: line.id, qty: 3, barcodes: [a, d, b] }], { ...centre, 'accept-language': 'zh-CN' })).toEqual([
      { field: 'lines[0].barcodes[1]', message: '条码SN-OUT-D的备件在总部中心仓（可用），不是华北中心仓的可用库存' },
    ]);
    // Refused whole: nothing moved, nothing changed.
    expect(await stock(NORTH, OUT)).toEqual(before);
    expect((await detail(row.id)).version).toBe(version);

    // One per unit, from the free shelf: the reservation goes back as the items leave, and they are on their way.
    const shipped = await shipAt([{ id: line.id, qty: 3, barcodes: [b, a, e] }]);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().objx).toMatchObject({ status: 'shipped', delivery: 'full' });
    expect(await stock(NORTH, OUT)).toEqual({ ...before, reserved: before.reserved - 3 });
    expect(await itemAt(a)).toEqual({ moveType: 'transferOut', warehouseId: CY, bucket: 'transit', docType: 'apply' });
    expect(await itemAt(c)).toMatchObject({ moveType: 'purchaseIn', warehouseId: NORTH, bucket: 'available' });
    let d2 = await detail(row.id, chaoyang);
    [line] = d2.lines;
    expect(line).toMatchObject({ shippedQty: 3, barcodes: [b, a, e], stockBarcodes: [] });
    expect(d2.history.at(-1).detail.lines).toEqual([{ id: line.id, qty: 3, barcodes: [b, a, e] }]);
    expect((await detail(row.id, centre)).actions).toEqual([]);

    // Received one at a time, in the order shipped: each item arrives under its barcode.
    await ok(A('receive'), { id: row.id, lines: [{ id: line.id, qty: 1 }] }, chaoyang);
    expect(await itemAt(b)).toEqual({ moveType: 'transferIn', warehouseId: CY, bucket: 'available', docType: 'apply' });
    expect(await itemAt(a)).toMatchObject({ moveType: 'transferOut', bucket: 'transit' });
    expect(await ok(A('receive'), { id: row.id }, chaoyang)).toMatchObject({ status: 'received' });
    expect(await itemAt(a)).toEqual({ moveType: 'transferIn', warehouseId: CY, bucket: 'available', docType: 'apply' });
    d2 = await detail(row.id, chaoyang);
    expect(d2.lines[0].receivedQty).toBe(3);
    expect((await ok('partsBalance/checkLedger', {})).differences).toEqual([]);
  });

  it('refuses each rule of submission with its message', async () => {
    const orderId = await onSite();
    const submit = async (lines: Payload[], extra: Payload = {}, headers = wang) => refused(A('submit'), { id: (await apply(lines, extra, headers)).id }, headers, 409);
    // The board may be replaced once per order (maxReplace 1).
    expect(await submit([{ partsId: BOARD, qty: 2 }], { orderId })).toBe('Part 空调内机主板 (P-MB-35GW) may be replaced at most 1 times per order; this order would have 2');
    await db.update(s.basParts).set({ supplyStatus: 'stopped' }).where(eq(s.basParts.id, OUT));
    expect(await submit([{ partsId: OUT, qty: 1 }], { orderId })).toBe('Part 空调外机主板 (P-MB-OUT) is no longer supplied and cannot be applied for');
    await db.update(s.basParts).set({ supplyStatus: 'normal' }).where(eq(s.basParts.id, OUT));
    const outlet = (values: Partial<typeof s.snSite.$inferInsert>) => db.update(s.snSite).set(values).where(eq(s.snSite.id, siteId));
    await outlet({ maxPartsPerOrder: 1 });
    expect(await submit([{ partsId: BOARD, qty: 1 }, { partsId: OUT, qty: 1 }], { orderId })).toBe('An application may ask for at most 1 parts; this one asks for 2');
    await outlet({ maxPartsPerOrder: 0, partsMinOrderAmount: '500.00', urgentPartsMinOrderAmount: '1000.00' });
    // The minimum order amounts apply to the outlet's own orders.
    expect(await submit([{ partsId: BOARD, qty: 2 }], {}, chaoyang)).toBe('The amount 360.00 is below the minimum order amount of 500.00');
    expect(await submit([{ partsId: BOARD, qty: 5 }], { urgency: 'urgent' }, chaoyang)).toBe('The amount 900.00 is below the minimum order amount of 1000.00');
    await outlet({ partsMinOrderAmount: '0.00', urgentPartsMinOrderAmount: '0.00', monthlyUrgentParts: 1 });
    const urgent = await apply([{ partsId: BOARD, qty: 1 }], { urgency: 'urgent' }, chaoyang);
    await ok(A('submit'), { id: urgent.id }, chaoyang);
    expect(await submit([{ partsId: BOARD, qty: 1 }], { urgency: 'urgent' }, chaoyang)).toBe('北京朝阳网点 has used its 1 urgent parts applications this month');
    await ok(A('cancel'), { id: urgent.id, reason: 'test over' }, chaoyang);
    await outlet({ monthlyUrgentParts: 0 });
  });

  it('holds a credit application on the outlet account: occupied when submitted, refused beyond what is available, released when cancelled or rejected, used as it is received', async () => {
    const balance = () => accountOf(db, 1, siteId);
    const flows = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(s.sfSiteFinflow))[0].n);
    const start = await balance();
    // Available brought to 500.00 by a penalty (the demo outlet has far more).
    await t.deps.database.withTenant(1, (tx) => postFlows(tx, { tenantId: 1, userId: 0, username: 'test' }, [{ siteId, kind: 'penalty', amount: (Number(start.available) - 500).toFixed(2), docType: 'manual' }]));
    expect((await balance()).available).toBe('500.00');
    const draft = await apply([{ partsId: BOARD, qty: 3 }], { applyType: 'credit' }, chaoyang);
    const before = await flows();
    expect(await refused(A('submit'), { id: draft.id }, chaoyang, 409)).toBe('The available balance of ASC-BJ-CY 北京朝阳网点 is not enough: 500.00 available, 540.00 needed');
    expect(await refused(A('submit'), { id: draft.id }, { ...chaoyang, 'accept-language': 'zh-CN' }, 409)).toBe('ASC-BJ-CY 北京朝阳网点的可用余额不足：可用500.00，本次需要540.00');
    // Refused whole: nothing posted, the application still a draft with no approval started.
    expect(await flows()).toBe(before);
    expect((await ok(A('getDetail'), { id: draft.id }, chaoyang)).status).toBe('draft');
    await ok(A('cancel'), { id: draft.id, reason: 'test over' }, chaoyang);
    expect(await flows()).toBe(before);

    const credit = await apply([{ partsId: BOARD, qty: 2 }], { applyType: 'credit' }, chaoyang);
    await ok(A('submit'), { id: credit.id }, chaoyang);
    expect(await balance()).toMatchObject({ occupied: (Number(start.occupied) + 360).toFixed(2), available: '140.00' });
    const more = await apply([{ partsId: BOARD, qty: 1 }], { applyType: 'credit' }, chaoyang);
    expect(await refused(A('submit'), { id: more.id }, chaoyang, 409)).toBe('The available balance of ASC-BJ-CY 北京朝阳网点 is not enough: 140.00 available, 180.00 needed');
    // A sales application is no business of the account.
    const sales = await apply([{ partsId: BOARD, qty: 5 }], {}, chaoyang);
    await ok(A('submit'), { id: sales.id }, chaoyang);
    await ok(A('cancel'), { id: sales.id, reason: 'test over' }, chaoyang);
    // Cancelled under approval: released.
    await ok(A('cancel'), { id: credit.id, reason: 'test over' }, chaoyang);
    expect(await balance()).toMatchObject({ occupied: start.occupied, available: '500.00' });
    // Rejected: released.
    await ok(A('submit'), { id: more.id }, chaoyang);
    expect((await balance()).available).toBe('320.00');
    await ok(A('reject'), { id: more.id, reason: 'no credit parts this month' }, centre);
    expect((await balance()).available).toBe('500.00');
    // Received in two parts: each arrival turns its amount from occupied into used.
    const bought = await apply([{ partsId: BOARD, qty: 2 }], { applyType: 'credit' }, chaoyang);
    await ok(A('submit'), { id: bought.id }, chaoyang);
    await ok(A('approve'), { id: bought.id }, centre);
    await ok(A('approve'), { id: bought.id }, admin);
    const [line] = (await ok(A('getDetail'), { id: bought.id }, chaoyang)).lines;
    await ok(A('ship'), { id: bought.id, carrier: 'SF', waybillNumber: 'SF-CREDIT' }, centre);
    expect((await balance()).occupied).toBe((Number(start.occupied) + 360).toFixed(2));
    await ok(A('receive'), { id: bought.id, lines: [{ id: line.id, qty: 1 }] }, chaoyang);
    expect(await balance()).toMatchObject({ occupied: (Number(start.occupied) + 180).toFixed(2), used: (Number(start.used) + 180).toFixed(2), available: '140.00' });
    await ok(A('receive'), { id: bought.id }, chaoyang);
    expect(await balance()).toMatchObject({ occupied: start.occupied, used: (Number(start.used) + 360).toFixed(2), available: '140.00' });
    expect((await checkAccounts(db, 1)).differences).toEqual([]);
    // The outlet's money back as it was, less what it bought.
    await t.deps.database.withTenant(1, (tx) => postFlows(tx, { tenantId: 1, userId: 0, username: 'test' }, [{ siteId, kind: 'payment', amount: (Number(start.available) - 140).toFixed(2), docType: 'manual' }]));
  });

  it('refuses every command in a state that does not allow it, naming the status and the action', async () => {
    const row = await apply([{ partsId: BOARD, qty: 1 }], {}, chaoyang);
    expect(await refused(A('ship'), { id: row.id, carrier: 'SF', waybillNumber: 'X' }, centre, 409)).toBe('The parts application is now "Draft" and "Ship" is not possible; refresh to see where it stands');
    expect(await refused(A('receive'), { id: row.id }, chaoyang, 409)).toContain('"Draft" and "Receive"');
    expect(await refused(A('approve'), { id: row.id }, centre, 409)).toContain('"Draft" and "Approve"');
    expect(await refused(A('reject'), { id: row.id, reason: 'no' }, centre, 409)).toContain('"Draft" and "Reject"');
    await ok(A('cancel'), { id: row.id, reason: 'not needed' }, chaoyang);
    expect(await refused(A('submit'), { id: row.id }, chaoyang, 409)).toContain('"Cancelled" and "Submit"');
    expect(await refused(A('cancel'), { id: row.id, reason: 'again' }, chaoyang, 409)).toContain('"Cancelled" and "Cancel"');
    expect(await refused(A('update'), { id: row.id, remark: 'x' }, chaoyang, 409)).toBe('The parts application is "Cancelled" and can no longer be changed');
  });

  it('refuses a stale version, another tenant (nothing changed) and a role without the permission', async () => {
    const row = await apply([{ partsId: BOARD, qty: 1 }], {}, chaoyang);
    await ok(A('update'), { id: row.id, version: 0, remark: 'first' }, chaoyang);
    expect(await refused(A('update'), { id: row.id, version: 0, remark: 'second' }, chaoyang, 409)).toBe('Someone else has just acted on this parts application; refresh and try again');
    expect(await refused(A('submit'), { id: row.id, version: 0 }, chaoyang, 409)).toContain('Someone else');
    for (const [verb, payload] of [
      ['getDetail', { id: row.id }],
      ['update', { id: row.id, remark: 'theirs' }],
      ['submit', { id: row.id }],
      ['cancel', { id: row.id, reason: 'theirs' }],
    ] as const) {
      expect((await call(A(verb), payload, admin2)).statusCode, verb).toBe(404);
    }
    expect((await call(A('getListPage'), {}, admin2)).json().objx.records).toEqual([]);
    expect((await detail(row.id, chaoyang)).version).toBe(1);
    // An engineer neither approves nor ships; an outlet does not ship; a storekeeper does not apply.
    expect((await call(A('approve'), { id: row.id }, wang)).statusCode).toBe(403);
    expect((await call(A('ship'), { id: row.id }, chaoyang)).statusCode).toBe(403);
    expect((await call(A('add'), { lines: [{ partsId: BOARD, qty: 1 }] }, storekeeper)).statusCode).toBe(403);
    expect((await detail(row.id, chaoyang)).status).toBe('draft');
    await ok(A('cancel'), { id: row.id, reason: 'test over' }, chaoyang);
  });

  it('shows an outlet its own applications only, a centre its region\'s, an engineer his orders\'', async () => {
    const mine = await apply([{ partsId: BOARD, qty: 1 }], {}, chaoyang);
    expect((await call(A('getDetail'), { id: mine.id }, haidian)).statusCode).toBe(404);
    const listed = (headers: Record<string, string>) => ok(A('getListPage'), { size: 500 }, headers).then((p) => p.records.map((r: Payload) => r.id));
    expect(await listed(haidian)).not.toContain(mine.id);
    expect(await listed(centre)).toContain(mine.id);
    expect(await listed(chaoyang)).toContain(mine.id);
    // Filed by the outlet for its stock: not the engineer's.
    expect(await listed(wang)).not.toContain(mine.id);
    // The east centre's storekeeper supplies none of Chaoyang's.
    expect(await listed(storekeeper)).not.toContain(mine.id);
    await ok(A('cancel'), { id: mine.id, reason: 'test over' }, chaoyang);
  });

  it('rejects with a reason (the order back to repair) and cancels an audited application, releasing its reservation', async () => {
    const orderId = await onSite();
    const row = await apply([{ partsId: BOARD, qty: 1 }], { orderId });
    await ok(A('submit'), { id: row.id }, wang);
    expect(await refused(A('reject'), { id: row.id }, centre, 400)).toContain('reason');
    expect(await ok(A('reject'), { id: row.id, reason: 'check the fan first' }, centre)).toMatchObject({ status: 'rejected' });
    expect(await order(orderId)).toMatchObject({ status: 1100, parts: 'rejected' });
    expect((await detail(row.id, wang)).auditRemark).toBe('check the fan first');

    // Corrected and submitted again, approved, then withdrawn: the reservation goes back.
    const before = await stock(NORTH, BOARD);
    await ok(A('update'), { id: row.id, remark: 'fan checked' }, wang);
    await ok(A('submit'), { id: row.id }, wang);
    await ok(A('approve'), { id: row.id }, centre);
    await ok(A('approve'), { id: row.id }, admin);
    expect(await stock(NORTH, BOARD)).toEqual({ ...before, available: before.available - 1, reserved: before.reserved + 1 });
    expect(await refused(A('cancel'), { id: row.id }, wang, 400)).toContain('reason');
    expect(await ok(A('cancel'), { id: row.id, reason: 'customer repaired it' }, wang)).toMatchObject({ status: 'cancelled' });
    expect(await stock(NORTH, BOARD)).toEqual(before);
    expect(await order(orderId)).toMatchObject({ status: 1100, parts: 'rejected' });
  });
});
