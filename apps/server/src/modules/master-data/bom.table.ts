import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const live = sql`deleted_at is null`;

/** BOM groups (basPartsBom): the parts of a model, as lines. */
export const basPartsBom = pgTable(
  'bas_parts_bom',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The reason given with the latest change of the lines. */
    changeReason: text('change_reason'),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_parts_bom_code_uq').on(t.tenantId, t.code).where(live), index('bas_parts_bom_item_idx').on(t.tenantId, t.itemId), tenantPolicy('bas_parts_bom')],
).enableRLS();

/** A BOM's lines: one per part. */
export const basPartsBomLine = pgTable(
  'bas_parts_bom_line',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    partsId: bigint('parts_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    position: varchar('position', { length: 64 }),
  },
  (t) => [
    uniqueIndex('bas_parts_bom_line_parts_uq').on(t.tenantId, t.parentId, t.partsId),
    index('bas_parts_bom_line_parts_idx').on(t.tenantId, t.partsId),
    tenantPolicy('bas_parts_bom_line'),
  ],
).enableRLS();

/** BOM change records (basPartsBomChange): written by the BOM write itself, never by hand. */
export const basPartsBomChange = pgTable(
  'bas_parts_bom_change',
  {
    id: id(),
    tenantId: tenantId(),
    bomId: bigint('bom_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    partsId: bigint('parts_id', { mode: 'number' }).notNull(),
    /** add, update or remove */
    changeType: varchar('change_type', { length: 8 }).notNull(),
    fromQuantity: integer('from_quantity'),
    toQuantity: integer('to_quantity'),
    fromPosition: varchar('from_position', { length: 64 }),
    toPosition: varchar('to_position', { length: 64 }),
    reason: text('reason'),
    changedBy: varchar('changed_by', { length: 64 }).notNull(),
    changedAt: instant('changed_at').notNull().default(sql`now()`),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [index('bas_parts_bom_change_bom_idx').on(t.tenantId, t.bomId, t.changedAt), index('bas_parts_bom_change_parts_idx').on(t.tenantId, t.partsId), tenantPolicy('bas_parts_bom_change')],
).enableRLS();
