import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const money = (column: string) => numeric(column, { precision: 12, scale: 2, mode: 'string' });
const coordinate = (column: string) => numeric(column, { precision: 9, scale: 6, mode: 'string' });
const live = sql`deleted_at is null`;

/** A service site (provider or outlet, the spec's snUser): the business face of an organisation node. */
export const snSite = pgTable(
  'sn_site',
  {
    id: id(),
    tenantId: tenantId(),
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    superiorDeptId: bigint('superior_dept_id', { mode: 'number' }),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    siteKind: varchar('site_kind', { length: 16 }).notNull().default('outlet'),
    /** 1 primary, 2 secondary outlet (siteFloorLevel). */
    siteFloorLevel: integer('site_floor_level').notNull().default(1),
    starLevel: integer('star_level').notNull().default(0),
    operatingState: varchar('operating_state', { length: 16 }).notNull().default('operating'),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    areaId: bigint('area_id', { mode: 'number' }),
    address: varchar('address', { length: 255 }).notNull().default(''),
    lat: coordinate('lat'),
    lng: coordinate('lng'),
    managerName: varchar('manager_name', { length: 32 }),
    managerPhone: varchar('manager_phone', { length: 11 }),
    contactName: varchar('contact_name', { length: 32 }),
    contactPhone: varchar('contact_phone', { length: 11 }),
    email: varchar('email', { length: 64 }),
    contractNo: varchar('contract_no', { length: 32 }),
    contractStart: date('contract_start', { mode: 'string' }),
    contractEnd: date('contract_end', { mode: 'string' }),
    taxNumber: varchar('tax_number', { length: 32 }),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'string' }).notNull().default('0.00'),
    invoiceType: varchar('invoice_type', { length: 16 }),
    bankName: varchar('bank_name', { length: 64 }),
    bankAccount: varchar('bank_account', { length: 32 }),
    remoteBaseKm: integer('remote_base_km').notNull().default(0),
    remoteFeeRate: money('remote_fee_rate').notNull().default('0.00'),
    remoteFeeCap: money('remote_fee_cap').notNull().default('0.00'),
    mileageFeeEnabled: boolean('mileage_fee_enabled').notNull().default(false),
    mileageRoundTrip: boolean('mileage_round_trip').notNull().default(false),
    mileageFreeKm: integer('mileage_free_km').notNull().default(0),
    autoDispatch: boolean('auto_dispatch').notNull().default(false),
    autoAccept: boolean('auto_accept').notNull().default(false),
    partsMinOrderAmount: money('parts_min_order_amount').notNull().default('0.00'),
    urgentPartsMinOrderAmount: money('urgent_parts_min_order_amount').notNull().default('0.00'),
    maxPartsPerOrder: integer('max_parts_per_order').notNull().default(0),
    monthlyUrgentParts: integer('monthly_urgent_parts').notNull().default(0),
    creditLimit: money('credit_limit').notNull().default('0.00'),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sn_site_code_uq').on(t.tenantId, t.code).where(live),
    index('sn_site_dept_idx').on(t.tenantId, t.deptId),
    tenantPolicy('sn_site'),
  ],
).enableRLS();

const siteLine = {
  id: id(),
  tenantId: tenantId(),
  parentId: bigint('parent_id', { mode: 'number' }).notNull(),
  lineNo: integer('line_no').notNull(),
};

/** The service areas an outlet covers (lines of the site). */
export const snSiteArea = pgTable(
  'sn_site_area',
  { ...siteLine, areaId: bigint('area_id', { mode: 'number' }).notNull() },
  (t) => [uniqueIndex('sn_site_area_uq').on(t.tenantId, t.parentId, t.areaId), index('sn_site_area_area_idx').on(t.tenantId, t.areaId), tenantPolicy('sn_site_area')],
).enableRLS();

/** The product categories an outlet services (lines of the site). */
export const snSiteCategory = pgTable(
  'sn_site_category',
  { ...siteLine, categoryId: bigint('category_id', { mode: 'number' }).notNull() },
  (t) => [uniqueIndex('sn_site_category_uq').on(t.tenantId, t.parentId, t.categoryId), tenantPolicy('sn_site_category')],
).enableRLS();

/** Pictures of an outlet, by the stored file's URL (lines of the site). */
export const snSiteImage = pgTable(
  'sn_site_image',
  { ...siteLine, url: varchar('url', { length: 500 }).notNull(), name: varchar('name', { length: 128 }) },
  (t) => [index('sn_site_image_parent_idx').on(t.tenantId, t.parentId), tenantPolicy('sn_site_image')],
).enableRLS();

/** An outlet's address list (updateAddressList replaces it as a whole). */
export const snSiteAddress = pgTable(
  'sn_site_address',
  {
    ...siteLine,
    addressType: varchar('address_type', { length: 16 }).notNull(),
    contact: varchar('contact', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    areaId: bigint('area_id', { mode: 'number' }),
    address: varchar('address', { length: 255 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('sn_site_address_parent_idx').on(t.tenantId, t.parentId), tenantPolicy('sn_site_address')],
).enableRLS();

/** Inspections of an outlet: kept, never replaced. */
export const snSiteInspection = pgTable(
  'sn_site_inspection',
  {
    id: id(),
    tenantId: tenantId(),
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    inspectedOn: date('inspected_on', { mode: 'string' }).notNull(),
    inspector: varchar('inspector', { length: 32 }).notNull(),
    score: integer('score').notNull(),
    result: varchar('result', { length: 16 }).notNull(),
    remark: text('remark'),
    ...audit,
    ...timestamps,
  },
  (t) => [index('sn_site_inspection_site_idx').on(t.tenantId, t.siteId, t.inspectedOn), tenantPolicy('sn_site_inspection')],
).enableRLS();

/**
 * A change an outlet asks for to its own data (snUserChange): per field the value when asked and the value wanted;
 * approved (and then applied) or rejected with a reason by its centre or headquarters. Rows are the history.
 */
export const snSiteChange = pgTable(
  'sn_site_change',
  {
    id: id(),
    tenantId: tenantId(),
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    changes: jsonb('changes').$type<{ field: string; oldValue: unknown; newValue: unknown }[]>().notNull(),
    fieldNames: varchar('field_names', { length: 500 }).notNull(),
    reason: text('reason'),
    submittedBy: bigint('submitted_by', { mode: 'number' }).notNull(),
    submittedByName: varchar('submitted_by_name', { length: 64 }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    auditedBy: bigint('audited_by', { mode: 'number' }),
    auditedByName: varchar('audited_by_name', { length: 64 }),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditRemark: text('audit_remark'),
    ...timestamps,
  },
  (t) => [index('sn_site_change_site_idx').on(t.tenantId, t.siteId, t.status), tenantPolicy('sn_site_change')],
).enableRLS();

/** Auto-dispatch rules (snAutoEngineerDispatch): area, category and service type to an outlet (and engineer). */
export const snAutoDispatch = pgTable(
  'sn_auto_dispatch',
  {
    id: id(),
    tenantId: tenantId(),
    areaId: bigint('area_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    serviceTypeId: bigint('service_type_id', { mode: 'number' }),
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    engineerId: bigint('engineer_id', { mode: 'number' }),
    priority: integer('priority').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [index('sn_auto_dispatch_area_idx').on(t.tenantId, t.areaId).where(live), tenantPolicy('sn_auto_dispatch')],
).enableRLS();
