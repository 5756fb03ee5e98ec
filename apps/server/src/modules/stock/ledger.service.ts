/**
 * Posting to the stock ledger and proving it: every posting writes its movements and changes the balances they
 * explain in the caller's transaction, all or nothing; the check recomputes every balance from the movements.
 */
import { type BalanceKey, balanceDeltas, type BucketDeltas, moveProblem, STOCK_BUCKET_LABELS, STOCK_BUCKETS, type StockMoveInput, type StockSlot } from '@as/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { basParts, basWarehouse } from '../master-data/index.ts';
import { spStockBalance, spStockMove } from './stock.table.ts';

/** Where a movement comes from, beyond the movement itself. */
export interface MoveSource {
  docType?: string;
  docId?: number;
  docLineId?: number;
  waybillNumber?: string | null;
  unitCost?: string | null;
}
export type PostedMove = StockMoveInput & MoveSource;

/**
 * Writes the movements and changes the balances they explain, in a fixed number of statements whatever the number
 * of lines: every slot touched is locked (or created empty) in one fixed row order, so no two postings deadlock; a
 * slot that would go below zero refuses the whole posting with what it holds (the caller's transaction then rolls
 * back); then one statement adds every slot's deltas and one inserts the movements.
 */
export async function postMoves(tx: Tx, tenantId: number, userId: number | null, moves: readonly PostedMove[]): Promise<void> {
  for (const move of moves) {
    const problem = moveProblem(move);
    if (problem) throw new Error(`stock ledger: ${problem}`);
  }
  await assertOwnRefs(tx, tenantId, moves);
  const deltas = balanceDeltas(moves);
  if (deltas.length) {
    // INSERT … ON CONFLICT takes its rows in the order given: the lock order of balanceDeltas.
    const held = await tx
      .insert(spStockBalance)
      .values(deltas.map((row) => ({ tenantId, warehouseId: row.warehouseId, locationId: row.locationId, partsId: row.partsId })))
      .onConflictDoUpdate({ target: [spStockBalance.tenantId, spStockBalance.warehouseId, spStockBalance.locationId, spStockBalance.partsId], set: { updatedAt: sql`now()` } })
      .returning();
    const slotOf = (row: BalanceKey) => `${row.warehouseId}:${row.locationId}:${row.partsId}`;
    const bySlot = new Map(held.map((row) => [slotOf(row), row]));
    const short = deltas.find((row) => STOCK_BUCKETS.some((b) => bySlot.get(slotOf(row))![b] + row[b] < 0));
    if (short) throw await shortage(tx, tenantId, short);
    const values = sql.join(
      deltas.map((row) => sql`(${bySlot.get(slotOf(row))!.id}::bigint, ${row.available}::int, ${row.reserved}::int, ${row.transit}::int, ${row.defective}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update ${spStockBalance} as b
        set available = b.available + d.available, reserved = b.reserved + d.reserved, transit = b.transit + d.transit,
            defective = b.defective + d.defective, updated_at = now()
       from (values ${values}) as d(id, available, reserved, transit, defective)
      where b.tenant_id = ${tenantId} and b.id = d.id`);
  }
  // After the balances: their row locks make a concurrent posting of the same item wait and then see this one.
  await assertSerialsWhere(tx, tenantId, moves);
  await tx.insert(spStockMove).values(
    moves.map((m) => ({
      tenantId,
      moveType: m.moveType,
      partsId: m.partsId,
      qty: m.qty,
      fromWarehouseId: m.from?.warehouseId,
      fromLocationId: m.from?.locationId,
      fromBucket: m.from?.bucket,
      toWarehouseId: m.to?.warehouseId,
      toLocationId: m.to?.locationId,
      toBucket: m.to?.bucket,
      unitCost: m.unitCost,
      barcode: m.barcode || null,
      docType: m.docType,
      docId: m.docId,
      docLineId: m.docLineId,
      waybillNumber: m.waybillNumber,
      createdBy: userId,
    })),
  );
}

/**
 * A serial-numbered item is in one place: it enters from outside only when it is not in stock, and leaves a slot
 * only where its last movement put it.
 */
async function assertSerialsWhere(tx: Tx, tenantId: number, moves: readonly PostedMove[]) {
  const barcodes = [...new Set(moves.flatMap((m) => (m.barcode ? [m.barcode] : [])))];
  if (!barcodes.length) return;
  const at = new Map<string, StockSlot | null>([...(await itemsWhere(tx, tenantId, { barcodes }))].map(([barcode, item]) => [barcode, item.slot]));
  for (const move of moves) {
    if (!move.barcode) continue;
    const now = at.get(move.barcode) ?? null;
    const from = move.from;
    const there = from ? now !== null && now.warehouseId === from.warehouseId && now.locationId === from.locationId && now.bucket === from.bucket : now === null;
    if (!there) {
      const warehouseId = (from ?? now)?.warehouseId;
      const [warehouse] = warehouseId ? await tx.select({ name: basWarehouse.name }).from(basWarehouse).where(and(eq(basWarehouse.tenantId, tenantId), eq(basWarehouse.id, warehouseId))) : [];
      throw new AppError(from ? 'stockSerialNotThere' : 'stockSerialInStock', { barcode: move.barcode, warehouse: warehouse?.name ?? String(warehouseId) });
    }
    at.set(move.barcode, move.to);
  }
}

/** A serial-numbered item as the ledger knows it: its part, and where its last movement put it (null: it left the stock). */
export interface SerialItem {
  barcode: string;
  partsId: number;
  slot: StockSlot | null;
}

/**
 * Where serial-numbered items are now, by their last movement: the items named, or every item of the parts given
 * (those that have left the stock too). An item the ledger never saw is not in the answer.
 */
export async function itemsWhere(tx: Tx, tenantId: number, of: { barcodes: readonly string[] } | { partIds: readonly number[] }): Promise<Map<string, SerialItem>> {
  const which = 'barcodes' in of ? of.barcodes : of.partIds;
  if (!which.length) return new Map();
  const filter = 'barcodes' in of ? sql`barcode in ${which}` : sql`barcode is not null and parts_id in ${which}`;
  const last = await queryRows<{ barcode: string; partsId: string; warehouseId: string | null; locationId: string | null; bucket: StockSlot['bucket'] | null }>(
    tx,
    sql`select distinct on (barcode) barcode, parts_id as "partsId", to_warehouse_id as "warehouseId", to_location_id as "locationId", to_bucket as bucket
          from ${spStockMove} where tenant_id = ${tenantId} and ${filter} order by barcode, id desc`,
  );
  return new Map(
    last.map((l) => [
      l.barcode,
      { barcode: l.barcode, partsId: Number(l.partsId), slot: l.warehouseId == null ? null : { warehouseId: Number(l.warehouseId), locationId: Number(l.locationId), bucket: l.bucket! } },
    ]),
  );
}

/** Every warehouse and part a posting names is the tenant's own: a second wall behind the documents' own checks. */
async function assertOwnRefs(tx: Tx, tenantId: number, moves: readonly PostedMove[]) {
  const warehouses = [...new Set(moves.flatMap((m) => [m.from?.warehouseId, m.to?.warehouseId]).filter((id): id is number => id !== undefined))];
  const parts = [...new Set(moves.map((m) => m.partsId))];
  const [found] = await tx
    .select({
      warehouses: sql<number>`(select count(*) from ${basWarehouse} where ${and(eq(basWarehouse.tenantId, tenantId), inArray(basWarehouse.id, warehouses))})`,
      parts: sql<number>`(select count(*) from ${basParts} where ${and(eq(basParts.tenantId, tenantId), inArray(basParts.id, parts))})`,
    })
    .from(sql`(select 1) as one`);
  if (Number(found.warehouses) !== warehouses.length || Number(found.parts) !== parts.length) throw new AppError('notFound');
}

/** The refusal for a slot that cannot give what is asked: the part, the warehouse, the bucket, what it holds. */
async function shortage(tx: Tx, tenantId: number, row: { warehouseId: number; locationId: number; partsId: number } & BucketDeltas) {
  const [held] = await tx
    .select({ available: spStockBalance.available, reserved: spStockBalance.reserved, transit: spStockBalance.transit, defective: spStockBalance.defective })
    .from(spStockBalance)
    .where(and(eq(spStockBalance.tenantId, tenantId), eq(spStockBalance.warehouseId, row.warehouseId), eq(spStockBalance.locationId, row.locationId), eq(spStockBalance.partsId, row.partsId)));
  const bucket = STOCK_BUCKETS.find((b) => row[b] < 0 && (held?.[b] ?? 0) + row[b] < 0) ?? 'available';
  const [part] = await tx.select({ code: basParts.code, name: basParts.name }).from(basParts).where(and(eq(basParts.tenantId, tenantId), eq(basParts.id, row.partsId)));
  const [warehouse] = await tx.select({ name: basWarehouse.name }).from(basWarehouse).where(and(eq(basWarehouse.tenantId, tenantId), eq(basWarehouse.id, row.warehouseId)));
  return new AppError('stockShort', {
    part: part ? `${part.code} ${part.name}` : String(row.partsId),
    warehouse: warehouse?.name ?? String(row.warehouseId),
    bucket: STOCK_BUCKET_LABELS[bucket],
    have: held?.[bucket] ?? 0,
    needed: -row[bucket],
  });
}

export interface LedgerDifference {
  tenantId: number;
  warehouseId: number;
  locationId: number;
  partsId: number;
  bucket: string;
  balance: number;
  movements: number;
}

/**
 * Every slot whose balance differs from the sum of its movements (none when the ledger is sound), for one tenant or,
 * on the owner's connection (the command), for all of them; with the number of slots compared.
 */
export async function checkLedger(db: Conn, tenantId?: number): Promise<{ slots: number; differences: LedgerDifference[] }> {
  const tenant = tenantId === undefined ? sql`true` : sql`tenant_id = ${tenantId}`;
  const [result] = await queryRows<{ slots: string; differences: LedgerDifference[] }>(
    db,
    sql`with flows as (
          select tenant_id, from_warehouse_id as warehouse_id, from_location_id as location_id, parts_id, from_bucket as bucket, -qty::bigint as qty
            from sp_stock_move where from_warehouse_id is not null and ${tenant}
          union all
          select tenant_id, to_warehouse_id, to_location_id, parts_id, to_bucket, qty::bigint
            from sp_stock_move where to_warehouse_id is not null and ${tenant}
        ), sums as (
          select tenant_id, warehouse_id, location_id, parts_id,
                 coalesce(sum(qty) filter (where bucket = 'available'), 0) as available,
                 coalesce(sum(qty) filter (where bucket = 'reserved'), 0) as reserved,
                 coalesce(sum(qty) filter (where bucket = 'transit'), 0) as transit,
                 coalesce(sum(qty) filter (where bucket = 'defective'), 0) as defective
            from flows group by 1, 2, 3, 4
        ), compared as (
          select tenant_id, warehouse_id, location_id, parts_id, b.available as b_available, b.reserved as b_reserved, b.transit as b_transit,
                 b.defective as b_defective, s.available as s_available, s.reserved as s_reserved, s.transit as s_transit, s.defective as s_defective
            from (select * from sp_stock_balance where ${tenant}) b full join sums s using (tenant_id, warehouse_id, location_id, parts_id)
        )
        select (select count(*) from compared) as slots,
               (select coalesce(json_agg(json_build_object('tenantId', tenant_id, 'warehouseId', warehouse_id, 'locationId', location_id, 'partsId', parts_id,
                                                           'bucket', v.bucket, 'balance', v.balance, 'movements', v.movements)
                                         order by tenant_id, warehouse_id, location_id, parts_id, v.bucket), '[]')
                  from compared, lateral (values ('available', coalesce(b_available, 0), coalesce(s_available, 0)),
                                                 ('reserved', coalesce(b_reserved, 0), coalesce(s_reserved, 0)),
                                                 ('transit', coalesce(b_transit, 0), coalesce(s_transit, 0)),
                                                 ('defective', coalesce(b_defective, 0), coalesce(s_defective, 0))) as v(bucket, balance, movements)
                 where v.balance <> v.movements) as differences`,
  );
  return { slots: Number(result.slots), differences: typeof result.differences === 'string' ? JSON.parse(result.differences) : result.differences };
}
