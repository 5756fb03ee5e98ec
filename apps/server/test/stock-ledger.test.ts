/**
 * The stock ledger (issue 15): postings write movements and balances together, never below zero, never across
 * tenants; movements cannot be changed; the check proves balance = sum of movements, and finds a balance that is not.
 */
import { errorText, type StockMoveInput, type StockSlot } from '@as/shared';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/http/errors.ts';
import { basParts, basWarehouse } from '../src/modules/master-data/index.ts';
import { checkLedger, postMoves } from '../src/modules/stock/ledger.service.ts';
import { spStockBalance, spStockMove } from '../src/modules/stock/stock.table.ts';
import { createTestApp } from './helper.ts';

describe('stock ledger', async () => {
  const t = await createTestApp();
  const { database } = t.deps;
  const ids = async (tenantId: number) =>
    database.withTenant(tenantId, async (tx) => ({
      wh: new Map((await tx.select({ id: basWarehouse.id, code: basWarehouse.code }).from(basWarehouse)).map((r) => [r.code, r.id])),
      parts: new Map((await tx.select({ id: basParts.id, code: basParts.code }).from(basParts)).map((r) => [r.code, r.id])),
    }));
  const t1 = await ids(1);
  const hq = t1.wh.get('WH-HQ')!;
  const north = t1.wh.get('WH-SC-N')!;
  const east = t1.wh.get('WH-SC-E')!;
  const board = t1.parts.get('P-MB-35GW')!;
  const sensor = t1.parts.get('P-TS-NTC10K')!;
  const at = (warehouseId: number, bucket: StockSlot['bucket'] = 'available'): StockSlot => ({ warehouseId, locationId: 0, bucket });
  const post = (moves: StockMoveInput[], tenantId = 1) => database.withTenant(tenantId, (tx) => postMoves(tx, tenantId, null, moves));
  const balance = async (warehouseId: number, partsId: number, tenantId = 1) =>
    (
      await database.withTenant(tenantId, (tx) =>
        tx
          .select({ available: spStockBalance.available, reserved: spStockBalance.reserved, transit: spStockBalance.transit, defective: spStockBalance.defective })
          .from(spStockBalance)
          .where(and(eq(spStockBalance.warehouseId, warehouseId), eq(spStockBalance.partsId, partsId), eq(spStockBalance.locationId, 0))),
      )
    )[0] ?? { available: 0, reserved: 0, transit: 0, defective: 0 };
  const moveCount = async () => Number((await database.db.select({ n: sql<number>`count(*)` }).from(spStockMove))[0].n);

  it('receives, reserves, ships in transit and receives at the other end, each slot balance moving with it', async () => {
    await post([{ moveType: 'purchaseIn', partsId: board, qty: 10, from: null, to: at(hq) }]);
    await post([{ moveType: 'reserve', partsId: board, qty: 4, from: at(hq), to: at(hq, 'reserved') }]);
    await post([{ moveType: 'transferOut', partsId: board, qty: 4, from: at(hq, 'reserved'), to: at(north, 'transit') }]);
    expect(await balance(hq, board)).toEqual({ available: 6, reserved: 0, transit: 0, defective: 0 });
    expect(await balance(north, board)).toEqual({ available: 0, reserved: 0, transit: 4, defective: 0 });
    await post([{ moveType: 'transferIn', partsId: board, qty: 3, from: at(north, 'transit'), to: at(north) }]);
    expect(await balance(north, board)).toEqual({ available: 3, reserved: 0, transit: 1, defective: 0 });
    const check = await database.withTenant(1, (tx) => checkLedger(tx, 1));
    expect(check.differences).toEqual([]);
    expect(check.slots).toBeGreaterThanOrEqual(2);
  });

  it('refuses to take more than a slot holds, naming the part, the warehouse and what is there, and writes nothing', async () => {
    const before = { moves: await moveCount(), hq: await balance(hq, board), east: await balance(east, board) };
    const attempt = post([
      { moveType: 'transferOut', partsId: board, qty: 2, from: at(hq), to: at(east, 'transit') },
      { moveType: 'issueOut', partsId: board, qty: before.hq.available, from: at(hq), to: null },
    ]);
    const err = await attempt.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    const appError = err as AppError;
    expect(appError.status).toBe(409);
    expect(errorText(appError.code, 'zh-CN', appError.params)).toBe(`P-MB-35GW 空调内机主板在总部中心仓的可用库存不足：现有${before.hq.available}，需要${before.hq.available + 2}`);
    expect(errorText(appError.code, 'en-US', appError.params)).toContain(`Not enough P-MB-35GW 空调内机主板 available in 总部中心仓: ${before.hq.available} there`);
    expect({ moves: await moveCount(), hq: await balance(hq, board), east: await balance(east, board) }).toEqual(before);
    // Releasing what was never reserved, or receiving what was never shipped, is refused the same way.
    await expect(post([{ moveType: 'release', partsId: sensor, qty: 1, from: at(east, 'reserved'), to: at(east) }])).rejects.toMatchObject({ code: 'stockShort' });
    await expect(post([{ moveType: 'transferIn', partsId: sensor, qty: 1, from: at(east, 'transit'), to: at(east) }])).rejects.toMatchObject({ code: 'stockShort' });
  });

  it('keeps old parts in the defective bucket: in with oldPartIn, out with rtvOut or scrapOut, never issued, reserved or shipped as good stock', async () => {
    const before = await balance(north, sensor);
    await post([{ moveType: 'oldPartIn', partsId: sensor, qty: 5, from: null, to: at(north, 'defective') }]);
    expect(await balance(north, sensor)).toEqual({ ...before, defective: before.defective + 5 });
    await post([
      { moveType: 'rtvOut', partsId: sensor, qty: 2, from: at(north, 'defective'), to: null },
      { moveType: 'scrapOut', partsId: sensor, qty: 1, from: at(north, 'defective'), to: null },
    ]);
    expect(await balance(north, sensor)).toEqual({ ...before, defective: before.defective + 2 });
    // Old parts are not good stock: the movements that use good stock cannot take them.
    await expect(post([{ moveType: 'issueOut', partsId: sensor, qty: 1, from: at(north, 'defective'), to: null }])).rejects.toThrow(/cannot use defective/);
    await expect(post([{ moveType: 'reserve', partsId: sensor, qty: 1, from: at(north, 'defective'), to: at(north, 'reserved') }])).rejects.toThrow(/cannot use defective/);
    await expect(post([{ moveType: 'transferOut', partsId: sensor, qty: 1, from: at(north, 'defective'), to: at(east, 'transit') }])).rejects.toThrow(/cannot use defective/);
    await expect(post([{ moveType: 'purchaseIn', partsId: sensor, qty: 1, from: null, to: at(north, 'defective') }])).rejects.toThrow(/cannot use defective/);
    // Sending on more than is held names the defective bucket.
    const err = (await post([{ moveType: 'rtvOut', partsId: sensor, qty: before.defective + 3, from: at(north, 'defective'), to: null }]).catch((e: unknown) => e)) as AppError;
    expect(err.code).toBe('stockShort');
    expect(errorText(err.code, 'zh-CN', err.params)).toContain(`旧件库存不足：现有${before.defective + 2}，需要${before.defective + 3}`);
    expect(errorText(err.code, 'en-US', err.params)).toContain('defective');
    expect(await balance(north, sensor)).toEqual({ ...before, defective: before.defective + 2 });
    expect((await checkLedger(database.db)).differences).toEqual([]);
  });

  it('refuses a movement its type does not allow before writing anything', async () => {
    await expect(post([{ moveType: 'purchaseIn', partsId: board, qty: 0, from: null, to: at(hq) }])).rejects.toThrow(/positive whole number/);
    await expect(post([{ moveType: 'reserve', partsId: board, qty: 1, from: at(hq), to: at(north, 'reserved') }])).rejects.toThrow(/one warehouse/);
  });

  it('keeps movements as they were written: the application role can neither change nor delete one', async () => {
    const [first] = await database.db.select().from(spStockMove).orderBy(spStockMove.id).limit(1);
    const changed = await database.withTenant(1, (tx) => tx.update(spStockMove).set({ qty: 999 }).where(eq(spStockMove.id, first.id)).returning({ id: spStockMove.id }));
    const deleted = await database.withTenant(1, (tx) => tx.delete(spStockMove).where(eq(spStockMove.id, first.id)).returning({ id: spStockMove.id }));
    expect([changed, deleted]).toEqual([[], []]);
    expect((await database.db.select().from(spStockMove).where(eq(spStockMove.id, first.id)))[0]).toEqual(first);
  });

  it('keeps tenants apart: another tenant sees none of the movements or balances, and cannot post into them', async () => {
    const t2 = await ids(2);
    expect(await database.withTenant(2, (tx) => checkLedger(tx, 2))).toEqual({ slots: 0, differences: [] });
    expect(await database.withTenant(2, (tx) => tx.select().from(spStockMove))).toEqual([]);
    expect(await balance(hq, board, 2)).toEqual({ available: 0, reserved: 0, transit: 0, defective: 0 });
    // Tenant 1's warehouse or part named in tenant 2: not found, nothing written.
    const moves = await moveCount();
    await expect(post([{ moveType: 'purchaseIn', partsId: t2.parts.get('P-MB-35GW')!, qty: 1, from: null, to: at(hq) }], 2)).rejects.toMatchObject({ code: 'notFound' });
    await expect(post([{ moveType: 'purchaseIn', partsId: board, qty: 1, from: null, to: at(t2.wh.get('WH-HQ')!) }], 2)).rejects.toMatchObject({ code: 'notFound' });
    expect(await moveCount()).toBe(moves);
  });

  it('gives 20 clients issuing the last units at once exactly what there is, and refuses the rest', async () => {
    const held = (await balance(east, sensor)).available;
    if (held) await post([{ moveType: 'issueOut', partsId: sensor, qty: held, from: at(east), to: null }]);
    await post([{ moveType: 'purchaseIn', partsId: sensor, qty: 7, from: null, to: at(east) }]);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => post([{ moveType: 'issueOut', partsId: sensor, qty: 1, from: at(east), to: null }])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(r.reason).toMatchObject({ code: 'stockShort' });
    expect(await balance(east, sensor)).toMatchObject({ available: 0 });
    expect((await checkLedger(database.db)).differences).toEqual([]);
  });

  it('finds a balance that no longer equals its movements', async () => {
    await database.db.execute(sql`update sp_stock_balance set available = available + 1 where tenant_id = 1 and warehouse_id = ${north} and parts_id = ${board} and location_id = 0`);
    const { differences } = await checkLedger(database.db);
    expect(differences).toEqual([{ tenantId: 1, warehouseId: north, locationId: 0, partsId: board, bucket: 'available', balance: 4, movements: 3 }]);
    await database.db.execute(sql`update sp_stock_balance set available = available - 1 where tenant_id = 1 and warehouse_id = ${north} and parts_id = ${board} and location_id = 0`);
    expect((await checkLedger(database.db)).differences).toEqual([]);
  });

  it('holds balance = sum of movements, and never below zero, for any interleaving of postings', async () => {
    const warehouses = [hq, north, east];
    const op = fc.record({
      kind: fc.constantFrom('receive', 'issue', 'reserve', 'release', 'ship', 'receiveTransit', 'count', 'oldPart', 'rtv', 'scrapOld'),
      part: fc.constantFrom(board, sensor),
      from: fc.constantFrom(...warehouses),
      to: fc.constantFrom(...warehouses),
      qty: fc.integer({ min: 1, max: 6 }),
    });
    type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
    const toMoves = ({ kind, part, from, to, qty }: Op): StockMoveInput[] => {
      switch (kind) {
        case 'receive':
          return [{ moveType: 'purchaseIn', partsId: part, qty, from: null, to: at(from) }];
        case 'issue':
          return [{ moveType: 'issueOut', partsId: part, qty, from: at(from), to: null }];
        case 'reserve':
          return [{ moveType: 'reserve', partsId: part, qty, from: at(from), to: at(from, 'reserved') }];
        case 'release':
          return [{ moveType: 'release', partsId: part, qty, from: at(from, 'reserved'), to: at(from) }];
        case 'ship':
          return [{ moveType: 'transferOut', partsId: part, qty, from: at(from, 'reserved'), to: at(to, 'transit') }];
        case 'receiveTransit':
          return [{ moveType: 'transferIn', partsId: part, qty, from: at(to, 'transit'), to: at(to) }];
        case 'oldPart':
          return [{ moveType: 'oldPartIn', partsId: part, qty, from: null, to: at(from, 'defective') }];
        case 'rtv':
          return [{ moveType: 'rtvOut', partsId: part, qty, from: at(from, 'defective'), to: null }];
        case 'scrapOld':
          // An old part written off together with a good one scrapped: both slots or neither.
          return [
            { moveType: 'scrapOut', partsId: part, qty, from: at(from, 'defective'), to: null },
            { moveType: 'scrapOut', partsId: part, qty: 1, from: at(to), to: null },
          ];
        default:
          return [
            { moveType: 'countLoss', partsId: part, qty, from: at(from), to: null },
            { moveType: 'countGain', partsId: part, qty: qty + 1, from: null, to: at(from) },
          ];
      }
    };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        // The model: what each slot must hold after the postings that the ledger accepted.
        const model = new Map<string, number>();
        const buckets = ['available', 'reserved', 'transit', 'defective'] as const;
        for (const w of warehouses)
          for (const p of [board, sensor]) {
            const held = await balance(w, p);
            for (const b of buckets) model.set(`${w}:${p}:${b}`, held[b]);
          }
        await Promise.all(
          ops.map(async (o) => {
            const moves = toMoves(o);
            try {
              await post(moves);
            } catch (err) {
              expect((err as AppError).code).toBe('stockShort');
              return;
            }
            for (const m of moves) {
              if (m.from) model.set(`${m.from.warehouseId}:${m.partsId}:${m.from.bucket}`, model.get(`${m.from.warehouseId}:${m.partsId}:${m.from.bucket}`)! - m.qty);
              if (m.to) model.set(`${m.to.warehouseId}:${m.partsId}:${m.to.bucket}`, model.get(`${m.to.warehouseId}:${m.partsId}:${m.to.bucket}`)! + m.qty);
            }
          }),
        );
        for (const w of warehouses)
          for (const p of [board, sensor]) {
            const held = await balance(w, p);
            for (const b of buckets) {
              expect(held[b], `${w}:${p}:${b}`).toBe(model.get(`${w}:${p}:${b}`));
              expect(held[b]).toBeGreaterThanOrEqual(0);
            }
          }
        expect((await checkLedger(database.db)).differences).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
