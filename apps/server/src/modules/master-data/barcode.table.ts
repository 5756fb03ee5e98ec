import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const live = sql`deleted_at is null`;

/** The barcode library (basItemBarcode): one live row per serial code of the tenant. */
export const basItemBarcode = pgTable(
  'bas_item_barcode',
  {
    id: id(),
    tenantId: tenantId(),
    serialNo: varchar('serial_no', { length: 64 }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    productionDate: date('production_date', { mode: 'string' }),
    batchNo: varchar('batch_no', { length: 32 }),
    /** generated (by the serial code generator) or imported (registered from outside, by hand or from a spreadsheet). */
    source: varchar('source', { length: 16 }).notNull().default('imported'),
    status: varchar('status', { length: 16 }).notNull().default('normal'),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_item_barcode_serial_uq').on(t.tenantId, t.serialNo).where(live),
    index('bas_item_barcode_item_idx').on(t.tenantId, t.itemId),
    tenantPolicy('bas_item_barcode'),
  ],
).enableRLS();

/** The serial code generator's batches (basCompanyBarcodeGenerate): written once by a generation, never changed. */
export const basBarcodeGenerate = pgTable(
  'bas_barcode_generate',
  {
    id: id(),
    tenantId: tenantId(),
    batchNo: varchar('batch_no', { length: 32 }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    prefix: varchar('prefix', { length: 8 }).notNull().default(''),
    productionDate: date('production_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    firstSerial: varchar('first_serial', { length: 64 }).notNull(),
    lastSerial: varchar('last_serial', { length: 64 }).notNull(),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_barcode_generate_batch_uq').on(t.tenantId, t.batchNo), index('bas_barcode_generate_item_idx').on(t.tenantId, t.itemId), tenantPolicy('bas_barcode_generate')],
).enableRLS();
