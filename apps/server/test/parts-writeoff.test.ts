/**
 * Old-part write-off over HTTP (spec section 2, issue 16): a stock-out of type scrapOld takes old parts from the
 * centre's defective bucket (never its good stock), reserves nothing, and posts on approval by someone other than
 * its maker; wrong state, other tenant, missing permission, the other side's warehouse, a stale version and a
 * shortage in the defective bucket are refused without writing anything.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { postMoves } from '../src/modules/stock/ledger.service.ts';
import { createTestApp } from './helper.ts';
import { parties } from './order-fixtures.ts';

describe('old-part write-off', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, wang: engineer, admin2 } = await parties(t, EN);
  const storekeeperEast = { ...(await t.login('storekeeper_zhou')), ...EN };
  const call = (path: string, payload: unknown, headers: Record<string, string> = admin) => t.request({ method: 'POST', url: `/basic/spPartsOutHeader/${path}`, headers, payload: payload as object });
  const ok = async (path: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };

  const wh = new Map((await db.select({ id: s.basWarehouse.id, code: s.basWarehouse.code }).from(s.basWarehouse).where(eq(s.basWarehouse.tenantId, 1))).map((w) => [w.code, w.id]));
  const part = new Map((await db.select({ id: s.basParts.id, code: s.basParts.code }).from(s.basParts).where(eq(s.basParts.tenantId, 1))).map((p) => [p.code, p.id]));
  const NORTH = wh.get('WH-SC-N')!;
  const HEATER = part.get('P-MB-WH')!;
  const balance = async (partsId: number) =>
    (
      await db
        .select({ available: s.spStockBalance.available, reserved: s.spStockBalance.reserved, defective: s.spStockBalance.defective })
        .from(s.spStockBalance)
        .where(and(eq(s.spStockBalance.tenantId, 1), eq(s.spStockBalance.warehouseId, NORTH), eq(s.spStockBalance.partsId, partsId), eq(s.spStockBalance.locationId, 0)))
    )[0] ?? { available: 0, reserved: 0, defective: 0 };
  const movesOf = (docId: number) => db.select().from(s.spStockMove).where(and(eq(s.spStockMove.docType, 'out'), eq(s.spStockMove.docId, docId)));
  const writeOff = (qty: number, headers = centre) => ok('add', { docType: 'scrapOld', fromWarehouseId: NORTH, remark: 'rusted', lines: [{ partsId: HEATER, qty }] }, headers);

  // Old water-heater boards accepted back at the northern centre (a parts return does this with its inspection).
  await t.deps.database.withTenant(1, (tx) => postMoves(tx, 1, null, [{ moveType: 'oldPartIn', partsId: HEATER, qty: 4, from: null, to: { warehouseId: NORTH, locationId: 0, bucket: 'defective' }, docType: 'test' }]));

  afterAll(async () => {
    const check = await t.request({ method: 'POST', url: '/basic/partsBalance/checkLedger', headers: admin, payload: {} });
    expect(check.json().objx.differences).toEqual([]);
  });

  it('starts from demo data: one write-off posted and one waiting for approval at the northern centre', async () => {
    const docs = await db
      .select({ status: s.spStockDoc.status })
      .from(s.spStockDoc)
      .where(and(eq(s.spStockDoc.tenantId, 1), eq(s.spStockDoc.docType, 'scrapOld'), eq(s.spStockDoc.fromWarehouseId, NORTH)));
    expect(docs.map((d) => d.status).sort()).toEqual(['audit', 'posted']);
  });

  it('reserves nothing on submission, and on approval by headquarters scraps from the defective bucket only', async () => {
    const before = await balance(HEATER);
    const doc = await writeOff(2);
    expect((await ok('submit', { id: doc.id }, centre)).status).toBe('audit');
    expect(await balance(HEATER)).toEqual(before);
    // The maker is offered no approval, and is refused it.
    expect((await ok('getDetail', { id: doc.id }, centre)).actions).toEqual(['reject', 'cancel']);
    const own = await call('approve', { id: doc.id }, centre);
    expect(own.statusCode).toBe(403);
    expect(own.json().msg).toBe('An old-part write-off must be approved by someone other than the person who made it');
    expect((await ok('getDetail', { id: doc.id })).actions).toEqual(['reject', 'cancel', 'approve']);
    // A write-off is not shipped: it is approved.
    const ship = await call('ship', { id: doc.id, carrier: 'x', waybillNumber: 'y' });
    expect(ship.statusCode).toBe(409);
    expect(ship.json().msg).toMatch(/^The document is now "Awaiting audit" and "Ship" is not possible/);
    const approved = await ok('approve', { id: doc.id, reason: 'not worth returning' });
    expect(approved.status).toBe('posted');
    expect(await balance(HEATER)).toEqual({ ...before, defective: before.defective - 2 });
    const moves = await movesOf(doc.id);
    expect(moves.map((m) => [m.moveType, m.fromBucket, m.qty, m.toBucket])).toEqual([['scrapOut', 'defective', 2, null]]);
    const steps = await db.select().from(s.spStockDocHistory).where(eq(s.spStockDocHistory.docId, doc.id));
    expect(steps.map((h) => [h.action, h.toStatus])).toEqual([
      ['create', 'draft'],
      ['submit', 'audit'],
      ['approve', 'posted'],
    ]);
    // Posted is final.
    expect((await call('approve', { id: doc.id })).statusCode).toBe(409);
    expect((await call('cancel', { id: doc.id, reason: 'late' }, centre)).statusCode).toBe(409);
  });

  it('refuses a write-off of more old parts than the centre holds, naming the defective bucket, and writes nothing', async () => {
    const before = await balance(HEATER);
    const doc = await writeOff(before.defective + 1);
    await ok('submit', { id: doc.id }, centre);
    const short = await call('approve', { id: doc.id });
    expect(short.statusCode).toBe(409);
    expect(short.json().msg).toContain(`defective in 华北中心仓: ${before.defective} there, ${before.defective + 1} needed`);
    const zh = await call('approve', { id: doc.id }, { ...admin, 'accept-language': 'zh-CN' });
    expect(zh.json().msg).toContain(`旧件库存不足：现有${before.defective}`);
    expect(await balance(HEATER)).toEqual(before);
    expect((await ok('getDetail', { id: doc.id })).status).toBe('audit');
    expect(await movesOf(doc.id)).toEqual([]);
    await ok('reject', { id: doc.id, reason: 'count again' });
    expect(await balance(HEATER)).toEqual(before);
  });

  it('refuses the wrong state, a stale version, another tenant, a missing permission and the other side', async () => {
    const doc = await writeOff(1);
    // A draft is not approved.
    const draft = await call('approve', { id: doc.id });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().msg).toMatch(/^The document is now "Draft" and "Approve" is not possible/);
    await ok('submit', { id: doc.id }, centre);
    const stale = await call('approve', { id: doc.id, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('Someone else has just acted on this document; refresh and try again');
    expect((await call('approve', { id: doc.id }, admin2)).statusCode).toBe(404);
    expect((await call('approve', { id: doc.id }, engineer)).statusCode).toBe(403);
    expect((await call('approve', { id: doc.id }, chaoyang)).statusCode).toBe(403);
    // The eastern storekeeper holds the permission, not the northern centre's warehouse.
    expect((await call('approve', { id: doc.id }, storekeeperEast)).statusCode).toBe(404);
    expect((await ok('getDetail', { id: doc.id })).status).toBe('audit');
    await ok('cancel', { id: doc.id, reason: 'kept for inspection' }, centre);
    expect(await movesOf(doc.id)).toEqual([]);
  });

  it('keeps approval to the write-off: an ordinary stock-out still ships, and has no approval', async () => {
    const issue = await ok('add', { docType: 'issue', fromWarehouseId: NORTH, lines: [{ partsId: part.get('P-MB-OUT')!, qty: 1, fromLocationId: 0 }] }, centre);
    const refused = await call('approve', { id: issue.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/"Approve" is not possible/);
    await ok('cancel', { id: issue.id, reason: 'sweep' }, centre);
  });
});
