/** SQL of the stock screens beyond the documents: the balance, the movements, where a serial item is and the locations to choose, within the caller's warehouses. */
import { type ListQuery, ListQueryError } from '@as/shared';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { containsPattern } from '../../http/resource/resource.repository.ts';
import { basParts, basWarehouse, basWarehouseLocation } from '../master-data/index.ts';
import { warehouseScope } from './warehouse-scope.ts';
import { spStockBalance, spStockMove } from './stock.table.ts';

export const BALANCE_SPEC = { filterable: ['warehouseId', 'warehouseType', 'locationId', 'partsId', 'partsCode', 'partsName', 'belowSafety'], sortable: ['id', 'warehouseId', 'partsCode', 'available', 'reserved', 'transit', 'defective', 'onHand'] };
export const MOVE_SPEC = { filterable: ['partsId', 'warehouseId', 'barcode', 'moveType', 'createdAt', 'docId'], sortable: ['id'] };

export const one = (values: string[] | undefined) => values?.[0];
/** A filter's whole number; anything else is the client's mistake, refused naming the filter. */
export function num(query: ListQuery, field: string): number | undefined {
  const value = one(query.filters[field]);
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value)) throw new ListQueryError('badType', `filters.${field}`);
  return Number(value);
}
function moment(value: string | undefined, field: string): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ListQueryError('formatError', `filters.${field}`);
  return date;
}

/** Movements with an end in one of the caller's warehouses (none: every warehouse). */
const movesSeen = (auth: AuthContext) => {
  const seen = warehouseScope(auth);
  return seen && or(sql`${spStockMove.fromWarehouseId} in ${seen}`, sql`${spStockMove.toWarehouseId} in ${seen}`);
};

/** What each slot of the caller's warehouses holds; on hand = available + reserved; flagged below the part's safety stock. */
export async function listBalances(tx: Tx, auth: AuthContext, query: ListQuery) {
  const f = query.filters;
  const seen = warehouseScope(auth);
  const onHand = sql<number>`(${spStockBalance.available} + ${spStockBalance.reserved})`;
  const below = sql<boolean>`${onHand} < ${basParts.safetyStock}`;
  const warehouseId = num(query, 'warehouseId');
  const locationId = num(query, 'locationId');
  const partsId = num(query, 'partsId');
  const where = and(
    eq(spStockBalance.tenantId, auth.tenantId),
    seen && sql`${spStockBalance.warehouseId} in ${seen}`,
    warehouseId !== undefined ? eq(spStockBalance.warehouseId, warehouseId) : undefined,
    // The network inventory: what the outlets (type asc) hold, for headquarters and centres.
    f.warehouseType?.length ? inArray(basWarehouse.warehouseType, f.warehouseType) : undefined,
    locationId !== undefined ? eq(spStockBalance.locationId, locationId) : undefined,
    partsId !== undefined ? eq(spStockBalance.partsId, partsId) : undefined,
    one(f.partsCode) ? ilike(basParts.code, containsPattern(one(f.partsCode)!)) : undefined,
    one(f.partsName) ? ilike(basParts.name, containsPattern(one(f.partsName)!)) : undefined,
    one(f.belowSafety) === 'true' ? below : undefined,
  );
  const columns: Record<string, SQL | PgColumn> = {
    id: spStockBalance.id,
    warehouseId: spStockBalance.warehouseId,
    partsCode: sql`${basParts.code}`,
    available: spStockBalance.available,
    reserved: spStockBalance.reserved,
    transit: spStockBalance.transit,
    defective: spStockBalance.defective,
    onHand,
  };
  const sorted = query.sort ? [query.order === 'desc' ? desc(columns[query.sort]) : asc(columns[query.sort])] : [];
  const joined = <S extends Record<string, unknown>>(selection: S) =>
    tx
      .select(selection as never)
      .from(spStockBalance)
      .innerJoin(basParts, and(eq(basParts.tenantId, spStockBalance.tenantId), eq(basParts.id, spStockBalance.partsId)))
      .innerJoin(basWarehouse, and(eq(basWarehouse.tenantId, spStockBalance.tenantId), eq(basWarehouse.id, spStockBalance.warehouseId)))
      .where(where);
  const records = await joined({
    id: spStockBalance.id,
    warehouseId: spStockBalance.warehouseId,
    warehouseName: basWarehouse.name,
    locationId: spStockBalance.locationId,
    partsId: spStockBalance.partsId,
    partsCode: basParts.code,
    partsName: basParts.name,
    available: spStockBalance.available,
    reserved: spStockBalance.reserved,
    transit: spStockBalance.transit,
    defective: spStockBalance.defective,
    onHand,
    safetyStock: basParts.safetyStock,
    belowSafety: below,
  })
    // Then as the slot index runs (a warehouse's page reads it in order, no sort of the warehouse's slots).
    .orderBy(...sorted, spStockBalance.warehouseId, spStockBalance.locationId, spStockBalance.partsId)
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount ? ((await joined({ total: sql<number>`count(*)` })) as { total: number }[]) : [{ total: 0 }];
  return { records, total: Number(total) };
}

/** A part's movements in the caller's warehouses, newest first. */
export async function listMoves(tx: Tx, auth: AuthContext, query: ListQuery) {
  const f = query.filters;
  const warehouse = num(query, 'warehouseId');
  const partsId = num(query, 'partsId');
  const docId = num(query, 'docId');
  const [fromDate, toDate] = f.createdAt ?? [];
  const where = and(
    eq(spStockMove.tenantId, auth.tenantId),
    movesSeen(auth),
    partsId !== undefined ? eq(spStockMove.partsId, partsId) : undefined,
    warehouse !== undefined ? or(eq(spStockMove.fromWarehouseId, warehouse), eq(spStockMove.toWarehouseId, warehouse)) : undefined,
    one(f.barcode) ? eq(spStockMove.barcode, one(f.barcode)!) : undefined,
    one(f.moveType) ? eq(spStockMove.moveType, one(f.moveType)!) : undefined,
    docId !== undefined ? eq(spStockMove.docId, docId) : undefined,
    fromDate ? gte(spStockMove.createdAt, moment(fromDate, 'createdAt')!) : undefined,
    toDate ? lte(spStockMove.createdAt, moment(toDate, 'createdAt')!) : undefined,
  );
  const records = await tx
    .select()
    .from(spStockMove)
    .where(where)
    .orderBy(desc(spStockMove.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount ? await tx.select({ total: sql<number>`count(*)` }).from(spStockMove).where(where) : [{ total: 0 }];
  return { records, total: Number(total) };
}

/** A serial-numbered item's last movement within the caller's warehouses: where it is now. */
export async function lastMoveOf(tx: Tx, auth: AuthContext, barcode: string) {
  const [last] = await tx
    .select()
    .from(spStockMove)
    .where(and(eq(spStockMove.tenantId, auth.tenantId), eq(spStockMove.barcode, barcode), movesSeen(auth)))
    .orderBy(desc(spStockMove.id))
    .limit(1);
  return last;
}

/**
 * The enabled locations of one of the caller's warehouses, in the warehouse's order: what a document's line chooses
 * from, each with its name where it says more than the code (as ref-labels.ts names them).
 */
export function locationsOf(tx: Tx, auth: AuthContext, warehouseId: number) {
  const seen = warehouseScope(auth);
  return tx
    .select({ id: basWarehouseLocation.id, code: basWarehouseLocation.code, name: sql<string | null>`nullif(${basWarehouseLocation.name}, ${basWarehouseLocation.code})` })
    .from(basWarehouseLocation)
    .innerJoin(basWarehouse, and(eq(basWarehouse.tenantId, basWarehouseLocation.tenantId), eq(basWarehouse.id, basWarehouseLocation.parentId)))
    .where(
      and(
        eq(basWarehouseLocation.tenantId, auth.tenantId),
        eq(basWarehouseLocation.parentId, warehouseId),
        eq(basWarehouseLocation.enabled, true),
        isNull(basWarehouse.deletedAt),
        seen && sql`${basWarehouse.id} in ${seen}`,
      ),
    )
    .orderBy(asc(basWarehouseLocation.lineNo));
}
