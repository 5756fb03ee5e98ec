/**
 * Parts returns over HTTP (issue 16): a new-part return from the outlet's shelf to its supplier's (received in two
 * parts); an old-part return of a completed order's replaced part through receipt, inspection (accepted into the
 * centre's defective stock, or rejected) and RTV; the no-return list (overdue appears, shipped late leaves, rejected
 * stays) and the reports; a received return of credit parts given back on the outlet's account; every command refused in
 * the wrong state, for another tenant, without the permission or from the wrong side, on a stale version, on bad input.
 */
import { PARTS_RETURN_STATUSES } from '@as/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { noReturnParts } from '../src/modules/parts/index.ts';
import { accountOf, checkAccounts, postFlows } from '../src/modules/settlement/index.ts';
import { postMoves } from '../src/modules/stock/index.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, parties } from './order-fixtures.ts';

type Payload = Record<string, unknown>;

describe('parts returns', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const everyone = await parties(t, EN);
  const { admin, centre, chaoyang, haidian, wang, admin2 } = everyone;
  const post = (url: string, payload: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url, headers, payload: payload as object });
  const call = (path: string, payload: unknown, headers: Record<string, string> = admin) => post(`/basic/${path}`, payload, headers);
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
  const rpt = async (path: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await post(`/rpt/${path}`, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const R = (verb: string) => `spPartsReturnHeader/${verb}`;
  const { atChaoyang } = orderFixtures(t);
  const A = (verb: string) => `spPartsApplyHeader/${verb}`;

  const one = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;
  const code = (table: typeof s.basParts | typeof s.basWarehouse | typeof s.basFaultSymptom | typeof s.basFaultReason | typeof s.basFixMethod, c: string) =>
    one(db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, 1), eq(table.code, c))));
  const BOARD = await code(s.basParts, 'P-MB-35GW');
  const OUT = await code(s.basParts, 'P-MB-OUT');
  const NORTH = await code(s.basWarehouse, 'WH-SC-N');
  const CY = await code(s.basWarehouse, 'WH-ASC-BJ-CY');
  const boardTree = { faultSymptomId: await code(s.basFaultSymptom, 'FS-NOPOWER'), faultReasonId: await code(s.basFaultReason, 'FR-BOARD'), fixMethodId: await code(s.basFixMethod, 'FM-BOARD') };
  const siteId = await one(db.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, 1), eq(s.snSite.code, 'ASC-BJ-CY'))));

  /** Where a part is in a warehouse, over all its locations. */
  const stock = async (warehouseId: number, partsId: number) => {
    const [row] = await db
      .select({
        available: sql<number>`coalesce(sum(available), 0)::int`,
        transit: sql<number>`coalesce(sum(transit), 0)::int`,
        defective: sql<number>`coalesce(sum(defective), 0)::int`,
      })
      .from(s.spStockBalance)
      .where(and(eq(s.spStockBalance.tenantId, 1), eq(s.spStockBalance.warehouseId, warehouseId), eq(s.spStockBalance.partsId, partsId)));
    return row;
  };
  const detail = (id: number, headers = admin) => ok(R('getDetail'), { id }, headers);
  // The outlet buys ten boards for its shelf: what these tests send back.
  await t.deps.database.withTenant(1, (tx) => postMoves(tx, 1, null, [{ moveType: 'purchaseIn', partsId: BOARD, qty: 10, from: null, to: { warehouseId: CY, locationId: 0, bucket: 'available' }, docType: 'test' }]));

  /** An order of the Chaoyang outlet completed by engineer Wang with the given parts marked for return; its part rows' ids. */
  async function completedWith(parts: { partsId: number; quantity: number }[]): Promise<{ orderId: number; partIds: number[] }> {
    const id = await atChaoyang(everyone, { urgency: '1', customerName: '赵女士', phone: '13912345680', address: '朝阳区望京街 3 号' }, { checkIn: true });
    await ok('soOrderHandle/complete', { id, ...boardTree, parts: parts.map((p) => ({ ...p, returnFlag: true })) }, wang);
    const rows = await db.select({ id: s.soOrderPart.id }).from(s.soOrderPart).where(and(eq(s.soOrderPart.tenantId, 1), eq(s.soOrderPart.orderId, id))).orderBy(s.soOrderPart.lineNo);
    return { orderId: id, partIds: rows.map((r) => r.id) };
  }
  /** Moves an order's completion back by some days (its old parts then fall due). */
  const completedDaysAgo = (orderId: number, days: number) => db.update(s.soOrder).set({ completedAt: sql`now() - make_interval(days => ${days})` }).where(eq(s.soOrder.id, orderId));
  const onList = async (orderPartId: number) => (await noReturnParts(db as never, 1, { siteIds: [siteId] })).some((r) => r.orderPartId === orderPartId);

  afterAll(async () => {
    expect((await ok('partsBalance/checkLedger', {})).differences).toEqual([]);
  });

  it('starts from demo returns in every status, an overdue old part on the no-return list, and a sound ledger', async () => {
    const rows = await db.select({ status: s.spPartsReturn.status, kind: s.spPartsReturn.kind }).from(s.spPartsReturn).where(eq(s.spPartsReturn.tenantId, 1));
    expect([...new Set(rows.map((r) => r.status))].sort()).toEqual([...PARTS_RETURN_STATUSES].sort());
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['new', 'old']));
    const list = await rpt('partsNoReturn/getListPage', { filters: { siteId: String(siteId) } }, chaoyang);
    // 周敏's second order's part never came back; a part of 冯磊's was rejected at inspection.
    expect(list.records.length).toBeGreaterThanOrEqual(2);
    expect(list.records.map((r: Payload) => r.partsCode)).toContain('P-MB-OUT');
    expect(list.records.some((r: Payload) => r.rejectReason === '旧件与发货条码不符')).toBe(true);
    expect(list.totals).toMatchObject({ count: list.total });
    expect(Number(list.totals.amount)).toBeGreaterThan(0);
    expect((await ok('partsBalance/checkLedger', {})).differences).toEqual([]);
  });

  it('returns new parts: the outlet ships them from its shelf to the supplier, which receives them in two parts', async () => {
    const before = { cy: await stock(CY, BOARD), north: await stock(NORTH, BOARD) };
    const row = await ok(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 2 }], remark: 'overstock' }, chaoyang);
    expect(row).toMatchObject({ kind: 'new', status: 'draft', version: 0 });
    expect(row.returnNo).toMatch(/^RN\d{12}$/);
    let d = await detail(row.id, chaoyang);
    expect(d).toMatchObject({ warehouseId: CY, targetWarehouseId: NORTH, amount: '360.00', actions: ['update', 'ship', 'cancel'] });
    expect((await detail(row.id, centre)).actions).toEqual([]);
    await ok(R('update'), { id: row.id, version: 0, lines: [{ partsId: BOARD, qty: 3 }] }, chaoyang);
    expect(await ok(R('ship'), { id: row.id, version: 1, carrier: 'SF', waybillNumber: 'SF900' }, chaoyang)).toMatchObject({ status: 'shipped', version: 2 });
    expect(await stock(CY, BOARD)).toMatchObject({ available: before.cy.available - 3 });
    expect(await stock(NORTH, BOARD)).toMatchObject({ transit: before.north.transit + 3 });
    d = await detail(row.id, centre);
    expect(d.actions).toEqual(['receive']);
    expect((await detail(row.id, chaoyang)).actions).toEqual([]);
    const [line] = d.lines;
    expect(await refused(R('receive'), { id: row.id, lines: [{ id: line.id, qty: 4 }] }, centre, 400)).toContain('cannot exceed the 3 still to be received'.slice(0, 14));
    expect(await ok(R('receive'), { id: row.id, lines: [{ id: line.id, qty: 1 }] }, centre)).toMatchObject({ status: 'shipped' });
    expect(await ok(R('receive'), { id: row.id }, centre)).toMatchObject({ status: 'received' });
    expect(await stock(NORTH, BOARD)).toMatchObject({ available: before.north.available + 3, transit: before.north.transit });
    d = await detail(row.id, admin);
    expect(d.history.map((h: Payload) => h.action)).toEqual(['create', 'update', 'ship', 'receive', 'receive']);
    expect(d.lines[0]).toMatchObject({ qty: 3, receivedQty: 3, partsCode: 'P-MB-35GW' });
  });

  it('returns an old part: shipped by the outlet, received, inspected and accepted into the centre defective stock, then sent on (RTV)', async () => {
    const { orderId, partIds } = await completedWith([{ partsId: BOARD, quantity: 1 }]);
    const [partId] = partIds;
    // Not due yet: not on the list; once the deadline passed (15 days), it is.
    expect(await onList(partId)).toBe(false);
    await completedDaysAgo(orderId, 16);
    expect(await onList(partId)).toBe(true);
    const choices = await ok(R('getReturnableOld'), {}, chaoyang);
    expect(choices.map((c: Payload) => c.id)).toContain(partId);
    const byOrder = await ok(R('getByOrder'), { orderId }, chaoyang);
    expect(byOrder).toMatchObject([{ id: partId, code: 'P-MB-35GW', ret: null }]);

    const row = await ok(R('add'), { kind: 'old', lines: [{ orderPartId: partId }] }, chaoyang);
    expect(row.returnNo).toMatch(/^RO\d{12}$/);
    // A part is on one live return at most.
    expect(await refused(R('add'), { kind: 'old', lines: [{ orderPartId: partId }] }, chaoyang, 400)).toContain(`already on return ${row.returnNo}`);
    // A draft does not take it off the list: only shipping does.
    expect(await onList(partId)).toBe(true);
    const defective = (await stock(NORTH, BOARD)).defective;
    await ok(R('ship'), { id: row.id, carrier: 'SF', waybillNumber: 'SF901' }, chaoyang);
    expect(await onList(partId)).toBe(false);
    await ok(R('receive'), { id: row.id }, centre);
    let d = await detail(row.id, centre);
    expect(d.actions).toEqual(['inspect']);
    expect(d.lines[0]).toMatchObject({ orderNo: expect.stringMatching(/^SO/), inspection: 'pending', unitPrice: expect.any(String) });
    expect(await ok(R('inspect'), { id: row.id, lines: [{ id: d.lines[0].id, result: 'accepted' }] }, centre)).toMatchObject({ status: 'inspected' });
    expect((await stock(NORTH, BOARD)).defective).toBe(defective + 1);
    d = await detail(row.id, centre);
    expect(d.actions).toEqual(['rtv']);
    expect(await ok(R('rtv'), { id: row.id, destination: 'hq', carrier: 'DB', waybillNumber: 'DB902' }, centre)).toMatchObject({ status: 'rtv' });
    expect((await stock(NORTH, BOARD)).defective).toBe(defective);
    expect((await ok(R('getByOrder'), { orderId }, wang))[0].ret).toMatchObject({ returnNo: row.returnNo, status: 'rtv', inspection: 'accepted' });
    // The reports: the line with its header.
    const lines = await rpt('partsReturn/getListPage', { filters: { returnNo: row.returnNo } });
    expect(lines.records).toMatchObject([{ returnNo: row.returnNo, kind: 'old', status: 'rtv', partsCode: 'P-MB-35GW', inspection: 'accepted' }]);
    expect((await rpt('partsReturn/getListByExcel', { filters: { returnNo: row.returnNo }, columns: [{ field: 'returnNo', title: 'No.' }, { field: 'partsCode', title: 'Part' }] })).id).toEqual(expect.any(Number));
  });

  it('keeps a part rejected at inspection on the no-return list, and lets it go on another return', async () => {
    const { orderId, partIds } = await completedWith([
      { partsId: BOARD, quantity: 1 },
      { partsId: OUT, quantity: 1 },
    ]);
    await completedDaysAgo(orderId, 20);
    const row = await ok(R('add'), { kind: 'old', lines: partIds.map((orderPartId) => ({ orderPartId })) }, chaoyang);
    await ok(R('ship'), { id: row.id, carrier: 'SF', waybillNumber: 'SF903' }, chaoyang);
    await ok(R('receive'), { id: row.id }, centre);
    const d = await detail(row.id, centre);
    const [board, out] = d.lines;
    expect(await refused(R('inspect'), { id: row.id, lines: [{ id: out.id, result: 'rejected' }] }, centre, 400)).toBeTruthy();
    // One line at a time: still received until both are decided.
    expect(await ok(R('inspect'), { id: row.id, lines: [{ id: out.id, result: 'rejected', reason: 'wrong part' }] }, centre)).toMatchObject({ status: 'received' });
    expect(await refused(R('inspect'), { id: row.id, lines: [{ id: out.id, result: 'accepted' }] }, centre, 400)).toContain('inspected already');
    expect(await ok(R('inspect'), { id: row.id, lines: [{ id: board.id, result: 'accepted' }] }, centre)).toMatchObject({ status: 'inspected' });
    expect(await onList(partIds[0])).toBe(false);
    expect(await onList(partIds[1])).toBe(true);
    const listed = (await noReturnParts(db as never, 1, { siteIds: [siteId] })).find((r) => r.orderPartId === partIds[1])!;
    expect(listed).toMatchObject({ orderId, qty: 1, rejectReason: 'wrong part', partsCode: 'P-MB-OUT' });
    expect(listed.overdueDays).toBeGreaterThanOrEqual(4);
    expect(listed.amount).toBe(listed.factoryPrice);
    // The rejected part may go back again; shipped late, it leaves the list.
    const again = await ok(R('add'), { kind: 'old', lines: [{ orderPartId: partIds[1] }] }, chaoyang);
    await ok(R('ship'), { id: again.id, carrier: 'SF', waybillNumber: 'SF904' }, chaoyang);
    expect(await onList(partIds[1])).toBe(false);
    // An old-part return all of whose accepted parts... here one accepted: RTV possible; a return with none accepted is refused.
    const lone = await completedWith([{ partsId: OUT, quantity: 1 }]);
    const none = await ok(R('add'), { kind: 'old', lines: [{ orderPartId: lone.partIds[0] }] }, chaoyang);
    await ok(R('ship'), { id: none.id, carrier: 'SF', waybillNumber: 'SF905' }, chaoyang);
    await ok(R('receive'), { id: none.id }, centre);
    const [noneLine] = (await detail(none.id, centre)).lines;
    await ok(R('inspect'), { id: none.id, lines: [{ id: noneLine.id, result: 'rejected', reason: 'burnt' }] }, centre);
    expect(await refused(R('rtv'), { id: none.id, destination: 'supplier', carrier: 'DB', waybillNumber: 'DB1' }, centre, 409)).toBe('No old part of this return was accepted: there is nothing to send on');
  });

  it('gives back on the outlet account the credit parts it returned, once the supplier received them', async () => {
    const outlet = (values: Partial<typeof s.snSite.$inferInsert>) => db.update(s.snSite).set(values).where(eq(s.snSite.id, siteId));
    await outlet({ partsMinOrderAmount: '0.00', urgentPartsMinOrderAmount: '0.00' });
    const balance = () => accountOf(db, 1, siteId);
    const poster = { tenantId: 1, userId: 0, username: 'test' };
    const start = await balance();
    // Available brought to 500.00 by a penalty (the demo outlet has far more).
    await t.deps.database.withTenant(1, (tx) => postFlows(tx, poster, [{ siteId, kind: 'penalty', amount: (Number(start.available) - 500).toFixed(2), docType: 'manual' }]));
    const credit = await ok(A('add'), { applyType: 'credit', lines: [{ partsId: BOARD, qty: 2 }] }, chaoyang);
    await ok(A('submit'), { id: credit.id }, chaoyang);
    await ok(A('approve'), { id: credit.id }, centre);
    await ok(A('approve'), { id: credit.id }, admin);
    await ok(A('ship'), { id: credit.id, carrier: 'SF', waybillNumber: 'SF910' }, centre);
    await ok(A('receive'), { id: credit.id }, chaoyang);
    expect((await balance()).available).toBe('140.00');
    const [applyLine] = (await ok(A('getDetail'), { id: credit.id }, chaoyang)).lines;
    const more = await ok(A('add'), { applyType: 'credit', lines: [{ partsId: BOARD, qty: 1 }] }, chaoyang);
    expect(await refused(A('submit'), { id: more.id }, chaoyang, 409)).toBe('The available balance of ASC-BJ-CY 北京朝阳网点 is not enough: 140.00 available, 180.00 needed');
    // More than the line received is refused.
    expect(await refused(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 3, applyLineId: applyLine.id }] }, chaoyang, 400)).toContain('received and not already returned');
    expect((await ok(R('getReturnableNew'), {}, chaoyang)).find((l: Payload) => l.id === applyLine.id)).toMatchObject({ left: 2, unitPrice: '180.00' });
    const back = await ok(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 1, applyLineId: applyLine.id }] }, chaoyang);
    await ok(R('ship'), { id: back.id, carrier: 'SF', waybillNumber: 'SF911' }, chaoyang);
    // Shipped is not enough: only what the supplier received counts.
    expect(await refused(A('submit'), { id: more.id }, chaoyang, 409)).toContain('140.00 available');
    await ok(R('receive'), { id: back.id }, centre);
    expect(await balance()).toMatchObject({ returned: (Number(start.returned) + 180).toFixed(2), available: '320.00' });
    const [flow] = await db.select().from(s.sfSiteFinflow).where(and(eq(s.sfSiteFinflow.docType, 'partsReturn'), eq(s.sfSiteFinflow.docId, back.id)));
    expect(flow).toMatchObject({ kind: 'return', amount: '180.00', siteId });
    expect(await ok(A('submit'), { id: more.id }, chaoyang)).toMatchObject({ status: 'applied' });
    await ok(A('cancel'), { id: more.id, reason: 'test over' }, chaoyang);
    // A return of parts not bought on credit gives nothing back.
    const flows = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(s.sfSiteFinflow)).at(0)!.n);
    const before = await flows();
    const plain = await ok(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 1 }] }, chaoyang);
    await ok(R('ship'), { id: plain.id, carrier: 'SF', waybillNumber: 'SF912' }, chaoyang);
    await ok(R('receive'), { id: plain.id }, centre);
    expect(await flows()).toBe(before);
    expect((await checkAccounts(db, 1)).differences).toEqual([]);
    await t.deps.database.withTenant(1, (tx) => postFlows(tx, poster, [{ siteId, kind: 'payment', amount: (Number(start.available) - 320).toFixed(2), docType: 'manual' }]));
  });

  it('refuses every command in a state that does not allow it, naming the status and the action', async () => {
    const draft = await ok(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 1 }] }, chaoyang);
    expect(await refused(R('receive'), { id: draft.id }, centre, 409)).toBe('The parts return is now "Draft" and "Receive" is not possible; refresh to see where it stands');
    expect(await refused(R('inspect'), { id: draft.id, lines: [] }, centre, 409)).toContain('"Draft" and "Inspect"');
    expect(await refused(R('rtv'), { id: draft.id, destination: 'hq', carrier: 'x', waybillNumber: 'y' }, centre, 409)).toContain('"Draft" and "Return to vendor"');
    await ok(R('ship'), { id: draft.id, carrier: 'SF', waybillNumber: 'SF920' }, chaoyang);
    expect(await refused(R('ship'), { id: draft.id, carrier: 'SF', waybillNumber: 'SF920' }, chaoyang, 409)).toContain('"Shipped" and "Ship"');
    expect(await refused(R('cancel'), { id: draft.id, reason: 'no' }, chaoyang, 409)).toContain('"Shipped" and "Cancel"');
    expect(await refused(R('update'), { id: draft.id, remark: 'x' }, chaoyang, 409)).toContain('"Shipped" and "Edit"');
    await ok(R('receive'), { id: draft.id }, centre);
    // A new-part return is never inspected.
    expect(await refused(R('inspect'), { id: draft.id, lines: [] }, centre, 409)).toContain('"Received" and "Inspect"');
    const cancelled = await ok(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 1 }] }, chaoyang);
    expect(await refused(R('cancel'), { id: cancelled.id }, chaoyang, 400)).toBeTruthy();
    await ok(R('cancel'), { id: cancelled.id, reason: 'not needed' }, chaoyang);
    expect(await refused(R('ship'), { id: cancelled.id, carrier: 'SF', waybillNumber: 'X' }, chaoyang, 409)).toContain('"Cancelled" and "Ship"');
  });

  it('refuses a stale version, another tenant (nothing changed), a role without the permission and the wrong side', async () => {
    const row = await ok(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 1 }] }, chaoyang);
    expect(await refused(R('ship'), { id: row.id, version: 3, carrier: 'SF', waybillNumber: 'X' }, chaoyang, 409)).toBe('Someone else has just acted on this parts return; refresh and try again');
    expect(await refused(R('update'), { id: row.id, version: 9, remark: 'x' }, chaoyang, 409)).toContain('Someone else');
    for (const [verb, payload] of [
      ['getDetail', { id: row.id }],
      ['ship', { id: row.id, carrier: 'SF', waybillNumber: 'X' }],
      ['cancel', { id: row.id, reason: 'x' }],
      ['update', { id: row.id, remark: 'x' }],
      ['receive', { id: row.id }],
    ] as const) {
      expect((await call(R(verb), payload, admin2)).statusCode, verb).toBe(404);
    }
    // Another outlet does not see it.
    expect((await call(R('getDetail'), { id: row.id }, haidian)).statusCode).toBe(404);
    expect((await call(R('ship'), { id: row.id, carrier: 'SF', waybillNumber: 'X' }, haidian)).statusCode).toBe(404);
    // The engineer may only look; the centre may not ship; the outlet may not receive, inspect or send on.
    expect((await call(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 1 }] }, wang)).statusCode).toBe(403);
    expect((await call(R('ship'), { id: row.id, carrier: 'SF', waybillNumber: 'X' }, centre)).statusCode).toBe(403);
    await ok(R('ship'), { id: row.id, carrier: 'SF', waybillNumber: 'X' }, chaoyang);
    for (const verb of ['receive', 'inspect', 'rtv']) expect((await call(R(verb), { id: row.id, lines: [] }, chaoyang)).statusCode, verb).toBe(403);
    expect((await detail(row.id, chaoyang)).status).toBe('shipped');
    // Headquarters holds every permission but is not the outlet's side for... it sees everything, so it may act on either side.
    expect((await detail(row.id, admin)).actions).toEqual(['receive']);
    await ok(R('receive'), { id: row.id }, admin);
    // Reports need their own permission.
    expect((await post('/rpt/partsNoReturn/getListPage', {}, wang)).statusCode).toBe(403);
    expect((await post('/rpt/partsNoReturn/getListPage', {}, admin2)).json().objx.records).toEqual([]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(s.spPartsReturn))[0].n;
    const before = await count();
    expect((await call(R('add'), { kind: 'new', lines: [] }, chaoyang)).statusCode).toBe(400);
    expect((await call(R('add'), { kind: 'odd', lines: [{ partsId: BOARD, qty: 1 }] }, chaoyang)).statusCode).toBe(400);
    expect((await call(R('add'), { kind: 'new', lines: [{ partsId: 999999, qty: 1 }] }, chaoyang)).statusCode).toBe(400);
    expect((await call(R('add'), { kind: 'new', lines: [{ partsId: BOARD }] }, chaoyang)).statusCode).toBe(400);
    expect((await call(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 1, applyLineId: 999999 }] }, chaoyang)).statusCode).toBe(400);
    expect((await call(R('add'), { kind: 'old', lines: [{ orderPartId: 999999 }] }, chaoyang)).statusCode).toBe(400);
    expect((await call(R('add'), { kind: 'old', lines: [{ partsId: BOARD, qty: 1 }] }, chaoyang)).statusCode).toBe(400);
    expect((await call(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 1 }], warehouseId: 'x' }, chaoyang)).statusCode).toBe(400);
    expect(await count()).toBe(before);
    const row = await ok(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 1 }] }, chaoyang);
    const res = await call(R('ship'), { id: row.id, carrier: ' ' }, chaoyang);
    expect(res.statusCode).toBe(400);
    expect(res.json().objx.map((e: Payload) => e.field).sort()).toEqual(['carrier', 'waybillNumber']);
    // More than the outlet holds: the ledger's shortage, nothing moved.
    const r2 = await ok(R('add'), { kind: 'new', lines: [{ partsId: BOARD, qty: 999 }] }, chaoyang);
    expect(await refused(R('ship'), { id: r2.id, carrier: 'SF', waybillNumber: 'X' }, chaoyang, 409)).toContain('Not enough');
    expect((await detail(r2.id, chaoyang)).status).toBe('draft');
    expect((await post('/rpt/partsNoReturn/getListPage', { filters: { siteId: 'abc' } }, admin)).statusCode).toBe(400);
    await ok(R('cancel'), { id: row.id, reason: 'x' }, chaoyang);
    await ok(R('cancel'), { id: r2.id, reason: 'x' }, chaoyang);
  });

  it('exports the no-return list through the export tasks, and lists it within the caller organisations', async () => {
    const mine = await rpt('partsNoReturn/getListPage', {}, chaoyang);
    expect(mine.records.length).toBeGreaterThan(0);
    expect((await rpt('partsNoReturn/getListPage', {}, haidian)).records).toEqual([]);
    expect((await rpt('partsNoReturn/getListPage', {}, centre)).total).toBe(mine.total);
    expect((await rpt('partsNoReturn/getListByExcel', { columns: [{ field: 'siteName', title: 'Outlet' }, { field: 'orderNo', title: 'Order' }, { field: 'amount', title: 'Amount' }] }, chaoyang)).id).toEqual(expect.any(Number));
  });
});
