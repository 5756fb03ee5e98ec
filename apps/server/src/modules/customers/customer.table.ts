import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, pgView, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const live = sql`deleted_at is null`;

/**
 * Customer profiles (basCustProfile). search_text is what the fuzzy search matches: the names in both orders (so
 * 张伟 and John Smith are found as written), the phone and the second contact, trigram-indexed (pg_trgm); it begins with
 * the name, surname first, which is what a keyword too short for a trigram is matched against.
 */
export const basCustProfile = pgTable(
  'bas_cust_profile',
  {
    id: id(),
    tenantId: tenantId(),
    userLastName: varchar('user_last_name', { length: 32 }),
    userFirstName: varchar('user_first_name', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    secondPhone: varchar('second_phone', { length: 20 }),
    eMail: varchar('e_mail', { length: 128 }),
    realUser: varchar('real_user', { length: 64 }),
    AccountID: varchar('account_id', { length: 64 }),
    userType: varchar('user_type', { length: 1 }).notNull().default('1'),
    provinceId: bigint('province_id', { mode: 'number' }),
    cityId: bigint('city_id', { mode: 'number' }),
    districtId: bigint('district_id', { mode: 'number' }),
    address: varchar('address', { length: 255 }),
    postalCode: varchar('postal_code', { length: 6 }),
    fileNo: varchar('file_no', { length: 32 }),
    lat: numeric('lat', { precision: 9, scale: 6, mode: 'string' }),
    lng: numeric('lng', { precision: 9, scale: 6, mode: 'string' }),
    /** The organisation that registered the profile: its data scope. */
    deptId: bigint('dept_id', { mode: 'number' }),
    reviewStatus: varchar('review_status', { length: 16 }).notNull().default('approved'),
    reviewRemark: varchar('review_remark', { length: 500 }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    remark: text('remark'),
    keyword: text('search_text').generatedAlwaysAs(
      sql`coalesce(user_last_name, '') || coalesce(user_first_name, '') || ' ' || coalesce(user_first_name, '') || ' ' || coalesce(user_last_name, '') || ' ' || phone || ' ' || coalesce(second_phone, '')`,
    ),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index('bas_cust_profile_search_trgm').using('gin', t.keyword.op('gin_trgm_ops')),
    // A keyword of one or two characters has no trigram to look up: it finds the names that begin with it, from this
    // index alone (id and search_text are in it, so the lookup never visits the table: migration 0026).
    index('bas_cust_profile_name_prefix_idx').on(t.tenantId, sql`lower(${t.keyword}) text_pattern_ops`, t.id, t.keyword).where(live),
    index('bas_cust_profile_phone_idx').on(t.tenantId, t.phone),
    index('bas_cust_profile_dept_idx').on(t.tenantId, t.deptId),
    index('bas_cust_profile_review_idx').on(t.tenantId, t.reviewStatus),
    uniqueIndex('bas_cust_profile_file_no_uq').on(t.tenantId, t.fileNo).where(live),
    tenantPolicy('bas_cust_profile'),
  ],
).enableRLS();

/** A customer's appliances (basCustAsset): one row per serial number. */
export const basCustAsset = pgTable(
  'bas_cust_asset',
  {
    id: id(),
    tenantId: tenantId(),
    custId: bigint('cust_id', { mode: 'number' }).notNull(),
    serialNo: varchar('serial_no', { length: 64 }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    channelId: bigint('channel_id', { mode: 'number' }),
    shopId: bigint('shop_id', { mode: 'number' }),
    installTime: timestamp('install_time', { mode: 'string' }),
    warrantyMonths: integer('warranty_months'),
    remark: text('remark'),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    // One asset per serial number only when the company configuration asks for it (barcodeUnique): checked by the hook.
    index('bas_cust_asset_serial_idx').on(t.tenantId, t.serialNo),
    index('bas_cust_asset_cust_idx').on(t.tenantId, t.custId),
    tenantPolicy('bas_cust_asset'),
  ],
).enableRLS();

/**
 * The fuzzy search's index lookup (migration 0015): ILIKE and pg_trgm's operators are not leakproof, so PostgreSQL
 * never uses the trigram index for them under a row-level-security policy. The view, owned by the migrating role,
 * finds the matching ids of the tenant the query names; the rows themselves are read under the policy.
 */
export const basCustProfileSearch = pgView('bas_cust_profile_search', {
  id: bigint('id', { mode: 'number' }).notNull(),
  tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
  keyword: text('search_text'),
}).existing();
