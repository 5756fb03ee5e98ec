/**
 * SQL of the stock reports (docs/stock-ledger.md "Reads"), within the viewer's warehouses: the network inventory
 * (what the outlets hold, by outlet and by part) and the item barcode search (where each serial-numbered item is
 * now, and every place it has been).
 */
import { ITEM_BARCODE_SCREEN, type ListQuery, ListQueryError, NETWORK_OUTLET_SCREEN, NETWORK_PART_SCREEN, type ScreenDef } from '@as/shared';
import { and, asc, desc, eq, ilike, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { containsPattern } from '../../http/resource/resource.repository.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { basParts, basWarehouse, basWarehouseLocation } from '../master-data/index.ts';
import { warehouseScope } from './warehouse-scope.ts';
import { spStockDoc } from './document.table.ts';
import { num, one } from './stock.repository.ts';
import { spStockBalance, spStockMove } from './stock.table.ts';

/** The warehouse type of the outlets (ASC): what the network inventory covers. */
const OUTLET = 'asc';
/** The most movements one item's history shows. */
const HISTORY_MAX = 500;

/** A yes / no filter; anything else is the client's mistake, refused naming the filter. */
function flag(query: ListQuery, field: string): boolean | undefined {
  const value = one(query.filters[field]);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new ListQueryError('badType', `filters.${field}`);
  return value === 'true';
}

const contains = (column: PgColumn, query: ListQuery, field: string) => {
  const value = one(query.filters[field]);
  return value ? ilike(column, containsPattern(value)) : undefined;
};

/** A movement with either end in the viewer's warehouses (none: every warehouse). */
function seenEnds(viewer: Viewer, from: PgColumn | SQL, to: PgColumn | SQL): SQL | undefined {
  const seen = warehouseScope(viewer);
  return seen && or(sql`${from} in ${seen}`, sql`${to} in ${seen}`);
}

/** The order a list asks for (else its screen's default), then a unique key, so that pages never overlap. */
function orderOf(def: ScreenDef, query: ListQuery, columns: Record<string, PgColumn | SQL | SQL.Aliased>, unique: PgColumn | SQL | SQL.Aliased) {
  const column = columns[query.sort ?? def.defaultSort!.field];
  return [query.order === 'desc' ? desc(column) : asc(column), asc(unique)];
}

/** Per outlet (a warehouse of type asc the viewer sees) and part, what its locations hold together. */
function outletStock(tx: Tx, viewer: Viewer, query: ListQuery) {
  const seen = warehouseScope(viewer);
  const warehouseId = num(query, 'warehouseId');
  return tx
    .select({
      // The outlet's first slot of the part: a stable key for the row.
      key: sql<number>`min(${spStockBalance.id})`.as('key'),
      warehouseId: spStockBalance.warehouseId,
      partsId: spStockBalance.partsId,
      available: sql<number>`sum(${spStockBalance.available})::int`.as('available'),
      reserved: sql<number>`sum(${spStockBalance.reserved})::int`.as('reserved'),
      transit: sql<number>`sum(${spStockBalance.transit})::int`.as('transit'),
    })
    .from(spStockBalance)
    .innerJoin(basWarehouse, and(eq(basWarehouse.tenantId, spStockBalance.tenantId), eq(basWarehouse.id, spStockBalance.warehouseId)))
    .where(
      and(
        eq(spStockBalance.tenantId, viewer.tenantId),
        eq(basWarehouse.warehouseType, OUTLET),
        seen && sql`${spStockBalance.warehouseId} in ${seen}`,
        warehouseId !== undefined ? eq(spStockBalance.warehouseId, warehouseId) : undefined,
      ),
    )
    .groupBy(spStockBalance.warehouseId, spStockBalance.partsId)
    .as('outlet');
}

/** The network inventory by outlet: a row per outlet and part; on hand = available + reserved, below the part's safety stock flagged. */
export async function listOutletStock(tx: Tx, viewer: Viewer, query: ListQuery) {
  const outlet = outletStock(tx, viewer, query);
  const onHand = sql<number>`(${outlet.available} + ${outlet.reserved})`;
  const below = sql<boolean>`(${onHand} < ${basParts.safetyStock})`;
  const belowSafety = flag(query, 'belowSafety');
  const where = and(contains(basParts.code, query, 'partsCode'), contains(basParts.name, query, 'partsName'), belowSafety === undefined ? undefined : belowSafety ? below : not(below));
  const part = and(eq(basParts.tenantId, viewer.tenantId), eq(basParts.id, outlet.partsId));
  const records = await tx
    .select({
      id: outlet.key,
      warehouseId: outlet.warehouseId,
      warehouseName: basWarehouse.name,
      partsId: outlet.partsId,
      partsCode: basParts.code,
      partsName: basParts.name,
      onHand,
      available: outlet.available,
      reserved: outlet.reserved,
      transit: outlet.transit,
      safetyStock: basParts.safetyStock,
      belowSafety: below,
    })
    .from(outlet)
    .innerJoin(basParts, part)
    .innerJoin(basWarehouse, and(eq(basWarehouse.tenantId, viewer.tenantId), eq(basWarehouse.id, outlet.warehouseId)))
    .where(where)
    .orderBy(
      ...orderOf(
        NETWORK_OUTLET_SCREEN,
        query,
        { warehouseName: basWarehouse.name, partsCode: basParts.code, onHand, available: outlet.available, reserved: outlet.reserved, transit: outlet.transit },
        outlet.key,
      ),
    )
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount ? await tx.select({ total: sql<number>`count(*)::int` }).from(outlet).innerJoin(basParts, part).where(where) : [{ total: 0 }];
  return { records, total };
}

/**
 * The network inventory by part: how many outlets hold it, what they hold together, and how many of those that
 * keep it are below its safety stock (an outlet without a slot of the part is not counted).
 */
export async function listPartStock(tx: Tx, viewer: Viewer, query: ListQuery) {
  const outlet = outletStock(tx, viewer, query);
  const onHand = sql`(${outlet.available} + ${outlet.reserved})`;
  const outletsBelow = sql<number>`(count(*) filter (where ${onHand} < ${basParts.safetyStock}))::int`;
  const totals = {
    outlets: sql<number>`(count(*) filter (where ${onHand} > 0))::int`,
    onHand: sql<number>`sum(${onHand})::int`,
    available: sql<number>`sum(${outlet.available})::int`,
    reserved: sql<number>`sum(${outlet.reserved})::int`,
    transit: sql<number>`sum(${outlet.transit})::int`,
    outletsBelow,
  };
  const belowSafety = flag(query, 'belowSafety');
  const grouped = <S extends Record<string, unknown>>(selection: S) =>
    tx
      .select(selection as never)
      .from(outlet)
      .innerJoin(basParts, and(eq(basParts.tenantId, viewer.tenantId), eq(basParts.id, outlet.partsId)))
      .where(and(contains(basParts.code, query, 'partsCode'), contains(basParts.name, query, 'partsName')))
      .groupBy(basParts.id)
      .having(belowSafety === undefined ? undefined : belowSafety ? sql`${outletsBelow} > 0` : sql`${outletsBelow} = 0`);
  const records = (await grouped({ id: basParts.id, partsId: basParts.id, partsCode: basParts.code, partsName: basParts.name, safetyStock: basParts.safetyStock, ...totals })
    .orderBy(...orderOf(NETWORK_PART_SCREEN, query, { partsCode: basParts.code, ...totals }, basParts.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size)) as Record<string, unknown>[];
  const [{ total }] = query.searchCount ? await tx.select({ total: sql<number>`count(*)::int` }).from(grouped({ id: basParts.id }).as('part')) : [{ total: 0 }];
  return { records, total };
}

/** Each serial-numbered item's last movement (the barcode and part filters hold for all of an item's movements). */
function lastMoves(tx: Tx, viewer: Viewer, query: ListQuery) {
  const partsId = num(query, 'partsId');
  return tx
    .selectDistinctOn([spStockMove.barcode], {
      id: spStockMove.id,
      barcode: spStockMove.barcode,
      partsId: spStockMove.partsId,
      fromWarehouseId: spStockMove.fromWarehouseId,
      toWarehouseId: spStockMove.toWarehouseId,
      toLocationId: spStockMove.toLocationId,
      toBucket: spStockMove.toBucket,
      moveType: spStockMove.moveType,
      docId: spStockMove.docId,
      waybillNumber: spStockMove.waybillNumber,
      createdAt: spStockMove.createdAt,
    })
    .from(spStockMove)
    .where(
      and(
        eq(spStockMove.tenantId, viewer.tenantId),
        isNotNull(spStockMove.barcode),
        contains(spStockMove.barcode, query, 'barcode'),
        partsId !== undefined ? eq(spStockMove.partsId, partsId) : undefined,
      ),
    )
    .orderBy(spStockMove.barcode, desc(spStockMove.id))
    .as('item');
}

/**
 * The item barcode search: where each serial-numbered item is now (its last movement's destination; none when it
 * left the stock), for the items whose last movement has an end in the viewer's warehouses.
 */
export async function listItems(tx: Tx, viewer: Viewer, query: ListQuery) {
  const item = lastMoves(tx, viewer, query);
  const warehouseId = num(query, 'warehouseId');
  const inStock = flag(query, 'inStock');
  const where = and(
    seenEnds(viewer, item.fromWarehouseId, item.toWarehouseId),
    warehouseId !== undefined ? eq(item.toWarehouseId, warehouseId) : undefined,
    inStock === undefined ? undefined : inStock ? isNotNull(item.toWarehouseId) : isNull(item.toWarehouseId),
  );
  const part = and(eq(basParts.tenantId, viewer.tenantId), eq(basParts.id, item.partsId));
  const records = await tx
    .select({
      id: item.id,
      barcode: item.barcode,
      partsId: item.partsId,
      partsCode: basParts.code,
      partsName: basParts.name,
      warehouseId: item.toWarehouseId,
      warehouseName: basWarehouse.name,
      locationCode: basWarehouseLocation.code,
      bucket: item.toBucket,
      moveType: item.moveType,
      docNo: spStockDoc.docNo,
      waybillNumber: item.waybillNumber,
      movedAt: item.createdAt,
    })
    .from(item)
    .innerJoin(basParts, part)
    .leftJoin(basWarehouse, and(eq(basWarehouse.tenantId, viewer.tenantId), eq(basWarehouse.id, item.toWarehouseId)))
    .leftJoin(basWarehouseLocation, and(eq(basWarehouseLocation.tenantId, viewer.tenantId), eq(basWarehouseLocation.id, item.toLocationId)))
    .leftJoin(spStockDoc, and(eq(spStockDoc.tenantId, viewer.tenantId), eq(spStockDoc.id, item.docId)))
    .where(where)
    .orderBy(...orderOf(ITEM_BARCODE_SCREEN, query, { barcode: item.barcode, partsCode: basParts.code, movedAt: item.createdAt }, item.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount ? await tx.select({ total: sql<number>`count(*)::int` }).from(item).innerJoin(basParts, part).where(where) : [{ total: 0 }];
  return { records, total };
}

const fromWarehouse = alias(basWarehouse, 'from_warehouse');
const toWarehouse = alias(basWarehouse, 'to_warehouse');
const fromLocation = alias(basWarehouseLocation, 'from_location');
const toLocation = alias(basWarehouseLocation, 'to_location');

/** Every place a serial-numbered item has been within the viewer's warehouses: its movements, oldest first, named. */
export function itemHistory(tx: Tx, viewer: Viewer, barcode: string) {
  const named = (table: { tenantId: PgColumn; id: PgColumn }, id: PgColumn) => and(eq(table.tenantId, spStockMove.tenantId), eq(table.id, id));
  return tx
    .select({
      id: spStockMove.id,
      movedAt: spStockMove.createdAt,
      moveType: spStockMove.moveType,
      partsId: spStockMove.partsId,
      fromWarehouseName: fromWarehouse.name,
      fromLocationCode: fromLocation.code,
      fromBucket: spStockMove.fromBucket,
      toWarehouseName: toWarehouse.name,
      toLocationCode: toLocation.code,
      toBucket: spStockMove.toBucket,
      docNo: spStockDoc.docNo,
      waybillNumber: spStockMove.waybillNumber,
      userName: sysUser.name,
    })
    .from(spStockMove)
    .leftJoin(fromWarehouse, named(fromWarehouse, spStockMove.fromWarehouseId))
    .leftJoin(toWarehouse, named(toWarehouse, spStockMove.toWarehouseId))
    .leftJoin(fromLocation, named(fromLocation, spStockMove.fromLocationId))
    .leftJoin(toLocation, named(toLocation, spStockMove.toLocationId))
    .leftJoin(spStockDoc, and(eq(spStockDoc.tenantId, spStockMove.tenantId), eq(spStockDoc.id, spStockMove.docId)))
    .leftJoin(sysUser, eq(sysUser.id, spStockMove.createdBy))
    .where(and(eq(spStockMove.tenantId, viewer.tenantId), eq(spStockMove.barcode, barcode), seenEnds(viewer, spStockMove.fromWarehouseId, spStockMove.toWarehouseId)))
    .orderBy(asc(spStockMove.id))
    .limit(HISTORY_MAX);
}
