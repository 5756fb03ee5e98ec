import { bigint, boolean, date, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** Service types (basServiceType): what kind of service an order asks for, under an order type. */
export const basServiceType = pgTable(
  'bas_service_type',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    orderType: varchar('order_type', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_service_type_code_uq').on(t.tenantId, t.code).where(sql`deleted_at is null`), tenantPolicy('bas_service_type')],
).enableRLS();

/** Areas (basArea): province, city and district, a tree loaded lazily. */
export const basArea = pgTable(
  'bas_area',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(-1),
    code: varchar('code', { length: 12 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    level: varchar('level', { length: 1 }).notNull(),
    postalCode: varchar('postal_code', { length: 6 }),
    sort: integer('sort').notNull().default(0),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_area_code_uq').on(t.tenantId, t.code).where(sql`deleted_at is null`),
    index('bas_area_parent_idx').on(t.tenantId, t.parentId),
    tenantPolicy('bas_area'),
  ],
).enableRLS();

/** SLA rules (basSla): the orders they match (empty matches any) and their priority among matching rules. */
export const basSla = pgTable(
  'bas_sla',
  {
    id: id(),
    tenantId: tenantId(),
    name: varchar('name', { length: 64 }).notNull(),
    orderType: varchar('order_type', { length: 16 }),
    urgency: varchar('urgency', { length: 1 }),
    priority: integer('priority').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_sla_name_uq').on(t.tenantId, t.name).where(sql`deleted_at is null`), tenantPolicy('bas_sla')],
).enableRLS();

/** An SLA rule's clocks: per stage (response, appointment, arrival, completion) a standard and a reminder time. */
export const basSlaLine = pgTable(
  'bas_sla_line',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    stage: varchar('stage', { length: 16 }).notNull(),
    standardMinutes: integer('standard_minutes').notNull(),
    reminderMinutes: integer('reminder_minutes').notNull(),
  },
  (t) => [uniqueIndex('bas_sla_line_stage_uq').on(t.tenantId, t.parentId, t.stage), tenantPolicy('bas_sla_line')],
).enableRLS();

const live = sql`deleted_at is null`;
const money = (column: string) => numeric(column, { precision: 12, scale: 2, mode: 'string' });

/** Product classification (basItemCategory): a tree. */
export const basItemCategory = pgTable(
  'bas_item_category',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(-1),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_item_category_code_uq').on(t.tenantId, t.code).where(live),
    index('bas_item_category_parent_idx').on(t.tenantId, t.parentId),
    tenantPolicy('bas_item_category'),
  ],
).enableRLS();

/** Product information (basItem): the models, each in a product category. */
export const basItem = pgTable(
  'bas_item',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    model: varchar('model', { length: 64 }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    brand: varchar('brand', { length: 64 }),
    unit: varchar('unit', { length: 8 }).notNull().default('pcs'),
    warrantyMonths: integer('warranty_months').notNull().default(12),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_item_code_uq').on(t.tenantId, t.code).where(live),
    index('bas_item_category_idx').on(t.tenantId, t.categoryId),
    tenantPolicy('bas_item'),
  ],
).enableRLS();

/** Purchase channels (basBuyChannel). */
export const basBuyChannel = pgTable(
  'bas_buy_channel',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    channelType: varchar('channel_type', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_buy_channel_code_uq').on(t.tenantId, t.code).where(live), tenantPolicy('bas_buy_channel')],
).enableRLS();

/** Shops (basBuyShop) of a purchase channel. */
export const basBuyShop = pgTable(
  'bas_buy_shop',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    channelId: bigint('channel_id', { mode: 'number' }).notNull(),
    contact: varchar('contact', { length: 32 }),
    phone: varchar('phone', { length: 20 }),
    address: varchar('address', { length: 255 }),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_buy_shop_code_uq').on(t.tenantId, t.code).where(live),
    index('bas_buy_shop_channel_idx').on(t.tenantId, t.channelId),
    tenantPolicy('bas_buy_shop'),
  ],
).enableRLS();

/** Warehouses (basWarehouse): type, storekeeper, owning organisation. */
export const basWarehouse = pgTable(
  'bas_warehouse',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    warehouseType: varchar('warehouse_type', { length: 16 }).notNull(),
    storekeeper: varchar('storekeeper', { length: 32 }),
    deptId: bigint('dept_id', { mode: 'number' }),
    address: varchar('address', { length: 255 }),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_warehouse_code_uq').on(t.tenantId, t.code).where(live), tenantPolicy('bas_warehouse')],
).enableRLS();

/** A warehouse's locations (its lines): a code unique within the warehouse. */
export const basWarehouseLocation = pgTable(
  'bas_warehouse_location',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('bas_warehouse_location_code_uq').on(t.tenantId, t.parentId, t.code), tenantPolicy('bas_warehouse_location')],
).enableRLS();

/** Parts classification (basPartsCategory): a tree. */
export const basPartsCategory = pgTable(
  'bas_parts_category',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(-1),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_parts_category_code_uq').on(t.tenantId, t.code).where(live),
    index('bas_parts_category_parent_idx').on(t.tenantId, t.parentId),
    tenantPolicy('bas_parts_category'),
  ],
).enableRLS();

/** Parts (basParts): prices, supply and purchase status, ABC class, stock and application limits, lead times. */
export const basParts = pgTable(
  'bas_parts',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    model: varchar('model', { length: 64 }),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    purchasePrice: money('purchase_price').notNull().default('0.00'),
    factoryPrice: money('factory_price').notNull().default('0.00'),
    level1Price: money('level1_price').notNull().default('0.00'),
    level2Price: money('level2_price').notNull().default('0.00'),
    retailPrice: money('retail_price').notNull().default('0.00'),
    unit: varchar('unit', { length: 8 }).notNull().default('pcs'),
    supplyStatus: varchar('supply_status', { length: 16 }).notNull().default('normal'),
    purchaseStatus: varchar('purchase_status', { length: 16 }).notNull().default('allowed'),
    abcClass: varchar('abc_class', { length: 1 }),
    safetyStock: integer('safety_stock').notNull().default(0),
    minApply: integer('min_apply').notNull().default(0),
    maxApply: integer('max_apply').notNull().default(0),
    maxReplace: integer('max_replace').notNull().default(0),
    purchaseLeadDays: integer('purchase_lead_days').notNull().default(0),
    deliveryLeadDays: integer('delivery_lead_days').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_parts_code_uq').on(t.tenantId, t.code).where(live),
    index('bas_parts_category_idx').on(t.tenantId, t.categoryId),
    tenantPolicy('bas_parts'),
  ],
).enableRLS();

/** Fault phenomena (basFaultSymptom), optionally for one product category. */
export const basFaultSymptom = pgTable(
  'bas_fault_symptom',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_fault_symptom_code_uq').on(t.tenantId, t.code).where(live), tenantPolicy('bas_fault_symptom')],
).enableRLS();

/** Fault causes (basFaultReason) of a phenomenon. */
export const basFaultReason = pgTable(
  'bas_fault_reason',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    symptomId: bigint('symptom_id', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_fault_reason_code_uq').on(t.tenantId, t.code).where(live),
    index('bas_fault_reason_symptom_idx').on(t.tenantId, t.symptomId),
    tenantPolicy('bas_fault_reason'),
  ],
).enableRLS();

/** Repair measures (basFixMethod) of a cause. */
export const basFixMethod = pgTable(
  'bas_fix_method',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    reasonId: bigint('reason_id', { mode: 'number' }).notNull(),
    needParts: boolean('need_parts').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_fix_method_code_uq').on(t.tenantId, t.code).where(live),
    index('bas_fix_method_reason_idx').on(t.tenantId, t.reasonId),
    tenantPolicy('bas_fix_method'),
  ],
).enableRLS();

/** Check subjects / assessment items (basCheckSubject): a tree of rewards and penalties. */
export const basCheckSubject = pgTable(
  'bas_check_subject',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(-1),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    subjectType: varchar('subject_type', { length: 16 }).notNull(),
    amount: money('amount').notNull().default('0.00'),
    feeName: varchar('fee_name', { length: 64 }),
    concurrent: boolean('concurrent').notNull().default(false),
    appealDays: integer('appeal_days').notNull().default(0),
    branchAppeal: boolean('branch_appeal').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_check_subject_code_uq').on(t.tenantId, t.code).where(live),
    index('bas_check_subject_parent_idx').on(t.tenantId, t.parentId),
    tenantPolicy('bas_check_subject'),
  ],
).enableRLS();

/** Special-fee subjects (sfSpecialFeeSubject). */
export const sfSpecialFeeSubject = pgTable(
  'sf_special_fee_subject',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    maxAmount: money('max_amount').notNull().default('0.00'),
    needAttachment: boolean('need_attachment').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('sf_special_fee_subject_code_uq').on(t.tenantId, t.code).where(live), tenantPolicy('sf_special_fee_subject')],
).enableRLS();

/** Finance subjects (basFinSubject). */
export const basFinSubject = pgTable(
  'bas_fin_subject',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    direction: varchar('direction', { length: 8 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [uniqueIndex('bas_fin_subject_code_uq').on(t.tenantId, t.code).where(live), tenantPolicy('bas_fin_subject')],
).enableRLS();

/** Knowledge types (basKnowledgeType): a tree. */
export const basKnowledgeType = pgTable(
  'bas_knowledge_type',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(-1),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_knowledge_type_code_uq').on(t.tenantId, t.code).where(live),
    index('bas_knowledge_type_parent_idx').on(t.tenantId, t.parentId),
    tenantPolicy('bas_knowledge_type'),
  ],
).enableRLS();

/** Model prices (basItemPrice): one price per model, kind and start date among live rows. */
export const basItemPrice = pgTable(
  'bas_item_price',
  {
    id: id(),
    tenantId: tenantId(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    priceType: varchar('price_type', { length: 16 }).notNull(),
    price: money('price').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_item_price_uq').on(t.tenantId, t.itemId, t.priceType, t.validFrom).where(live),
    tenantPolicy('bas_item_price'),
  ],
).enableRLS();
