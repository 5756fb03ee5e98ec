/**
 * Parts plans over HTTP (issue 16): the computation on known movements (what counts as consumption and what does
 * not, stock, open needs, the part's limits and purchase status), the planner's edits, the confirmation making a
 * stock request (or a purchase stock-in at headquarters) named by the plan; every command refused in the wrong
 * state, for another tenant, without the permission, out of scope, on a stale version and with bad input. Then the
 * /rpt/partsApply report: lines with their header, filters, scope, tenant, and its export read back.
 */
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { consumption } from '../src/modules/parts/parts-plan.service.ts';
import { type PostedMove, postMoves } from '../src/modules/stock/ledger.service.ts';
import { createTestApp } from './helper.ts';
import { parties } from './order-fixtures.ts';

type Payload = Record<string, unknown>;

describe('parts plans', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, admin2 } = await parties(t, EN);
  const storekeeper = { ...(await t.login('storekeeper_zhou')), ...EN };
  const call = (url: string, payload: unknown, headers: Record<string, string> = admin) => t.request({ method: 'POST', url: url.startsWith('/') ? url : `/basic/${url}`, headers, payload: payload as object });
  const ok = async (url: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await call(url, payload, headers);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const refused = async (url: string, payload: unknown, headers: Record<string, string>, status: number) => {
    const res = await call(url, payload, headers);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    return res.json() as { msg: string; objx?: unknown };
  };
  const P = (verb: string) => `spPartsPlanHeader/${verb}`;

  const one = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;
  const warehouse = (code: string) => one(db.select({ id: s.basWarehouse.id }).from(s.basWarehouse).where(and(eq(s.basWarehouse.tenantId, 1), eq(s.basWarehouse.code, code))));
  const HQ = await warehouse('WH-HQ');
  const NORTH = await warehouse('WH-SC-N');
  const EAST = await warehouse('WH-SC-E');
  const CY = await warehouse('WH-ASC-BJ-CY');
  const [template] = await db.select().from(s.basParts).where(and(eq(s.basParts.tenantId, 1), eq(s.basParts.code, 'P-MB-35GW')));
  const newPart = async (code: string, over: Partial<typeof s.basParts.$inferInsert>) => {
    const [row] = await db
      .insert(s.basParts)
      .values({ tenantId: 1, code, name: `plan test ${code}`, categoryId: template.categoryId, purchasePrice: '12.50', safetyStock: 0, minApply: 0, maxApply: 0, purchaseLeadDays: 0, deliveryLeadDays: 0, ...over })
      .returning({ id: s.basParts.id });
    return row.id;
  };
  // Each planning case gets a part of its own, so the demo's movements do not blur the numbers.
  const PART = await newPart('PLAN-A', { safetyStock: 5, deliveryLeadDays: 60, purchaseLeadDays: 90 });
  const FORBIDDEN = await newPart('PLAN-F', { safetyStock: 7, purchaseStatus: 'forbidden' });
  const MIN = await newPart('PLAN-M', { safetyStock: 2, minApply: 10 });
  const post = (moves: PostedMove[]) => t.deps.database.withTenant(1, (tx) => postMoves(tx, 1, null, moves));
  const at = (warehouseId: number, bucket: 'available' | 'reserved' | 'transit' = 'available') => ({ warehouseId, locationId: 0, bucket });

  await post([{ moveType: 'purchaseIn', partsId: PART, qty: 50, from: null, to: at(NORTH) }]);
  await post([
    // Counted: an issue to a customer (from reserved), a shipment to its outlet, a consumption, less its reversal.
    { moveType: 'reserve', partsId: PART, qty: 10, from: at(NORTH), to: at(NORTH, 'reserved') },
    { moveType: 'issueOut', partsId: PART, qty: 10, from: at(NORTH, 'reserved'), to: null },
    { moveType: 'transferOut', partsId: PART, qty: 6, from: at(NORTH), to: at(CY, 'transit') },
    { moveType: 'consume', partsId: PART, qty: 3, from: at(NORTH), to: null },
    { moveType: 'unconsume', partsId: PART, qty: 1, from: null, to: at(NORTH) },
    // Not counted: a scrap, and a transfer to another centre (not one of its outlets).
    { moveType: 'scrapOut', partsId: PART, qty: 4, from: at(NORTH), to: null },
    { moveType: 'transferOut', partsId: PART, qty: 2, from: at(NORTH), to: at(EAST, 'transit') },
  ]);
  // What arrived at the outlet and the other centre is received, so the ledger stays whole.
  await post([
    { moveType: 'transferIn', partsId: PART, qty: 6, from: at(CY, 'transit'), to: at(CY) },
    { moveType: 'transferIn', partsId: PART, qty: 2, from: at(EAST, 'transit'), to: at(EAST) },
  ]);
  // An approved application the northern centre supplies, 4 asked and 1 reserved: 3 still needed.
  const [need] = await db
    .insert(s.spPartsApply)
    .values({ tenantId: 1, applyNo: 'SA-PLAN-TEST', deptId: (await db.select({ deptId: s.basWarehouse.deptId }).from(s.basWarehouse).where(eq(s.basWarehouse.id, CY)))[0].deptId!, warehouseId: CY, supplyWarehouseId: NORTH, status: 'audited' })
    .returning({ id: s.spPartsApply.id });
  await db.insert(s.spPartsApplyLine).values({ tenantId: 1, parentId: need.id, lineNo: 1, partsId: PART, qty: 4, reservedQty: 1 });
  // On hand 50 − 10 − 6 − 3 + 1 − 4 − 2 = 26: its one reservation above was issued.

  const lineOf = (plan: { lines: Payload[] }, partsId: number) => plan.lines.find((l) => l.partsId === partsId);
  const detail = (id: number, headers = admin) => ok(P('getDetail'), { id }, headers);
  const make = async (warehouseId: number, periodDays: number, headers = centre) => detail((await ok(P('add'), { warehouseId, periodDays }, headers)).id, headers);

  afterAll(async () => {
    expect((await ok('partsBalance/checkLedger', {})).differences).toEqual([]);
  });

  it('starts from the demo: a confirmed plan naming its stock request, and a draft, both for the northern centre', async () => {
    const rows = await db.select().from(s.spPartsPlan).where(eq(s.spPartsPlan.tenantId, 1));
    expect(rows.map((r) => r.status).sort()).toEqual(['confirmed', 'draft']);
    const confirmed = rows.find((r) => r.status === 'confirmed')!;
    expect(confirmed).toMatchObject({ warehouseId: NORTH, supplyWarehouseId: HQ, docKind: 'request' });
    const [request] = await db.select().from(s.spStockDoc).where(eq(s.spStockDoc.id, confirmed.docId!));
    expect(request).toMatchObject({ docKind: 'request', docNo: confirmed.docNo, status: 'audit', toWarehouseId: NORTH, fromWarehouseId: HQ });
    expect(request.remark).toContain(confirmed.planNo);
  });

  it('counts consumption: consume, issueOut and transfers to its outlets, less unconsume, within the period only', async () => {
    const now = new Date();
    const moved = await t.deps.database.withTenant(1, (tx) => consumption(tx, 1, NORTH, new Date(now.getTime() - 86_400_000), new Date(now.getTime() + 1000)));
    expect(moved.get(PART)).toBe(18);
    const before = await t.deps.database.withTenant(1, (tx) => consumption(tx, 1, NORTH, new Date(now.getTime() - 2 * 86_400_000), new Date(now.getTime() - 86_400_000)));
    expect(before.get(PART)).toBeUndefined();
  });

  it('computes each line from the movements, stock, open needs and the part: demand × lead + safety + needs − on hand − transit', async () => {
    const plan = await make(NORTH, 30);
    expect(plan).toMatchObject({ status: 'draft', warehouseId: NORTH, supplyWarehouseId: HQ, periodDays: 30, version: 0, actions: ['update', 'confirm', 'cancel'] });
    expect(plan.planNo).toMatch(/^PP\d{12}$/);
    // 18 over 30 days = 0.60 a day; the northern centre is supplied, so the delivery lead time (60 days): 36.
    // 36 + 5 safety + 3 needed − 26 on hand − 0 in transit = 18.
    expect(lineOf(plan, PART)).toMatchObject({ consumedQty: 18, avgDaily: '0.60', leadDays: 60, leadDemand: 36, safetyStock: 5, openNeeds: 3, onHand: 26, inTransit: 0, rawQty: 18, suggestedQty: 18, qty: 18, note: null, partsCode: 'PLAN-A' });
    expect(lineOf(plan, FORBIDDEN)).toMatchObject({ rawQty: 7, suggestedQty: 0, qty: 0, note: 'forbidden', purchaseStatus: 'forbidden' });
    expect(lineOf(plan, MIN)).toMatchObject({ rawQty: 2, suggestedQty: 10, note: 'minApply' });
    // Headquarters buys: its lead time is the purchase one.
    const hq = await make(HQ, 90, admin);
    expect(hq.supplyWarehouseId).toBeNull();
    expect(lineOf(hq, PART)).toMatchObject({ consumedQty: 0, leadDays: 90, onHand: 0, suggestedQty: 5 });
    expect(lineOf(hq, MIN)).toMatchObject({ leadDays: 0, suggestedQty: 10 });
  });

  it('lets the planner edit the quantities (0 drops a line), then confirms into a submitted stock request the plan names', async () => {
    const plan = await make(NORTH, 30);
    const a = lineOf(plan, PART)!;
    const m = lineOf(plan, MIN)!;
    const edited = await ok(P('update'), { id: plan.id, version: plan.version, lines: [{ id: a.id, qty: 20 }, { id: m.id, qty: 0 }], remark: '加量' }, centre);
    expect(edited).toMatchObject({ status: 'draft', version: 1 });
    const after = await detail(plan.id, centre);
    expect(lineOf(after, PART)).toMatchObject({ suggestedQty: 18, qty: 20 });
    expect(lineOf(after, MIN)).toMatchObject({ suggestedQty: 10, qty: 0 });
    expect(after.history.at(-1)).toMatchObject({ action: 'update', detail: { lines: [{ id: a.id, partsId: PART, from: 18, to: 20 }, { id: m.id, partsId: MIN, from: 10, to: 0 }] } });
    const kept = after.lines.filter((l: Payload) => (l.qty as number) > 0);
    expect(after).toMatchObject({ remark: '加量', lineCount: kept.length, totalQty: kept.reduce((n: number, l: Payload) => n + (l.qty as number), 0) });

    const confirmed = await ok(P('confirm'), { id: plan.id, version: after.version }, centre);
    expect(confirmed).toMatchObject({ status: 'confirmed', docKind: 'request' });
    expect(confirmed.docNo).toMatch(/^SQ/);
    const request = await ok('spStockRequest/getDetail', { id: confirmed.docId }, centre);
    expect(request).toMatchObject({ docNo: confirmed.docNo, status: 'audit', toWarehouseId: NORTH, fromWarehouseId: HQ });
    expect(request.remark).toContain(plan.planNo);
    expect(request.lines.find((l: Payload) => l.partsId === PART)).toMatchObject({ qty: 20 });
    expect(request.lines.find((l: Payload) => l.partsId === MIN)).toBeUndefined();
    expect(request.lines.find((l: Payload) => l.partsId === FORBIDDEN)).toBeUndefined();
    expect(request.lines).toHaveLength(kept.length);
    const done = await detail(plan.id, centre);
    expect(done).toMatchObject({ status: 'confirmed', docNo: confirmed.docNo, actions: [] });
    expect(done.history.map((h: Payload) => h.action)).toEqual(['create', 'update', 'confirm']);
    expect(done.history.at(-1).detail).toMatchObject({ docKind: 'request', docNo: confirmed.docNo });
  });

  it('confirms a headquarters plan into a purchase stock-in draft at the part purchase price', async () => {
    const plan = await make(HQ, 90, admin);
    const confirmed = await ok(P('confirm'), { id: plan.id }, admin);
    expect(confirmed).toMatchObject({ status: 'confirmed', docKind: 'in' });
    const [doc] = await db.select().from(s.spStockDoc).where(eq(s.spStockDoc.id, confirmed.docId));
    expect(doc).toMatchObject({ docKind: 'in', docType: 'purchase', status: 'draft', toWarehouseId: HQ, docNo: confirmed.docNo });
    const [line] = await db.select().from(s.spStockDocLine).where(and(eq(s.spStockDocLine.parentId, doc.id), eq(s.spStockDocLine.partsId, MIN)));
    expect(line).toMatchObject({ qty: 10 });
    expect(Number(line.unitCost)).toBe(12.5);
  });

  it('cancels a draft with a reason, and refuses every command in a state that forbids it, naming the status and action', async () => {
    const plan = await make(NORTH, 30);
    expect((await refused(P('cancel'), { id: plan.id }, centre, 400)).objx).toBeDefined();
    expect(await ok(P('cancel'), { id: plan.id, version: 0, reason: '重复' }, centre)).toMatchObject({ status: 'cancelled' });
    const cancelled = await detail(plan.id, centre);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: '重复', actions: [] });
    expect((await refused(P('confirm'), { id: plan.id }, centre, 409)).msg).toBe('The parts plan is now "Cancelled" and "Confirm and order" is not possible; refresh to see where it stands');
    expect((await refused(P('update'), { id: plan.id, lines: [] }, centre, 409)).msg).toContain('"Edit"');
    expect((await refused(P('cancel'), { id: plan.id, reason: 'x' }, centre, 409)).msg).toContain('"Cancelled"');
    const ordered = await make(NORTH, 30);
    await ok(P('confirm'), { id: ordered.id }, centre);
    expect((await refused(P('confirm'), { id: ordered.id }, centre, 409)).msg).toContain('"Ordered"');
    expect((await refused(P('cancel'), { id: ordered.id, reason: 'x' }, centre, 409)).msg).toContain('"Ordered"');
  });

  it('refuses a stale version, and confirms nothing when every line is 0', async () => {
    const plan = await make(NORTH, 30);
    await ok(P('update'), { id: plan.id, version: 0, lines: [] }, centre);
    expect((await refused(P('update'), { id: plan.id, version: 0, lines: [] }, centre, 409)).msg).toBe('Someone else has just acted on this parts plan; refresh and try again');
    expect((await refused(P('confirm'), { id: plan.id, version: 0 }, centre, 409)).msg).toContain('Someone else');
    expect((await refused(P('cancel'), { id: plan.id, version: 0, reason: 'x' }, centre, 409)).msg).toContain('Someone else');
    await ok(P('update'), { id: plan.id, lines: plan.lines.map((l: Payload) => ({ id: l.id, qty: 0 })) }, centre);
    expect((await refused(P('confirm'), { id: plan.id }, centre, 409)).msg).toBe('The parts plan has no line with a quantity above 0 to order');
    expect((await detail(plan.id, centre)).status).toBe('draft');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(s.spPartsPlan))[0].n;
    const before = await count();
    await refused(P('add'), { warehouseId: NORTH, periodDays: 0 }, centre, 400);
    await refused(P('add'), { warehouseId: NORTH, periodDays: 366 }, centre, 400);
    await refused(P('add'), { warehouseId: 'abc', periodDays: 30 }, centre, 400);
    await refused(P('add'), { periodDays: 30 }, centre, 400);
    await refused(P('add'), { warehouseId: 999999, periodDays: 30 }, centre, 400);
    expect(await count()).toBe(before);
    const plan = await make(NORTH, 30);
    const other = await make(NORTH, 60);
    const f = lineOf(plan, FORBIDDEN)!;
    await refused(P('update'), { id: plan.id, lines: [{ id: lineOf(plan, PART)!.id, qty: -1 }] }, centre, 400);
    await refused(P('update'), { id: plan.id, lines: [{ id: lineOf(plan, PART)!.id, qty: 1.5 }] }, centre, 400);
    const foreign = await refused(P('update'), { id: plan.id, lines: [{ id: lineOf(other, MIN)!.id, qty: 3 }] }, centre, 400);
    expect(JSON.stringify(foreign)).toContain('lines[0].id');
    const forbidden = await refused(P('update'), { id: plan.id, lines: [{ id: f.id, qty: 3 }] }, centre, 400);
    expect(JSON.stringify(forbidden)).toContain('this part may not be purchased');
    await refused(P('update'), { id: plan.id, lines: [{ id: f.id, qty: 0 }, { id: f.id, qty: 0 }] }, centre, 400);
    const unchanged = await detail(plan.id, centre);
    expect(unchanged.version).toBe(0);
    expect(lineOf(unchanged, PART)!.qty).toBe(18);
    // A part forbidden after the plan was made is refused at confirmation.
    await db.update(s.basParts).set({ purchaseStatus: 'forbidden' }).where(eq(s.basParts.id, MIN));
    try {
      const refusal = await refused(P('confirm'), { id: plan.id }, centre, 400);
      expect(JSON.stringify(refusal)).toContain('this part may not be purchased');
      expect((await detail(plan.id, centre)).status).toBe('draft');
    } finally {
      await db.update(s.basParts).set({ purchaseStatus: 'allowed' }).where(eq(s.basParts.id, MIN));
    }
  });

  it('keeps a planner to the warehouses of their organisation, other tenants out, and each verb to its permission', async () => {
    const warehouses = await ok(P('getWarehouses'), {}, centre);
    const ids = warehouses.map((w: Payload) => w.id);
    expect(ids).toContain(NORTH);
    expect(ids).toContain(CY);
    expect(ids).not.toContain(HQ);
    expect(warehouses.find((w: Payload) => w.id === NORTH).supplyWarehouseId).toBe(HQ);
    await refused(P('add'), { warehouseId: HQ, periodDays: 30 }, centre, 400);
    const hq = await make(HQ, 30, admin);
    await refused(P('getDetail'), { id: hq.id }, centre, 404);
    await refused(P('confirm'), { id: hq.id }, centre, 404);
    await refused(P('cancel'), { id: hq.id, reason: 'x' }, centre, 404);
    const list = await ok(P('getListPage'), { size: 100 }, centre);
    expect(list.records.every((r: Payload) => r.warehouseId !== HQ)).toBe(true);
    // Another tenant sees nothing of it.
    await refused(P('getDetail'), { id: hq.id }, admin2, 404);
    await refused(P('update'), { id: hq.id, lines: [] }, admin2, 404);
    await refused(P('confirm'), { id: hq.id }, admin2, 404);
    await refused(P('cancel'), { id: hq.id, reason: 'x' }, admin2, 404);
    expect((await ok(P('getListPage'), {}, admin2)).total).toBe(0);
    // The storekeeper reads plans (of the warehouses of their organisation); the outlet has no plan screen.
    const mine = await make(NORTH, 30);
    await ok(P('getListPage'), {}, storekeeper);
    await refused(P('add'), { warehouseId: NORTH, periodDays: 30 }, storekeeper, 403);
    await refused(P('update'), { id: mine.id, lines: [] }, storekeeper, 403);
    await refused(P('confirm'), { id: mine.id }, storekeeper, 403);
    await refused(P('cancel'), { id: mine.id, reason: 'x' }, storekeeper, 403);
    await refused(P('getListPage'), {}, chaoyang, 403);
    await refused(P('add'), { warehouseId: CY, periodDays: 30 }, chaoyang, 403);
    // The generic grid filters by status.
    const drafts = await ok(P('getListPage'), { filters: { status: 'draft' }, size: 100 }, centre);
    expect(drafts.records.length).toBeGreaterThan(0);
    expect(drafts.records.every((r: Payload) => r.status === 'draft')).toBe(true);
  });
});

describe('/rpt/partsApply', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, admin2 } = await parties(t, EN);
  const call = (url: string, payload: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url, headers, payload: payload as object });
  const ok = async (url: string, payload: unknown, headers: Record<string, string>) => {
    const res = await call(url, payload, headers);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const list = (payload: unknown, headers = admin) => ok('/rpt/partsApply/getListPage', payload, headers);
  const demoLines = async () =>
    db
      .select({ line: s.spPartsApplyLine.id, status: s.spPartsApply.status, partsId: s.spPartsApplyLine.partsId, deptId: s.spPartsApply.deptId })
      .from(s.spPartsApplyLine)
      .innerJoin(s.spPartsApply, eq(s.spPartsApply.id, s.spPartsApplyLine.parentId))
      .where(eq(s.spPartsApply.tenantId, 1));
  const [board] = await db.select({ id: s.basParts.id }).from(s.basParts).where(and(eq(s.basParts.tenantId, 1), eq(s.basParts.code, 'P-MB-35GW')));

  it('lists every application line the caller sees with its header, newest first', async () => {
    const lines = await demoLines();
    const page = await list({ size: 100 });
    expect(page.total).toBe(lines.length);
    const row = page.records[0];
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining(['applyNo', 'createdAt', 'outletName', 'orderNo', 'partsCode', 'partsName', 'qty', 'shippedQty', 'receivedQty', 'applyType', 'status', 'delivery', 'unitPrice', 'amount', 'submittedAt', 'shippedAt', 'receivedAt']),
    );
    expect(page.records.find((r: Payload) => r.delivery === 'partial')).toMatchObject({ outletName: expect.any(String), status: 'shipped' });
    const times = page.records.map((r: Payload) => new Date(r.createdAt as string).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by status, part, outlet and date range, and refuses a bad filter', async () => {
    const lines = await demoLines();
    expect((await list({ filters: { status: 'shipped,received' }, size: 100 })).total).toBe(lines.filter((l) => ['shipped', 'received'].includes(l.status)).length);
    expect((await list({ filters: { partsId: String(board.id) }, size: 100 })).total).toBe(lines.filter((l) => l.partsId === board.id).length);
    const dept = lines[0].deptId;
    expect((await list({ filters: { deptId: String(dept) }, size: 100 })).total).toBe(lines.filter((l) => l.deptId === dept).length);
    expect((await list({ filters: { createdAt: '2000-01-01,2000-12-31' } })).total).toBe(0);
    expect((await list({ filters: { createdAt: `2000-01-01,${new Date(Date.now() + 86_400_000).toISOString()}` }, size: 100 })).total).toBe(lines.length);
    for (const filters of [{ status: 'nonsense' }, { partsId: 'x' }, { createdAt: 'yesterday,' }]) expect((await call('/rpt/partsApply/getListPage', { filters }, admin)).statusCode).toBe(400);
  });

  it('keeps to the data scope and the tenant, and needs its permission', async () => {
    const all = (await list({ size: 100 })).total;
    expect(all).toBeGreaterThan(0);
    // The northern centre approves and ships Chaoyang's applications: it sees them all; the other tenant none.
    expect((await list({ size: 100 }, centre)).total).toBe(all);
    expect((await list({}, admin2)).total).toBe(0);
    expect((await call('/rpt/partsApply/getListPage', {}, chaoyang)).statusCode).toBe(403);
    expect((await call('/rpt/partsApply/getListByExcel', { columns: [{ field: 'applyNo', title: 'No' }] }, chaoyang)).statusCode).toBe(403);
  });

  it('exports the filtered lines through an export task, read back', async () => {
    const filtered = await list({ filters: { partsId: String(board.id) }, size: 100 }, centre);
    const columns = [
      { field: 'applyNo', title: 'Application' },
      { field: 'partsCode', title: 'Part' },
      { field: 'qty', title: 'Qty' },
      { field: 'status', title: 'Status' },
    ];
    const { id } = await ok('/rpt/partsApply/getListByExcel', { columns, filters: { partsId: String(board.id) } }, centre);
    while (await t.deps.jobs.runOnce());
    const res = await call('/intf/intfDownloadRecord/download', { id }, centre);
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Application', 'Part', 'Qty', 'Status']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(filtered.records.map((r: Payload) => r.applyNo));
    expect(rows.slice(1).every((r) => r[1] === 'P-MB-35GW')).toBe(true);
    expect((await call('/rpt/partsApply/getListByExcel', { columns, filters: { status: 'nonsense' } }, centre)).statusCode).toBe(400);
  });
});
