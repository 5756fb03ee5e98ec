/**
 * Stock documents (packages/shared stock/documents.ts): one header and one line table for stock-in, stock-out,
 * transfer, count and request, told apart by docKind, and the history of every command on them.
 */
import type { StockDocKind, StockDocStatus, StockReceipt } from '@as/shared';
import { bigint, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

export const spStockDoc = pgTable(
  'sp_stock_doc',
  {
    id: id(),
    tenantId: tenantId(),
    docNo: varchar('doc_no', { length: 32 }).notNull(),
    docKind: varchar('doc_kind', { length: 12 }).$type<StockDocKind>().notNull(),
    docType: varchar('doc_type', { length: 12 }).notNull(),
    status: varchar('status', { length: 12 }).$type<StockDocStatus>().notNull().default('draft'),
    receipt: varchar('receipt', { length: 12 }).$type<StockReceipt>().notNull().default('none'),
    /** Where the stock leaves (stock-out, transfer) or is counted (count); the supplying centre's warehouse (request). */
    fromWarehouseId: bigint('from_warehouse_id', { mode: 'number' }),
    /** Where the stock arrives (stock-in, transfer, request). */
    toWarehouseId: bigint('to_warehouse_id', { mode: 'number' }),
    carrier: varchar('carrier', { length: 64 }),
    waybillNumber: varchar('waybill_number', { length: 64 }),
    /** The request a transfer fulfils, or the transfer a request became. */
    linkedDocId: bigint('linked_doc_id', { mode: 'number' }),
    shippedAt: instant('shipped_at'),
    receivedAt: instant('received_at'),
    auditRemark: text('audit_remark'),
    remark: text('remark'),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sp_stock_doc_no_uq').on(t.tenantId, t.docNo),
    index('sp_stock_doc_kind_idx').on(t.tenantId, t.docKind, t.status, t.id),
    index('sp_stock_doc_from_idx').on(t.tenantId, t.fromWarehouseId),
    index('sp_stock_doc_to_idx').on(t.tenantId, t.toWarehouseId),
    tenantPolicy('sp_stock_doc'),
  ],
).enableRLS();

/** A document's lines: a part and its quantity; what arrived of it (receipts); the frozen book and the count (counts). */
export const spStockDocLine = pgTable(
  'sp_stock_doc_line',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    partsId: bigint('parts_id', { mode: 'number' }).notNull(),
    /** Location the stock leaves (0: none). */
    fromLocationId: bigint('from_location_id', { mode: 'number' }).notNull().default(0),
    /** Location the stock arrives at (0: none). */
    toLocationId: bigint('to_location_id', { mode: 'number' }).notNull().default(0),
    qty: integer('qty').notNull().default(0),
    receivedQty: integer('received_qty').notNull().default(0),
    bookQty: integer('book_qty'),
    countedQty: integer('counted_qty'),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4, mode: 'string' }),
    /** A serial-numbered item: one per line, quantity 1, followed through the ledger by its barcode. */
    barcode: varchar('barcode', { length: 64 }),
    remark: varchar('remark', { length: 255 }),
  },
  (t) => [index('sp_stock_doc_line_parent_idx').on(t.tenantId, t.parentId, t.lineNo), tenantPolicy('sp_stock_doc_line')],
).enableRLS();

/** Every command on a document: who, when, from which state to which, why. */
export const spStockDocHistory = pgTable(
  'sp_stock_doc_history',
  {
    id: id(),
    tenantId: tenantId(),
    docId: bigint('doc_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sp_stock_doc_history_doc_idx').on(t.tenantId, t.docId, t.id), tenantPolicy('sp_stock_doc_history')],
).enableRLS();

/** Document numbers: a kind's prefix + yyMMdd + this running number. */
export const spStockDocNo = pgSequence('sp_stock_doc_no_seq');
