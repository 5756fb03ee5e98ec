/** The stock ledger: immutable movements and the balances they add up to (docs/stock-ledger.md). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { appendOnlyTenantPolicies, id, tenantId, tenantPolicy } from '../../db/columns.ts';

/**
 * One row per change of quantity, never updated or deleted (the application role may only read and add them; a
 * mistake is reversed by a new movement). A slot is a warehouse, a location (0: none) and a bucket.
 */
export const spStockMove = pgTable(
  'sp_stock_move',
  {
    id: id(),
    tenantId: tenantId(),
    moveType: varchar('move_type', { length: 16 }).notNull(),
    partsId: bigint('parts_id', { mode: 'number' }).notNull(),
    qty: integer('qty').notNull(),
    fromWarehouseId: bigint('from_warehouse_id', { mode: 'number' }),
    fromLocationId: bigint('from_location_id', { mode: 'number' }),
    fromBucket: varchar('from_bucket', { length: 16 }),
    toWarehouseId: bigint('to_warehouse_id', { mode: 'number' }),
    toLocationId: bigint('to_location_id', { mode: 'number' }),
    toBucket: varchar('to_bucket', { length: 16 }),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4, mode: 'string' }),
    barcode: varchar('barcode', { length: 64 }),
    /** The document and line that caused it (stock-in, transfer ...). */
    docType: varchar('doc_type', { length: 16 }),
    docId: bigint('doc_id', { mode: 'number' }),
    docLineId: bigint('doc_line_id', { mode: 'number' }),
    waybillNumber: varchar('waybill_number', { length: 64 }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sp_stock_move_qty_ck', sql`${t.qty} > 0`),
    check('sp_stock_move_ends_ck', sql`${t.fromWarehouseId} is not null or ${t.toWarehouseId} is not null`),
    index('sp_stock_move_part_idx').on(t.tenantId, t.partsId, t.id),
    index('sp_stock_move_from_idx').on(t.tenantId, t.fromWarehouseId, t.partsId),
    index('sp_stock_move_to_idx').on(t.tenantId, t.toWarehouseId, t.partsId),
    index('sp_stock_move_doc_idx').on(t.tenantId, t.docType, t.docId),
    index('sp_stock_move_barcode_idx').on(t.tenantId, t.barcode).where(sql`barcode is not null`),
    ...appendOnlyTenantPolicies('sp_stock_move'),
  ],
).enableRLS();

/** What each slot holds for a part: changed only with the movements that explain it, in the same transaction. */
export const spStockBalance = pgTable(
  'sp_stock_balance',
  {
    id: id(),
    tenantId: tenantId(),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    locationId: bigint('location_id', { mode: 'number' }).notNull().default(0),
    partsId: bigint('parts_id', { mode: 'number' }).notNull(),
    available: integer('available').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    transit: integer('transit').notNull().default(0),
    /** Old (replaced) parts held for inspection, RTV or write-off: not on hand. */
    defective: integer('defective').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sp_stock_balance_slot_uq').on(t.tenantId, t.warehouseId, t.locationId, t.partsId),
    index('sp_stock_balance_part_idx').on(t.tenantId, t.partsId),
    check('sp_stock_balance_never_negative_ck', sql`${t.available} >= 0 and ${t.reserved} >= 0 and ${t.transit} >= 0 and ${t.defective} >= 0`),
    tenantPolicy('sp_stock_balance'),
  ],
).enableRLS();
